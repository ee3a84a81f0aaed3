import type { EnhancedRiskSettings } from "../common/risk-settings";
import type { KeyData, Rating } from "./types";

/** spec 02 §9: "high value" means £1M and above. */
export const HIGH_VALUE_THRESHOLD = 1_000_000;

export interface ApprovalStatus {
  required: boolean;
  reasons: string[];
  /** low-risk contracts pass without approval when the user's workflow says so */
  autoApproved: boolean;
}

/**
 * The user's approval workflow applied to this contract. "New vendor" approval needs the portfolio,
 * which the engine does not see, so it is left to the screens that know the vendors.
 */
export function approvalFor(options: {
  overallRisk: Rating;
  keyData: KeyData;
  enhanced: EnhancedRiskSettings;
}): ApprovalStatus {
  const rules = options.enhanced.approvalWorkflows;
  const reasons: string[] = [];
  if (rules.requireApprovalHighRisk && options.overallRisk === "red") reasons.push("High-risk contract");
  if (rules.requireApprovalHighValue && (options.keyData.value ?? 0) >= HIGH_VALUE_THRESHOLD) {
    reasons.push("Contract value of £1M or more");
  }
  const autoApproved = reasons.length === 0 && rules.autoApproveLowRisk && options.overallRisk === "green";
  return { required: reasons.length > 0, reasons, autoApproved };
}
