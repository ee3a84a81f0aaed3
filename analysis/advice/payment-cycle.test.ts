import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { analyseContract } from "../index";

const WORKS = `MINOR WORKS CONTRACT

This Contract is made on 4 March 2027 between Tarnside Veterinary Practice Limited (the "Employer") and Greyling Joinery Ltd (the "Contractor").

1. Payment

1.1 The Employer shall pay the Contractor the Contract Sum of £62,000 by monthly interim payments.

1.2 Each interim payment becomes due 5 days after the Contractor's payment application, and the final date for payment of each interim payment is 16 days after its due date.
`;

describe("advice on a payment cycle with a due date and a final date for payment", () => {
  it("asks the employer to move the final date, in the contract's own terms, not for days from an invoice", () => {
    const p = analyseContract(WORKS).paymentTerms;
    expect(p.paymentDays).toBe(21);
    expect(p.favorabilityScore).toBe("red");
    expect(p.recommendation).toContain("final date for payment 16 days later (21 days in all)");
    expect(p.recommendation).toContain("Ask for the final date for payment to be 85 days after the due date");
    expect(`${p.recommendation} ${p.proposal}`).not.toContain("valid invoice");
    expect(p.proposal).toBe(
      "Clause 1.2 sets the final date for payment 16 days after the due date; we propose 85 days after the due date (90 days after each sum is claimed).",
    );
  });

  it("asks the contractor for an earlier final date when its settings want payment sooner", () => {
    const p = analyseContract(WORKS, {
      side: "supplier",
      thresholds: { ...DEFAULT_RISK_THRESHOLDS, paymentTermsGreen: 14, paymentTermsRed: 10 },
    }).paymentTerms;
    expect(p.favorabilityScore).not.toBe("green");
    expect(p.recommendation).toMatch(/^The customer must pay on a payment cycle/);
    expect(p.recommendation).toContain(
      "Ask for the final date for payment to be 5 days after the due date (10 days after each sum is claimed)",
    );
  });
});
