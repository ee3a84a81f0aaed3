import type { ContractAnalysis, TermBlock } from "../../analysis/types";
import { CLAUSE_NUMBER_RE } from "../../common/clause-number";
import { tableRow } from "./table-row";

type Span = { start: number; end: number };

/** A term as the analysis quotes it, with the other sentences it rests on (renewal notice, for one). */
export type TermSpans = Pick<TermBlock, "found" | "start" | "end" | "evidence"> & {
  noticeEvidence?: Span[];
  noticeSentence?: Span;
};

export interface ReplacedSpan {
  /** where the replaced text begins, its clause number or table row label included */
  from: number;
  /** where the words to change begin: after the clause number, or after a table row's label */
  start: number;
  end: number;
  /** the label of the table row the term is the value of */
  label: string | null;
  /** the clause number that stays in front ("2.2 "), or "" */
  number: string;
  /** other sentences of the same clause that state the term, not next to the words replaced: deleted */
  apart: Span[];
}

/** The innermost clause holding `at`. */
function clauseAt(analysis: ContractAnalysis, at: number): Span | null {
  return [...analysis.clauses].reverse().find((c) => c.start <= at && at < c.end) ?? null;
}

/**
 * What new wording for a term replaces. The quoted sentence alone, unless `whole`: then every sentence
 * of the same clause that the term's evidence covers goes too ("2.2 ... renews unless the Customer gives
 * 30 days' notice. The Supplier may only prevent a renewal by giving twelve months' notice." is one
 * renewal term), so the clause cannot say both the old and the new. Sentences next to the quoted one
 * are replaced with it; one with other words between is returned in `apart`, to be deleted.
 */
export function replacedSpan(
  analysis: ContractAnalysis,
  text: string,
  block: TermSpans,
  whole: boolean,
): ReplacedSpan {
  let first = block.start;
  let last = block.end;
  const apart: Span[] = [];
  const clause = whole ? clauseAt(analysis, block.start) : null;
  if (clause) {
    const covered = [
      ...(block.evidence ?? []),
      ...(block.noticeEvidence ?? []),
      ...(block.noticeSentence ? [block.noticeSentence] : []),
    ]
      .filter((s) => s.end > s.start && s.start >= clause.start && s.end <= clause.end)
      .filter((s) => s.end <= block.start || s.start >= block.end)
      .sort((a, b) => a.start - b.start);
    const gap = (from: number, to: number) => from <= to && text.slice(from, to).trim() === "";
    // grow over neighbours on either side (a covered sentence may sit before the quoted one)
    let grew = true;
    while (grew) {
      grew = false;
      for (const s of covered) {
        if (s.start >= last && gap(last, s.start)) {
          last = s.end;
          grew = true;
        } else if (s.end <= first && gap(s.end, first)) {
          first = s.start;
          grew = true;
        }
      }
    }
    for (const s of covered) {
      const inside = s.start >= first && s.end <= last;
      if (!inside && !apart.some((a) => a.start < s.end && s.start < a.end)) apart.push(s);
    }
  }
  const quoted = text.slice(first, last);
  const row = tableRow(quoted);
  // the clause number stays: only the words after it are changed
  const number = row ? "" : (CLAUSE_NUMBER_RE.exec(quoted)?.[0] ?? "");
  return {
    from: first,
    start: first + (row ? row.valueAt : number.length),
    end: last,
    label: row?.label ?? null,
    number,
    apart,
  };
}

/** The words a span replaces as the other party reads them: the cells of a row run on, not tab-separated. */
export const replacedWording = (text: string, span: Pick<ReplacedSpan, "start" | "end">) =>
  text
    .slice(span.start, span.end)
    .replace(/[ ]*\t[\t ]*/g, " ")
    .trim();
