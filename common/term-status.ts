/**
 * Term review status (spec 01 section 4): the NOT APPLICABLE rule, the favorability to risk mapping
 * and review progress. Pure, browser-safe (no Node imports).
 */

export type Favorability = "green" | "amber" | "red";
export type TermRisk = "high" | "medium" | "low";
export type TermDecision = "accept" | "reject" | "propose";

/** Phrases that mark a term as not applicable (matched case-insensitively, as whole words). */
export const NOT_APPLICABLE_PHRASES = [
  "not applicable",
  "n/a",
  "no renewal",
  "no auto-renewal",
  "no automatic renewal",
  "one-time service",
  "fixed term only",
  "no renewal provision",
] as const;

const NOT_APPLICABLE_RE = new RegExp(
  `(?:^|[^a-z0-9])(?:${NOT_APPLICABLE_PHRASES.map((p) => p.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")).join("|")})(?![a-z0-9])`,
  "i",
);

/** True when the term's excerpt or summary says the term does not apply to this contract. */
export function isNotApplicable(term: { excerpt?: string | null; summary?: string | null }): boolean {
  return NOT_APPLICABLE_RE.test(term.excerpt ?? "") || NOT_APPLICABLE_RE.test(term.summary ?? "");
}

/** Favorability red is high risk, amber medium, anything else low. */
export function riskFromFavorability(favorability: string | null | undefined): TermRisk {
  if (favorability === "red") return "high";
  if (favorability === "amber") return "medium";
  return "low";
}

export type TermStatus = "pending" | "accepted" | "rejected" | "proposed" | "not_applicable";

export function termStatus(
  term: { excerpt?: string | null; summary?: string | null },
  decision?: TermDecision | null,
): TermStatus {
  if (decision === "accept") return "accepted";
  if (decision === "reject") return "rejected";
  if (decision === "propose") return "proposed";
  return isNotApplicable(term) ? "not_applicable" : "pending";
}

export interface ReviewProgress {
  /** terms decided or not applicable */
  reviewed: number;
  /** of those, terms that do not apply and were not decided */
  notApplicable: number;
  total: number;
  /** 0-100, rounded */
  percent: number;
}

/**
 * Progress = (decided + not-applicable terms) / total terms. A not-applicable term that also has a
 * decision is counted once.
 */
export function reviewProgress(
  terms: ReadonlyArray<{ excerpt?: string | null; summary?: string | null; decision?: TermDecision | null }>,
): ReviewProgress {
  const total = terms.length;
  let reviewed = 0;
  let notApplicable = 0;
  for (const t of terms) {
    if (t.decision || isNotApplicable(t)) reviewed++;
    if (!t.decision && isNotApplicable(t)) notApplicable++;
  }
  return {
    reviewed,
    notApplicable,
    total,
    percent: total === 0 ? 0 : Math.round((reviewed / total) * 100),
  };
}
