import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";

const NDA = `MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is dated 4 May 2026 and is made between Larchfield Optics Limited, a company incorporated in England and Wales, and Quaybridge Sensors Ltd, a company incorporated in Scotland.

1. Purpose
1.1 The parties wish to share information to explore a joint research project.

2. Confidentiality
2.1 Each party shall keep the other party's Confidential Information secret and use it only for the Purpose.
2.2 Neither party excludes or limits its liability for breach of clause 2.

3. Term
3.1 This Agreement continues for three years from its date.

4. Law
4.1 This Agreement is governed by the laws of Scotland.
`;

describe("a contract under which nothing is bought or sold", () => {
  const a = analyseContract(NDA);

  it("marks payment terms and the indemnity as not applicable, rated green", () => {
    expect(a.paymentTerms.found).toBe(false);
    expect(a.paymentTerms.summary).toMatch(/^Not applicable/);
    expect(a.paymentTerms.favorabilityScore).toBe("green");
    expect(a.indemnity.summary).toMatch(/^Not applicable/);
    expect(a.indemnity.favorabilityScore).toBe("green");
  });

  it("does not ask for a warranty and rates a missing cap medium rather than high", () => {
    const kinds = a.advancedClauses.map((f) => `${f.category}/${f.subcategory}`);
    expect(kinds.some((k) => k.startsWith("warranty") && k.endsWith("missing"))).toBe(false);
    const cap = a.advancedClauses.find((f) => f.category === "liability_cap" && f.subcategory === "missing");
    expect(cap?.risk_level).toBe("medium");
    // with nothing paid there are no charges to set a cap by, and nothing to send the other side
    expect(cap?.askFor).not.toMatch(/charges paid/);
    expect(cap?.proposal ?? null).toBeNull();
  });

  it("still treats a sale with no payment clause as missing payment terms", () => {
    const sale = analyseContract(contract("1.1 The Supplier shall provide the Services to the Customer."));
    expect(sale.paymentTerms.summary).not.toMatch(/^Not applicable/);
    expect(sale.paymentTerms.favorabilityScore).not.toBe("green");
    expect(sale.indemnity.summary).not.toMatch(/^Not applicable/);
  });
});

describe("a one-way confidentiality agreement", () => {
  const ONE_WAY = `CONFIDENTIALITY AGREEMENT

This agreement is dated 2 June 2027 and is made between:

(1) Heronsgate Materials Limited, registered in England under number 10101010 (the "Discloser"); and
(2) Ravenglass Ventures LLP, registered in England under number OC654321 (the "Recipient").

1. The Recipient shall keep the Confidential Information secret and use it only to evaluate an investment in the Discloser.
2. In consideration of the disclosure, each party shall bear its own costs in connection with this agreement.
3. This agreement is governed by the law of England and Wales.`;
  const a = analyseContract(ONE_WAY);

  it("does not read the Discloser and the Recipient as a supplier and a customer", () => {
    expect(a.parties.supplier).toBeNull();
    expect(a.parties.customer).toBeNull();
    expect(a.paymentTerms.summary).toMatch(/^Not applicable/);
    expect(a.cancellationTerms.summary).toMatch(/^Not applicable/);
    expect(a.cancellationTerms.favorabilityScore).toBe("green");
    expect(a.advancedClauses.some((c) => c.subcategory === "no_termination_for_convenience")).toBe(false);
  });

  it("says the duty binds the named Recipient only, not both sides", () => {
    const conf = a.advancedClauses.find((c) => c.category === "confidentiality");
    expect(conf?.subcategory).toBe("one_way");
    expect(conf?.whyItMatters).toContain("Only Ravenglass Ventures LLP (the Recipient)");
  });
});

describe("a mutual confidentiality agreement that names prices among the information and caps a breach", () => {
  const MUTUAL = `CONFIDENTIALITY AGREEMENT

This Agreement is dated 5 October 2026 and is made between Wrenfield Robotics Limited, a company incorporated in England and Wales, and Coldharbour Foods Ltd, a company incorporated in England and Wales.

1. Confidential Information
1.1 "Confidential Information" means any information either party shares with the other about its products, suppliers, prices and plans.
2. Duties
2.1 Each party shall keep the other's Confidential Information secret and use it only to discuss a possible supply arrangement.
2.2 All Confidential Information is shared "as is", and neither party promises that it is accurate or complete.
3. Duration
3.1 This Agreement lasts for eighteen months unless either party ends it earlier by giving not less than 14 days' written notice to the other.
3.2 The duties of each party under this Agreement continue for four years after it ends, and indefinitely for trade secrets.
4. Liability
4.1 Each party's total liability under this Agreement shall not exceed £50,000.
5. Notices
5.1 Notices shall be sent by pre-paid first class post to the address above.`;
  const a = analyseContract(MUTUAL);

  it("still reads as a contract under which nothing is bought", () => {
    expect(a.paymentTerms.summary).toMatch(/^Not applicable/);
    expect(a.indemnity.summary).toMatch(/^Not applicable/);
    expect(a.advancedClauses.some((c) => c.category === "insurance")).toBe(false);
  });

  it("rates the 'as is' information low, with nothing to ask for", () => {
    const w = a.advancedClauses.find((c) => c.category === "warranty");
    expect(w).toMatchObject({ subcategory: "disclaimer", risk_level: "low", proposal: null });
    expect(w?.askFor).not.toMatch(/warranty that the service/);
    expect(a.overallRisk).not.toBe("red");
  });

  it("reads 'unless either party ends it earlier by giving 14 days' notice' as a right to leave, with no supply to replace", () => {
    expect(a.cancellationTerms).toMatchObject({ forConvenience: true, noticePeriod: 14 });
    expect(a.cancellationTerms.recommendation).not.toMatch(/supplier|replace/);
  });

  it("keeps the eighteen-month term: duties that last indefinitely do not make the agreement open-ended", () => {
    expect(a.expirationDate?.value).toBe("2028-04-04");
    expect(a.renewalTerms.summary).toMatch(/^No renewal provision found: fixed term only/);
  });
});

describe("a one-way confidentiality agreement read with the user's own company name", () => {
  const ONE_WAY = `NON-DISCLOSURE AGREEMENT

This agreement is dated 3 March 2027 and is made between:

(1) Fellbrook Studios Limited, registered in England under number 12121212 (the "Discloser"); and
(2) Ashgill Printworks Ltd, registered in England under number 13131313 (the "Recipient").

1. The Recipient shall keep the Confidential Information secret and use it only to quote for printing work.
2. This agreement is governed by the law of England and Wales.`;

  it("tells the discloser that the duty protects what it shares", () => {
    const conf = analyseContract(ONE_WAY, { ownCompanyName: "Fellbrook Studios Ltd" }).advancedClauses.find(
      (c) => c.category === "confidentiality",
    );
    expect(conf?.whyItMatters).toContain("which protects the information you share");
    expect(conf?.askFor).toBe("Keep it.");
  });

  it("tells the recipient that it alone is bound", () => {
    const conf = analyseContract(ONE_WAY, {
      ownCompanyName: "Ashgill Printworks Limited",
    }).advancedClauses.find((c) => c.category === "confidentiality");
    expect(conf?.whyItMatters).toMatch(/^Only you \(the Recipient\) are bound/);
  });
});
