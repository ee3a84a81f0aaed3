import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";

const PARTIES =
  'This Agreement is made between Wrenfield Media Limited (the "Supplier") and Calder Valley Kitchens Ltd (the "Customer").';

function at(text: string, quote: string): { start: number; end: number } {
  const start = text.indexOf(quote);
  expect(start).toBeGreaterThanOrEqual(0);
  return { start, end: start + quote.length };
}

describe("the payment amount is what the customer pays", () => {
  it("prefers the fee the customer pays to a rate charged to advertisers", () => {
    const rate =
      "4.1 Advertisers in the Supplier's directory are charged an advertising rate of $37 per listing.";
    const fee =
      "4.2 The Customer shall pay the Supplier a subscription fee of $1,800 per year, and shall pay each invoice within 30 days of receipt.";
    const text = `${PARTIES}\n\n4. Charges\n\n${rate}\n\n${fee}`;
    const p = analyseContract(text).paymentTerms;
    expect(p).toMatchObject({
      amount: 1800,
      currency: "USD",
      amountPeriod: "annually",
      frequency: "annually",
      paymentDays: 30,
    });
    expect({ start: p.start, end: p.end }).toEqual(at(text, fee));
  });

  it("does not take a rate charged to someone else as the amount when it is the only figure", () => {
    const text = `${PARTIES}\n\n4. Charges\n\n4.1 The Supplier may charge advertisers a rate of £37 per advertisement.\n\n4.2 The Customer shall pay each invoice within 30 days of receipt.`;
    expect(analyseContract(text).paymentTerms.amount).toBeNull();
  });

  it("skips a liability cap, an insurance sum and a threshold written before the fee", () => {
    const text = `${PARTIES}\n\n3. Liability\n\n3.1 The Supplier's total liability shall not exceed £500,000 and it shall carry insurance cover of £2,000,000.\n\n3.2 Orders of more than £5,000 need the Customer's written approval.\n\n4. Charges\n\n4.1 The Customer shall pay the Supplier £950 per month for the Services.`;
    const p = analyseContract(text).paymentTerms;
    expect(p).toMatchObject({ amount: 950, currency: "GBP", amountPeriod: "monthly", frequency: "monthly" });
    expect({ start: p.start, end: p.end }).toEqual(
      at(text, "4.1 The Customer shall pay the Supplier £950 per month for the Services."),
    );
  });

  it("prefers what the customer pays to a credit the supplier pays", () => {
    const text = `${PARTIES}\n\n4. Charges\n\n4.1 The Supplier shall pay the Customer £150 for each day the Services are unavailable.\n\n4.2 The Customer shall pay the Supplier £2,400 each quarter.`;
    expect(analyseContract(text).paymentTerms).toMatchObject({ amount: 2400, amountPeriod: "quarterly" });
  });

  it("reads a sum written out in words with the figure in brackets", () => {
    const text = `${PARTIES}\n\n4. Charges\n\n4.1 The Customer shall pay the Supplier the sum of Twenty Thousand and No/100 Pounds (£20,000) on signature.`;
    expect(analyseContract(text).paymentTerms.amount).toBe(20000);
  });

  it("reads a fee paid on signature as one-off, beside a yearly support charge", () => {
    const text = `${PARTIES}\n\n4. Charges\n\n4.1 The Customer shall pay an implementation fee of £9,500 (plus VAT) on signature of this Agreement.\n\n4.2 The hosting charge is £1,200 per year, invoiced annually in advance, and each invoice is payable within 30 days.`;
    const p = analyseContract(text).paymentTerms;
    expect(p).toMatchObject({ amount: 9500, amountPeriod: "one-off", frequency: "annually" });
    expect(p.summary).toContain("one-off payment of £9,500");
    expect(p.summary).not.toContain("amount £9,500");
  });

  it("reads a price paid in stages as paid in instalments, not at the rate of a separate hosting charge", () => {
    const text = `${PARTIES}\n\n4. Charges\n\n4.1 The price for the Project is £12,000, payable in four instalments on the milestones in Schedule 1.\n\n4.2 Support after go-live costs £90 per month, invoiced quarterly in advance.\n\n4.3 Each invoice is payable within 14 days.`;
    const p = analyseContract(text).paymentTerms;
    expect(p).toMatchObject({ amount: 12000, frequency: "in instalments" });
    expect(p.summary).not.toContain("quarterly");
  });
});

describe("days to pay in other common wordings", () => {
  it.each([
    ["Payment terms are strictly 14 days net.", 14],
    ["All invoices are due and payable upon receipt.", 0],
    ["The Customer shall pay each invoice by the 15th day of the month following the month of invoice.", 30],
  ])("%s -> %i days", (clause, days) => {
    const text = `${PARTIES}\n\n3. Payment\n\n3.1 ${clause}`;
    expect(analyseContract(text).paymentTerms.paymentDays).toBe(days);
  });
});

describe("the period named before the amount", () => {
  it("reads '20 quarterly rentals of £1,200' as £1,200 a quarter", () => {
    const text = `${PARTIES}\n\n3. Rental\n\n3.1 The Customer will pay 20 quarterly rentals of £1,200, each payable in advance by direct debit.`;
    expect(analyseContract(text).paymentTerms).toMatchObject({ amount: 1200, amountPeriod: "quarterly" });
  });
});

describe("a day or hour rate named before the amount", () => {
  it.each([
    [
      "The Client will pay the Consultant a day rate of £650, invoiced monthly in arrears and payable within 30 days.",
      "daily",
    ],
    [
      "The Customer shall pay an hourly rate of £85 for support outside the Service Hours, payable within 30 days of invoice.",
      "hourly",
    ],
  ])("reads %s as a rate, not a total", (clause, period) => {
    const text = `${PARTIES}\n\n3. Fees\n\n3.1 ${clause}`;
    const p = analyseContract(text).paymentTerms;
    expect(p.amountPeriod).toBe(period);
    expect(p.summary).toContain(period === "daily" ? "£650 a day" : "£85 an hour");
  });
});

describe("a rate of damages is not a payment frequency", () => {
  it("does not read 'for each week of delay' as weekly payment", () => {
    const text = `${PARTIES}\n\n3. Delivery and payment\n\n3.1 If delivery is late the Customer may deduct liquidated damages of 1% of the price for each week of delay.\n\n3.2 The Customer shall pay each invoice within 30 days of receipt.`;
    expect(analyseContract(text).paymentTerms.frequency).not.toBe("weekly");
  });
});

describe("a fee set as a share of something", () => {
  it("states the share in the contract's words when no sum is given", () => {
    const text = `${PARTIES}\n\n3. Fees\n\n3.1 The Customer shall pay a placement fee of 18% of the candidate's starting annual salary, payable within 21 days of the start date.`;
    const p = analyseContract(text).paymentTerms;
    expect(p.amount).toBeNull();
    expect(p.summary).toContain("fee: 18% of the candidate's starting annual salary");
  });
});

describe("the payment frequency is how often the customer pays", () => {
  it("reads a monthly direct debit as monthly, not an annual statement as annual invoicing", () => {
    const debit = "5.1 The Customer shall pay the Charges monthly in advance by direct debit.";
    const text = `${PARTIES}\n\n5. Payment\n\n${debit}\n\n5.2 Once a year the Supplier shall invoice the Customer annually for any additional users added during that year.`;
    const p = analyseContract(text).paymentTerms;
    expect(p.frequency).toBe("monthly");
    expect({ start: p.start, end: p.end }).toEqual(at(text, debit));
    expect(p.summary).toContain("(monthly, in advance, by direct debit)");
    expect(p.timing).toEqual({ when: "advance", collectedBy: "direct debit" });
  });

  it("reads 'by the end of the month following the invoice month' as a due time, in the contract's own terms", () => {
    const text = `${PARTIES}\n\n5. Payment\n\n5.1 The Customer shall pay each invoice by the end of the month following the month in which it is dated.`;
    const p = analyseContract(text).paymentTerms;
    expect(p.paymentDays).toBe(45);
    expect(p.summary).toContain("until the end of the month after the invoice month");
    expect(p.proposal).toBe(
      "Clause 5.1 requires payment by the end of the month after the invoice month; we propose 90 days from receipt of a valid invoice.",
    );
  });

  it("reads 'payment is due on the last day of the month following the month of invoice' the same way", () => {
    const text = `${PARTIES}\n\n5. Payment\n\n5.1 Payment is due on the last day of the month following the month of invoice.`;
    const p = analyseContract(text).paymentTerms;
    expect(p.found).toBe(true);
    expect(p.paymentDays).toBe(45);
    expect(p.summary).toContain("until the end of the month after the invoice month");
  });

  it("advises on a payment schedule, not on days to pay an invoice", () => {
    const advance = `${PARTIES}\n\n5. Payment\n\n5.1 The Customer shall pay £1,250 each month, payable monthly in advance by direct debit.`;
    const customer = analyseContract(advance).paymentTerms;
    expect(customer.favorabilityScore).toBe("amber");
    expect(customer.recommendation).toContain("Ask to pay monthly in arrears");
    expect(customer.recommendation).not.toMatch(/invoice|within \d+ days/);
    expect(customer.proposal).toBe(
      "Clause 5.1 requires payment in advance; we propose payment monthly in arrears.",
    );
    const supplier = analyseContract(advance, { side: "supplier" }).paymentTerms;
    expect(supplier.favorabilityScore).toBe("green");
    expect(supplier.proposal).toBeNull();
    const arrears = `${PARTIES}\n\n5. Payment\n\n5.1 The Customer shall pay the fees monthly in arrears by standing order.`;
    const paidAfter = analyseContract(arrears).paymentTerms;
    expect(paidAfter.favorabilityScore).toBe("green");
    expect(paidAfter.summary).toContain("in arrears, by standing order");
    expect(paidAfter.proposal).toBeNull();
  });

  it("quotes the clause stating the fee, not the payment heading or a liability cap measured in charges", () => {
    const fee = "3.1 The Customer shall pay £900 per calendar month plus VAT.";
    const text = `${PARTIES}\n\n3. CHARGES AND PAYMENT\n\n${fee}\n\n4. Liability\n\n4.1 Each party's liability shall not exceed the charges paid in the previous 12 months.`;
    const p = analyseContract(text).paymentTerms;
    expect({ start: p.start, end: p.end }).toEqual(at(text, fee));
  });

  it("reads 'by monthly direct debit' for an annual charge as paid monthly, quoted annually", () => {
    const text = `${PARTIES}\n\n5. Payment\n\n5.1 The annual charges of £3,600 shall be collected by monthly direct debit.`;
    expect(analyseContract(text).paymentTerms).toMatchObject({
      amount: 3600,
      amountPeriod: "annually",
      frequency: "monthly",
    });
  });

  it("reads a monthly retainer as a monthly amount", () => {
    const text = `${PARTIES}\n\n5. Payment\n\n5.1 The Customer shall pay the Supplier a monthly retainer of £4,500, invoiced at the start of each month.`;
    expect(analyseContract(text).paymentTerms).toMatchObject({ amount: 4500, amountPeriod: "monthly" });
  });

  it("reads a fee quoted per year and invoiced each quarter as quarterly", () => {
    const text = `${PARTIES}\n\n5. Payment\n\n5.1 The Customer shall pay licence fees of £9,000 per annum, invoiced quarterly in advance, within 30 days of each invoice.`;
    const p = analyseContract(text).paymentTerms;
    expect(p).toMatchObject({
      amount: 9000,
      amountPeriod: "annually",
      frequency: "quarterly",
      paymentDays: 30,
    });
    expect(p.summary).toBe("You have 30 days to pay each invoice, paid quarterly; amount £9,000 a year.");
  });

  it("does not read 'within a month' or a yearly interest rate as a frequency", () => {
    const text = `${PARTIES}\n\n5. Payment\n\n5.1 The Customer shall pay each invoice within a month of receiving it.\n\n5.2 Late payments carry interest at 8% per annum above base rate.`;
    expect(analyseContract(text).paymentTerms.frequency).toBeNull();
  });

  it("reads the recurring charge, not a one-off set-up fee", () => {
    const text = `${PARTIES}\n\n5. Payment\n\n5.1 A one-off set-up fee of £400 is payable on signature.\n\n5.2 The Customer shall pay the hosting charges quarterly in arrears.`;
    expect(analyseContract(text).paymentTerms.frequency).toBe("quarterly");
  });
});

describe("days counted from the end of the invoice month", () => {
  const text = `${PARTIES}\n\n5. Payment\n\n5.1 The Customer shall pay each invoice within 60 days of the end of the month in which it receives the invoice.`;

  it("reads up to a month more than the stated days, and says so", () => {
    const p = analyseContract(text).paymentTerms;
    expect(p.paymentDays).toBe(75);
    expect(p.summary).toContain("60 days from the end of the invoice month (60 to 91 days, about 75)");
  });

  it("tells a supplier how long it may wait, in words the customer can read", () => {
    const p = analyseContract(text, { side: "supplier" }).paymentTerms;
    expect(p.recommendation).toContain("up to 60 days after the end of the invoice month");
    expect(p.proposal).toMatch(
      /allows the Customer up to 60 days after the end of the invoice month to pay; we propose/,
    );
  });
});

describe("payment on receipt and end-of-month shorthand", () => {
  const pay = (clause: string, side: "customer" | "supplier" = "customer") =>
    analyseContract(`${PARTIES}\n\n5. Payment\n\n${clause}`, { side }).paymentTerms;

  it("reads 'on receipt' as no time to pay, in words a reader expects", () => {
    const p = pay("5.1 The Customer shall pay each invoice on receipt.");
    expect(p.paymentDays).toBe(0);
    expect(p.summary).toBe("You must pay each invoice on receipt.");
    expect(p.proposal).toBe(
      "Clause 5.1 requires payment on receipt of each invoice; we propose 90 days from receipt of a valid invoice.",
    );
    expect(pay("5.1 The Customer shall pay each invoice on receipt.", "supplier").favorabilityScore).toBe(
      "green",
    );
  });

  it("reads 'Net 30 EOM' and '30 days end of month' as 30 days after the end of the invoice month", () => {
    for (const clause of [
      "5.1 Payment terms: Net 30 EOM.",
      "5.1 Invoices are payable 30 days end of month.",
    ]) {
      const p = pay(clause);
      expect(p.paymentDays).toBe(45);
      expect(p.summary).toContain("30 days from the end of the invoice month");
    }
  });
});

describe("days to pay stated in working days", () => {
  it("counts them as calendar days and quotes the contract's own words", () => {
    const p = analyseContract(
      `${PARTIES}\n\n5. Payment\n\n5.1 The Customer shall pay each invoice within 15 working days of receipt.`,
    ).paymentTerms;
    expect(p.paymentDays).toBe(21);
    expect(p.summary).toContain("15 working days (about 21 days)");
    expect(p.proposal).toMatch(/requires payment within 15 working days; we propose/);
  });
});

describe("payment on a schedule rather than within days of an invoice", () => {
  it("reads 'billed annually in advance' as a payment clause, and asks for smaller instalments", () => {
    const clause = "4.1 Licence fees are invoiced annually in advance and cannot be refunded.";
    const text = `${PARTIES}\n\n4. Charges\n\n${clause}`;
    const p = analyseContract(text).paymentTerms;
    expect(p.found).toBe(true);
    expect({ start: p.start, end: p.end }).toEqual(at(text, clause));
    expect(p.timing?.when).toBe("advance");
    expect(p.summary).not.toContain("No payment terms found");
    expect(p.recommendation).toContain("Ask to pay quarterly or monthly instead");
    expect(p.proposal).toContain("we propose payment quarterly in advance");
  });

  it("reads 'due on the first day of each month' as monthly in advance", () => {
    const p = analyseContract(
      `${PARTIES}\n\n4. Charges\n\n4.1 The service charge of £640 is due on the 1st day of every month.`,
    ).paymentTerms;
    expect(p).toMatchObject({ amount: 640, frequency: "monthly" });
    expect(p.timing?.when).toBe("advance");
    expect(p.recommendation).not.toContain("does not say how long you have to pay");
  });
});

describe("a perpetual licence fee and a yearly support fee", () => {
  it("reads the licence fee as paid once and names the yearly fee after it", () => {
    const text = `${PARTIES}\n\n1. Licence\n\n1.1 In consideration of the Licence Fee of £48,000, the Supplier grants the Customer a perpetual licence to use the Software.\n\n2. Support\n\n2.1 The Support Fee is £9,600 per year, invoiced annually in advance, and payable within 30 days of invoice.`;
    const p = analyseContract(text).paymentTerms;
    expect(p).toMatchObject({ amount: 48000, amountPeriod: "one-off", paymentDays: 30 });
    expect(p.summary).toBe(
      "You have 30 days to pay each invoice; one-off payment of £48,000, then £9,600 a year.",
    );
  });
});

describe("a one-off fee beside charges billed on a schedule with no amount", () => {
  it("does not call the one-off fee 'paid annually'", () => {
    const text = `${PARTIES}\n\n2. Fees\n\n2.1 The Customer shall pay a one-time Licence Fee of £48,000 within 30 days of delivery.\n2.2 Support fees equal 20% of the Licence Fee and are payable annually in advance.`;
    const p = analyseContract(text).paymentTerms;
    expect(p.summary).toBe(
      "You have 30 days to pay each invoice; one-off payment of £48,000, and other charges paid annually.",
    );
  });
});

describe("a retainer stated as 'The retainer is £3,400 a month'", () => {
  it("reads the amount, and a right to increase the retainer as a price change", () => {
    const text = `${PARTIES}\n\n3. Fees\n\n3.1 The retainer is £3,400 a month plus VAT, invoiced on the first working day of each month. The Customer will pay each invoice within 21 days.\n3.2 The Supplier may increase the retainer once a year by giving 60 days' notice.`;
    const a = analyseContract(text);
    expect(a.paymentTerms).toMatchObject({ amount: 3400, amountPeriod: "monthly", paymentDays: 21 });
    const change = a.advancedClauses.find((c) => c.category === "price_changes");
    expect(change?.whyItMatters).toContain("once a year on 60 days' notice");
  });
});

describe("a yearly fee named with its own word", () => {
  it("reads 'an annual sponsorship fee of $300,000, payable in four quarterly instalments' as $300,000 a year", () => {
    const text = `${PARTIES}\n\n2. Fee\n\n2.1 The Customer shall pay the Supplier an annual sponsorship fee of $300,000, payable in four equal quarterly instalments due on 15 January, 15 April, 15 July and 15 October of each year.`;
    const a = analyseContract(text);
    expect(a.paymentTerms).toMatchObject({ amount: 300000, amountPeriod: "annually" });
    expect(a.keyData.value).toBe(300000);
  });
});

describe("a time limit for something other than paying", () => {
  it("does not read 'provide documents within 30 days of a request to verify costs invoiced' as 30 days to pay", () => {
    const fee =
      "3.1 The Customer shall pay the Supplier a monthly charge of £2,400 plus VAT, payable monthly in arrears by direct debit.";
    const docs =
      "6.2 The Supplier shall provide the Customer, within 30 days of a request, with such documents as the Customer reasonably requires to verify any costs invoiced.";
    const text = `${PARTIES}\n\n3. Charges\n\n${fee}\n\n6. Records\n\n${docs}`;
    const p = analyseContract(text).paymentTerms;
    expect(p.paymentDays).toBeNull();
    expect({ start: p.start, end: p.end }).toEqual(at(text, fee));
    expect(p.summary).not.toMatch(/30 days to pay/);
    expect(p.recommendation).toBe(
      "You pay each month in arrears by direct debit, after the service is delivered. Keep it, and check each payment against the service you received.",
    );
  });

  it("still reads a payment time written after the supplier's invoice", () => {
    const text = `${PARTIES}\n\n3. Charges\n\n3.1 The Supplier shall submit an invoice each month, which the Customer shall pay within 30 days of receipt.`;
    expect(analyseContract(text).paymentTerms.paymentDays).toBe(30);
  });
});

describe("a minimum purchase is not a payment schedule", () => {
  it("does not read 'purchase not less than $500,000 in each contract year' as paying annually", () => {
    const text = `${PARTIES}\n\n3. Purchases\n\n3.1 The Customer shall purchase Products having an aggregate invoice value of not less than $500,000 in each contract year.\n\n3.2 Payment is due thirty (30) days from the date of each invoice.`;
    const p = analyseContract(text).paymentTerms;
    expect(p.paymentDays).toBe(30);
    expect(p.frequency).toBeNull();
    expect(p.summary).not.toMatch(/annually/);
  });
});

describe("payment terms in a key-details table", () => {
  it.each(["Payment Terms\t45 days from invoice", "Payment Terms | 45 days from invoice"])(
    "reads the days to pay from the row '%s'",
    (row) => {
      const text = `${PARTIES}\n\nKey details\n\nFees\t£2,000 per month\n${row}\n\n1. Services\n\n1.1 The Supplier shall provide the Services.`;
      expect(analyseContract(text).paymentTerms.paymentDays).toBe(45);
    },
  );
});

describe("how often the customer is invoiced, from a key-details table", () => {
  it("reads 'Invoicing | Quarterly in arrears' as the invoicing frequency and timing", () => {
    const text = `${PARTIES}\n\nKey details\n\nCharges | £450 per month\nInvoicing | Quarterly in arrears\nPayment | Within 30 days of invoice\n\n1. Services\n\n1.1 The Supplier shall provide the Services.`;
    const p = analyseContract(text).paymentTerms;
    expect(p.paymentDays).toBe(30);
    expect(p.amount).toBe(450);
    expect(p.amountPeriod).toBe("monthly");
    expect(p.frequency).toBe("quarterly");
    expect(p.timing?.when).toBe("arrears");
  });
});

describe("a set-up fee named after its amount", () => {
  it.each([
    ["Price | £3,000 (one-off set-up fee) plus £250 per month", "£250 a month", 3000],
    ["Fees | £1,500 as a one-off onboarding charge, then £400 per month", "£400 a month", 4800],
    ["Charges | A one-off set-up fee of £2,000 and £600 per quarter", "£600 a quarter", 2400],
  ])("reads the first sum in '%s' as paid once, then the charge that recurs", (row, then, yearly) => {
    const text = `${PARTIES}\n\nKey details\n\n${row}\nPayment Terms | 30 days from invoice\n\n1. Services\n\n1.1 The Supplier shall provide the Services.`;
    const a = analyseContract(text);
    expect(a.paymentTerms.amountPeriod).toBe("one-off");
    expect(a.paymentTerms.summary).toContain(`then ${then}`);
    // the portfolio's annual value is the charge that recurs, not twelve set-up fees nor the set-up fee alone
    expect(a.keyData.value).toBe(yearly);
  });
});

describe("payment wording with a deposit or VAT in the way", () => {
  it("reads the days to pay the balance after a deposit paid on signing", () => {
    const clause =
      "4.1 The Customer shall pay a deposit of 25% of the Price on signing this Agreement and the balance within 30 days of delivery.";
    const text = `${PARTIES}\n\n4. Price\n\n${clause}`;
    const p = analyseContract(text).paymentTerms;
    expect(p).toMatchObject({ found: true, paymentDays: 30 });
    expect(p.summary).toBe("You have 30 days after delivery to pay the balance, after a 25% deposit.");
    expect({ start: p.start, end: p.end }).toEqual(at(text, clause));
  });

  it.each([
    ["4.1 The fee is £450 plus VAT per day.", 450, "daily"],
    ["4.1 The Charges are £2,000 plus VAT per month.", 2000, "monthly"],
    ["4.1 The Charges are £2,000 exclusive of VAT per month.", 2000, "monthly"],
  ])("reads the period after VAT: %s", (clause, amount, period) => {
    expect(analyseContract(`${PARTIES}\n\n4. Charges\n\n${clause}`).paymentTerms).toMatchObject({
      amount,
      amountPeriod: period,
    });
  });
});

describe("the timing of another charge", () => {
  it("does not call milestone fees paid in advance because a support fee is invoiced in advance", () => {
    const text = contract(
      "3.1 The Customer shall pay total fees of £36,000 for the development, in three instalments of £12,000 on completion of each Milestone.\n\n3.2 The Customer shall pay each invoice within 30 days of the date of the invoice.\n\n3.3 Support services shall be charged at £800 per month, invoiced monthly in advance.",
    );
    const p = analyseContract(text).paymentTerms;
    expect(p.amount).toBe(36_000);
    expect(p.timing?.when).not.toBe("advance");
  });

  it("still reads the timing stated for the fee itself", () => {
    const text = contract(
      "3.1 The Customer shall pay the Charges of £1,200 per month, invoiced monthly in advance, within 30 days of invoice.",
    );
    expect(analyseContract(text).paymentTerms.timing?.when).toBe("advance");
  });
});
