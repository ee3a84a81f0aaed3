import { describe, expect, it } from "vitest";
import { UK_SAAS, US_SERVICES } from "../fixtures";
import { analyseContract } from "../index";
import { contract, expectExact } from "../test-helpers";

describe("jurisdiction", () => {
  it("reads the law and courts of England and Wales", () => {
    const j = analyseContract(UK_SAAS).jurisdiction;
    expectExact(UK_SAAS, j);
    expect(j.governingLaw).toBe("England and Wales");
    expect(j.courts).toBe("courts of England and Wales");
    expect(j.favorabilityScore).toBe("green");
  });

  it("reads the State of New York and its courts, rated from the user's own home where the contract gives it", () => {
    // the client is "a New York limited liability company": New York law is its own
    const j = analyseContract(US_SERVICES).jurisdiction;
    expectExact(US_SERVICES, j);
    expect(j.governingLaw).toBe("New York");
    expect(j.courts).toContain("New York");
    expect(j.favorabilityScore).toBe("green");
    expect(j.recommendation).toBe("Your own law and courts keep any dispute local and affordable. Keep it.");
    // the provider is "a Delaware corporation": it is asked to propose its own law, not England's
    const theirs = analyseContract(US_SERVICES, { side: "supplier" }).jurisdiction;
    expect(theirs.favorabilityScore).toBe("amber");
    expect(theirs.recommendation).toContain("Ask for the law and courts of Delaware");
    expect(theirs.proposal).toContain(
      "we propose the law of the State of Delaware, with the state and federal courts in Delaware having exclusive jurisdiction",
    );
  });

  it("reads a home state introduced by 'an' ('an Oregon limited liability company')", () => {
    const text = `This Agreement is made as of May 1, 2026 between Harbor Data, Inc., a Delaware corporation ("Consultant"), and Alder Outdoor LLC, an Oregon limited liability company ("Client").\n\n9. Law\n\n9.1 This Agreement is governed by the laws of the State of New York.`;
    const j = analyseContract(text).jurisdiction;
    expect(j.home).toBe("Oregon");
    expect(j.recommendation).toContain("Ask for the law and courts of Oregon");
    expect(j.proposal).not.toContain("England");
  });

  it("reads the home of a person 'residing in Sacramento, California'", () => {
    const text = `This Agreement is made as of May 1, 2026 between Sierra Pines, Inc., a California corporation ("Company"), and Jordan Ellis, an individual residing in Sacramento, California ("Contractor").\n\n9. Law\n\n9.1 This Agreement is governed by the laws of the State of New York.`;
    const j = analyseContract(text, { side: "supplier" }).jurisdiction;
    expect(j.home).toBe("California");
    expect(j.recommendation).toContain("Ask for the law and courts of California");
  });

  it("keeps the UK default for a UK company or one the contract does not describe", () => {
    const clause = "9.1 This Agreement is governed by the laws of the State of New York.";
    const uk = `This Agreement is made between Fenwick Tools Limited, a company registered in England and Wales ("Customer"), and Hudson Parts Inc., a New York corporation ("Supplier").\n\n9. Law\n\n${clause}`;
    expect(analyseContract(uk).jurisdiction.recommendation).toContain(
      "Ask for the law and courts of England and Wales",
    );
    const undescribed = `This Agreement is made between Fenwick Tools ("Customer") and Hudson Parts Inc., a New York corporation ("Supplier").\n\n9. Law\n\n${clause}`;
    expect(analyseContract(undescribed).jurisdiction.recommendation).toContain("England and Wales");
    const english = `This Agreement is made between Fenwick Tools Limited, a company registered in England and Wales ("Customer"), and Hudson Parts Inc., a New York corporation ("Supplier").\n\n9. Law\n\n9.1 This Agreement is governed by English law.`;
    // the supplier is a New York company: English law is foreign to it
    expect(analyseContract(english, { side: "supplier" }).jurisdiction).toMatchObject({
      favorabilityScore: "amber",
    });
  });

  it("skips every party's law of incorporation in the preamble and quotes the clause that chooses the law", () => {
    const clause =
      "12.1 This Agreement constitutes the entire agreement between the parties and is governed by the laws of the State of California.";
    const text = `DISTRIBUTION AGREEMENT\n\nThis Agreement is made between Harbour Lane Inc., a corporation organized under the laws of the State of Delaware ("Distributor"), and Pellow Networks, Inc., organized under the laws of the State of Nevada ("Supplier").\n\n12. Miscellaneous\n\n${clause}`;
    const j = analyseContract(text).jurisdiction;
    expect(j.governingLaw).toBe("California");
    expect(text.slice(j.start, j.end)).toBe(clause);
  });

  it("does not read 'existing under the PRC law' as the governing law", () => {
    const clause =
      "9.1 The validity and interpretation of this Agreement shall be governed by the laws of Hong Kong.";
    const text = contract(
      `2.1 The Supplier is a company duly incorporated and validly existing under the PRC law, and its activities are governed by its business licence.\n\n${clause}`,
    );
    const j = analyseContract(text).jurisdiction;
    expect(text.slice(j.start, j.end)).toBe(clause);
  });

  it("reads 'the laws thereof' as the place the sentence names, and never quotes the heading", () => {
    const clause =
      "14.1 This Agreement is accepted by the Supplier in the State of Nevada and shall be governed by and construed in accordance with the laws thereof.";
    const text = contract(`14. Governing Law; Costs.\n\n${clause}`);
    const j = analyseContract(text).jurisdiction;
    expect(j.governingLaw).toBe("Nevada");
    expect(text.slice(j.start, j.end)).toBe(clause);
  });

  it.each([
    [
      "14.1 This Agreement shall be construed and in all respects governed by the laws in the State of Washington.",
      "Washington",
    ],
    [
      "14.1 This Agreement was accepted in the state where the Supplier has its head office (currently the State of Oregon) and shall be governed by the laws of such state.",
      "Oregon",
    ],
    ["14.1 This Agreement shall be governed by and construed under the laws of the R.O.C.", "Taiwan"],
  ])("reads the place in %s", (clause, place) => {
    expect(analyseContract(contract(clause)).jurisdiction.governingLaw).toBe(place);
  });

  it("names arbitration, its seat and rules, and does not call it affordable local courts", () => {
    const j = analyseContract(
      contract(
        "12.1 This Agreement is governed by English law. Any dispute shall be referred to arbitration in Manchester under the CIArb Arbitration Rules.",
      ),
    ).jurisdiction;
    expect(j.courts).toBe("arbitration in Manchester (CIArb Arbitration Rules)");
    expect(j.summary).toBe(
      "Governed by the law of England and Wales; disputes go to arbitration in Manchester (CIArb Arbitration Rules).",
    );
    expect(j.recommendation).toContain("arbitration");
    expect(j.recommendation).not.toContain("UK courts");
  });

  it("reads Scots law", () => {
    const j = analyseContract(contract("1.1 This Agreement shall be governed by Scots law.")).jurisdiction;
    expect(j.governingLaw).toBe("Scotland");
    expect(j.favorabilityScore).toBe("green");
  });

  it("reads English law and Delaware and ignores the law of incorporation", () => {
    expect(
      analyseContract(contract("1.1 This contract is governed by English law.")).jurisdiction.governingLaw,
    ).toBe("England and Wales");
    const t = contract(
      "1.1 This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware, without giving effect to its conflict of laws rules.",
      { us: true },
    );
    expect(analyseContract(t).jurisdiction.governingLaw).toBe("Delaware");
    const inc = contract("1.1 The Vendor is a corporation organized under the laws of the State of Nevada.", {
      us: true,
    });
    expect(analyseContract(inc).jurisdiction.governingLaw).toBeNull();
  });

  it("reads Northern Ireland and Ireland apart", () => {
    expect(
      analyseContract(contract("1.1 This Agreement is governed by the laws of Northern Ireland."))
        .jurisdiction.governingLaw,
    ).toBe("Northern Ireland");
    expect(
      analyseContract(contract("1.1 This Agreement is governed by the laws of Ireland.")).jurisdiction
        .governingLaw,
    ).toBe("Ireland");
  });

  it("reads a US state as a labelled choice and in 'X law applies'", () => {
    const law = (words: string) => analyseContract(contract(words)).jurisdiction.governingLaw;
    expect(law("12. Governing law: Florida.")).toBe("Florida");
    expect(law("12. Applicable law - the laws of the State of Oregon.")).toBe("Oregon");
    expect(
      law(
        "12. Disputes go to the courts of Duval County, Florida, and Florida law applies to this Agreement.",
      ),
    ).toBe("Florida");
    expect(
      law("12. This Agreement shall be construed in accordance with the laws of the State of Florida."),
    ).toBe("Florida");
  });

  it("names the courts' place once, stopping at ', and' that starts the next part of the sentence", () => {
    const j = analyseContract(
      "19. Law. This Agreement is governed by the laws of the State of Georgia and each party submits to the courts of Fulton County, Georgia, and Georgia law applies to every claim under it.",
    ).jurisdiction;
    expect(j.governingLaw).toBe("Georgia");
    expect(j.courts).toBe("courts of Fulton County, Georgia");
  });
});

describe("governing law in plain words", () => {
  const law = (clause: string) => analyseContract(contract(clause)).jurisdiction;
  it("reads 'The law of Northern Ireland applies to this agreement'", () => {
    expect(law("1.1 The law of Northern Ireland applies to this agreement.").governingLaw).toBe(
      "Northern Ireland",
    );
  });
  it("reads 'the courts of England and Wales, whose law governs this agreement'", () => {
    const j = law(
      "1.1 If talks fail, either party may take the dispute to the courts of England and Wales, whose law governs this agreement.",
    );
    expect(j.governingLaw).toBe("England and Wales");
  });
});

describe("the courts named as a venue, and place names with a hyphen", () => {
  it("reads 'Place of jurisdiction is Zurich' as the courts", () => {
    const text = contract(
      "9.1 This Agreement is governed by the substantive law of Switzerland. Place of jurisdiction is Zurich.",
    );
    const j = analyseContract(text).jurisdiction;
    expect([j.governingLaw, j.courts]).toEqual(["Switzerland", "courts in Zurich"]);
  });

  it("reads 'venue for any action shall lie exclusively in Miami-Dade County, Florida' as the courts", () => {
    const j = analyseContract(
      contract(
        "9. Governing Law. This Agreement shall be governed by the laws of the State of Florida, and venue for any action shall lie exclusively in Miami-Dade County, Florida.",
        { us: true },
      ),
    ).jurisdiction;
    expect(j.courts).toBe("courts in Miami-Dade County, Florida");
  });

  it("keeps a hyphenated place whole in 'the courts located in Tel-Aviv, Israel'", () => {
    const j = analyseContract(
      contract(
        "9. This Agreement is governed by the laws of Israel and the courts located in Tel-Aviv, Israel shall have exclusive jurisdiction.",
      ),
    ).jurisdiction;
    expect(j.courts).toBe("courts located in Tel-Aviv, Israel");
  });
});

describe("a governing law in a table row", () => {
  it.each([
    ["Governing Law\tEngland and Wales", "England and Wales"],
    ["Governing Law | Scotland", "Scotland"],
  ])("reads '%s'", (row, place) => {
    expect(analyseContract(contract(row)).jurisdiction.governingLaw).toBe(place);
  });
});

describe("advice on a governing law that names no courts", () => {
  it.each([
    ["9.1 This Agreement is governed by the law of England and Wales.", "England and Wales"],
    ["9.1 This Agreement is governed by the law of Scotland.", "Scotland"],
  ])("keeps the law and does not claim courts the contract does not name: '%s'", (clause, place) => {
    const j = analyseContract(contract(clause)).jurisdiction;
    expect(j.favorabilityScore).toBe("green");
    expect(j.recommendation).not.toMatch(/UK courts/);
    expect(j.recommendation).toContain(`you could ask it to name the courts of ${place}`);
    expect(j.proposal).toBeNull();
  });

  it("still says 'law and courts' when both are named", () => {
    const j = analyseContract(
      contract(
        "9.1 This Agreement is governed by the law of England and Wales and the courts of England and Wales have exclusive jurisdiction.",
      ),
    ).jurisdiction;
    expect(j.recommendation).toBe("A UK law and UK courts keep any dispute local and affordable. Keep it.");
  });
});

describe("jurisdiction: one side may also sue in other courts", () => {
  const text = (forum: string) =>
    `This Agreement is made on 2 March 2026 between Copperfield Hosting Limited (the "Provider") and Larch Dental Ltd (the "Client").\n\n1. Services\n\n1.1 The Provider shall host the Client's booking system.\n\n12. Law and disputes\n\n12.1 This Agreement is governed by the law of England and Wales.\n\n12.2 The courts of England and Wales have exclusive jurisdiction over any dispute. ${forum}\n`;

  it.each([
    "Nothing in this clause shall prevent the Provider from bringing proceedings against the Client in any other jurisdiction.",
    "However, the Provider may also commence proceedings in any other court of competent jurisdiction.",
    "This submission to jurisdiction is for the exclusive benefit of the Provider.",
  ])("rates it medium for the other side and writes both voices: %s", (forum) => {
    const j = analyseContract(text(forum)).jurisdiction;
    expect(j.favorabilityScore).toBe("amber");
    expect(j.summary).toContain("the Provider may also sue in other courts");
    expect(j.recommendation).toContain("Ask that both sides are held to the same courts");
    expect(j.proposal).toBe(
      "Clause 12.2 lets the Provider bring proceedings in other courts, while we may only do so in the courts of England and Wales; we propose that the courts of England and Wales have exclusive jurisdiction for both parties.",
    );
  });

  it("keeps it for the side that holds the wider right", () => {
    const j = analyseContract(
      text(
        "Nothing in this clause shall prevent the Provider from bringing proceedings against the Client in any other jurisdiction.",
      ),
      { side: "supplier" },
    ).jurisdiction;
    expect(j.favorabilityScore).toBe("green");
    expect(j.proposal).toBeNull();
  });

  it.each([
    "Nothing in this clause shall prevent either party from bringing proceedings in any other jurisdiction.",
    "Either party may seek an injunction in any court of competent jurisdiction.",
    "The Provider shall keep records of all disputes.",
  ])("leaves a mutual or unrelated sentence alone: %s", (forum) => {
    const j = analyseContract(text(forum)).jurisdiction;
    expect(j.favorabilityScore).toBe("green");
  });
});
