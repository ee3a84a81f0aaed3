/** The points one contract takes off the portfolio health score, with the rule behind each (spec 02 section 9). */
import type { ExecutedContract } from "../../../common/portfolio";
import { portfolioHealth } from "../../../common/portfolio-health";

export interface HealthDeduction {
  reason: string;
  points: number;
}

const REASONS = {
  highRisk: "Rated high risk",
  mediumRisk: "Rated medium risk",
  renewalUnder30Days: "Renews in under 30 days",
  renewalUnder14Days: "Renews in under 14 days (a further deduction)",
  businessCritical: "Business critical: High",
  highSpend: "Spend level: High",
} as const;

/** "High risk because the indemnity rating is high.": why the engine gave the rating the contract still has */
export function riskReason(contract: ExecutedContract): string | null {
  const kept = contract.keyTerms?.riskReasonFor === contract.overallRisk;
  return kept ? (contract.keyTerms?.riskReason ?? null) : null;
}

export function healthContribution(contract: ExecutedContract, today: Date): HealthDeduction[] {
  const { deductions } = portfolioHealth([contract], today);
  const because = /\bbecause\b.*[^.]/.exec(riskReason(contract) ?? "")?.[0];
  return (Object.keys(REASONS) as (keyof typeof REASONS)[])
    .filter((key) => deductions[key] > 0)
    .map((key) => ({
      reason:
        because && (key === "highRisk" || key === "mediumRisk") ? `${REASONS[key]} ${because}` : REASONS[key],
      points: deductions[key],
    }));
}
