import { describe, expect, it } from "vitest";
import { renewalTimeline } from "./analytics";
import { budgetForecast, generateInsights } from "./insights";
import type { ExecutedContract } from "./portfolio";
import { renewalsUntil } from "./renewal-rule";
import { termsOf } from "./renewal-status";

// A consultancy agreement that "shall expire automatically on 30 June 2027 ... There is no automatic
// extension", as the portfolio form saves it: the end date read twice, no auto-renewal.
const today = new Date("2026-11-29T09:00:00Z");
const consultancy = {
  id: "b",
  contractTitle: "Consultancy Agreement",
  contractValue: 92_000,
  currency: "GBP",
  overallRisk: "High",
  startDate: "2026-09-14",
  endDate: "2027-06-30",
  renewalDate: "2027-06-30",
  isAutoRenewal: false,
  renewalNoticeDays: null,
} as ExecutedContract;
const saas = {
  ...consultancy,
  id: "a",
  contractTitle: "SaaS order form",
  contractValue: 86_400,
  currency: "USD",
  startDate: "2026-02-01",
  endDate: "2027-01-31",
  renewalDate: "2027-01-31",
  isAutoRenewal: true,
  renewalNoticeDays: 60,
  renewalPeriodMonths: 12,
} as ExecutedContract;

describe("a contract that ends without renewing", () => {
  it("is shown in the timeline at its end, and budgeted once there, for a new contract or a replacement", () => {
    expect(renewalsUntil(termsOf(consultancy), today, "2027-12-31")).toEqual([
      { date: "2027-06-30", yearShare: 1 },
    ]);
    const months = renewalTimeline([consultancy, saas], today);
    expect(months.filter((m) => m.count > 0).map((m) => [m.key, m.titles])).toEqual([
      ["2027-01", ["SaaS order form"]],
      ["2027-06", ["Consultancy Agreement"]],
    ]);
    const soon = { ...consultancy, endDate: "2027-03-31", renewalDate: "2027-03-31" } as ExecutedContract;
    expect(budgetForecast([soon], today).within180Days.count).toBe(1);
    const budget = generateInsights([soon], today).find((i) => i.type === "budget_forecast");
    expect(budget?.reason).toBe("£92,000 contract ends in 122 days.");
  });

  it("says the contract ends, not that it renews", () => {
    const [risk] = generateInsights([consultancy], today);
    expect(risk).toMatchObject({
      type: "renewal_risk",
      reason: "Rated high risk.",
      recommendation: "Ask the vendor to change the high-risk terms before the contract ends.",
    });
    const near = { ...consultancy, endDate: "2027-01-12", renewalDate: "2027-01-12" } as ExecutedContract;
    const insights = generateInsights([near], today);
    expect(insights.map((i) => i.type)).toEqual(["renewal_risk", "budget_forecast"]);
    expect(insights[0]).toMatchObject({
      score: 90,
      reason: "Ends in 44 days and is rated high risk.",
      recommendation:
        "It does not renew automatically: decide now whether to agree a new contract or let it end.",
    });
    expect(JSON.stringify(insights)).not.toMatch(/renew(s|al due)/i);
  });

  it("has no insights once it has ended", () => {
    const ended = {
      ...consultancy,
      contractValue: 21_640,
      overallRisk: "Medium",
      endDate: "2026-10-16",
      renewalDate: null,
    } as ExecutedContract;
    expect(generateInsights([ended, { ...ended, overallRisk: "High" }], today)).toEqual([]);
  });
});
