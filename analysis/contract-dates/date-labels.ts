import { type Doc, sentencesWithWords, triggerWords } from "../doc";
import { type DatesIn, field, type StatedDate } from "./date-field";

export const START_HEADING_RE =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:(?:service|contract|subscription)\s+)?(?:start|commencement|effective)\s+date\.?\s*$/i;
export const TERM_HEADING_RE =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:(?:(?:initial|contract|agreement)\s+)?term(?:\s+of\s+(?:the\s+|this\s+)?(?:agreement|contract))?|duration(?:\s+of\s+(?:the\s+|this\s+)?(?:agreement|contract))?|contract\s+period|length\s+of\s+(?:the\s+)?(?:agreement|contract))\.?\s*$/i;
export const END_HEADING_RE =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:(?:contract|agreement)\s+)?(?:expiry|expiration|end|termination)\s+date\.?\s*$/i;
const TERM_LABEL_NAME = String.raw`\b(?:term|duration|(?<!\b(?:quote|quotation|offer|price|prices|tender|bid|proposal)\s+)validity(?:\s+period)?|(?:contract|agreement|initial|licen[cs]e|subscription|minimum|fixed|primary|hire|rental|lease)\s+(?:period|term)|(?:period|length)\s+of\s+(?:this\s+|the\s+)?(?:agreement|contract)|period\s+of\s+performance)(?:\s+of\s+(?:this\s+|the\s+)?(?:agreement|contract|licen[cs]e))?`;
const EXPIRY_LABEL_NAME = String.raw`\b(?:(?:expiration|expiry|termination|end)\s+date|expiry|expiration|expires|valid\s+(?:until|through|to))`;
/** a label cell starting its line and set off from its value by a tab, a bar or a spaced dash ("Contract Term\t36 months") */
const CELL_SEPARATOR = String.raw`(?:[ \t]*\t|[ \t]*\||[ \t]+[-–—])[ \t]*`;
const LINE_START = String.raw`^[ \t]*(?:\d+(?:\.\d+)*\.?[ \t]*)?`;
const START_LABEL_NAME = String.raw`\b(?:effective|commencement|(?:service|contract|subscription)\s+start|start)\s+date`;
/** "Effective Date: 1 April 2026", a table row "Start Date\t1 April 2026" */
export const EFFECTIVE_LABEL_RE = new RegExp(
  String.raw`${START_LABEL_NAME}\s*:\s*|${LINE_START}${START_LABEL_NAME}${CELL_SEPARATOR}`,
  "gi",
);
const TERM_LABEL = String.raw`${TERM_LABEL_NAME}\s*:|${LINE_START}${TERM_LABEL_NAME}${CELL_SEPARATOR}`;
export const EXPIRY_LABEL_RE = new RegExp(
  String.raw`${EXPIRY_LABEL_NAME}\s*:\s*|${LINE_START}${EXPIRY_LABEL_NAME}${CELL_SEPARATOR}|${TERM_LABEL_NAME}\s*:\s*|${LINE_START}${TERM_LABEL_NAME}${CELL_SEPARATOR}`,
  "gi",
);

export const TERM_LABEL_RE = new RegExp(TERM_LABEL, "i");
/** labels read only at the head of the document: table rows and the looser names */
export const LOOSE_LABEL_RE =
  /[\t|–—]|\s-\s|validity|valid\s+(?:until|through|to)|expires|length\s+of|(?:contract|agreement)\s+term|of\s+licen[cs]e|of\s+performance/i;
export const HEAD_CHARS = 4000;
/** the body sends the reader to a schedule for the term: "for the Initial Term set out in the Schedule" */
export const TERM_IN_SCHEDULE_RE =
  /\b(?:initial\s+term|term|duration)\b[^.;]{0,40}?\b(?:set\s+(?:out|forth)|specified|stated|shown)\s+in\s+(?:the\s+)?(?:schedule|key\s+(?:terms|details))\b/i;
/** where the (last) schedule headed "SCHEDULE" or "Schedule 1" starts, or -1 */
export function scheduleHeadingStart(text: string): number {
  const re =
    /(?:^|\n)[ \t]*(?:THE\s+)?SCHEDULE(?:\s+\d{1,2})?[ \t]*(?:\n|$)|(?:^|\n)[ \t]*Schedule(?:\s+\d{1,2})?[ \t]*(?:[-–—:][^\n]{0,60})?(?:\n|$)/g;
  let at = -1;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) at = m.index;
  return at;
}
/** a term row's value that gives the end in words: "Until completion of the Services", "Rolling monthly", "Perpetual" */
export const END_IN_WORDS_ROW_RE =
  /^\s*(?:until|ongoing|rolling|perpetual|in\s+perpetuity|indefinite\w*|open-ended|co-?terminous|for\s+the\s+(?:duration|life)\s+of|(?:for\s+)?(?:so|as)\s+long\s+as)\b/i;
/** "Quotation valid until:", "This offer expires:", "Prices valid until:": not the contract's end */
export const OFFER_LABEL_RE = /\b(?:quot\w*|offer|prices?|tender|bid|proposal)\b/i;
const LABEL_WORDS = triggerWords([
  "date",
  "term",
  "duration",
  "period",
  "expiry",
  "expiration",
  "expires",
  "validity",
  "valid",
  "length",
]);

/** Matches of a global label regex ("Effective Date:") inside sentences that contain "date"/"term". */
export function labelMatches(doc: Doc, re: RegExp): Array<{ start: number; end: number; text: string }> {
  const out: Array<{ start: number; end: number; text: string }> = [];
  for (const idx of sentencesWithWords(doc, LABEL_WORDS)) {
    const s = doc.sentences[idx];
    const lower = doc.lower.slice(s.start, s.end);
    if (!/[:\t|–—]| - /.test(lower)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(lower); m !== null; m = re.exec(lower))
      out.push({ start: s.start + m.index, end: s.start + m.index + m[0].length, text: m[0] });
  }
  return out;
}

/** "1. Start Date." with "1 April 2026." alone in the next sentence: a date standing under its heading */
export function dateUnderHeading(doc: Doc, heading: RegExp, datesIn: DatesIn): StatedDate | null {
  const { text } = doc;
  for (let i = 1; i < doc.sentences.length && i < 400; i++) {
    if (!heading.test(text.slice(doc.sentences[i - 1].start, doc.sentences[i - 1].end))) continue;
    const s = doc.sentences[i];
    const ds = datesIn(text.slice(s.start, s.end), s.start);
    if (ds.length !== 1 || !ds[0].value || text.slice(s.start, s.end).trim().length > ds[0].text.length + 2)
      continue;
    return { date: field(doc, ds[0]), span: { start: s.start, end: s.end } };
  }
  return null;
}
