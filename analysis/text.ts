/** Text helpers that keep offsets exact: nothing here changes the length of the text. */

/**
 * What splits a key-details row into its label and its value: a tab (a table cell), a spaced bar, a
 * colon or a spaced dash ("Liability cap | £150,000", "Renewal: None", "Response time - 4 hours").
 */
export const CELL_BREAK = String.raw`(?:\t+|\s\|\s|:\s|\s[-–—]\s)`;

export interface Span {
  start: number;
  end: number;
}

/** Lower-case ASCII letters only, so that `lower.length === text.length` and offsets line up. */
export function lowerAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/** Shrink [start, end) so it does not begin or end with whitespace. */
export function trimSpan(text: string, start: number, end: number): Span {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s])) s++;
  while (e > s && /\s/.test(text[e - 1])) e--;
  return { start: s, end: e };
}

// Words after which a full stop does not end a sentence.
const ABBREVIATIONS = new Set([
  "inc",
  "ltd",
  "co",
  "corp",
  "no",
  "nos",
  "sec",
  "secs",
  "art",
  "arts",
  "para",
  "paras",
  "cl",
  "e.g",
  "i.e",
  "eg",
  "ie",
  "u.s",
  "u.s.a",
  "u.k",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "vs",
  "v",
  "approx",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
  "l.l.c",
  "l.p",
  "n.v",
  "s.a",
  "b.v",
  "p.c",
  "n.a",
  "ph.d",
  "fig",
  "ref",
  "viz",
  "cf",
  "incl",
  "et al",
  "al",
  "pty",
  "plc",
  "llc",
  "bhd",
  "gmbh",
  "s.p.a",
  "sdn",
  "ste",
  "ave",
  "blvd",
  "fl",
  "rd",
  "hwy",
  "pkwy",
]);

/** "set out in Schedule B." ends a sentence: the letter names a schedule, not a person's initial */
const LETTER_LABEL_RE =
  /\b(?:schedule|exhibit|annex|appendix|attachment|part|section|clause|article|paragraph|table|item|rider|addendum)\s+[A-Z]$/i;
// a full stop before a capital, or a gap before an article heading in capitals ("; and   ARTICLE - 16 TERM")
const BOUNDARY_RE =
  /[.!?]["'”’)\]]*(?=\s+(?:["'“‘(]?[A-Z0-9]|\([a-z]{1,4}\)\s))|\s{2,}(?=(?:ARTICLE|SECTION)\s*[-–—]?\s*(?:\d{1,3}|[IVXL]{1,6})\b)/g;
const LIST_MARKER_RE =
  /^\s*(?:(?:section|article|clause|schedule|exhibit|annex|appendix)\s+)?(?:\(?[0-9]{1,3}(?:\.[0-9]{1,3})*\)?|\(?[ivxlc]{1,6}\)?|\(?[a-z]\)?)$/i;

/** a word a sentence cannot end with: a preposition, an article, a conjunction or an auxiliary */
const WRAPPING_WORD_RE =
  /\b(?:of|the|a|an|to|from|until|on|in|by|for|with|at|and|or|than|this|that|its|their|shall|will|be|is|are|per|under|upon|within|between|into|such|any|each|said)$/;
/** a line that starts a new clause or list item: "2.1 ", "(a) ", "b) ", "Section 4" */
const NEW_ITEM_RE =
  /^[ \t]*(?:\(?\d{1,3}(?:\.\d{1,3})*[.)][ \t]|\d{1,3}(?:\.\d{1,3})+[ \t]|\d{1,3}[ \t]+(?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Z]|\([a-zA-Z]{1,4}\)|[a-zA-Z][.)][ \t]|(?:[Ss]ection|[Aa]rticle|[Cc]lause|[Ss]chedule|[Pp]art|SECTION|ARTICLE|CLAUSE|SCHEDULE|PART)\b)/;

/** "the earlier of:", "whichever is the later of:": a choice whose items follow on their own lines */
const CHOICE_INTRO_RE = /\b(?:earlier|earliest|later|latest|sooner|soonest|first\s+to\s+occur)\s+of\s*:$/i;
/** an item of that choice which the next item continues: "31 March 2030; and", "the Go-Live Date; or" */
const CHOICE_ITEM_END_RE = /(?:;|;\s*(?:and|or)|,\s*(?:and|or))$/;
/** the next item: "(b) ", "b) ", "(ii) " */
const CHOICE_ITEM_RE = /^(?:[ \t]*\r?\n)?[ \t]*\(?(?:[a-h]|i{1,3}|iv|v)\)[ \t]/;

/** a line a page break leaves in extracted text: a page number ("12", "- 12 -", "Page 3 of 10") or a filing footer */
const PAGE_FURNITURE_RE =
  /^[ \t]*(?:(?:page[ \t]+)?[-–]?[ \t]*\d{1,3}[ \t]*[-–]?(?:[ \t]+of[ \t]+\d{1,3})?|Source:[^\n]*)[ \t]*$/i;

/**
 * Where text resumes after `from`: past a page break (blank lines around a page number or a filing
 * footer, at most a dozen lines). Blank lines alone end a paragraph, so `from` is returned for them.
 */
function afterPageBreak(text: string, from: number): number {
  let at = from;
  let furniture = false;
  for (let i = 0; i < 12 && at < text.length; i++) {
    const end = text.indexOf("\n", at);
    const line = text.slice(at, end === -1 ? text.length : end);
    if (line.trim() !== "") {
      if (!PAGE_FURNITURE_RE.test(line)) return furniture ? at : from;
      furniture = true;
    }
    if (end === -1) break;
    at = end + 1;
  }
  return from;
}

const MONTH_NAMES = "January|February|March|April|May|June|July|August|September|October|November|December";
const DEFINED_TERM_START_RE = /^[ \t]*\((?:the\s+|hereinafter\s+)?["“]/;
const NUMBER_WORD_END_RE =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/i;
const DAY_END_RE = /\b\d{1,2}(?:st|nd|rd|th)?$/;
const MONTH_START_RE = new RegExp(`^[ \\t]*(?:${MONTH_NAMES})\\b`);
const MONTH_END_RE = new RegExp(`\\b(?:${MONTH_NAMES}),?$`);

/** a cross-reference at the start of a line: "Section 6", "CLAUSE 12.3", "Schedule 2" */
const REFERENCE_START_RE =
  /^[ \t]*(?:section|article|clause|schedule|part|paragraph|exhibit|annex|appendix)[ \t]+[\dIVXL]/i;
const SENTENCE_STOP_RE = /[.!?]["'”’)\]]*\s+(?=["'“‘(]?[A-Z0-9])/g;
const OPERATIVE_CAPITALS_RE =
  /\b(?:SHALL|WILL|MAY|MUST|BE|IS|ARE|HAS|HAVE|NOT|NO|ANY|SUCH|WHETHER|EXCEPT|NEITHER|LIABLE|LIABILITY)\b/;

/**
 * A sentence in capitals ("IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE\nOTHER FOR ...") cut at a
 * fixed width: a long line in capitals that reads as a sentence, not a title, and a next line in
 * capitals that is not a new clause.
 */
function capitalsWrapped(text: string, lineStart: number, lineEnd: number, next: string): boolean {
  // "... UNDER\nSECTION 6, ...": after a word no sentence ends with, "Section 6" is a reference
  const tail = text
    .slice(Math.max(lineStart, lineEnd - 16), lineEnd)
    .trimEnd()
    .toLowerCase();
  if (NEW_ITEM_RE.test(next) && !(WRAPPING_WORD_RE.test(tail) && REFERENCE_START_RE.test(next))) return false;
  const head = next.trimStart().slice(0, 30);
  if (!/^[A-Z("“$]/.test(head) || /[a-z]{2}/.test(head.replace(/\b(?:and|or|of|the|to|in)\b/g, "")))
    return false;
  // the sentence the line ends in: after a heading run in before it ("9.5 Limitation of Liability. EXCEPT (I) IN");
  // only its last few hundred characters are read, so a long run of joined lines stays linear
  const block = text.slice(Math.max(lineStart, lineEnd - 240), lineEnd);
  let last: RegExpExecArray | null = null;
  SENTENCE_STOP_RE.lastIndex = 0;
  for (let m = SENTENCE_STOP_RE.exec(block); m !== null; m = SENTENCE_STOP_RE.exec(block)) last = m;
  if (!last && block.length < 50) return false;
  const sentence = last ? block.slice(last.index + last[0].length) : block;
  const lower = sentence.match(/[a-z]/g)?.length ?? 0;
  const upper = sentence.match(/[A-Z]/g)?.length ?? 0;
  return upper >= (last ? 5 : 20) && lower * 5 <= upper && OPERATIVE_CAPITALS_RE.test(sentence);
}

/**
 * A long line of running text cut at a fixed width before a capitalised word ("... commence on the
 * Effective\nDate and shall ..."): the line reads as prose (no tab or cell bar, four words in lower
 * case) and the next line is not a heading in capitals.
 */
function hardWrapped(text: string, sentenceStart: number, lineEnd: number, next: string): boolean {
  if (lineEnd - sentenceStart < 50) return false;
  // only the last few lines' worth is read, so a long run of joined lines stays linear
  const lineStart = Math.max(sentenceStart, lineEnd - 240);
  // a capitalised word that is not a heading in capitals goes on ("... between Lumen Ledger,\nInc., a
  // Delaware ...", "... 21st Street, New\nYork, NY 10010")
  if (!/^[ \t]*[A-Z0-9]/.test(next) || !/[a-z]/.test(next.slice(0, 30))) return false;
  const line = text.slice(lineStart, lineEnd);
  return !/[\t|]/.test(line) && (line.match(/\b[a-z]{2,}\b/g)?.length ?? 0) >= 4;
}

/**
 * Split `text` into sentences. A new line always ends a sentence (contract text here has one
 * paragraph per line); inside a line a full stop followed by a capital starts a new sentence unless
 * it follows an abbreviation, a single initial or a list marker ("1.", "Section 5.").
 */
export function splitSentences(text: string): Span[] {
  const out: Span[] = [];
  let lineStart = 0;
  const n = text.length;
  while (lineStart < n) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = n;
    // a sentence wrapped onto the next line ("... and shall\ncontinue for ..."): a line that ends in a
    // lower-case word or a comma and a next line that starts with a lower-case word are one sentence;
    // so is a line that ends in a word no sentence ends with ("for a period of\n3 years") and a next
    // line that is not a new list item or clause
    // (a page number or a filing footer between the two parts, with blank lines round it, is a page break)
    let inChoice = false;
    while (lineEnd < n) {
      // "continues until the earlier of:\n(a) 31 March 2030; and\n(b) ...": the items finish the sentence
      const lead = text.slice(Math.max(lineStart, lineEnd - 40), lineEnd).replace(/[ \t]+$/, "");
      if (
        (CHOICE_INTRO_RE.test(lead) || (inChoice && CHOICE_ITEM_END_RE.test(lead))) &&
        CHOICE_ITEM_RE.test(text.slice(lineEnd + 1, lineEnd + 16))
      ) {
        inChoice = true;
        const item =
          lineEnd + 1 + (/^[ \t]*\r?\n/.exec(text.slice(lineEnd + 1, lineEnd + 8))?.[0].length ?? 0);
        const following = text.indexOf("\n", item);
        lineEnd = following === -1 ? n : following;
        continue;
      }
      const tail = text.slice(Math.max(lineStart, lineEnd - 16), lineEnd).replace(/[ \t]+$/, "");
      const open = /[a-z,]$/.test(tail);
      // "for three (3)\nyears", "from 1 April 2026\nuntil ...", "14 days'\nwritten notice": a figure,
      // a bracket or an apostrophe, then lower case; or a sentence in capitals cut anywhere
      const mid = /[)\d%'’]$/.test(tail);
      const shouting = /[A-Z0-9,)\]'’:]$/.test(tail);
      if (!open && !mid && !shouting) break;
      const resume = afterPageBreak(text, lineEnd + 1);
      const next = text.slice(resume, resume + 40);
      const continues =
        ((open || mid) && /^[ \t]*[a-z]/.test(next)) ||
        (shouting && capitalsWrapped(text, lineStart, lineEnd, next)) ||
        // a name in capitals ending a line of prose ("by and between NETTAXI\nOnline Communities, Inc.")
        (/[A-Z]$/.test(tail) && !NEW_ITEM_RE.test(next) && hardWrapped(text, lineStart, lineEnd, next)) ||
        // a defined term in brackets ('... Leeds\n("Consultant")') never starts a sentence
        DEFINED_TERM_START_RE.test(next) ||
        // a number in words and its figure ("within forty-five\n(45) days")
        (NUMBER_WORD_END_RE.test(tail) && /^[ \t]*\(\d/.test(next)) ||
        // a date split over two lines ("from 9\nMarch 2026", "on 9 March\n2026")
        (DAY_END_RE.test(tail) && MONTH_START_RE.test(next)) ||
        (MONTH_END_RE.test(tail) && /^[ \t]*\d/.test(next)) ||
        (open &&
          (!NEW_ITEM_RE.test(next) || (WRAPPING_WORD_RE.test(tail) && REFERENCE_START_RE.test(next))) &&
          ((WRAPPING_WORD_RE.test(tail) &&
            // "...; and" ends a list item: the next item starts a sentence of its own
            !/[;,]\s*(?:and|or)$/.test(tail) &&
            /^[ \t]*[A-Z0-9£$€"“]/.test(next)) ||
            hardWrapped(text, lineStart, lineEnd, next)));
      if (!continues) break;
      const following = text.indexOf("\n", resume);
      lineEnd = following === -1 ? n : following;
    }
    splitLine(text, lineStart, lineEnd, out);
    lineStart = lineEnd + 1;
  }
  return out;
}

function splitLine(text: string, start: number, end: number, out: Span[]): void {
  const line = text.slice(start, end);
  if (line.trim() === "") return;
  let segStart = 0;
  BOUNDARY_RE.lastIndex = 0;
  for (let m = BOUNDARY_RE.exec(line); m !== null; m = BOUNDARY_RE.exec(line)) {
    const dot = m.index;
    const cut = dot + m[0].length;
    // only the last few characters matter, and slicing whole long segments would be quadratic
    const before = line.slice(Math.max(segStart, dot - 40), dot);
    const wholeSegment = dot - segStart <= 40;
    if (line[dot] === ".") {
      const wm = /([A-Za-z][A-Za-z.]*)$/.exec(before);
      const word = wm ? wm[1].toLowerCase() : "";
      const labelLetter = /^[a-z]$/i.test(word) && LETTER_LABEL_RE.test(before);
      if (
        word &&
        !labelLetter &&
        (ABBREVIATIONS.has(word) || /^[a-z]$/i.test(word) || /^(?:[a-z]\.)+[a-z]$/i.test(word))
      )
        continue;
      if (wholeSegment && LIST_MARKER_RE.test(before)) continue;
      const next = line.slice(cut, cut + 24);
      if (/\d$/.test(before) && /^\s+\d/.test(next) && !/^\s+\d{1,3}(?:\.\d{1,3})+\.?\s+[A-Z(]/.test(next))
        continue;
    }
    const sp = trimSpan(text, start + segStart, start + cut);
    if (sp.end > sp.start) out.push(sp);
    segStart = cut;
  }
  const sp = trimSpan(text, start + segStart, end);
  if (sp.end > sp.start) out.push(sp);
}

/** Index of the span containing `pos` (spans sorted, non-overlapping), or -1. */
export function spanIndexAt(spans: Span[], pos: number): number {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = spans[mid];
    if (pos < s.start) hi = mid - 1;
    else if (pos >= s.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** Collapse runs of whitespace for display (never for offsets). */
export function squash(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

/** Shorten for summaries. */
export function ellipsis(s: string, max: number): string {
  const t = squash(s);
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}
