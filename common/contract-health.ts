/**
 * Contract health, top priorities and strong protections (spec 01 sections 2.10, 4 and 9): the shapes
 * and the browser's lists. Health and priorities are computed with the overall risk in
 * `analysis/risk-story.ts`, so they always agree.
 */

export type ClauseRisk = "high" | "medium" | "low";

/** The fields of a published advanced clause finding (common/api/analysis.ts) that the lists need. */
export interface HealthInput {
  id?: string;
  name: string;
  category: string;
  riskLevel: ClauseRisk;
  /** 0..1 */
  confidence: number;
  recommendations?: string[];
}

export type HealthLevel = "HIGH" | "MEDIUM" | "LOW";

export interface ContractHealth {
  /** 1-10: 7-10 on a low-risk contract, 4-6 medium, 1-3 high */
  score: number;
  /** the overall risk level of the contract */
  level: HealthLevel;
  recommendation: string;
  highRiskCount: number;
  mediumRiskCount: number;
  lowRiskCount: number;
}

export const HEALTH_RECOMMENDATIONS = {
  legalReview: "Legal review recommended before signing",
  addressCritical: "Address critical issue before signing",
  suitable: "Contract appears suitable for signing",
  negotiate: "Negotiate the medium-risk points before signing",
} as const;

export type PriorityLabel = "URGENT" | "HIGH" | "MEDIUM";

/** The engine's shape; the API publishes it camelCase (`topPrioritySchema` in common/api/analysis.ts). */
export interface TopPriority {
  label: PriorityLabel;
  id?: string;
  name: string;
  category: string;
  risk_level: ClauseRisk;
  /** the first recommendation of the clause, if any */
  recommendation: string | null;
}

/** 'Strong protections in place': low-risk clauses with confidence above 80%. */
export function strongProtections<T extends HealthInput>(clauses: readonly T[]): T[] {
  return clauses.filter((c) => c.riskLevel === "low" && c.confidence > 0.8);
}

/** 'Money-saving opportunities': medium-risk clauses that have recommendations. */
export function opportunities<T extends HealthInput>(clauses: readonly T[]): T[] {
  return clauses.filter((c) => c.riskLevel === "medium" && (c.recommendations?.length ?? 0) > 0);
}
