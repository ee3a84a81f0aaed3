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

/** The heading words of the section a new clause on each term belongs in ("4. Term and Termination"). */
const SECTION_TOPICS: Record<string, RegExp> = {
  cancellation: /\bterminat/i,
  renewal: /\b(?:term|duration|renewal)\b/i,
  payment: /\b(?:fees?|charges?|payments?|prices?)\b/i,
  indemnity: /\bindemn/i,
  jurisdiction: /\b(?:governing\s+law|disputes?|jurisdiction)\b/i,
  service: /\bservice\s+levels?\b/i,
};

const TOP_NUMBER_RE = /^(?:(?:section|clause|article)\s+)?(\d+)\.?$/i;

export interface NewClausePlace {
  /** the paragraph the new clause follows */
  anchor: { start: number; end: number };
  /** "4.4" inside its section, "11" as a clause of its own */
  number: string;
  /** true when it joins an existing section as its next paragraph (no heading of its own) */
  inSection: boolean;
}

/** The last non-blank line of [start, end), as an anchor. */
function lastLine(text: string, start: number, end: number): { start: number; end: number } | null {
  const body = text.slice(start, end);
  const trimmedEnd = body.trimEnd();
  if (!trimmedEnd) return null;
  const lineStart = trimmedEnd.lastIndexOf("\n") + 1;
  const line = trimmedEnd.slice(lineStart);
  const lead = line.length - line.trimStart().length;
  return { start: start + lineStart + lead, end: start + trimmedEnd.length };
}

/**
 * Where a clause the contract lacks goes, and its number: as the next numbered paragraph of the
 * section whose heading names its topic ("4.4" after "4.3" under "Term and Termination"), else as a
 * new clause after the last one. `added` counts what earlier new clauses took, by place.
 */
export function newClausePlace(
  text: string,
  clauses: readonly Clause[],
  termId: string,
  added: Map<string, number>,
): NewClausePlace | null {
  const signing = signingStart(text);
  const limit = signing >= 0 ? signing : text.length;
  const topic = SECTION_TOPICS[termId];
  const heads = clauses.filter(
    (c) => c.start < limit && c.heading && c.number && TOP_NUMBER_RE.test(c.number.trim()),
  );
  const section = topic ? heads.find((c) => topic.test(c.heading ?? "")) : undefined;
  if (section) {
    const n = TOP_NUMBER_RE.exec(section.number!.trim())![1];
    const next = heads.find((c) => c.start > section.start);
    const sub = new RegExp(`^${n}\\.(\\d+)$`);
    const subs = clauses.filter(
      (c) =>
        c.start > section.start &&
        (!next || c.start < next.start) &&
        c.start < limit &&
        sub.test(c.number ?? ""),
    );
    // the anchor is the section's last paragraph of any kind, so "3.2 ... if the other party:" keeps its
    // "(a)" and "(b)" (and "4.1" its "4.1.1") before the new paragraph
    const inSection = clauses.filter(
      (c) => c.start > section.start && (!next || c.start < next.start) && c.start < limit,
    );
    const last = inSection[inSection.length - 1];
    const anchor = subs.length > 0 && last ? lastLine(text, last.start, Math.min(last.end, limit)) : null;
    if (anchor) {
      const key = `section:${n}`;
      const k =
        Math.max(...subs.map((c) => Number(sub.exec(c.number ?? "")![1]))) + 1 + (added.get(key) ?? 0);
      added.set(key, (added.get(key) ?? 0) + 1);
      return { anchor, number: `${n}.${k}`, inSection: true };
    }
  }
  const anchor = newClauseAnchor(text, clauses);
  if (!anchor) return null;
  const taken = added.get("end") ?? 0;
  added.set("end", taken + 1);
  return { anchor, number: String(lastClauseNumber(clauses, anchor.start) + 1 + taken), inSection: false };
}
