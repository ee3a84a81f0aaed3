import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import { withPaymentDays } from "./retime";
import type { AlternativeContext } from "./types";

const hirer = (original: string, values: AlternativeContext["values"]): AlternativeContext => ({
  side: "customer",
  us: "the Hirer",
  them: "the Owner",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values,
  concerns: "",
  original,
});

describe("a late-payment sentence is kept as it is, never given days to pay", () => {
  const late =
    "4.3 If a Rental Payment is late the Hirer shall pay interest at 4% per month on the sum overdue and a handling charge of £40 for each returned direct debit.";

  it("follows it with a schedule for a hirer paying by direct debit, not invoice days", () => {
    const text = draftAlternative(
      "payment",
      hirer(late, {
        paymentDays: null,
        paidWhen: null,
        paymentFrequency: "monthly",
        lateInterest: "4% per month",
      }),
    ).alternativeClause;
    expect(text.startsWith(late.slice(4))).toBe(true);
    expect(text).not.toMatch(/each sum due under this clause|\bdays?\b/);
    expect(text).toMatch(/monthly in arrears/);
  });

  it("keeps it whole and adds a time to pay of its own where invoices are paid", () => {
    const text = draftAlternative(
      "payment",
      hirer("If any invoice is not paid when due, interest shall run at 3% a year above base rate.", {
        paymentDays: null,
        paidWhen: null,
        lateInterest: "3% a year above base rate",
      }),
    ).alternativeClause;
    expect(text).toMatch(
      /^If any invoice is not paid when due, interest shall run at 3% a year above base rate\. The Hirer shall pay each valid and undisputed invoice within/,
    );
    expect(text).not.toMatch(/each sum due under this clause/);
  });
});

describe("days counted again from another point keep the contract's preposition", () => {
  it("reads 'net ... days from receipt', not 'net ... days of receipt'", () => {
    expect(
      withPaymentDays("Charges are due net forty-five (45) days from the invoice date.", 60, "receipt"),
    ).toBe("Charges are due net sixty (60) days from receipt of a valid invoice.");
  });
});
