import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

/** Offsets of `from` .. the end of `to` (or of `from`) in `text`; fails when a quote is not there. */
function span(text: string, from: string, to = from): { start: number; end: number } {
  const start = text.indexOf(from);
  const last = text.indexOf(to, start);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(last).toBeGreaterThanOrEqual(start);
  return { start, end: last + to.length };
}

const PARTIES =
  'This Agreement is made between Larchfield Telemetry Limited (the "Supplier") and Brackenmoor Dairies Ltd (the "Customer").';

const SUPPLIER_IP_INDEMNITY =
  "9.1 The Supplier shall indemnify the Customer against all losses arising from any claim that the Platform infringes the intellectual property rights of a third party.";
const GENERAL_CAP =
  "10.1 Each party's total liability under this Agreement shall not exceed the charges paid in the twelve months before the claim.";

describe("indemnity cap", () => {
  it("is not capped by a sole-remedy clause naming the party that gives it", () => {
    const text = `${PARTIES}\n\n4. Service levels\n\n4.1 Service credits are the Customer's sole and exclusive remedy for missed service levels.\n\n5. Liability\n\n5.1 The Supplier's total liability in each year shall not exceed the charges paid in that year.\n\n6. Indemnity\n\n6.1 The Customer shall indemnify the Supplier against all claims arising from data the Customer uploads.`;
    const i = analyseContract(text).indemnity;
    expect(i).toMatchObject({ type: "one-sided", indemnifyingParty: "customer", capped: false });
  });

  it("is capped by a limit in the next sub-clause, and quotes both", () => {
    const cap = "9.2 The indemnifying party's total liability under this clause 9 shall not exceed £250,000.";
    const text = `${PARTIES}\n\n9. Indemnities\n\n${SUPPLIER_IP_INDEMNITY}\n\n${cap}\n\n10. Liability\n\n10.1 Nothing in this Agreement limits liability for death or personal injury caused by negligence.`;
    const i = analyseContract(text).indemnity;
    expect(i).toMatchObject({ type: "one-sided", indemnifyingParty: "supplier", capped: true });
    expect({ start: i.start, end: i.end }).toEqual(span(text, SUPPLIER_IP_INDEMNITY, cap));
  });

  it("is capped by its own limit even when the general cap does not apply to it", () => {
    const own = "9.2 The maximum aggregate amount payable by the Supplier under clause 9.1 is £250,000.";
    const text = `${PARTIES}\n\n9. Indemnities\n\n${SUPPLIER_IP_INDEMNITY}\n\n${own}\n\n10. Liability\n\n${GENERAL_CAP}\n\n10.2 Clause 10.1 does not apply to liability under clause 9.`;
    const i = analyseContract(text).indemnity;
    expect(i.capped).toBe(true);
    expect({ start: i.start, end: i.end }).toEqual(span(text, SUPPLIER_IP_INDEMNITY, own));
  });

  it("is not capped when the limits of liability do not apply to indemnities, although a general cap exists", () => {
    const text = `${PARTIES}\n\n9. Indemnities\n\n${SUPPLIER_IP_INDEMNITY}\n\n10. Liability\n\n${GENERAL_CAP}\n\n10.2 The limits on liability in this clause 10 do not apply to either party's indemnification obligations.`;
    const i = analyseContract(text).indemnity;
    expect(i).toMatchObject({ type: "one-sided", indemnifyingParty: "supplier", capped: false });
    expect({ start: i.start, end: i.end }).toEqual(span(text, SUPPLIER_IP_INDEMNITY));
    expect(i.summary).toContain("not capped");
  });

  it("is not capped when the cap's clause is said not to apply to the indemnity's clause by number", () => {
    const text = `${PARTIES}\n\n9. Indemnities\n\n${SUPPLIER_IP_INDEMNITY}\n\n10. Liability\n\n${GENERAL_CAP}\n\n10.2 Clause 10.1 does not apply to liability under clause 9.`;
    expect(analyseContract(text).indemnity.capped).toBe(false);
  });

  it("is not capped when the exclusion comes before the cap or names the indemnity as unlimited", () => {
    const before = `${PARTIES}\n\n8. Liability\n\n8.1 The caps in this clause 8 shall not apply to any indemnity given under this Agreement.\n\n8.2 Each party's total liability under this Agreement shall not exceed £50,000.\n\n9. Indemnities\n\n${SUPPLIER_IP_INDEMNITY}`;
    expect(analyseContract(before).indemnity.capped).toBe(false);
    const unlimited = `${PARTIES}\n\n9. Indemnities\n\n${SUPPLIER_IP_INDEMNITY}\n\n10. Liability\n\n${GENERAL_CAP}\n\n10.2 Liability under the indemnity in clause 9.1 shall be unlimited.`;
    expect(analyseContract(unlimited).indemnity.capped).toBe(false);
  });

  it("is capped by a general cap that carves out something else", () => {
    const text = `${PARTIES}\n\n9. Indemnities\n\n${SUPPLIER_IP_INDEMNITY}\n\n10. Liability\n\n10.1 Except for liability for fraud, each party's total liability under this Agreement shall not exceed £80,000.\n\n10.2 Except as provided in clause 10.1, neither party is liable for loss of profits.`;
    expect(analyseContract(text).indemnity.capped).toBe(true);
  });

  it("reads a cap on 'the indemnity' written as part of the general cap sentence", () => {
    const text = `${PARTIES}\n\n9. Indemnities\n\n${SUPPLIER_IP_INDEMNITY}\n\n10. Liability\n\n10.1 Except for the indemnities in clause 9, each party's total liability shall not exceed £80,000.`;
    expect(analyseContract(text).indemnity.capped).toBe(false);
    const included = text.replace(
      "Except for the indemnities in clause 9, each party's total liability",
      "Each party's total liability, including under the indemnities in clause 9,",
    );
    expect(analyseContract(included).indemnity.capped).toBe(true);
  });
});

describe("a mutual indemnity capped on one side only", () => {
  const text = `${PARTIES}

9. Indemnities

9.1 The Supplier shall indemnify the Customer against any claim that the Services infringe a third party's rights.

9.2 The Supplier's total liability under clause 9.1 shall not exceed £250,000.

9.3 The Customer shall indemnify the Supplier against any claim arising from data the Customer supplies.

10. Liability

10.1 Each party's total liability under this Agreement shall not exceed the charges paid in the previous 12 months.

10.2 The limits in clause 10.1 do not apply to the indemnities in clause 9.`;

  it("says which side's indemnity is capped, and asks only for the user's own to be capped", () => {
    const i = analyseContract(text).indemnity;
    expect(i.type).toBe("mutual");
    expect(i.capped).toBe(false);
    expect(i.summary).toContain("yours is not capped (unlimited), the supplier's is capped");
    expect(i.recommendation).toMatch(/^Your indemnity is unlimited while the supplier's is capped/);
    expect(i.recommendation).not.toMatch(/Both sides/);
  });

  it("keeps it when the user is the side whose indemnity is capped", () => {
    const i = analyseContract(text, { side: "supplier" }).indemnity;
    expect(i.capped).toBe(true);
    expect(i.favorabilityScore).toBe("green");
    expect(i.summary).toContain("yours is capped, the customer's is not capped (unlimited)");
    expect(i.proposal).toBeNull();
  });
});

describe("an indemnity the contract rules out", () => {
  it.each([
    "14.1 Neither party shall be required to indemnify the other.",
    "14.1 The Customer is under no obligation to indemnify the Supplier for any loss.",
  ])("is no indemnity: %s", (clause) => {
    const i = analyseContract(`${PARTIES}\n\n14. Indemnities\n\n${clause}`).indemnity;
    expect(i).toMatchObject({ type: "none", indemnifyingParty: null });
  });

  it("keeps the promise given beside the one ruled out, as one-sided", () => {
    const clause =
      "14.1 The Supplier shall indemnify the Customer against any claim that the Services infringe a third party's rights, but the Customer shall not be required to indemnify the Supplier.";
    const i = analyseContract(`${PARTIES}\n\n14. Indemnities\n\n${clause}`).indemnity;
    expect(i).toMatchObject({ type: "one-sided", indemnifyingParty: "supplier" });
  });
});

describe("indemnity direction", () => {
  it("reads two promises in consecutive sub-clauses, one from each side, as mutual and quotes both", () => {
    const a =
      "14.1 The Supplier shall indemnify the Customer against any claim that the Services infringe the rights of a third party.";
    const b =
      "14.2 The Customer shall indemnify the Supplier against any claim arising from material the Customer uploads.";
    const text = `${PARTIES}\n\n14. Indemnities\n\n${a}\n\n${b}`;
    const i = analyseContract(text).indemnity;
    expect(i).toMatchObject({ type: "mutual", indemnifyingParty: "both" });
    expect({ start: i.start, end: i.end }).toEqual(span(text, a, b));
  });

  it("reads 'each party shall indemnify the other' followed by a procedure for the other party as mutual", () => {
    const a =
      '14.1 Each party (the "Indemnifying Party") shall indemnify the other party against losses arising from third-party claims caused by its breach of clause 6.';
    const text = `${PARTIES}\n\n14. Indemnities\n\n${a}\n\n14.2 The other party shall notify the Indemnifying Party promptly of any such claim.`;
    const i = analyseContract(text).indemnity;
    expect(i).toMatchObject({ type: "mutual", indemnifyingParty: "both" });
    expect({ start: i.start, end: i.end }).toEqual(span(text, a));
  });

  it("reads promises to defend claims, with a parenthetical after the verb, as indemnities", () => {
    const a =
      "14.1 The Supplier will, at its own expense, defend the Customer against any third-party claim that the Services infringe that third party's rights.";
    const b =
      "14.2 The Customer will, at its own expense, defend the Supplier against any third-party claim arising from the Customer's data.";
    const text = `${PARTIES}\n\n14. Protection against claims\n\n${a}\n\n${b}`;
    const i = analyseContract(text).indemnity;
    expect(i).toMatchObject({ type: "mutual", indemnifyingParty: "both" });
    expect({ start: i.start, end: i.end }).toEqual(span(text, a, b));
  });

  it("reads the present tense 'each party indemnifies the other' as mutual", () => {
    const a = "14.1 Each party indemnifies the other against losses caused by its own negligence.";
    const text = `${PARTIES}\n\n14. Indemnity\n\n${a}`;
    const i = analyseContract(text).indemnity;
    expect(i).toMatchObject({ type: "mutual", indemnifyingParty: "both" });
    expect({ start: i.start, end: i.end }).toEqual(span(text, a));
  });

  it("does not read a promise to defend something other than a claim as an indemnity", () => {
    const text = `${PARTIES}\n\n14. Conduct\n\n14.1 The Supplier shall defend its reputation for quality by following the Customer's hygiene rules.`;
    expect(analyseContract(text).indemnity.type).toBe("none");
  });
});

describe("a cap that 'does not apply' to the indemnity clause by number", () => {
  it("reads the indemnity as not capped", () => {
    const text = `${PARTIES}\n\n9. Indemnity\n\n9.1 The Customer shall keep the Supplier fully indemnified against all costs arising from the Customer's negligence.\n\n10. Limitation of liability\n\n10.1 Each party's total liability shall not exceed the Charges paid in the previous 12 months.\n10.2 Clause 10.1 does not apply to the Customer's obligations under clause 9.`;
    const ind = analyseContract(text).indemnity;
    expect(ind).toMatchObject({ type: "one-sided", indemnifyingParty: "customer", capped: false });
  });
});

describe("advice on an indemnity given to the customer", () => {
  const advice = (clause: string) =>
    analyseContract(`${PARTIES}\n\n9. Indemnity\n\n${clause}`).indemnity.recommendation;

  it("asks only for the kinds of claim the indemnity does not already name", () => {
    expect(
      advice(
        "9.1 The Supplier will defend the Customer against any third-party claim that the Platform infringes a patent or copyright.",
      ),
    ).toBe("This protects you. Keep it, and check that it also covers data protection claims.");
    expect(
      advice(
        "9.1 The Supplier shall indemnify the Customer against claims arising from its breach of data protection law.",
      ),
    ).toBe("This protects you. Keep it, and check that it also covers intellectual property claims.");
    expect(
      advice(
        "9.1 The Supplier shall indemnify the Customer against claims that the Platform infringes intellectual property rights or arising from its breach of data protection law.",
      ),
    ).toBe("This protects you, and it covers intellectual property and data protection claims. Keep it.");
  });
});

describe("no indemnity at all", () => {
  it("is a gap for the customer and no exposure for the supplier", () => {
    const text = `This Agreement is made between Harefield Analytics Limited (the "Supplier") and Ormside Foods Ltd (the "Customer").\n\n1. Services\n\n1.1 The Supplier shall provide monthly sales reports.`;
    expect(analyseContract(text).indemnity).toMatchObject({ found: false, favorabilityScore: "amber" });
    const supplier = analyseContract(text, { side: "supplier" }).indemnity;
    expect(supplier).toMatchObject({ found: false, favorabilityScore: "green" });
    expect(supplier.recommendation).toMatch(/^You give no indemnity/);
  });
});

describe("an indemnity in substance, without the word 'indemnify'", () => {
  it.each([
    [
      "7.1 The Supplier shall keep the Customer fully and effectively indemnified against all losses arising from any third-party claim.",
      "supplier",
    ],
    [
      "7.1 The Supplier shall keep indemnified the Customer against all losses arising from any claim that the Goods infringe a patent.",
      "supplier",
    ],
    [
      "7.1 The Supplier agrees to compensate the Customer in full for any loss, damage or expense the Customer suffers as a result of any claim that the Goods infringe the intellectual property rights of a third party.",
      "supplier",
    ],
    [
      "7.1 The Customer shall reimburse the Supplier for all losses, costs and expenses arising from any breach by the Customer of clause 6.",
      "customer",
    ],
  ])("reads %s", (clause, party) => {
    const text = `${PARTIES}\n\n7. Losses\n\n${clause}`;
    const i = analyseContract(text).indemnity;
    expect(i).toMatchObject({ found: true, type: "one-sided", indemnifyingParty: party, capped: false });
    expect({ start: i.start, end: i.end }).toEqual(span(text, clause));
  });

  it.each([
    "7.1 The Customer shall reimburse the Supplier for all reasonable travel expenses incurred in providing the Services.",
    "7.1 The Supplier shall compensate the Customer for any delay in delivery by a credit of 1% of the Charges for each week of delay.",
    "7.1 The Customer shall reimburse the Supplier for all losses caused by changes to the Customer's requirements.",
  ])("does not read a payment of expenses or a credit as an indemnity: %s", (clause) => {
    expect(analyseContract(`${PARTIES}\n\n7. Charges\n\n${clause}`).indemnity.type).toBe("none");
  });
});

describe("indemnity advice where the contract has no liability cap", () => {
  it("names a cap to ask for instead of 'the liability cap'", () => {
    const text = `${PARTIES}\n\n7. Indemnity\n\n7.1 The Supplier shall indemnify the Customer against all losses arising from this Agreement, without limit.`;
    const i = analyseContract(text, { side: "supplier" }).indemnity;
    expect(i.recommendation).toContain(
      "capped, for example at the charges paid in the 12 months before a claim (the contract has no liability cap)",
    );
    expect(i.proposal).toContain("capped at the charges paid in the 12 months before the claim");
    const capped = `${text}\n\n8. Liability\n\n8.1 Each party's total liability shall not exceed £100,000.`;
    expect(analyseContract(capped, { side: "supplier" }).indemnity.recommendation).toContain(
      "capped at the same level as the liability cap",
    );
  });
});

describe("a cap whose exceptions are a defined term", () => {
  const liability = (definition: string) =>
    `${PARTIES}\n\n7. Indemnities\n\n7.1 The Supplier shall indemnify the Customer against all losses arising from any claim that the Software infringes a third party's intellectual property rights.\n\n7.2 The Customer shall indemnify the Supplier against all losses arising from any claim that the Customer Materials infringe a third party's rights.\n\n8. Liability\n\n8.1 SAVE FOR RESERVED CLAIMS, EACH PARTY'S TOTAL LIABILITY UNDER THIS AGREEMENT SHALL NOT EXCEED THE CHARGES PAID IN THE 12 MONTHS BEFORE THE CLAIM.\n\n8.2 EXCEPT FOR RESERVED CLAIMS, NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL LOSS OR FOR LOSS OF PROFITS.\n\n${definition}`;

  it("reads the indemnities as outside the cap when the definition names the indemnity clause", () => {
    const text = liability(
      "8.3 \"Reserved Claims\" means (a) a party's obligations under clause 7 (Indemnities) and (b) a party's breach of clause 9 (Confidentiality).",
    );
    const a = analyseContract(text);
    expect(a.indemnity).toMatchObject({ type: "mutual", capped: false });
    const carves = a.advancedClauses.filter((c) => c.subcategory === "uncapped_carve_out");
    // one finding on the cap's exception and one on the exclusion's, each saying what the term covers
    expect(carves.map((c) => c.name)).toEqual([
      "Unlimited liability for some claims",
      "Indirect losses claimable for some claims",
    ]);
    expect(carves[0].whyItMatters).toMatch(
      /^Claims for indemnities and confidentiality fall outside the cap/,
    );
    expect(carves[0].proposal).toBe(
      "Clause 8.1 leaves liability for indemnities and confidentiality unlimited; we propose a separate, higher cap for these claims in place of unlimited liability.",
    );
  });

  it("keeps the indemnities capped when the defined claims are about something else", () => {
    const text = liability(
      '8.3 "Reserved Claims" means claims for a party\'s wilful misconduct or its breach of clause 9 (Confidentiality).',
    );
    expect(analyseContract(text).indemnity).toMatchObject({ type: "mutual", capped: true });
  });
});

describe("a 'nothing limits liability for death or personal injury' sentence beside a cap on one side", () => {
  it("does not cap the other side's indemnity", () => {
    const text = `${PARTIES}\n\n12. Liability\n\n12.1 Nothing in this Agreement shall limit or exclude either party's liability for death or personal injury caused by its negligence, for fraud, or for any other liability which cannot be limited or excluded by law.\n\n12.2 The Supplier's total liability to the Customer shall not exceed £100,000.\n\n12.3 The Customer shall indemnify the Supplier against all losses arising from any breach of this Agreement by the Customer.`;
    expect(analyseContract(text).indemnity).toMatchObject({
      type: "one-sided",
      indemnifyingParty: "customer",
      capped: false,
    });
  });
});

describe("an indemnity joined to the sentence's first promise", () => {
  it("takes the sentence's subject as the party that gives it", () => {
    const text = `${PARTIES}\n\n9. Tax\n\n9.1 The Supplier is responsible for the income tax of everyone it sends to do the work and shall indemnify the Customer against any claim for that tax.`;
    expect(analyseContract(text).indemnity).toMatchObject({
      type: "one-sided",
      indemnifyingParty: "supplier",
    });
  });
});
