import { describe, expect, it } from "vitest";
import { DEFAULT_ENHANCED_RISK_SETTINGS } from "../../common/risk-settings";
import { UK_SAAS } from "../fixtures";
import { analyseContract } from "../index";
import { contract, expectExact } from "../test-helpers";

describe("service guarantees", () => {
  it("reads uptime, response time and service credits", () => {
    const s = analyseContract(UK_SAAS).serviceGuarantees;
    expectExact(UK_SAAS, s);
    expect(s.uptimePercent).toBe(99.5);
    expect(s.responseTimeHours).toBe(4);
    expect(s.serviceCredits).toBe(true);
    expect(s.sla).toContain("99.5%");
    expect(s.favorabilityScore).toBe("green");
  });

  it("rates uptime against the service level requirement", () => {
    const critical = { ...DEFAULT_ENHANCED_RISK_SETTINGS, serviceLevelRequirement: "critical" as const };
    expect(analyseContract(UK_SAAS, { enhanced: critical }).serviceGuarantees.favorabilityScore).toBe(
      "amber",
    );
    const t = contract("1.1 The Supplier shall ensure the hosted platform is available 97% of the time.");
    expect(analyseContract(t).serviceGuarantees.uptimePercent).toBe(97);
    expect(analyseContract(t).serviceGuarantees.favorabilityScore).toBe("red");
  });

  it("reads response times in minutes", () => {
    const t = contract(
      "1.1 The Supplier shall respond to critical incidents within thirty (30) minutes, and the Services shall have 99.9% availability.",
    );
    const s = analyseContract(t).serviceGuarantees;
    expect(s.responseTimeHours).toBe(0.5);
    expect(s.uptimePercent).toBe(99.9);
  });

  it("flags a hosted service without service levels", () => {
    const s = analyseContract(
      contract("1.1 The Supplier shall provide the hosted platform on a subscription basis."),
    ).serviceGuarantees;
    expect(s.found).toBe(false);
    expect(s.favorabilityScore).toBe("amber");
  });
});
