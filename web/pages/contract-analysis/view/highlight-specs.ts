import type { AdvancedClause } from "../../../../common/api/analysis";
import type { ReviewTerm } from "../../../../common/review-terms";
import { riskDisplay } from "../../../../common/risk-display";
import { hasOffsets } from "./clause-format";
import type { HighlightSpec } from "./highlight-segments";
import { CLAUSE_HIGHLIGHT_PREFIX } from "./use-selection";

/** Whether the term's words are marked in the contract text (found, with a real position). */
export const isHighlighted = (term: ReviewTerm) => term.found && term.start >= 0 && term.end > term.start;

/** Every found term is highlighted in its traffic-light colour; terms not found are not. */
export function termHighlights(terms: readonly ReviewTerm[]): HighlightSpec[] {
  return terms.filter(isHighlighted).map((term) => {
    const tone = term.status === "not_applicable" ? "na" : term.riskLevel;
    return {
      id: term.id,
      label: `${term.title}, ${riskDisplay(tone).label}. Select to review this term.`,
      start: term.start,
      end: term.end,
      excerpt: term.excerpt,
      tone,
    };
  });
}

/** The clause chosen in the Clauses tab, shown on top of the term highlights while it is selected. */
export function clauseHighlight(clause: AdvancedClause | undefined): HighlightSpec[] {
  if (!clause || !hasOffsets(clause)) return [];
  return [
    {
      id: `${CLAUSE_HIGHLIGHT_PREFIX}${clause.id}`,
      label: `${clause.name}, ${riskDisplay(clause.riskLevel).label}.`,
      start: clause.start,
      end: clause.end,
      excerpt: clause.excerpt,
      tone: clause.riskLevel,
    },
  ];
}
