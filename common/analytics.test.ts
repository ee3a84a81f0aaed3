import { describe, expect, it } from "vitest";
import { portfolioAnalytics, portfolioCurrency, renewalTimeline } from "./analytics";
import type { ExecutedContract } from "./portfolio";

const today = new Date("2026-01-14T10:00:00Z");
const signed = (overrides: Partial<ExecutedContract>) =>
  ({
    id: "c1",
    contractTitle: "Office cleaning",
    vendorName: "Sparkle Cleaning Ltd",
    contractValue: 7800,
    currency: "GBP",
    startDate: null,
    endDate: null,
    renewalDate: null,
    isAutoRenewal: false,
    renewalNoticeDays: null,
    ...overrides,
  }) as ExecutedContract;

describe("renewal timeline", () => {
  it("gives each monthly renewal a twelfth of the annual value, so a year of renewals is worth the annual value", () => {
    const months = renewalTimeline(
      [
        signed({
          renewalDate: "2026-01-31",
          isAutoRenewal: true,
          renewalPeriodMonths: 1,
        } as Partial<ExecutedContract>),
      ],
      today,
    );
    expect(months.map((m) => m.count)).toEqual(Array(12).fill(1));
    expect(months[0].value).toBe(650);
    expect(months.reduce((sum, m) => sum + m.value, 0)).toBe(7800);
    expect(new Set(months.flatMap((m) => m.contractIds))).toEqual(new Set(["c1"]));
  });

  it("gives a yearly renewal its annual value once", () => {
    const months = renewalTimeline(
      [signed({ id: "c2", renewalDate: "2026-06-30", isAutoRenewal: true, contractValue: 24_000 })],
      today,
    );
    expect(months.filter((m) => m.count > 0).map((m) => [m.key, m.value])).toEqual([["2026-06", 24_000]]);
  });
});

describe("spend by department beside ended contracts in another currency", () => {
  it("totals the running contracts in the page's main currency", () => {
    const ended = (id: string) => signed({ id, currency: "GBP", endDate: "2025-06-30", contractValue: 5000 });
    const running = (id: string) =>
      signed({
        id,
        currency: "USD",
        renewalDate: "2026-06-30",
        isAutoRenewal: true,
        contractValue: 9000,
        department: "IT",
      } as Partial<ExecutedContract>);
    const a = portfolioAnalytics({
      contracts: [ended("e1"), ended("e2"), ended("e3"), running("r1"), running("r2")],
      drafts: [],
      today,
    });
    expect(a.currency).toBe("GBP");
    const itSpend = a.departments.find((d) => d.department === "IT");
    // no pounds are running: the bar's main-currency value is 0 and the dollars are listed as another currency
    expect(itSpend?.value).toBe(0);
    expect(itSpend?.values).toEqual([{ currency: "USD", total: 18_000, count: 2 }]);
  });
});

describe("the page's main currency", () => {
  const yearly = (id: string, currency: string, contractValue: number, renewalDate: string) =>
    signed({ id, currency, contractValue, renewalDate, isAutoRenewal: true });

  it("stays GBP for a UK portfolio with more dollar contracts than pound ones, so the pound renewal keeps its bar", () => {
    const a = portfolioAnalytics({
      contracts: [
        yearly("u1", "USD", 18_000, "2026-03-31"),
        yearly("u2", "USD", 7_200, "2026-05-31"),
        yearly("g1", "GBP", 24_000, "2026-04-30"),
      ],
      drafts: [],
      today,
    });
    expect(a.currency).toBe("GBP");
    expect(a.otherCurrencies).toEqual({ count: 2, codes: ["USD"] });
    expect(a.timeline.find((m) => m.key === "2026-04")?.value).toBe(24_000);
    expect(a.timeline.find((m) => m.key === "2026-03")?.value).toBe(0);
  });

  it("is GBP with no contracts, and the most common currency only when no contract is in GBP", () => {
    expect(portfolioCurrency([])).toBe("GBP");
    expect(
      portfolioCurrency([
        yearly("u1", "USD", 1, "2026-03-31"),
        yearly("u2", "USD", 1, "2026-03-31"),
        yearly("e1", "EUR", 1, "2026-03-31"),
      ]),
    ).toBe("USD");
    expect(
      portfolioCurrency([
        yearly("u1", "USD", 5, "2026-03-31"),
        yearly("u2", "USD", 5, "2026-03-31"),
        yearly("g1", "gbp", 1, "2026-03-31"),
      ]),
    ).toBe("GBP");
  });
});

describe("budget window approvals", () => {
  it("checks the pound total against the pound limits and says the dollar total was not checked", () => {
    const a = portfolioAnalytics({
      contracts: [
        signed({
          id: "g1",
          currency: "GBP",
          contractValue: 24_000,
          renewalDate: "2026-02-28",
          isAutoRenewal: true,
        }),
        signed({
          id: "u1",
          currency: "USD",
          contractValue: 7_200,
          renewalDate: "2026-03-31",
          isAutoRenewal: true,
        }),
        signed({
          id: "u2",
          currency: "USD",
          contractValue: 18_000,
          renewalDate: "2026-03-31",
          isAutoRenewal: true,
        }),
      ],
      drafts: [],
      today,
    });
    expect(a.currency).toBe("GBP");
    expect(a.budget.within90Days.approvals).toEqual([
      {
        tone: "unchecked",
        text: "$27,720 not checked against the approval limits: they are set in GBP and USD amounts are never converted.",
      },
      { tone: "required", text: "Finance approval required (over £10,000)" },
      { tone: "required", text: "Procurement approval required (over £25,000)" },
    ]);
  });

  it("says in pounds that a small pound total needs no finance approval", () => {
    const a = portfolioAnalytics({
      contracts: [
        signed({
          id: "g1",
          currency: "GBP",
          contractValue: 5_000,
          renewalDate: "2026-02-28",
          isAutoRenewal: true,
        }),
        signed({
          id: "u1",
          currency: "USD",
          contractValue: 9_000,
          renewalDate: "2026-03-31",
          isAutoRenewal: true,
        }),
        signed({
          id: "u2",
          currency: "USD",
          contractValue: 9_000,
          renewalDate: "2026-03-31",
          isAutoRenewal: true,
        }),
      ],
      drafts: [],
      today,
    });
    expect(a.budget.within90Days.approvals.map((line) => line.tone)).toEqual(["unchecked", "clear"]);
    expect(a.budget.within90Days.approvals[1].text).toBe(
      "No finance approval needed for £5,500 (not over £10,000)",
    );
  });
});
