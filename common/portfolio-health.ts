/** Portfolio health score of the predictive analytics page (spec 02 section 9). */
import { daysToNextRenewal, type PartialRenewalTerms } from "./renewal-status";

/** The fields of an executed contract that the analytics rules read. */
export interface PortfolioContract extends PartialRenewalTerms {
  id?: string | number;
  contractTitle?: string | null;
  contractValue?: number | string | null;
  currency?: string | null;
  /** Low | Medium | High; compared ignoring case. */
  overallRisk?: string | null;
  businessCritical?: string | null;
  spendLevel?: string | null;
}

export type HealthLabel = "Excellent" | "Good" | "Fair" | "Poor";

export interface PortfolioHealth {
  score: number;
  label: HealthLabel;
  /** Points taken off per rule, so the page can explain the score. */
  deductions: {
    highRisk: number;
    mediumRisk: number;
    renewalUnder30Days: number;
    renewalUnder14Days: number;
    businessCritical: number;
    highSpend: number;
  };
}

export const HEALTH_PENALTIES = {
  highRisk: 30,
  mediumRisk: 15,
  renewalUnder30Days: 20,
  renewalUnder14Days: 10,
  businessCritical: 5,
  highSpend: 5,
} as const;

const isLevel = (value: string | null | undefined, level: string) => value?.trim().toLowerCase() === level;

export function healthLabel(score: number): HealthLabel {
  if (score >= 80) return "Excellent";
  if (score >= 60) return "Good";
  if (score >= 40) return "Fair";
  return "Poor";
}

/**
 * Starts at 100 and takes points off per contract: High risk 30, Medium 15; renewal under 30 days 20 and
 * under 14 days a further 10 (a renewal date already passed counts as under 14 days); business-critical
 * High 5; spend level High 5. Never below 0.
 */
export function portfolioHealth(contracts: readonly PortfolioContract[], today: Date): PortfolioHealth {
  const deductions = {
    highRisk: 0,
    mediumRisk: 0,
    renewalUnder30Days: 0,
    renewalUnder14Days: 0,
    businessCritical: 0,
    highSpend: 0,
  };
  for (const contract of contracts) {
    if (isLevel(contract.overallRisk, "high")) deductions.highRisk += HEALTH_PENALTIES.highRisk;
    else if (isLevel(contract.overallRisk, "medium")) deductions.mediumRisk += HEALTH_PENALTIES.mediumRisk;
    const days = daysToNextRenewal(contract, today);
    if (days !== null && days < 30) deductions.renewalUnder30Days += HEALTH_PENALTIES.renewalUnder30Days;
    if (days !== null && days < 14) deductions.renewalUnder14Days += HEALTH_PENALTIES.renewalUnder14Days;
    if (isLevel(contract.businessCritical, "high"))
      deductions.businessCritical += HEALTH_PENALTIES.businessCritical;
    if (isLevel(contract.spendLevel, "high")) deductions.highSpend += HEALTH_PENALTIES.highSpend;
  }
  const total = Object.values(deductions).reduce((sum, points) => sum + points, 0);
  const score = Math.max(0, 100 - total);
  return { score, label: healthLabel(score), deductions };
}
