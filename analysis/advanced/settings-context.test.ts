import { describe, expect, it } from "vitest";
import { DEFAULT_ENHANCED_RISK_SETTINGS } from "../../common/risk-settings";
import { analyseContract } from "../index";

const text = `SERVICES AGREEMENT

This Agreement is made between Brightwater Payroll Limited (the "Supplier") and Northwind Trading Ltd (the "Customer").

1. Services

1.1 The Supplier shall provide payroll services, processing the personal data of the Customer's employees.

2. Data Protection

2.1 Each party shall comply with all applicable data protection laws.`;

const dp = (settings = DEFAULT_ENHANCED_RISK_SETTINGS) =>
  analyseContract(text, { enhanced: settings }).advancedClauses.find((c) => c.category === "data_protection");

describe("enhanced settings in the analysis", () => {
  it("rates weak data protection terms medium by default and high for restricted data or a regulated industry", () => {
    expect(dp()?.risk_level).toBe("medium");
    const restricted = dp({ ...DEFAULT_ENHANCED_RISK_SETTINGS, dataSensitivityDefault: "restricted" });
    expect(restricted?.risk_level).toBe("high");
    expect(restricted?.whyItMatters).toContain("restricted");
    expect(dp({ ...DEFAULT_ENHANCED_RISK_SETTINGS, industrySettings: "healthcare" })?.risk_level).toBe(
      "high",
    );
  });
});
