import { describe, expect, it } from "vitest";
import type { ExecutedContract } from "../../../common/portfolio";
import { budgetMemo, budgetPlan } from "./budget-memo";
import { negotiationBrief, talkingPoints } from "./negotiation-brief";
import { reminderTarget } from "./reminder-plan";

const today = new Date("2026-03-01T09:00:00Z");

const contract = (patch: Partial<ExecutedContract> = {}): ExecutedContract => ({
  id: "c1",
  contractTitle: "Cloud hosting",
  vendorName: "Cloudline Systems Limited",
  contractValue: 30_000,
  currency: "GBP",
  department: "IT",
  contractType: "SaaS Subscription",
  startDate: "2025-04-01",
  endDate: "2026-03-31",
  renewalDate: "2026-05-30",
  isAutoRenewal: true,
  renewalNoticeDays: 60,
  renewalNoticeMonths: null,
  side: null,
  termMonths: null,
  renewalPeriodMonths: null,
  paymentTerms: "Annual in advance",
  description: "",
  overallRisk: "High",
  businessCritical: null,
  spendLevel: null,
  status: "active",
  fileName: "hosting.pdf",
  filePath: "/api/executed-contracts/c1/file",
  keyTerms: null,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  ...patch,
});

describe("reminder target", () => {
  it("counts back from the notice deadline when the contract renews itself with notice", () => {
    const target = reminderTarget(contract(), today);
    expect(target).toMatchObject({ date: "2026-03-31", kind: "notice deadline" });
  });
  it("counts back from the renewal date otherwise", () => {
    expect(reminderTarget(contract({ isAutoRenewal: false }), today)).toMatchObject({
      date: "2026-05-30",
      kind: "renewal date",
    });
    expect(reminderTarget(contract({ renewalDate: null, endDate: null }), today).date).toBeNull();
  });
});

describe("negotiation assistant", () => {
  it("builds its talking points from the contract's own dates, value and risk", () => {
    const texts = talkingPoints(contract(), today).map((point) => point.text);
    expect(texts).toContain(
      "Give notice by 31/03/2026 if you want to renegotiate; after that the contract renews on its current terms.",
    );
    expect(texts).toContain("Ask for a cap on price increases at renewal, written into the contract.");
    expect(texts.some((text) => text.includes("£30,000"))).toBe(true);
    expect(texts.some((text) => text.includes("rated high risk"))).toBe(true);
    expect(texts.some((text) => text.startsWith("Procurement approval required (over £25,000)"))).toBe(true);
  });
  it("writes only figures taken from the contract or the spec's rules into the brief", () => {
    const brief = negotiationBrief(contract(), today);
    const amounts = brief.match(/£[\d,.]+/g) ?? [];
    expect(new Set(amounts)).toEqual(new Set(["£30,000", "£10,000", "£25,000"]));
  });
});

describe("budget planning", () => {
  it("forecasts renewals within 90 and 180 days with 10% contingency", () => {
    const soon = contract({
      id: "c2",
      contractTitle: "Payroll",
      contractValue: 12_000,
      renewalDate: "2026-08-01",
    });
    const plan = budgetPlan(contract(), [contract(), soon], today);
    expect(plan.forecast.within90Days).toMatchObject({
      count: 1,
      totals: [{ currency: "GBP", total: 30_000, count: 1 }],
      withContingency: [{ currency: "GBP", total: 33_000, count: 1 }],
    });
    expect(plan.forecast.within180Days).toMatchObject({
      count: 2,
      totals: [{ currency: "GBP", total: 42_000, count: 2 }],
      contingency: [{ currency: "GBP", total: 4_200, count: 2 }],
    });
    expect(plan.approvals.hints).toHaveLength(2);
    const memo = budgetMemo(contract(), [contract(), soon], today);
    expect(memo).toContain("Within 180 days: 2 contracts, £42,000 + £4,200 contingency = £46,200");
  });

  it("budgets two currencies side by side, never as one sum", () => {
    const dollars = contract({
      id: "c3",
      contractTitle: "Analytics",
      contractValue: 18_000,
      currency: "USD",
    });
    const memo = budgetMemo(contract(), [contract(), dollars], today);
    expect(memo).toContain(
      "Within 90 days: 2 contracts, £30,000 + $18,000; with contingency £33,000 + $19,800",
    );
    expect(memo).not.toContain("$48,000");
  });

  it("does not hold a dollar contract to the pound approval limits, and says it was not checked", () => {
    const dollars = contract({ contractValue: 18_000, currency: "USD" });
    expect(budgetPlan(dollars, [dollars], today).approvals.hints).toEqual([]);
    const memo = budgetMemo(dollars, [dollars], today);
    expect(memo).toContain(
      "APPROVALS\n- $18,000 not checked against the approval limits: they are set in GBP and USD amounts are never converted.\n",
    );
    expect(memo).not.toContain("over $10,000");
    expect(memo).not.toContain("No extra approval needed");
  });
});
