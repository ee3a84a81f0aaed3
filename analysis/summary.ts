import type { Doc } from "./doc";
import type { AdvancedClause } from "./types";

/**
 * The sophistication score of spec 01 section 2.10 (0-100): how complete and carefully drafted the
 * contract is. 5 points per advanced category present in the text (up to 85) plus up to 15 points for
 * structure (numbered clauses with headings). The risk counts beside it come from `risk-story.ts`.
 */
export function sophisticationScore(doc: Doc, advanced: AdvancedClause[]): number {
  const categories = new Set(advanced.filter((a) => !a.missing).map((a) => a.category));
  const numbered = doc.clauses.filter((c) => c.number !== null).length;
  const headed = doc.clauses.filter((c) => c.heading !== null).length;
  const structure = Math.min(10, Math.floor(numbered / 3)) + Math.min(5, Math.floor(headed / 3));
  return Math.min(100, categories.size * 5 + structure);
}
