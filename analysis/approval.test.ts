import { describe, expect, it } from "vitest";
import { DEFAULT_ENHANCED_RISK_SETTINGS } from "../common/risk-settings";
import { approvalFor } from "./approval";
import type { KeyData } from "./types";

const keyData = (value: number | null) => ({ value }) as KeyData;
const workflows = (over: Partial<typeof DEFAULT_ENHANCED_RISK_SETTINGS.approvalWorkflows>) => ({
  ...DEFAULT_ENHANCED_RISK_SETTINGS,
  approvalWorkflows: { ...DEFAULT_ENHANCED_RISK_SETTINGS.approvalWorkflows, ...over },
});

describe("approval workflow", () => {
  it("requires approval for high-risk contracts by default", () => {
    expect(
      approvalFor({ overallRisk: "red", keyData: keyData(5000), enhanced: DEFAULT_ENHANCED_RISK_SETTINGS }),
    ).toEqual({
      required: true,
      reasons: ["High-risk contract"],
      autoApproved: false,
    });
    expect(
      approvalFor({ overallRisk: "amber", keyData: keyData(5000), enhanced: DEFAULT_ENHANCED_RISK_SETTINGS })
        .required,
    ).toBe(false);
  });

  it("adds high value at £1M when switched on, and auto-approves low risk when asked", () => {
    const highValue = approvalFor({
      overallRisk: "green",
      keyData: keyData(1_000_000),
      enhanced: workflows({ requireApprovalHighValue: true }),
    });
    expect(highValue.reasons).toEqual(["Contract value of £1M or more"]);
    const auto = approvalFor({
      overallRisk: "green",
      keyData: keyData(900),
      enhanced: workflows({ autoApproveLowRisk: true }),
    });
    expect(auto).toEqual({ required: false, reasons: [], autoApproved: true });
  });
});
