import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";

describe("a late-payment rate stated per calendar month", () => {
  it("is read as a monthly rate, so a supplier's draft keeps it rather than offering the lower statutory rate", () => {
    const text = draftAlternative("payment", {
      side: "supplier",
      us: "the Supplier",
      them: "the Customer",
      thresholds: DEFAULT_RISK_THRESHOLDS,
      serviceLevel: "standard",
      values: { paymentDays: 45, lateInterest: "1.5% per calendar month" },
      concerns: "",
      original:
        "4.2 The Customer shall pay each invoice within 45 days of receipt. Interest accrues on late payments at 1.5% per calendar month.",
    }).alternativeClause;
    expect(text).not.toContain("8% per annum above the Bank of England base rate");
  });
});
