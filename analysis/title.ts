import type { Doc } from "./doc";
import type { TextField } from "./types";

const TITLE_WORD_RE =
  /\b(?:agreement|contract|terms\s+(?:and|&)\s+conditions|terms\s+of\s+(?:service|business)|licen[cs]e|order\s+form|statement\s+of\s+work|memorandum|deed|addendum|amendment|schedule)\b/i;

/**
 * The document title: the first short line in the opening part that names a kind of contract
 * ("MASTER SERVICES AGREEMENT", "Software Licence Agreement"), else the agreement name used in the
 * preamble ("This Marketing Affiliate Agreement (the "Agreement")").
 */
export function findTitle(doc: Doc): TextField | null {
  const { text } = doc;
  const limit = Math.min(text.length, 5000);
  let pos = 0;
  while (pos < limit) {
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    const line = text.slice(pos, end);
    const t = line.trim();
    if (t.length >= 5 && t.length <= 120 && TITLE_WORD_RE.test(t) && !/[.;:,]$/.test(t)) {
      const letters = t.replace(/[^A-Za-z]/g, "");
      const upper = letters === letters.toUpperCase();
      const words = t.split(/\s+/);
      const titleCase = words.filter((w) => /^[A-Z]/.test(w)).length >= Math.ceil(words.length * 0.6);
      if ((upper || titleCase) && words.length <= 14 && !/^(?:source|exhibit|page|table\s+of)/i.test(t)) {
        const s = pos + line.indexOf(t);
        return { text: t, start: s, end: s + t.length };
      }
    }
    if (end >= limit) break;
    pos = end + 1;
  }
  const m = /\b(?:this|the)\s+((?:[A-Z][\w&-]*\s+){0,6}(?:Agreement|AGREEMENT|Contract|CONTRACT))\b/.exec(
    text.slice(0, limit),
  );
  if (m) {
    const s = m.index + m[0].indexOf(m[1]);
    return { text: m[1], start: s, end: s + m[1].length };
  }
  return null;
}
