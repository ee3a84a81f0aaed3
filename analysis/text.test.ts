import { describe, expect, it } from "vitest";
import { findContractDates } from "./contract-dates";
import { prepare } from "./doc";
import { splitSentences } from "./text";

const sentencesOf = (text: string) => splitSentences(text).map((s) => text.slice(s.start, s.end));

describe("splitSentences", () => {
  it("keeps a sentence wrapped onto the next lines whole", () => {
    const text =
      "3. TERM\n3.1 This Agreement shall commence on the Effective Date and shall\ncontinue in full force and effect for a period of\nthree (3) years thereafter.\n\n4. PRICE";
    expect(sentencesOf(text)).toEqual([
      "3. TERM",
      "3.1 This Agreement shall commence on the Effective Date and shall\ncontinue in full force and effect for a period of\nthree (3) years thereafter.",
      "4. PRICE",
    ]);
  });

  it("still starts a new sentence at a heading, a numbered line or a capital after a line break", () => {
    expect(sentencesOf("DEFINITIONS\nthe following words\n1.1 Term means\nTwo Years")).toEqual([
      "DEFINITIONS",
      "the following words",
      "1.1 Term means",
      "Two Years",
    ]);
  });

  it("keeps a line that ends in a word no sentence ends with joined to a next line starting with a number or capital", () => {
    expect(
      sentencesOf(
        "This Agreement shall continue for a period of\n3 years from the date hereof.\nIt shall end on\n31 March 2029 at the latest.\nThe Customer shall pay the Price to\nNorthgate Components Limited.",
      ),
    ).toEqual([
      "This Agreement shall continue for a period of\n3 years from the date hereof.",
      "It shall end on\n31 March 2029 at the latest.",
      "The Customer shall pay the Price to\nNorthgate Components Limited.",
    ]);
  });

  it("keeps a sentence hard-wrapped after a figure, a bracket or before a capitalised word whole", () => {
    const text = [
      "3.1 The Initial Term of this Agreement shall be for three (3)",
      "years beginning on the Effective Date.",
      "3.2 The Supplier shall provide the Support Services from 1 April 2026",
      "until 31 March 2028.",
      "3.3 The term of this Agreement shall commence on the Effective",
      "Date and shall continue until the last Order has been delivered.",
    ].join("\n");
    expect(sentencesOf(text)).toEqual([
      "3.1 The Initial Term of this Agreement shall be for three (3)\nyears beginning on the Effective Date.",
      "3.2 The Supplier shall provide the Support Services from 1 April 2026\nuntil 31 March 2028.",
      "3.3 The term of this Agreement shall commence on the Effective\nDate and shall continue until the last Order has been delivered.",
    ]);
  });

  it("keeps a party's defined term, a split date, a notice in days' and a name after a comma with their sentence", () => {
    const text = [
      "(1) Brindle Analytics LLP, a limited liability partnership whose office is at 4 Mill Lane, Leeds",
      '("Consultant"); and',
      "1.1 The Client engages the Consultant to provide the Services from 9",
      "March 2026 until 31 August 2026.",
      "5.1 The Client may terminate this Agreement at any time on 14 days'",
      "written notice.",
      "This Agreement is entered into as of 3 March 2026 by and between Lumen Ledger,",
      'Inc., a Delaware corporation ("Vendor"), and Greywell Outdoor Ltd ("Subscriber").',
    ].join("\n");
    expect(sentencesOf(text)).toEqual([
      '(1) Brindle Analytics LLP, a limited liability partnership whose office is at 4 Mill Lane, Leeds\n("Consultant"); and',
      "1.1 The Client engages the Consultant to provide the Services from 9\nMarch 2026 until 31 August 2026.",
      "5.1 The Client may terminate this Agreement at any time on 14 days'\nwritten notice.",
      'This Agreement is entered into as of 3 March 2026 by and between Lumen Ledger,\nInc., a Delaware corporation ("Vendor"), and Greywell Outdoor Ltd ("Subscriber").',
    ]);
  });

  it("keeps a sentence in capitals hard-wrapped at a fixed width whole, but not a title over its first line", () => {
    const text = [
      "MASTER AGREEMENT FOR THE SUPPLY OF REFRIGERATED TRANSPORT",
      "BETWEEN ALDER LOGISTICS AND BIRCH FOODS",
      "9.2 IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY",
      "INDIRECT OR CONSEQUENTIAL LOSS, AND EACH PARTY'S TOTAL LIABILITY SHALL",
      "NOT EXCEED THE CHARGES PAID IN THE PRECEDING 12 MONTHS.",
      "9.3 The Supplier's office is at 21 Harbour Street, Port of New",
      "Holland, Lincolnshire.",
    ].join("\n");
    expect(sentencesOf(text)).toEqual([
      "MASTER AGREEMENT FOR THE SUPPLY OF REFRIGERATED TRANSPORT",
      "BETWEEN ALDER LOGISTICS AND BIRCH FOODS",
      "9.2 IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY\nINDIRECT OR CONSEQUENTIAL LOSS, AND EACH PARTY'S TOTAL LIABILITY SHALL\nNOT EXCEED THE CHARGES PAID IN THE PRECEDING 12 MONTHS.",
      "9.3 The Supplier's office is at 21 Harbour Street, Port of New\nHolland, Lincolnshire.",
    ]);
  });

  it("reads a cross-reference at the start of a wrapped line as part of the sentence, not a new clause", () => {
    const text = [
      "EXCEPT IN THE EVENT OF A CLAIM UNDER SECTION 10 OR A FAILURE TO PAY UNDER",
      "SECTION 6, NEITHER PARTY SHALL BE LIABLE FOR MORE THAN THE FEES PAID UNDER SECTION 11",
      "(CHARGES) IN THE PRECEDING YEAR.",
      "The Customer may terminate this Agreement on written notice under and pursuant to",
      "Clause 14 if the Supplier is in material breach of it.",
      "Section 15 Notices",
    ].join("\n");
    expect(sentencesOf(text)).toEqual([
      "EXCEPT IN THE EVENT OF A CLAIM UNDER SECTION 10 OR A FAILURE TO PAY UNDER\nSECTION 6, NEITHER PARTY SHALL BE LIABLE FOR MORE THAN THE FEES PAID UNDER SECTION 11\n(CHARGES) IN THE PRECEDING YEAR.",
      "The Customer may terminate this Agreement on written notice under and pursuant to\nClause 14 if the Supplier is in material breach of it.",
      "Section 15 Notices",
    ]);
  });

  it("goes on after a name in capitals ending a line of prose, and into an address line starting with a number", () => {
    const text = [
      "This Agreement is made on 5 March 2026 by and between HALDEN FOODS",
      "Limited, a company with offices at Unit 4, Harbour Trading Estate, Suite",
      '170, Hull ("Customer").',
    ].join("\n");
    expect(sentencesOf(text)).toEqual([text]);
  });

  it("goes on from a sentence in capitals that starts after a heading run into its line", () => {
    const text = [
      "9.5 Limits on Liability. EXCEPT (A) IN",
      "THE EVENT OF FRAUD OR OF A BREACH OF CLAUSE 10 (CONFIDENTIALITY) BY EITHER",
      "PARTY, NEITHER PARTY SHALL BE LIABLE FOR LOSS OF PROFIT.",
      "9.6 Insurance. Each party shall insure its own property.",
    ].join("\n");
    expect(sentencesOf(text)).toEqual([
      "9.5 Limits on Liability.",
      "EXCEPT (A) IN\nTHE EVENT OF FRAUD OR OF A BREACH OF CLAUSE 10 (CONFIDENTIALITY) BY EITHER\nPARTY, NEITHER PARTY SHALL BE LIABLE FOR LOSS OF PROFIT.",
      "9.6 Insurance.",
      "Each party shall insure its own property.",
    ]);
  });

  it("reads a very long run of wrapped lines in capitals as one sentence", () => {
    const line = "IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY LOSS OR\n";
    const text = `${line.repeat(4000)}DAMAGE.`;
    expect(sentencesOf(text)).toEqual([text]);
  });

  it("does not join a letter's closing to the name under it", () => {
    expect(sentencesOf("Yours faithfully,\nHarbour Analytics Limited")).toEqual([
      "Yours faithfully,",
      "Harbour Analytics Limited",
    ]);
  });

  it("does not join a short line, a table row or a line of capitals to a capitalised next line", () => {
    expect(
      sentencesOf(
        "For and on behalf of Alder Components Limited\nName and title of signatory\nTerm\t36 months from the Start Date in the Order Form\nRenewal terms apply\nSUPPLY OF SIGNAGE AND INSTALLATION SERVICES FOR RETAIL\nShop fitting works",
      ),
    ).toEqual([
      "For and on behalf of Alder Components Limited",
      "Name and title of signatory",
      "Term\t36 months from the Start Date in the Order Form",
      "Renewal terms apply",
      "SUPPLY OF SIGNAGE AND INSTALLATION SERVICES FOR RETAIL",
      "Shop fitting works",
    ]);
  });

  it("does not join a line ending in such a word to a new clause or list item", () => {
    expect(
      sentencesOf(
        "The Supplier shall perform the following in\n2.1 Payment\nterms of\n(a) the first\nterms of\n3 Delivery",
      ),
    ).toEqual([
      "The Supplier shall perform the following in",
      "2.1 Payment\nterms of",
      "(a) the first\nterms of",
      "3 Delivery",
    ]);
  });

  it("joins a sentence across a page break: blank lines round a page number or a filing footer", () => {
    expect(
      sentencesOf(
        "This Agreement shall continue for a period of\n\n- 4 -\n\nthree years from the date hereof.\nThe Client shall pay each invoice within\n\nSource: KESTREL PRINT LTD, annual report\n\n\n30 days of receipt.",
      ),
    ).toEqual([
      "This Agreement shall continue for a period of\n\n- 4 -\n\nthree years from the date hereof.",
      "The Client shall pay each invoice within\n\nSource: KESTREL PRINT LTD, annual report\n\n\n30 days of receipt.",
    ]);
  });

  it("does not join across blank lines alone, which end a paragraph", () => {
    expect(
      sentencesOf("Agreement between\n\nKestrel Print Limited\n\nand\n\nOuse Valley Books Limited"),
    ).toEqual(["Agreement between", "Kestrel Print Limited", "and", "Ouse Valley Books Limited"]);
  });

  it("lets the term be read from a wrapped sentence", () => {
    const text =
      'This Agreement is made on 9 March 2026 between Kestrel Print Limited (the "Supplier") and Ouse Valley Books Limited (the "Client").\n\n3. Term\n\nThis Agreement shall commence on the date hereof and shall\ncontinue in force for three years.\n';
    expect(findContractDates(prepare(text)).expirationDate?.value).toBe("2029-03-08");
  });
});
