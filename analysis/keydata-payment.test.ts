import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";
import { contract } from "./test-helpers";

describe("key data from how the price is paid", () => {
  it("keeps a price for the whole job as it is, however often parts of it are paid", () => {
    const text = contract(
      '1.1 The Customer shall pay the Supplier a lump sum of £40,000 (the "Contract Sum") for the refurbishment works, in monthly payments matching the work done in each month.',
    );
    expect(analyseContract(text).keyData.value).toBe(40000);
  });

  it("still annualises a fee quoted for each month", () => {
    const text = contract("1.1 The Customer shall pay the Supplier £1,500 per month for the Services.");
    expect(analyseContract(text).keyData.value).toBe(18000);
  });

  it("does not call a fee paid in arrears 'in advance'", () => {
    const text = contract(
      "1.1 The Customer shall pay the Supplier £2,100 a month for the cleaning services, payable monthly in arrears by bank transfer.",
    );
    const a = analyseContract(text);
    expect(a.paymentTerms.timing?.when).toBe("arrears");
    expect(a.keyData.paymentTerms).not.toBe("Monthly in advance");
  });
});
