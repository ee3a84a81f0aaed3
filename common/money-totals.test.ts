import { describe, expect, it } from "vitest";
import { formatTotals, scaleTotals, totalsByCurrency } from "./money-totals";

describe("money totals", () => {
  it("adds up per currency, the currency with most contracts first, never across currencies", () => {
    const totals = totalsByCurrency([
      { contractValue: 12_000, currency: "USD" },
      { contractValue: 600_000, currency: "GBP" },
      { contractValue: "£12,000", currency: "gbp" },
      { contractValue: 168_000, currency: "USD" },
      { contractValue: 3600, currency: "EUR" },
      { contractValue: 100, currency: null },
    ]);
    expect(totals).toEqual([
      { currency: "GBP", total: 612_100, count: 3 },
      { currency: "USD", total: 180_000, count: 2 },
      { currency: "EUR", total: 3600, count: 1 },
    ]);
    expect(formatTotals(totals)).toBe("£612,100 + $180,000 + €3,600");
  });

  it("shows zero in pounds for nothing, and scales each total in its own currency", () => {
    expect(formatTotals([])).toBe("£0");
    expect(scaleTotals([{ currency: "USD", total: 1000, count: 1 }], 0.1)).toEqual([
      { currency: "USD", total: 100, count: 1 },
    ]);
  });
});
