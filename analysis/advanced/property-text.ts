/** Sentence helpers and the building-contract guard shared by the lease and works findings. */
import { type Doc, perDoc, sentencesWithWords, sentenceText } from "../doc";

const MAX_SENTENCE = 1200;

/** The text of each candidate sentence short enough to be one provision. */
export function candidates(doc: Doc, words: readonly string[]): Array<{ idx: number; raw: string }> {
  const out: Array<{ idx: number; raw: string }> = [];
  for (const idx of sentencesWithWords(doc, words)) {
    const s = doc.sentences[idx];
    if (s.end - s.start <= MAX_SENTENCE) out.push({ idx, raw: doc.text.slice(s.start, s.end) });
  }
  return out;
}

export const spanOf = (doc: Doc, idx: number) => ({
  start: doc.sentences[idx].start,
  end: doc.sentences[idx].end,
});

/**
 * The span to quote for sentence `idx`: the whole sentence, or, when it runs over several lines with
 * no full stop (a table of particulars: "Rectification Period: 6 months"), the line `re` matches on.
 */
export function quoteSpan(doc: Doc, idx: number, re: RegExp): { start: number; end: number } {
  const { start, end } = doc.sentences[idx];
  const raw = doc.text.slice(start, end);
  const m = re.exec(raw);
  if (!m || !raw.includes("\n")) return { start, end };
  const from = raw.lastIndexOf("\n", m.index) + 1;
  const next = raw.indexOf("\n", m.index + m[0].length);
  const to = next < 0 ? raw.length : next;
  const line = raw.slice(from, to);
  const lead = line.length - line.trimStart().length;
  return { start: start + from + lead, end: start + from + line.trimEnd().length };
}

/** A sentence that ends in a colon, with the list items that follow it ("(a) ...; (b) ..."). */
export function withListItems(doc: Doc, idx: number, raw: string): { text: string; last: number } {
  if (!/:\s*$/.test(raw)) return { text: raw, last: idx };
  let text = raw;
  let last = idx;
  for (let i = idx + 1; i < Math.min(doc.sentences.length, idx + 9); i++) {
    const item = sentenceText(doc, i);
    if (item.length > 800 || !/^\s*\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[).]\s/i.test(item)) break;
    text = `${text} ${item}`;
    last = i;
  }
  return { text, last };
}

/**
 * Marks of a building or engineering contract, each counted once: two are needed, since "the Works" or
 * "practical completion" alone also appear in software and services contracts.
 */
const WORKS_MARKS: RegExp[] = [
  /\bpractical\s+completion\b/,
  /\b(?:building|construction|fit[\s-]?out|jct|nec\d?)\s+(?:contract|works)\b|\bminor\s+works\b|\bdesign\s+and\s+build\b/,
  /\bcontract\s+administrator\b|\bemployer['’]s\s+(?:agent|requirements)\b|\bquantity\s+surveyor\b|\bthe\s+architect\b/,
  /\b(?:rectification|defects\s+liability|defects\s+notification)\s+period\b/,
  /\bhousing\s+grants,?\s+construction\s+and\s+regeneration\s+act\b|\bscheme\s+for\s+construction\s+contracts\b/,
  /\bcontract\s+sum\b|\binterim\s+(?:certificates?|valuations?)\b/,
  /\bthe\s+site\b[^.;]{0,80}\b(?:possession|access)\b|\bpossession\s+of\s+the\s+site\b/,
];
export const isWorksContract = perDoc(
  (doc: Doc) => WORKS_MARKS.filter((re) => re.test(doc.lower)).length >= 2,
);
