import type { Doc } from "./doc";
import type { AdvancedClause, ClauseSummary } from "./types";

/**
 * Clause summary of spec 01 section 2.10. The sophistication score (0-100) measures how complete and
 * carefully drafted the contract is: 5 points per advanced category present in the text (17
 * categories, up to 85) plus up to 15 points for structure (numbered clauses with headings).
 */
export function summariseClauses(doc: Doc, advanced: AdvancedClause[]): ClauseSummary {
  const present = advanced.filter((a) => !a.missing);
  const categories = new Set(present.map((a) => a.category));
  const numbered = doc.clauses.filter((c) => c.number !== null).length;
  const headed = doc.clauses.filter((c) => c.heading !== null).length;
  const structure = Math.min(10, Math.floor(numbered / 3)) + Math.min(5, Math.floor(headed / 3));
  return {
    total_clauses_detected: doc.clauses.length,
    high_risk_clauses: advanced.filter((a) => a.risk_level === "high").length,
    medium_risk_clauses: advanced.filter((a) => a.risk_level === "medium").length,
    low_risk_clauses: advanced.filter((a) => a.risk_level === "low").length,
    sophistication_score: Math.min(100, categories.size * 5 + structure),
  };
}
