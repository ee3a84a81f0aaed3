import { clauseAt } from "./clauses";
import { type Doc, perDoc } from "./doc";
import { CELL_BREAK, spanIndexAt } from "./text";
import type { Clause } from "./types";

/**
 * Choosing which sentence a finding quotes. A detector may flag several sentences; the one shown to
 * the user must be the clause that decides the finding, not the first sentence that happens to use
 * the words (a table-of-contents line, a definition, an insurance policy's "limits of liability").
 * Each candidate is scored on where it sits (under a heading for the topic or for another topic) and
 * what it is (an operative sentence, a definition, a contents line).
 */

export type Topic =
  | "liability"
  | "insurance"
  | "audit"
  | "assignment"
  | "ip"
  | "warranty"
  | "confidentiality"
  | "termination"
  | "renewal"
  | "law"
  | "indemnity"
  | "payment"
  | "service";

/** Headings that announce each topic. A heading naming another topic counts against a candidate. */
const HEADINGS: Record<Topic, RegExp> = {
  liability: /\bliabilit|\blimitation|\bdamages\b|\bexclusion|\bresponsibility\b/i,
  insurance: /\binsurance|\binsured\b/i,
  audit:
    /\baudit|\binspection|\brecords\b|\bbooks\b|\breports?\b|\baccounting\b|\baccounts\b|\bverif|\bvisits?\b|\bopen-book|\bchecks\b/i,
  assignment: /\bassign|\btransfer|\bsuccessors?\b|\bsub-?contract|\bdelegat|\bchange\s+of\s+control/i,
  ip: /\bintellectual\s+property|\bownership|\bproprietary|\binventions?\b|\bwork\s+product|\bcopyright|\bpatent|\bdeliverables|\bimprovements/i,
  warranty: /\bwarrant|\bdefects?\b|\bguarantee|\bremed(?:y|ies)\b|\bacceptance/i,
  confidentiality: /\bconfidential|\bnon-?disclosure|\bsecrecy/i,
  termination: /\bterminat|\bcancel|\bterm\b|\bduration/i,
  renewal: /\bterm\b|\brenew|\bduration|\bexpir/i,
  law: /\bgoverning\s+law|\bapplicable\s+law|\bjurisdiction|\blaw\b|\bdisputes?\b|\bvenue\b|\bchoice\s+of/i,
  indemnity: /\bindemn/i,
  payment: /\bpayment|\bfees?\b|\bcharges|\bprice|\binvoic|\bcompensation|\broyalt|\bconsideration/i,
  service: /\bservice\s+levels?|\bsla\b|\bavailability|\bsupport|\bperformance|\bdelivery/i,
};

/** Topics whose headings commonly hold the clause too: audit rights sit under fees and royalties. */
const RELATED: Partial<Record<Topic, Topic[]>> = { audit: ["payment"], liability: ["indemnity"] };

/** A heading that names none of the topics (boilerplate sections) is neutral. */
const NEUTRAL_HEADING_RE =
  /\b(?:general|miscellaneous|other|provisions|boilerplate|terms\s+and\s+conditions)\b/i;

const TOC_RE = /(?:\b\d{1,3}\s*$)|(?:\.{4,})/;
const OPERATIVE_RE =
  /\b(?:we|you|they)\s+(?:also\s+|each\s+)?(?:keep|own|give|pay|provide|grant|retain|hold|agree|accept|warrant|promise|charge|licen[cs]e|assign|transfer|need|owe)\b|\b(?:shall|will|may|must|can|cannot|agrees?|undertakes?|warrants?|represents?|is|are|be|has|have|hereby|acknowledges?|covenants?|holds|keeps|maintains|owns|pays|provides|remains?|belongs?|vests?|applies|apply|continues?|passes|lasts|expires|renews|terminates|commences)\b|\b(?:assigns|transfers|grants|licen[cs]es|waives|retains|reserves|indemnifies|permits|allows|gives)\s+(?:to\s+)?(?:the|all|its|any|each|every|a|an|[A-Z]\w+)\b/i;
/** An item of a list whose lead-in carries the verb ("The Distributor will: ... (i) allow the Supplier ..."). */
const LIST_ITEM_RE = /^\W*\((?:[a-z]{1,4}|\d{1,2})\)\s+[a-z]{3,}/;
const DEFINITION_RE =
  /^\W*(?:\([a-z0-9]{1,4}\)\s*|[\d.]+\s*)?["“][^"”]{1,80}["”]\s+(?:shall\s+)?(?:means?|includes?|refers?\s+to|has\s+the\s+meaning)\b/i;

function parentWithHeading(clauses: Clause[], clause: Clause): Clause | null {
  if (clause.heading) return clause;
  const root = clause.number?.split(/[.(]/)[0];
  const i = clauses.indexOf(clause);
  for (let j = i - 1; j >= 0 && j >= i - 60; j--) {
    const c = clauses[j];
    if (root && c.number === root) return c.heading ? c : null;
    // an un-numbered heading line joined to the text that follows it
    if (!root && c.heading && !c.number) return c;
  }
  return null;
}

const RUN_IN_HEADING_RE =
  /(?:^|\n|\s{2,}|[.;:]\s+)(?:(?:ARTICLE|Article|SECTION|Section|CLAUSE|Clause)\s+)?(?:\d{1,3}|[IVXL]{1,6})(?:\.\d{1,3})*\.?\s+([A-Z][A-Za-z'’&,;/\- ]{2,70}?)(?=\.\s|\s{2,}|\n|:)/g;
const SMALL_WORDS = new Set([
  "and",
  "of",
  "to",
  "the",
  "for",
  "in",
  "on",
  "or",
  "a",
  "an",
  "by",
  "with",
  "upon",
]);

interface RunInHeading {
  text: string;
  at: number;
  numbered: boolean;
  /** where the match starts and ends in the text */
  from: number;
  to: number;
}

/** Every numbered heading written into running text, read once per document. */
const runInHeadings = perDoc((doc): RunInHeading[] => {
  const found: RunInHeading[] = [];
  RUN_IN_HEADING_RE.lastIndex = 0;
  for (let m = RUN_IN_HEADING_RE.exec(doc.text); m !== null; m = RUN_IN_HEADING_RE.exec(doc.text)) {
    const words = m[1].trim().split(/\s+/);
    if (words.length > 9) continue;
    const titled = words.filter((w) => /^[A-Z]/.test(w) || SMALL_WORDS.has(w.toLowerCase()) || /-/.test(w));
    if (titled.length < words.length - 1) continue;
    found.push({
      text: m[1].trim(),
      at: m.index + m[0].length - m[1].length,
      // "5. AUDIT." or "5.2 Audit", not a page number and footer ("8   CONFIDENTIAL")
      numbered:
        /\d\.\d*\s+\S+$/.test(m[0].slice(0, m[0].length - m[1].length + 1)) && !/^confidential/i.test(m[1]),
      from: m.index,
      to: m.index + m[0].length,
    });
  }
  return found;
});

/** The last numbered heading run into the text within 4,000 characters before `pos` ("26. Assignment   26.1 Neither ..."). */
function runInHeading(doc: Doc, pos: number): RunInHeading | null {
  const all = runInHeadings(doc);
  const from = pos - 4000;
  const to = pos + 80;
  let lo = 0;
  let hi = all.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (all[mid].to <= to) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return last >= 0 && all[last].from >= from ? all[last] : null;
}

/** The top-level section holding a numbered clause ("6" or "Article 6" for "6.2"); null when the outline lacks it. */
function sectionOf(clauses: Clause[], clause: Clause): Clause | null {
  const root = clause.number?.split(/[.(]/)[0];
  if (!root || !clause.number) return null;
  const i = clauses.indexOf(clause);
  for (let j = i; j >= 0 && j >= i - 60; j--) {
    const n = clauses[j].number?.replace(/^(?:article|section|clause)\s+/i, "");
    if (n === root) return clauses[j];
  }
  return null;
}

/** The heading a position sits under: its clause's, its parent clause's ("15" for "15.1(a)"), or a run-in one. */
export function headingAt(doc: Doc, pos: number): string | null {
  const memo = headingMemo(doc);
  const known = memo.get(pos);
  if (known !== undefined) return known;
  const heading = readHeadingAt(doc, pos);
  memo.set(pos, heading);
  return heading;
}
/** evidence for every topic asks for the headings of the same sentences */
const headingMemo = perDoc(() => new Map<number, string | null>());

function readHeadingAt(doc: Doc, pos: number): string | null {
  const clause = clauseAt(doc.clauses, pos);
  const own = clause ? (parentWithHeading(doc.clauses, clause)?.heading ?? null) : null;
  const found = runInHeading(doc, pos);
  // a run-in heading of an earlier numbered section ("1.1 Term." above "6.2 ...") is not this one's
  const runIn = found && clause && found.at < (sectionOf(doc.clauses, clause)?.start ?? -1) ? null : found;
  // "4.3 Taxes. ... 5. AUDIT. HSWI shall ...": a numbered heading inside the clause, before the sentence,
  // starts a section the document's outline missed
  if (own && clause && runIn?.numbered && runIn.text !== own && runIn.at > clause.start && runIn.at < pos)
    return runIn.text;
  return own ?? runIn?.text ?? null;
}

/** The heading of the clause a reference names ("Section 6" -> "Indemnification"), when the document has it. */
export function headingOfClause(doc: Doc, number: string): string | null {
  const clause = doc.clauses.find((c) => c.number === number || c.number === `${number}.`);
  return clause ? headingAt(doc, clause.start) : null;
}

/**
 * The heading of the article a sub-clause sits in when the outline numbers it "Article 4" and the
 * sub-clause "4.2". Used only to recognise the topic, never against it: an article's heading often
 * names one of several topics it holds.
 */
function articleHeadingAt(doc: Doc, pos: number): string | null {
  const clause = clauseAt(doc.clauses, pos);
  if (!clause || clause.heading) return null;
  return sectionOf(doc.clauses, clause)?.heading ?? null;
}

/** The number of the clause a position sits in, for "check clause N". */
export function clauseNumberAt(doc: Doc, pos: number): string | null {
  return clauseAt(doc.clauses, pos)?.number ?? null;
}

export interface Candidate {
  idx: number;
  start: number;
  end: number;
  score: number;
}

/** How well sentence `idx` serves as the evidence for `topic` (higher is better; below 0 is doubtful). */
/** a regular expression, or any test of a sentence's text */
export type TextTest = Pick<RegExp, "test">;

export interface EvidenceCues {
  /** wording that marks the operative sentence for the topic */
  core?: TextTest;
  /** wording that marks a sentence about something else that shares the words */
  against?: TextTest;
  /** wording found only in the clause itself, worth more than `core` (an independent auditor for an audit right) */
  strong?: TextTest;
}

/** a key-details row whose cell holds an amount, a share or a period: "Liability cap | £100,000" */
const VALUE_CELL_RE = new RegExp(
  String.raw`^([^\t|]{2,60}?)${CELL_BREAK}[^\t|]*?(?:[£$€]\s?\d|\b\d+(?:\.\d+)?\s*(?:%|per\s*cent\b)|\b\d+\s*(?:days?|weeks?|months?|years?|hours?)\b)`,
  "i",
);

/** the label of such a row; a label is a name, so "The insurance shall be in an amount of: $2m" is a sentence */
export function valueRowLabel(raw: string): string | null {
  const m = VALUE_CELL_RE.exec(raw.trim());
  return m && !OPERATIVE_RE.test(m[1]) ? m[1] : null;
}

export function evidenceScore(doc: Doc, idx: number, topic: Topic, cues: EvidenceCues = {}): number {
  const s = doc.sentences[idx];
  const raw = doc.text.slice(s.start, s.end);
  let score = 0;
  const heading = headingAt(doc, s.start);
  // a heading run into the sentence ("8. INSURANCE At all times ...")
  const inline =
    /^\s*(?:[\d.]+\s*|\([a-z0-9]{1,4}\)\s*)?([A-Z][A-Z &;,/'’-]{3,60})(?=\s+[A-Z][a-z]|[.:])/.exec(
      raw,
    )?.[1] ??
    // "ARTICLE XIII  EXCLUSION OF DAMAGES; LIMITATION OF LIABILITY   (a) IN NO EVENT ..."
    /^\s*(?:ARTICLE|SECTION|CLAUSE)\s+[\dIVXL]+\.?\s+([A-Z][A-Z &;,/'’-]{3,80}?)(?=\s{2,}|\s+\(|\s+[A-Z][a-z]|[.:])/.exec(
      raw,
    )?.[1];
  const head = [heading, inline].filter(Boolean).join(" ");
  const article = head ? null : articleHeadingAt(doc, s.start);
  if (article && HEADINGS[topic].test(article)) score += 4;
  if (head) {
    if (HEADINGS[topic].test(head)) score += 4;
    else if (!NEUTRAL_HEADING_RE.test(head)) {
      const related = RELATED[topic] ?? [];
      // "Insurance and indemnity" holds the limit of liability as often as the insurance
      const holdsRelated = related.some((t) => HEADINGS[t].test(head));
      const other = (Object.keys(HEADINGS) as Topic[]).some(
        (t) => t !== topic && !related.includes(t) && HEADINGS[t].test(head),
      );
      if (other && !holdsRelated) score -= 3;
    }
  }
  const label = valueRowLabel(raw);
  // the row's label names its topic as a heading would
  if (label !== null && HEADINGS[topic].test(label)) score += 4;
  else if (label === null && !OPERATIVE_RE.test(raw) && !LIST_ITEM_RE.test(raw)) score -= 4;
  if (DEFINITION_RE.test(raw)) score -= 3;
  if (cues.core?.test(raw)) score += 2;
  if (cues.strong?.test(raw)) score += 2;
  if (cues.against?.test(raw)) score -= 3;
  return score;
}

/**
 * A heading or a contents line, which is never evidence: a short line with no verb ("9. RECORD-KEEPING
 * AND AUDITS 9.1 Records Retention.") or one ending in a page number ("15.1 Insurance Coverage 35").
 */
export function isHeadingLine(raw: string): boolean {
  const t = raw.trim();
  if (t.length >= 200 || LIST_ITEM_RE.test(t) || valueRowLabel(t) !== null) return false;
  if (!OPERATIVE_RE.test(t) && t.length < 160) return true;
  return TOC_RE.test(t) && !/\b(?:shall|will|must)\b/i.test(t);
}

/** Candidates best first (ties keep document order); headings and contents lines are left out. */
export function rankEvidence(doc: Doc, idxs: number[], topic: Topic, cues: EvidenceCues = {}): Candidate[] {
  return idxs
    .filter((idx) => !isHeadingLine(doc.text.slice(doc.sentences[idx].start, doc.sentences[idx].end)))
    .map((idx) => {
      const s = doc.sentences[idx];
      return { idx, start: s.start, end: s.end, score: evidenceScore(doc, idx, topic, cues) };
    })
    .sort((a, b) => b.score - a.score || a.start - b.start);
}

/** Sentence indices of spans (each span's first sentence), in order and without repeats. */
export function sentenceIndices(doc: Doc, spans: Array<{ start: number; end: number }>): number[] {
  const out: number[] = [];
  for (const sp of spans) {
    const i = spanIndexAt(doc.sentences, sp.start);
    if (i >= 0 && !out.includes(i)) out.push(i);
  }
  return out;
}
