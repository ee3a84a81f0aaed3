import { describe, expect, it } from "vitest";
import { budgetWindowBreakdown } from "./budget-window-text";

describe("budget window breakdown", () => {
  it("adds the contingency to a single-currency total", () => {
    expect(
      budgetWindowBreakdown({
        days: 90,
        count: 2,
        totals: [{ currency: "GBP", total: 42_000, count: 2 }],
        contingency: [{ currency: "GBP", total: 4_200, count: 2 }],
        withContingency: [{ currency: "GBP", total: 46_200, count: 2 }],
      }),
    ).toBe("2 renewals: £42,000 + £4,200 contingency");
  });

  it("keeps the contingency apart when there are several currencies", () => {
    expect(
      budgetWindowBreakdown({
        days: 90,
        count: 3,
        totals: [
          { currency: "GBP", total: 27_600, count: 2 },
          { currency: "USD", total: 180_000, count: 1 },
        ],
        contingency: [
          { currency: "GBP", total: 2_760, count: 2 },
          { currency: "USD", total: 18_000, count: 1 },
        ],
        withContingency: [
          { currency: "GBP", total: 30_360, count: 2 },
          { currency: "USD", total: 198_000, count: 1 },
        ],
      }),
    ).toBe("3 renewals: £27,600 + $180,000; contingency £2,760 + $18,000");
  });
});
