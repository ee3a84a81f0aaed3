import {
  type ContractHealth,
  HEALTH_RECOMMENDATIONS,
  type HealthLevel,
  type PriorityLabel,
  type TopPriority,
} from "../common/contract-health";
import { andList } from "../common/format";
import type { EnhancedRiskSettings } from "../common/risk-settings";
import { isNotApplicable } from "../common/term-status";
import { finding, missing, riskFromRating } from "./advanced/util";
import { type ApprovalStatus, approvalFor } from "./approval";
import type { Doc } from "./doc";
import type {
  AdvancedCategory,
  AdvancedClause,
  ClauseSummary,
  EnhancedRisk,
  KeyData,
  Rating,
  TermBlock,
} from "./types";

/**
 * One risk story: the overall level, the health score, the approval, the top priorities and the counts
 * of a contract all come from here, so the screen can never show "High risk" beside "8/10 low risk".
 *
 * Points (0-100, higher is riskier):
 *   base from the six key terms: any term red 80; two or more amber 50; else 10 per amber term (0 or 10);
 *   plus each clause finding outside the six terms: high +10, medium +3, together at most 40.
 * Level: high if any key term is red or the points reach 70; medium if two key terms are amber, any
 *   finding is high risk, or the points reach 40; else low. The points are then kept inside the band of
 *   the level (at least 40 for medium, 70 for high), and the health score is
 *   10 minus one per 10 points (never below 1): 7-10 is low risk, 4-6 medium, 1-3 high.
 */

export type KeyTermName = "payment" | "renewal" | "cancellation" | "indemnity" | "jurisdiction" | "service";

export interface KeyTerm {
  id: KeyTermName;
  block: TermBlock;
}

export interface RiskExplanation {
  level: string;
  health: string;
  approval: string;
  priorities: string;
  counts: string;
}

export interface RiskStory {
  level: Rating;
  /** the level from the six key terms alone */
  baseLevel: Rating;
  /** every rated finding the Clauses tab lists, each key term at most once, most serious first */
  findings: AdvancedClause[];
  enhancedRisk: EnhancedRisk;
  health: ContractHealth;
  priorities: TopPriority[];
  approval: ApprovalStatus;
  counts: Omit<ClauseSummary, "sophistication_score">;
  explanation: RiskExplanation;
}

const TERM_TITLES: Record<KeyTermName, string> = {
  payment: "Payment terms",
  renewal: "Renewal terms",
  cancellation: "Cancellation terms",
  indemnity: "Indemnity",
  jurisdiction: "Jurisdiction",
  service: "Service levels",
};

/** The clause categories in which a key term already appears in the findings. */
const TERM_CATEGORIES: Record<KeyTermName, AdvancedCategory[]> = {
  payment: ["payment_terms"],
  renewal: ["auto_renewal"],
  cancellation: ["termination_notice", "termination"],
  indemnity: ["indemnification"],
  jurisdiction: ["jurisdiction"],
  service: ["service_levels"],
};

/** Findings that restate a key term: the term's rating already counts, so they add no points. */
const COVERED_BY_TERMS = new Set<AdvancedCategory>([
  "payment_terms",
  "auto_renewal",
  "termination_notice",
  "indemnification",
  "jurisdiction",
  "service_levels",
]);

const BAND_FLOOR: Record<Rating, number> = { green: 0, amber: 40, red: 70 };
const ORDER = { high: 0, medium: 1, low: 2 } as const;
const LEVEL_WORDS: Record<Rating, string> = { green: "Low risk", amber: "Medium risk", red: "High risk" };
const HEALTH_LEVEL: Record<Rating, HealthLevel> = { green: "LOW", amber: "MEDIUM", red: "HIGH" };

export function riskStory(input: {
  doc: Doc;
  terms: KeyTerm[];
  findings: AdvancedClause[];
  keyData: KeyData;
  enhanced: EnhancedRiskSettings;
}): RiskStory {
  const rated = input.terms.filter((t) => !isNotApplicable(t.block));
  const findings = completeFindings(input.doc, rated, input.findings);

  const red = rated.filter((t) => t.block.favorabilityScore === "red");
  const amber = rated.filter((t) => t.block.favorabilityScore === "amber");
  const baseLevel: Rating = red.length > 0 ? "red" : amber.length >= 2 ? "amber" : "green";
  const baseScore = baseLevel === "red" ? 80 : baseLevel === "amber" ? 50 : 10 * amber.length;

  let added = 0;
  for (const f of findings) {
    if (COVERED_BY_TERMS.has(f.category)) continue;
    added += f.risk_level === "high" ? 10 : f.risk_level === "medium" ? 3 : 0;
  }
  const raw = Math.min(100, baseScore + Math.min(40, added));
  const highFindings = findings.filter((f) => f.risk_level === "high");
  const level: Rating =
    baseLevel === "red" || raw >= 70
      ? "red"
      : baseLevel === "amber" || raw >= 40 || highFindings.length > 0
        ? "amber"
        : "green";
  const score = Math.max(raw, BAND_FLOOR[level]);

  const counts: RiskStory["counts"] = {
    total_clauses_detected: findings.length,
    high_risk_clauses: highFindings.length,
    medium_risk_clauses: findings.filter((f) => f.risk_level === "medium").length,
    low_risk_clauses: findings.filter((f) => f.risk_level === "low").length,
  };
  const health = healthFor(level, score, counts);
  const priorities = prioritiesFor(level, findings);
  const approval = approvalFor({ overallRisk: level, keyData: input.keyData, enhanced: input.enhanced });

  return {
    level,
    baseLevel,
    findings,
    enhancedRisk: { risk_adjustment: score - baseScore, riskLevel: level, baseScore, score },
    health,
    priorities,
    approval,
    counts,
    explanation: {
      level: levelLine({ level, baseLevel, red, amber, highFindings, score }),
      health: `${health.score}/10 is 10 minus one for every 10 risk points (${score} here), never below 1: 7 to 10 is low risk, 4 to 6 medium, 1 to 3 high.`,
      approval: approvalLine(approval, level),
      priorities:
        priorities.length === 0
          ? "Nothing to prioritise: no finding is rated high or medium risk."
          : `The ${priorities.length === 1 ? "finding" : `${priorities.length} findings`} to deal with first: high risk before medium, the most certain first.`,
      counts: `${findings.length} ${findings.length === 1 ? "finding" : "findings"} rated: ${counts.high_risk_clauses} high, ${counts.medium_risk_clauses} medium and ${counts.low_risk_clauses} low risk, from ${input.doc.clauses.length} ${input.doc.clauses.length === 1 ? "section" : "sections"} of the document.`,
    },
  };
}

/**
 * Every amber or red key term appears once in the findings, so the reason for the overall level is
 * always in the list and in the counts (service levels and a missing payment or indemnity term have no
 * finding of their own otherwise). The result is ordered high, medium, low, in document order.
 */
function completeFindings(doc: Doc, rated: KeyTerm[], findings: AdvancedClause[]): AdvancedClause[] {
  const out = [...findings];
  for (const { id, block } of rated) {
    if (block.favorabilityScore === "green") continue;
    if (findings.some((f) => TERM_CATEGORIES[id].includes(f.category))) continue;
    const spec = {
      name: TERM_TITLES[id],
      category: TERM_CATEGORIES[id][0],
      subcategory: block.found ? "key_term" : "missing",
      risk: riskFromRating(block.favorabilityScore),
      confidence: Math.round(block.confidence * 100),
      whyItMatters: block.summary,
      askFor: block.recommendation,
      // the term's own proposal to the other party, already written with its clause reference
      proposal: block.proposal ? () => block.proposal as string : null,
    };
    out.push(block.found ? finding(doc, block.start, block.end, spec) : missing(spec));
  }
  const pos = (a: AdvancedClause) => (a.start < 0 ? Number.MAX_SAFE_INTEGER : a.start);
  out.sort((a, b) => ORDER[a.risk_level] - ORDER[b.risk_level] || pos(a) - pos(b));
  return out.map((a, i) => ({ ...a, id: `adv${i + 1}` }));
}

function healthFor(level: Rating, score: number, counts: RiskStory["counts"]): ContractHealth {
  const high = counts.high_risk_clauses;
  const recommendation =
    level === "green"
      ? HEALTH_RECOMMENDATIONS.suitable
      : high === 1
        ? HEALTH_RECOMMENDATIONS.addressCritical
        : level === "red" || high > 1
          ? HEALTH_RECOMMENDATIONS.legalReview
          : HEALTH_RECOMMENDATIONS.negotiate;
  return {
    score: Math.max(1, 10 - Math.floor(score / 10)),
    level: HEALTH_LEVEL[level],
    recommendation,
    highRiskCount: high,
    mediumRiskCount: counts.medium_risk_clauses,
    lowRiskCount: counts.low_risk_clauses,
  };
}

/** At most 3: high risk before medium, the most certain first; URGENT only on a high-risk contract. */
function prioritiesFor(level: Rating, findings: AdvancedClause[]): TopPriority[] {
  const byConfidence = (a: AdvancedClause, b: AdvancedClause) => b.confidence - a.confidence;
  const high = findings.filter((f) => f.risk_level === "high").sort(byConfidence);
  const medium = findings.filter((f) => f.risk_level === "medium").sort(byConfidence);
  return [...high, ...medium].slice(0, 3).map((f, i) => {
    const label: PriorityLabel =
      f.risk_level === "medium" ? "MEDIUM" : i === 0 && level === "red" ? "URGENT" : "HIGH";
    return {
      label,
      id: f.id,
      name: f.name,
      category: f.category,
      risk_level: f.risk_level,
      recommendation: f.recommendations[0] ?? null,
    };
  });
}

function levelLine(p: {
  level: Rating;
  baseLevel: Rating;
  red: KeyTerm[];
  amber: KeyTerm[];
  highFindings: AdvancedClause[];
  score: number;
}): string {
  const words = LEVEL_WORDS[p.level];
  const names = (terms: KeyTerm[]) => andList(terms.map((t) => TERM_TITLES[t.id].toLowerCase()));
  if (p.level === "red") {
    if (p.red.length > 0)
      return `${words} because the ${names(p.red)} ${p.red.length === 1 ? "rating is" : "ratings are"} high.`;
    return `${words} because the findings add up to ${p.score} risk points (70 or more is high).`;
  }
  if (p.level === "amber") {
    if (p.baseLevel === "amber")
      return `${words} because the ${names(p.amber)} ${p.amber.length === 1 ? "rating is" : "ratings are"} medium.`;
    if (p.highFindings.length > 0) {
      const n = p.highFindings.length;
      return `${words} because ${n === 1 ? `“${p.highFindings[0].name}” is` : `${n} findings are`} rated high risk, although no key term is.`;
    }
    return `${words} because the findings add up to ${p.score} risk points (40 or more is medium).`;
  }
  return `${words}: no key term or finding is rated high risk, and the findings add up to ${p.score} risk points (under 40).`;
}

function approvalLine(approval: ApprovalStatus, level: Rating): string {
  if (approval.required)
    return `Sign-off needed under your approval settings: ${approval.reasons.join("; ").toLowerCase()}.`;
  if (approval.autoApproved) return "Approved automatically: your approval settings pass low-risk contracts.";
  if (level === "red")
    return "No sign-off needed: your approval settings do not ask for it on high-risk contracts.";
  return "No sign-off needed under your approval settings.";
}
