import { clauseAt, splitClauses } from "./clauses";
import { lowerAscii, type Span, splitSentences } from "./text";
import type { Clause } from "./types";

/** The text prepared once: lower-cased copy (same offsets), sentences and clauses. */
export interface Doc {
  text: string;
  lower: string;
  sentences: Span[];
  clauses: Clause[];
  /** memoised results of `sentencesWithWords`, by word list */
  cache: Map<readonly string[], number[]>;
  /** word -> sentences containing it, built on first use */
  words?: WordIndex;
}

interface WordIndex {
  /** distinct lower-case words, sorted */
  sorted: string[];
  map: Map<string, number[]>;
}

export function prepare(text: string): Doc {
  // native lower-casing is much faster; it keeps offsets whenever the length is unchanged
  const native = text.toLowerCase();
  return {
    text,
    lower: native.length === text.length ? native : lowerAscii(text),
    sentences: splitSentences(text),
    clauses: splitClauses(text),
    cache: new Map(),
  };
}

/** `read` memoised per document: findings of several kinds ask the same question of one text. */
export function perDoc<T>(read: (doc: Doc) => T): (doc: Doc) => T {
  const memo = new WeakMap<Doc, T>();
  return (doc) => {
    if (memo.has(doc)) return memo.get(doc) as T;
    const value = read(doc);
    memo.set(doc, value);
    return value;
  };
}

/** The text of sentence `idx`, or "" past the end of the document. */
export function sentenceText(doc: Doc, idx: number): string {
  const s = doc.sentences[idx];
  return s ? doc.text.slice(s.start, s.end) : "";
}

export function clauseIdAt(doc: Doc, pos: number): string | null {
  return clauseAt(doc.clauses, pos)?.id ?? null;
}

const registry = new Set<string>();
let combined: RegExp | null = null;

/**
 * Declare the trigger words a detector will query (lower case, "terminat*" for a prefix). All
 * registered words are found in one pass over the text with a single regular expression.
 */
export function triggerWords(words: readonly string[]): readonly string[] {
  for (const w of words) {
    if (!registry.has(w)) {
      registry.add(w);
      combined = null;
    }
  }
  return words;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  /** a word ends here */
  end: boolean;
  /** a prefix word ("terminat*") ends here */
  prefix: boolean;
}

/**
 * The words as one alternation nested by shared letters ("term(?:s|inat[a-z0-9]*)"), longest first
 * at each step: the regex engine then tries a handful of branches at each word, not every word.
 */
function trieSource(node: TrieNode): string {
  const alts = [...node.next.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([ch, child]) => `${ch === "-" ? "\\-" : ch}${trieSource(child)}`);
  if (node.prefix) alts.push("[a-z0-9]*");
  else if (node.end) alts.push("");
  if (alts.length === 1) return alts[0];
  return `(?:${alts.join("|")})`;
}

function combinedRegex(): RegExp {
  if (!combined) {
    const root: TrieNode = { next: new Map(), end: false, prefix: false };
    for (const w of registry) {
      const star = w.endsWith("*");
      let node = root;
      for (const ch of star ? w.slice(0, -1) : w) {
        let child = node.next.get(ch);
        if (!child) {
          child = { next: new Map(), end: false, prefix: false };
          node.next.set(ch, child);
        }
        node = child;
      }
      if (star) node.prefix = true;
      else node.end = true;
    }
    combined = new RegExp(`\\b${trieSource(root)}\\b`, "g");
  }
  return combined;
}

function buildWordIndex(doc: Doc): WordIndex {
  const map = new Map<string, number[]>();
  const re = combinedRegex();
  re.lastIndex = 0;
  const { sentences, lower } = doc;
  let si = 0;
  for (let m = re.exec(lower); m !== null; m = re.exec(lower)) {
    const pos = m.index;
    while (si < sentences.length && sentences[si].end <= pos) si++;
    if (si >= sentences.length) break;
    if (pos < sentences[si].start) continue;
    const w = m[0];
    const list = map.get(w);
    if (!list) map.set(w, [si]);
    else if (list[list.length - 1] !== si) list.push(si);
  }
  return { sorted: [...map.keys()].sort(), map };
}

/**
 * Indices of sentences containing any of the words (lower case; "terminat*" is a prefix). One pass
 * over the text builds a word index shared by every query, so each detector only looks at the few
 * sentences that can match instead of scanning the whole text with its own regular expression.
 */
export function sentencesWithWords(doc: Doc, words: readonly string[]): number[] {
  const hit = doc.cache.get(words);
  if (hit) return hit;
  if (words.some((w) => !registry.has(w))) {
    triggerWords(words);
    doc.words = undefined;
  }
  if (!doc.words) doc.words = buildWordIndex(doc);
  const { sorted, map } = doc.words;
  const lists: number[][] = [];
  for (const w of words) {
    if (w.endsWith("*")) {
      const prefix = w.slice(0, -1);
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < prefix) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++)
        lists.push(map.get(sorted[i])!);
    } else {
      const l = map.get(w);
      if (l) lists.push(l);
    }
  }
  const out = lists.length === 1 ? lists[0].slice() : union(lists, doc.sentences.length);
  // detectors declare their word lists once, so the list itself is the key
  doc.cache.set(words, out);
  return out;
}

/** Sorted distinct members of sorted lists of sentence indices below `n`. */
function union(lists: number[][], n: number): number[] {
  const marked = new Uint8Array(n);
  for (const l of lists) for (const i of l) marked[i] = 1;
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (marked[i]) out.push(i);
  return out;
}

/**
 * The first sentence (in document order) among those containing one of `words` whose lower-cased
 * text matches `re` (no `g` flag), with the match; or null.
 */
export function findInSentences(
  doc: Doc,
  words: readonly string[],
  re: RegExp,
  onRaw = false,
): { idx: number; match: RegExpExecArray; start: number } | null {
  for (const idx of sentencesWithWords(doc, words)) {
    const s = doc.sentences[idx];
    const m = re.exec(onRaw ? doc.text.slice(s.start, s.end) : doc.lower.slice(s.start, s.end));
    if (m) return { idx, match: m, start: s.start + m.index };
  }
  return null;
}
