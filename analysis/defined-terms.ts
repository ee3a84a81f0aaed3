import type { Doc } from "./doc";

/**
 * Terms a contract defines ('"Excluded Claims" means ...', '... (collectively, "Excluded Claims")'),
 * so that a clause which uses one ("EXCEPT FOR EXCLUDED CLAIMS, ...") can be read with what it stands for.
 */
const DEFINITION_RE =
  /["“]([A-Za-z][A-Za-z '’-]{1,48}[A-Za-z])["”]\s*(?:\)|,?\s*(?:shall\s+)?means?\b|,?\s*(?:shall\s+)?(?:have|has)\s+the\s+meaning)/g;

const cache = new WeakMap<Doc, Map<string, number>>();

function sentenceIndexAt(doc: Doc, pos: number): number {
  let lo = 0;
  let hi = doc.sentences.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (doc.sentences[mid].start <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** lower-case term -> the sentence that defines it (the first definition wins) */
function definitions(doc: Doc): Map<string, number> {
  const cached = cache.get(doc);
  if (cached) return cached;
  const out = new Map<string, number>();
  DEFINITION_RE.lastIndex = 0;
  for (let m = DEFINITION_RE.exec(doc.text); m !== null; m = DEFINITION_RE.exec(doc.text)) {
    const term = m[1].toLowerCase().replace(/\s+/g, " ");
    if (!out.has(term) && doc.sentences.length > 0) out.set(term, sentenceIndexAt(doc, m.index));
  }
  cache.set(doc, out);
  return out;
}

/**
 * The definition (lower case) of the defined term that `after` starts with, or "": for a carve-out
 * "except for Excluded Claims", the words that say which claims those are.
 */
export function definitionStartingAt(doc: Doc, after: string): string {
  const rest = after.replace(/^\s*(?:for\s+|in\s+respect\s+of\s+)?(?:the\s+|any\s+)?/, "");
  for (const [term, idx] of definitions(doc)) {
    if (!rest.startsWith(term) || /^[a-z]/.test(rest.slice(term.length, term.length + 1))) continue;
    const s = doc.sentences[idx];
    return doc.lower.slice(s.start, Math.min(s.end, s.start + 600));
  }
  return "";
}
