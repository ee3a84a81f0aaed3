/**
 * Contract health, top priorities and strong protections (spec 01 sections 2.10, 4 and 9).
 * Pure functions used by the analysis engine, the server and the browser.
 */

export type ClauseRisk = "high" | "medium" | "low";

/** The fields of an advanced clause finding that health needs. */
export interface HealthInput {
  id?: string;
  name: string;
  category: string;
  risk_level: ClauseRisk;
  /** 0-100 */
  confidence: number;
  recommendations?: string[];
}

export type HealthLevel = "HIGH" | "MEDIUM" | "LOW";

export interface ContractHealth {
  /** 1-10: 10 minus 2 per high-risk clause, never below 1 */
  score: number;
  /** HIGH with 3 or more high-risk clauses, MEDIUM with 1 or 2, else LOW */
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
} as const;

export function contractHealth(clauses: readonly HealthInput[]): ContractHealth {
  let high = 0;
  let medium = 0;
  let low = 0;
  for (const c of clauses) {
    if (c.risk_level === "high") high++;
    else if (c.risk_level === "medium") medium++;
    else low++;
  }
  const score = Math.max(1, 10 - 2 * high);
  const level: HealthLevel = high >= 3 ? "HIGH" : high >= 1 ? "MEDIUM" : "LOW";
  const recommendation =
    high >= 2
      ? HEALTH_RECOMMENDATIONS.legalReview
      : high === 1
        ? HEALTH_RECOMMENDATIONS.addressCritical
        : HEALTH_RECOMMENDATIONS.suitable;
  return { score, level, recommendation, highRiskCount: high, mediumRiskCount: medium, lowRiskCount: low };
}

export type PriorityLabel = "URGENT" | "HIGH" | "MEDIUM";

export interface TopPriority {
  label: PriorityLabel;
  id?: string;
  name: string;
  category: string;
  risk_level: ClauseRisk;
  /** the first recommendation of the clause, if any */
  recommendation: string | null;
}

/**
 * At most 3 priorities: high-risk clauses first, then medium-risk ones, each group in the given order
 * (the engine lists findings most important first, and sorting is stable on confidence).
 *
 * Our reading of the labels, which the spec names but does not define: the first high-risk clause is
 * URGENT (the one thing to fix before signing), any further high-risk clause is HIGH, and a
 * medium-risk clause is MEDIUM. With no high-risk clause there is no URGENT item.
 */
export function topPriorities(clauses: readonly HealthInput[], max = 3): TopPriority[] {
  const byConfidence = (a: HealthInput, b: HealthInput) => b.confidence - a.confidence;
  const high = clauses.filter((c) => c.risk_level === "high").sort(byConfidence);
  const medium = clauses.filter((c) => c.risk_level === "medium").sort(byConfidence);
  const out: TopPriority[] = [];
  for (const [i, c] of [...high, ...medium].entries()) {
    if (out.length >= max) break;
    const label: PriorityLabel = c.risk_level === "high" ? (i === 0 ? "URGENT" : "HIGH") : "MEDIUM";
    out.push({
      label,
      ...(c.id !== undefined ? { id: c.id } : {}),
      name: c.name,
      category: c.category,
      risk_level: c.risk_level,
      recommendation: c.recommendations?.[0] ?? null,
    });
  }
  return out;
}

/** 'Strong protections in place': low-risk clauses with confidence above 80. */
export function strongProtections<T extends HealthInput>(clauses: readonly T[]): T[] {
  return clauses.filter((c) => c.risk_level === "low" && c.confidence > 80);
}

/** 'Money-saving opportunities': medium-risk clauses that have recommendations. */
export function opportunities<T extends HealthInput>(clauses: readonly T[]): T[] {
  return clauses.filter((c) => c.risk_level === "medium" && (c.recommendations?.length ?? 0) > 0);
}
