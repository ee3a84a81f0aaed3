import type { Clause } from "./types";

/** Where the signing part of a contract begins: nothing new is added after it. */
const SIGNING_RE =
  /\b(?:in\s+witness\s+whereof|signed\s+(?:for\s+and\s+)?(?:on\s+behalf\s+of|by)|signed\s+for\b|executed\s+as\s+a\s+deed|signature\s+page|schedule\s+1\b|appendix\s+a\b|annex\s+a\b)/i;

/**
 * The paragraph a clause the contract lacks goes after: the last paragraph of the last numbered
 * clause before the signatures and schedules. Null when the contract has no numbered clause there.
 */
export function newClauseAnchor(
  text: string,
  clauses: readonly Clause[],
): { start: number; end: number } | null {
  const signing = text.search(SIGNING_RE);
  const limit = signing >= 0 && signing > text.length / 3 ? signing : text.length;
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
