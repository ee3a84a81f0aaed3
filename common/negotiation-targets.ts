import { type RiskThresholds, type ServiceLevel, serviceLevelTiers } from "./risk-settings";

/**
 * The positions the user asks for, from their risk thresholds (spec 02 section 9). The on-screen
 * advice, the counterparty proposals and the clause library all take their figures from here, so
 * what the screen recommends is what the drafted wording says.
 */

/** Payment periods businesses actually write into contracts. */
const USUAL_PAYMENT_DAYS = [0, 7, 14, 21, 30, 45, 60, 90, 120, 180];

export type Side = "customer" | "supplier";

/**
 * Days to pay the user asks for. A customer's settings call a period low risk when it is MORE than
 * the green value, so the target is the first usual period above it (60 -> 90), never the green value
 * itself. A supplier is low risk at or below the red value, so it asks for exactly that.
 */
export function preferredPaymentDays(side: Side, t: RiskThresholds): number {
  if (side === "supplier") return t.paymentTermsRed;
  return USUAL_PAYMENT_DAYS.find((d) => d > t.paymentTermsGreen) ?? t.paymentTermsGreen + 1;
}

/** The least a user should settle for: out of their high-risk band (customer above red, supplier at or below green). */
export function fallbackPaymentDays(side: Side, t: RiskThresholds): number {
  if (side === "supplier") return t.paymentTermsGreen;
  return USUAL_PAYMENT_DAYS.find((d) => d > t.paymentTermsRed) ?? t.paymentTermsRed + 1;
}

/** Notice the user should have to give (to stop a renewal or to end the contract): at or below green is low risk. */
export function preferredNoticeDays(t: RiskThresholds): number {
  return t.noticePeriodsGreen;
}

/** Notice the user should receive when the other side may end the contract: the length the settings call long. */
export function noticeToReceiveDays(t: RiskThresholds): number {
  return t.noticePeriodsRed;
}

/** The service levels of the user's tier. */
export function serviceTargets(level: ServiceLevel) {
  const tier = serviceLevelTiers[level];
  return { uptimePercent: tier.uptimePercent, responseHours: tier.responseHours };
}

/** "30 minutes", "1 hour", "8 hours". */
export function hoursText(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} minutes`;
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

/** The market's usual floor for a warranty period on services and software, in days. */
export const WARRANTY_DAYS = 90;
/** Years confidentiality should survive the contract. */
export const CONFIDENTIALITY_YEARS = 5;
/** Months of charges a liability cap should be worth, at least. */
export const LIABILITY_CAP_MONTHS = 12;
/** Longest usual non-solicitation period after the contract, in months. */
export const NON_SOLICITATION_MONTHS = 12;
/** Days a force majeure event may last before the other party may end the contract. */
export const FORCE_MAJEURE_DAYS = 30;
