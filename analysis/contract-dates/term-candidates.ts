import type { FoundDate } from "../dates";
import type { Doc } from "../doc";
import { type Duration, findDurations } from "../numbers";
import type { DatesIn, Span } from "./date-field";
import { DEFINED_LENGTH_RE, definedPeriod, engagedUntilDate, namesOwnPeriod } from "./defined-periods";
import { withoutLeadQualifiers, withoutRunInHeading } from "./sentence-lead-ins";
import { ANNIVERSARY_RE } from "./term-end";
import { isAfterTermLength, isNoticeLength, isRenewalLength, isShortTerm } from "./term-lengths";
import {
  ENGAGED_FOR_TERM_RE,
  LATER_TERM_CLAUSE_RE,
  SUPPLIES_FOR_LENGTH_RE,
  semicolonParts,
  TERM_SENTENCE_RE,
  termSentenceIndexes,
} from "./term-sentences";

/** "after an initial term of three years", "the initial 24-month period": the length of the first term, even in a renewal sentence */
const INITIAL_LENGTH_RE =
  /\binitial\s+(?:term|(?:contract|agreement|licen[cs]e|subscription|service)\s+(?:term|period)|period)\s+(?:of\s+(?:this|the)\s+(?:agreement|contract)\s+)?(?:of|is|shall\s+be|will\s+be)\s+(?:[\w()-]+\s+){1,2}(?:years?|months?)\b|\binitial\s+(?:[\w()]+[\s-]){1,2}(?:years?|months?)\s+(?:term|(?:contract|agreement|licen[cs]e|subscription|service)\s+period|period)\b/i;
/** '"Expiry Date" means 31 December 2028': the definition of the day the agreement ends */
const END_DATE_DEFINITION_RE =
  /^(?:[\d.()]{1,8}\s+)?["“](?:(?:contract|agreement|scheduled)\s+)?(?:expiry|expiration|end|termination|final)\s+date["”]\s+(?:shall\s+)?means?\b/i;
/**
 * a period the contract names its Term in passing: 'during the period ... ending on 31 December 2029 (the "Term")',
 * or names after the relationship it sets up, which lasts as long as the contract: 'shall continue for eighteen
 * months (the "Consulting Period")', '(the "Engagement Term")', '(the "Appointment Period")'
 */
const NAMED_TERM_RE =
  /(?:\b(?:\d+|[a-z]+)(?:\s+\(\d+\))?(?:\s+|-)(?:years?|months?)|\banniversary|\b(?:ending|expiring|until|through|to)\s+(?:and\s+including\s+)?(?:on\s+)?(?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+,?\s+\d{4}))[^.;()]{0,120}\(\s*(?:hereinafter\s+)?(?:(?:referred\s+to|called)\s+)?(?:as\s+)?(?:the\s+)?["“](?:(?:Initial\s+)?Term|(?:Initial|Contract|Agreement|Consulting|Consultancy|Engagement|Appointment|Employment|Agency|Distribution|Distributorship|Franchise|Sponsorship|Endorsement)\s+(?:Term|Period))["”]\s*\)/;
const TERM_DEFINITION_RE =
  /^(?:[\d.()]{1,8}\s+)?["“](?:(?:initial|agreement|contract|contractual|lease|tenancy|hire|rental|fixed|licen[cs]e|supply|subscription|engagement|distribution)\s+)?(?:term|period)["”]\s+(?:shall\s+)?means?\b/i;
const TERM_VERB_RE =
  /\b(?:commenc\w*|begin\w*|continu\w*|expir\w*|terminat\w*|co-?terminous|co-?extensive|appl(?:y|ies)\s+(?:for|until)|(?:is|be)\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+,?\s+\d{4}|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})|end(?:s|ing)?|remains?\s+in\s+(?:full\s+)?(?:force|effect)|(?:be|is)\s+in\s+(?:full\s+)?(?:force|effect)|(?:shall|will)\s+have\s+effect|endur\w*|(?:shall|will|to)\s+operate|operates|in\s+operation|laps\w*|ceas\w*\s+to\s+(?:have\s+effect|be\s+in\s+(?:full\s+)?(?:force|effect))|come\s+to\s+an\s+end|remains?\s+effective|stays?\s+in\s+(?:full\s+)?(?:force|effect)|(?:be|is|remains?)\s+binding\s+(?:on\s+the\s+parties\s+)?(?:until|for\s+the\s+period\s+from)\b|(?:is|be)\s+(?:set|fixed)\s+at|has\s+effect|(?:shall|will)\s+be\s+(?:as|the\s+period)\s+(?:set\s+(?:forth|out)|specified|stated|provided)\s+in|valid|(?:shall|will)\s+be\s+for|is\s+for|(?:be|is|remains?)\s+effective\s+(?:until|through|to\s+and\s+including)|(?:be|remain|continue|stay)\w*\s+(?:\w+\s+)?until\s+(?:and\s+including\s+)?(?:the\s+)?(?=\d|[a-z]+\s+\d)|(?:shall|will|to|is)\s+(?:be\s+|remain\s+)?operative|(?:be|is|remains?|stays?)\s+in\s+(?:existence|place)\s+(?:for|until|through)\b|(?:shall|will|to)\s+(?:persist|subsist)|(?:persists|subsists)\s+(?:for|until)|(?:shall|will)\s+hold\s+good|(?:shall|will)\s+be\s+until|is\s+until|(?:is|be)\s+(?:for\s+)?(?:a\s+(?:period|term)\s+of\s+)?(?:[\w()-]+\s+){0,2}(?:years?|months?)|(?:is|be)\s+(?:for\s+)?(?:a\s+(?:period|term)\s+of\s+)?(?:[\w()-]+\s+){1,4}(?:days|weeks)\s+(?:from|after|commencing|starting|beginning)\b|(?:has|have)\s+an?\s+(?:(?:initial|fixed|minimum)\s+)?(?:[\w()]+[\s-]){1,3}(?:years?|months?)\s+term\b|extend\w*|run(?:s|ning)?|last(?:s|ing)?|effective\s+for|effective\s+from\b[^.;]{0,80}?\b(?:through|until|to)\s+(?:and\s+including\s+)?(?:(?:[a-z]+\s+)?\d+(?:st|nd|rd|th)?|the\s+(?:[\w()]+\s+){1,2}anniversary\b)|(?:is|are|shall\s+be|will\s+be|runs?)\s+from\s+|(?:is|be|means?)\s+the\s+period\s+(?:from|commencing|beginning|starting)\b|(?:is|be|runs?|continues?)\s+(?:on\s+)?an?\s+rolling\s+(?:\w+\s+)?(?:basis|contract|agreement)|(?:is|be)\s+(?:the|a)\s+period\s+of\s+(?:[\w()-]+\s+){1,2}(?:years?|months?)|covers?\s+the\s+period\s+(?:from|commencing|beginning|starting|(?=\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+,?\s+\d{4}|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}))|(?<!\b(?:not|never)\b[^.;]*)from\s+(?:and\s+including\s+)?(?=\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+,?\s+\d{4}|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})(?:[^.;]|\.(?=\d)){0,40}?\b(?:until|to|through|till)\s+(?:and\s+including\s+)?(?=\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+,?\s+\d{4}|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})|(?<!\b(?:not|never)\b[^.;]*)between\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+,?\s+\d{4}|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})(?:[^.;]|\.(?=\d)){0,30}?\band\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+,?\s+\d{4}|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})|for\s+an?\s+(?:(?:fixed|initial|minimum|primary)\s+)?(?:period|term)\s+of|(?:has|have|(?:shall|will)\s+have)\s+an?\s+(?:initial\s+|fixed\s+|minimum\s+)?(?:term|duration|period)\s+of|(?:has|have|(?:shall|will)\s+have)\s+an?\s+(?:indefinite|unlimited|open-ended)\s+(?:term|duration|period)\b|fixed[\s-]term\s+(?:agreement|contract)\s+(?:for|of)\s|conclud\w*|(?:entered\s+into|made)\s+for|(?:is|be)\s+of\s+(?:an?\s+)?(?:[\w()-]+\s+){0,3}duration|(?:has|have)\s+no\s+(?:fixed\s+|set\s+)?(?:term|duration|end\s+date|expiry\s+date)|(?:is|be)\s+the\s+same\s+as\s+(?:the\s+)?(?:term|duration)|binding\b[^.;]{0,60}?\bfor\s+(?:a\s+period\s+of\s+)?(?:[\w()-]+\s+){1,2}(?:years?|months?)|(?:this|agreement|contract)\s+is\s+an?\s+(?:[\w()]+[\s-]){1,2}(?:years?|months?)\s+(?:agreement|contract)|(?:provided|performed|supplied)\s+for\s+(?:[\w()-]+\s+){1,2}(?:years?|months?)|(?:commits?|agrees?|signs?\s+up)\s+to\s+an?\s+(?:minimum|initial|fixed)\s+(?:contract\s+|subscription\s+|commitment\s+)?(?:term|period)\s+of)\b/;
const TERM_EXCLUDE_RE =
  /^(?:[^,]{0,30}\b)?(?:either|each|any)\s+party\s+may|\bterminat\w*\b[^.;]{0,80}?\b(?:after|upon|if|on|when)\s*:|\b(?:may\s+(?:\w+\s+)?(?:not\s+)?be\s+terminated|can\s+be\s+terminated|may\s+(?:\w+\s+)?terminate|(?:automatically\s+)?(?:and\s+immediately\s+)?terminat\w*\s+(?:\w+\s+){0,3}?(?:upon|if|in\s+the\s+event|on\s+the\s+(?:termination|expiry|expiration))\s+(?:the\s+|any\s+|a\s+|its\s+)?(?:termination|expiration|expiry|withdrawal|occurrence|breach|rescission|invalidation|failure|any)(?!\s+of\s+(?:(?:a|the)\s+period\s+of\s+)?[\w-]+\s+(?:\(\d{1,3}\)\s+)?(?:years?|months?)\b)|may\s+(?:be\s+)?terminat\w*\s+(?:this|the)\s+agreement\s+(?:upon|by|on|if|for|at)|upon\s+(?:the\s+)?(?:expiration|termination)\s+(?:or\s+\w+\s+)?of\s+this\s+agreement,?\s+(?:the|each|all|any)|survive|in\s+the\s+event\s+(?:of|that)|if\s+(?:either|any|a)\s+party|terminat\w*\s+(?:\w+\s+){0,2}?(?:if|unless)\s+(?:the|a|an|any|its)\s|terminat\w*\s+(?:immediately\s+|automatically\s+)?upon\s+[^,.;]{0,40}?\b(?:receipt|notice|breach|occurrence|failure|insolvency|bankruptcy|default))\b/;
/**
 * "This Agreement shall automatically terminate upon the expiration of the Master Supply Agreement": its term
 * is the other's; "... upon the expiration of the last Royalty Term": it runs as long as a period it names
 */
const COTERMINOUS_RE =
  /\b(?:[Tt]his|[Tt]he)\s+[Aa]greement\s+(?:shall|will)\s+(?:automatically\s+)?(?:terminate|expire|end)\s+(?:automatically\s+)?(?:up)?on\s+(?:the\s+)?(?:termination|expiration|expiry)(?:\s+or\s+(?:termination|expiration|expiry))?\s+of\s+(?:(?:the|that)\s+(?:[A-Z][\w-]*\s+){0,4}(?:Agreement|Lease|Contract|Licen[cs]e)\b|(?:the\s+)?(?:last\s+(?:to\s+expire\s+)?|final\s+|all\s+(?:the\s+)?)?(?:[A-Z][\w-]*\s+){0,3}(?:Term|Period)s?\b)/;
/** "This Agreement shall not be terminable or revocable", "This Agreement is perpetual": a term with no end */
const NO_END_RE =
  /\b(?:this|the)\s+agreement\b[^.;]{0,80}?\b(?:(?:is|shall\s+be|will\s+be)\s+(?:perpetual|irrevocable)|(?:shall|will)\s+not\s+be\s+(?:terminable|revocable)|(?:is|are)\s+not\s+(?:terminable|revocable))\b/i;
/** "The Term of this Agreement shall be as set forth in Schedule A": the term sentence points to where its length is */
const SET_OUT_ELSEWHERE_RE =
  /^(?:[\d.()]{1,8}\s+)?(?:[a-z][a-z ]{0,40}[.:]\s+)?the\s+(?:initial\s+)?term(?:\s+of\s+this\s+agreement)?\s+(?:shall|will)\s+be\s+(?:as|the\s+period)\s+(?:set\s+(?:forth|out)|specified|stated|provided)\s+in\b/;
/** "The parties agree to extend the term of this Agreement until 31 December 2029": an amendment's new end */
const EXTENDS_TERM_RE =
  /\b(?:agree\s+to|hereby|(?:is|are|shall\s+be)\s+(?:hereby\s+)?)\s*extend(?:ed)?\s+(?:the\s+)?(?:initial\s+)?term\s+(?:of\s+(?:this|the)\s+(?:[A-Za-z]+\s+)?(?:agreement|contract)\s+)?(?:until|to|through)\s+(?:and\s+including\s+)?(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]+,?\s+\d{4}|[A-Za-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})/i;
/** "extends the Term by two years, so that the Term shall now end on 31 March 2029": an amendment's new end */
const TERM_NOW_ENDS_RE =
  /\b(?:so\s+that|such\s+that|with\s+the\s+(?:result|effect)\s+that)\s+(?:the\s+|this\s+)?(?:initial\s+)?(?:term|agreement|contract)(?:\s+of\s+(?:this|the)\s+(?:agreement|contract))?\s+(?:shall|will)\s+(?:now\s+)?(?:end|expire|terminate|continue\s+until)\s+(?:on\s+)?(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]+,?\s+\d{4}|[A-Za-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})/i;
const START_BEFORE_DATE_RE =
  /\b(?:commenc\w*|begin\w*|start\w*|effective|take\s+effect|come\s+into\s+(?:force|effect)|dated|made|entered\s+into)\s+(?:and\s+including\s+)?(?:on\s+|as\s+of\s+|from\s+)?(?:the\s+)?$/;
/** an end stated without a date or length: "until the completion of the Services", "in perpetuity" */
const END_PHRASE_RE =
  /\b(?:(?:until|for\s+(?:so|as)\s+long\s+as)\b[^,;]{3,160}|in\s+perpetuity|indefinitely|for\s+an\s+indefinite\s+(?:period|term))/;
/** an end stated other than by the word "terminate": an expiry, a date, a length, a stated event */
const STATED_END_RE =
  /\b(?:perpetu\w*|indefinite\w*|until|through|anniversary|expir\w*|for\s+(?:so|as)\s+long|co-?terminous|co-?extensive|concurrently|simultaneously|earlier\s+of|later\s+of|first\s+to\s+occur|completion|conclu\w*|duration|set\s+(?:out|forth)\s+in|specified\s+in|not\s+be\s+terminable|irrevocable)\b/;
/** "shall terminate when the last Order has been delivered": the work's natural end, not a ground to end it */
const NATURAL_END_RE =
  /\bterminat\w*\s+(?:automatically\s+)?(?:when|once)\s+(?![^.;]{0,80}?\b(?:breach|default|insolv\w*|bankrupt\w*|notice|death|dies|fails?|failure|ceases?\s+to\s+(?:trade|carry\s+on|do\s+business|exist))\b)[^.;]{0,80}?\b(?:completed?|completion|delivered|fulfilled|performed|paid\s+for|stops?\s+(?:making|supplying|selling|producing)|no\s+longer|discontinue[sd]?)\b/;
const hasStatedEnd = (lower: string) => STATED_END_RE.test(lower) || NATURAL_END_RE.test(lower);
/** "terminate" in a sentence about something else, or an end that waits on a condition or an event */
const ENDS_ON_EVENT_ONLY_RE =
  /\b(?:shall|will|may|can)(?:\s+not|not)\s+be\s+terminated\s+(?:for|by|because|due|on\s+(?:the\s+)?grounds?)\b|\b(?:changed|modified|amended|varied|waived),?\s+(?:or\s+)?terminat\w*|\bterminat\w*,?\s+(?:or\s+)?(?:changed|modified|amended|varied|waived|discharged)\b|\b(?:governed|construed|interpreted)\s+(?:by|in\s+accordance)|\bcontains?\b|\bterminat\w*\s+(?:[\w()'’-]+\s+){0,6}?(?:should|if|when|whenever|in\s+the\s+event|in\s+case|upon\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?(?:death|insolvency|bankruptcy|breach|default|occurrence|failure|dissolution|liquidation|winding|change\s+of\s+control))\b/;
const CONTINUES_TO_COVER_RE =
  /\b(?:continu\w*|remain\w*)\s+to\s+(?:govern|apply|bind|be\s+binding|cover|regulate)\b/;
const DESCRIBES_CONTENT_RE =
  /^(?:[\d.()a-z]{1,8}\s+)?(?:this|the)\s+agreement\s+(?:includes|contains|provides\s+for|sets\s+out|describes)\b/i;
const OTHER_DOCUMENT_TERM_RE =
  /^(?:[\d.()a-z]{1,8}\s+)?the\s+term\s+of\s+(?:this|each|any|the)\s+(statement\s+of\s+work|sow|order\s+form|purchase\s+order|work\s+order|order|call[\s-]off\s+contract|schedule|exhibit|addendum|amendment)\b/i;
/** "The Escrow Agreement shall remain in force ...": an agreement named as the subject, maybe another one */
const NAMED_AGREEMENT_SUBJECT_RE =
  /^(?:[\d.()a-z]{1,8}\s+)?(?:[Tt]he\s+term\s+of\s+)?[Tt]he\s+((?:[A-Z][\w&-]*\s+){1,4}(?:Agreement|Contract|Lease|Deed))\s+(?:shall|will|is|continues|remains|expires|terminates|ends|runs)\b/;
/** where the title and the preamble end when no preamble is found */
const TITLE_CHARS = 600;
/**
 * "This Statement of Work shall continue until ...", "This Schedule shall ...": the term of the document in
 * hand only if that is what it is, not of one attached to a master agreement
 */
const THIS_PART_RE =
  /^(?:[\d.()a-z]{1,8}\s+)?(?:the\s+term\s+of\s+)?this\s+(?:(statement\s+of\s+work|sow)|(order\s+form|purchase\s+order|work\s+order|order)|(call[\s-]off\s+contract)|(addendum)|(schedule))\b/i;
const PART_TITLES = [
  /\b(?:statement\s+of\s+work|sow)\b/i,
  /\border\b/i,
  /\bcall[\s-]off\s+contract\b/i,
  /\baddendum\b/i,
  /\bschedule\b/i,
];
/** the sentence is about the agreement itself ("Unless terminated earlier, the term of this Agreement ...") */
const OWN_SUBJECT_RE =
  /^(?:[^,]{0,160},\s*)?(?:the\s+(?:initial\s+|original\s+)?term\b|(?:this|the)\s+(?:[\w-]+\s+){0,3}?(?:agreement|contract)\b)/i;
const LAST_PATENT_RE = /\b(?:expir\w*|lapse|end)\s+of\s+the\s+last[\s-]+(?:to[\s-]+)?(?:expire|expiring)\b/i;
const SURVIVAL_TAIL_RE =
  /,?\s*(?:and|but)\s+(?:the\s+)?(?:obligations|provisions|duties|clauses?|sections?)\b[^.;]*\bsurviv\w*[^.;]*/;

/** a sentence (or part of one) that states the term, with the dates and lengths in it */
export interface TermCandidate {
  s: Span;
  raw: string;
  ds: FoundDate[];
  durs: Duration[];
  /** it is about the agreement itself, not a licence, a phase or a service the agreement covers */
  aboutItself: boolean;
}

/** The sentence's subject is another document: a statement of work, an order, an agreement this is not. */
function aboutAnotherDocument(text: string, body: string, pre: Span | null): boolean {
  // "The term of this Statement of Work ..." inside a master agreement: another document's term
  const other = OTHER_DOCUMENT_TERM_RE.exec(body);
  if (other && !new RegExp(`\\b${other[1].replace(/\s+/g, "\\s+")}\\b`, "i").test(text.slice(0, 200)))
    return true;
  // "This Statement of Work shall ..." in a master agreement: the form of a statement of work to come
  const part = THIS_PART_RE.exec(body);
  if (part) {
    const head = text.slice(0, pre ? pre.end : TITLE_CHARS);
    if (!PART_TITLES[part.slice(1).findIndex((g) => g !== undefined)].test(head)) return true;
  }
  // "The Escrow Agreement shall remain in force ..." in a services contract: an agreement the contract
  // never calls itself (in its title and preamble, or as "this Escrow Agreement") is another one
  const subject = NAMED_AGREEMENT_SUBJECT_RE.exec(body);
  if (subject) {
    const name = subject[1].replace(/\s+/g, "\\s+");
    const head = text.slice(0, pre ? pre.end : TITLE_CHARS);
    if (!new RegExp(`\\b${name}\\b`, "i").test(head) && !new RegExp(`\\bthis\\s+${name}\\b`, "i").test(text))
      return true;
  }
  return false;
}

/** The sentence part `s` as a statement of the term, or null when it states something else. */
function readTermCandidate(
  doc: Doc,
  s: Span,
  pre: Span | null,
  datesIn: DatesIn,
  startsOn: string | null,
): TermCandidate | null {
  const { text } = doc;
  const raw = text.slice(s.start, s.end);
  const lower = doc.lower.slice(s.start, s.end);
  const body = withoutLeadQualifiers(withoutRunInHeading(raw));
  const noEnd = NO_END_RE.test(raw);
  const initial = INITIAL_LENGTH_RE.exec(raw);
  // a bare "initial period" may be a trial or a fixed-price period; beside a renewal it is the first term
  const initialLength =
    initial &&
    /\b(?:agreement|contract)\b/i.test(raw) &&
    (!/^initial\s+(?:period|(?:[\w()]+[\s-]){1,2}(?:years?|months?)\s+period)/i.test(initial[0]) ||
      /\brenew/i.test(raw))
      ? initial
      : null;
  const defined =
    noEnd ||
    initialLength !== null ||
    definedPeriod(raw, s.start, datesIn) !== null ||
    engagedUntilDate(raw, datesIn) ||
    namesOwnPeriod(DEFINED_LENGTH_RE.exec(raw)) !== null ||
    ((raw.includes("Term") || raw.includes("Period")) && NAMED_TERM_RE.test(raw)) ||
    ENGAGED_FOR_TERM_RE.test(raw) ||
    SUPPLIES_FOR_LENGTH_RE.test(raw) ||
    EXTENDS_TERM_RE.test(raw) ||
    TERM_NOW_ENDS_RE.test(raw);
  if (
    !defined &&
    !TERM_SENTENCE_RE.test(raw) &&
    !TERM_SENTENCE_RE.test(body) &&
    !LATER_TERM_CLAUSE_RE.test(raw) &&
    !TERM_DEFINITION_RE.test(raw) &&
    !END_DATE_DEFINITION_RE.test(raw)
  )
    return null;
  const endDefinition = END_DATE_DEFINITION_RE.test(raw);
  if (!defined && !TERM_VERB_RE.test(lower) && !TERM_DEFINITION_RE.test(raw) && !endDefinition) return null;
  // "continues for two years, and the obligations in clause 3 survive for five years after it ends"
  // "shall terminate upon the expiration of the last to expire Licensed Patent": the term runs with the patents
  const coterminous =
    (COTERMINOUS_RE.test(raw) || LAST_PATENT_RE.test(raw)) &&
    !/\bmay\s+(?:\w+\s+)?(?:be\s+)?terminat/i.test(raw);
  const ds = datesIn(raw, s.start);
  const lengths = findDurations(raw, s.start).filter(
    (d) =>
      (d.unit === "year" || d.unit === "month" || isShortTerm(doc.lower, d)) &&
      !isNoticeLength(doc.lower, d) &&
      !isRenewalLength(doc.lower, d),
  );
  // "renews for successive one-year periods after an initial period of three years": the first term's length
  const initialAt = initialLength ? s.start + initialLength.index : -1;
  const ofInitial = initialLength
    ? lengths.filter((d) => d.start >= initialAt && d.end <= initialAt + initialLength[0].length)
    : [];
  const durs = ofInitial.length > 0 ? ofInitial : lengths;
  // "The licence shall continue for 3 years after termination of this Agreement": only a period after it
  if (durs.length > 0 && durs.every((d) => isAfterTermLength(doc.lower, d)) && ds.length === 0 && !noEnd)
    return null;
  // "This Agreement shall commence on 1 January 2026" dates the start, not the end
  const endDates = ds.filter(
    (d) => !START_BEFORE_DATE_RE.test(doc.lower.slice(Math.max(0, d.start - 40), d.start)),
  );
  // an end-date definition states a day: "means the date on which notice of termination expires" does not
  if (endDefinition && endDates.length === 0 && durs.length === 0 && !ANNIVERSARY_RE.test(raw)) return null;
  // "continues for three years, provided that either party may terminate it on notice": the term is
  // stated before the ways to end it early, which do not unmake it
  const endPhrase = END_PHRASE_RE.exec(lower);
  const termStated = [
    ...[...durs, ...endDates].map((d) => d.end - s.start),
    ...(endPhrase ? [endPhrase.index + endPhrase[0].length] : []),
  ].sort((a, b) => a - b)[0];
  const head = termStated === undefined ? lower : lower.slice(0, termStated);
  if (TERM_EXCLUDE_RE.test(head.replace(SURVIVAL_TAIL_RE, "")) && !coterminous) return null;
  // "The agreement includes standstill restrictions that will be in effect until ...": what it contains
  if (DESCRIBES_CONTENT_RE.test(body)) return null;
  // a sentence whose only word of an end is "terminate" says how it can end, not how long it runs:
  // "may not be changed, terminated or amended except in writing", "... or termination hereof shall
  // be governed by", "shall terminate should either Party become insolvent", "... upon the Consultant's death"
  if (termStated === undefined && !hasStatedEnd(lower) && ENDS_ON_EVENT_ONLY_RE.test(lower)) return null;
  // "shall continue to govern any Order placed before its expiry": what it still covers, not how long it runs
  if (termStated === undefined && CONTINUES_TO_COVER_RE.test(lower)) return null;
  // 'The term "Online Site" means ...': the word "term", not the contract's term
  if (/^(?:[\d.()a-z]{1,8}\s+)?the\s+terms?\s+["“]/i.test(body)) return null;
  if (aboutAnotherDocument(text, body, pre)) return null;
  const hasEnd =
    noEnd ||
    SET_OUT_ELSEWHERE_RE.test(lower) ||
    endDates.length > 0 ||
    durs.length > 0 ||
    /\b(?:perpetual\w*|perpetuity|indefinite\w*|unlimited\s+period|until|through|anniversary|expir\w*|terminat\w*|ends?\s+(?:automatically\s+)?(?:on|when|upon)|ending|no\s+(?:fixed\s+|set\s+)?(?:term|duration|end\s+date|expiry\s+date)|same\s+as\s+(?:the\s+)?(?:term|duration)|(?:force|effect|continues?|remains?)\s+while|from\s+(?:year|month)\s+to\s+(?:year|month)|(?:month|year)-to-(?:month|year)|(?:on\s+)?an?\s+rolling\s+(?:\w+\s+)?(?:basis|contract|agreement)|conclud\w*|completion|earlier\s+of|later\s+of|duration|(?:for\s+)?(?:so|as)\s+long\s+as|for\s+(?:the\s+)?long\s+as|co-?terminous|co-?extensive|concurrently\s+with|(?:term|period)\s+(?:specified|set\s+(?:out|forth)|stated|identified|shown)\s+in|for\s+the\s+(?:life|lifetime)\s+of|for\s+(?:the\s+)?calendar\s+year\s+(?:19|20)\d\d|(?:period|term)\s+of(?=\s+(?:\[\s*\*|\*{3}|\[\s*redacted))|(?:\[\s*\*+\s*\]|\*{3,})\s*(?:years?|months?))\b/.test(
      lower,
    );
  if (!hasEnd) return null;
  // "replaces the terms in force from 1 January 2020 to 31 December 2025": every date it ends on
  // is before this contract starts, so it is about the past
  if (
    startsOn &&
    durs.length === 0 &&
    endDates.length > 0 &&
    endDates.every((d) => d.value !== null && d.value < startsOn)
  )
    return null;
  return { s, raw, ds, durs, aboutItself: OWN_SUBJECT_RE.test(body) };
}

/**
 * The sentences that state the term, at most `slots` of them: those about the agreement itself first, then
 * those about a licence, a phase or a service it covers, each in document order.
 */
export function termCandidates(
  doc: Doc,
  pre: Span | null,
  datesIn: DatesIn,
  startsOn: string | null,
  slots: number,
): TermCandidate[] {
  const candidates: TermCandidate[] = [];
  let ownCandidates = 0;
  for (const idx of termSentenceIndexes(doc)) {
    if (ownCandidates >= slots) break;
    for (const s of semicolonParts(doc.text, doc.sentences[idx])) {
      const candidate = readTermCandidate(doc, s, pre, datesIn, startsOn);
      if (!candidate) continue;
      candidates.push(candidate);
      if (candidate.aboutItself) ownCandidates++;
      if (ownCandidates >= slots) break;
    }
  }
  // sentences about the agreement itself come first, then those about a licence, a phase or a service it
  // covers ("The Marketing Period shall continue for eighteen months"), each in document order: the
  // contract's own term is not crowded out of the three quoted by the sub-periods before it
  const chosen = [
    ...candidates.filter((c) => c.aboutItself),
    ...candidates.filter((c) => !c.aboutItself),
  ].slice(0, Math.max(0, slots));
  return chosen;
}
