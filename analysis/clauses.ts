import { type Span, trimSpan } from "./text";
import type { Clause } from "./types";

/**
 * Split contract text into clauses with exact [start, end) offsets.
 *
 * A clause starts at a numbered line ("1.", "1.1", "12.3(a)", "(b)", "Section 5", "ARTICLE IV",
 * "Clause 7"), at a heading line (short, Title Case or UPPER CASE, no closing full stop) or, when the
 * document has no numbering at all, at every paragraph. Un-numbered paragraphs that follow a numbered
 * clause belong to it. A heading line is joined to the clause that follows it. Lines that are only a
 * page number or a "Source:" filing footer never start a clause.
 */

interface Line {
  start: number;
  end: number;
}

const WORD_NUMBER = "(\\d{1,3}(?:\\.\\d{1,3})*)\\.?";
const ROMAN = "([IVXLC]{1,7})\\.?";
const KEYWORD_NUMBER_RE = new RegExp(
  `^(ARTICLE|Article|SECTION|Section|CLAUSE|Clause|PARAGRAPH|Paragraph|SCHEDULE|Schedule)\\s+(?:${WORD_NUMBER}|${ROMAN})(?=[\\s:.\\-–—]|$)`,
);
const DOTTED_NUMBER_RE = /^(\d{1,3}(?:\.\d{1,3})+)\.?((?:\s*\([a-zA-Z0-9]{1,4}\))*)(?=\s|$)/;
const SIMPLE_NUMBER_RE = /^(\d{1,3})\.((?:\s*\([a-zA-Z0-9]{1,4}\))*)(?=\s|$)/;
const NUMBER_PAREN_RE = /^(\d{1,3})\)(?=\s)/;
const ROMAN_DOT_RE = /^([IVXLC]{1,7})\.(?=\s)/;
const SUB_RE = /^\(([a-zA-Z]{1,4}|\d{1,2})\)(?=\s|$)/;
const INLINE_HEADING_RE = /^\s*([A-Z][A-Za-z'’&,/\- ]{1,70}?)\.(?=\s|$)/;
const INLINE_BREAK_RE = /\s{3,}(?=\d{1,3}(?:\.\d{1,3})+\.?\s+\S)/g;

interface Marker {
  number: string;
  /** length of the marker text within the line */
  length: number;
  kind: "top" | "sub";
}

function readMarker(line: string): Marker | null {
  let m = KEYWORD_NUMBER_RE.exec(line);
  if (m) {
    const num = m[2] ?? m[3];
    const label = m[1][0].toUpperCase() + m[1].slice(1).toLowerCase();
    return { number: `${label} ${num}`, length: m[0].length, kind: "top" };
  }
  m = DOTTED_NUMBER_RE.exec(line);
  if (m) return { number: m[1] + (m[2] ? m[2].replace(/\s+/g, "") : ""), length: m[0].length, kind: "top" };
  m = SIMPLE_NUMBER_RE.exec(line);
  if (m) return { number: m[1] + (m[2] ? m[2].replace(/\s+/g, "") : ""), length: m[0].length, kind: "top" };
  m = NUMBER_PAREN_RE.exec(line);
  if (m) return { number: m[1], length: m[0].length, kind: "top" };
  m = ROMAN_DOT_RE.exec(line);
  if (m) return { number: m[1], length: m[0].length, kind: "top" };
  m = SUB_RE.exec(line);
  if (m) return { number: `(${m[1]})`, length: m[0].length, kind: "sub" };
  return null;
}

function isNoise(line: string): boolean {
  const t = line.trim();
  if (/^(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?$/i.test(t)) return true;
  if (/^-\s*\d{1,4}\s*-$/.test(t)) return true;
  if (/^Source:/.test(t)) return true;
  return false;
}

/** A short line that reads like a heading. */
export function isHeadingLine(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 80) return false;
  if (/[.;,]$/.test(t) && !/^[A-Z0-9 .&'’\-/]+\.$/.test(t)) return false;
  if (!/[A-Za-z]{3}/.test(t)) return false;
  const words = t
    .replace(/[^A-Za-z'’\s-]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 10) return false;
  const letters = t.replace(/[^A-Za-z]/g, "");
  if (letters.length > 0 && letters === letters.toUpperCase()) return true;
  const small = /^(?:of|and|or|the|to|for|in|on|a|an|by|with|as|at)$/;
  return words.every((w) => small.test(w) || /^[A-Z]/.test(w));
}

function subClass(label: string, previous?: string): "digit" | "roman" | "letter" {
  if (/^\d+$/.test(label)) return "digit";
  const smallRoman = /^x{0,2}(?:ix|iv|v?i{0,3})$/i.test(label) && label !== "";
  if (smallRoman && (label.length > 1 || (previous !== undefined && subClass(previous) === "roman")))
    return "roman";
  if (/^[ivx]$/i.test(label) && previous === undefined) return "roman";
  return "letter";
}

/** "12.3(a)" + "(b)" -> "12.3(b)"; "12.3(a)" + "(i)" -> "12.3(a)(i)"; "12.3(a)(ii)" + "(b)" -> "12.3(b)". */
function joinSub(parent: string, sub: string): string {
  const label = sub.slice(1, -1);
  const groups: Array<{ index: number; label: string }> = [];
  const re = /\(([A-Za-z0-9]{1,4})\)/g;
  for (let m = re.exec(parent); m !== null; m = re.exec(parent)) groups.push({ index: m.index, label: m[1] });
  for (let i = groups.length - 1; i >= 0; i--) {
    const prev = groups[i].label;
    const prevClass = subClass(prev);
    const cls = subClass(label, prevClass === "roman" ? prev : undefined);
    // (h) then (i) is a letter sequence, not a roman numeral
    const sequential =
      label.length === 1 && prev.length === 1 && label.charCodeAt(0) === prev.charCodeAt(0) + 1;
    if (cls === prevClass || sequential) return parent.slice(0, groups[i].index) + sub;
  }
  return parent + sub;
}

/** "Charges and payment": a sentence-case title after a clause number. */
function isShortTitle(t: string): boolean {
  return (
    t.length <= 60 &&
    t.trim().split(/\s+/).length <= 8 &&
    /^[A-Z]/.test(t) &&
    !/\b(?:shall|will|must|may|is|are)\b/.test(t)
  );
}

function lines(text: string): Line[] {
  const out: Line[] = [];
  let s = 0;
  const n = text.length;
  while (s < n) {
    let e = text.indexOf("\n", s);
    if (e === -1) e = n;
    const raw = text.slice(s, e);
    if (raw.trim() !== "") {
      // columns of clauses run together on one line ("1.1 ...     1.2 ...")
      INLINE_BREAK_RE.lastIndex = 0;
      let from = 0;
      for (let m = INLINE_BREAK_RE.exec(raw); m !== null; m = INLINE_BREAK_RE.exec(raw)) {
        const cut = m.index + m[0].length;
        const sp = trimSpan(text, s + from, s + m.index);
        if (sp.end > sp.start) out.push(sp);
        from = cut;
      }
      const sp = trimSpan(text, s + from, e);
      if (sp.end > sp.start) out.push(sp);
    }
    s = e + 1;
  }
  return out;
}

export function splitClauses(text: string): Clause[] {
  const ls = lines(text);
  type Draft = {
    number: string | null;
    heading: string | null;
    start: number;
    end: number;
    numbered: boolean;
  };
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  let pendingHeading: { text: string; start: number } | null = null;
  let pendingMarker: { marker: Marker; start: number } | null = null;
  let lastTop: string | null = null;

  const close = () => {
    if (current) drafts.push(current);
    current = null;
  };

  for (const ln of ls) {
    const lineText = text.slice(ln.start, ln.end);
    if (isNoise(lineText)) continue;
    let marker = readMarker(lineText);
    let body = lineText;
    if (marker) {
      body = lineText.slice(marker.length);
      if (body.trim() === "") {
        // a bare "1." line: the number belongs to the next line
        pendingMarker = { marker, start: ln.start };
        continue;
      }
    } else if (pendingMarker) {
      marker = pendingMarker.marker;
    }
    const startAt = pendingMarker ? pendingMarker.start : ln.start;
    if (marker) {
      let number = marker.number;
      if (marker.kind === "sub") {
        number = lastTop ? joinSub(lastTop, number) : number;
        lastTop = number;
      } else {
        lastTop = number;
      }
      close();
      let heading: string | null = null;
      // "ARTICLE 4 - QUALITY; INSPECTION": the dash between the number and the heading is not part of it
      const bodyTrim = body.trim().replace(/^[-–—:]\s+/, "");
      if ((isHeadingLine(bodyTrim) || isShortTitle(bodyTrim)) && !/[.;:,]$/.test(bodyTrim))
        heading = bodyTrim;
      else {
        const hm = INLINE_HEADING_RE.exec(body);
        if (hm && hm[1].split(/\s+/).length <= 8 && (isHeadingLine(hm[1]) || isShortTitle(hm[1])))
          heading = hm[1].trim();
      }
      if (!heading && pendingHeading) heading = pendingHeading.text;
      current = {
        number,
        heading,
        start: pendingHeading ? pendingHeading.start : startAt,
        end: ln.end,
        numbered: true,
      };
      pendingHeading = null;
      pendingMarker = null;
      continue;
    }
    if (isHeadingLine(lineText)) {
      close();
      if (pendingHeading) {
        // two heading lines in a row (title then section name): keep the first as its own clause
        drafts.push({
          number: null,
          heading: pendingHeading.text,
          start: pendingHeading.start,
          end: pendingHeading.start + pendingHeading.text.length,
          numbered: false,
        });
      }
      pendingHeading = { text: lineText.trim(), start: ln.start };
      continue;
    }
    if (pendingHeading) {
      close();
      current = {
        number: null,
        heading: pendingHeading.text,
        start: pendingHeading.start,
        end: ln.end,
        numbered: false,
      };
      pendingHeading = null;
      continue;
    }
    if (current && (current as Draft).numbered) {
      (current as Draft).end = ln.end;
      continue;
    }
    close();
    current = { number: null, heading: null, start: ln.start, end: ln.end, numbered: false };
  }
  close();
  if (pendingHeading) {
    drafts.push({
      number: null,
      heading: pendingHeading.text,
      start: pendingHeading.start,
      end: pendingHeading.start + pendingHeading.text.length,
      numbered: false,
    });
  }
  drafts.sort((a, b) => a.start - b.start);
  return drafts.map((d, i) => ({
    id: `c${i + 1}`,
    number: d.number,
    heading: d.heading,
    start: d.start,
    end: d.end,
  }));
}

/** The clause containing `pos`, or null. */
export function clauseAt(clauses: Clause[], pos: number): Clause | null {
  let lo = 0;
  let hi = clauses.length - 1;
  let ans: Clause | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (clauses[mid].start <= pos) {
      ans = clauses[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans && pos < ans.end ? ans : null;
}

export type { Span };
