import { describe, expect, it } from "vitest";
import { filterContracts, portfolioTotals, sortContracts } from "./portfolio-view";
import { executedContract } from "./test-contract";

const today = new Date("2026-03-01T10:00:00Z");

const contract = executedContract;

const hosting = contract({ contractTitle: "Hosting", contractValue: 12_000, renewalDate: "2026-03-21" });
const payroll = contract({ contractTitle: "payroll", contractValue: 30_000, renewalDate: "2026-05-10" });
const cleaning = contract({ contractTitle: "Cleaning", contractValue: 2_500, renewalDate: null });
const crm = contract({
  contractTitle: "CRM",
  contractValue: 8_000,
  renewalDate: "2027-01-01",
  currency: "USD",
});
const old = contract({ contractTitle: "Old lease", contractValue: 1_000, renewalDate: "2026-02-01" });
const all = [cleaning, payroll, hosting, crm, old];

describe("sortContracts", () => {
  it("puts the soonest renewal first and contracts without a date last", () => {
    expect(sortContracts(all, "renewalDate", today).map((c) => c.contractTitle)).toEqual([
      "Old lease",
      "Hosting",
      "payroll",
      "CRM",
      "Cleaning",
    ]);
  });
  it("orders by value, highest first", () => {
    expect(sortContracts(all, "contractValue", today).map((c) => c.contractValue)).toEqual([
      30_000, 12_000, 8_000, 2_500, 1_000,
    ]);
  });
  it("orders by title ignoring case", () => {
    expect(sortContracts(all, "title", today).map((c) => c.contractTitle)).toEqual([
      "Cleaning",
      "CRM",
      "Hosting",
      "Old lease",
      "payroll",
    ]);
  });
});

describe("filterContracts", () => {
  it("keeps contracts in the chosen renewal band", () => {
    expect(filterContracts(all, "urgent", today)).toEqual([hosting]);
    expect(filterContracts(all, "upcoming", today)).toEqual([payroll]);
    expect(filterContracts(all, "active", today)).toEqual([crm]);
    expect(filterContracts(all, "all", today)).toHaveLength(5);
  });
});

describe("portfolioTotals", () => {
  it("totals each currency on its own and counts the bands", () => {
    const totals = portfolioTotals(all, today);
    expect(totals).toMatchObject({ count: 5, urgent: 1, upcoming: 1, expired: 1 });
    // the old lease has ended: it is counted, but its value is not part of the running total
    expect(totals.totals).toEqual([
      { currency: "GBP", total: 44_500, count: 3 },
      { currency: "USD", total: 8_000, count: 1 },
    ]);
    // Hosting renews in 20 days (-20 of its 100); the old lease has ended and is left out: 100 - 20/4
    expect(totals.health.score).toBe(95);
  });
  it("has no totals for an empty portfolio", () => {
    expect(portfolioTotals([], today)).toMatchObject({ count: 0, totals: [] });
  });
});
