import type { Doc } from "./doc";
import type { TextField } from "./types";

const TITLE_WORD_RE =
  /\b(?:agreement|contract|terms\s+(?:and|&)\s+conditions|(?:terms\s+and\s+)?conditions\s+of\s+(?:sale|supply|purchase|business|hire|contract|engagement)|terms\s+of\s+(?:service|business|sale|supply|purchase|engagement|use)|licen[cs]e|order\s+form|statement\s+of\s+work|memorandum|deed|addendum|amendment|schedule|letter\s+of\s+(?:engagement|appointment|intent)|lease|tenancy\s+agreement|licence\s+to\s+occupy|(?:subscription|customer|client|service|services|website|standard|general|supply|purchase|trading|booking|hire|membership|platform|user|reseller|partner)\s+terms)\b/i;
const ENDS_WITH_KIND_RE =
  /\b(?:agreement|contract|conditions(?:\s+of\s+(?:sale|supply|purchase|business|hire|contract|engagement))?|terms(?:\s+of\s+(?:service|business|sale|supply|purchase|engagement|use))?|licen[cs]e|order\s+form|statement\s+of\s+work|deed|addendum|amendment|letter\s+of\s+(?:engagement|appointment))$|^(?:[A-Z][A-Za-z]*\s+)*lease\b/i;
const BARE_KIND_RE = /^(?:the\s+)?(?:agreement|contract|licen[cs]e|deed|terms(?:\s+and\s+conditions)?)$/i;
const NOT_TITLE_RE =
  /^(?:source|exhibit|page|table\s+of|schedule\s+\d|annex|appendix|dated|date\b|between\b)/i;

/**
 * Where the title sits inside a line, without page furniture: markdown heading marks ("# "), a page
 * footer or header ("Page 1 of 7"), numbering, trailing punctuation and a date or parties run on after it.
 */
function titleSpan(line: string): { from: number; to: number } | null {
  let from = 0;
  let to = line.length;
  const lead = /^[\s#*_>]*(?:\d+\.\s+)?/.exec(line);
  if (lead) from = lead[0].length;
  const page = /\s*[-–|]?\s*\bpage\s+\d+(?:\s+of\s+\d+)?\b.*$/i.exec(line.slice(from));
  if (page) to = from + page.index;
  // "FOOD SUPPLY AGREEMENT dated 2 November 2026", "... Agreement This Agreement is dated ...": the
  // name ends where the sentence about its date or parties begins
  const rest =
    /\s+(?:dated\b|made\s+(?:on|this)\b|(?:this|the)\s+(?:agreement|contract|deed)\s+is\b|between\b)/i.exec(
      line.slice(from, to),
    );
  if (rest && rest.index >= 5) to = from + rest.index;
  const trail = /[\s.:;,*_–-]+$/.exec(line.slice(from, to));
  if (trail) to -= trail[0].length;
  return to - from >= 5 ? { from, to } : null;
}

function isTitleLine(t: string, nearTop: boolean): boolean {
  if (t.length < 5 || t.length > 120 || !TITLE_WORD_RE.test(t) || NOT_TITLE_RE.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length > 14) return false;
  const letters = t.replace(/[^A-Za-z]/g, "");
  const upper = letters === letters.toUpperCase();
  const titleCase = words.filter((w) => /^[A-Z]/.test(w)).length >= Math.ceil(words.length * 0.6);
  // "Consultancy agreement" at the top of the page is a title in sentence case
  const sentenceCase = nearTop && /^[A-Z]/.test(t) && words.length <= 8 && ENDS_WITH_KIND_RE.test(t);
  return upper || titleCase || sentenceCase;
}

/** The agreement's name in the preamble: "This Marketing Affiliate Agreement (the "Agreement")". */
function preambleName(text: string, limit: number): TextField | null {
  const m =
    /\b(?:[Tt]his|[Tt]he|THIS|THE)\s+((?:[A-Z][\w&-]*\s+){1,6}(?:Agreement|AGREEMENT|Contract|CONTRACT))\b/.exec(
      text.slice(0, limit),
    );
  if (!m) return null;
  const s = m.index + m[0].indexOf(m[1]);
  return { text: m[1], start: s, end: s + m[1].length };
}

/**
 * The document title: the first short line in the opening part that names a kind of contract
 * ("MASTER SERVICES AGREEMENT", "Software Licence Agreement", "# Managed IT Services Agreement"), without
 * page furniture; a bare "AGREEMENT" takes the words that complete it on the next line ("for the
 * Provision of Services") or gives way to the fuller name in the preamble; else the preamble's name.
 */
export function findTitle(doc: Doc): TextField | null {
  const { text } = doc;
  const limit = Math.min(text.length, 5000);
  let pos = 0;
  let nonEmpty = 0;
  while (pos < limit) {
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    const line = text.slice(pos, end);
    const span = line.trim() ? titleSpan(line) : null;
    if (line.trim()) nonEmpty++;
    // a numbered line below the opening lines is a section heading ("6. ENDING THE CONTRACT"), not the title
    const numbered = /^[\s#*_>]*\d+(?:\.\d+)*\.?\s/.test(line) && nonEmpty > 2;
    if (span && !numbered) {
      const t = line.slice(span.from, span.to);
      if (isTitleLine(t, nonEmpty <= 4)) {
        const s = pos + span.from;
        const found = { text: t, start: s, end: s + t.length };
        return BARE_KIND_RE.test(t)
          ? completeBareTitle(doc, found, end, limit)
          : withWrappedLine(doc, found, end);
      }
    }
    if (end >= limit) break;
    pos = end + 1;
  }
  return preambleName(text, limit);
}

function completeBareTitle(doc: Doc, bare: TextField, lineEnd: number, limit: number): TextField {
  const { text } = doc;
  const next = /^\s*\n?[ \t]*((?:for|of|relating\s+to|in\s+respect\s+of|on)\s+[^\n]{3,100})/i.exec(
    text.slice(lineEnd, lineEnd + 200),
  );
  if (next) {
    const rest = next[1].replace(/[\s.:;,]+$/, "");
    if (rest.split(/\s+/).length <= 12 && !/\b(?:between|dated|made)\b/i.test(rest)) {
      const end = lineEnd + next.index + next[0].indexOf(next[1]) + rest.length;
      return { text: text.slice(bare.start, end).replace(/\s+/g, " "), start: bare.start, end };
    }
  }
  const named = preambleName(text, limit);
  return named && named.text.split(/\s+/).length > 1 ? named : bare;
}

/** the last word of a title cut by a page's width ("AGREEMENT FOR THE SUPPLY", "Terms of Business for") */
const CUT_END_RE = /\b(?:for|of|the|and|to|in|on|with|&)$/i;
/** the line that continues it ("AND INSTALLATION OF IT HARDWARE", "Website Design and Hosting") */
const CONTINUES_RE = /^[ \t]*((?:and|&|of|for|to|in|on|with)\b[^\n]{2,80}|[^\n]{2,80})$/i;

/**
 * A title wrapped onto the next line, as a PDF's centred title is: joined when the first line ends with a
 * word no title ends with, or the next line starts with one ("AND INSTALLATION OF IT HARDWARE").
 */
function withWrappedLine(doc: Doc, found: TextField, lineEnd: number): TextField {
  const { text } = doc;
  if (text[lineEnd] !== "\n") return found;
  const nextEnd = text.indexOf("\n", lineEnd + 1);
  const next = text.slice(lineEnd + 1, nextEnd === -1 ? text.length : nextEnd);
  const m = CONTINUES_RE.exec(next);
  if (!m || !next.trim()) return found;
  const rest = m[1].replace(/[\s.:;,]+$/, "");
  const startsJoined = /^(?:and|&|of|for|to|in|on|with)\b/i.test(rest);
  if (!CUT_END_RE.test(found.text) && !startsJoined) return found;
  // the same case as the title (capitals with capitals), short, and not a sentence or a heading
  const caps = (t: string) => t.replace(/[^A-Za-z]/g, "") === t.replace(/[^A-Za-z]/g, "").toUpperCase();
  if (
    caps(found.text) !== caps(rest) ||
    rest.split(/\s+/).length > 10 ||
    /[.;:]|\b(?:between|dated|made)\b/i.test(rest)
  )
    return found;
  const end = lineEnd + 1 + next.indexOf(rest) + rest.length;
  return { text: `${found.text} ${rest.trim()}`.replace(/\s+/g, " "), start: found.start, end };
}
