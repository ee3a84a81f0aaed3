import type { FoundDate } from "../dates";
import type { Doc } from "../doc";
import { mainAgreement } from "../terms/main-agreement";
import type { DateField } from "../types";
import { type DatesIn, field, type Span } from "./date-field";

/** the words before a date on the cover page that make it the document's date */
const DATED_RE =
  /\b(?:dated|made|entered\s+into|executed|effective|agreement\s+date|date\s*:|as\s+of|on\s+this|this\s+\S+\s+day|day\s+of)\b/i;
/** "your quotation dated 1 September 2026": the date of another paper, not of this contract */
const OTHER_PAPER_DATED_RE =
  /\b(?:quotation|quote|offer|proposal|tender|letter|e-?mail|invoice|estimate|bid)\s+(?:(?:no\.?|number|ref(?:erence)?)\s*[\w/-]+\s+)?dated\s+(?:as\s+of\s+)?$/;

const SIGNING_LINE_RE =
  /\b(?:in\s+witness\s+whereof\b[^.]{0,200}?\b(?:on|this|as\s+of|dated)|signed\s+and\s+(?:effective|dated)\s+(?:this|on|as\s+of))\s+(?:the\s+)?(?=\d|[A-Za-z]+\s+\d)/gi;

/** "Date: 3-14-18" under "By: /s/ ... Title: ..." in the signature blocks */
const SIGNATURE_DATE_RE =
  /(?:\b(?:by|name|title|its|signature|signed)\s*:|\/s\/)[\s\S]{0,200}?\bdated?\s*:\s*/gi;

/** The last date a party signed on, from "Date:" lines in the signature blocks (the contract binds from then). */
export function signatureBlockDate(doc: Doc, datesIn: DatesIn): FoundDate | null {
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

function signingDate(doc: Doc, datesIn: DatesIn): FoundDate | null {
  SIGNING_LINE_RE.lastIndex = 0;
  const m = SIGNING_LINE_RE.exec(doc.text);
  if (!m) return null;
  const from = m.index + m[0].length;
  const d = datesIn(doc.text.slice(from, from + 60), from)[0];
  return d && d.start - from < 5 && d.value ? d : null;
}

/** The date in the preamble the agreement was made on, and whether the preamble dates only other papers. */
function madeInPreamble(
  doc: Doc,
  pre: Span,
  datesIn: DatesIn,
): { agreement: FoundDate | null; preambleDates: FoundDate[]; referenceOnly: boolean } {
  const preambleDates = datesIn(doc.text.slice(pre.start, pre.end), pre.start).filter(
    (d) => !onFilingStamp(doc, d),
  );
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
  const agreement = made ?? notRef ?? (mainAgreement(doc) ? null : (preambleDates[0] ?? null));
  return { agreement, preambleDates, referenceOnly: !agreement && preambleDates.length > 0 };
}

/** "Dated: May 8, 2014" / "Dated as of ..." on a cover page or title block, and the first date near the top */
function datesAtHead(
  doc: Doc,
  pre: Span | null,
  datesIn: DatesIn,
): { cover: FoundDate | null; early: FoundDate | null } {
  const { text } = doc;
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
  return { cover, early };
}

export interface AgreementDate {
  /** when the agreement was made */
  agreement: FoundDate | null;
  agreementDate: DateField | null;
  agreementSpans: Span[];
  preambleDates: FoundDate[];
  /** a "Dated: ..." line on the cover page or in the title block */
  cover: FoundDate | null;
  /** the first date near the top of the document */
  early: FoundDate | null;
}

export function findAgreementDate(doc: Doc, pre: Span | null, datesIn: DatesIn): AgreementDate {
  const inPreamble = pre ? madeInPreamble(doc, pre, datesIn) : null;
  let agreement = inPreamble?.agreement ?? null;
  const preambleDates = inPreamble?.preambleDates ?? [];
  const referenceOnly = inPreamble?.referenceOnly ?? false;
  const head = datesAtHead(doc, pre, datesIn);
  const { early } = head;
  let { cover } = head;
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
  const agreementSpans: Span[] = [];
  if (agreement) agreementSpans.push({ start: agreement.start, end: agreement.end });
  for (const d of [cover, early])
    if (d && !agreementSpans.some((x) => x.start === d.start))
      agreementSpans.push({ start: d.start, end: d.end });
  return { agreement, agreementDate, agreementSpans, preambleDates, cover, early };
}
