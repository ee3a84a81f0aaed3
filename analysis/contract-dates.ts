import { addToIso, type FoundDate, findDates } from "./dates";
import { type Doc, sentencesWith } from "./doc";
import { findDurations } from "./numbers";
import { findPreamble } from "./parties";
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
  effectiveSpans: Array<{ start: number; end: number }>;
  expirationSpans: Array<{ start: number; end: number }>;
}

const DATED_RE =
  /\b(?:dated|made|entered\s+into|executed|effective|agreement\s+date|date\s*:|as\s+of|on\s+this|this\s+\S+\s+day|day\s+of)\b/i;

function field(doc: Doc, d: FoundDate): DateField {
  return { value: d.value, text: doc.text.slice(d.start, d.end), start: d.start, end: d.end };
}

const EFFECTIVE_DEF_RE =
  /["“]\s*effective\s+date\s*["”]\s*(?:shall\s+)?(?:means?|is|has\s+the\s+meaning|shall\s+be)\b/g;
const EFFECTIVE_TRIGGER_RE =
  /\b(?:effective\s+(?:as\s+of|on|from|upon|date)|become\s+effective|be\s+effective|shall\s+take\s+effect|comes?\s+into\s+(?:force|effect)|commenc\w*\s+(?:on|as\s+of)|effective\s+\w+\s+\d)/g;
const TERM_TRIGGER_RE =
  /\b(?:term\s+of\s+this|initial\s+term|the\s+term\b|(?:shall|will)\s+(?:continue|remain)\s+in\s+(?:full\s+)?(?:force|effect)|(?:shall|will)\s+expire|expiration\s+date|expiry\s+date|(?:shall|will)\s+terminate\s+on|until\s+(?:terminated|the\s+expiration|the\s+end)|perpetual|in\s+perpetuity|for\s+a\s+(?:period|term)\s+of)/g;

export function findContractDates(doc: Doc): ContractDates {
  const { text } = doc;
  const pre = findPreamble(doc);
  let agreement: FoundDate | null = null;
  let preambleDates: FoundDate[] = [];
  if (pre) {
    preambleDates = findDates(text.slice(pre.start, pre.end), pre.start);
    if (preambleDates.length > 0) agreement = preambleDates[0];
  }
  // "Dated: May 8, 2014" / "Dated as of ..." in the opening before the preamble
  const head = text.slice(0, Math.min(text.length, pre ? Math.max(pre.start, 3000) : 4000));
  if (!agreement) {
    for (const d of findDates(head)) {
      const before = doc.lower.slice(Math.max(0, d.start - 60), d.start);
      const line = doc.lower.slice(doc.lower.lastIndexOf("\n", d.start) + 1, d.start);
      if (/source:|filed|page\s+\d/.test(line)) continue;
      if (DATED_RE.test(before) || d.start < 1500) {
        agreement = d;
        break;
      }
    }
  }
  const agreementDate = agreement ? field(doc, agreement) : null;

  // Effective date
  const effectiveSpans: Array<{ start: number; end: number }> = [];
  let effective: DateField | null = null;
  // (a) a date in the preamble tagged as effective
  if (pre) {
    for (const d of preambleDates) {
      const before = doc.lower.slice(Math.max(pre.start, d.start - 40), d.start);
      const after = doc.lower.slice(d.end, Math.min(pre.end, d.end + 40));
      if (/effective/.test(before) || /^\s*\)?\s*,?\s*\(?\s*(?:the\s+|this\s+)?["“]?\s*effective\s+date/.test(after)) {
        effective = field(doc, d);
        effectiveSpans.push({ start: d.start, end: d.end });
        break;
      }
    }
  }
  // (b) "Effective Date" means ...
  EFFECTIVE_DEF_RE.lastIndex = 0;
  for (let m = EFFECTIVE_DEF_RE.exec(doc.lower); m !== null; m = EFFECTIVE_DEF_RE.exec(doc.lower)) {
    const from = m.index + m[0].length;
    const to = Math.min(text.length, from + 200);
    const stop = text.slice(from, to).search(/[.;]\s/);
    const seg = text.slice(from, stop >= 0 ? from + stop : to);
    const ds = findDates(seg, from);
    if (ds.length > 0) {
      effectiveSpans.push({ start: ds[0].start, end: ds[0].end });
      if (!effective) effective = field(doc, ds[0]);
    } else {
      const s = { start: m.index, end: stop >= 0 ? from + stop : to };
      effectiveSpans.push(s);
    }
    break;
  }
  // (c) "This Agreement shall become effective on ..." sentences
  if (effectiveSpans.length === 0) {
    for (const idx of sentencesWith(doc, EFFECTIVE_TRIGGER_RE)) {
      const s = doc.sentences[idx];
      if (s.end - s.start > 600) continue;
      const lower = doc.lower.slice(s.start, s.end);
      if (!/\b(?:this\s+(?:agreement|amendment|contract)|the\s+(?:agreement|term)|hereof|herein)\b/.test(lower)) continue;
      if (/\b(?:amendment|termination)\s+(?:shall|will)\s+(?:be|become)\s+effective\b/.test(lower) && !/this\s+amendment/.test(lower)) continue;
      const ds = findDates(text.slice(s.start, s.end), s.start);
      if (ds.length > 0) {
        effectiveSpans.push({ start: ds[0].start, end: ds[0].end });
        if (!effective) effective = field(doc, ds[0]);
      } else effectiveSpans.push({ start: s.start, end: s.end });
      break;
    }
  }
  const effectiveDate = effective ?? (agreementDate ? { ...agreementDate } : null);

  // Expiration date: the term clause
  const expirationSpans: Array<{ start: number; end: number }> = [];
  let expiration: DateField | null = null;
  for (const idx of sentencesWith(doc, TERM_TRIGGER_RE)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    if (!/\b(?:this\s+(?:agreement|amendment|contract|license|licence)|the\s+(?:agreement|term|initial\s+term)|hereof|hereunder|initial\s+term)\b/.test(lower)) continue;
    if (/\b(?:survive|confidential|warrant|non-compet|payment|royalt|indemnif|insurance|option\s+period)\b/.test(lower)) continue;
    const continues =
      /\b(?:(?:continue|remain)\s+in\s+(?:full\s+)?(?:force|effect)|(?:shall|will)\s+expire|(?:shall|will)\s+terminate\s+on|(?:shall|will)\s+(?:continue|run|last|be\s+in\s+effect)\s+(?:for|until|through)|initial\s+term\s+(?:of|shall|will|is|ending)|term\s+of\s+(?:this\s+agreement\s+)?(?:shall|will)\s+(?:be|commence|begin|continue)|for\s+(?:a|an)\s+(?:initial\s+)?(?:period|term)\s+of|perpetual|in\s+perpetuity|until\s+(?:terminated|the\s+(?:expiration|end))|expiration\s+date|anniversary)\b/.test(
        lower,
      );
    if (!continues) continue;
    const ds = findDates(raw, s.start);
    const durs = findDurations(raw, s.start).filter((d) => d.unit === "year" || d.unit === "month");
    const hasEnd =
      ds.length > 0 ||
      durs.length > 0 ||
      /\b(?:perpetual|perpetuity|indefinite|until\s+terminated|anniversary|until\s+(?:the\s+)?(?:expiration|end|completion))\b/.test(lower);
    if (!hasEnd) continue;
    expirationSpans.push({ start: s.start, end: s.end });
    if (!expiration) {
      const endDate = ds.find((d) => /\b(?:until|through|expire\w*\s+on|terminate\w*\s+on|ending\s+on|end\s+on|to)\s*$/.test(doc.lower.slice(Math.max(0, d.start - 25), d.start)));
      if (endDate) expiration = field(doc, endDate);
      else if (durs.length > 0 && effectiveDate?.value) {
        const d = durs[0];
        expiration = {
          value: addToIso(effectiveDate.value, d.unit === "year" ? d.value * 12 : d.value, -1),
          text: doc.text.slice(d.start, d.end),
          start: d.start,
          end: d.end,
        };
      } else expiration = { value: null, text: raw, start: s.start, end: s.end };
    }
    if (expirationSpans.length >= 2) break;
  }
  return { agreementDate, effectiveDate, expirationDate: expiration, effectiveSpans, expirationSpans };
}
