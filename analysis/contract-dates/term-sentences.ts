import { type Doc, sentencesWithWords, triggerWords } from "../doc";
import type { Span } from "./date-field";

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
export const OTHER_PERIOD_WORDS = String.raw`warranty|guarantee|defects?(?:\s+liability)?|trial|free|introductory|promotional|discount|notice|payment|credit|cure|grace|retention|survival|probation\w*|transition\w*|exit|rectification|remedy|response|resolution|review|billing|invoicing|royalty|accounting|reporting|objection|acceptance|testing|cooling-off|limitation|confidentiality|exclusivity|lock-(?:in|up)|option|restricted|restriction|standstill|non-?compet\w*|non-?solicit\w*|tail|run-?off|sell-?off|wind-?down|price|pricing`;
/** the sentence is about the agreement's own term: it starts with "This Agreement", "The Term", ... */
export const TERM_SENTENCE_RE = new RegExp(
  String.raw`^(?:(?:[\d.()]{1,8}|\(?[a-zA-Z]{1,4}[.)]|[IVXL]{1,6})\s+){0,2}(?:[A-Z][A-Za-z ]{0,40}[.:]\s+)?(?:(?:(?:unless|except|subject|notwithstanding|in\s+relation\s+to|with\s+respect\s+to|in\s+respect\s+of|(?:upon|on|after|following)\s+(?:its\s+)?(?:execution|signature|signing)|once\s+(?:signed|executed)|commencing|beginning|starting|(?:with\s+effect\s+)?from|as\s+(?:of|from)|in\s+consideration\s+of)[^,]{0,160}|(?!(?:if|where|when|whenever|should|in\s+(?:the\s+)?(?:event|case)|upon|on|at|after|following|during|within|prior|before|by|thereafter|subsequently|then|once|as\s+soon|each|every|any|all|either|neither|no|to|for\s+each|for\s+any|save\s+(?:on|upon|after|following)|except\s+(?:on|upon|after|following)|as\s+used|as\s+defined|in\s+this\s+agreement|the|a|an|and|or|but|nor|this|that|these|those|it|its|such|which|who|we|you|our|your|[A-Z][\w&.-]*\s+(?:and|or)\s)\b)[A-Za-z](?:(?!\b(?:shall|will|may|must|agrees?|is|are|has|have|terms?\s+["“])\b)[^,;.]){1,120}),\s*){0,2}(?:(?:(?:(?:the|both)\s+parties(?:\s+hereto)?|(?:the\s+)?[A-Z][\w&-]*(?:\s+and\s+(?:the\s+)?[A-Z][\w&-]*)?)\s+(?:hereby\s+)?(?:have\s+)?(?:agree|intend|acknowledge|confirm|understand)[sd]?(?:\s+and\s+(?:agree|intend|acknowledge|confirm|understand)[sd]?)?|it\s+is\s+(?:hereby\s+)?(?:expressly\s+)?(?:agreed|intended|understood|acknowledged)(?:\s+(?:between|by)\s+the\s+parties)?)\s+that\s+(?=this\b|the\s+(?:(?:initial\s+)?term|agreement|contract)\b))?(?:(?:agreement|contract)\s+(?:shall|will|is)\b|(?:each\s+party['’]s\s+|the\s+parties['’]\s+|the\s+[a-z][\w&-]*['’]s\s+|the\s+)?obligations\s+(?:of\s+(?:the\s+|each\s+)?part(?:y|ies)\s+)?(?:(?:under|in)\s+this\s+(?:agreement|contract)|hereunder)\s+(?:shall|will)\s+(?:continue|terminate|end|expire|remain|last|run)\b(?![^.;]{0,80}\b(?:(?:on|upon|after|following|beyond|notwithstanding)\s+(?:the\s+|its\s+|any\s+)?|from\s+the\s+date\s+of\s+(?:the\s+|its\s+)?)(?:termination|expiry|expiration)\b)|term\s+of\s+(?:this|the)\s+(?:agreement|contract)\b|the\s+(?:expiry|expiration|end|final)\s+date\s+of\s+(?:this|the)\s+(?:agreement|contract)\b|(?:the\s+)?(?:[A-Z][\w&-]*['’]s\s+)?rights\s+(?:and\s+licen[cs]es\s+)?(?:granted\s+)?(?:in|under|by)\s+this\s+(?:agreement|contract)\s+(?:shall|will)\b(?![^.;]{0,80}\b(?:(?:on|upon|after|following|beyond|notwithstanding)\s+(?:the\s+|its\s+|any\s+)?|from\s+the\s+date\s+of\s+(?:the\s+|its\s+)?)(?:termination|expiry|expiration)\b)|this\s+(?:lease|tenancy|underlease|deed|mou|memorandum(?:\s+of\s+(?:understanding|agreement))?)\b|this\s+(?:[a-z]+(?:-[a-z]+)?\s+(?:and\s+)?){1,4}(?:agreement|contract)\b|the\s+employment\s+(?:shall|will|is\s+to)\s+(?:continue|commence|begin|start|run|be\s+for)\b|(?:the\s+)?[A-Z][A-Za-z]+['’]s\s+(?:engagement|appointment|employment|subscription)\b|(?:my|your|our|his|her|their)\s+(?:engagement|appointment|employment)(?!\s+(?:letter|terms|agreement|contract)\b)\b|(?:your|our|the|this)\s+(?:subscription|plan|membership|retainer)(?:\s+term)?\b|(?:the\s+)?[A-Z][\w&-]*\s+(?:commits?|agrees?|signs?\s+up)\s+to\s+an?\s+(?:minimum|initial|fixed)\s+(?:contract\s+|subscription\s+|commitment\s+)?(?:term|period)\b|(?:the\s+)?minimum\s+(?:commitment|contract|subscription)\s+(?:period|term)\b|(?:your|our)\s+(?:contract|agreement)\b|these\s+terms\b|this\s+is\s+an?\s+(?:[\w()-]+[\s-]){0,3}(?:agreement|contract)\b|the\s+(?:duration|length|life|lifetime|validity(?:\s+period)?)\s+of\s+(?:this|the)\s+(?:agreement|contract|engagement|licen[cs]e|appointment|lease|franchise|distributorship)\b|(?:said|such)\s+(?:initial\s+)?term\s+(?:shall|will|is)\b|(?:the\s+)?(?:supply|supplies|purchases|deliveries|services)\s+under\s+this\s+(?:agreement|contract)\s+(?:shall|will)\s+(?:run|continue|last|remain|end|expire|terminate)\b|(?:this|the|all\s+terms\s+of|it)\s+["“]?(?:(?:initial|original|contract|cooperation|license|licence)\s+)?(?:term|agreement|contract|amendment|license|licence|joint\s+venture|venture|collaboration|co-?operation|relationship|alliance|partnership|programme|program|promotion|sponsorship|arrangement|appointment|engagement|consultancy|tenancy|franchise|distributorship|dealership|concession|period|hire|rental|(?!(?:${OTHER_PERIOD_WORDS})\s)[a-z]+(?:-[a-z]+)?\s+(?:agreement|term|period)|oma|msa|sow|maintenance|consultation\s+period)\b|this\s+(?:statement\s+of\s+work|order\s+form|purchase\s+order|work\s+order|order|call[\s-]off\s+contract|addendum|schedule)\b|it\s+(?:shall|will)\s+(?:automatically\s+)?(?:expire|terminate|end|continue|remain)\b|(?:the\s+)?(?:[A-Z][\w-]*\s+)?services\s+(?:shall|will)\s+(?:commence|begin|start)\b(?=[^.;]{0,80}?\band\s+(?:shall\s+|will\s+)?(?:end|expire|terminate|continue)\b)|(?:the\s+)?(?:[A-Z][\w-]*\s+)?services\s+(?:shall|will)\s+be\s+(?:provided|performed|supplied)\s+for\s+(?:an?\s+(?:(?:fixed|initial|minimum)\s+)?(?:period|term)\s+of\s+)?(?:[\w()-]+\s+){1,2}(?:years?|months?)\b)`,
  "i",
);
/** "The Services shall start on 1 April 2026, and this Agreement shall continue for two years": the term in a later clause */
export const LATER_TERM_CLAUSE_RE =
  /,?\s+and\s+(?:this|the)\s+(?:agreement|contract)\s+(?:shall|will)\s+(?:(?:then\s+)?continue|remain\s+in\s+(?:full\s+)?(?:force|effect)|expire|end|terminate\s+on|run)\b(?=[^.;]{0,40}?\b(?:for|until|on|through)\b)/i;
/** "appoints the Distributor for an initial period expiring on ...", "shall provide the Services for the period of two years" */
export const ENGAGED_FOR_TERM_RE =
  /\b(?:is\s+(?:hereby\s+)?(?:appointed|engaged|retained)|(?:shall|will)\s+be\s+(?:appointed|engaged|retained))\b[^.;]{0,120}?\b(?:until|up\s+to\s+and\s+including|through)\s+(?:the\s+)?(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]+,?\s+\d{4}|[A-Za-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})|\b(?:appoints|is\s+(?:hereby\s+)?appointed|engages|is\s+(?:hereby\s+)?engaged|hires|is\s+(?:hereby\s+)?hired|hereby\s+retains|is\s+hereby\s+retained|(?:shall|will|agrees?\s+to|hereby)\s+(?:engage|appoint|hire)|(?:agrees?\s+to|hereby)\s+(?:retain|employ)|(?:shall|will)\s+(?:be\s+(?:obligated|obliged|required)\s+to\s+)?(?:provide|perform|supply)\s+the\s+services(?!\s+credits?\b)|(?:shall|will)\s+(?:supply|sell|purchase|buy|manufacture)\s+(?:the\s+)?(?:products|goods)|(?:shall|will|agrees?\s+to)\s+(?:serve|act)\s+as|lets|leases|demises)\b[^.;]{0,120}?(?:\bfor\s+(?:an?|the)\s+(?:initial\s+|fixed\s+|minimum\s+)?(?:period|term)\s+(?:of|expiring|ending|commencing|beginning|starting|from)\b|\bduring\s+the\s+(?:initial\s+)?period\s+(?:commencing|beginning|starting|from)\b[^.;]{0,80}?\b(?:ending|expiring|until|through)\b)(?![^.;]{0,60}\b(?:after|following|beyond)\s+(?:the\s+|its\s+|any\s+)?(?:termination|expiry|expiration|last)\b|(?:following|after|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:delivery|acceptance|installation|go-live|shipment|completion)\b)|^(?:[\d.()]{1,8}\s+)?(?:we|you)\s+(?:will|shall)\s+(?:provide|supply|perform|deliver)\s+(?:the\s+|our\s+)?(?:services?|support|goods)\s+for\s+(?:\w+|\d+)\s+(?:\(\d+\)\s+)?(?:years?|months?)\s+(?:from|starting|commencing|beginning)\b|\b(?:grants?|(?:is|are)\s+(?:hereby\s+)?granted)\b[^.;]{0,120}?\b(?:right|licen[cs]e|franchise)\b[^.;]{0,120}?\bfor\s+(?:(?:a|the)\s+(?:initial\s+)?(?:period|term)\s+of\s+(?:\w+|\d+)\s+(?:\(\d+\)\s+)?(?:years?|months?)\s+(?:from|commencing|beginning|starting)\s+(?:on\s+)?(?:the\s+)?(?:effective\s+date|date\s+(?:hereof|of\s+this\s+agreement|of\s+execution))|an?\s+initial\s+(?:period|term)\s+of\s+(?:\w+|\d+)\s+(?:\(\d+\)\s+)?(?:years?|months?))(?![^.;]{0,60}\b(?:after|following|beyond)\s+(?:the\s+|its\s+|any\s+)?(?:termination|expiry|expiration)\b)/i;

/** "The Supplier undertakes to supply the Products for three years from the date of this Agreement" */
export const SUPPLIES_FOR_LENGTH_RE =
  /^(?:[\d.()]{1,8}\s+)?(?:the\s+)?[A-Z][\w&-]*\s+(?:will|shall|agrees?\s+to|undertakes?\s+to)\s+(?:provide|supply|perform|deliver|purchase|buy)\s+(?:(?:the\s+)?(?:services?|support|goods|products)|the\s+(?!(?:[\w-]+\s+)?(?:warrant\w*|guarantee\w*|insurance|indemn\w*|parts|spares|cover)\b)(?:[a-z][\w-]*\s+)?[a-z][\w-]*)\s+for\s+(?:(?:an?|the)\s+(?:(?:initial|minimum|fixed)\s+)?(?:period|term)\s+of\s+)?(?:\w+|\d+)\s+(?:\(\d+\)\s+)?(?:years?|months?)\s+(?:from|starting|commencing|beginning)\s+(?:on\s+)?(?:the\s+)?(?:(?:effective|commencement|start)\s+date\b|date\s+(?:hereof|of\s+this\s+(?:agreement|contract))\b|(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+,?\s+\d{4}|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}))/i;

/** the sentences that may state the term: a word of a term, or a length stated with none, in document order */
export function termSentenceIndexes(doc: Doc): number[] {
  const { text } = doc;
  const statesLength = sentencesWithWords(doc, LENGTH_WORDS).filter((idx) => {
    const sentence = text.slice(doc.sentences[idx].start, doc.sentences[idx].end);
    return STATES_LENGTH_RE.test(sentence) || SUPPLIES_FOR_LENGTH_RE.test(sentence);
  });
  return [...new Set([...sentencesWithWords(doc, TERM_WORDS), ...statesLength])].sort((a, b) => a - b);
}

/**
 * A very long "sentence" (a list run on with semicolons) is read part by part, each part up to its
 * semicolon and at most 600 characters; a sentence of ordinary length is read whole.
 */
export function semicolonParts(text: string, whole: Span): Span[] {
  if (whole.end - whole.start <= 1500) return [whole];
  const parts: Span[] = [];
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
