import type { ContractDates } from "./contract-dates";
import { type Doc, sentencesWith } from "./doc";
import type { LiabilitySentence } from "./liability";
import { findDurations } from "./numbers";
import type { ConvenienceSentence } from "./terms/cancellation";
import type { GoverningLawHit } from "./terms/jurisdiction";
import { type RenewalSentence, renewalNoticeSentences } from "./terms/renewal";
import type { CuadCategory, Parties } from "./types";

/**
 * Spans for the CUAD categories (Contract Understanding Atticus Dataset), at the level annotators
 * mark: usually the sentence of the clause. Most detectors are shared with the product findings.
 */

type Spans = Array<{ start: number; end: number }>;

export interface CuadInputs {
  doc: Doc;
  parties: Parties;
  dates: ContractDates;
  renewal: RenewalSentence[];
  convenience: ConvenienceSentence[];
  governingLaw: GoverningLawHit[];
  liability: LiabilitySentence[];
}

function sentenceSpan(doc: Doc, idx: number): { start: number; end: number } {
  const s = doc.sentences[idx];
  return { start: s.start, end: s.end };
}

const ASSIGN_TRIGGER_RE = /\b(?:assign\w*|transfer\w*|delegat\w*|sub-?contract\w*|sublicen[cs]\w*|novat\w*)\b/g;
const ASSIGN_RESTRICT_RE =
  /\b(?:(?:not|no|neither|nor)\b[^.;]{0,100}?\b(?:assign|transfer|delegate|sub-?contract|novate)|(?:assign\w*|transfer\w*|delegat\w*)[^.;]{0,200}?\b(?:without\s+(?:the\s+)?(?:prior\s+)?(?:express\s+)?(?:written\s+)?(?:consent|approval|permission|agreement)|(?:prior\s+)?(?:written\s+)?consent\s+of|with\s+the\s+(?:prior\s+)?(?:written\s+)?consent|(?:upon|with|on|after|by\s+giving)\s+(?:\w+\s+){0,3}(?:prior\s+)?(?:written\s+)?notice|null\s+and\s+void|void\b|prohibited|shall\s+not\s+be\s+(?:permitted|effective|valid))|(?:consent|approval)[^.;]{0,80}?\b(?:assign\w*|transfer\w*)|(?:may|shall\s+have\s+the\s+right\s+to|can)\s+(?:freely\s+)?assign[^.;]{0,200}?(?:without|notice|consent)|(?:attempted|purported)\s+(?:assignment|transfer))/i;
const ASSIGN_CONTEXT_RE =
  /\b(?:this\s+agreement|the\s+agreement|its\s+rights|any\s+(?:of\s+its\s+)?rights|obligations|hereunder|under\s+this|this\s+contract|license|licence|interest\s+in)\b/i;
const ASSIGN_EXCLUDE_RE =
  /\b(?:hereby\s+assigns?|assigns?\s+to\s+(?:the\s+)?\w+\s+all|right,\s+title\s+and\s+interest|patent|invention|work\s+product|copyright|trademark\s+(?:application|registration)|assignee\s+of\s+record|personnel|employees?\s+assigned|assigned\s+to\s+(?:the\s+)?(?:project|work|perform)|assigned\s+(?:a|the)\s+meaning|meaning\s+assigned)\b/i;

function antiAssignment(doc: Doc): Spans {
  const out: Spans = [];
  for (const idx of sentencesWith(doc, ASSIGN_TRIGGER_RE)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2500) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (!/\b(?:assign|transfer|delegat|sub-?contract|novat)/.test(lower)) continue;
    if (!ASSIGN_RESTRICT_RE.test(lower)) continue;
    if (!ASSIGN_CONTEXT_RE.test(lower)) continue;
    if (ASSIGN_EXCLUDE_RE.test(lower) && !/\bwithout\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?consent\b/.test(lower)) continue;
    out.push(sentenceSpan(doc, idx));
  }
  return out;
}

const IP_TRIGGER_RE =
  /\b(?:intellectual\s+property|inventions?|work\s+product|deliverables|copyrights?|patents?|work[\s-]made[\s-]for[\s-]hire|works?\s+for\s+hire|know[\s-]how|improvements?|developments?|results|data)\b/g;
const IP_OWN_RE =
  /\b(?:(?:hereby\s+)?(?:irrevocably\s+)?(?:assigns?|transfers?|conveys?)\s+(?:and\s+(?:agrees|shall)\s+(?:to\s+)?assign\s+)?(?:to\s+[\w\s,'’]{1,40}?\s+)?(?:all\s+(?:of\s+)?(?:its|his|her|their|the)?\s*)?(?:right|rights|worldwide|entire|any\s+and\s+all)|(?:agrees?|shall|will|undertakes?)\s+(?:to\s+)?(?:promptly\s+)?(?:assign|transfer)\b|(?:shall|will)\s+(?:be\s+and\s+remain|become|be|remain)\s+(?:the\s+)?(?:sole\s+and\s+exclusive\s+|exclusive\s+|sole\s+)?(?:property|owner)|(?:shall|will)\s+(?:solely\s+|exclusively\s+|jointly\s+)?(?:own|vest)|(?:shall|will)\s+(?:be\s+)?(?:owned|vested)\s+(?:solely\s+|exclusively\s+)?(?:by|in)|work[\s-]made[\s-]for[\s-]hire|works?\s+for\s+hire|(?:title|ownership)\s+(?:to|in|of)\s+[^.;]{0,80}?\b(?:shall|will)\s+(?:vest|pass|remain|be\s+transferred)|(?:assignment|transfer)\s+of\s+(?:all\s+)?(?:right|ownership|title))\b/i;
const IP_SUBJECT_RE =
  /\b(?:intellectual\s+property|inventions?|work\s+product|deliverables|copyrights?|patents?|work[\s-]made[\s-]for[\s-]hire|works?\s+for\s+hire|know[\s-]how|improvements?|modifications|derivative\s+works?|developments?|enhancements|results|materials|data|technology|trademarks?|domain\s+names?|rights?,\s+title\s+and\s+interest)\b/i;

function ipOwnership(doc: Doc): Spans {
  const out: Spans = [];
  for (const idx of sentencesWith(doc, IP_TRIGGER_RE)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2500) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (!IP_OWN_RE.test(lower) || !IP_SUBJECT_RE.test(lower)) continue;
    if (/\b(?:shall\s+not\s+(?:assign|transfer)|without\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?consent|licen[cs]e\s+(?:to|under)\s+use|confidential\s+information\s+(?:shall|will)\s+remain)\b/.test(lower) && !/hereby\s+assign/.test(lower))
      continue;
    out.push(sentenceSpan(doc, idx));
  }
  return out;
}

const WARRANTY_TRIGGER_RE = /\b(?:warrant\w*|guarantee[sd]?|defects?|defective)\b/g;
function warrantyDuration(doc: Doc): Spans {
  const out: Spans = [];
  for (const idx of sentencesWith(doc, WARRANTY_TRIGGER_RE)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2000) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    if (!/\b(?:warrant(?:y|ies|s)?|guarantee|defects?|free\s+from|conform)/.test(lower)) continue;
    const durs = findDurations(raw, s.start);
    if (durs.length === 0 && !/\bwarranty\s+period\b/.test(lower)) continue;
    const durOk =
      /\bwarranty\s+period\b/.test(lower) ||
      durs.some((d) => {
        const ctx = doc.lower.slice(Math.max(s.start, d.start - 80), Math.min(s.end, d.end + 80));
        return /\b(?:from|after|following|of|for|period|commencing|beginning|date\s+of|delivery|acceptance|installation|shipment)\b/.test(ctx);
      });
    if (!durOk) continue;
    if (!/\b(?:warrant(?:y|ies|s)\b|warranted|guarantee[sd]?\b|free\s+from\s+(?:material\s+)?defects|defects?\s+in\s+(?:materials?|workmanship)|conform)/.test(lower)) continue;
    out.push(sentenceSpan(doc, idx));
  }
  return out;
}

const INSURANCE_TRIGGER_RE = /\b(?:insurance|insured|insurer|policy\s+of\s+insurance|insurance\s+polic(?:y|ies))\b/g;
function insurance(doc: Doc): Spans {
  const out: Spans = [];
  for (const idx of sentencesWith(doc, INSURANCE_TRIGGER_RE)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2500) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (
      !/\b(?:maintain|obtain|carry|procure|purchase|keep|provide|furnish|name[ds]?|additional\s+insureds?|coverage|certificates?|polic(?:y|ies)|insured|limits?|deductible|insurer)\b/.test(lower)
    )
      continue;
    if (/\b(?:national\s+insurance|insurance\s+contributions|social\s+insurance|federal\s+deposit\s+insurance|health\s+insurance\s+portability)\b/.test(lower))
      continue;
    out.push(sentenceSpan(doc, idx));
  }
  return out;
}

const AUDIT_TRIGGER_RE = /\b(?:audit\w*|inspect\w*|examin\w*)\b/g;
function auditRights(doc: Doc): Spans {
  const out: Spans = [];
  for (const idx of sentencesWith(doc, AUDIT_TRIGGER_RE)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2500) continue;
    const lower = doc.lower.slice(s.start, s.end);
    const audit = /\baudit/.test(lower);
    const records = /\b(?:books|records|accounts|facilit(?:y|ies)|premises|plants?|sites?|operations|documentation|systems|statements)\b/.test(lower);
    if (!audit && !records) continue;
    if (!audit && !/\b(?:inspect|examin)/.test(lower)) continue;
    if (/\b(?:audited\s+(?:financial|consolidated)|independent\s+auditors?\s+(?:of|for)\s+the\s+company|audit\s+committee)\b/.test(lower)) continue;
    if (!audit && !/\b(?:right|may|shall\s+(?:permit|allow|make\s+available)|access|available\s+for)\b/.test(lower)) continue;
    if (!/\b(?:right|may|shall|will|permit|allow|access|available|request|conduct|cooperate)\b/.test(lower)) continue;
    out.push(sentenceSpan(doc, idx));
  }
  return out;
}

export function cuadSpans(inp: CuadInputs): Partial<Record<CuadCategory, Spans>> {
  const { doc, parties, dates } = inp;
  const out: Partial<Record<CuadCategory, Spans>> = {};
  const put = (k: CuadCategory, spans: Spans) => {
    if (spans.length > 0) out[k] = spans;
  };
  const partySpans: Spans = [];
  for (const p of parties.all) {
    partySpans.push({ start: p.start, end: p.end });
    if (p.aliasStart !== undefined && p.aliasEnd !== undefined) partySpans.push({ start: p.aliasStart, end: p.aliasEnd });
  }
  put("Parties", partySpans);
  put("Agreement Date", dates.agreementSpans);
  put("Effective Date", dates.effectiveSpans);
  put("Expiration Date", dates.expirationSpans);
  put(
    "Governing Law",
    inp.governingLaw.filter((g) => g.law).map((g) => sentenceSpan(doc, g.idx)),
  );
  put(
    "Renewal Term",
    inp.renewal
      .filter((r) => r.kind === "auto" || (r.kind === "option" && r.termMonths !== null))
      .map((r) => sentenceSpan(doc, r.idx)),
  );
  put(
    "Notice Period To Terminate Renewal",
    renewalNoticeSentences(doc, inp.renewal).map((i) => sentenceSpan(doc, i)),
  );
  put(
    "Termination For Convenience",
    inp.convenience.map((c) => sentenceSpan(doc, c.idx)),
  );
  put("Anti-Assignment", antiAssignment(doc));
  put(
    "Cap On Liability",
    inp.liability.filter((l) => l.cap || l.exclusion).map((l) => sentenceSpan(doc, l.idx)),
  );
  put(
    "Uncapped Liability",
    inp.liability.filter((l) => l.carveOut && !l.statutoryOnly).map((l) => sentenceSpan(doc, l.idx)),
  );
  put("Ip Ownership Assignment", ipOwnership(doc));
  put("Warranty Duration", warrantyDuration(doc));
  put("Insurance", insurance(doc));
  put("Audit Rights", auditRights(doc));
  return out;
}
