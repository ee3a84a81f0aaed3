import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const NOT_APPLICABLE = "Not applicable: nothing is paid under this contract.";

/** A two-way confidentiality agreement that says in passing that no money changes hands. */
const SECRECY = `MUTUAL CONFIDENTIALITY AGREEMENT

This Agreement is made on 9 September 2027 between Saltmarsh Robotics Limited ("Saltmarsh") and Kittiwake Freight Ltd ("Kittiwake").

1. PURPOSE
1.1 The parties will share information to assess a joint warehouse automation project. No fee, charge or other consideration is payable under this Agreement.

2. DUTIES
2.1 Each party shall keep the other's Confidential Information secret and use it only for the purpose above.
`;

/** A free trial between a supplier and a customer: parties named, nothing paid. */
const TRIAL = `EVALUATION AGREEMENT

This Agreement is dated 2 March 2027 and is made between Fellgate Analytics Limited (the "Supplier") and Brackenbury Foods Ltd (the "Customer").

1. EVALUATION
1.1 The Supplier shall give the Customer access to the Platform for a trial period of sixty days.
1.2 No fees or other payments are due from the Customer under this Agreement.
`;

describe("a contract that says nothing is paid under it", () => {
  it("reads a confidentiality agreement's 'no fee is payable' as nothing to pay, not a payment term", () => {
    const p = analyseContract(SECRECY).paymentTerms;
    expect(p.summary).toBe(NOT_APPLICABLE);
    expect(p.favorabilityScore).toBe("green");
    expect(p.proposal).toBeNull();
  });

  it("does the same for a free trial between a supplier and a customer", () => {
    const p = analyseContract(TRIAL).paymentTerms;
    expect(p.summary).toBe(NOT_APPLICABLE);
    expect(p.recommendation).not.toMatch(/invoice/i);
  });

  it("still reads the payment term when the contract also charges for something", () => {
    const charged = TRIAL.replace(
      "1.2 No fees",
      "1.2 After the trial the Customer shall pay £400 per month, each invoice payable within 30 days of receipt. No fees",
    );
    const p = analyseContract(charged).paymentTerms;
    expect(p.found).toBe(true);
    expect(p.paymentDays).toBe(30);
  });
});
