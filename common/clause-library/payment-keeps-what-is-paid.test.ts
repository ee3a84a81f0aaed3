import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import { withPaymentTime } from "./retime";
import type { AlternativeContext } from "./types";

const licensee = (overrides: Partial<AlternativeContext> = {}): AlternativeContext => ({
  side: "customer",
  us: "the Licensee",
  them: "the Licensor",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: {},
  concerns: "",
  ...overrides,
});
const licensor = (overrides: Partial<AlternativeContext> = {}) =>
  licensee({ side: "supplier", us: "the Licensor", them: "the Licensee", ...overrides });
const draft = (ctx: AlternativeContext) => draftAlternative("payment", ctx).alternativeClause;

describe("a redrafted payment clause keeps what is paid and changes only when", () => {
  it("moves 'by the Nth day of the following month' to days after the month the charge relates to", () => {
    const text = draft(
      licensee({
        values: { paymentDays: 12, paymentFrequency: "monthly", interestElsewhere: true },
        original:
          "4.2 The Licensee shall pay a monthly brand royalty equal to 7% of Net Receipts for each calendar month, payable by the 12th day of the following month.",
      }),
    );
    expect(text).toMatch(
      /^The Licensee shall pay a monthly brand royalty equal to 7% of Net Receipts for each calendar month, payable within 90 days after the end of the month to which it relates\./,
    );
    expect(text).not.toMatch(/invoice/);
  });

  it("keeps a sentence it cannot edit in place and adds one that sets only the time to pay", () => {
    const royalty = draft(
      licensee({
        values: { paymentFrequency: "quarterly" },
        original:
          "5.1 The Licensee shall pay the Licensor a quarterly royalty of 4% of Net Receipts in accordance with Schedule 3.",
      }),
    );
    expect(royalty).toMatch(
      /^The Licensee shall pay the Licensor a quarterly royalty of 4% of Net Receipts in accordance with Schedule 3\. The Licensee shall pay each sum due under this clause within ninety \(90\) days after the end of the quarter to which it relates\./,
    );
    const entry = draft(
      licensee({
        values: { paymentFrequency: "monthly", interestElsewhere: true },
        original: "5.2 The Licensee shall pay an entry fee of £9,500 on signature of this Agreement.",
      }),
    );
    expect(entry).toMatch(
      /^The Licensee shall pay an entry fee of £9,500 on signature of this Agreement\. Notwithstanding the time for payment stated above, the Licensee shall pay each sum due under this clause within ninety \(90\) days of receipt of a valid invoice for it\./,
    );
  });

  it("turns 'payable on receipt' into days from receipt, keeping the rest of the sentence", () => {
    expect(
      withPaymentTime(
        "The Licence Fee of £3,200 is payable on receipt of the Licensor's invoice.",
        60,
        "receipt",
      ),
    ).toBe(
      "The Licence Fee of £3,200 is payable within sixty (60) days of receipt of the Licensor's invoice.",
    );
  });

  it("reads the month an invoice names when the day falls in the month after it", () => {
    expect(
      withPaymentTime(
        "The Licensee shall pay each invoice no later than the 20th day of the month following the month of invoice.",
        45,
        "receipt",
      ),
    ).toBe("The Licensee shall pay each invoice within 45 days after the end of the month of invoice.");
  });
});

describe("a redraft never leaves the user worse placed on timing", () => {
  it("keeps a supplier's direct debit in advance as it is, adding only what it lacks", () => {
    const text = draft(
      licensor({
        values: { paidWhen: "advance", paymentFrequency: "monthly" },
        original:
          "3.1 The Licensee shall pay a hosting charge of £275 per month, collected monthly in advance by direct debit on the 1st day of each month.",
      }),
    );
    expect(text).toMatch(
      /^The Licensee shall pay a hosting charge of £275 per month, collected monthly in advance by direct debit on the 1st day of each month\. Interest on any amount paid late/,
    );
    expect(text).not.toMatch(/within|invoice/);
  });

  it("keeps the contract's shorter time for a supplier and longer time for a customer", () => {
    const sooner = draft(
      licensor({
        values: { paymentDays: 14, interestElsewhere: true },
        original: "3.2 The Licensee shall pay each invoice within 14 days of its date.",
      }),
    );
    expect(sooner).toBe("The Licensee shall pay each invoice within 14 days of its date.");
    const longer = draft(
      licensee({
        values: { paymentDays: 120, interestElsewhere: true },
        original: "3.3 The Licensee shall pay each invoice within 120 days of receipt of a valid invoice.",
      }),
    );
    expect(longer).toMatch(
      /^The Licensee shall pay each invoice within 120 days of receipt of a valid invoice\./,
    );
  });
});

describe("a contract under which nothing is paid", () => {
  it("keeps the contract's own statement that no fees are due, and drafts no invoice", () => {
    const ctx = licensee({ original: "1.3 No fees or other payment are due under this Agreement." });
    expect(draft(ctx)).toBe("No fees or other payment are due under this Agreement.");
    expect(draftAlternative("payment", ctx).rationale).toMatch(/^Nothing is paid under this contract/);
  });

  it("confirms that nothing is payable when the term was reported not applicable", () => {
    const text = draft(
      licensee({
        original: "The contract has no payment terms. Not applicable: nothing is paid under this contract.",
      }),
    );
    expect(text).toBe("No fees or other sums are payable by either party to the other under this Agreement.");
  });
});

describe("late-payment interest in a supplier's draft", () => {
  it("asks for statutory interest, not a lower contractual rate", () => {
    const text = draft(licensor());
    expect(text).toContain(
      "accrue at 8% per annum above the Bank of England base rate (the statutory rate under the Late Payment of Commercial Debts (Interest) Act 1998)",
    );
    expect(text).not.toMatch(/\b2% per annum/);
  });

  it("replaces a lower stated or requested rate with the statutory one, and keeps a higher one", () => {
    const lower = draft(
      licensor({ values: { lateInterest: "3% per annum above the base rate of Lloyds Bank plc" } }),
    );
    expect(lower).toContain("accrue at 8% per annum above the Bank of England base rate");
    expect(draft(licensor({ concerns: "we want late interest at 4% over base" }))).toContain(
      "accrue at 8% per annum above",
    );
    expect(
      draft(licensor({ values: { lateInterest: "10% per annum above the Bank of England base rate" } })),
    ).toContain("accrue at 10% per annum above the Bank of England base rate");
    expect(draft(licensor({ values: { lateInterest: "2% per month" } }))).toContain("accrue at 2% per month");
  });

  it("adds the statutory rate after the contract's own sentence when it carries a lower rate", () => {
    const text = draft(
      licensor({
        values: { lateInterest: "1% per annum above base rate" },
        original:
          "6.1 The Licensee shall pay each invoice within 60 days of receipt, and interest shall run on late sums at 1% per annum above base rate.",
      }),
    );
    expect(text).toMatch(
      /within 30 days of the date of the invoice, and interest shall run on late sums at 1%/,
    );
    expect(text).toContain("at 8% per annum above the Bank of England base rate");
    expect(text).toContain("in place of the rate stated above");
  });

  it("does not cite the English Act where another country's law governs", () => {
    expect(draft(licensor({ values: { governingLaw: "New York" } }))).not.toContain(
      "Late Payment of Commercial Debts",
    );
  });

  it("still proposes a moderate rate in a customer's draft", () => {
    expect(draft(licensee())).toContain("accrue at 2% per annum above the Bank of England base rate");
  });
});
