import { describe, expect, it } from "vitest";
import { prepare } from "./doc";
import { evidenceScore, headingAt, isHeadingLine, rankEvidence } from "./evidence";
import { analyseContract } from "./index";
import type { AdvancedClause } from "./types";

const PREAMBLE =
  'This Agreement is made between Larchfield Haulage Limited (the "Supplier") and Kestrel Garden Centres Ltd (the "Customer").';

const one = (list: AdvancedClause[], category: string) => {
  const found = list.filter((c) => c.category === category && !c.missing);
  expect(found).toHaveLength(1);
  return found[0];
};

describe("which sentence a finding quotes", () => {
  it("quotes the insurance obligation, not a contents line or a definition that uses the word", () => {
    const text = [
      "LOGISTICS SERVICES AGREEMENT",
      "CONTENTS",
      "12.1 Insurance Cover 14",
      PREAMBLE,
      "1. Definitions",
      '"Insured Value" means the invoice value of goods carried, including any insurance premium recharged.',
      "12. Insurance",
      "12.1 The Supplier shall maintain goods-in-transit insurance and public liability insurance of not less than £5,000,000 for each claim throughout the Term.",
    ].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "insurance");
    expect(f.excerpt).toMatch(/^12\.1 The Supplier shall maintain goods-in-transit insurance/);
    expect(text.slice(f.start, f.end)).toBe(f.excerpt);
  });

  it("does not quote an insurance policy's limit of liability as the contract's liability cap", () => {
    const text = [
      "SUPPLY AGREEMENT",
      PREAMBLE,
      "8. Insurance",
      "8.1 The Supplier shall carry product liability insurance with a limit of liability of not less than £2,000,000 per occurrence.",
      "9. Limitation of liability",
      "9.1 Each party's total aggregate liability arising under or in connection with this Agreement shall not exceed the charges paid in the twelve months before the claim.",
    ].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "liability_cap");
    expect(f.excerpt).toMatch(/^9\.1 Each party's total aggregate liability/);
  });

  it("points at the clause to check instead of quoting when the only candidate sits under another topic", () => {
    const text = [
      "SUPPLY AGREEMENT",
      PREAMBLE,
      "8. Insurance",
      "8.1 The Supplier shall keep public liability insurance in force, and the insurer's aggregate liability under that policy shall not exceed £1,000,000.",
    ].join("\n\n");
    const cap = analyseContract(text).advancedClauses.find((c) => c.category === "liability_cap");
    expect(cap?.missing).not.toBe(true);
    expect(cap?.excerpt).toBe("");
    expect(cap?.start).toBe(-1);
    expect(cap?.checkClause).toBe("8.1");
  });

  it("quotes the assignment restriction, not a termination right that mentions a transfer", () => {
    const text = [
      "SERVICES AGREEMENT",
      PREAMBLE,
      "14. Termination",
      "14.2 The Customer may terminate this Agreement at once if the Supplier transfers all or most of its business to a competitor of the Customer.",
      "15. Assignment",
      "15.1 Neither party may assign, transfer or subcontract this Agreement or any of its rights under it without the prior written consent of the other party.",
    ].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "assignment");
    expect(f.excerpt).toMatch(/^15\.1 Neither party may assign/);
  });

  it("quotes the assignment restriction, not the exception to it that follows", () => {
    const text = [
      "SERVICES AGREEMENT",
      PREAMBLE,
      "15. Transfer",
      "15.1 The Supplier may transfer this Agreement to a company in its group by giving written notice to the Customer.",
      "15.2 Otherwise neither party shall assign or transfer this Agreement without the prior written consent of the other party.",
      "15.3 Notwithstanding the foregoing, no consent is required for either party to assign this Agreement on a sale of the whole of its business.",
    ].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "assignment");
    expect(f.excerpt).toMatch(/^15\.2 Otherwise neither party/);
  });

  it("quotes the restriction on transferring rights without consent, not a limit on products sold to others", () => {
    const text = [
      "LICENCE AGREEMENT",
      PREAMBLE,
      "14. General",
      "14.1 After termination the Customer shall not keep using or employ any part of the Platform within any product which the Customer shall convey, assign, lease, license or transfer to third parties;",
      "14.2 The Customer may not assign, sell or otherwise transfer all or part of the rights granted under this Agreement without prior written approval of the Supplier.",
    ].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "assignment");
    expect(f.excerpt).toMatch(/^14\.2 The Customer may not assign/);
  });

  it("finds the assignment restriction in a sentence that voids any transfer made in breach of its clause", () => {
    const text = [
      "SERVICES AGREEMENT",
      PREAMBLE,
      "15. Assignment",
      "15.1 Any purported assignment or transfer made in breach of this clause shall be void.",
    ].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "assignment");
    expect(f.excerpt).toMatch(/^15\.1 Any purported assignment/);
  });

  it("quotes the audit right, not a sentence that denies one or recharges its cost", () => {
    const text = [
      "DISTRIBUTION AGREEMENT",
      PREAMBLE,
      "6. Records",
      "6.1 Before the launch date the Customer shall not have any right to inspect the Supplier's records.",
      "6.2 After the launch date the Customer may audit the Supplier's books and records relating to the charges once in each year on 10 business days' notice.",
    ].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "audit_rights");
    expect(f.excerpt).toMatch(/^6\.2 After the launch date the Customer may audit/);
  });

  it("a maintenance inspection of vehicles is not an audit right", () => {
    const text = [
      "FLEET MAINTENANCE AGREEMENT",
      PREAMBLE,
      "5. Servicing",
      "5.1 The Supplier may carry out regular inspections of the vehicles and shall keep records of each inspection.",
      "5.2 No charge is due for a vehicle that is overdue for service inspection through the Supplier's fault.",
    ].join("\n\n");
    expect(
      analyseContract(text).advancedClauses.some((c) => c.category === "audit_rights" && !c.missing),
    ).toBe(false);
  });

  it("reads a numbered heading written into running text", () => {
    const text =
      "21. Notices   21.1 Notices shall be in writing.   22. Assignment and sub-contracting   22.1 Neither party shall assign the benefit of this Agreement without consent.";
    const doc = prepare(text);
    expect(headingAt(doc, text.indexOf("Neither party"))).toBe("Assignment and sub-contracting");
  });

  it("takes a numbered heading the outline missed, inside the clause before it, over that clause's heading", () => {
    const text =
      "4. Fees\n\n4.3 Taxes. The Customer shall pay all sales taxes.   5. AUDIT. The Supplier shall keep complete records of the Charges. The Supplier shall give the Customer reasonable help to carry out audits of those records.\n\n6. Term\n\n6.1 This Agreement lasts one year.";
    const doc = prepare(text);
    expect(headingAt(doc, text.indexOf("The Supplier shall give"))).toBe("AUDIT");
    expect(headingAt(doc, text.indexOf("The Customer shall pay"))).toBe("Taxes");
    const long =
      "12. Reports\n\n12.3 Additional Information. You shall send us any report we ask for. 12.4 Our Right to Inspect Your Books and Records. We have the right at all reasonable times to examine your books.";
    expect(headingAt(prepare(long), long.indexOf("We have the right"))).toBe(
      "Our Right to Inspect Your Books and Records",
    );
  });

  it("reads a run-in heading that joins two topics with a semicolon", () => {
    const text =
      "15. General\n\n15.6 Legal Fees. The winning party may recover its reasonable legal fees. 15.7 Assignment; Change of Control. Neither party may assign this Agreement without consent.";
    expect(headingAt(prepare(text), text.indexOf("Neither party"))).toBe("Assignment; Change of Control");
  });

  it("reads a sub-clause under 'ARTICLE 6 - INSURANCE', not under an earlier section's run-in heading", () => {
    const text = [
      'This Agreement is made between Quarrybank Digital Limited (the "Supplier") and Hollins Cross Veterinary Ltd (the "Customer").',
      "ARTICLE 1 - TERM",
      "1.1 Term. This Agreement starts on 1 May 2026 and continues for two years.",
      "ARTICLE 6 - INDEMNIFICATION; INSURANCE",
      "6.1 The Supplier shall indemnify the Customer against claims arising from defects in the Products.",
      "6.2 The Supplier shall maintain product liability cover of at least £5,000,000 and shall name the Customer as an additional insured.",
    ].join("\n");
    const doc = prepare(text);
    expect(doc.clauses.find((c) => c.number === "Article 6")?.heading).toBe("INDEMNIFICATION; INSURANCE");
    expect(headingAt(doc, text.indexOf("6.2 The Supplier"))).not.toBe("Term");
    const f = analyseContract(text).advancedClauses.find((c) => c.category === "insurance" && !c.missing);
    expect(f?.excerpt).toContain("6.2 The Supplier shall maintain product liability cover");
  });

  it("does not take a page number and footer for a heading", () => {
    const text =
      "4. Fees\n\n4.3 The Customer shall pay the Charges quarterly and the Supplier   7    8   CONFIDENTIAL\nshall keep records of the Charges. The Customer may audit them.";
    const doc = prepare(text);
    expect(headingAt(doc, text.indexOf("The Customer may audit"))).toBe("Fees");
  });

  it("never ranks a contents line or a heading as evidence", () => {
    const text =
      "7.3 Audit of Records 22\n\nARTICLE 7 RECORDS AND AUDIT 7.1 Record Keeping.\n\n7.3 The Customer may audit the Supplier's records once a year on 14 days' notice.";
    const doc = prepare(text);
    const ranked = rankEvidence(
      doc,
      doc.sentences.map((_, i) => i),
      "audit",
    );
    expect(ranked.map((c) => text.slice(c.start, c.end))).toEqual([
      "7.3 The Customer may audit the Supplier's records once a year on 14 days' notice.",
    ]);
    expect(isHeadingLine("15.1 Insurance Coverage 35")).toBe(true);
    expect(isHeadingLine("(b) keep the Supplier's records open for inspection")).toBe(false);
  });

  it("takes an item of a list as operative when its lead-in carries the verb", () => {
    const text = [
      "SUPPLY AGREEMENT",
      PREAMBLE,
      "6. Undertakings of the Customer",
      "The Customer shall at all times during the Term:",
      "(a) keep the goods in a dry and secure store and maintain documented procedures for tracing each batch, copies of which must be made available to the Supplier within 10 days;",
      "(b) allow the Supplier, on reasonable notice, access to its accounts and records relating to the resale of the goods for inspection, but not more than twice in any year.",
    ].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "audit_rights");
    expect(f.excerpt).toMatch(/^\(b\) allow the Supplier, on reasonable notice, access to its accounts/);
  });

  it("quotes the right to send in an independent accountant, not the duty to keep records under a records heading", () => {
    const right =
      "7.4 The Licensor may, on 20 days' notice, have an independent chartered accountant examine the Licensee's sales ledgers to check the royalties paid.";
    const text = [
      "LICENCE AGREEMENT",
      PREAMBLE,
      "7. Records",
      "7.1 The Licensee shall keep full records of all sales of the Products and shall give the Licensor reasonable access to make copies of those records.",
      "8. Royalties",
      right,
    ].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "audit_rights");
    expect(f.excerpt).toBe(right);
  });

  it("does not hold a fees heading against an audit right written under it", () => {
    const text =
      "5. Fees and Royalties\n\n5.4 Upon fourteen days' written notice, the Licensor shall have the right to examine the books and records of the Licensee to verify the royalties paid.";
    const doc = prepare(text);
    const idx = doc.sentences.findIndex((s) => text.slice(s.start, s.end).startsWith("5.4"));
    expect(evidenceScore(doc, idx, "audit")).toBeGreaterThanOrEqual(0);
  });

  it("quotes a processor's duty to allow for and contribute to audits, under a heading that does not say audit", () => {
    const right =
      "9.3 The Supplier shall make available to the Customer all information needed to show that it meets this clause and shall allow for and contribute to audits, including inspections, by the Customer or an auditor it appoints.";
    const text = ["PROCESSING TERMS", PREAMBLE, "9. Showing compliance", right].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "audit_rights");
    expect(f.excerpt).toBe(right);
  });

  it("quotes a right to enter and examine the books given to a party 'entitled' to do so", () => {
    const right =
      "12.2 The Supplier and its appointed agents shall be entitled at any reasonable time to enter the Site and to examine and copy the Customer's ledgers, books and returns.";
    const text = ["FRANCHISE AGREEMENT", PREAMBLE, "12. Supplier's rights", right].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "audit_rights");
    expect(f.excerpt).toBe(right);
  });

  it("does not read insurance listed among costs as a duty to insure", () => {
    const text = [
      "JOINT MARKETING AGREEMENT",
      PREAMBLE,
      "5. Costs",
      "5.1 The shared costs shall include any insurance costs and office rent incurred for the joint campaign.",
    ].join("\n\n");
    expect(analyseContract(text).advancedClauses.some((c) => c.category === "insurance" && !c.missing)).toBe(
      false,
    );
  });

  it("finds an audit right whose sentence cites a numbered section", () => {
    const text = [
      "OPERATING AGREEMENT",
      PREAMBLE,
      "4. Records",
      "All delivery records required to be kept under Section 4.1(b) shall be kept at the Supplier's office and made available for the Customer's inspection upon request at all reasonable times.",
    ].join("\n\n");
    const f = one(analyseContract(text).advancedClauses, "audit_rights");
    expect(f.excerpt).toMatch(/^All delivery records required to be kept under Section 4\.1\(b\)/);
  });
});

describe("CUAD spans come from the findings", () => {
  it("uses the shown finding's evidence, quoted sentence first", () => {
    const text = [
      "SERVICES AGREEMENT",
      PREAMBLE,
      "10. Insurance",
      "10.1 The Supplier shall maintain professional indemnity insurance of £1,000,000.",
      "10.2 The Supplier shall maintain employer's liability insurance as required by law and produce certificates of insurance on request.",
      "11. Governing law",
      "11.1 This Agreement is governed by the law of England and Wales.",
    ].join("\n\n");
    const a = analyseContract(text);
    const ins = one(a.advancedClauses, "insurance");
    expect(a.cuadSpans.Insurance?.[0]).toEqual({ start: ins.start, end: ins.end });
    expect(a.cuadSpans.Insurance).toEqual(ins.evidence);
    expect(a.cuadSpans["Governing Law"]?.[0]).toEqual({
      start: a.jurisdiction.start,
      end: a.jurisdiction.end,
    });
  });

  it("scores the sentence the IP finding quotes, when ownership of the work moves to the other side", () => {
    const text = [
      "SERVICES AGREEMENT",
      PREAMBLE,
      "7. Reports",
      "7.1 Any bespoke reports that the Supplier creates for the Customer shall be the Customer's property.",
    ].join("\n\n");
    const a = analyseContract(text);
    const ip = one(a.advancedClauses, "ip_ownership");
    expect(ip.subcategory).toBe("created_ip_yours");
    expect(a.cuadSpans["Ip Ownership Assignment"]).toContainEqual({ start: ip.start, end: ip.end });
  });

  it("has no renewal span when the term simply expires", () => {
    const text = [
      "SERVICES AGREEMENT",
      PREAMBLE,
      "2. Term",
      "2.1 This Agreement starts on 1 April 2026 and expires on 31 March 2027 without renewal.",
    ].join("\n\n");
    const a = analyseContract(text);
    expect(a.cuadSpans["Renewal Term"]).toBeUndefined();
  });
});
