import { findDates, numericDateOrder } from "../dates";
import type { Doc } from "../doc";
import type { DatesIn } from "./date-field";
import { definedDate } from "./defined-date";

/** what a length or anniversary is counted from: "36 months after the First Delivery Date" */
const COUNTED_FROM_RE =
  /^\s*(?:\([^)]{0,20}\)\s*)?,?\s*(?:(?:calendar\s+)?(?:years?|months?)\s+)?(?:after|from|following|of|commencing\s+(?:on|from)|beginning\s+(?:on|from)|starting\s+(?:on|from))\s+(?:and\s+including\s+)?(?:the\s+)?([^,.;()]{0,60})/;
const START_ANCHOR_RE =
  /^(?:its\s+date\b|(?:date\s+of\s+(?:the\s+)?)?effective\s+date|commencement\s+date|(?:service\s+|contract\s+)?start\s+date|date\s+(?:hereof|of\s+(?:this|the)\s+(?:agreement|contract|document|instrument)|of\s+(?:execution|signature|signing)|first\s+(?:above\s+)?written|on\s+which\s+(?:this|the\s+last|both))|execution|signature|signing|commencement)\b/i;
/** an event whose date the contract does not give: a launch, a first delivery, a closing, a defined "X Date" */
const NAMED_EVENT_RE = /^(?:[A-Z][\w-]*\s+){0,4}(?:Date|Closing|Launch|Go-Live)\b/;
const EVENT_ANCHOR_RE =
  /^(?:the\s+)?first\s+(?:date|day)\s+(?:of|on\s+which)\b|^(?:date\s+of\s+)?(?:the\s+)?(?:first|initial)\s+(?:commercial|delivery|sale|shipment|order|purchase|use|launch|product|production)|^date\s+(?:of|on\s+which)\s+(?:the\s+)?(?:launch|completion|delivery|acceptance|installation|closing|approval|regulatory|go-live|commercial|product)|^(?:launch|completion|acceptance|installation|closing|go-live|delivery)\b|^date\s+(?:on\s+which\s+|when\s+|that\s+)?(?:the\s+|a\s+|its\s+|each\s+)?(?:[\w-]+\s+){1,3}?(?:opens|launches|goes\s+live|is\s+(?:first\s+)?(?:opened|open|launched|completed|delivered|accepted|installed|commissioned|live)|starts\s+(?:trading|operating)|commences\s+(?:trading|operations?|business)|first\s+(?:opens|trades|sells|ships))\b|^date\s+(?:on\s+which|when)\s+(?![^,.;()]*\b(?:sign\w*|execut\w*|effective|enter\w*|(?:this|the)\s+agreement)\b)[^,.;()]*?\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:first\s+)?[a-z]+(?:ed|en|ld|de|ht|ut|wn)\b/i;

/**
 * The start a length or anniversary counts from when that is not the contract's own start: the date a
 * defined event is given ("Launch Date" means 1 May 2026), or undefined when the event is not dated.
 */
export function eventStart(doc: Doc, after: string, datesIn: DatesIn): { iso: string | null } | null {
  const m = COUNTED_FROM_RE.exec(after);
  if (!m || START_ANCHOR_RE.test(m[1]) || !(NAMED_EVENT_RE.test(m[1]) || EVENT_ANCHOR_RE.test(m[1])))
    return null;
  const named = /^((?:[A-Z][\w-]*\s+){0,4}Date)\b/.exec(m[1]);
  return { iso: (named && definedDate(doc, named[1], datesIn)?.value) || null };
}

/** the length or anniversary in a term sentence is counted from an event the contract does not date */
export function countsFromUndatedEvent(doc: Doc, at: number): boolean {
  const order = () => numericDateOrder(doc.text);
  const ev = eventStart(doc, doc.text.slice(at, at + 90), (t, o = 0) => findDates(t, o, order));
  return ev !== null && ev.iso === null;
}
