import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import type { AlternativeContext } from "./types";

const renter = (overrides: Partial<AlternativeContext> = {}): AlternativeContext => ({
  side: "customer",
  us: "the Renter",
  them: "the Lessor",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: { paidWhen: "advance", paymentFrequency: "monthly", paymentDays: null, interestElsewhere: true },
  concerns: "",
  ...overrides,
});

describe("a supplier's payment days drafted from a clause counted from receipt", () => {
  it("reads as one phrase counted from the invoice date, not 'the date of the date of'", () => {
    const text = draftAlternative("payment", {
      ...renter(),
      side: "supplier",
      us: "the Lessor",
      them: "the Renter",
      values: { paymentDays: 60, interestElsewhere: true },
      original:
        "8.4 The Renter shall pay each undisputed invoice within sixty (60) days of the date of receipt of the invoice.",
    }).alternativeClause;
    expect(text).toBe(
      "The Renter shall pay each undisputed invoice within thirty (30) days of the date of the invoice.",
    );
    expect(text).not.toMatch(/\b(\w+ \w+ \w+) \1\b/);
  });
});

describe("a customer's ask to stop paying ahead of each period", () => {
  it("moves the contract's own schedule to arrears, in its own defined terms, rather than drafting days to pay", () => {
    const text = draftAlternative(
      "payment",
      renter({
        original:
          "5.1 Rental Charges are payable monthly in advance by standing order on the first Working Day of each month during the Rental Term.",
      }),
    ).alternativeClause;
    expect(text).toBe(
      "Rental Charges are payable monthly in arrears by standing order on the first Working Day of the month following each month during the Rental Term.",
    );
    expect(text).not.toMatch(/days of receipt|in advance/);
  });

  it("drafts monthly arrears in the contract's charge name when its sentence does not say 'in advance'", () => {
    const text = draftAlternative(
      "payment",
      renter({ original: "The Rental Charges shall be collected by direct debit on the 1st of each month." }),
    ).alternativeClause;
    expect(text).toBe(
      "The Renter shall pay the Rental Charges monthly in arrears, after the end of the period to which they relate.",
    );
  });

  it("spreads a year paid up front over quarters with a refund, and asks a smaller deposit on a one-off price", () => {
    const yearly = draftAlternative(
      "payment",
      renter({
        values: { paidWhen: "advance", paymentFrequency: "annually", paymentDays: null },
        original:
          "The Subscription Fee is payable annually in advance on each anniversary of the Start Date.",
      }),
    ).alternativeClause;
    expect(yearly).toMatch(
      /^The Renter shall pay the Subscription Fee in equal quarterly instalments in advance\./,
    );
    expect(yearly).toContain("the Lessor shall refund, pro rata");
    const once = draftAlternative(
      "payment",
      renter({
        values: { paidWhen: "advance", paymentFrequency: "one-off", paymentDays: null },
        original: "The Event Price is payable in full in advance on booking.",
      }),
    ).alternativeClause;
    expect(once).toBe(
      "The Renter shall pay a deposit of twenty-five per cent (25%) of the Event Price on signing this Agreement, and the balance within thirty (30) days after delivery.",
    );
  });

  it("still drafts days to pay when the sentence states them", () => {
    const days = draftAlternative(
      "payment",
      renter({
        original: "The Renter shall pay each invoice monthly in advance within 14 days of its date.",
      }),
    ).alternativeClause;
    expect(days).toMatch(
      /^The Renter shall pay each invoice monthly in advance within 90 days of receipt of a valid invoice\./,
    );
  });
});
