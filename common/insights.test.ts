import { describe, expect, it } from "vitest";
import { approvalHints, budgetForecast, generateInsights, topInsights } from "./insights";
import type { PortfolioContract } from "./portfolio-health";

const today = new Date("2026-01-14T10:00:00Z");
/** `YYYY-MM-DD` that many days after `today`. */
const inDays = (days: number) => new Date(Date.UTC(2026, 0, 14 + days)).toISOString().slice(0, 10);

/** An auto-renewing contract unless the test says otherwise: one that does not renew ends instead. */
const contract = (overrides: Partial<PortfolioContract>): PortfolioContract => ({
  id: 1,
  contractTitle: "Acme SaaS agreement",
  contractValue: 1000,
  currency: "GBP",
  overallRisk: "Low",
  renewalDate: null,
  isAutoRenewal: true,
  ...overrides,
});

describe("generateInsights rules", () => {
  it("gives nothing for a low-risk, low-value contract far from renewal", () => {
    expect(generateInsights([contract({ renewalDate: inDays(400) })], today)).toEqual([]);
  });

  it("flags a high-risk contract as renewal_risk 85", () => {
    expect(generateInsights([contract({ overallRisk: "High" })], today)).toEqual([
      {
        type: "renewal_risk",
        contract: "Acme SaaS agreement",
        contractId: 1,
        score: 85,
        urgency: "medium",
        reason: "Rated high risk.",
        recommendation: "Ask the vendor to change the high-risk terms before the contract renews.",
        potential_savings: null,
        daysToRenewal: null,
      },
    ]);
  });

  it("flags a renewal under 60 days as renewal_risk 90", () => {
    const [insight] = generateInsights([contract({ renewalDate: inDays(59) })], today);
    expect(insight).toMatchObject({
      type: "renewal_risk",
      score: 90,
      urgency: "high",
      reason: "Renews in 59 days.",
    });
    expect(generateInsights([contract({ renewalDate: inDays(60) })], today)).toEqual([]);
    expect(generateInsights([contract({ renewalDate: inDays(0) })], today)[0].score).toBe(90);
  });

  it("gives one renewal_risk when a high-risk contract also renews soon", () => {
    const insights = generateInsights([contract({ overallRisk: "high", renewalDate: inDays(10) })], today);
    expect(insights).toHaveLength(1);
    expect(insights[0]).toMatchObject({ score: 90, reason: "Renews in 10 days and is rated high risk." });
  });

  it("names the notice deadline when it comes before the renewal, as the portfolio badge counts it", () => {
    const noticeFirst = contract({ renewalDate: inDays(44), isAutoRenewal: true, renewalNoticeDays: 30 });
    expect(generateInsights([noticeFirst], today)[0]).toMatchObject({
      type: "renewal_risk",
      score: 90,
      daysToRenewal: 44,
      reason: "Notice deadline in 14 days (renews in 44 days).",
    });
    expect(generateInsights([{ ...noticeFirst, overallRisk: "High" }], today)[0].reason).toBe(
      "Notice deadline in 14 days (renews in 44 days); the contract is rated high risk.",
    );
    const dueToday = contract({ renewalDate: inDays(44), isAutoRenewal: true, renewalNoticeDays: 44 });
    expect(generateInsights([dueToday], today)[0].reason).toBe("Notice deadline today (renews in 44 days).");
  });

  it("says only when it renews once the notice deadline has passed or there is none", () => {
    const passed = contract({ renewalDate: inDays(44), isAutoRenewal: true, renewalNoticeDays: 60 });
    expect(generateInsights([passed], today)[0].reason).toBe("Renews in 44 days.");
    const noNotice = contract({ renewalDate: inDays(44), isAutoRenewal: true, renewalNoticeDays: null });
    expect(generateInsights([noNotice], today)[0].reason).toBe("Renews in 44 days.");
  });

  it("ignores renewals that have already passed", () => {
    expect(generateInsights([contract({ renewalDate: inDays(-5), contractValue: 50_000 })], today)).toEqual(
      [],
    );
  });

  it("suggests renegotiating a medium-risk contract over 10,000 with 10% savings", () => {
    expect(generateInsights([contract({ overallRisk: "Medium", contractValue: 10_000 })], today)).toEqual([]);
    const [insight] = generateInsights(
      [contract({ overallRisk: "Medium", contractValue: "£18,500.50" })],
      today,
    );
    expect(insight).toMatchObject({
      type: "renegotiation",
      score: 65,
      urgency: "low",
      potential_savings: 1850.05,
      reason: "Medium risk contract worth £18,500.50.",
      recommendation: "Renegotiate the terms: a 10% reduction would save £1,850.05.",
    });
  });

  it("forecasts budget for a renewal under 180 days over 5,000", () => {
    const at = (days: number, value = 6000) =>
      generateInsights([contract({ renewalDate: inDays(days), contractValue: value })], today).filter(
        (insight) => insight.type === "budget_forecast",
      );
    expect(at(89)[0]).toMatchObject({ score: 85, urgency: "high", reason: "£6,000 renewal due in 89 days." });
    expect(at(90)[0]).toMatchObject({ urgency: "medium" });
    expect(at(179)).toHaveLength(1);
    expect(at(180)).toHaveLength(0);
    expect(at(100, 5000)).toHaveLength(0);
  });

  it("uses the contract's currency and a fallback title", () => {
    const [insight] = generateInsights(
      [contract({ contractTitle: " ", currency: "USD", renewalDate: inDays(120), contractValue: 7500 })],
      today,
    );
    expect(insight).toMatchObject({
      contract: "Untitled contract",
      reason: "$7,500 renewal due in 120 days.",
    });
  });
});

describe("insight order", () => {
  const portfolio = [
    contract({ id: "reneg", contractTitle: "Reneg", overallRisk: "Medium", contractValue: 20_000 }),
    contract({ id: "risk", contractTitle: "Risky", overallRisk: "High" }),
    contract({
      id: "budget-late",
      contractTitle: "Budget late",
      renewalDate: inDays(150),
      contractValue: 9000,
    }),
    contract({ id: "soon", contractTitle: "Soon", renewalDate: inDays(20) }),
    contract({
      id: "budget-soon",
      contractTitle: "Budget soon",
      renewalDate: inDays(70),
      contractValue: 9000,
    }),
    contract({ id: "both", contractTitle: "Both", renewalDate: inDays(30), contractValue: 9000 }),
  ];

  it("sorts by urgency, then score, then the sooner renewal (no renewal date last)", () => {
    expect(generateInsights(portfolio, today).map((insight) => [insight.contractId, insight.type])).toEqual([
      ["soon", "renewal_risk"],
      ["both", "renewal_risk"],
      ["both", "budget_forecast"],
      ["budget-soon", "budget_forecast"],
      ["budget-late", "budget_forecast"],
      ["risk", "renewal_risk"],
      ["reneg", "renegotiation"],
    ]);
  });

  it("shows the top five", () => {
    expect(topInsights(portfolio, today)).toHaveLength(5);
    expect(topInsights(portfolio, today, 2).map((insight) => insight.contractId)).toEqual(["soon", "both"]);
  });
});

describe("budgetForecast", () => {
  it("sums values renewing within 90 and 180 days with 10% contingency", () => {
    const forecast = budgetForecast(
      [
        contract({ renewalDate: inDays(0), contractValue: 1000 }),
        contract({ renewalDate: inDays(90), contractValue: "£2,000" }),
        contract({ renewalDate: inDays(91), contractValue: 4000 }),
        contract({ renewalDate: inDays(180), contractValue: 8000 }),
        contract({ renewalDate: inDays(181), contractValue: 16_000 }),
        contract({ renewalDate: inDays(-1), contractValue: 32_000 }),
        contract({ renewalDate: null, contractValue: 64_000 }),
      ],
      today,
    );
    const gbp = (total: number, count: number) => [{ currency: "GBP", total, count }];
    expect(forecast).toEqual({
      contingencyRate: 0.1,
      within90Days: {
        days: 90,
        count: 2,
        totals: gbp(3000, 2),
        contingency: gbp(300, 2),
        withContingency: gbp(3300, 2),
      },
      within180Days: {
        days: 180,
        count: 4,
        totals: gbp(15_000, 4),
        contingency: gbp(1500, 4),
        withContingency: gbp(16_500, 4),
      },
    });
  });

  it("keeps each currency apart and never adds pounds to dollars", () => {
    const forecast = budgetForecast(
      [
        contract({ renewalDate: inDays(10), contractValue: 42_500, currency: "GBP" }),
        contract({ renewalDate: inDays(20), contractValue: 18_000, currency: "gbp" }),
        contract({ renewalDate: inDays(30), contractValue: 180_000, currency: "USD" }),
      ],
      today,
    );
    expect(forecast.within90Days.totals).toEqual([
      { currency: "GBP", total: 60_500, count: 2 },
      { currency: "USD", total: 180_000, count: 1 },
    ]);
    expect(forecast.within90Days.withContingency.map((t) => t.total)).toEqual([66_550, 198_000]);
  });

  it("rolls an auto-renewing contract forward and leaves an ended one out", () => {
    const forecast = budgetForecast(
      [
        contract({ renewalDate: "2020-02-13", isAutoRenewal: true, contractValue: 5000 }), // renews 13/02/2026
        contract({ renewalDate: inDays(-1), contractValue: 7000 }),
      ],
      today,
    );
    expect(forecast.within90Days.totals).toEqual([{ currency: "GBP", total: 5000, count: 1 }]);
  });

  it("counts a monthly contract's cost for each month it renews, not its annual value each time", () => {
    // £12,000 a year, renewing on the 20th of each month: 3 renewals within 90 days, 6 within 180
    const monthly = contract({
      renewalDate: inDays(6),
      isAutoRenewal: true,
      renewalPeriodMonths: 1,
      contractValue: 12_000,
    });
    const forecast = budgetForecast([monthly], today);
    expect(forecast.within90Days).toMatchObject({
      count: 1,
      totals: [{ currency: "GBP", total: 3000, count: 1 }],
    });
    expect(forecast.within180Days).toMatchObject({
      count: 1,
      totals: [{ currency: "GBP", total: 6000, count: 1 }],
    });
  });

  it("is empty for an empty portfolio", () => {
    expect(budgetForecast([], today).within90Days).toMatchObject({
      count: 0,
      totals: [],
      withContingency: [],
    });
  });
});

describe("approvalHints", () => {
  it.each([
    [10_000, false, false],
    [10_000.01, true, false],
    [25_000, true, false],
    [25_001, true, true],
  ])("%d → finance %s, procurement %s", (value, finance, procurement) => {
    const hints = approvalHints(value);
    expect(hints.financeApprovalRequired).toBe(finance);
    expect(hints.procurementApprovalRequired).toBe(procurement);
  });

  it("words the hints in pounds, the limits' currency", () => {
    expect(approvalHints(30_000).hints).toEqual([
      "Finance approval required (over £10,000)",
      "Procurement approval required (over £25,000)",
    ]);
    expect(approvalHints(30_000, " gbp ").notChecked).toBeNull();
  });

  it("does not hold an amount in another currency to the pound limits, and says so", () => {
    expect(approvalHints(30_000, "USD")).toEqual({
      financeApprovalRequired: null,
      procurementApprovalRequired: null,
      hints: [],
      notChecked:
        "$30,000 not checked against the approval limits: they are set in GBP and USD amounts are never converted.",
    });
    expect(approvalHints(5_000, "EUR").hints).toEqual([]);
  });
});
