import type { ContractDates } from "./contract-dates";
import { type Doc, sentencesWithWords, triggerWords } from "./doc";
import { findDurations } from "./numbers";
import type { AdvancedClause, CuadCategory, Parties, TermBlock } from "./types";

/**
 * Spans for the CUAD categories (Contract Understanding Atticus Dataset), at the level annotators
 * mark: usually the sentence of the clause. Most detectors are shared with the product findings.
 */

type Spans = Array<{ start: number; end: number }>;

function sentenceSpan(doc: Doc, idx: number): { start: number; end: number } {
  const s = doc.sentences[idx];
  return { start: s.start, end: s.end };
}

export interface CuadSource {
  parties: Parties;
  dates: ContractDates;
  jurisdiction: TermBlock;
  renewalTerms: TermBlock & { noticeEvidence?: Spans };
  cancellationTerms: TermBlock & { excluded?: boolean };
  advancedClauses: AdvancedClause[];
  /** sentences that transfer IP ownership; the IP finding quotes one of them */
  ipAssignmentEvidence: Spans;
}

const ASSIGN_WORDS = triggerWords([
  "assign*",
  "transfer*",
  "delegat*",
  "subcontract*",
  "sub-contract*",
  "sublicen*",
  "novat*",
]);
const ASSIGN_RESTRICT_RE =
  /\b(?:(?:not|no|neither|nor)\b[^.;]{0,100}?\b(?:assign|transfer|delegate|sub-?contract(?!ors?\b)|novate)|(?:assign\w*|transfer\w*|delegat\w*)[^.;]{0,200}?\b(?:without\s+(?:the\s+|your\s+|our\s+|its\s+|their\s+)?(?:prior\s+)?(?:express\s+)?(?:written\s+)?(?:consent|approval|permission|agreement)|(?:prior\s+)?(?:written\s+)?consent\s+of|with\s+the\s+(?:prior\s+)?(?:written\s+)?consent|(?:upon|with|on|after|by\s+giving)\s+(?:\w+\s+){0,3}(?:prior\s+)?(?:written\s+)?notice|null\s+and\s+void|void\b|prohibited|shall\s+not\s+be\s+(?:permitted|effective|valid))|(?:consent|approval)[^.;]{0,80}?\b(?:assign\w*|transfer\w*)|(?:may|shall\s+have\s+the\s+right\s+to|can)\s+(?:freely\s+)?assign[^.;]{0,200}?(?:without|notice|consent)|(?:attempted|purported)\s+(?:assignment|transfer))/i;
const ASSIGN_CONTEXT_RE =
  /\b(?:this\s+agreement|the\s+agreement|(?:its|your|our|their)\s+rights|any\s+(?:of\s+its\s+)?rights|obligations|hereunder|under\s+this|this\s+contract|these\s+terms|license|licence|interest\s+in|(?:assign|transfer)\s+(?:them|it)\s+without|(?:any\s+)?(?:attempted|purported)\s+(?:assignment|transfer|delegation)\b[^.;]{0,80}?\b(?:void|invalid|no\s+(?:force|effect)|ineffective))\b/i;
const ASSIGN_EXCLUDE_RE =
  /\b(?:hereby\s+assigns?|assigns?\s+to\s+(?:the\s+)?\w+\s+all|right,\s+title\s+and\s+interest|patents?|inventions?|work\s+product|copyrights?|trademark\s+(?:application|registration)|assignee\s+of\s+record|personnel|employees?\s+assigned|assigned\s+to\s+(?:the\s+)?(?:project|work|perform)|assigned\s+(?:a|the)\s+meaning|meaning\s+assigned)\b/i;

export function antiAssignment(doc: Doc): Spans {
  const out: Spans = [];
  for (const idx of sentencesWithWords(doc, ASSIGN_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2500) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (!/\b(?:assign|transfer|delegat|sub-?contract|novat)/.test(lower)) continue;
    if (!ASSIGN_RESTRICT_RE.test(lower)) continue;
    if (!ASSIGN_CONTEXT_RE.test(lower)) continue;
    if (
      ASSIGN_EXCLUDE_RE.test(lower) &&
      !/\bwithout\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?consent\b/.test(lower)
    )
      continue;
    out.push(sentenceSpan(doc, idx));
  }
  return out;
}

const IP_WORDS = triggerWords([
  "assign*",
  "transfer*",
  "owned",
  "owner",
  "property",
  "vest*",
  "belong*",
  "hire",
  "turned",
  "inure*",
]);
const IP_ASSIGN_RE =
  /\b(?:hereby\s+(?:does\s+)?(?:irrevocably\s+)?(?:assigns?|transfers?|conveys?|grants?\s+and\s+assigns?|(?:grants?|sells?),?\s+(?:(?:assigns?|transfers?|conveys?),?\s+)?(?:and\s+)(?:assigns?|transfers?|conveys?))|(?:agrees?|shall|will|undertakes?|must)\s+(?:to\s+)?(?:hereby\s+)?(?:irrevocably\s+)?(?:promptly\s+)?(?:assign|transfer\s+and\s+assign)\b|works?\s+(?:made[\s-]+)?for[\s-]+hire|\b(?:each\s+)?assigns?\s+to\s+[\w\s,]{1,40}?(?:all|any|its|their|the\s+entire)\s+(?:of\s+)?(?:its\s+|their\s+)?(?:right|copyright|patent|intellectual|title|interest)|\bto\s+(?:disclose\s+and\s+)?assign\s+to|(?:become\s+|be\s+deemed\s+(?:to\s+be\s+)?)(?:the\s+)?(?:our|its|their|his|her|\w+['’]s)?\s*(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?property\b|(?:shall|will)\s+(?:exclusively\s+|solely\s+)?be\s+owned\s+(?:solely\s+|exclusively\s+)?by)/i;
const IP_TRANSFER_RE =
  /\b(?:(?:be\s+)?(?:assigned|transferred)\s+to|(?:shall|will|agrees?\s+to)\s+(?:promptly\s+)?(?:transfer|convey)|turned\s+over\s+to|execute\s+(?:any\s+)?(?:and\s+all\s+)?(?:such\s+)?(?:assignments|documents|instruments)[^.;]{0,80}(?:title|ownership|rights?))/i;
const IP_STRONG_RE =
  /\b(?:intellectual\s+property|inventions?|copyrights?|patents?|know[\s-]how|rights?,?\s+title\s+and\s+interest|ownership|trademarks?|domain\s+names?|work\s+product|deliverables|improvements?|proprietary\s+rights)\b/i;
const IP_CREATED_OWNED_RE =
  /\b(?:developed|created|conceived|made|generated|produced|authored|invented|prepared|derived|written|arising|resulting|during\s+the\s+(?:project|term))\b[^.;]{0,250}?\b(?:(?:shall|will)\s+(?:be\s+)?(?:(?:solely\s+|exclusively\s+)?owned\s+(?:solely\s+|exclusively\s+)?by|(?:become|be)\s+(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?property\s+of|vest\s+in|belong\s+to|inure\s+(?:solely\s+)?to)|is\s+owned\s+by)|\b(?:shall|will)\s+(?:be\s+)?(?:the\s+)?(?:sole\s+and\s+exclusive\s+|exclusive\s+|sole\s+)?(?:property|owner)\s+of\b[^.;]{0,120}?\b(?:developed|created|conceived|made|generated|produced|prepared)\b/i;
const IP_SUBJECT_RE =
  /\b(?:intellectual\s+property|inventions?|work\s+product|deliverables|copyrights?|patents?|works?[\s-]made[\s-]for[\s-]hire|works?\s+for\s+hire|know[\s-]how|improvements?|modifications|derivative\s+works?|developments?|enhancements|results|materials|data|technology|trademarks?|domain\s+names?|urls?|goodwill|rights?,?\s+title\s+and\s+interest|proprietary\s+rights|web\s+pages|shows|content|filings|registrations|software|source\s+code|code|artwork|designs?)\b/i;
const IP_NOT_RE =
  /\b(?:(?:shall|will|may)\s+not\s+(?:\w+\s+)?(?:assign|transfer)|not\s+(?:be\s+)?(?:a\s+)?["“]?works?\s+(?:made\s+)?for\s+hire|are\s+not\s+["“]?work|without\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?consent|assignee|successors\s+and\s+(?:permitted\s+)?assigns|assignment\s+of\s+this\s+agreement|(?:assign|transfer)\s+(?:this|the)\s+agreement|sublicens\w*\s+(?:or\s+)?(?:assign|transfer))\b/i;

export function ipOwnership(doc: Doc): Spans {
  const out: Spans = [];
  for (const idx of sentencesWithWords(doc, IP_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2500) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (!IP_SUBJECT_RE.test(lower)) continue;
    // recitals and definitions describe, they do not transfer ownership
    if (/^\s*(?:whereas\b|[\d.]*\s*["“][^"”]{1,60}["”]\s+(?:shall\s+)?means?\b)/.test(lower)) continue;
    const assign =
      (IP_ASSIGN_RE.test(lower) || (IP_TRANSFER_RE.test(lower) && IP_STRONG_RE.test(lower))) &&
      !IP_NOT_RE.test(lower) &&
      !/\b(?:no\s+(?:title|right|ownership|license)|does\s+not\s+(?:create|transfer|convey)|(?:is|are)\s+not\s+transferred|export\w*|inventors|right\s+to\s+assign|may\s+assign|agreement\s+(?:is|be|being)\s+assigned|transferred\s+to\s+such\s+designee)\b/.test(
        lower,
      ) &&
      (!/\b(?:retains?|retained|shall\s+remain)\b/.test(lower) ||
        /\bhereby\s+(?:irrevocably\s+)?assigns?\b/.test(lower));
    const created =
      IP_CREATED_OWNED_RE.test(lower) &&
      IP_STRONG_RE.test(lower) &&
      !/\b(?:each\s+party|its\s+own|remain\w*|retain\w*)\b/.test(lower);
    if (!assign && !created) continue;
    out.push(sentenceSpan(doc, idx));
  }
  return out;
}

const WARRANTY_WORDS = triggerWords([
  "warrant*",
  "defect*",
  "nonconform*",
  "conform*",
  "conformity",
  "damaged",
  "discrepanc*",
  "bug*",
  "latent",
  "error",
  "errors",
  "fault",
  "faults",
]);
const WARRANTY_WORD_RE =
  /\b(?:warranty|warranties|warrants?\s+(?:that|to\s+\w+\s+that)|warrants?\s+(?:each|the|all|every|its|any)\s+(?:[\w-]+\s+){0,3}?(?:for|against)\b(?![^.;]{0,30}?\bended\b)|warranted|guarantee\s+period|warranty\s+period)\b/;
const DEFECT_WORD_RE =
  /\b(?:defect\w*|nonconform\w*|non-conform\w*|not\s+in\s+conformity|damaged|discrepanc\w*|bugfix\w*|bugs?|errors?|faults?|fail\w*\s+to\s+(?:conform|perform))\b/;
const WARRANTY_NOISE_RE =
  /\b(?:options?\s+(?:and|or)\s+warrants|warrants?\s+(?:to\s+)?(?:purchase|exercis)|stock\s+purchase\s+warrants?|representations?\s+(?:and|or)\s+warrant(?:y|ies)\b[^.;]{0,40}(?:proves?|made|incorrect|untrue|survive)|breach\s+of\s+(?:any\s+)?(?:representation|warranty)|(?:violat\w*|breach\w*)\s+(?:of\s+)?(?:any\s+)?(?:[\w,]+\s+){0,4}warrant\w*|warrants?\s+(?:to\s+\w+\s+)?that\s+as\s+(?:at|of)\s+the\s+date|warrants?\s+to\s+pay|survive|(?:writ|warrant(?:y|ies|s)?)\s+of\s+(?:attachment|arrest|execution|distress|possession))\b/;
const WARRANTY_CLAIM_WINDOW_RE =
  /\bnotif\w*\b[^.;]{0,60}?\b(?:breach|failure)\s+of\s+(?:this|the|any\s+such|such)\s+warranty\s+within\s+/;
const FREE_FROM_DEFECTS_RE =
  /\b(?:be|is|are|remain|and)\s+free\s+(?:from|of)\s+(?:any\s+)?(?:material\s+)?(?:defects|errors|faults)\b/;
const ANCHOR_RE =
  /\b(?:from|after|following|of|for|commencing|beginning|date\s+of|delivery|acceptance|installation|shipment|receipt|arrival|completion|period)\b/;

export function warrantyDuration(doc: Doc): Spans {
  const out: Spans = [];
  for (const idx of sentencesWithWords(doc, WARRANTY_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2000) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    // "must notify the Supplier of any breach of this warranty within 90 days": the period the warranty runs
    const claimWindow = WARRANTY_CLAIM_WINDOW_RE.test(lower);
    const warranty = WARRANTY_WORD_RE.test(lower) && (claimWindow || !WARRANTY_NOISE_RE.test(lower));
    const defect = DEFECT_WORD_RE.test(lower);
    if (!warranty && !defect) continue;
    if (/\bwarranty\s+period\b/.test(lower) && warranty && !/\bforce\s+majeure\b/.test(lower)) {
      out.push(sentenceSpan(doc, idx));
      continue;
    }
    const durs = findDurations(raw, s.start).filter(
      (d) => d.unit !== "day" || d.value >= 2 || /hours?/.test(raw),
    );
    const hours = /\b\d+\s*hours?\b|\(\d+\)\s*hours?/.test(lower);
    if (
      durs.length === 0 &&
      !hours &&
      !/\[\s*(?:\.\.\.)?\*+(?:\.\.\.)?\s*\]\s*(?:days?|months?|years?|after|from)/.test(lower)
    )
      continue;
    const anchored =
      durs.some((d) =>
        ANCHOR_RE.test(doc.lower.slice(Math.max(s.start, d.start - 60), Math.min(s.end, d.end + 60))),
      ) ||
      (hours && /\b(?:after|within|upon)\b/.test(lower));
    if (!anchored && !/\[\s*(?:\.\.\.)?\*+/.test(lower)) continue;
    // "shall be free from defects for 12 months after delivery": a warranty in substance
    if (warranty || FREE_FROM_DEFECTS_RE.test(lower)) {
      out.push(sentenceSpan(doc, idx));
      continue;
    }
    // a period to claim for defects after delivery (inspection / latent defect windows)
    if (
      /\b(?:within|after|beyond|during)\b/.test(lower) &&
      /\b(?:deliver\w*|receipt|arrival|shipment|installation|acceptance|supply|performance|delivered|launch|go[\s-]live|handover|hand-over|completion|commissioning|sign[\s-]off)\b/.test(
        lower,
      ) &&
      /\b(?:claim|notify|report|reject|repair|replace|remedy|correct|re-perform|complete|fix|rectif|make\s+good|made\s+good)\w*/.test(
        lower,
      )
    )
      out.push(sentenceSpan(doc, idx));
  }
  return out;
}

const INSURANCE_WORDS = triggerWords(["insurance", "insured", "insurer", "insurers", "insuring", "insure"]);
const INSURANCE_NEED_RE =
  /\b(?:responsible\s+for\s+insuring|maintain\w*|carry|carries|procure\w*|obtain\w*|keep|(?:holds?|have|has)\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}?(?:insurance|polic(?:y|ies)|cover)|has\s+in\s+place|purchase\w*|take\s+out|effect|secure|furnish\w*|named?|additional(?:ly)?\s+insureds?|certificates?|polic(?:y|ies)|coverage|covered|insured|underwriter|deductibles?|self[\s-]insur\w*|limits?|amount\s+of|\$|£|€|premiums?)\b/;
/** a sum of cover: "public liability insurance of £5,000,000", "Insurance | £2m employer's liability" */
const INSURED_SUM_RE =
  /\binsurance\b[^.;]{0,40}?[£$€]\s?\d|[£$€]\s?\d[\d,.]*\s*(?:m|million)?\s+(?:[\w']+\s+){0,3}?insurance\b/;
const INSURANCE_NOISE_RE =
  /\b(?:insurance\s+(?:laws?|regulations?|code|commissioner|department|regulator)|unemployment\s+insurance|social\s+(?:security|insurance)|national\s+insurance|(?:including|and)\s+insurance\)|life\s+insurer|mortgage\s+insurance|insurance\s+company\s+subject|health\s+insurance\s+portability|federal\s+deposit\s+insurance|insurance\s+contributions|proceeds\s+of\s+(?:any\s+)?insurance|amount\s+of\s+insurance\s+coverage\s+actually\s+paid|(?:include|including|includes)\s+(?:any\s+|all\s+)?insurance\s+(?:costs?|premiums?|charges|expenses))\b/;

const INSURANCE_AS_COST_RE =
  /\b(?:pay|pays|paid|reimburse\w*|bear|bears|deduct\w*|less\s+the\s+following|expenses|charges|costs)\b[^.;]{0,250}?\b(?:insurance|premiums)\b/;
const INSURANCE_DUTY_RE =
  /\b(?:maintain\w*|carry|carries|procure\w*|obtain\w*|take\s+out|keep|effect|insured|certificates?|polic(?:y|ies)|coverage|limits?|additional\s+insureds?|not\s+less\s+than)\b/;

export function insurance(doc: Doc): Spans {
  const out: Spans = [];
  for (const idx of sentencesWithWords(doc, INSURANCE_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2500) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (!/\binsur/.test(lower)) continue;
    if (!INSURANCE_NEED_RE.test(lower) && !INSURED_SUM_RE.test(lower)) continue;
    if (INSURANCE_NOISE_RE.test(lower)) continue;
    // insurance only as one of the costs a party pays ("shipping charges (including insurance)")
    if (INSURANCE_AS_COST_RE.test(lower) && !INSURANCE_DUTY_RE.test(lower)) continue;
    // an insurer only cooperating in a claim, or insurance only mentioned as a cost, is not a requirement
    if (
      !/\binsurance\b|\binsured\b|\binsurers?\b[^.;]{0,60}\b(?:rated|acceptable|licensed)|\bresponsible\s+for\s+insuring\b|\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:at\s+its\s+(?:own\s+)?(?:cost|expense)\s+)?(?:\w+\s+)?insure\s+(?:the|all|its|each|any)\b/.test(
        lower,
      )
    )
      continue;
    out.push(sentenceSpan(doc, idx));
  }
  return out;
}

const AUDIT_WORDS = triggerWords([
  "audit*",
  "inspect*",
  "examin*",
  "records",
  "books",
  "verif*",
  "enter",
  "visit*",
  "timesheet*",
  "reviews",
  "open-book",
  "observe",
  "accountants",
  "on-site",
  "assessment",
  "assessments",
  "review",
  "substantiate",
]);
/** a gap within one sentence; a dot inside a section number ("Section 2.12(a)") does not end it */
const GAP = "(?:[^.;]|\\.(?=\\d))";
/**
 * Audit rights in plain words: "We may check your records", "show them to us when we ask", "let us
 * inspect your shop", "We can audit your sales". Shared with the audit finding's evidence cues.
 */
export const PLAIN_AUDIT_RE =
  /\b(?:may|can|entitled\s+to|right\s+to)\s+(?:\w+\s+){0,2}?(?:check|look\s+at|see)\s+(?:your|our|its|their|the\s+[\w-]+['’]s?)\s+(?:[\w-]+\s+)?(?:books|records|accounts)\b|\b(?:books|records|accounts)\b[^.;]{0,60}?\b(?:show|give|send|provide)\w*\s+(?:them|it|these|those|copies\s+of\s+them)\s+to\s+(?:us|you|the\s+[\w-]+|[A-Z]\w+)\b[^.;]{0,30}?\b(?:when|if|on|upon|whenever)\b|\blet\s+(?:us|you|the\s+[\w-]+)\s+(?:see|inspect|look\s+at|check|examine|audit)\b[^.;]{0,40}?\b(?:books|records|accounts|premises|shops?|stores?|outlets?|sites?|warehouses?|offices?)\b|\b(?:we|you|they)\s+(?:may|can)\s+audit\s+(?:your|our|their)\b|\b(?:accountants?|auditors?)\s+to\s+(?:look\s+at|check)\s+(?:your|our|its|their|the)\s+(?:[\w-]+\s+)?(?:books|records|accounts)\b/i;
/**
 * Checks that are audits in substance: "may conduct a security assessment of the Supplier's systems",
 * "provide such documents as the Customer requires to verify any costs invoiced". Shared with the audit
 * finding's evidence cues.
 */
export const CHECKS_OF_SYSTEMS_OR_COSTS_RE =
  /\b(?:may|right|entitled)\b[^.;]{0,80}?\b(?:security|compliance)\s+(?:assessments?|reviews?)\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?[\w-]+['’]s?\s+(?:[\w-]+\s+){0,2}?(?:systems|facilit(?:y|ies)|premises|controls|operations)\b|\b(?:provide|furnish|supply|make\s+available)\w*\b[^.;]{0,120}?\b(?:documentation|documents|records|evidence|receipts|information)\b[^.;]{0,100}?\bto\s+(?:verify|substantiate|confirm|check)\s+(?:the\s+|any\s+|all\s+|its\s+)?(?:[\w-]+\s+){0,3}?(?:costs?|charges?|fees|expenses|amounts?\s+(?:invoiced|charged|claimed|payable)|invoices?|royalt(?:y|ies)|commissions?)\b/i;
const AUDIT_RIGHT_RE = new RegExp(
  String.raw`\b(?:(?:right|entitled|may|permit|allow|access|request|notice)\b${GAP}{0,120}?\baudit(?!ors?\b)\w*|(?:right|entitled|may|permit|allow|access|request|notice)\b${GAP}{0,120}?\b(?:inspect(?!ors?\b)|examin)\w*\s+(?:and\s+\w+\s+)?(?:(?:any\s+|all\s+|the\s+)?(?:its|their|his|her|[\w-]+['’]s?)\s|${GAP}{0,80}?\b(?:books|records|accounts|ledgers?|time\s*-?sheets|invoices|receipts|premises|facilit(?:y|ies)|sites?|plants?|factor(?:y|ies)|warehouses?|offices?|stores?|shops?|outlets?|operations|procedures|process(?:es)?|documentation|compliance|systems?|production|manufactur\w*|storage|inventor(?:y|ies)|stock|how)\b)|\bhave\s+(?:the\s+)?[\w-]+['’]s?\s+(?:[\w-]+\s+){1,3}?(?:examined|inspected|audited|checked)\s+by\b|(?:right|entitled|may|permit|allow|access|request)\b${GAP}{0,120}?\b(?:review|verify|copy|copies)\w*\b${GAP}{0,60}?\b(?:books|records|accounts|invoices|receipts|time\s*-?sheets|supporting\s+(?:documentation|documents|evidence))|(?:audit(?!ors?\b)|inspect(?!ors?\b)|examin)\w*\b${GAP}{0,120}?\b(?:books|records|accounts|facilit(?:y|ies)|premises|plants?|sites?|operations|procedures|documentation|compliance)|\b(?:books|records|accounts)\b${GAP}{0,120}?\b(?:available|accessible|open|provide\s+access|made\s+available)\b${GAP}{0,60}?\b(?:inspection|review|audit|examination|copying|request|upon)|(?:provide|give|allow|grant)\w*\s+(?:[\w'’-]+\s+){0,8}?(?:reasonable\s+|full\s+)?access\b${GAP}{0,200}?\b(?:records|books|facilit(?:y|ies)|premises|information)|\b(?:furnish|provide|supply|deliver)\w*\b${GAP}{0,80}?\binformation\s+(?:from|in|contained\s+in|available\s+in)\s+(?:its\s+|the\s+|their\s+|such\s+)?(?:books|records|accounts)\b|\baudits?\b${GAP}{0,80}\b(?:conducted|performed|carried\s+out|undertaken|shall\s+not|frequency|once|expense|cost)\b|\b(?:books|records|accounts)\b${GAP}{0,120}?\b(?:open|available|accessible)\s+(?:to|for)\s+(?:the\s+|each\s+|either\s+|any\s+)?(?:other\s+)?(?!public\b)[a-z]|\b(?:books|records|accounts)\b${GAP}{0,160}?\b(?:may|entitled\s+to|right\s+to)\s+(?:\w+\s+){0,2}?(?:review|inspect|examine|audit|copy)|\b(?:furnish|provide|deliver|supply)\w*\b${GAP}{0,80}?\bcop(?:y|ies)\s+of\b${GAP}{0,40}?\b(?:books|records|accounts)\b${GAP}{0,80}?\bverif|\b(?:permit|allow|entitled|right|may)\w*\b${GAP}{0,140}?\b(?:enter|visit|attend\s+at)\b${GAP}{0,60}?\b(?:premises|warehouses?|facilit(?:y|ies)|sites?|plants?|offices?|factor(?:y|ies))\b${GAP}{0,100}?\b(?:check|inspect|verify|audit|monitor|assess|confirm|ascertain)|\b(?:check|inspect|verify|audit|monitor|assess)\w*\b${GAP}{0,100}?\b(?:may|entitled\s+to|right\s+to|permitted\s+to)\s+(?:\w+\s+){0,2}?(?:enter|visit)\s+(?:upon\s+)?(?:any|the|its|their|such)?\s*(?:[\w-]+['’]s?\s+)?(?:premises|warehouses?|facilit(?:y|ies)|sites?|plants?|offices?|factor(?:y|ies))\b|\baccess\s+to\s+(?:such\s+|the\s+|its\s+|their\s+|all\s+)?(?:[\w-]+\s+){0,3}?(?:books|records|accounts)\b${GAP}{0,120}?\b(?:verif|audit|inspect|examin|check)|\b(?:may|right|entitled)\b${GAP}{0,80}?\bverify\s+(?:the\s+)?(?:[\w-]+['’]s?\s+)?(?:use|usage|compliance|deployment|installations?)\b|\b(?:produce|make\s+available)\s+(?:them|it|the\s+same|such\s+[\w-]+)\s+for\s+(?:\w+\s+)?(?:inspection|audit|examination)|\bcop(?:y|ies)\s+of\b${GAP}{0,60}?\b(?:books|records|accounts|time\s*-?sheets)\b${GAP}{0,100}?\b(?:check|verify|confirm)|\baccess\s+to\s+(?:its\s+|their\s+|the\s+)?(?:\w+\s+)?(?:systems?|premises|facilit(?:y|ies))\b${GAP}{0,80}?\bverif|\b(?:books|records|accounts)\b${GAP}{0,120}?\b(?:produce|submit|deliver|provide|make)\w*\b${GAP}{0,80}?\bfor\s+(?:its\s+|their\s+|the\s+)?(?:inspection|audit|examination)|\b(?:produce|submit|deliver|provide|make)\w*\s+(?:\w+\s+){0,3}?(?:books|records|accounts)\b${GAP}{0,80}?\bfor\s+(?:its\s+|their\s+|the\s+)?(?:inspection|audit|examination)|\b(?:books|records|accounts)\b${GAP}{0,60}?\b(?:shall|will|may)\s+be\s+(?:audited|inspected|examined)\b|\b(?:may|right|entitled)\b${GAP}{0,60}?\b(?:conduct|carry\s+out|perform|undertake)\s+(?:[\w-]+\s+){0,2}?(?:audits?|reviews?|inspections?)\s+of\s+(?:the\s+)?(?:[\w-]+['’]s?\s+)?compliance\b|\b(?:books|records|accounts)\b${GAP}{0,120}?\b(?:allow|permit)\w*\s+(?:the\s+)?(?:[\w-]+['’]s?\s+)?[\w-]+\s+to\s+(?:inspect|examine|audit|review|take\s+copies|copy)\b|\bopen-book\b${GAP}{0,200}?\b(?:review|inspect|audit|examin|verif|access)|\bsubject\s+to\s+(?:an?\s+|the\s+)?(?:independent\s+)?(?:audit|verification|inspection|examination)(?:\s+(?:and|or)\s+(?:audit|verification|inspection|examination|copying))?\s+by\b|\bsubmit\s+to\s+(?:an?\s+|any\s+|the\s+|such\s+)?(?:[\w-]+\s+)?(?:audits?|inspections?|examinations?)\b|\b(?:books|records|accounts)\b${GAP}{0,160}?\b(?:have|has|be\s+given|be\s+granted)\s+(?:reasonable\s+|full\s+|free\s+)?access\s+(?:thereto|to\s+(?:them|it|the\s+same|such\s+(?:books|records|accounts)))\b|\b(?:have|has|be\s+given|be\s+granted)\s+(?:reasonable\s+|full\s+|free\s+)?access\s+to\s+(?:the\s+|its\s+|their\s+|all\s+)?(?:[\w'’-]+\s+){0,3}?(?:books|records|accounts|working\s+papers)\b|\b(?:permit|allow|entitled|right)\w*\b${GAP}{0,80}?\bto\s+(?:visit\s+and\s+)?observe\b${GAP}{0,120}?\b(?:plants?|facilit(?:y|ies)|premises|sites?|factor(?:y|ies)|manufactur\w*|production|operations)\b|\bopen\s+(?:its\s+|their\s+|the\s+)?(?:books|records|accounts)\b${GAP}{0,80}?\bto\b|\b(?:may|right|entitled)\b${GAP}{0,80}?\b(?:accountants?|auditors?)\b${GAP}{0,60}?\bto\s+(?:check|verify|examine|inspect|review|audit|look\s+at)\b${GAP}{0,120}?\b(?:books|records|accounts|statements)\b|\b(?:allow|permit)\w*\s+(?:for\s+)?(?:[\w'’-]+\s+){0,3}?on-?site\s+(?:visits?|audits?|inspections?)\b|${PLAIN_AUDIT_RE.source}|${CHECKS_OF_SYSTEMS_OR_COSTS_RE.source})`,
);
const AUDIT_NOISE_RE =
  /\b(?:(?:un)?audited\s+(?:\(or[^)]*\)\s+)?(?:(?:annual|quarterly|half-yearly|year-end)\s+)?(?:financial|balance|consolidated|statements?|review|accounts)|auditors?\s*,\s*(?:solicitors|accountants|attorneys|counsel|advisors)|audit\s+committee|reverse\s+engineer|credit\s+(?:history|worthiness|rating|standing|checks?)|decompile|(?:service\s+)?inspect\w*\s+(?:of\s+)?(?:the\s+|all\s+|any\s+|each\s+|every\s+)?(?:products?|goods|shipments?|deliver\w*|vehicles?|cargo|consignments?)|overdue\s+for\s+(?:service\s+)?inspection|(?:cross-)?examine\s+(?:the\s+)?witness\w*|examine\s+or\s+copy\s+any\s+confidential|cop(?:y|ies)\s+of\s+(?:any\s+|all\s+|the\s+)?(?:[\w-]+\s+){0,2}?inspection\s+(?:findings|reports?|results|observations)|as\s+its\s+(?:statutory\s+)?auditors?|statutory\s+audit\w*|(?:deposited|held)\s+(?:with|in)\s+(?:the\s+|an\s+)?escrow|escrow\s+(?:agent|deposit|materials)|access\s+to\s+[^.;]{0,80}\b(?:for\s+the\s+purposes?\s+of|in\s+order\s+to|to)\s+(?:defend\w*|conduct\w*\s+(?:the\s+|its\s+)?defen[cs]e|respond\w*\s+to\s+(?:any\s+|a\s+)?(?:third[\s-]party\s+)?claim)|access\s+to\s+and\s+be\s+entrusted|found\s+not\s+in\s+conformity|retain\s+(?:a\s+)?cop(?:y|ies))\b/;

const ACCESS_TO_WORK_RE =
  /\baccess\b[^.;]{0,160}?\b(?:to|in\s+order\s+to|so\s+as\s+to|for\s+the\s+purposes?\s+of|as\s+(?:is\s+|may\s+be\s+)?(?:reasonably\s+)?(?:required|necessary)\s+(?:in\s+order\s+)?to)\s+(?:(?:enable|permit|allow)\s+(?:[\w'’-]+\s+){1,3}to\s+)?(?:perform|provide|deliver|install|carry\s+out|supply|maintain|repair|complete|fulfil|render)\w*\b/;
/** quality control of samples, packaging, software, equipment or the work itself, or an examination the law requires, not of books, records or places */
const QUALITY_INSPECTION_RE =
  /\b(?:inspect|examin)\w*\s+(?:and\s+test\s+)?(?:of\s+)?(?:the\s+|all\s+|any\s+|such\s+|its\s+|their\s+)?(?:[\w-]+['’]s?\s+)?(?:approved\s+|licensed\s+|proposed\s+)?(?:uses?|samples?|advertising|packaging|labels?|labelling|artwork|work|services|software|deliverables?|property|minutes|equipment|tools|machinery)\b|\bright\s+of\s+inspection\s+and\s+supervision\b|\b(?:inspect|examin)\w*\s+(?:\w+\s+){0,2}?(?:required|prescribed)\s+(?:under|by)\b/;
const AUDITED_PLACE_RE =
  /\b(?:premises|sites?|facilit(?:y|ies)|records|books|accounts|plants?|factor(?:y|ies)|warehouses?|offices?)\b/;

export function auditRights(doc: Doc): Spans {
  const out: Spans = [];
  for (const idx of sentencesWithWords(doc, AUDIT_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2000) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (AUDIT_NOISE_RE.test(lower)) continue;
    if (QUALITY_INSPECTION_RE.test(lower) && !AUDITED_PLACE_RE.test(lower)) continue;
    // access given so that a party can do the work ("reasonable access to its premises in order to provide the Services")
    if (ACCESS_TO_WORK_RE.test(lower) && !/\b(?:audit|inspect|examin|verif)\w*/.test(lower)) continue;
    // long enumerations ("design, development, ..., inspection, testing, ...") are not audit clauses
    if ((lower.match(/,/g)?.length ?? 0) > 12 && !/\baudit/.test(lower)) continue;
    if (!AUDIT_RIGHT_RE.test(lower)) continue;
    if (
      !/\b(?:audit|inspect|examin|review|access|available|accessible|open|cop(?:y|ies)|enter|visit|verif|check|observe|see|look\s+at|show|assessment|substantiat|information\s+(?:from|in|contained\s+in|available\s+in)\s+(?:its\s+|the\s+|their\s+|such\s+)?(?:books|records|accounts))/.test(
        lower,
      )
    )
      continue;
    out.push(sentenceSpan(doc, idx));
  }
  return out;
}

/**
 * The CUAD spans, read off what the analysis reports: each finding's evidence (the quoted sentence
 * first, then every other sentence that supports it), the parties and the dates. There is no second
 * detector behind these spans, so the eval scores the same sentences the user is shown.
 */
export function cuadFromFindings(a: CuadSource): Partial<Record<CuadCategory, Spans>> {
  const out: Partial<Record<CuadCategory, Spans>> = {};
  const put = (k: CuadCategory, spans: Spans) => {
    // one finding's quote is often another's supporting sentence: each span is listed once
    const once = spans.filter((s, i) => spans.findIndex((t) => t.start === s.start && t.end === s.end) === i);
    if (once.length > 0) out[k] = once;
  };
  const of = (test: (c: AdvancedClause) => boolean) =>
    a.advancedClauses.filter((c) => !c.missing && test(c)).flatMap((c) => c.evidence ?? []);
  put("Parties", a.parties.mentions);
  put("Agreement Date", a.dates.agreementSpans);
  put("Effective Date", a.dates.effectiveSpans);
  put("Expiration Date", a.dates.expirationSpans);
  put("Governing Law", a.jurisdiction.evidence ?? []);
  put("Renewal Term", a.renewalTerms.evidence ?? []);
  put("Notice Period To Terminate Renewal", a.renewalTerms.noticeEvidence ?? []);
  // a clause ruling the right out is quoted on screen, but it gives no right to end for convenience
  put(
    "Termination For Convenience",
    a.cancellationTerms.excluded ? [] : (a.cancellationTerms.evidence ?? []),
  );
  put(
    "Anti-Assignment",
    of((c) => c.category === "assignment"),
  );
  put(
    "Cap On Liability",
    of((c) => c.category === "liability_cap" || c.subcategory === "indirect_and_consequential_loss"),
  );
  put(
    "Uncapped Liability",
    of((c) => c.subcategory === "uncapped_carve_out"),
  );
  put("Ip Ownership Assignment", a.ipAssignmentEvidence);
  put(
    "Warranty Duration",
    of((c) => c.category === "warranty" && c.subcategory !== "disclaimer"),
  );
  put(
    "Insurance",
    of((c) => c.category === "insurance"),
  );
  put(
    "Audit Rights",
    of((c) => c.category === "audit_rights"),
  );
  return out;
}
