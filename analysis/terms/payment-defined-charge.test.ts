import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const TEXT = `SUPPORT AGREEMENT

This Agreement is made on 1 May 2027 between Coverdale Systems Limited (the "Supplier") and Langstrothdale Vets Ltd (the "Customer").

1. Definitions

1.1 In this Agreement:

"Start Date" means 1 June 2027;

"Monthly Charge" means £890 per month plus VAT;

"Systems" means the computers listed in Schedule 1.

2. Charges

2.1 The Customer shall pay the Monthly Charge monthly in advance by direct debit on the first day of each month.
`;

describe("a charge defined in the definitions and paid under a later clause", () => {
  it("quotes the clause that says how it is paid, with the sum from the definition", () => {
    const p = analyseContract(TEXT).paymentTerms;
    expect(p.excerpt).toBe(
      "2.1 The Customer shall pay the Monthly Charge monthly in advance by direct debit on the first day of each month.",
    );
    expect(p).toMatchObject({ amount: 890, frequency: "monthly" });
    expect(p.proposal).toMatch(/^Clause 2\.1 requires payment in advance/);
  });
});
