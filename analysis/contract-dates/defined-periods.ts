import type { FoundDate } from "../dates";
import { triggerWords } from "../doc";
import type { DatesIn } from "./date-field";
import { withoutLeadQualifiers, withoutRunInHeading } from "./sentence-lead-ins";
import { OTHER_PERIOD_WORDS, SUPPLIES_FOR_LENGTH_RE, TERM_SENTENCE_RE } from "./term-sentences";

/** the words of a sentence that may define a period */
export const PERIOD_WORDS = triggerWords(["period", "term", "until", "through", "years", "months"]);
const OTHER_PERIOD_NAME_RE = new RegExp(String.raw`^(?:the\s+)?(?:${OTHER_PERIOD_WORDS})\b`, "i");
/** the name a match defines last ('... (the "Warranty Period")') is not one of those other periods */
export function namesOwnPeriod(m: RegExpExecArray | null): RegExpExecArray | null {
  const name = m ? /["“]?([^"“”()]+?)["”]?\s*\)\s*$/.exec(m[0]) : null;
  return m && !(name && OTHER_PERIOD_NAME_RE.test(name[1].trim())) ? m : null;
}

/** "to provide the Services from 1 June 2026 until 30 November 2026 (the Engagement Period)": a defined period sets the term */
const DEFINED_PERIOD_RE =
  /\bfrom\s+(?:and\s+including\s+)?([^.;()]{4,40}?)\s+(?:until|to|through)\s+(?:and\s+including\s+)?[^.;()]{4,40}?\s*\(\s*(?:the\s+)?["“]?(?:[A-Z][A-Za-z]+\s+){0,3}(?:Period|Term)["”]?\s*\)/;
/** "This agreement is for an initial period of 3 years from 1 May 2027": the first term starts on that date */
const INITIAL_FROM_RE =
  /\b(?:is|runs|continues|shall\s+(?:be|run|continue)|will\s+(?:be|run|continue))\s+(?:granted\s+)?for\s+(?:an?\s+)?(?:(?:initial|minimum|fixed)\s+)?(?:term|period)\s+of\s+[^.;()]{3,40}?\s+(?:from|commencing|starting|beginning)\s+(?:and\s+including\s+|on\s+)?(?=\d|[A-Z])/;

/** "This contract runs for 24 months from 1 April 2026", "The initial term is two years commencing 1 April 2026" */
const LENGTH_FROM_DATE_RE =
  /\b(?:(?:is|runs|continues|lasts|remains\s+in\s+(?:full\s+)?(?:force|effect)|(?:shall|will)\s+(?:be|run|continue|last|remain\s+in\s+(?:full\s+)?(?:force|effect)|be\s+in\s+(?:full\s+)?(?:force|effect)))\s+(?:for\s+)?(?:an?\s+(?:(?:initial|minimum|fixed)\s+)?(?:term|period)\s+of\s+)?|\bterm\s+(?:is|shall\s+be|will\s+be)\s+)[\w-]+\s+(?:\(\d{1,3}\)\s+)?(?:calendar\s+)?(?:years?|months?)\s*,?\s+(?:from|commencing|starting|beginning)\s+(?:and\s+including\s+|on\s+)?(?=\d|[A-Z][a-z]+\s+\d)/;
/** a length from a date in a sentence about the agreement's own term, not a warranty's or a price's */
function ownLengthFromDate(raw: string): RegExpExecArray | null {
  const m = LENGTH_FROM_DATE_RE.exec(raw);
  return m &&
    (TERM_SENTENCE_RE.test(raw) || TERM_SENTENCE_RE.test(withoutLeadQualifiers(withoutRunInHeading(raw))))
    ? m
    : null;
}

/** "The Client engages the Consultant to provide the Services from 1 June 2026 until 31 May 2027": the engagement's dates */
const ENGAGED_FROM_RE =
  /\b(?:engages?|appoints?|retains?|(?:shall|will|to)\s+(?:provide|perform|supply|deliver)|(?:[Ss]ervices|[Ss]upport|[Cc]onsultancy|[Mm]aintenance)\s+(?:shall|will)\s+be\s+(?:provided|performed|supplied|delivered|rendered)|lets|leases|demises)\b[^.;]{0,200}?\b(?:from|(?:during|for)\s+the\s+period(?:\s+from)?)\s+(?:and\s+including\s+)?([^.;()]{4,40}?)\s+(?:until|to|through)\s+(?:and\s+including\s+)?([^.;()]{4,40}?)(?=\s*,(?!\s*\d{4})|\s*[.;(]|\s+(?:unless|subject|or|and)\b|\s*$)/;
const YEAR_RE = /\b(?:19|20)\d\d\b/;

/** "lets the Premises for a term of five years from 1 April 2027 (the "Term")": a term defined by its length */
export const DEFINED_LENGTH_RE =
  /\bfor\s+(?:a|an)\s+(?:fixed\s+|initial\s+|minimum\s+)?(?:term|period)\s+of\s+(?:[^.;()]|\(\d{1,3}\)){3,48}?\s+(?:from|commencing|starting|beginning)\b[^.;]{0,60}?\(\s*(?:the\s+)?["“](?:[A-Z][A-Za-z]+\s+){0,2}(?:Term|Period)["”]\s*\)/;

/** A period the sentence defines or engages someone for: the dates it runs from and to, both real dates. */
export function definedPeriod(raw: string, offset: number, datesIn: DatesIn): { from: FoundDate } | null {
  // every form below starts from a date written with its year
  if (!YEAR_RE.test(raw)) return null;
  const m = namesOwnPeriod(DEFINED_PERIOD_RE.exec(raw)) ?? ENGAGED_FROM_RE.exec(raw);
  if (!m) {
    // "for a term of five years from and including 25 March 2027 (the "Term")": the term starts on that date
    const length =
      namesOwnPeriod(DEFINED_LENGTH_RE.exec(raw)) ??
      INITIAL_FROM_RE.exec(raw) ??
      ownLengthFromDate(raw) ??
      SUPPLIES_FOR_LENGTH_RE.exec(raw);
    const from = length
      ? /\b(?:from|commencing|starting|beginning)\s+(?:and\s+including\s+|on\s+)?/i.exec(length[0])
      : null;
    if (!length || !from) return null;
    const at = length.index + from.index + from[0].length;
    const start = datesIn(raw.slice(at, at + 40), offset + at)[0];
    return start?.value ? { from: start } : null;
  }
  const from = datesIn(m[1], offset + m.index + m[0].indexOf(m[1]))[0];
  if (!from?.value) return null;
  if (m[2] !== undefined && !datesIn(m[2])[0]?.value) return null;
  return { from };
}

/** "provide the Services from the date of this Agreement until 28 February 2027": a start it names, an end it dates */
const NAMED_START_RE =
  /^(?:the\s+)?(?:date\s+(?:hereof|of\s+(?:this\s+)?(?:agreement|contract|signature|execution))|(?:effective|commencement|start)\s+date|signature|execution)$/i;
export function engagedUntilDate(raw: string, datesIn: DatesIn): boolean {
  const m = ENGAGED_FROM_RE.exec(raw);
  return m !== null && NAMED_START_RE.test(m[1].trim()) && datesIn(m[2])[0]?.value != null;
}
