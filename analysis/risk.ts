import {
  DEFAULT_ENHANCED_RISK_SETTINGS,
  DEFAULT_RISK_THRESHOLDS,
  type EnhancedRiskSettings,
  type RiskThresholds,
} from "../common/risk-settings";
import type { Rating, Side } from "./types";

/**
 * Risk rules. Every rating is from the user's side (customer by default).
 *
 * Payment days (customer view, spec 02 section 9): more than `paymentTermsGreen` days is green, at or
 * below `paymentTermsRed` is red, in between amber. A supplier wants to be paid quickly, so for the
 * supplier side the scale is mirrored: at or below `paymentTermsRed` is green, more than
 * `paymentTermsGreen` is red.
 *
 * Notice days (renewal and termination): at or below `noticePeriodsGreen` green, at or above
 * `noticePeriodsRed` red, else amber.
 *
 * Indemnity: mutual and capped is green, one-sided (given by the user) and capped amber, unlimited
 * (given by the user, or mutual and uncapped) red. A one-sided indemnity given TO the user is green.
 * The preference moves the line: "one-sided-capped" accepts a capped one-sided indemnity given by the
 * user (green); "unlimited" tolerates unlimited indemnities (red becomes amber).
 *
 * Service levels: compared with the tier of the user's `serviceLevelRequirement`: uptime at or above
 * the tier is green, within 0.5 points below amber, lower red; a response time slower than the tier
 * makes a green rating amber.
 *
 * The overall level, health score and priorities are built from these ratings in `risk-story.ts`.
 */

export function thresholdsOrDefault(t?: RiskThresholds): RiskThresholds {
  return t ?? DEFAULT_RISK_THRESHOLDS;
}

export function enhancedOrDefault(e?: EnhancedRiskSettings): EnhancedRiskSettings {
  return e ?? DEFAULT_ENHANCED_RISK_SETTINGS;
}

export function ratePaymentDays(days: number, t: RiskThresholds, side: Side): Rating {
  if (side === "supplier") {
    if (days <= t.paymentTermsRed) return "green";
    if (days > t.paymentTermsGreen) return "red";
    return "amber";
  }
  if (days > t.paymentTermsGreen) return "green";
  if (days <= t.paymentTermsRed) return "red";
  return "amber";
}

export function rateNoticeDays(days: number, t: RiskThresholds): Rating {
  if (days <= t.noticePeriodsGreen) return "green";
  if (days >= t.noticePeriodsRed) return "red";
  return "amber";
}

export type IndemnityShape =
  | { kind: "none" }
  /** `capped`: the indemnity the user gives; `theirsCapped`: the one the other side gives */
  | { kind: "mutual"; capped: boolean; theirsCapped: boolean }
  | { kind: "given-to-user" }
  /**
   * `ownWrongOnly`: it covers only claims the user's own unlawful act or misconduct causes;
   * `taxOnly`: it covers only tax on the user's fees (a consultancy engaged outside payroll)
   */
  | { kind: "given-by-user"; capped: boolean; ownWrongOnly?: boolean; taxOnly?: boolean }
  | { kind: "unknown-party"; capped: boolean };

export function rateIndemnity(shape: IndemnityShape, t: RiskThresholds): Rating {
  let r: Rating;
  switch (shape.kind) {
    case "none":
      return "amber";
    case "given-to-user":
      return "green";
    case "mutual":
      r = shape.capped ? "green" : "red";
      break;
    case "given-by-user":
      r = shape.capped
        ? t.indemnityPreference === "one-sided-capped"
          ? "green"
          : "amber"
        : // claims only from the user's own unlawful acts are in the user's control
          shape.ownWrongOnly || shape.taxOnly
          ? "amber"
          : "red";
      break;
    case "unknown-party":
      r = shape.capped ? "amber" : "red";
      break;
  }
  if (t.indemnityPreference === "unlimited" && r === "red") r = "amber";
  return r;
}
