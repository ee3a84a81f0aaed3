import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

/** A short office lease: rent, an upward-only review, a break clause and a five-year term. */
const LEASE = `LEASE OF WORKSHOP

This Lease is dated 1 October 2027 and is made between Brackenfold Properties Limited (the "Landlord") and Ouseburn Joinery Ltd (the "Tenant").

1. The Landlord lets Unit 2, Foundry Yard, Newcastle to the Tenant for a term of ten years from 1 October 2027 (the "Term").

2. Rent
2.1 The Tenant shall pay the Rent of £24,000 a year by equal quarterly payments in advance on the usual quarter days.
2.2 The Rent shall be reviewed on the fifth anniversary of the start of the Term to the open market rent.
2.3 The Tenant shall pay interest at 4% above base rate on any Rent not paid within 21 days of the due date.

3. This Lease is governed by the law of England and Wales.`;

describe("a lease", () => {
  const a = analyseContract(LEASE);

  it("is named and ends after its defined term", () => {
    expect(a.title?.text).toBe("LEASE OF WORKSHOP");
    expect(a.expirationDate?.value).toBe("2037-09-30");
  });

  it("reads rent paid quarterly in advance, not the grace period before interest, as the payment term", () => {
    expect(a.paymentTerms.paymentDays).toBeNull();
    expect(a.paymentTerms).toMatchObject({ frequency: "quarterly", amount: 24000, amountPeriod: "annually" });
    expect(a.paymentTerms.timing?.when).toBe("advance");
  });

  it("reads a rent review as the landlord's right to raise the rent at the review date", () => {
    const f = a.advancedClauses.find((c) => c.category === "price_changes");
    expect(f?.subcategory).toBe("unilateral_change");
    expect(f?.whyItMatters).toContain("at the review dates the clause sets");
    expect(f?.whyItMatters).not.toContain("at any time");
    expect(f?.askFor).not.toMatch(/once a year/);
    expect(f?.whyItMatters).toMatch(/^The landlord may change the rent/);
  });

  it("does not ask a landlord for vendor terms a lease does not carry", () => {
    const missing = a.advancedClauses.filter((c) => c.missing).map((c) => c.category);
    for (const category of [
      "warranty",
      "confidentiality",
      "indemnification",
      "service_levels",
      "liability_cap",
    ])
      expect(missing).not.toContain(category);
    expect(a.indemnity.summary).toMatch(/^Not applicable: a lease/);
    expect(a.indemnity.proposal ?? null).toBeNull();
  });

  it("keeps rent paid quarterly in advance, the custom in a lease", () => {
    expect(a.paymentTerms.favorabilityScore).toBe("green");
    expect(a.paymentTerms.proposal ?? null).toBeNull();
  });

  it("starts the term on the date it runs 'from and including'", () => {
    const b = analyseContract(
      LEASE.replace(
        "for a term of ten years from 1 October 2027",
        "for a term of five years from and including 25 December 2027",
      ),
    );
    expect(b.effectiveDate?.value).toBe("2027-12-25");
    expect(b.expirationDate?.value).toBe("2032-12-24");
  });
});

describe("an equipment lease is still a purchase of goods", () => {
  it("keeps asking for a warranty", () => {
    const a = analyseContract(`EQUIPMENT LEASE

This Lease is made between Carrick Asset Finance Limited (the "Lessor") and Fowey Boatyard Ltd (the "Lessee").

1. The Lessee shall pay £900 a month for the Equipment, by direct debit in advance.`);
    expect(a.advancedClauses.some((c) => c.category === "warranty" && c.missing)).toBe(true);
  });
});
