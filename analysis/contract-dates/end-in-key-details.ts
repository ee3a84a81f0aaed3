import { addToIso, type FoundDate } from "../dates";
import type { Doc } from "../doc";
import { findDurations } from "../numbers";
import type { DateField } from "../types";
import { type DatesIn, field, type StatedDate } from "./date-field";
import {
  dateUnderHeading,
  END_HEADING_RE,
  END_IN_WORDS_ROW_RE,
  EXPIRY_LABEL_RE,
  HEAD_CHARS,
  LOOSE_LABEL_RE,
  labelMatches,
  OFFER_LABEL_RE,
  scheduleHeadingStart,
  TERM_HEADING_RE,
  TERM_IN_SCHEDULE_RE,
  TERM_LABEL_RE,
} from "./date-labels";
import { END_DATE_BEFORE_RE, termEnd } from "./term-end";

/** the start dates found before the end, which a length in the key details counts from */
export interface TermStarts {
  agreement: FoundDate | null;
  agreementDate: DateField | null;
  effective: DateField | null;
  effectiveDate: DateField | null;
}

/** "Expiry Date: 31 March 2028", "Term: 24 months", "Contract Period | 1 January 2026 - 31 December 2027" */
function endInLabels(doc: Doc, datesIn: DatesIn, starts: TermStarts): StatedDate | null {
  const { text } = doc;
  // "shall continue for the Initial Term set out in the Schedule": that schedule's term row is the contract's
  const scheduleAt = TERM_IN_SCHEDULE_RE.test(text) ? scheduleHeadingStart(text) : -1;
  for (const m of labelMatches(doc, EXPIRY_LABEL_RE)) {
    // a table row or a looser label ("Expires", "Valid until") is the contract's own only in its
    // key details at the head; later it may be a schedule's, a statement of work's or a quotation's
    const inNamedSchedule = scheduleAt >= 0 && m.start > scheduleAt && TERM_LABEL_RE.test(m.text);
    if (LOOSE_LABEL_RE.test(m.text) && m.start > HEAD_CHARS && !inNamedSchedule) continue;
    const lineStart = text.lastIndexOf("\n", m.start) + 1;
    if (OFFER_LABEL_RE.test(text.slice(lineStart, m.start + m.text.length))) continue;
    const from = m.end;
    const ds = datesIn(text.slice(from, from + 160), from);
    // an order form's "Initial Term: 24 months", counted from the start date
    const length = TERM_LABEL_RE.test(m.text)
      ? findDurations(text.slice(from, from + 40), from).find(
          (d) => (d.unit === "month" || d.unit === "year") && d.start - from < 5,
        )
      : undefined;
    // "Term: 12 months from 1 April 2026": the length runs from the date named right after it
    const fromDate = length
      ? ds.find(
          (d) =>
            d.value &&
            /^\s*(?:from|starting|commencing|beginning)\s+(?:on\s+)?$/i.test(text.slice(length.end, d.start)),
        )
      : undefined;
    const startIso = fromDate?.value ?? starts.effective?.value ?? starts.agreement?.value ?? null;
    // a date on a later line belongs to another row ("Start Date | 1 April 2026" under "Term | 24 months")
    const onLine = ds.filter((d) => !text.slice(from, d.start).includes("\n"));
    if ((onLine.length === 0 || fromDate) && length && startIso)
      return {
        date: {
          value: addToIso(startIso, length.unit === "year" ? length.value * 12 : length.value, -1),
          text: doc.text.slice(length.start, length.end),
          start: length.start,
          end: length.end,
        },
        span: { start: m.start, end: length.end },
      };
    // "Term | Until completion of the Services", "Contract Term: rolling monthly": an end in words, no date or length
    if (!length && (ds.length === 0 || ds[0].start - from >= 40) && TERM_LABEL_RE.test(m.text)) {
      const lineEnd = text.indexOf("\n", from);
      const row = text.slice(from, lineEnd === -1 ? text.length : lineEnd).trimEnd();
      if (END_IN_WORDS_ROW_RE.test(row))
        return {
          date: { value: null, text: row.trim(), start: from, end: from + row.length },
          span: { start: m.start, end: from + row.length },
        };
    }
    if (ds.length === 0 || ds[0].start - from >= 40) continue;
    // "Term: 1 May 2026 to 30 April 2027" or "Term: This Agreement shall commence on ... and expire on ..."
    const isTerm = TERM_LABEL_RE.test(m.text);
    // "Contract Period: 1 January 2026 - 31 December 2027": the second date of a range
    const rangeEnd =
      isTerm && ds.length > 1 && /^\s*(?:-|–|—|to|through)\s*$/i.test(text.slice(ds[0].end, ds[1].start))
        ? ds[1]
        : undefined;
    const last = isTerm
      ? (rangeEnd ??
        ds.find((d) => END_DATE_BEFORE_RE.test(doc.lower.slice(Math.max(0, d.start - 60), d.start))))
      : ds[0];
    if (!last) continue;
    return { date: field(doc, last), span: { start: m.start, end: last.end } };
  }
  return null;
}

/** "2. Duration. Twelve (12) months from the Start Date.": a length under a term heading */
function lengthUnderTermHeading(doc: Doc, datesIn: DatesIn, starts: TermStarts): StatedDate | null {
  const { text } = doc;
  for (let i = 1; i < doc.sentences.length && i < 400; i++) {
    const s = doc.sentences[i];
    const heading = doc.text.slice(doc.sentences[i - 1].start, doc.sentences[i - 1].end);
    if (!TERM_HEADING_RE.test(heading)) continue;
    const length = findDurations(text.slice(s.start, s.start + 40), s.start).find(
      (d) => (d.unit === "month" || d.unit === "year") && d.start - s.start < 3,
    );
    if (!length) continue;
    const found = termEnd(
      doc,
      s,
      datesIn(text.slice(s.start, s.end), s.start),
      [length],
      starts.effectiveDate?.value ?? null,
      starts.agreementDate?.value ?? null,
      datesIn,
    );
    return {
      date: found
        ? { value: found.value, text: found.text, start: found.start, end: found.end }
        : { value: null, text: text.slice(s.start, s.end), start: s.start, end: s.end },
      span: { start: s.start, end: s.end },
    };
  }
  return null;
}

/**
 * The end the key details state: a labelled row, a length under a term heading, or a date alone under an
 * end-date heading ("Expiry Date" on one line and "31 December 2028" on the next).
 */
export function endInKeyDetails(doc: Doc, datesIn: DatesIn, starts: TermStarts): StatedDate | null {
  return (
    endInLabels(doc, datesIn, starts) ??
    lengthUnderTermHeading(doc, datesIn, starts) ??
    dateUnderHeading(doc, END_HEADING_RE, datesIn)
  );
}
