import type { AdvancedClause } from "../../../../common/api/analysis";
import type { ReviewTerm } from "../../../../common/review-terms";
import { riskDisplay } from "../../../../common/risk-display";
import { hasOffsets } from "./clause-format";
import type { HighlightSpec, HighlightTone } from "./highlight-segments";
import { CLAUSE_HIGHLIGHT_PREFIX } from "./use-selection";

/** "renewal~1": the first other sentence of the renewal term */
export const RELATED_HIGHLIGHT_SEPARATOR = "~";

/** Whether the term's words are marked in the contract text (found, with a real position). */
export const isHighlighted = (term: ReviewTerm) => term.found && term.start >= 0 && term.end > term.start;

/**
 * Every found term is highlighted in its traffic-light colour, with the other sentences it rests on
 * (the renewal notice in another clause); terms not found are not.
 */
export function termHighlights(terms: readonly ReviewTerm[], text: string): HighlightSpec[] {
  return terms.filter(isHighlighted).flatMap((term): HighlightSpec[] => {
    const tone: HighlightTone = term.status === "not_applicable" ? "na" : term.riskLevel;
    const rating = riskDisplay(tone).label;
    return [
      {
        id: term.id,
        label: `${term.title}, ${rating}. Select to review this term.`,
        start: term.start,
        end: term.end,
        excerpt: term.excerpt,
        tone,
      },
      ...term.related.map((span, index) => ({
        id: `${term.id}${RELATED_HIGHLIGHT_SEPARATOR}${index + 1}`,
        selects: term.id,
        label: `${term.title}: ${span.what}, ${rating}. Select to review this term.`,
        start: span.start,
        end: span.end,
        excerpt: text.slice(span.start, span.end),
        tone,
      })),
    ];
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
