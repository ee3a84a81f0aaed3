import { expect, it } from "vitest";
import { analysedSample, grantPremium } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp, type TestContext } from "../test/harness";

// The harness clock reads 02/03/2026.
const signed = (overrides: Record<string, unknown>) => ({
  vendorName: "Supplier Ltd",
  currency: "GBP",
  startDate: "01/01/2026",
  contractType: "Service Agreement",
  department: "IT",
  autoRenewal: false,
  noticeRequired: "30",
  description: "",
  ...overrides,
});

async function saveSigned(ctx: TestContext, token: string, overrides: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/executed-contracts/save-manual",
    headers: auth(token),
    payload: signed(overrides),
  });
  expect(response.statusCode).toBe(201);
}

const getAnalytics = (ctx: TestContext, token?: string) =>
  ctx.app.inject({ method: "GET", url: "/api/analytics", headers: token ? auth(token) : {} });

describeWithApp("portfolio analytics", (ctx) => {
  it("refuses a free account with 402 and says it is a Pro feature", async () => {
    const { token } = await createUser(ctx());
    const response = await getAnalytics(ctx(), token);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ upgradeRequired: true, reason: "analytics_feature" });
    expect(response.json().message).toMatch(/Pro feature/);
  });

  it("refuses a request with no session", async () => {
    expect((await getAnalytics(ctx())).statusCode).toBe(401);
  });

  it("works out a Pro account's figures from its own contracts only", async () => {
    const owner = await createUser(ctx());
    await grantPremium(ctx(), owner.profile.id);
    // Ends in 50 days, high risk: in the 90-day budget, needs finance and procurement approval.
    await saveSigned(ctx(), owner.token, {
      contractTitle: "Payroll platform",
      contractValue: "£24,000",
      endDate: "21/04/2026",
      renewalDate: "21/04/2026",
      overallRisk: "High",
      department: "HR",
    });
    // Ends in 135 days, medium risk, in dollars: only in the 180-day budget, totalled on its own.
    await saveSigned(ctx(), owner.token, {
      contractTitle: "Web analytics",
      contractValue: "10000",
      currency: "USD",
      endDate: "15/07/2026",
      renewalDate: "15/07/2026",
      overallRisk: "Medium",
    });
    // Ends in nine months, low risk: in neither budget window, but in the 12-month timeline.
    await saveSigned(ctx(), owner.token, {
      contractTitle: "Laptop leasing",
      contractValue: "£6,000",
      endDate: "01/12/2026",
      renewalDate: "01/12/2026",
      overallRisk: "Low",
    });
    const { analysis } = await analysedSample(ctx(), owner.token);

    // Someone else's portfolio must not leak into the owner's figures, nor the owner's into theirs.
    const other = await createUser(ctx());
    await grantPremium(ctx(), other.profile.id);
    await saveSigned(ctx(), other.token, {
      contractTitle: "Someone else's contract",
      contractValue: "£99,000",
      endDate: "01/04/2026",
      renewalDate: "01/04/2026",
      overallRisk: "High",
    });

    const response = await getAnalytics(ctx(), owner.token);
    expect(response.statusCode).toBe(200);
    const figures = response.json();
    expect(figures.asOf).toBe("2026-03-02");
    expect(figures.contractCount).toBe(3);
    expect(figures.currency).toBe("GBP");
    expect(figures.otherCurrencies).toEqual({ count: 1, codes: ["USD"] });
    expect(figures.annualTotals).toEqual([
      { currency: "GBP", total: 30000, count: 2 },
      { currency: "USD", total: 10000, count: 1 },
    ]);
    expect(figures.risk.signed).toEqual({ low: 1, medium: 1, high: 1 });
    const draftLevel = { green: "low", amber: "medium", red: "high" }[
      analysis.overallRisk as string
    ] as string;
    expect(figures.risk.drafts).toEqual({ low: 0, medium: 0, high: 0, [draftLevel]: 1 });

    // 100 - 30 (high risk), 100 - 15 (medium risk) and 100: an average of 85.
    expect(figures.health).toMatchObject({ score: 85, label: "Excellent", counted: 3, ended: 0 });

    const in90 = figures.budget.within90Days;
    expect(in90.count).toBe(1);
    expect(in90.withContingency).toEqual([{ currency: "GBP", total: 26400, count: 1 }]);
    expect(in90.approvals).toEqual([
      { tone: "required", text: "Finance approval required (over £10,000)" },
      { tone: "required", text: "Procurement approval required (over £25,000)" },
    ]);
    const in180 = figures.budget.within180Days;
    expect(in180.count).toBe(2);
    expect(in180.withContingency).toEqual([
      { currency: "GBP", total: 26400, count: 1 },
      { currency: "USD", total: 11000, count: 1 },
    ]);
    // the limits are pounds: the dollar total is not held to them, and the page says so
    expect(in180.approvals).toEqual([
      { tone: "required", text: "Finance approval required (over £10,000)" },
      { tone: "required", text: "Procurement approval required (over £25,000)" },
      {
        tone: "unchecked",
        text: "$11,000 not checked against the approval limits: they are set in GBP and USD amounts are never converted.",
      },
    ]);

    const renewing = figures.timeline.filter((m: { count: number }) => m.count > 0);
    expect(renewing.map((m: { key: string; titles: string[] }) => [m.key, m.titles])).toEqual([
      ["2026-04", ["Payroll platform"]],
      ["2026-07", ["Web analytics"]],
      ["2026-12", ["Laptop leasing"]],
    ]);
    expect(
      figures.departments.map((d: { department: string; count: number }) => [d.department, d.count]),
    ).toEqual([
      ["HR", 1],
      ["IT", 2],
    ]);
    expect(JSON.stringify(figures)).not.toContain("Someone else");

    const theirs = (await getAnalytics(ctx(), other.token)).json();
    expect(theirs.contractCount).toBe(1);
    expect(theirs.annualTotals).toEqual([{ currency: "GBP", total: 99000, count: 1 }]);
    expect(theirs.risk.drafts).toEqual({ low: 0, medium: 0, high: 0 });
  });
});
