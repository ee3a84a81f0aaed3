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

describe("a contract that itself excludes service levels", () => {
  const text = [
    'This Agreement is made on 1 March 2026 between Vantage Logistics Limited (the "Supplier") and Pennine Foods Ltd (the "Customer").',
    "2. PRICE",
    "2.1 The Customer shall pay each invoice within 30 days.",
    "3. SERVICE",
    "3.1 The Supplier gives no guarantee of delivery times or service levels and shall have no liability for any delay.",
  ].join("\n\n");

  it("quotes the exclusion instead of saying no service levels were found", () => {
    const a = analyseContract(text, { side: "customer" });
    expect(a.serviceGuarantees.found).toBe(true);
    expect(a.serviceGuarantees.excerpt).toMatch(/^3\.1 The Supplier gives no guarantee of delivery times/);
    expect(a.serviceGuarantees.summary).toMatch(/gives no guarantee/);
    expect(a.serviceGuarantees.favorabilityScore).not.toBe("green");
    const finding = a.advancedClauses.find((c) => c.category === "service_levels");
    expect(finding?.missing ?? false).toBe(false);
    expect(finding?.excerpt).toMatch(/gives no guarantee/);
  });

  it("is no risk to the supplier that gives no guarantee", () => {
    expect(analyseContract(text, { side: "supplier" }).serviceGuarantees.favorabilityScore).toBe("green");
  });
});
