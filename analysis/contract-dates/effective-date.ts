import type { FoundDate } from "../dates";
import { type Doc, findInSentences, sentencesWithWords, triggerWords } from "../doc";
import type { DateField } from "../types";
import { type AgreementDate, signatureBlockDate } from "./agreement-date";
import { type DatesIn, field, type Span, type StatedDate } from "./date-field";
import {
  dateUnderHeading,
  EFFECTIVE_LABEL_RE,
  EXPIRY_LABEL_RE,
  HEAD_CHARS,
  LOOSE_LABEL_RE,
  labelMatches,
  START_HEADING_RE,
  TERM_LABEL_RE,
} from "./date-labels";
import { definedDate } from "./defined-date";
import { definedPeriod, PERIOD_WORDS } from "./defined-periods";
import { readStartSentences } from "./start-sentences";

const EFFECTIVE_DEF_RE =
  /["“]\s*effective\s+date\s*["”]\s*(?:shall\s+)?(?:means?|is|has\s+the\s+meaning|shall\s+be)\b/;
const PERIOD_WORDS_CALENDAR = triggerWords(["calendar"]);
/** "This Agreement shall be valid for the calendar year 2027", "applies during calendar year 2027" */
const FOR_CALENDAR_YEAR_RE =
  /^(?:[\d.()]{1,8}\s+)?(?:this|the)\s+(?:agreement|contract)\s+(?:shall\s+|will\s+)?(?:be\s+valid|is\s+valid|be\s+in\s+(?:force|effect)|is\s+in\s+(?:force|effect)|appl(?:y|ies)|runs?|covers?)\s+(?:for|during|throughout)\s+(?:the\s+)?calendar\s+year\s+((?:19|20)\d\d)\b/i;
const EFFECTIVE_ON_SIGNING_RE =
  /\beffective\b[^.;]{0,80}?\b(?:(?:date\s+of\s+)?(?:the\s+)?last\s+(?:signature|party\s+to\s+sign)|later\s+of\s+the\s+(?:two\s+)?(?:signature|execution)\s+dates?|date\s+(?:on\s+which|when)\s+(?:this\s+agreement|it)\s+(?:has\s+been|is)\s+(?:signed|executed)\s+by\s+(?:both|all|each))/;
const START_DATE_NAMES = ["Commencement Date", "Start Date", "Service Start Date", "Services Start Date"];

/** a date in the preamble tagged as effective */
function taggedInPreamble(doc: Doc, pre: Span, preambleDates: FoundDate[]): FoundDate | undefined {
  return preambleDates.find((d) => {
    const before = doc.lower.slice(Math.max(pre.start, d.start - 40), d.start);
    const after = doc.lower.slice(d.end, Math.min(pre.end, d.end + 40));
    return (
      /effective/.test(before) ||
      /^\s*\)?\s*,?\s*\(?\s*(?:the\s+|this\s+)?["“]?\s*effective\s+date/.test(after)
    );
  });
}

/**
 * '"Effective Date" means ...': the date the definition gives, else the definition itself, or that it
 * refers back to the date in the preamble
 */
function effectiveDefinition(
  doc: Doc,
  datesIn: DatesIn,
): { date: FoundDate | null; span: Span | null; refersToPreamble: boolean } | null {
  const { text } = doc;
  const m = EFFECTIVE_DEF_RE.exec(doc.lower);
  if (!m) return null;
  const from = m.index + m[0].length;
  const to = Math.min(text.length, from + 200);
  const stop = text.slice(from, to).search(/(?<!\b[ap]|\b[ap]\.m)[.;]\s/);
  const seg = text.slice(from, stop >= 0 ? from + stop : to);
  const ds = datesIn(seg, from);
  if (ds.length > 0)
    return { date: ds[0], span: { start: ds[0].start, end: ds[0].end }, refersToPreamble: false };
  if (
    /\b(?:first\s+(?:written|set\s+forth|above)|date\s+hereof|preamble|cover\s+page|above\s+written)\b/i.test(
      seg,
    )
  )
    return { date: null, span: null, refersToPreamble: true };
  if (/\bhas\s+the\s+meaning\b/i.test(text.slice(m.index, from))) return null;
  return { date: null, span: { start: m.index, end: stop >= 0 ? from + stop : to }, refersToPreamble: false };
}

/** "This Agreement shall be valid for the calendar year 2027": it starts on the year's first day */
function calendarYearStart(doc: Doc): StatedDate | null {
  const { text } = doc;
  const year = findInSentences(doc, PERIOD_WORDS_CALENDAR, FOR_CALENDAR_YEAR_RE);
  if (!year) return null;
  const s = doc.sentences[year.idx];
  const m = FOR_CALENDAR_YEAR_RE.exec(text.slice(s.start, s.end));
  if (!m) return null;
  const at = s.start + m.index + m[0].indexOf("calendar");
  return {
    date: {
      value: `${m[1]}-01-01`,
      text: text.slice(at, s.start + m.index + m[0].length),
      start: at,
      end: s.start + m.index + m[0].length,
    },
    span: { start: s.start, end: s.end },
  };
}

/** the start of a defined period ("from 1 June 2026 until 30 November 2026 (the Engagement Period)") */
function definedPeriodStart(doc: Doc, datesIn: DatesIn): StatedDate | null {
  for (const idx of sentencesWithWords(doc, PERIOD_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 600) continue;
    const from = definedPeriod(doc.text.slice(s.start, s.end), s.start, datesIn)?.from;
    if (!from?.value) continue;
    return { date: field(doc, from), span: { start: s.start, end: s.end } };
  }
  return null;
}

/** "Effective Date: January 1, 2019" */
function labelledStart(doc: Doc, datesIn: DatesIn): { date: FoundDate; span: Span } | null {
  for (const m of labelMatches(doc, EFFECTIVE_LABEL_RE)) {
    const ds = datesIn(doc.text.slice(m.end, m.end + 40), m.end);
    if (ds.length > 0 && ds[0].start === m.end)
      return { date: ds[0], span: { start: m.start, end: ds[0].end } };
  }
  return null;
}

/** "effective as of the later of the two signature dates below": the last "Date:" in the signature blocks */
function lastSignatureStart(doc: Doc, datesIn: DatesIn): StatedDate | null {
  if (!EFFECTIVE_ON_SIGNING_RE.test(doc.lower.slice(0, 8000))) return null;
  const last = signatureBlockDate(doc, datesIn);
  return last ? { date: field(doc, last), span: { start: last.start, end: last.end } } : null;
}

/** 'provide the Services from 1 October 2025 (the "Commencement Date")': a start date defined where it is used */
function definedStartDate(doc: Doc, datesIn: DatesIn): StatedDate | null {
  for (const name of START_DATE_NAMES) {
    const d = definedDate(doc, name, datesIn);
    if (d?.value) return { date: field(doc, d), span: { start: d.start, end: d.end } };
  }
  return null;
}

/** "Contract Period | 1 April 2026 to 31 March 2028": a term row's range starts on its first date */
function termRowStart(doc: Doc, datesIn: DatesIn): StatedDate | null {
  const { text } = doc;
  for (const m of labelMatches(doc, EXPIRY_LABEL_RE)) {
    if (!TERM_LABEL_RE.test(m.text) || (LOOSE_LABEL_RE.test(m.text) && m.start > HEAD_CHARS)) continue;
    const ds = datesIn(text.slice(m.end, m.end + 80), m.end);
    if (
      ds.length > 1 &&
      ds[0].value &&
      /^\s*(?:from\s+)?$/i.test(text.slice(m.end, ds[0].start)) &&
      /^\s*(?:-|–|—|to|until|through)\s*$/i.test(text.slice(ds[0].end, ds[1].start))
    )
      return { date: field(doc, ds[0]), span: { start: m.start, end: ds[0].end } };
  }
  return null;
}

/**
 * When the agreement starts and the spans that state it, from the strongest reading to the weakest: the
 * preamble, a definition, a sentence that says so, a label or a key-details row (null when none does).
 */
export function findEffectiveDate(
  doc: Doc,
  pre: Span | null,
  datesIn: DatesIn,
  made: AgreementDate,
): { effective: DateField | null; effectiveSpans: Span[] } {
  const { text } = doc;
  const { agreement, cover, early } = made;
  const effectiveSpans: Span[] = [];
  let effective: DateField | null = null;
  const usesDefinedTerm = /["“]effective\s+date["”]|\bEffective\s+Date\b/.test(text);
  // (a) a date in the preamble tagged as effective
  const tagged = pre ? taggedInPreamble(doc, pre, made.preambleDates) : undefined;
  if (tagged) {
    effective = field(doc, tagged);
    effectiveSpans.push({ start: tagged.start, end: tagged.end });
  }
  // (b) "Effective Date" means ...
  const definition = effectiveDefinition(doc, datesIn);
  if (definition?.span) effectiveSpans.push(definition.span);
  if (!effective && definition?.date) effective = field(doc, definition.date);
  let refersToPreamble = definition?.refersToPreamble ?? false;
  // (c) "This Agreement shall become effective on ..." / "The Term shall commence on ..."
  const stated = readStartSentences(doc, datesIn, effectiveSpans.length);
  if (!effective) effective = stated.date;
  effectiveSpans.push(...stated.spans);
  if (stated.refersToPreamble) refersToPreamble = true;
  // the weaker readings below count only where none above found a start
  if (!effective) {
    const found = calendarYearStart(doc) ?? definedPeriodStart(doc, datesIn);
    if (found) {
      effective = found.date;
      effectiveSpans.push(found.span);
    }
  }
  const labelled = labelledStart(doc, datesIn);
  if (labelled) {
    effectiveSpans.push(labelled.span);
    if (!effective && labelled.date.value) effective = field(doc, labelled.date);
  }
  // "1. Start Date. 1 April 2026.": a date standing alone under a start-date heading
  const underHeading = effective ? null : dateUnderHeading(doc, START_HEADING_RE, datesIn);
  if (underHeading) {
    effective = underHeading.date;
    effectiveSpans.push(underHeading.span);
  }
  // the same date written in the preamble or on the cover page
  if (effective?.value) {
    for (const d of [agreement, cover, early])
      if (d && d.value === effective.value && !effectiveSpans.some((x) => x.start === d.start))
        effectiveSpans.push({ start: d.start, end: d.end });
  }
  // (e) effective as of an event rather than a date: "effective as of the date of the Closing (the
  // "Effective Date")"
  if (pre && effectiveSpans.length === 0) {
    const seg = doc.lower.slice(pre.start, pre.end);
    const m =
      /\beffective\s+(?:as\s+of|on|upon|from)\s+([^()"“]{3,120}?)\s*\(\s*(?:the\s+|this\s+)?["“]effective\s+date["”]\s*\)/.exec(
        seg,
      );
    if (m) effectiveSpans.push({ start: pre.start + m.index, end: pre.start + m.index + m[0].length });
  }
  // (d) the preamble date stands for the effective date when the contract refers back to it
  if (agreement && (refersToPreamble || (usesDefinedTerm && effectiveSpans.length === 0)))
    effectiveSpans.unshift({ start: agreement.start, end: agreement.end });
  if (!effective) {
    const found =
      lastSignatureStart(doc, datesIn) ?? definedStartDate(doc, datesIn) ?? termRowStart(doc, datesIn);
    if (found) {
      effective = found.date;
      effectiveSpans.push(found.span);
    }
  }
  return { effective, effectiveSpans };
}
