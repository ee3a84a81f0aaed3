import { upperFirst } from "../../analysis/advice/index";
import type { AdvancedClause, ContractAnalysis } from "../../analysis/types";
import { REVIEW_TERMS, type ReviewTermId } from "../../common/review-terms";
import { clauseRefFor } from "./table-row";

/**
 * What we ask the other party for, in the company's voice. The analysis writes it beside the
 * on-screen advice; analyses stored before it did get a neutral line instead of the old advice,
 * which was written to the user.
 */
export function termPosition(analysis: ContractAnalysis, termId: ReviewTermId | string): string | null {
  const term = REVIEW_TERMS.find((t) => t.id === termId);
  if (!term) return null;
  const block = analysis[term.block];
  if (block.proposal !== undefined) return block.proposal;
  if (block.favorabilityScore === "green") return null;
  return `We would like to discuss ${clauseRefFor(analysis.clauses, block.start, block.excerpt)} (${term.title.toLowerCase()}) before signing.`;
}

export function findingPosition(analysis: ContractAnalysis, finding: AdvancedClause): string | null {
  if (finding.proposal !== undefined) return finding.proposal;
  if (finding.risk_level === "low") return null;
  const ref = finding.missing
    ? "the contract"
    : clauseRefFor(analysis.clauses, finding.start, finding.excerpt);
  return `We would like to discuss ${ref} (${finding.name.toLowerCase()}) before signing.`;
}

const because = (reason: string | null | undefined) => (reason ? ` because ${reason}` : "");

/**
 * The sentence for a rejection we could not put a replacement position to, with the user's reason
 * (as a clause, see reasonClause) when they gave one.
 */
export const rejectionWithoutPosition = (ref: string, reason?: string | null) =>
  `${upperFirst(ref)} is not acceptable to us as drafted${because(reason)}, and we would like to agree alternative wording.`;

/**
 * The sentence for a rejection whose wording is not the position the analysis states (the user's
 * reason asked for something else), with that reason; `shown` says where the wording is ("below").
 */
export const rejectionWithWording = (ref: string, reason: string | null | undefined, shown: string) =>
  `${upperFirst(ref)} is not acceptable to us as drafted${because(reason)}; we propose the wording ${shown}.`;
