import { describe, expect, it } from "vitest";
import { draftAlternative } from "../../common/clause-library/index";
import { DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { analyseContract } from "../index";

const LEASE = `LEASE

THIS LEASE is dated 3 March 2027

PARTIES
(1) Askrigg Property Holdings Limited (the "Landlord")
(2) Carperby Deli Ltd (the "Tenant")

1. Letting
1.1 The Landlord lets the Premises to the Tenant for a term of 6 years from and including 1 April 2027.

2. Rent
2.1 The Tenant shall pay the Rent of £9,600 a year by equal quarterly instalments in advance on the usual quarter days.
`;

describe("a lease with no tenant's break", () => {
  const c = analyseContract(LEASE).cancellationTerms;

  it("asks for a break part-way through the term, not for notice at any time", () => {
    expect(c.summary).toBe("No tenant's break: you cannot end the lease before the end of its term.");
    expect(c.recommendation).toContain(
      "Ask for a tenant's break option at the third anniversary of the start of the term",
    );
    expect(c.recommendation).not.toMatch(/30 days/);
    expect(c.proposal).toMatch(
      /^The Lease gives the Tenant no right to end it before the end of the term; we propose/,
    );
  });

  it("drafts the break on that date", () => {
    const draft = draftAlternative("termination", {
      side: "customer",
      us: "the Tenant",
      them: "the Landlord",
      thresholds: DEFAULT_RISK_THRESHOLDS,
      serviceLevel: "standard",
      values: { leaseBreakAt: c.leaseBreakAt },
      concerns: "",
    }).alternativeClause;
    expect(draft).toMatch(
      /^The Tenant may end this Lease on the third anniversary of the start of the term by giving the Landlord not less than six \(6\) months' written notice/,
    );
  });

  it("leaves the landlord's view and a lease that has a break alone", () => {
    expect(analyseContract(LEASE, { side: "supplier" }).cancellationTerms.leaseBreakAt).toBeUndefined();
    const withBreak = LEASE.replace(
      "2. Rent",
      "1.2 The Tenant may terminate this Lease on the third anniversary of the term commencement date by giving the Landlord at least six months' written notice.\n\n2. Rent",
    );
    expect(analyseContract(withBreak).cancellationTerms.leaseBreakAt).toBeUndefined();
  });
});

describe("a lease's term that starts after the lease is dated", () => {
  it("starts on the date the letting runs from", () => {
    const a = analyseContract(LEASE);
    expect(a.agreementDate?.value).toBe("2027-03-03");
    expect(a.effectiveDate?.value).toBe("2027-04-01");
  });
});
