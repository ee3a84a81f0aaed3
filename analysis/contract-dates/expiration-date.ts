import type { Doc } from "../doc";
import { findDurations } from "../numbers";
import type { DateField } from "../types";
import type { DatesIn, Span } from "./date-field";
import { endInKeyDetails, type TermStarts } from "./end-in-key-details";
import { termCandidates } from "./term-candidates";
import { termEnd } from "./term-end";
import { isNoticeLength } from "./term-lengths";

/** a term with no end: "in perpetuity", "for an indefinite period", "until terminated", "on a rolling basis", "from year to year" */
const OPEN_ENDED_RE =
  /\b(?:perpetu\w*|indefinite\w*|from\s+(?:year|month)\s+to\s+(?:year|month)|(?:month|year)-to-(?:month|year)|rolling\s+(?:\w+\s+)?(?:basis|contract|agreement)|unlimited\s+(?:period|duration|term)|no\s+(?:fixed\s+)?(?:term|duration|end\s+date|expiry\s+date)|(?:not\s+be|is\s+not|are\s+not)\s+(?:terminable|revocable)|irrevocable|until\s+(?:it\s+is\s+|such\s+time\s+as\s+it\s+is\s+)?terminated)\b/i;

/**
 * When the (initial) term ends and the spans that state it: the key details, else up to three sentences that
 * set the term; and whether the term has no end ("continues in perpetuity", "until terminated").
 */
export function findExpirationDate(
  doc: Doc,
  pre: Span | null,
  datesIn: DatesIn,
  starts: TermStarts,
): { expiration: DateField | null; expirationSpans: Span[]; openEnded: boolean } {
  const { text } = doc;
  const { agreementDate, effectiveDate } = starts;
  const inKeyDetails = endInKeyDetails(doc, datesIn, starts);
  const expirationSpans: Span[] = inKeyDetails ? [inKeyDetails.span] : [];
  let expiration: DateField | null = inKeyDetails?.date ?? null;
  // a term counted from an undated event ("ten years from first commercial sale") has no end date to give
  let countedFromEvent = false;
  const slots = 3 - expirationSpans.length;
  const startsOn = effectiveDate?.value ?? agreementDate?.value ?? null;
  const chosen = termCandidates(doc, pre, datesIn, startsOn, slots);
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
  return { expiration, expirationSpans, openEnded };
}
