import { addToIso, type FoundDate, monthEndIso } from "../dates";
import type { Doc } from "../doc";
import { type Duration, wordsToNumber } from "../numbers";
import type { DateField } from "../types";
import { type DatesIn, field, type Span } from "./date-field";
import { definedDate } from "./defined-date";
import { eventStart } from "./event-start";

/** the words just before a date that make it the end of the term: "until", "expires on", "ending on" */
export const END_DATE_BEFORE_RE =
  /\b(?:(?:up\s+)?(?:until|through|to)(?:\s+and\s+including)?(?:\s+(?:midnight|noon|(?:the\s+)?close\s+of\s+business|\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\.?|\d{1,2}[:.]\d{2})(?:\s+\([^)]{0,30}\)|\s+(?:[a-z]+\s+){0,2}?(?:time|gmt|bst|utc|[ecmp][sd]t))?\s+on)?|(?:expir\w*|terminat\w*|end(?:s|ing)?|conclud\w*|laps\w*|ceas\w*\s+to\s+(?:have\s+effect|be\s+in\s+(?:full\s+)?(?:force|effect))|come\s+to\s+an\s+end)(?:\s+(?:automatically|absolutely|finally))?(?:\s*,[^,.;\d]{2,50},)?(?:\s+(?:no|not)\s+later\s+than)?(?:\s+(?:at|on)\s+(?:midnight|noon|the\s+close\s+of\s+business|\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?)(?:\s+\([^)]{0,30}\)|\s+(?:[a-z]+\s+){0,2}?(?:time|gmt|bst|utc|[ecmp][sd]t))?)?(?:\s+on)?|and\s+(?:shall\s+|will\s+)?expire\s+on|and\s+ending(?:\s+on)?|(?:expiry|expiration|end|final)\s+date(?:\s+of\s+(?:this|the)\s+(?:agreement|contract))?\s+(?:is|shall\s+be|will\s+be)|(?:expiry|expiration|end|termination|final)\s+date["”]\s+(?:shall\s+)?means?|\bbetween\s+(?:[^.;]|\.(?=\d)){4,40}?\s+and|expiring(?:\s+on)?|in\s+no\s+event\s+(?:beyond|later\s+than|after)|(?:expir\w*|terminat\w*|end(?:s|ing)?)\s+(?:on|upon|at|with)\s+(?:the\s+)?(?:conclusion|completion|end|close)\s+of\s+(?:the\s+)?(?:[\w-]+\s+){1,3}?(?:on|held\s+on))(?:\s+and\s+including)?(?:\s+the(?:\s+(?:[a-z]+-)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth))?)?\s*$/;
/** "the third anniversary", "the 5-year anniversary" */
export const ANNIVERSARY_RE =
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|fifteenth|twentieth|\d{1,2}(?:st|nd|rd|th))\s*(?:\(\d{1,2}(?:st|nd|rd|th)?\)\s*)?anniversary\b|\b([\w-]+)\s*(?:\(\d{1,2}\)\s*)?[\s-]years?[\s-]anniversary\b/i;
const FROM_SIGNING_RE =
  /\b(?:anniversary|years?|months?)\s+(?:of|from|after|following)\s+(?:the\s+)?(?:date\s+(?:hereof|of\s+(?:this|the)\s+agreement|of\s+execution|first\s+(?:above\s+)?written)|execution\s+date|signature\s+date|signing)/i;
/** "until the end of the current calendar year": the year in which the term starts */
const YEAR_END_RE =
  /\buntil\s+the\s+end\s+of\s+(?:the\s+)?(?:current|then[\s-]current|same)\s+calendar\s+year\b/i;
/** "through the end of the 2026 calendar year", "until the end of calendar year 2027": a named year's last day */
const NAMED_YEAR_END_RE =
  /\b(?:until|through|to)\s+(?:and\s+including\s+)?(?:the\s+end\s+of\s+(?:the\s+)?(?:(?:calendar|contract)\s+year\s+((?:19|20)\d\d)|((?:19|20)\d\d)(?:\s+calendar\s+year)?)|(?:the\s+)?calendar\s+year\s+((?:19|20)\d\d))\b|\bfor\s+(?:the\s+)?calendar\s+year\s+((?:19|20)\d\d)\b/i;
/** "until the end of December 2027", "expires at the end of June, 2026": the last day of a named month */
const NAMED_MONTH_END_RE =
  /\b(?:until|through|to|(?:expir\w*|terminat\w*|end\w*)\s+(?:at|on))\s+(?:and\s+including\s+)?the\s+(?:end|last\s+day)\s+of\s+(january|february|march|april|may|june|july|august|september|october|november|december),?\s+((?:19|20)\d\d)\b/i;
/** "expires on the day before the fifth anniversary of ..." */
const DAY_BEFORE_RE = /\bday\s+(?:immediately\s+)?(?:before|preceding|prior\s+to)\s+(?:the\s+|its\s+)?$/i;
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  fifteenth: 15,
  twentieth: 20,
};

/** the end named by a defined date: "until the Expiry Date", "expire on the Completion Date" */
const ENDS_ON_NAMED_RE =
  /\b(?:until|through|to|(?:expir\w*|end\w*|terminat\w*)\s+on)\s+the\s+((?:[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?\s+){1,2}Date)\b/;

/**
 * The end of the term a sentence sets: a date introduced as the end ("expires on 28 February 2027"),
 * an anniversary of the start ("ends on the third anniversary of the Effective Date"), or a length
 * from the start ("for a period of five years": the last day is the day before the anniversary).
 */
export function termEnd(
  doc: Doc,
  s: Span,
  ds: FoundDate[],
  durs: Duration[],
  effectiveIso: string | null,
  agreementIso: string | null,
  datesIn: DatesIn,
): (DateField & { fromEvent?: boolean }) | null {
  const endDate = ds.find((d) =>
    END_DATE_BEFORE_RE.test(doc.lower.slice(Math.max(0, d.start - 60), d.start)),
  );
  if (endDate) return field(doc, endDate);
  const raw = doc.text.slice(s.start, s.end);
  // "through the Expiration Date", with '"Expiration Date" means June 30, 2026' elsewhere
  const named = ENDS_ON_NAMED_RE.exec(raw);
  const namedEnd =
    named && !/^effective\s+date$/i.test(named[1]) ? definedDate(doc, named[1], datesIn) : null;
  if (namedEnd?.value) return field(doc, namedEnd);
  // "expire upon the later of (a) the end of the season and (b) the last day in February, 2023":
  // the dated alternative (the latest or earliest of several) is the date the contract names
  const choice =
    /\b(?:shall|will)?\s*(?:(?:expire|end|terminate)\w*\s+(?:upon|on|at|until)?|(?:continu|remain|be|is|run|last)\w*\s+(?:(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?|effective|valid|binding)\s+)?until)\s*the\s+(later|earlier|latest|earliest)\s+(?:to\s+occur\s+)?of\b/i.exec(
      raw,
    );
  const dated = choice ? ds.filter((d) => d.value && d.start > s.start + choice.index) : [];
  if (choice && dated.length > 0) {
    const later = /^lat/i.test(choice[1]);
    const pick = dated.reduce((a, b) => (b.value! > a.value! === later ? b : a));
    return field(doc, pick);
  }
  // a term counted from the signing ("the seventh anniversary of the date hereof") starts on the agreement date
  const ownStart = ds.find((d) =>
    /\b(?:start\w*|commenc\w*|begin\w*|effective|from)\s+(?:and\s+including\s+)?(?:on\s+|as\s+of\s+)?$/.test(
      doc.lower.slice(Math.max(0, d.start - 30), d.start),
    ),
  )?.value;
  const startIso = (FROM_SIGNING_RE.test(raw) ? agreementIso : null) ?? ownStart ?? effectiveIso;
  const namedYear = NAMED_YEAR_END_RE.exec(raw);
  if (namedYear) {
    const at = s.start + namedYear.index;
    const year = namedYear[1] ?? namedYear[2] ?? namedYear[3] ?? namedYear[4];
    return { value: `${year}-12-31`, text: namedYear[0], start: at, end: at + namedYear[0].length };
  }
  const monthEnd = NAMED_MONTH_END_RE.exec(raw);
  if (monthEnd) {
    const at = s.start + monthEnd.index;
    const value = monthEndIso(monthEnd[1], Number(monthEnd[2]));
    return { value, text: monthEnd[0], start: at, end: at + monthEnd[0].length };
  }
  const yearEnd = YEAR_END_RE.exec(raw);
  if (yearEnd && startIso) {
    const at = s.start + yearEnd.index;
    return {
      value: `${startIso.slice(0, 4)}-12-31`,
      text: yearEnd[0],
      start: at,
      end: at + yearEnd[0].length,
    };
  }
  const anniversary = ANNIVERSARY_RE.exec(raw);
  const unknownStart = { value: null, text: raw, start: s.start, end: s.end, fromEvent: true };
  if (anniversary && startIso) {
    const ev = eventStart(doc, raw.slice(anniversary.index + anniversary[0].length), datesIn);
    if (ev && !ev.iso) return unknownStart;
    const from = ev?.iso ?? startIso;
    const word = (anniversary[1] ?? anniversary[2]).toLowerCase();
    const n = ORDINALS[word] ?? (/^\d/.test(word) ? Number.parseInt(word, 10) : wordsToNumber(word));
    if (n && n > 0 && n < 100) {
      const at = s.start + anniversary.index;
      return {
        value: addToIso(from, n * 12, DAY_BEFORE_RE.test(raw.slice(0, anniversary.index)) ? -1 : 0),
        text: anniversary[0],
        start: at,
        end: at + anniversary[0].length,
      };
    }
  }
  if (durs.length > 0 && startIso) {
    const first = durs[0];
    let months = first.unit === "year" ? first.value * 12 : first.value;
    let d = first;
    // "five years and six months": one length written in two parts
    const next = durs[1];
    if (
      first.unit === "year" &&
      next?.unit === "month" &&
      /^\s*(?:,\s*)?and\s*$/i.test(doc.text.slice(first.end, next.start))
    ) {
      months += next.value;
      d = { ...next, start: first.start };
    }
    const ev = eventStart(doc, doc.text.slice(d.end, d.end + 90), datesIn);
    if (ev && !ev.iso) return unknownStart;
    const short = first.unit === "day" || first.unit === "week";
    return {
      value: short
        ? addToIso(ev?.iso ?? startIso, 0, first.value * (first.unit === "week" ? 7 : 1) - 1)
        : addToIso(ev?.iso ?? startIso, months, -1),
      text: doc.text.slice(d.start, d.end),
      start: d.start,
      end: d.end,
    };
  }
  return null;
}
