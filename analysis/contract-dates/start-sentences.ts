import type { FoundDate } from "../dates";
import { type Doc, sentencesWithWords, triggerWords } from "../doc";
import type { DateField } from "../types";
import { type DatesIn, field, type Span } from "./date-field";
import { definedDate } from "./defined-date";
import { withoutRunInHeading } from "./sentence-lead-ins";
import { END_DATE_BEFORE_RE } from "./term-end";

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
  "engages",
  "appoints",
  "retains",
  "lets",
  "demises",
]);
/** "The Client engages the Consultancy ... from 19 January 2026", "The Landlord lets the Premises ... from and including 1 April 2027": the start */
const ENGAGED_FROM_RE =
  /^(?:[\d.()a-z]{1,8}\s+)?(?:[Tt]he\s+)?[A-Z][\w&'’-]*\s+(?:hereby\s+)?(?:engages|appoints|retains|lets|demises)\b[^.;]{0,200}?\b(?:from(?:\s+and\s+including)?|with\s+effect\s+from|commencing(?:\s+on)?|starting(?:\s+on)?|beginning(?:\s+on)?)\s+(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+\s+\d{4}|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})/;
const EFFECTIVE_SENTENCE_RE =
  /^(?:[\d.()a-z]{1,8}\s+)?(?:[A-Z][A-Za-z ]{0,40}[.:]\s+)?(?:this|the|all\s+terms\s+of|signed\s+and)\b[^;:]{0,110}?\b(?:(?:shall|will|is\s+to|to)\s+(?:automatically\s+)?(?:commence|begin|start|become\s+effective|be\s+effective|take\s+effect|come\s+into\s+(?:force|effect))|(?:is|be|are)\s+(?:made\s+)?effective|commences|begins|starts|takes\s+effect|comes\s+into\s+(?:force|effect)|effective\s+(?:as\s+of|on|from)|beginning\s+(?:on\s+)?(?:[A-Z]|\d)|(?:shall|will|is)\s+(?:be\s+)?deemed\s+to\s+have\s+(?:commenced|begun|started|come\s+into\s+(?:force|effect)|taken\s+effect|become\s+effective)|(?:effective|commencement|start)\s+date\s+(?:of\s+(?:this|the)\s+(?:agreement|contract)\s+)?(?:is|shall\s+be|will\s+be)\s+(?=\d|[a-z]+\s+\d))|^(?:[\d.()a-z]{1,8}\s+)?signed\s+and\s+effective\s+(?:this|as\s+of|on)\b|^(?:[\d.()a-z]{1,8}\s+)?(?:[A-Z][A-Za-z ]{0,40}[.:]\s+)?(?:this|the)\s+(?:agreement|contract)\s+(?:(?:shall|will)\s+)?(?:apply|applies|operate|operates|run|runs|(?:be|is)\s+(?:valid|binding)(?:\s+(?:on|upon)\s+the\s+parties)?|have\s+effect|has\s+effect)\s+(?:from|as\s+of|with\s+effect\s+from)\s+(?:and\s+including\s+)?(?=\d|[a-z]+\s+\d)|^(?:[\d.()a-z]{1,8}\s+)?with\s+effect\s+from\s+(?=\d|[a-z]+\s+\d)/i;
/** the words that let a sentence with "apply", "run", "valid" or "binding" give a start at all */
const STARTS_WORDS_RE = /\b(?:effective|commenc\w*|begin\w*|start\w*|takes?|effect|force)\b/;
const APPLIES_FROM_RE =
  /\b(?:appl(?:y|ies)|runs?|operates?|valid|binding)\s+(?:(?:on|upon)\s+the\s+parties\s+)?(?:from|as\s+of|with\s+effect)\b/;

/** the start named by a defined date ("commence on the Commencement Date") and the date its definition gives */
const STARTS_ON_NAMED_RE =
  /\b(?:commenc\w*|begin\w*|start\w*|effective|(?:come|comes)\s+into\s+(?:force|effect))\s+(?:on|from|as\s+of|with\s+effect\s+from)\s+the\s+((?:[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?\s+){1,2}Date)\b/;
function datedByDefinition(doc: Doc, raw: string, datesIn: DatesIn): FoundDate | null {
  const m = STARTS_ON_NAMED_RE.exec(raw);
  if (!m || /^effective\s+date$/i.test(m[1])) return null;
  return definedDate(doc, m[1], datesIn);
}

/** "This Agreement shall become effective on ...", "The Term shall commence on ...": a sentence that says when it starts */
function isStartSentence(raw: string, lower: string): boolean {
  if (ENGAGED_FROM_RE.test(raw)) return true;
  // "apply", "run", "valid" and "binding" are common words: only "... applies from" can start it
  if (!STARTS_WORDS_RE.test(lower) && !APPLIES_FROM_RE.test(lower)) return false;
  if (!EFFECTIVE_SENTENCE_RE.test(raw) && !EFFECTIVE_SENTENCE_RE.test(withoutRunInHeading(raw))) return false;
  if (
    !/\b(?:agreement|amendment|contract|license|licence|term|joint\s+venture|venture|promotion|hereof|herein|appointment|engagement|(?:hire|rental|initial|service|subscription)\s+period|the\s+(?:hire|rental))\b/.test(
      lower,
    ) &&
    !/^(?:[\d.()a-z]{1,8}\s+)?(?:signed\s+and\s+effective\b|the\s+(?:effective|commencement|start)\s+date\s+(?:is|shall\s+be|will\s+be)\b)/.test(
      lower,
    )
  )
    return false;
  if (
    /\b(?:unless\s+(?:in\s+writing|made|signed|executed)|waiver|modification|variation|no\s+change|in\s+witness|effective\s+(?:date\s+)?(?:as\s+of\s+)?(?:of\s+)?(?:the\s+|such\s+)?(?:termination|expiration)|upon\s+(?:the\s+)?(?:termination|expiration)|only\s+to\s+the\s+extent)\b/.test(
      lower,
    )
  )
    return false;
  if (
    /\b(?:(?<!\d{4}\s)calendar\s+(?:quarter|year|month)|financial\s+year|fiscal|royalty|payment\s+period)\b/.test(
      lower,
    )
  )
    return false;
  return true;
}

/**
 * The sentences that say when the agreement starts, quoted until the effective date's spans number three:
 * the first date they give, and whether they refer back to the date in the preamble.
 */
export function readStartSentences(
  doc: Doc,
  datesIn: DatesIn,
  spansBefore: number,
): { date: DateField | null; spans: Span[]; refersToPreamble: boolean } {
  const { text } = doc;
  let date: DateField | null = null;
  const spans: Span[] = [];
  let refersToPreamble = false;
  for (const idx of sentencesWithWords(doc, EFFECTIVE_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 600) continue;
    const raw = text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    if (!isStartSentence(raw, lower)) continue;
    // the start, not the end the same sentence gives ("begins on the date hereof and expires on 31 December 2023")
    const ds = datesIn(raw, s.start).filter(
      (d) => !END_DATE_BEFORE_RE.test(doc.lower.slice(Math.max(0, d.start - 60), d.start)),
    );
    if (!date && ds.length > 0 && ds[0].value) date = field(doc, ds[0]);
    // "shall commence on the Commencement Date", with '"Commencement Date" means 16 October 2025'
    const named = ds.length === 0 ? datedByDefinition(doc, raw, datesIn) : null;
    if (named) {
      if (!date && named.value) date = field(doc, named);
      spans.push({ start: named.start, end: named.end });
    }
    if (
      /\b(?:(?:day\s+and\s+year|date)\s+(?:first\s+)?(?:written|set\s+forth|above\s+written)|date\s+hereof|date\s+above)\b/.test(
        lower,
      )
    )
      refersToPreamble = true;
    spans.push({ start: s.start, end: s.end });
    if (spansBefore + spans.length >= 3) break;
  }
  return { date, spans, refersToPreamble };
}
