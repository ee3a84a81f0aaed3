import {
  DEFAULT_ENHANCED_RISK_SETTINGS,
  DEFAULT_RISK_THRESHOLDS,
  type EnhancedRiskSettings,
  type RiskThresholds,
  serviceLevelTiers,
} from "../common/risk-settings";
import type { AdvancedClause, EnhancedRisk, Rating, Side, TermBlock } from "./types";

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
 * Overall risk from the six terms (the "base" risk):
 *   red   if any term is red;
 *   amber if two or more terms are amber;
 *   green otherwise.
 *
 * Advanced findings then adjust it (see `enhancedRisk`): the base rating becomes a score (green 20,
 * amber 50, red 80); each high-risk advanced finding adds 10 points and each medium one 3, capped at
 * 40 points in total; findings already covered by the six terms (payment, renewal, termination notice,
 * indemnity, jurisdiction) add nothing. The final score (max 100) is red at 70 or more, amber at 40 or
 * more, else green, and the overall risk is the worse of the base rating and that level: advanced
 * findings can push the overall risk up, never down.
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
  | { kind: "mutual"; capped: boolean }
  | { kind: "given-to-user" }
  | { kind: "given-by-user"; capped: boolean }
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
      r = shape.capped ? (t.indemnityPreference === "one-sided-capped" ? "green" : "amber") : "red";
      break;
    case "unknown-party":
      r = shape.capped ? "amber" : "red";
      break;
  }
  if (t.indemnityPreference === "unlimited" && r === "red") r = "amber";
  return r;
}

export function rateServiceLevel(
  uptime: number | null,
  responseHours: number | null,
  enhanced: EnhancedRiskSettings,
): Rating {
  const tier = serviceLevelTiers[enhanced.serviceLevelRequirement];
  let r: Rating = "amber";
  if (uptime !== null) {
    if (uptime >= tier.uptimePercent) r = "green";
    else if (uptime >= tier.uptimePercent - 0.5) r = "amber";
    else r = "red";
  } else if (responseHours !== null) {
    r = responseHours <= tier.responseHours ? "green" : "amber";
  }
  if (r === "green" && responseHours !== null && responseHours > tier.responseHours) r = "amber";
  return r;
}

/** Base overall risk from the six term ratings (rule documented above). */
export function overallFromTerms(terms: TermBlock[]): Rating {
  if (terms.some((t) => t.favorabilityScore === "red")) return "red";
  const amber = terms.filter((t) => t.favorabilityScore === "amber").length;
  return amber >= 2 ? "amber" : "green";
}

const BASE_SCORE: Record<Rating, number> = { green: 20, amber: 50, red: 80 };
const COVERED_BY_TERMS = new Set([
  "payment_terms",
  "auto_renewal",
  "termination_notice",
  "indemnification",
  "jurisdiction",
]);

export function enhancedRisk(base: Rating, advanced: AdvancedClause[]): EnhancedRisk {
  let adj = 0;
  for (const a of advanced) {
    if (COVERED_BY_TERMS.has(a.category)) continue;
    if (a.risk_level === "high") adj += 10;
    else if (a.risk_level === "medium") adj += 3;
  }
  adj = Math.min(40, adj);
  const baseScore = BASE_SCORE[base];
  const score = Math.min(100, baseScore + adj);
  const level: Rating = score >= 70 ? "red" : score >= 40 ? "amber" : "green";
  return { risk_adjustment: adj, riskLevel: worse(base, level), baseScore, score };
}

export function worse(a: Rating, b: Rating): Rating {
  const order: Rating[] = ["green", "amber", "red"];
  return order[Math.max(order.indexOf(a), order.indexOf(b))];
}
