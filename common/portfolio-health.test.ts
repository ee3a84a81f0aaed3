import { describe, expect, it } from "vitest";
import { healthLabel, portfolioHealth } from "./portfolio-health";

const today = new Date("2026-01-14T10:00:00Z");

describe("portfolioHealth", () => {
  it("is 100 and Excellent for an empty portfolio", () => {
    expect(portfolioHealth([], today)).toMatchObject({ score: 100, label: "Excellent" });
  });

  it("takes 30 for High and 15 for Medium risk, ignoring case, averaged over the contracts", () => {
    expect(portfolioHealth([{ overallRisk: "High" }], today).score).toBe(70);
    expect(portfolioHealth([{ overallRisk: "medium" }], today).score).toBe(85);
    expect(portfolioHealth([{ overallRisk: "Low" }, { overallRisk: null }], today).score).toBe(100);
    expect(
      portfolioHealth([{ overallRisk: "High" }, { overallRisk: "Medium" }], today).deductions,
    ).toMatchObject({
      highRisk: 15,
      mediumRisk: 7.5,
    });
  });

  it.each([
    ["2026-02-13", 100], // 30 days
    ["2026-02-12", 80], // 29 days
    ["2026-01-28", 80], // 14 days
    ["2026-01-27", 70], // 13 days
    ["2026-01-14", 70], // today
    ["2025-12-01", 100], // ended: not renewing at all
  ])("a contract ending %s gives %i", (renewalDate, score) => {
    expect(portfolioHealth([{ renewalDate }], today).score).toBe(score);
  });

  it("counts an auto-renewing contract by its next renewal, however long ago it started", () => {
    const rolling = { renewalDate: "2019-01-20", isAutoRenewal: true };
    expect(portfolioHealth([rolling], today).score).toBe(70); // renews 20/01/2026, in 6 days
  });

  it("takes 5 for business-critical High and 5 for High spend", () => {
    expect(portfolioHealth([{ businessCritical: "High", spendLevel: "High" }], today)).toMatchObject({
      score: 90,
      label: "Excellent",
      deductions: {
        highRisk: 0,
        mediumRisk: 0,
        renewalUnder30Days: 0,
        renewalUnder14Days: 0,
        businessCritical: 5,
        highSpend: 5,
      },
    });
    expect(portfolioHealth([{ businessCritical: "Medium", spendLevel: "Low" }], today).score).toBe(100);
  });

  it("averages over the contracts, so a big portfolio is not pushed to 0 by its size", () => {
    const risky = {
      overallRisk: "High",
      renewalDate: "2026-01-20",
      businessCritical: "High",
      spendLevel: "High",
    };
    expect(portfolioHealth([risky], today).score).toBe(30);
    expect(portfolioHealth([risky, risky], today)).toMatchObject({ score: 30, label: "Poor" });
    // 7 of 10 rated high risk: 100 - 7 x 30 / 10 = 79, not 0
    const ten = [...Array(7).fill({ overallRisk: "High" }), ...Array(3).fill({ overallRisk: "Low" })];
    expect(portfolioHealth(ten, today)).toMatchObject({
      score: 79,
      label: "Good",
      counted: 10,
      counts: { highRisk: 7 },
      deductions: { highRisk: 21 },
    });
  });

  it("leaves out contracts that have ended, and never counts them as renewing soon", () => {
    const ended = { overallRisk: "High", renewalDate: "2025-06-30" };
    expect(portfolioHealth([ended, { overallRisk: "Low" }], today)).toMatchObject({
      score: 100,
      counted: 1,
      ended: 1,
      counts: { highRisk: 0, renewalUnder30Days: 0 },
    });
  });
});

describe("healthLabel", () => {
  it.each([
    [100, "Excellent"],
    [80, "Excellent"],
    [79, "Good"],
    [60, "Good"],
    [59, "Fair"],
    [40, "Fair"],
    [39, "Poor"],
    [0, "Poor"],
  ])("%i → %s", (score, label) => {
    expect(healthLabel(score)).toBe(label);
  });
});
