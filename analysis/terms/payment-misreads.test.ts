import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";

const LEASE_PARTIES =
  'THIS LEASE is dated 2 February 2027 and is made between Ashdown Estates Limited (the "Landlord") and Fernleigh Bakery Ltd (the "Tenant").';

describe("money coming back to the customer is not a time to pay", () => {
  const lease = (refund: string) =>
    `LEASE OF SHOP 7, KINGSWAY PARADE\n\n${LEASE_PARTIES}\n\n1. Rent\n\n1.1 The Tenant shall pay the rent of £24,000 a year by four equal payments made in advance on the usual quarter days.\n\n1.2 The Tenant shall pay the rent without set-off or deduction.\n\n2. Ending early\n\n2.1 The Tenant may end this Lease on 1 March 2030 by giving the Landlord six months' written notice.\n\n${refund}\n`;

  it("reads rent paid quarterly in advance, not the landlord's time to repay rent after an early end", () => {
    const text = lease(
      "2.2 Within 30 days after this Lease ends under clause 2.1, the Landlord shall repay to the Tenant the rent paid for any days after it ends.",
    );
    const a = analyseContract(text, { side: "customer" });
    const p = a.paymentTerms;
    expect(p.paymentDays).toBeNull();
    expect(p).toMatchObject({ amount: 24000, amountPeriod: "annually", frequency: "quarterly" });
    expect(p.timing?.when).toBe("advance");
    expect(p.excerpt).toContain("£24,000");
    expect(p.summary).not.toMatch(/days to pay/);
    // rent in advance on the quarter days is the custom in a lease
    expect(p.favorabilityScore).toBe("green");
    expect(a.keyData).toMatchObject({
      value: 24000,
      paymentTerms: "Quarterly in advance",
      paymentDays: null,
    });
  });

  it("does not read the period the landlord has to refund rent, written after the days, as days to pay", () => {
    const text = lease(
      "2.2 Any rent the Tenant has paid for a period after the Lease ends will be refunded by the Landlord within 21 days of that date.",
    );
    const p = analyseContract(text, { side: "customer" }).paymentTerms;
    expect(p.paymentDays).toBeNull();
    expect(p.summary).not.toMatch(/21 days/);
  });

  it("does not read a supplier's refund of prepaid fees as the customer's days to pay", () => {
    const text = contract(
      "1.1 The Customer shall pay the Supplier a subscription fee of £6,000 per year, invoiced annually in advance. 1.2 If the Customer ends this Agreement because of the Supplier's breach, the Supplier shall refund the fees paid for the rest of the year within 30 days of the end date.",
    );
    const p = analyseContract(text).paymentTerms;
    expect(p.paymentDays).toBeNull();
    expect(p.timing?.when).toBe("advance");
  });

  it("still reads the customer's time to reimburse the supplier's expenses", () => {
    const text = contract(
      "1.1 The Customer shall reimburse the Supplier's reasonable travel expenses within 45 days of receiving an invoice for them.",
    );
    expect(analyseContract(text).paymentTerms.paymentDays).toBe(45);
  });
});

describe("a price for works paid by interim valuations", () => {
  const building = `BUILDING CONTRACT FOR SHOPFITTING WORKS

This contract is dated 8 March 2027 and is made between Tarnside Cafes Limited (the "Client") and Oakmere Builders Ltd (the "Builder").

1. Price

1.1 The Client shall pay the Builder the sum of £98,400 excluding VAT (the "Contract Price") for carrying out and completing the Works.

2. Interim payments

2.1 At the end of each month the Builder shall send the Client an application for payment setting out the value of the Works carried out to date.

2.2 Each interim payment becomes due 10 days after the date the Client receives the application. The final date for payment of each interim payment is 14 days after its due date.

2.3 If the Client means to pay less than the amount applied for, it shall give the Builder notice no later than 3 days before the final date for payment.

2.4 Sums not paid by the final date for payment carry interest at 4% per annum above the Bank of England base rate.
`;

  it("is a one-off total paid in stages, in arrears, with the time to the final date for payment", () => {
    const a = analyseContract(building, { side: "customer" });
    const p = a.paymentTerms;
    expect(p.amount).toBe(98400);
    expect(p.frequency).toBe("in instalments");
    expect(p.amountPeriod).not.toBe("monthly");
    expect(p.timing?.when).toBe("arrears");
    expect(p.paymentDays).toBe(24);
    expect(p.summary).not.toMatch(/advance/);
    expect(a.keyData.value).toBe(98400);
    expect(a.keyData.paymentTerms).toBe("Net 24");
  });

  it("reads a sum due a number of days after each valuation as the time to pay, in arrears", () => {
    const text = contract(
      "1.1 The Customer shall pay the Supplier the contract sum of £62,000 for the installation works in stage payments. 1.2 The Supplier shall value the work done at the end of each month, and each payment shall be due 14 days after the date of that valuation.",
    );
    const p = analyseContract(text).paymentTerms;
    expect(p.paymentDays).toBe(14);
    expect(p.timing?.when).toBe("arrears");
    expect(analyseContract(text).keyData.value).toBe(62000);
  });

  it("does not take a notice due before the final date for payment as paying in advance", () => {
    const text = contract(
      "1.1 The Customer shall pay each invoice within 30 days of receipt. 1.2 A customer who intends to pay less than an invoiced sum shall say so no later than 5 days before the final date for payment.",
    );
    expect(analyseContract(text).paymentTerms.timing?.when).toBeNull();
  });
});
