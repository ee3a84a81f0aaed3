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

/**
 * What the analysis says is wrong with the clause, in our voice and without what it would ask for:
 * "Clause 1.1 requires payment within 14 days" from "Clause 1.1 requires payment within 14 days; we
 * propose 90 days ...". It is the reason we give for wording that asks for something else than the
 * analysis's own figures (the user's, or drafted from their private concerns). Null when the analysis
 * asks for nothing, or words its position as one piece.
 */
export function termConcern(
  analysis: ContractAnalysis,
  termId: ReviewTermId | string,
  /** how the letter names the clause ("the Order Form's Payment Terms"), for a position that could only say "The contract" */
  ref?: string,
): string | null {
  const position = termPosition(analysis, termId);
  if (!position) return null;
  const at = position.search(/;\s+we\s+(?:propose|ask|would\s+like)\b/i);
  if (at <= 0) return null;
  const concern = position.slice(0, at).trim();
  const term = REVIEW_TERMS.find((t) => t.id === termId);
  const named = ref && term && analysis[term.block].found && !/^the\s+contract$/i.test(ref);
  return upperFirst(named ? concern.replace(/^the\s+contract\b(?!\s+(?:does|has)\s+no)/i, ref) : concern);
}

/** The sentence for a rejection we could not put a replacement position to. */
export const rejectionWithoutPosition = (ref: string) =>
  `${upperFirst(ref)} is not acceptable to us as drafted, and we would like to agree alternative wording.`;

/**
 * Our reason for wording whose figures are not the analysis's own: what the analysis found wrong with
 * the clause ("Clause 1.1 requires payment within 14 days; we propose the wording shown in its place"),
 * or, when it found nothing to say, `fallback`. `shown` says where the wording is ("below"). The
 * concerns the user typed are never quoted: they are private notes, often about their own weaknesses.
 */
export const reasonForWording = (concern: string | null, shown: string, fallback: string) =>
  concern ? `${concern}; we propose the wording ${shown}.` : fallback;

/** A rejection's fallback reason: the clause is not acceptable, and the wording is shown. */
export const rejectionWithWording = (ref: string, shown: string) =>
  `${upperFirst(ref)} is not acceptable to us as drafted; we propose the wording ${shown}.`;
