import { clauseAt, splitClauses } from "./clauses";
import { lowerAscii, type Span, spanIndexAt, spanIndexBefore, splitSentences } from "./text";
import type { Clause } from "./types";

/** The text prepared once: lower-cased copy (same offsets), sentences and clauses. */
export interface Doc {
  text: string;
  lower: string;
  sentences: Span[];
  clauses: Clause[];
  /** memoised results of `sentencesWith` keyed by regex source */
  cache: Map<string, number[]>;
}

export function prepare(text: string): Doc {
  return {
    text,
    lower: lowerAscii(text),
    sentences: splitSentences(text),
    clauses: splitClauses(text),
    cache: new Map(),
  };
}

/**
 * Indices of sentences in which `re` matches (run once over the whole lower-cased text).
 * `re` must be written in lower case and carry the `g` flag.
 */
export function sentencesWith(doc: Doc, re: RegExp): number[] {
  const key = re.source;
  const hit = doc.cache.get(key);
  if (hit) return hit;
  const out: number[] = [];
  re.lastIndex = 0;
  let last = -1;
  for (let m = re.exec(doc.lower); m !== null; m = re.exec(doc.lower)) {
    if (m[0].length === 0) re.lastIndex++;
    let i = spanIndexAt(doc.sentences, m.index);
    if (i === -1) i = spanIndexBefore(doc.sentences, m.index);
    if (i !== -1 && i !== last) {
      out.push(i);
      last = i;
      // skip to the end of this sentence
      const end = doc.sentences[i].end;
      if (re.lastIndex < end) re.lastIndex = end;
    }
  }
  doc.cache.set(key, out);
  return out;
}

export function sentenceText(doc: Doc, i: number): string {
  const s = doc.sentences[i];
  return doc.text.slice(s.start, s.end);
}

export function sentenceLower(doc: Doc, i: number): string {
  const s = doc.sentences[i];
  return doc.lower.slice(s.start, s.end);
}

export function clauseIdAt(doc: Doc, pos: number): string | null {
  return clauseAt(doc.clauses, pos)?.id ?? null;
}

export function clauseOf(doc: Doc, pos: number): Clause | null {
  return clauseAt(doc.clauses, pos);
}

/** Heading of the clause containing `pos` (lower case), or "". */
export function headingAt(doc: Doc, pos: number): string {
  const c = clauseAt(doc.clauses, pos);
  return c?.heading ? lowerAscii(c.heading) : "";
}
