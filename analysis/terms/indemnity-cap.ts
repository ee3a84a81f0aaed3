import { clauseAt } from "../clauses";
import { type Doc, sentencesWithWords, sentenceText, triggerWords } from "../doc";
import { CAP_RE, EXCLUSION_RE, type LiabilitySentence } from "../liability";
import { roleOfPhrase } from "../parties";
import type { PartyChoice } from "../types";
import { liabilityOwner, type TermContext } from "./common";

/**
 * Is an indemnity capped? In law an indemnity is a separate promise, so a contract can cap it on
 * its own ("the indemnifying party's total liability under this clause shall not exceed £250,000"),
 * leave it outside the general cap ("the limits in clause 13 do not apply to the indemnities") or
 * let the general cap reach it. The most specific wording decides, in that order.
 */

const SCAN_WORDS = triggerWords([
  "indemnif*",
  "indemnit*",
  "liability",
  "liabilities",
  "liable",
  "limitation",
  "limitations",
  "limit",
  "limits",
  "cap",
  "caps",
  "unlimited",
  "exceed",
  "maximum",
  "aggregate",
  "capped",
  "limited",
  // "Clause 10.1 does not apply to the Customer's obligations under clause 9"
  "apply",
  "applies",
]);

/** A promise worth capping: "shall not exceed", "limited to", "maximum aggregate amount". */
const LIMIT_RE =
  /\b(?:(?:shall|will|must|may|does|do)\s+not\s+(?:in\s+(?:the\s+)?aggregate\s+)?exceed|not\s+to\s+exceed|(?:limited|capped)\s+(?:to|at)|maximum\s+(?:aggregate\s+|total\s+)?(?:amount|sum|liability)|(?:up\s+to|subject\s+to)\s+a\s+maximum|in\s+no\s+(?:event|case)\b[^.;]{0,120}?\bexceed)\b/i;

/** The words after which a reference is left outside a limit. */
const EXEMPT_BEFORE_REF_RE =
  /\b(?:(?:shall|will|do|does|is|are)\s+not\s+(?:apply|extend)\s+(?:to|in\s+(?:respect|relation)\s+(?:of|to))|(?:shall|will|does|do)\s+not\s+(?:limit|restrict|cap|reduce)|nothing\s+in\b[^.;]{0,120}?\b(?:limits?|restricts?|excludes?|caps?)|except(?:\s+(?:for|in\s+(?:respect|relation)\s+(?:of|to)|with\s+respect\s+to))?|excluding|other\s+than|save\s+(?:for|in\s+(?:respect|relation)\s+(?:of|to))|with\s+the\s+exception\s+of|excepting|apart\s+from)\b/gi;
/** "except as provided in clause 12.3" points elsewhere; it does not carve anything out. */
const EXCEPT_AS_RE = /^except\s+as\b/i;

/** The words after a reference that leave it outside a limit. */
const EXEMPT_AFTER_REF_RE =
  /^[^.;]{0,160}?\b(?:(?:shall|will)\s+not\s+be|is\s+not|are\s+not|not)\s+(?:be\s+)?(?:subject\s+to|limited\s+(?:by|to)|capped|counted\s+(?:against|towards?))|^[^.;]{0,160}?\b(?:shall\s+be|is|are|will\s+be)\s+unlimited\b|^[^.;]{0,40}?\bwithout\s+(?:any\s+)?(?:limit|cap)(?:ation)?\b(?!\s+to\s+the\s+generality)|^[^.;]{0,80}?\buncapped\b|^[^.;]{0,80}?\bexcluded\s+from\s+(?:the\s+|any\s+)?(?:limit|cap)/i;

/** a cap states how much: "shall not exceed", "limited to", a sum or a share */
const STATES_AMOUNT_RE =
  /\bnot\s+(?:\w+\s+){0,2}?exceed|\blimited\s+to\b|\bcapped\s+at\b|[£$€]\s?\d|\d\s*(?:%|per\s*cent)/i;

const UNLIMITED_RE =
  /\b(?:without\s+limit(?:ation)?\s+(?:as\s+to\s+amount|in\s+amount)|without\s+(?:any\s+)?limit\b(?!ation)|unlimited|not\s+(?:be\s+)?subject\s+to\s+(?:any\s+|the\s+)?(?:limitation|cap|limit))/i;

const REF_RE =
  /\bindemn\w*(?!\s+insurance)|\b(?:clauses?|sections?|articles?|paragraphs?)\s+(\d{1,3}(?:\.\d{1,3})*)|\bthis\s+(?:clause|section|article|paragraph)\b(?!\s+\d)/gi;

interface Ref {
  start: number;
  end: number;
}

/** Top-level number of the clause at `pos` ("12" for "12.3(a)"), or null. */
function topNumberAt(doc: Doc, pos: number): string | null {
  const n = clauseAt(doc.clauses, pos)?.number;
  if (!n) return null;
  const m = /(\d{1,3})/.exec(n);
  return m ? m[1] : null;
}

function clauseNumberAt(doc: Doc, pos: number): string | null {
  const n = clauseAt(doc.clauses, pos)?.number;
  if (!n) return null;
  const m = /(\d{1,3}(?:\.\d{1,3})*)/.exec(n);
  return m ? m[1] : null;
}

interface ScanRef extends Ref {
  kind: "indemnity" | "number" | "this";
  number: string | null;
  /** the words around it leave it outside a limit */
  exempt: boolean;
}

interface ScanSentence {
  idx: number;
  raw: string;
  top: string | null;
  limit: boolean;
  /** excludes indirect losses and caps nothing: an exception to it does not lift a cap */
  exclusionOnly: boolean;
  refs: ScanRef[];
}

const scanCache = new WeakMap<Doc, ScanSentence[]>();

/** Sentences that could refer to an indemnity, with their references read once per document. */
function scanSentences(doc: Doc): ScanSentence[] {
  const cached = scanCache.get(doc);
  if (cached) return cached;
  const out: ScanSentence[] = [];
  for (const idx of sentencesWithWords(doc, SCAN_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 3000) continue;
    const raw = doc.text.slice(s.start, s.end);
    const refs: ScanRef[] = [];
    REF_RE.lastIndex = 0;
    for (let m = REF_RE.exec(raw); m !== null; m = REF_RE.exec(raw)) {
      const word = m[0].toLowerCase();
      const kind = word.startsWith("indemn") ? "indemnity" : m[1] ? "number" : "this";
      if (kind === "indemnity" && /^indemnity\s+insurance/i.test(raw.slice(m.index))) continue;
      const ref = { start: m.index, end: m.index + m[0].length };
      refs.push({ ...ref, kind, number: m[1] ?? null, exempt: exempted(raw, ref) });
    }
    if (refs.length === 0) continue;
    const lower = doc.lower.slice(s.start, s.end);
    const exclusionOnly = EXCLUSION_RE.test(lower) && !CAP_RE.test(lower) && !UNLIMITED_RE.test(raw);
    out.push({ idx, raw, top: topNumberAt(doc, s.start), limit: LIMIT_RE.test(raw), exclusionOnly, refs });
  }
  scanCache.set(doc, out);
  return out;
}

/** Does this reference point at the indemnity in clause `obNumber` (top-level `obTop`)? */
function pointsAt(
  ref: ScanRef,
  sentenceTop: string | null,
  obNumber: string | null,
  obTop: string | null,
): boolean {
  if (ref.kind === "indemnity") return true;
  if (ref.kind === "number")
    return (
      obNumber !== null &&
      ref.number !== null &&
      (obNumber === ref.number || obNumber.startsWith(`${ref.number}.`))
    );
  return obTop !== null && sentenceTop === obTop;
}

/** Is this reference left outside a limit by the words around it? */
function exempted(raw: string, ref: Ref): boolean {
  EXEMPT_BEFORE_REF_RE.lastIndex = 0;
  for (let m = EXEMPT_BEFORE_REF_RE.exec(raw); m !== null; m = EXEMPT_BEFORE_REF_RE.exec(raw)) {
    const end = m.index + m[0].length;
    if (end > ref.start) break;
    if (ref.start - end > 200) continue;
    if (EXCEPT_AS_RE.test(raw.slice(m.index))) continue;
    const between = raw.slice(end, ref.start);
    // a limit between the carve-out words and the reference closes the carve-out
    if (LIMIT_RE.test(between) || /;/.test(between)) continue;
    return true;
  }
  return EXEMPT_AFTER_REF_RE.test(raw.slice(ref.end));
}

export interface CapReading {
  capped: boolean;
  /** sentence that decided it (a specific cap or the exclusion from the cap), or -1 */
  idx: number;
  /** the contract has a cap but says it does not apply to this indemnity */
  outsideCap?: boolean;
}

/**
 * Capped-ness of the indemnity whose obligation is sentence `obIdx`, given by `party`.
 * `general` lists the liability sentences of the whole contract.
 */
export function indemnityCap(
  ctx: TermContext,
  obIdx: number,
  party: PartyChoice | null,
  general: LiabilitySentence[],
): CapReading {
  const { doc } = ctx;
  const ob = doc.sentences[obIdx];
  let specific = -1;
  let exempt = -1;
  const obNumber = clauseNumberAt(doc, ob.start);
  const obTop = topNumberAt(doc, ob.start);
  for (const sc of scanSentences(doc)) {
    const refs = sc.refs.filter((r) => pointsAt(r, sc.top, obNumber, obTop));
    if (refs.length === 0) continue;
    if (refs.some((r) => r.exempt)) {
      // "except for indemnities, neither party is liable for consequential damages" leaves the cap alone
      if (exempt < 0 && !sc.exclusionOnly) exempt = sc.idx;
      continue;
    }
    if (specific < 0 && sc.limit && coversParty(ctx, sc.raw, party)) specific = sc.idx;
  }
  if (specific >= 0) return { capped: true, idx: specific };
  if (exempt >= 0) return { capped: false, idx: exempt, outsideCap: true };
  const obRaw = doc.text.slice(ob.start, ob.end);
  if (UNLIMITED_RE.test(obRaw)) return { capped: false, idx: -1 };
  if (/\b(?:subject\s+to|in\s+accordance\s+with)\s+(?:the\s+)?(?:limitations?|limits?|caps?)\b/i.test(obRaw))
    return { capped: true, idx: -1 };
  const subjectTo = /\bsubject\s+to\s+(?:clause|section|article|paragraph)\s+(\d{1,3})/i.exec(obRaw);
  const capTops = new Set(
    general.filter((l) => l.cap).map((l) => topNumberAt(doc, doc.sentences[l.idx].start)),
  );
  if (subjectTo && capTops.has(subjectTo[1])) return { capped: true, idx: -1 };
  // an exception to the exclusion of indirect losses alone ("except for indemnities, neither party is
  // liable for consequential damages") lets lost profits be claimed; it does not lift the cap
  const carved = general.some((l) => l.carveOut && l.indemnityCarved && (l.cap || !l.exclusion));
  const cap = general.some(
    (l) =>
      l.cap &&
      !l.nominalCap &&
      // "Nothing in this Agreement shall limit either party's liability for death ...": no limit is set
      !(l.statutoryOnly && !STATES_AMOUNT_RE.test(sentenceText(doc, l.idx))) &&
      coversParty(ctx, sentenceText(doc, l.idx), party),
  );
  return { capped: cap && !carved, idx: -1, outsideCap: cap && carved };
}

/**
 * A cap written for one party only ("The Supplier's total liability shall not exceed ...") does not
 * limit an indemnity the other party gives.
 */
export function coversParty(ctx: TermContext, raw: string, indemnifier: PartyChoice | null): boolean {
  if (indemnifier === null || indemnifier === "both") return true;
  const lower = raw.toLowerCase();
  if (
    /\b(?:either|each|neither|both|any)\s+(?:part(?:y|ies)|of\s+(?:us|our))\b|\bthe\s+parties\b|\bparty'?s\s+(?:total\s+|aggregate\s+|maximum\s+|entire\s+)*liability|\bindemnifying\s+party\b/.test(
      lower,
    )
  )
    return true;
  const payable =
    /\bpayable\s+by\s+(?:the\s+)?([a-z][a-z .&-]{1,40}?)\b(?:\s+under|\s+in|\s+for|\s+shall|\s+is|,)/.exec(
      lower,
    );
  const role =
    liabilityOwner(raw, ctx) ?? (payable ? roleOfPhrase(payable[1], ctx.lexicon) : undefined) ?? undefined;
  return role === undefined || role === null || role === "both" || role === indemnifier;
}
