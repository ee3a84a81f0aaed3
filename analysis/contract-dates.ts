import { addToIso, type FoundDate, findDates, monthEndIso, numericDateOrder } from "./dates";
import { type Doc, findInSentences, sentencesWithWords, triggerWords } from "./doc";
import { findDurations, wordsToNumber } from "./numbers";
import { findPreamble } from "./parties";
import { mainAgreement } from "./terms/main-agreement";
import type { DateField } from "./types";

/**
 * Agreement date (when it was made), effective date (when it starts) and expiration date (when the
 * initial term ends), each with the exact words and, where they resolve, an ISO date.
 */

export interface ContractDates {
  agreementDate: DateField | null;
  effectiveDate: DateField | null;
  expirationDate: DateField | null;
  /** spans to report for the CUAD categories (clause-level where the date is not written out) */
  agreementSpans: Array<{ start: number; end: number }>;
  effectiveSpans: Array<{ start: number; end: number }>;
  expirationSpans: Array<{ start: number; end: number }>;
  /** the term sentence says the contract has no end ("continues in perpetuity", "until terminated") */
  openEnded: boolean;
}

const DATED_RE =
  /\b(?:dated|made|entered\s+into|executed|effective|agreement\s+date|date\s*:|as\s+of|on\s+this|this\s+\S+\s+day|day\s+of)\b/i;

function field(doc: Doc, d: FoundDate): DateField {
  return { value: d.value, text: doc.text.slice(d.start, d.end), start: d.start, end: d.end };
}

const EFFECTIVE_DEF_RE =
  /["“]\s*effective\s+date\s*["”]\s*(?:shall\s+)?(?:means?|is|has\s+the\s+meaning|shall\s+be)\b/;
const EFFECTIVE_WORDS = triggerWords([
  "effective",
  "commenc*",
  "begin",
  "begins",
  "beginning",
  "start",
  "starts",
  "take",
  "takes",
  "effect",
  "force",
  "apply",
  "applies",
  "run",
  "runs",
  "operate",
  "operates",
  "valid",
  "binding",
]);
const EFFECTIVE_SENTENCE_RE =
  /^(?:[\d.()a-z]{1,8}\s+)?(?:[A-Z][A-Za-z ]{0,40}[.:]\s+)?(?:this|the|all\s+terms\s+of|signed\s+and)\b[^;:]{0,110}?\b(?:(?:shall|will|is\s+to|to)\s+(?:automatically\s+)?(?:commence|begin|start|become\s+effective|be\s+effective|take\s+effect|come\s+into\s+(?:force|effect))|(?:is|be|are)\s+(?:made\s+)?effective|commences|begins|starts|takes\s+effect|comes\s+into\s+(?:force|effect)|effective\s+(?:as\s+of|on|from)|beginning\s+(?:on\s+)?(?:[A-Z]|\d)|(?:shall|will|is)\s+(?:be\s+)?deemed\s+to\s+have\s+(?:commenced|begun|started|come\s+into\s+(?:force|effect)|taken\s+effect|become\s+effective)|(?:effective|commencement|start)\s+date\s+(?:of\s+(?:this|the)\s+(?:agreement|contract)\s+)?(?:is|shall\s+be|will\s+be)\s+(?=\d|[a-z]+\s+\d))|^(?:[\d.()a-z]{1,8}\s+)?signed\s+and\s+effective\s+(?:this|as\s+of|on)\b|^(?:[\d.()a-z]{1,8}\s+)?(?:[A-Z][A-Za-z ]{0,40}[.:]\s+)?(?:this|the)\s+(?:agreement|contract)\s+(?:(?:shall|will)\s+)?(?:apply|applies|operate|operates|run|runs|(?:be|is)\s+(?:valid|binding)(?:\s+(?:on|upon)\s+the\s+parties)?|have\s+effect|has\s+effect)\s+(?:from|as\s+of|with\s+effect\s+from)\s+(?:and\s+including\s+)?(?=\d|[a-z]+\s+\d)|^(?:[\d.()a-z]{1,8}\s+)?with\s+effect\s+from\s+(?=\d|[a-z]+\s+\d)/i;
const TERM_WORDS = triggerWords([
  "commenc*",
  "continu*",
  "expir*",
  "terminat*",
  "remain",
  "remains",
  "duration",
  "life",
  "lifetime",
  "operative",
  "existence",
  "persist*",
  "subsist*",
  "concluded",
  "hold",
  "place",
  "ends",
  "ending",
  "valid",
  "validity",
  "endure",
  "endures",
  "operate",
  "operates",
  "operation",
  "lapse",
  "lapses",
  "cease",
  "ceases",
  "end",
  "effect",
  "effective",
  "force",
  "term",
  "perpetual*",
  "terminable",
  "irrevocable",
  "revocable",
  "indefinite*",
  "until",
  "period",
  "run*",
  "last*",
  "through",
  "co-terminous",
  "coterminous",
  "coextensive",
  "co-extensive",
  "apply",
  "provide",
  "provided",
  "appointment",
  "engagement",
  "binding",
  "rolling",
]);
const LENGTH_WORDS = triggerWords(["year", "years", "month", "months"]);
/** "This Agreement is for three years", "This is a 24-month agreement": a length with no word of a term */
const STATES_LENGTH_RE =
  /\b(?:(?:this|the)\s+(?:agreement|contract)|(?:the\s+|your\s+|our\s+)?(?:[a-z][\w&-]*['’]s\s+)?(?:subscription|engagement|appointment|retainer))\s+(?:is|shall\s+be|will\s+be)\s+(?:(?:made|entered\s+into|concluded)\s+)?for\s+(?:an?\s+(?:(?:fixed|initial|minimum)\s+)?(?:period|term)\s+of\s+)?(?:[\w()]+\s+){1,2}(?:years?|months?)\b|\b(?:this|(?:this|the)\s+(?:agreement|contract))\s+is\s+an?\s+(?:[\w()]+[\s-]){1,2}(?:years?|months?)\s+(?:agreement|contract)\b/i;
/**
 * Periods a contract names that run inside or after its term and are not the term itself: a warranty, a
 * notice, a cure, a payment, a royalty, an option or an exclusivity period, restrictions that outlast it.
 */
const OTHER_PERIOD_WORDS = String.raw`warranty|guarantee|defects?(?:\s+liability)?|trial|free|introductory|promotional|discount|notice|payment|credit|cure|grace|retention|survival|probation\w*|transition\w*|exit|rectification|remedy|response|resolution|review|billing|invoicing|royalty|accounting|reporting|objection|acceptance|testing|cooling-off|limitation|confidentiality|exclusivity|lock-(?:in|up)|option|restricted|restriction|standstill|non-?compet\w*|non-?solicit\w*|tail|run-?off|sell-?off|wind-?down|price|pricing`;
/** the sentence is about the agreement's own term: it starts with "This Agreement", "The Term", ... */
const TERM_SENTENCE_RE = new RegExp(
  String.raw`^(?:(?:[\d.()]{1,8}|\(?[a-zA-Z]{1,4}[.)]|[IVXL]{1,6})\s+){0,2}(?:[A-Z][A-Za-z ]{0,40}[.:]\s+)?(?:(?:(?:unless|except|subject|notwithstanding|in\s+relation\s+to|with\s+respect\s+to|in\s+respect\s+of|(?:upon|on|after|following)\s+(?:its\s+)?(?:execution|signature|signing)|once\s+(?:signed|executed)|commencing|beginning|starting|(?:with\s+effect\s+)?from|as\s+(?:of|from)|in\s+consideration\s+of)[^,]{0,160}|(?!(?:if|where|when|whenever|should|in\s+(?:the\s+)?(?:event|case)|upon|on|at|after|following|during|within|prior|before|by|thereafter|subsequently|then|once|as\s+soon|each|every|any|all|either|neither|no|to|for\s+each|for\s+any|save\s+(?:on|upon|after|following)|except\s+(?:on|upon|after|following)|as\s+used|as\s+defined|in\s+this\s+agreement|the|a|an|and|or|but|nor|this|that|these|those|it|its|such|which|who|we|you|our|your|[A-Z][\w&.-]*\s+(?:and|or)\s)\b)[A-Za-z](?:(?!\b(?:shall|will|may|must|agrees?|is|are|has|have|terms?\s+["“])\b)[^,;.]){1,120}),\s*){0,2}(?:(?:(?:(?:the|both)\s+parties(?:\s+hereto)?|(?:the\s+)?[A-Z][\w&-]*(?:\s+and\s+(?:the\s+)?[A-Z][\w&-]*)?)\s+(?:hereby\s+)?(?:have\s+)?(?:agree|intend|acknowledge|confirm|understand)[sd]?(?:\s+and\s+(?:agree|intend|acknowledge|confirm|understand)[sd]?)?|it\s+is\s+(?:hereby\s+)?(?:expressly\s+)?(?:agreed|intended|understood|acknowledged)(?:\s+(?:between|by)\s+the\s+parties)?)\s+that\s+(?=this\b|the\s+(?:(?:initial\s+)?term|agreement|contract)\b))?(?:(?:agreement|contract)\s+(?:shall|will|is)\b|(?:each\s+party['’]s\s+|the\s+parties['’]\s+|the\s+[a-z][\w&-]*['’]s\s+|the\s+)?obligations\s+(?:of\s+(?:the\s+|each\s+)?part(?:y|ies)\s+)?(?:under\s+this\s+(?:agreement|contract)|hereunder)\s+(?:shall|will)\s+(?:continue|terminate|end|expire|remain|last|run)\b(?![^.;]{0,80}\b(?:(?:on|upon|after|following|beyond|notwithstanding)\s+(?:the\s+|its\s+|any\s+)?|from\s+the\s+date\s+of\s+(?:the\s+|its\s+)?)(?:termination|expiry|expiration)\b)|term\s+of\s+(?:this|the)\s+(?:agreement|contract)\b|the\s+(?:expiry|expiration|end|final)\s+date\s+of\s+(?:this|the)\s+(?:agreement|contract)\b|(?:the\s+)?(?:[A-Z][\w&-]*['’]s\s+)?rights\s+(?:and\s+licen[cs]es\s+)?(?:granted\s+)?(?:in|under|by)\s+this\s+(?:agreement|contract)\s+(?:shall|will)\b(?![^.;]{0,80}\b(?:(?:on|upon|after|following|beyond|notwithstanding)\s+(?:the\s+|its\s+|any\s+)?|from\s+the\s+date\s+of\s+(?:the\s+|its\s+)?)(?:termination|expiry|expiration)\b)|this\s+(?:lease|tenancy|underlease|deed|mou|memorandum(?:\s+of\s+(?:understanding|agreement))?)\b|this\s+(?:[a-z]+(?:-[a-z]+)?\s+(?:and\s+)?){1,4}(?:agreement|contract)\b|the\s+employment\s+(?:shall|will|is\s+to)\s+(?:continue|commence|begin|start|run|be\s+for)\b|(?:the\s+)?[A-Z][A-Za-z]+['’]s\s+(?:engagement|appointment|employment|subscription)\b|(?:my|your|our|his|her|their)\s+(?:engagement|appointment|employment)(?!\s+(?:letter|terms|agreement|contract)\b)\b|(?:your|our|the|this)\s+(?:subscription|plan|membership|retainer)(?:\s+term)?\b|(?:the\s+)?[A-Z][\w&-]*\s+(?:commits?|agrees?|signs?\s+up)\s+to\s+an?\s+(?:minimum|initial|fixed)\s+(?:contract\s+|subscription\s+|commitment\s+)?(?:term|period)\b|(?:the\s+)?minimum\s+(?:commitment|contract|subscription)\s+(?:period|term)\b|(?:your|our)\s+(?:contract|agreement)\b|these\s+terms\b|this\s+is\s+an?\s+(?:[\w()-]+[\s-]){0,3}(?:agreement|contract)\b|the\s+(?:duration|length|life|lifetime|validity(?:\s+period)?)\s+of\s+(?:this|the)\s+(?:agreement|contract|engagement|licen[cs]e|appointment|lease|franchise|distributorship)\b|(?:said|such)\s+(?:initial\s+)?term\s+(?:shall|will|is)\b|(?:the\s+)?(?:supply|supplies|purchases|deliveries|services)\s+under\s+this\s+(?:agreement|contract)\s+(?:shall|will)\s+(?:run|continue|last|remain|end|expire|terminate)\b|(?:this|the|all\s+terms\s+of|it)\s+["“]?(?:(?:initial|original|contract|cooperation|license|licence)\s+)?(?:term|agreement|contract|amendment|license|licence|joint\s+venture|venture|collaboration|co-?operation|relationship|alliance|partnership|programme|program|promotion|sponsorship|arrangement|appointment|engagement|consultancy|tenancy|franchise|distributorship|dealership|concession|period|hire|rental|(?!(?:${OTHER_PERIOD_WORDS})\s)[a-z]+(?:-[a-z]+)?\s+(?:agreement|term|period)|oma|msa|sow|maintenance|consultation\s+period)\b|this\s+(?:statement\s+of\s+work|order\s+form|purchase\s+order|work\s+order|order|call[\s-]off\s+contract|addendum|schedule)\b|it\s+(?:shall|will)\s+(?:automatically\s+)?(?:expire|terminate|end|continue|remain)\b|(?:the\s+)?(?:[A-Z][\w-]*\s+)?services\s+(?:shall|will)\s+(?:commence|begin|start)\b(?=[^.;]{0,80}?\band\s+(?:shall\s+|will\s+)?(?:end|expire|terminate|continue)\b)|(?:the\s+)?(?:[A-Z][\w-]*\s+)?services\s+(?:shall|will)\s+be\s+(?:provided|performed|supplied)\s+for\s+(?:an?\s+(?:(?:fixed|initial|minimum)\s+)?(?:period|term)\s+of\s+)?(?:[\w()-]+\s+){1,2}(?:years?|months?)\b)`,
  "i",
);
/** "The Services shall start on 1 April 2026, and this Agreement shall continue for two years": the term in a later clause */
const LATER_TERM_CLAUSE_RE =
  /,?\s+and\s+(?:this|the)\s+(?:agreement|contract)\s+(?:shall|will)\s+(?:(?:then\s+)?continue|remain\s+in\s+(?:full\s+)?(?:force|effect)|expire|end|terminate\s+on|run)\b(?=[^.;]{0,40}?\b(?:for|until|on|through)\b)/i;
/** "appoints the Distributor for an initial period expiring on ...", "shall provide the Services for the period of two years" */
const ENGAGED_FOR_TERM_RE =
  /\b(?:is\s+(?:hereby\s+)?(?:appointed|engaged|retained)|(?:shall|will)\s+be\s+(?:appointed|engaged|retained))\b[^.;]{0,120}?\b(?:until|up\s+to\s+and\s+including|through)\s+(?:the\s+)?(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]+,?\s+\d{4}|[A-Za-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})|\b(?:appoints|is\s+(?:hereby\s+)?appointed|engages|is\s+(?:hereby\s+)?engaged|hires|is\s+(?:hereby\s+)?hired|hereby\s+retains|is\s+hereby\s+retained|(?:shall|will|agrees?\s+to|hereby)\s+(?:engage|appoint|hire)|(?:agrees?\s+to|hereby)\s+(?:retain|employ)|(?:shall|will)\s+(?:be\s+(?:obligated|obliged|required)\s+to\s+)?(?:provide|perform|supply)\s+the\s+services(?!\s+credits?\b)|(?:shall|will)\s+(?:supply|sell|purchase|buy|manufacture)\s+(?:the\s+)?(?:products|goods)|(?:shall|will|agrees?\s+to)\s+(?:serve|act)\s+as|lets|leases|demises)\b[^.;]{0,120}?(?:\bfor\s+(?:an?|the)\s+(?:initial\s+|fixed\s+|minimum\s+)?(?:period|term)\s+(?:of|expiring|ending|commencing|beginning|starting|from)\b|\bduring\s+the\s+(?:initial\s+)?period\s+(?:commencing|beginning|starting|from)\b[^.;]{0,80}?\b(?:ending|expiring|until|through)\b)(?![^.;]{0,60}\b(?:after|following|beyond)\s+(?:the\s+|its\s+|any\s+)?(?:termination|expiry|expiration|last)\b|(?:following|after|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:delivery|acceptance|installation|go-live|shipment|completion)\b)|^(?:[\d.()]{1,8}\s+)?(?:we|you)\s+(?:will|shall)\s+(?:provide|supply|perform|deliver)\s+(?:the\s+|our\s+)?(?:services?|support|goods)\s+for\s+(?:\w+|\d+)\s+(?:\(\d+\)\s+)?(?:years?|months?)\s+(?:from|starting|commencing|beginning)\b|\b(?:grants?|(?:is|are)\s+(?:hereby\s+)?granted)\b[^.;]{0,120}?\b(?:right|licen[cs]e|franchise)\b[^.;]{0,120}?\bfor\s+(?:(?:a|the)\s+(?:initial\s+)?(?:period|term)\s+of\s+(?:\w+|\d+)\s+(?:\(\d+\)\s+)?(?:years?|months?)\s+(?:from|commencing|beginning|starting)\s+(?:on\s+)?(?:the\s+)?(?:effective\s+date|date\s+(?:hereof|of\s+this\s+agreement|of\s+execution))|an?\s+initial\s+(?:period|term)\s+of\s+(?:\w+|\d+)\s+(?:\(\d+\)\s+)?(?:years?|months?))(?![^.;]{0,60}\b(?:after|following|beyond)\s+(?:the\s+|its\s+|any\s+)?(?:termination|expiry|expiration)\b)/i;

/** "The Supplier undertakes to supply the Products for three years from the date of this Agreement" */
const SUPPLIES_FOR_LENGTH_RE =
  /^(?:[\d.()]{1,8}\s+)?(?:the\s+)?[A-Z][\w&-]*\s+(?:will|shall|agrees?\s+to|undertakes?\s+to)\s+(?:provide|supply|perform|deliver|purchase|buy)\s+(?:(?:the\s+)?(?:services?|support|goods|products)|the\s+(?!(?:[\w-]+\s+)?(?:warrant\w*|guarantee\w*|insurance|indemn\w*|parts|spares|cover)\b)(?:[a-z][\w-]*\s+)?[a-z][\w-]*)\s+for\s+(?:(?:an?|the)\s+(?:(?:initial|minimum|fixed)\s+)?(?:period|term)\s+of\s+)?(?:\w+|\d+)\s+(?:\(\d+\)\s+)?(?:years?|months?)\s+(?:from|starting|commencing|beginning)\s+(?:on\s+)?(?:the\s+)?(?:(?:effective|commencement|start)\s+date\b|date\s+(?:hereof|of\s+this\s+(?:agreement|contract))\b|(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+,?\s+\d{4}|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}))/i;

/**
 * The sentence without a heading run into its start ("4. TERM AND TERMINATION 4.1 Unless ...",
 * "15. Duration of Agreement   This Agreement ...", "2.1 Term of Agreement Except as ..."), so that
 * rules anchored at the start of a sentence see its first real words.
 */
export function withoutRunInHeading(raw: string): string {
  const quoted = raw.replace(RESTATED_LEAD_IN_RE, "").replace(AMENDED_TO_PROVIDE_RE, "");
  const subNumber = /^.{0,90}?\b\d{1,3}\.\d{1,3}\.?\s+(?=[A-Z(])/s.exec(quoted);
  const rest = subNumber ? quoted.slice(subNumber[0].length) : quoted;
  const gap =
    /^\s*(?:(?:article|section|clause)\s+)?[\dIVXL]{1,4}\.?\s*[-–—:]?\s*[A-Za-z][A-Za-z ,&'’-]{2,60}?\s{2,}(?=[A-Z(])/i.exec(
      rest,
    );
  if (gap) return rest.slice(gap[0].length);
  const titled =
    /^\s*(?:(?:(?:ARTICLE|Article|SECTION|Section|CLAUSE|Clause)\s+)?(?:[\dIVXL]{1,4}\.?|\(?[a-z]{1,4}\))\s*(?:[-–—:]\s*)?)?[A-Z][A-Za-z]*(?:\s+(?:of|and|the|to|for|&|[A-Z][A-Za-z]*)){0,5}?(?:\s+[-–—])?\s+(?=(?:This|The|Unless|Except|Subject|Notwithstanding|It)\b)/.exec(
      rest,
    );
  if (titled) return rest.slice(titled[0].length);
  // "Article 8 The term of this Agreement is ...": a bare article number with no heading
  const label = BARE_ARTICLE_RE.exec(rest);
  return label ? rest.slice(label[0].length) : rest;
}
const BARE_ARTICLE_RE =
  /^\s*(?:ARTICLE|[Aa]rticle|SECTION|[Ss]ection|CLAUSE|[Cc]lause|§)\s*[\dIVXL]{1,4}(?:\.\d{1,3})*\.?\s*(?:[-–—:]\s*)?(?=[A-Z(])/;

/**
 * "Unless sooner terminated under Sections 10.2, 10.3 or 10.4, this Agreement shall ...", "Subject to
 * Section 4, and unless terminated earlier, as provided herein, the Term shall ...": the reservations
 * before the term sentence's subject, however many commas their lists of sections hold
 */
const LEAD_QUALIFIER_RE =
  /^(?:unless|except|subject\s+to|notwithstanding|save\s+(?:as|where|for)|without\s+prejudice\s+to|other\s+than|as\s+(?:otherwise\s+)?provided|in\s+accordance\s+with|pursuant\s+to)\b(?:[^.;]|\.(?=\d)){0,240}?,\s*(?:and\s+)?(?=(?:this|the)\s+(?:(?:initial|original)\s+)?(?:term|agreement|contract)\b|it\s+(?:shall|will)\b)/i;
/** the term sentence from its subject on, without the reservations before it */
function withoutLeadQualifiers(body: string): string {
  return body.replace(LEAD_QUALIFIER_RE, "");
}
/** "Section 3.1 of the Agreement is hereby amended to provide that the Term shall expire on ...": the clause as amended */
const AMENDED_TO_PROVIDE_RE =
  /^.{0,160}?\bamended\s+(?:so\s+as\s+|in\s+order\s+)?to\s+(?:provide|state|read|record)\s+that\s+/is;
/**
 * An amendment's restated clause: 'Clause 3.1 is deleted and replaced with the following: "This Agreement shall
 * continue until ..."', or a clause that opens with a quotation mark
 */
const RESTATED_LEAD_IN_RE =
  /^(?:.{0,160}?\b(?:replaced\s+(?:in\s+(?:its|their)\s+entirety\s+)?(?:with|by)|amended\s+(?:and\s+restated\s+)?(?:in\s+(?:its|their)\s+entirety\s+)?(?:to\s+read|as\s+follows)|restated\s+(?:in\s+(?:its|their)\s+entirety\s+)?(?:to\s+read|as\s+follows)|(?:shall|will)\s+(?:now\s+)?read)\b[^:"“.;]{0,40}:?\s*|[\d.()]{1,8}\s+)?["“]\s*/s;

const OTHER_PERIOD_NAME_RE = new RegExp(String.raw`^(?:the\s+)?(?:${OTHER_PERIOD_WORDS})\b`, "i");
/** the name a match defines last ('... (the "Warranty Period")') is not one of those other periods */
function namesOwnPeriod(m: RegExpExecArray | null): RegExpExecArray | null {
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
const PERIOD_WORDS_CALENDAR = triggerWords(["calendar"]);
/** "This Agreement shall be valid for the calendar year 2027", "applies during calendar year 2027" */
const FOR_CALENDAR_YEAR_RE =
  /^(?:[\d.()]{1,8}\s+)?(?:this|the)\s+(?:agreement|contract)\s+(?:shall\s+|will\s+)?(?:be\s+valid|is\s+valid|be\s+in\s+(?:force|effect)|is\s+in\s+(?:force|effect)|appl(?:y|ies)|runs?|covers?)\s+(?:for|during|throughout)\s+(?:the\s+)?calendar\s+year\s+((?:19|20)\d\d)\b/i;
/** the words that let a sentence with "apply", "run", "valid" or "binding" give a start at all */
const STARTS_WORDS_RE = /\b(?:effective|commenc\w*|begin\w*|start\w*|takes?|effect|force)\b/;
const APPLIES_FROM_RE =
  /\b(?:appl(?:y|ies)|runs?|operates?|valid|binding)\s+(?:(?:on|upon)\s+the\s+parties\s+)?(?:from|as\s+of|with\s+effect)\b/;

/** A period the sentence defines or engages someone for: the dates it runs from and to, both real dates. */
function definedPeriod(
  raw: string,
  offset: number,
  datesIn: (t: string, offset?: number) => FoundDate[],
): { from: FoundDate } | null {
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
function engagedUntilDate(raw: string, datesIn: (t: string, offset?: number) => FoundDate[]): boolean {
  const m = ENGAGED_FROM_RE.exec(raw);
  return m !== null && NAMED_START_RE.test(m[1].trim()) && datesIn(m[2])[0]?.value != null;
}

/** the start named by a defined date ("commence on the Commencement Date") and the date its definition gives */
const STARTS_ON_NAMED_RE =
  /\b(?:commenc\w*|begin\w*|start\w*|effective|(?:come|comes)\s+into\s+(?:force|effect))\s+(?:on|from|as\s+of|with\s+effect\s+from)\s+the\s+((?:[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?\s+){1,2}Date)\b/;
/** the end named by a defined date: "until the Expiry Date", "expire on the Completion Date" */
const ENDS_ON_NAMED_RE =
  /\b(?:until|through|to|(?:expir\w*|end\w*|terminat\w*)\s+on)\s+the\s+((?:[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?\s+){1,2}Date)\b/;
function datedByDefinition(
  doc: Doc,
  raw: string,
  datesIn: (t: string, offset?: number) => FoundDate[],
): FoundDate | null {
  const m = STARTS_ON_NAMED_RE.exec(raw);
  if (!m || /^effective\s+date$/i.test(m[1])) return null;
  return definedDate(doc, m[1], datesIn);
}

/**
 * The date a defined term is given: '"Commencement Date" means 16 October 2025', or defined where it
 * is first used: 'from 1 December 2025 (the "Start Date")'.
 */
function definedDate(
  doc: Doc,
  name: string,
  datesIn: (t: string, offset?: number) => FoundDate[],
): FoundDate | null {
  // both forms name it literally; most contracts never use the name, and a plain search is cheap
  if (!doc.text.includes(name)) return null;
  const def = new RegExp(`["“]${name}["”]\\s+(?:shall\\s+)?means?\\s+`).exec(doc.text);
  if (def) {
    const from = def.index + def[0].length;
    const d = datesIn(doc.text.slice(from, from + 40), from)[0];
    return d && d.start - from < 5 ? d : null;
  }
  const inline = new RegExp(`\\(\\s*(?:the\\s+)?["“]${name}["”]\\s*\\)`).exec(doc.text);
  if (!inline) return null;
  const from = Math.max(0, inline.index - 40);
  const d = datesIn(doc.text.slice(from, inline.index), from).pop();
  return d && inline.index - d.end < 3 ? d : null;
}

const START_DATE_NAMES = ["Commencement Date", "Start Date", "Service Start Date", "Services Start Date"];

const SIGNING_LINE_RE =
  /\b(?:in\s+witness\s+whereof\b[^.]{0,200}?\b(?:on|this|as\s+of|dated)|signed\s+and\s+(?:effective|dated)\s+(?:this|on|as\s+of))\s+(?:the\s+)?(?=\d|[A-Za-z]+\s+\d)/gi;

/** "Date: 3-14-18" under "By: /s/ ... Title: ..." in the signature blocks */
const SIGNATURE_DATE_RE =
  /(?:\b(?:by|name|title|its|signature|signed)\s*:|\/s\/)[\s\S]{0,200}?\bdated?\s*:\s*/gi;

/** The last date a party signed on, from "Date:" lines in the signature blocks (the contract binds from then). */
function signatureBlockDate(
  doc: Doc,
  datesIn: (t: string, offset?: number) => FoundDate[],
): FoundDate | null {
  const from = Math.floor(doc.text.length * 0.5);
  const tail = doc.text.slice(from);
  let latest: FoundDate | null = null;
  SIGNATURE_DATE_RE.lastIndex = 0;
  for (let m = SIGNATURE_DATE_RE.exec(tail); m !== null; m = SIGNATURE_DATE_RE.exec(tail)) {
    const at = from + m.index + m[0].length;
    const d = datesIn(doc.text.slice(at, at + 30), at)[0];
    if (d?.value && d.start - at < 3 && (!latest || d.value > latest.value!)) latest = d;
    SIGNATURE_DATE_RE.lastIndex = m.index + m[0].length;
  }
  return latest;
}

/** A date on a filing stamp ("Source: ACME INC, 10-K, 3/21/2019") is not a date of the contract. */
function onFilingStamp(doc: Doc, d: FoundDate): boolean {
  const line = doc.lower.slice(doc.lower.lastIndexOf("\n", d.start) + 1, d.start);
  return /\bsource:|\b(?:10-k|10-q|8-k|s-1|20-f)\b[^a-z]{0,6}$/.test(line);
}

function signingDate(doc: Doc, datesIn: (t: string, offset?: number) => FoundDate[]): FoundDate | null {
  SIGNING_LINE_RE.lastIndex = 0;
  const m = SIGNING_LINE_RE.exec(doc.text);
  if (!m) return null;
  const from = m.index + m[0].length;
  const d = datesIn(doc.text.slice(from, from + 60), from)[0];
  return d && d.start - from < 5 && d.value ? d : null;
}

/** "lets the Premises for a term of five years from 1 April 2027 (the "Term")": a term defined by its length */
const DEFINED_LENGTH_RE =
  /\bfor\s+(?:a|an)\s+(?:fixed\s+|initial\s+|minimum\s+)?(?:term|period)\s+of\s+(?:[^.;()]|\(\d{1,3}\)){3,48}?\s+(?:from|commencing|starting|beginning)\b[^.;]{0,60}?\(\s*(?:the\s+)?["“](?:[A-Z][A-Za-z]+\s+){0,2}(?:Term|Period)["”]\s*\)/;
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
/** a term with no end: "in perpetuity", "for an indefinite period", "until terminated", "on a rolling basis", "from year to year" */
const OPEN_ENDED_RE =
  /\b(?:perpetu\w*|indefinite\w*|from\s+(?:year|month)\s+to\s+(?:year|month)|(?:month|year)-to-(?:month|year)|rolling\s+(?:\w+\s+)?(?:basis|contract|agreement)|unlimited\s+(?:period|duration|term)|no\s+(?:fixed\s+)?(?:term|duration|end\s+date|expiry\s+date)|(?:not\s+be|is\s+not|are\s+not)\s+(?:terminable|revocable)|irrevocable|until\s+(?:it\s+is\s+|such\s+time\s+as\s+it\s+is\s+)?terminated)\b/i;
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
/** "your quotation dated 1 September 2026": the date of another paper, not of this contract */
const OTHER_PAPER_DATED_RE =
  /\b(?:quotation|quote|offer|proposal|tender|letter|e-?mail|invoice|estimate|bid)\s+(?:(?:no\.?|number|ref(?:erence)?)\s*[\w/-]+\s+)?dated\s+(?:as\s+of\s+)?$/;
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
const EFFECTIVE_ON_SIGNING_RE =
  /\beffective\b[^.;]{0,80}?\b(?:(?:date\s+of\s+)?(?:the\s+)?last\s+(?:signature|party\s+to\s+sign)|later\s+of\s+the\s+(?:two\s+)?(?:signature|execution)\s+dates?|date\s+(?:on\s+which|when)\s+(?:this\s+agreement|it)\s+(?:has\s+been|is)\s+(?:signed|executed)\s+by\s+(?:both|all|each))/;
const START_HEADING_RE =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:(?:service|contract|subscription)\s+)?(?:start|commencement|effective)\s+date\.?\s*$/i;
const TERM_HEADING_RE =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:(?:(?:initial|contract|agreement)\s+)?term(?:\s+of\s+(?:the\s+|this\s+)?(?:agreement|contract))?|duration(?:\s+of\s+(?:the\s+|this\s+)?(?:agreement|contract))?|contract\s+period|length\s+of\s+(?:the\s+)?(?:agreement|contract))\.?\s*$/i;
const END_HEADING_RE =
  /^\s*(?:\d+(?:\.\d+)*\.?\s*)?(?:(?:contract|agreement)\s+)?(?:expiry|expiration|end|termination)\s+date\.?\s*$/i;
const TERM_LABEL_NAME = String.raw`\b(?:term|duration|(?<!\b(?:quote|quotation|offer|price|prices|tender|bid|proposal)\s+)validity(?:\s+period)?|(?:contract|agreement|initial|licen[cs]e|subscription|minimum|fixed)\s+(?:period|term)|(?:period|length)\s+of\s+(?:this\s+|the\s+)?(?:agreement|contract)|period\s+of\s+performance)(?:\s+of\s+(?:this\s+|the\s+)?(?:agreement|contract|licen[cs]e))?`;
const EXPIRY_LABEL_NAME = String.raw`\b(?:(?:expiration|expiry|termination|end)\s+date|expiry|expiration|expires|valid\s+(?:until|through|to))`;
/** a label cell starting its line and set off from its value by a tab, a bar or a spaced dash ("Contract Term\t36 months") */
const CELL_SEPARATOR = String.raw`(?:[ \t]*\t|[ \t]*\||[ \t]+[-–—])[ \t]*`;
const LINE_START = String.raw`^[ \t]*(?:\d+(?:\.\d+)*\.?[ \t]*)?`;
const START_LABEL_NAME = String.raw`\b(?:effective|commencement|(?:service|contract|subscription)\s+start|start)\s+date`;
/** "Effective Date: 1 April 2026", a table row "Start Date\t1 April 2026" */
const EFFECTIVE_LABEL_RE = new RegExp(
  String.raw`${START_LABEL_NAME}\s*:\s*|${LINE_START}${START_LABEL_NAME}${CELL_SEPARATOR}`,
  "gi",
);
const TERM_LABEL = String.raw`${TERM_LABEL_NAME}\s*:|${LINE_START}${TERM_LABEL_NAME}${CELL_SEPARATOR}`;
const EXPIRY_LABEL_RE = new RegExp(
  String.raw`${EXPIRY_LABEL_NAME}\s*:\s*|${LINE_START}${EXPIRY_LABEL_NAME}${CELL_SEPARATOR}|${TERM_LABEL_NAME}\s*:\s*|${LINE_START}${TERM_LABEL_NAME}${CELL_SEPARATOR}`,
  "gi",
);

const TERM_LABEL_RE = new RegExp(TERM_LABEL, "i");
/** labels read only at the head of the document: table rows and the looser names */
const LOOSE_LABEL_RE =
  /[\t|–—]|\s-\s|validity|valid\s+(?:until|through|to)|expires|length\s+of|(?:contract|agreement)\s+term|of\s+licen[cs]e|of\s+performance/i;
const HEAD_CHARS = 4000;
/** the body sends the reader to a schedule for the term: "for the Initial Term set out in the Schedule" */
const TERM_IN_SCHEDULE_RE =
  /\b(?:initial\s+term|term|duration)\b[^.;]{0,40}?\b(?:set\s+(?:out|forth)|specified|stated|shown)\s+in\s+(?:the\s+)?(?:schedule|key\s+(?:terms|details))\b/i;
/** where the (last) schedule headed "SCHEDULE" or "Schedule 1" starts, or -1 */
function scheduleHeadingStart(text: string): number {
  const re =
    /(?:^|\n)[ \t]*(?:THE\s+)?SCHEDULE(?:\s+\d{1,2})?[ \t]*(?:\n|$)|(?:^|\n)[ \t]*Schedule(?:\s+\d{1,2})?[ \t]*(?:[-–—:][^\n]{0,60})?(?:\n|$)/g;
  let at = -1;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) at = m.index;
  return at;
}
/** a term row's value that gives the end in words: "Until completion of the Services", "Rolling monthly", "Perpetual" */
const END_IN_WORDS_ROW_RE =
  /^\s*(?:until|ongoing|rolling|perpetual|in\s+perpetuity|indefinite\w*|open-ended|co-?terminous|for\s+the\s+(?:duration|life)\s+of|(?:for\s+)?(?:so|as)\s+long\s+as)\b/i;
/** "Quotation valid until:", "This offer expires:", "Prices valid until:": not the contract's end */
const OFFER_LABEL_RE = /\b(?:quot\w*|offer|prices?|tender|bid|proposal)\b/i;
const PERIOD_WORDS = triggerWords(["period", "term", "until", "through", "years", "months"]);
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
function labelMatches(doc: Doc, re: RegExp): Array<{ start: number; end: number; text: string }> {
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

const END_DATE_BEFORE_RE =
  /\b(?:(?:up\s+)?(?:until|through|to)(?:\s+and\s+including)?(?:\s+(?:midnight|noon|(?:the\s+)?close\s+of\s+business|\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\.?|\d{1,2}[:.]\d{2})(?:\s+\([^)]{0,30}\)|\s+(?:[a-z]+\s+){0,2}?(?:time|gmt|bst|utc|[ecmp][sd]t))?\s+on)?|(?:expir\w*|terminat\w*|end(?:s|ing)?|conclud\w*|laps\w*|ceas\w*\s+to\s+(?:have\s+effect|be\s+in\s+(?:full\s+)?(?:force|effect))|come\s+to\s+an\s+end)(?:\s+(?:automatically|absolutely|finally))?(?:\s*,[^,.;\d]{2,50},)?(?:\s+(?:no|not)\s+later\s+than)?(?:\s+(?:at|on)\s+(?:midnight|noon|the\s+close\s+of\s+business|\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?)(?:\s+\([^)]{0,30}\)|\s+(?:[a-z]+\s+){0,2}?(?:time|gmt|bst|utc|[ecmp][sd]t))?)?(?:\s+on)?|and\s+(?:shall\s+|will\s+)?expire\s+on|and\s+ending(?:\s+on)?|(?:expiry|expiration|end|final)\s+date(?:\s+of\s+(?:this|the)\s+(?:agreement|contract))?\s+(?:is|shall\s+be|will\s+be)|(?:expiry|expiration|end|termination|final)\s+date["”]\s+(?:shall\s+)?means?|\bbetween\s+(?:[^.;]|\.(?=\d)){4,40}?\s+and|expiring(?:\s+on)?|in\s+no\s+event\s+(?:beyond|later\s+than|after)|(?:expir\w*|terminat\w*|end(?:s|ing)?)\s+(?:on|upon|at|with)\s+(?:the\s+)?(?:conclusion|completion|end|close)\s+of\s+(?:the\s+)?(?:[\w-]+\s+){1,3}?(?:on|held\s+on))(?:\s+and\s+including)?(?:\s+the(?:\s+(?:[a-z]+-)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth))?)?\s*$/;
const ANNIVERSARY_RE =
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
function eventStart(
  doc: Doc,
  after: string,
  datesIn: (t: string, offset?: number) => FoundDate[],
): { iso: string | null } | null {
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

/**
 * The end of the term a sentence sets: a date introduced as the end ("expires on 28 February 2027"),
 * an anniversary of the start ("ends on the third anniversary of the Effective Date"), or a length
 * from the start ("for a period of five years": the last day is the day before the anniversary).
 */
function termEnd(
  doc: Doc,
  s: { start: number; end: number },
  ds: FoundDate[],
  durs: Array<{ unit: string; value: number; start: number; end: number }>,
  effectiveIso: string | null,
  agreementIso: string | null,
  datesIn: (t: string, offset?: number) => FoundDate[],
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

/**
 * A very long "sentence" (a list run on with semicolons) is read part by part, each part up to its
 * semicolon and at most 600 characters; a sentence of ordinary length is read whole.
 */
function semicolonParts(
  text: string,
  whole: { start: number; end: number },
): Array<{ start: number; end: number }> {
  if (whole.end - whole.start <= 1500) return [whole];
  const parts: Array<{ start: number; end: number }> = [];
  let from = whole.start;
  while (from < whole.end) {
    const semi = text.indexOf(";", from);
    const end = semi === -1 || semi >= whole.end ? whole.end : semi + 1;
    let start = from;
    while (start < end && /\s/.test(text[start])) start++;
    // "...; and this Agreement shall continue ...": the part starts after its conjunction
    const conjunction =
      parts.length > 0 ? /^(?:and|or|and\/or)\s+/i.exec(text.slice(start, start + 8)) : null;
    if (conjunction) start += conjunction[0].length;
    if (end - start > 2) parts.push({ start, end: Math.min(end, start + 600) });
    from = end;
  }
  return parts;
}

/** "on three months' notice", "a notice period of 6 months": how long notice is, not how long the term is. */
/** "shall continue for a period of ninety (90) days": a term counted in days or weeks, not a time limit inside it */
const SHORT_TERM_BEFORE_RE =
  /\b(?:continues?|remains?\s+in\s+(?:full\s+)?(?:force|effect)|remains?\s+(?:valid|effective)|lasts?|runs?|is|be|be\s+(?:valid|effective|in\s+(?:full\s+)?(?:force|effect))|entered\s+into|concluded|made)\s+for\s+(?:(?:a|an|the)\s+(?:(?:fixed|initial|minimum|pilot|evaluation)\s+)?(?:period|term)\s+of\s+)?$|\bterm\s+(?:of\s+(?:this|the)\s+(?:agreement|contract)\s+)?(?:is|shall\s+be|will\s+be)\s+(?:(?:a|the)\s+period\s+of\s+)?$/;
const SHORT_TERM_AFTER_RE =
  /^\s*(?:\(\d+\)\s*)?(?:after|following|prior|before|of\s+(?:the\s+)?(?:receipt|notice|written)|from\s+(?:the\s+)?(?:date\s+of\s+)?(?:receipt|notice|termination|expir\w*|delivery|invoice))\b/;

function isShortTerm(lower: string, d: { unit: string; start: number; end: number }): boolean {
  return (
    (d.unit === "day" || d.unit === "week") &&
    SHORT_TERM_BEFORE_RE.test(lower.slice(Math.max(0, d.start - 60), d.start)) &&
    !SHORT_TERM_AFTER_RE.test(lower.slice(d.end, d.end + 60))
  );
}

function isNoticeLength(lower: string, d: { start: number; end: number }): boolean {
  return (
    /^\s*['’]?s?\s*\)?\s*(?:prior\s+|advance\s+)?(?:written\s+)?(?:notice|notification)/.test(
      lower.slice(d.end, d.end + 40),
    ) ||
    /\bnotice\s+(?:period\s+)?of\s+(?:at\s+least\s+|not\s+less\s+than\s+)?$/.test(
      lower.slice(Math.max(0, d.start - 40), d.start),
    )
  );
}

/**
 * "shall automatically renew for successive one (1) year periods", "extended for successive periods of twelve
 * months": how long each renewal lasts, not the first term (a term extended once, "hereby extended for two
 * years", is still its length)
 */
const RENEWAL_BEFORE_LENGTH_RE =
  /\b(?:renew\w*\s+(?:automatically\s+)?(?:for\s+)?(?:an?\s+|the\s+)?(?:(?:successive|additional|further|consecutive|subsequent|like)\s+)?|(?:successive|consecutive|subsequent)\s+|automatically\s+(?:be\s+)?extended\s+for\s+(?:an?\s+)?(?:(?:successive|additional|further|consecutive)\s+)?)(?:(?:renewal\s+)?(?:periods?|terms?)\s+of\s+)?$/;
function isRenewalLength(lower: string, d: { start: number }): boolean {
  return RENEWAL_BEFORE_LENGTH_RE.test(lower.slice(Math.max(0, d.start - 70), d.start));
}

/** "for 3 years after termination of this Agreement": a period that starts when the contract ends */
function isAfterTermLength(lower: string, d: { start: number; end: number }): boolean {
  return /^\s*(?:\)\s*)?(?:after|following|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:any\s+)?(?:termination|expiry|expiration|end)\s+(?:or\s+(?:termination|expiry|expiration)\s+)?of\s+(?:this|the)\s+(?:agreement|contract)\b/.test(
    lower.slice(d.end, d.end + 80),
  );
}

export function findContractDates(doc: Doc): ContractDates {
  const { text } = doc;
  // numeric dates in the contract's own order (month first in an American contract)
  const order = () => numericDateOrder(text);
  const datesIn = (t: string, offset = 0) => findDates(t, offset, order);
  const pre = findPreamble(doc);
  let agreement: FoundDate | null = null;
  let preambleDates: FoundDate[] = [];
  let referenceOnly = false;
  if (pre) {
    preambleDates = datesIn(text.slice(pre.start, pre.end), pre.start).filter((d) => !onFilingStamp(doc, d));
    // prefer the date the agreement was made ("is made this 22 day of June 2018") over the date of an
    // agreement it refers to ("to the Supply Agreement dated April 1, 2017")
    const underMain = mainAgreement(doc) !== null;
    /** the date of another agreement: "the Supply Agreement dated ...", or under a master agreement
     * "the Master Services Agreement between X and Y dated ..." (unless "this SOW is dated") */
    const datesOther = (d: FoundDate) => {
      const before = doc.lower.slice(Math.max(0, d.start - 60), d.start);
      if (OTHER_PAPER_DATED_RE.test(before)) return true;
      if (
        /\b(?:agreement|amendment|contract)(?:\s+(?:no\.?|number)\s*[\w-]+)?,?\s+dated\s+(?:as\s+of\s+)?$/.test(
          before,
        )
      )
        return true;
      return (
        underMain &&
        /\bdated\s+(?:as\s+of\s+)?$/.test(before) &&
        !/\b(?:this|the)\s+(?:sow|statement\s+of\s+work|order(?:\s+form)?|schedule|work\s+order)\s+(?:is\s+)?dated\s+(?:as\s+of\s+)?$/.test(
          before,
        )
      );
    };
    const made = preambleDates.find(
      (d) =>
        /\b(?:made|entered\s+into|executed|effective|dated)\b[^.;"]{0,25}$/.test(
          doc.lower.slice(Math.max(pre.start, d.start - 40), d.start),
        ) && !datesOther(d),
    );
    const notRef = preambleDates.find((d) => !datesOther(d));
    // a schedule or order "issued under the Services Agreement dated 4 January 2025" has no date of its own there
    agreement = made ?? notRef ?? (mainAgreement(doc) ? null : (preambleDates[0] ?? null));
    if (!agreement && preambleDates.length > 0) referenceOnly = true;
  }
  // "Dated: May 8, 2014" / "Dated as of ..." on a cover page or title block before the preamble
  const head = text.slice(0, Math.min(text.length, pre ? Math.max(pre.start, 3000) : 4000));
  let cover: FoundDate | null = null;
  let early: FoundDate | null = null;
  for (const d of datesIn(head)) {
    const before = doc.lower.slice(Math.max(0, d.start - 60), d.start);
    const line = doc.lower.slice(doc.lower.lastIndexOf("\n", d.start) + 1, d.start);
    if (/source:|filed|page\s+\d|amended|restated/.test(line) && !/^\s*dated/.test(line)) continue;
    if (OTHER_PAPER_DATED_RE.test(before)) continue;
    if (!cover && DATED_RE.test(before)) cover = d;
    if (!early && d.start < 1500) early = d;
    if (cover && early) break;
  }
  if (referenceOnly && cover && preambleDates.some((d) => d.start === cover?.start)) cover = null;
  // no date where the parties are named: the date the signing line gives ("IN WITNESS WHEREOF ... executed
  // this Agreement on the 1st day of June, 2006", "Signed and effective this 25th day of May, 1999")
  const signed = !agreement && !cover && preambleDates.length === 0 ? signingDate(doc, datesIn) : null;
  // an "Effective Date: ..." label near the top says when the terms apply, not when the parties signed
  const effectiveLabel = (d: FoundDate | null) =>
    d !== null && /\beffective\s+date\s*:?\s*$/.test(doc.lower.slice(Math.max(0, d.start - 30), d.start));
  const signedInBlock =
    !agreement && !signed && (!cover || effectiveLabel(cover)) && (!early || effectiveLabel(early))
      ? signatureBlockDate(doc, datesIn)
      : null;
  if (!agreement) agreement = signedInBlock ?? cover ?? signed ?? (referenceOnly ? null : early);
  const agreementDate = agreement ? field(doc, agreement) : null;
  const agreementSpans: Array<{ start: number; end: number }> = [];
  if (agreement) agreementSpans.push({ start: agreement.start, end: agreement.end });
  for (const d of [cover, early])
    if (d && !agreementSpans.some((x) => x.start === d.start))
      agreementSpans.push({ start: d.start, end: d.end });

  // Effective date
  const effectiveSpans: Array<{ start: number; end: number }> = [];
  let effective: DateField | null = null;
  const usesDefinedTerm = /["“]effective\s+date["”]|\bEffective\s+Date\b/.test(text);
  // (a) a date in the preamble tagged as effective
  if (pre) {
    for (const d of preambleDates) {
      const before = doc.lower.slice(Math.max(pre.start, d.start - 40), d.start);
      const after = doc.lower.slice(d.end, Math.min(pre.end, d.end + 40));
      if (
        /effective/.test(before) ||
        /^\s*\)?\s*,?\s*\(?\s*(?:the\s+|this\s+)?["“]?\s*effective\s+date/.test(after)
      ) {
        effective = field(doc, d);
        effectiveSpans.push({ start: d.start, end: d.end });
        break;
      }
    }
  }
  // (b) "Effective Date" means ...
  let refersToPreamble = false;
  const m = EFFECTIVE_DEF_RE.exec(doc.lower);
  if (m) {
    const from = m.index + m[0].length;
    const to = Math.min(text.length, from + 200);
    const stop = text.slice(from, to).search(/(?<!\b[ap]|\b[ap]\.m)[.;]\s/);
    const seg = text.slice(from, stop >= 0 ? from + stop : to);
    const ds = datesIn(seg, from);
    if (ds.length > 0) {
      effectiveSpans.push({ start: ds[0].start, end: ds[0].end });
      if (!effective) effective = field(doc, ds[0]);
    } else if (
      /\b(?:first\s+(?:written|set\s+forth|above)|date\s+hereof|preamble|cover\s+page|above\s+written)\b/i.test(
        seg,
      )
    ) {
      refersToPreamble = true;
    } else if (!/\bhas\s+the\s+meaning\b/i.test(text.slice(m.index, from))) {
      effectiveSpans.push({ start: m.index, end: stop >= 0 ? from + stop : to });
    }
  }
  // (c) "This Agreement shall become effective on ..." / "The Term shall commence on ..."
  for (const idx of sentencesWithWords(doc, EFFECTIVE_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 600) continue;
    const raw = text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    // "apply", "run", "valid" and "binding" are common words: only "... applies from" can start it
    if (!STARTS_WORDS_RE.test(lower) && !APPLIES_FROM_RE.test(lower)) continue;
    if (!EFFECTIVE_SENTENCE_RE.test(raw) && !EFFECTIVE_SENTENCE_RE.test(withoutRunInHeading(raw))) continue;
    if (
      !/\b(?:agreement|amendment|contract|license|licence|term|joint\s+venture|venture|promotion|hereof|herein|appointment|engagement|(?:hire|rental|initial|service|subscription)\s+period|the\s+(?:hire|rental))\b/.test(
        lower,
      ) &&
      !/^(?:[\d.()a-z]{1,8}\s+)?(?:signed\s+and\s+effective\b|the\s+(?:effective|commencement|start)\s+date\s+(?:is|shall\s+be|will\s+be)\b)/.test(
        lower,
      )
    )
      continue;
    if (
      /\b(?:unless\s+(?:in\s+writing|made|signed|executed)|waiver|modification|variation|no\s+change|in\s+witness|effective\s+(?:date\s+)?(?:as\s+of\s+)?(?:of\s+)?(?:the\s+|such\s+)?(?:termination|expiration)|upon\s+(?:the\s+)?(?:termination|expiration)|only\s+to\s+the\s+extent)\b/.test(
        lower,
      )
    )
      continue;
    if (
      /\b(?:(?<!\d{4}\s)calendar\s+(?:quarter|year|month)|financial\s+year|fiscal|royalty|payment\s+period)\b/.test(
        lower,
      )
    )
      continue;
    // the start, not the end the same sentence gives ("begins on the date hereof and expires on 31 December 2023")
    const ds = datesIn(raw, s.start).filter(
      (d) => !END_DATE_BEFORE_RE.test(doc.lower.slice(Math.max(0, d.start - 60), d.start)),
    );
    if (!effective && ds.length > 0 && ds[0].value) effective = field(doc, ds[0]);
    // "shall commence on the Commencement Date", with '"Commencement Date" means 16 October 2025'
    const named = ds.length === 0 ? datedByDefinition(doc, raw, datesIn) : null;
    if (named) {
      if (!effective && named.value) effective = field(doc, named);
      effectiveSpans.push({ start: named.start, end: named.end });
    }
    if (
      /\b(?:(?:day\s+and\s+year|date)\s+(?:first\s+)?(?:written|set\s+forth|above\s+written)|date\s+hereof|date\s+above)\b/.test(
        lower,
      )
    )
      refersToPreamble = true;
    effectiveSpans.push({ start: s.start, end: s.end });
    if (effectiveSpans.length >= 3) break;
  }
  // "This Agreement shall be valid for the calendar year 2027": it starts on the year's first day
  if (!effective) {
    const year = findInSentences(doc, PERIOD_WORDS_CALENDAR, FOR_CALENDAR_YEAR_RE);
    if (year) {
      const s = doc.sentences[year.idx];
      const m = FOR_CALENDAR_YEAR_RE.exec(text.slice(s.start, s.end));
      if (m) {
        const at = s.start + m.index + m[0].indexOf("calendar");
        effective = {
          value: `${m[1]}-01-01`,
          text: text.slice(at, s.start + m.index + m[0].length),
          start: at,
          end: s.start + m.index + m[0].length,
        };
        effectiveSpans.push({ start: s.start, end: s.end });
      }
    }
  }
  // (c') the start of a defined period ("from 1 June 2026 until 30 November 2026 (the Engagement Period)")
  if (!effective) {
    for (const idx of sentencesWithWords(doc, PERIOD_WORDS)) {
      const s = doc.sentences[idx];
      if (s.end - s.start > 600) continue;
      const from = definedPeriod(text.slice(s.start, s.end), s.start, datesIn)?.from;
      if (!from?.value) continue;
      effective = field(doc, from);
      effectiveSpans.push({ start: s.start, end: s.end });
      break;
    }
  }
  // "Effective Date: January 1, 2019"
  for (const m of labelMatches(doc, EFFECTIVE_LABEL_RE)) {
    const ds = datesIn(text.slice(m.end, m.end + 40), m.end);
    if (ds.length > 0 && ds[0].start === m.end) {
      effectiveSpans.push({ start: m.start, end: ds[0].end });
      if (!effective && ds[0].value) effective = field(doc, ds[0]);
      break;
    }
  }
  // "1. Start Date. 1 April 2026.": a date standing alone under a start-date heading
  if (!effective) {
    for (let i = 1; i < doc.sentences.length && i < 400; i++) {
      const heading = text.slice(doc.sentences[i - 1].start, doc.sentences[i - 1].end);
      if (!START_HEADING_RE.test(heading)) continue;
      const s = doc.sentences[i];
      const ds = datesIn(text.slice(s.start, s.end), s.start);
      if (ds.length !== 1 || !ds[0].value || text.slice(s.start, s.end).trim().length > ds[0].text.length + 2)
        continue;
      effective = field(doc, ds[0]);
      effectiveSpans.push({ start: s.start, end: s.end });
      break;
    }
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
  // "effective as of the later of the two signature dates below": the last "Date:" in the signature blocks
  if (!effective && EFFECTIVE_ON_SIGNING_RE.test(doc.lower.slice(0, 8000))) {
    const last = signatureBlockDate(doc, datesIn);
    if (last) {
      effective = field(doc, last);
      effectiveSpans.push({ start: last.start, end: last.end });
    }
  }
  // 'provide the Services from 1 October 2025 (the "Commencement Date")': a start date defined where it is used
  if (!effective) {
    for (const name of START_DATE_NAMES) {
      const d = definedDate(doc, name, datesIn);
      if (!d?.value) continue;
      effective = field(doc, d);
      effectiveSpans.push({ start: d.start, end: d.end });
      break;
    }
  }
  // "Contract Period | 1 April 2026 to 31 March 2028": a term row's range starts on its first date
  if (!effective) {
    for (const m of labelMatches(doc, EXPIRY_LABEL_RE)) {
      if (!TERM_LABEL_RE.test(m.text) || (LOOSE_LABEL_RE.test(m.text) && m.start > HEAD_CHARS)) continue;
      const ds = datesIn(text.slice(m.end, m.end + 80), m.end);
      if (
        ds.length > 1 &&
        ds[0].value &&
        /^\s*(?:from\s+)?$/i.test(text.slice(m.end, ds[0].start)) &&
        /^\s*(?:-|–|—|to|until|through)\s*$/i.test(text.slice(ds[0].end, ds[1].start))
      ) {
        effective = field(doc, ds[0]);
        effectiveSpans.push({ start: m.start, end: ds[0].end });
        break;
      }
    }
  }
  const effectiveDate = effective ?? (agreementDate ? { ...agreementDate } : null);

  // Expiration date: the sentence that sets the (initial) term
  const expirationSpans: Array<{ start: number; end: number }> = [];
  let expiration: DateField | null = null;
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
    const startIso = fromDate?.value ?? effective?.value ?? agreement?.value ?? null;
    // a date on a later line belongs to another row ("Start Date | 1 April 2026" under "Term | 24 months")
    const onLine = ds.filter((d) => !text.slice(from, d.start).includes("\n"));
    if ((onLine.length === 0 || fromDate) && length && startIso) {
      expirationSpans.push({ start: m.start, end: length.end });
      expiration = {
        value: addToIso(startIso, length.unit === "year" ? length.value * 12 : length.value, -1),
        text: doc.text.slice(length.start, length.end),
        start: length.start,
        end: length.end,
      };
      break;
    }
    // "Term | Until completion of the Services", "Contract Term: rolling monthly": an end in words, no date or length
    if (!length && (ds.length === 0 || ds[0].start - from >= 40) && TERM_LABEL_RE.test(m.text)) {
      const lineEnd = text.indexOf("\n", from);
      const row = text.slice(from, lineEnd === -1 ? text.length : lineEnd).trimEnd();
      if (END_IN_WORDS_ROW_RE.test(row)) {
        expirationSpans.push({ start: m.start, end: from + row.length });
        expiration = { value: null, text: row.trim(), start: from, end: from + row.length };
        break;
      }
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
    expirationSpans.push({ start: m.start, end: last.end });
    expiration = field(doc, last);
    break;
  }
  // "2. Duration. Twelve (12) months from the Start Date.": a length under a term heading
  if (!expiration) {
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
        effectiveDate?.value ?? null,
        agreementDate?.value ?? null,
        datesIn,
      );
      expirationSpans.push({ start: s.start, end: s.end });
      expiration = found
        ? { value: found.value, text: found.text, start: found.start, end: found.end }
        : { value: null, text: text.slice(s.start, s.end), start: s.start, end: s.end };
      break;
    }
  }
  // "Expiry Date" on one line and "31 December 2028" alone on the next
  if (!expiration) {
    for (let i = 1; i < doc.sentences.length && i < 400; i++) {
      if (!END_HEADING_RE.test(text.slice(doc.sentences[i - 1].start, doc.sentences[i - 1].end))) continue;
      const s = doc.sentences[i];
      const ds = datesIn(text.slice(s.start, s.end), s.start);
      if (ds.length !== 1 || !ds[0].value || text.slice(s.start, s.end).trim().length > ds[0].text.length + 2)
        continue;
      expirationSpans.push({ start: s.start, end: s.end });
      expiration = field(doc, ds[0]);
      break;
    }
  }
  // a term counted from an undated event ("ten years from first commercial sale") has no end date to give
  let countedFromEvent = false;
  const statesLength = sentencesWithWords(doc, LENGTH_WORDS).filter((idx) => {
    const sentence = text.slice(doc.sentences[idx].start, doc.sentences[idx].end);
    return STATES_LENGTH_RE.test(sentence) || SUPPLIES_FOR_LENGTH_RE.test(sentence);
  });
  const termSentences = [...new Set([...sentencesWithWords(doc, TERM_WORDS), ...statesLength])].sort(
    (a, b) => a - b,
  );
  const slots = 3 - expirationSpans.length;
  const candidates: Array<{
    s: { start: number; end: number };
    raw: string;
    ds: FoundDate[];
    durs: Array<{ unit: string; value: number; start: number; end: number }>;
    aboutItself: boolean;
  }> = [];
  let ownCandidates = 0;
  for (const idx of termSentences) {
    if (ownCandidates >= slots) break;
    for (const s of semicolonParts(text, doc.sentences[idx])) {
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
        continue;
      const endDefinition = END_DATE_DEFINITION_RE.test(raw);
      if (!defined && !TERM_VERB_RE.test(lower) && !TERM_DEFINITION_RE.test(raw) && !endDefinition) continue;
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
        continue;
      // "This Agreement shall commence on 1 January 2026" dates the start, not the end
      const endDates = ds.filter(
        (d) => !START_BEFORE_DATE_RE.test(doc.lower.slice(Math.max(0, d.start - 40), d.start)),
      );
      // an end-date definition states a day: "means the date on which notice of termination expires" does not
      if (endDefinition && endDates.length === 0 && durs.length === 0 && !ANNIVERSARY_RE.test(raw)) continue;
      // "continues for three years, provided that either party may terminate it on notice": the term is
      // stated before the ways to end it early, which do not unmake it
      const endPhrase = END_PHRASE_RE.exec(lower);
      const termStated = [
        ...[...durs, ...endDates].map((d) => d.end - s.start),
        ...(endPhrase ? [endPhrase.index + endPhrase[0].length] : []),
      ].sort((a, b) => a - b)[0];
      const head = termStated === undefined ? lower : lower.slice(0, termStated);
      if (TERM_EXCLUDE_RE.test(head.replace(SURVIVAL_TAIL_RE, "")) && !coterminous) continue;
      // "The agreement includes standstill restrictions that will be in effect until ...": what it contains
      if (DESCRIBES_CONTENT_RE.test(body)) continue;
      // a sentence whose only word of an end is "terminate" says how it can end, not how long it runs:
      // "may not be changed, terminated or amended except in writing", "... or termination hereof shall
      // be governed by", "shall terminate should either Party become insolvent", "... upon the Consultant's death"
      if (termStated === undefined && !hasStatedEnd(lower) && ENDS_ON_EVENT_ONLY_RE.test(lower)) continue;
      // "shall continue to govern any Order placed before its expiry": what it still covers, not how long it runs
      if (termStated === undefined && CONTINUES_TO_COVER_RE.test(lower)) continue;
      // 'The term "Online Site" means ...': the word "term", not the contract's term
      if (/^(?:[\d.()a-z]{1,8}\s+)?the\s+terms?\s+["“]/i.test(body)) continue;
      // "The term of this Statement of Work ..." inside a master agreement: another document's term
      const other = OTHER_DOCUMENT_TERM_RE.exec(body);
      if (other && !new RegExp(`\\b${other[1].replace(/\s+/g, "\\s+")}\\b`, "i").test(text.slice(0, 200)))
        continue;
      // "This Statement of Work shall ..." in a master agreement: the form of a statement of work to come
      const part = THIS_PART_RE.exec(body);
      if (part) {
        const head = text.slice(0, pre ? pre.end : TITLE_CHARS);
        if (!PART_TITLES[part.slice(1).findIndex((g) => g !== undefined)].test(head)) continue;
      }
      // "The Escrow Agreement shall remain in force ..." in a services contract: an agreement the contract
      // never calls itself (in its title and preamble, or as "this Escrow Agreement") is another one
      const subject = NAMED_AGREEMENT_SUBJECT_RE.exec(body);
      if (subject) {
        const name = subject[1].replace(/\s+/g, "\\s+");
        const head = text.slice(0, pre ? pre.end : TITLE_CHARS);
        if (
          !new RegExp(`\\b${name}\\b`, "i").test(head) &&
          !new RegExp(`\\bthis\\s+${name}\\b`, "i").test(text)
        )
          continue;
      }
      const hasEnd =
        noEnd ||
        SET_OUT_ELSEWHERE_RE.test(lower) ||
        endDates.length > 0 ||
        durs.length > 0 ||
        /\b(?:perpetual\w*|perpetuity|indefinite\w*|unlimited\s+period|until|through|anniversary|expir\w*|terminat\w*|ends?\s+(?:automatically\s+)?(?:on|when|upon)|ending|no\s+(?:fixed\s+|set\s+)?(?:term|duration|end\s+date|expiry\s+date)|same\s+as\s+(?:the\s+)?(?:term|duration)|(?:force|effect|continues?|remains?)\s+while|from\s+(?:year|month)\s+to\s+(?:year|month)|(?:month|year)-to-(?:month|year)|(?:on\s+)?an?\s+rolling\s+(?:\w+\s+)?(?:basis|contract|agreement)|conclud\w*|completion|earlier\s+of|later\s+of|duration|(?:for\s+)?(?:so|as)\s+long\s+as|for\s+(?:the\s+)?long\s+as|co-?terminous|co-?extensive|concurrently\s+with|(?:term|period)\s+(?:specified|set\s+(?:out|forth)|stated|identified|shown)\s+in|for\s+the\s+(?:life|lifetime)\s+of|for\s+(?:the\s+)?calendar\s+year\s+(?:19|20)\d\d|(?:period|term)\s+of(?=\s+(?:\[\s*\*|\*{3}|\[\s*redacted))|(?:\[\s*\*+\s*\]|\*{3,})\s*(?:years?|months?))\b/.test(
          lower,
        );
      if (!hasEnd) continue;
      // "replaces the terms in force from 1 January 2020 to 31 December 2025": every date it ends on
      // is before this contract starts, so it is about the past
      const startsOn = effectiveDate?.value ?? agreementDate?.value ?? null;
      if (
        startsOn &&
        durs.length === 0 &&
        endDates.length > 0 &&
        endDates.every((d) => d.value !== null && d.value < startsOn)
      )
        continue;
      const aboutItself = OWN_SUBJECT_RE.test(body);
      candidates.push({ s, raw, ds, durs, aboutItself });
      if (aboutItself) ownCandidates++;
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
  for (const { s, raw, ds, durs } of chosen) {
    expirationSpans.push({ start: s.start, end: s.end });
    // a later sentence may state the end the first one only described ("for the Term set out below")
    if (!expiration || (expiration.value === null && !countedFromEvent)) {
      const found = termEnd(
        doc,
        s,
        ds,
        durs,
        effectiveDate?.value ?? null,
        agreementDate?.value ?? null,
        datesIn,
      );
      if (found?.fromEvent) {
        countedFromEvent = true;
        expiration = { value: null, text: found.text, start: found.start, end: found.end };
      } else if (found) expiration = found;
      else if (!expiration) expiration = { value: null, text: raw, start: s.start, end: s.end };
    }
  }
  const openEnded =
    expiration !== null &&
    expiration.value === null &&
    expirationSpans.some((sp) => {
      const raw = text.slice(sp.start, sp.end);
      return (
        OPEN_ENDED_RE.test(raw) &&
        !findDurations(raw, sp.start).some(
          (d) => (d.unit === "year" || d.unit === "month") && !isNoticeLength(doc.lower, d),
        )
      );
    });
  return {
    agreementDate,
    effectiveDate,
    expirationDate: expiration,
    openEnded,
    agreementSpans,
    effectiveSpans,
    expirationSpans,
  };
}
