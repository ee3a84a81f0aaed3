/** Portfolio health score of the predictive analytics page (spec 02 section 9). */
import { type PartialRenewalTerms, renewalStatus, termsOf } from "./renewal-status";

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
  /** Contracts the score is the average of (those still running). */
  counted: number;
  /** Contracts left out because they ended without renewing. */
  ended: number;
  /** Contracts each rule applies to. */
  counts: Record<keyof typeof HEALTH_PENALTIES, number>;
  /** Points each rule takes off the average (rounded to one decimal), so the page can explain the score. */
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
 * Each contract that is still running starts at 100 and loses points: High risk 30, Medium 15; next
 * renewal (rolled forward for auto-renewing contracts) under 30 days 20 and under 14 days a further 10;
 * business-critical High 5; spend level High 5. The score is the average over those contracts, so a
 * large portfolio is not pushed to 0 by its size. A contract that has ended without renewing is left
 * out (it needs a decision, not a risk rating). An empty portfolio scores 100.
 */
export function portfolioHealth(contracts: readonly PortfolioContract[], today: Date): PortfolioHealth {
  const counts = {
    highRisk: 0,
    mediumRisk: 0,
    renewalUnder30Days: 0,
    renewalUnder14Days: 0,
    businessCritical: 0,
    highSpend: 0,
  };
  let ended = 0;
  for (const contract of contracts) {
    const status = renewalStatus(termsOf(contract), today);
    if (status.on.ended) {
      ended += 1;
      continue;
    }
    if (isLevel(contract.overallRisk, "high")) counts.highRisk += 1;
    else if (isLevel(contract.overallRisk, "medium")) counts.mediumRisk += 1;
    const days = status.daysLeft;
    if (days !== null && days < 30) counts.renewalUnder30Days += 1;
    if (days !== null && days < 14) counts.renewalUnder14Days += 1;
    if (isLevel(contract.businessCritical, "high")) counts.businessCritical += 1;
    if (isLevel(contract.spendLevel, "high")) counts.highSpend += 1;
  }
  const counted = contracts.length - ended;
  const keys = Object.keys(counts) as (keyof typeof counts)[];
  const average = (key: keyof typeof counts) =>
    counted === 0 ? 0 : (counts[key] * HEALTH_PENALTIES[key]) / counted;
  const deductions = Object.fromEntries(
    keys.map((key) => [key, Math.round(average(key) * 10) / 10]),
  ) as PortfolioHealth["deductions"];
  const score = Math.max(0, Math.round(100 - keys.reduce((sum, key) => sum + average(key), 0)));
  return { score, label: healthLabel(score), counted, ended, counts, deductions };
}
