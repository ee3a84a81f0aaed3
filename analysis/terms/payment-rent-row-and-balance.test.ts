import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const HIRE = (late: string) =>
  [
    "PRINTER RENTAL AGREEMENT",
    "",
    'This agreement is made between Kestrel Office Finance Ltd (the "Owner") and Birchfield Dental Practice Ltd (the "Hirer").',
    "",
    "KEY DETAILS",
    "Equipment: One Konica bizhub C300i colour copier",
    "Minimum Term: 48 months from the Start Date",
    "Rental Payments: 48 monthly rentals of £142.50 plus VAT, payable monthly in advance by direct debit",
    "Start Date: 1 March 2027",
    "",
    "1. PAYMENT",
    "1.1 The Hirer shall pay the Rental Payments on the first day of each month by direct debit.",
    `1.2 ${late}`,
    "",
    "2. LAW",
    "2.1 This agreement is governed by the law of England and Wales.",
  ].join("\n");

describe("the rent row of a key-details block is the price, not a charge for a failed payment", () => {
  const text = HIRE(
    "If a Rental Payment is late the Hirer shall pay interest at 4% per month on the sum overdue and a handling charge of £40 for each returned direct debit.",
  );
  const p = analyseContract(text, { side: "customer" }).paymentTerms;

  it("reports the monthly rental, paid in advance by direct debit, quoting its own row", () => {
    expect(p.amount).toBe(142.5);
    expect(p.frequency).toBe("monthly");
    expect(p.timing).toEqual({ when: "advance", collectedBy: "direct debit" });
    expect(p.excerpt).toBe(
      "Rental Payments: 48 monthly rentals of £142.50 plus VAT, payable monthly in advance by direct debit",
    );
    expect(p.summary).not.toMatch(/£40/);
  });

  it("says a monthly late rate this high is far above statutory interest, in the summary and the advice", () => {
    expect(p.lateInterest).toBe("4% per month");
    expect(p.summary).toMatch(
      /late payment interest: 4% per month \(about 48% a year\), well above the statutory rate/,
    );
    expect(p.recommendation).toMatch(/4% per month, about 48% a year, well above the statutory rate/);
  });
});

describe("a list under 'shall pay the Price as follows:' carries the verb into its items", () => {
  const deal = (terms: string) =>
    [
      "SUPPLY AND FITTING AGREEMENT",
      "",
      'This agreement is made between Harrowgate Kitchens Ltd (the "Supplier") and The Old Mill Bistro Ltd (the "Customer").',
      "",
      "1. PRICE",
      terms,
      "1.2 The Supplier shall invoice the deposit on signature and the balance when the fitting is finished.",
    ].join("\n");

  it("reads days after completion for the balance, in one sentence", () => {
    const p = analyseContract(
      deal(
        "1.1 The Customer shall pay the Price of £28,000 plus VAT as follows: (a) a deposit of twenty per cent (20%) of the Price on signature; and (b) the balance of the Price within ten (10) days after the date on which the Works are completed.",
      ),
      { side: "customer" },
    ).paymentTerms;
    expect(p.paymentDays).toBe(10);
    expect(p.summary).toMatch(/^You have 10 days after completion to pay the balance, after a 20% deposit/);
    expect(p.recommendation).toMatch(
      /^You must pay within 10 days after completion .*Ask for \d+ days after completion/,
    );
    expect(p.recommendation).not.toMatch(/does not say/);
  });

  it("reads the items when each is on a line of its own", () => {
    const p = analyseContract(
      deal(
        "1.1 The Customer shall pay the Price of £28,000 plus VAT as follows:\n(a) a deposit of twenty per cent (20%) of the Price on signature; and\n(b) the balance of the Price within ten (10) days after the Works are completed.",
      ),
      { side: "customer" },
    ).paymentTerms;
    expect(p.paymentDays).toBe(10);
    expect(p.summary).toMatch(/10 days after completion/);
  });
});
