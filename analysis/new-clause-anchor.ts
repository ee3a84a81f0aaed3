import type { Clause } from "./types";

/**
 * Where the signing part of a contract begins: nothing new is added after it. Schedules count only
 * as a heading at the start of a line ("SCHEDULE 1"), not a mention in the text ("described in
 * Schedule 1").
 */
const SIGNING_RE =
  /\b(?:in\s+witness\s+whereof|signed\s+(?:for\s+and\s+)?(?:on\s+behalf\s+of|by)|signed\s+for\b|executed\s+as\s+a\s+deed|signature\s+page)|^[ \t]*(?:schedule\s+1|appendix\s+a|annex\s+a)\b/gim;

/** The first signing marker in the last two thirds of the text (an early one is a cover note or a mention). */
function signingStart(text: string): number {
  for (const m of text.matchAll(SIGNING_RE)) if ((m.index ?? 0) > text.length / 3) return m.index ?? -1;
  return -1;
}

/**
 * The paragraph a clause the contract lacks goes after: the last paragraph of the last numbered
 * clause before the signatures and schedules. Null when the contract has no numbered clause there.
 */
export function newClauseAnchor(
  text: string,
  clauses: readonly Clause[],
): { start: number; end: number } | null {
  const signing = signingStart(text);
  const limit = signing >= 0 ? signing : text.length;
  const last = [...clauses].reverse().find((c) => c.number !== null && c.start < limit);
  if (!last) return null;
  const end = Math.min(last.end, limit);
  const body = text.slice(last.start, end);
  const lines = body.split("\n");
  let offset = body.length;
  for (let i = lines.length - 1; i >= 0; i--) {
    offset -= lines[i].length;
    const trimmed = lines[i].trim();
    if (trimmed !== "") {
      const start = last.start + offset + lines[i].indexOf(trimmed);
      return { start, end: start + trimmed.length };
    }
    offset -= 1;
  }
  return null;
}

/** The highest top-level clause number at or before `at` ("11" for clause 11.1), 0 when none: an added clause follows it. */
export function lastClauseNumber(clauses: readonly Clause[], at: number): number {
  let top = 0;
  for (const c of clauses) {
    const n = c.start <= at ? /^(?:(?:clause|section|article)\s+)?(\d+)/i.exec(c.number ?? "") : null;
    if (n) top = Math.max(top, Number(n[1]));
  }
  return top;
}
