import { CURRENCY_SYMBOLS, currencySymbol } from "../../common/format";
import { type ProposalDraft, partyLabels, resolveProposal, roleWord } from "../advice/index";
import { clauseIdAt, type Doc, sentenceText } from "../doc";
import {
  type Candidate,
  clauseNumberAt,
  type EvidenceCues,
  rankEvidence,
  sentenceIndices,
  type Topic,
} from "../evidence";
import { firstCurrencyIn } from "../numbers";
import { roleOfPhrase, roleOfWord } from "../parties";
import type { TermContext } from "../terms/common";
import type { AdvancedCategory, AdvancedClause, PartyChoice, Rating, RiskLevel } from "../types";

export interface FindingInput {
  name: string;
  category: AdvancedCategory;
  subcategory: string;
  risk: RiskLevel;
  /** 0-100 */
  confidence: number;
  whyItMatters: string;
  askFor: string;
  /** the ask written to the other party, from the advice module */
  proposal?: ProposalDraft | null;
  /** further plain-English points, after the main one built from whyItMatters + askFor */
  extra?: string[];
}

/** A finding anchored on [start, end) of the text. */
export function finding(doc: Doc, start: number, end: number, f: FindingInput): AdvancedClause {
  return {
    id: "",
    name: f.name,
    category: f.category,
    subcategory: f.subcategory,
    risk_level: f.risk,
    confidence: Math.round(f.confidence),
    excerpt: doc.text.slice(start, end),
    start,
    end,
    clauseId: clauseIdAt(doc, start),
    recommendations: [`${f.whyItMatters} ${f.askFor}`.trim(), ...(f.extra ?? [])],
    whyItMatters: f.whyItMatters,
    askFor: f.askFor,
    proposal: resolveProposal(f.proposal, doc.clauses, start, doc.text.slice(start, end)),
  };
}

/** The sentences a detector flagged for a topic, best evidence first. */
export function evidenceFor(
  doc: Doc,
  spans: Array<{ start: number; end: number }>,
  topic: Topic,
  cues: EvidenceCues = {},
): Candidate[] {
  return rankEvidence(doc, sentenceIndices(doc, spans), topic, cues);
}

/**
 * A finding on the best candidate. When even the best is doubtful (score below `minScore`: a contents
 * line, a definition, a sentence under another topic's heading) nothing is quoted and the user is pointed at
 * the clause to check instead.
 */
export function findingOn(doc: Doc, ranked: Candidate[], f: FindingInput, minScore = 0): AdvancedClause {
  const best = ranked[0];
  const evidence = ranked.map((c) => ({ start: c.start, end: c.end }));
  if (best.score >= minScore) return { ...finding(doc, best.start, best.end, f), evidence };
  const number = clauseNumberAt(doc, best.start);
  return {
    ...finding(doc, best.start, best.end, f),
    excerpt: "",
    start: -1,
    end: -1,
    confidence: Math.min(Math.round(f.confidence), 50),
    checkClause: number,
    evidence,
  };
}

/** A finding that the term is absent (no offsets). */
export function missing(f: FindingInput): AdvancedClause {
  return {
    id: "",
    name: f.name,
    category: f.category,
    subcategory: f.subcategory,
    risk_level: f.risk,
    confidence: Math.round(f.confidence),
    excerpt: "",
    start: -1,
    end: -1,
    clauseId: null,
    recommendations: [`${f.whyItMatters} ${f.askFor}`.trim(), ...(f.extra ?? [])],
    whyItMatters: f.whyItMatters,
    askFor: f.askFor,
    proposal: resolveProposal(f.proposal, [], -1),
    missing: true,
  };
}

export function riskFromRating(r: Rating): RiskLevel {
  return r === "red" ? "high" : r === "amber" ? "medium" : "low";
}

const SUBJECT_RE =
  /^(?:[\d.()a-z]{1,8}\s+)?(?:[A-Z][A-Za-z ]{0,40}[.:]\s+)?((?:[Ee]ither|[Ee]ach|[Nn]either|[Aa]ny|[Bb]oth)\s+(?:[Pp]art(?:y|ies)|of\s+us)|[Tt]he\s+[Pp]arties|we|you|(?:the\s+)?[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})(?:['’]s?(?:\s+(?:duly\s+)?(?:authori[sz]ed\s+|appointed\s+|nominated\s+)?(?:representatives?|agents?|auditors?|accountants?|inspectors?|employees?|personnel|staff|officers))?)?(?:,?\s+(?:or|and)\s+(?:its|their)\s+(?:[\w-]+\s+){0,3}?(?:representatives?|agents?|auditors?|accountants?|advis[eo]rs?|consultants?|nominees?|designees?|employees?|personnel|staff|officers|contractors?|subcontractors?|affiliates?)\b,?|,?\s+or\s+(?:an?|any)\s+(?:[\w-]+\s+){0,4}?(?:appointed|nominated|designated|authori[sz]ed|chosen)\s+by\s+(?:it|them|\w+),?)?\s+(?:shall|will|may|must|agrees?|hereby|warrants?|represents?|undertakes?|is|are|has|have|acknowledges?|covenants?|does|can|retains?|reserves?|keeps?|owns?|holds?|maintains?|carry|carries|provides?|confirms?|assigns|grants|transfers|liability|aggregate|total|entire)\b/;

/** a lead-in before the subject ("Subject to clause 4, ...", "Not more than once a year, ...") */
const LEAD_IN_RE =
  /^((?:[\d.()a-z]{1,8}\s+)?(?:[A-Z][A-Za-z ]{0,40}[.:]\s+)?)(?:subject\s+to|to\s+the\s+extent|except|notwithstanding|without\s+prejudice\s+to|in\s+addition|further(?:more)?|during|upon|if|unless|where|whenever|in\s+the\s+event|provided\s+that|(?:not|no)\s+more\s+than|once|at\s+any\s+time|from\s+time\s+to\s+time|within|after|following|when|on\s+(?:giving|reasonable|not\s+less|(?:full\s+)?(?:payment|receipt|completion|delivery)))\b[^,]{0,140},\s*/i;

/** "Until then the Customer shall ...", "Thereafter the Supplier will ...": a lead-in with no comma */
const SHORT_LEAD_IN_RE =
  /^((?:[\d.()a-z]{1,8}\s+)?)(?:until\s+then|thereafter|after\s+that|in\s+that\s+case|at\s+all\s+times|in\s+the\s+meantime|meanwhile)\s*,?\s+(?=(?:the\s+)?[A-Z])/i;

/**
 * A sentence in capitals ("KITESTRING OR ITS ACCOUNTANTS MAY INSPECT ...") in ordinary case, with the
 * contract's party terms and role words capitalised, so that it reads like any other sentence.
 */
function unshout(raw: string, ctx: TermContext): string {
  const head = raw.slice(0, 120);
  if (/[a-z]/.test(head) || !/[A-Z]{3}/.test(head)) return raw;
  return raw
    .toLowerCase()
    .replace(/[a-z][\w&-]*/g, (w) =>
      ctx.lexicon.has(w) || roleOfWord(w) ? `${w[0].toUpperCase()}${w.slice(1)}` : w,
    );
}

/** The party a sentence is about ("The Supplier shall ...", "Either party may ..."). */
export function subjectOf(raw: string, ctx: TermContext): PartyChoice | null {
  const m = SUBJECT_RE.exec(
    unshout(raw, ctx).trim().replace(LEAD_IN_RE, "$1").replace(SHORT_LEAD_IN_RE, "$1"),
  );
  if (!m) return null;
  return roleOfPhrase(m[1], ctx.lexicon) ?? null;
}

/** The party named right after a phrase, e.g. the party after "assigns to" or "owned by". */
export function partyAfter(raw: string, at: number, ctx: TermContext): PartyChoice | null {
  const m =
    /^\s*(?:the\s+)?((?:either|each|both)\s+part(?:y|ies)|you\b|us\b|[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})/.exec(
      unshout(raw, ctx).slice(at),
    );
  if (!m) return null;
  return roleOfPhrase(m[1], ctx.lexicon) ?? null;
}

/**
 * Who may audit under a sentence: the party it is "carried out by", the party another must "permit"
 * or "give access", the subject that "may" audit; a subject that "shall keep records" is the audited one.
 */
export function auditorOf(raw: string, ctx: TermContext): PartyChoice | null {
  const by =
    /\b(?:audit\w*|inspect\w*|examin\w*|review\w*)\b[^.;]{0,60}?\b(?:carried\s+out|conducted|performed|undertaken|made)\s+by\s+/i.exec(
      raw,
    );
  const byParty = by ? partyAfter(raw, by.index + by[0].length, ctx) : null;
  if (byParty) return byParty;
  // "open for inspection by Licensor", "subject to audit and copying by the Customer"
  const directBy =
    /\b(?:audit|inspection|examination|review|copying)\s+(?:(?:and|or)\s+(?:\w+\s+)?)?by\s+/i.exec(raw);
  const byDirect = directBy ? partyAfter(raw, directBy.index + directBy[0].length, ctx) : null;
  if (byDirect) return byDirect;
  // "audited by an independent accountant chosen by the Customer"
  const chosen =
    /\b(?:audit\w*|inspect\w*|examin\w*|verif\w*)\b[^.;]{0,120}?\b(?:accountants?|auditors?|firm|inspectors?|representatives?)\s+(?:chosen|appointed|nominated|selected|designated|engaged)\s+by\s+/i.exec(
      raw,
    );
  const chooser = chosen ? partyAfter(raw, chosen.index + chosen[0].length, ctx) : null;
  if (chooser) return chooser;
  const granted =
    /\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)(?:\s*,[^,.;]{1,60},)?\s+(?:\w+\s+){0,2}?(?:permit|allow|authori[sz]e|grant|give|provide|afford|let)\s+(?:to\s+)?/i.exec(
      raw,
    );
  const grantee = granted ? partyAfter(raw, granted.index + granted[0].length, ctx) : null;
  if (grantee) return grantee;
  // a list item under "The Supplier shall:": "(b) permit the Customer to audit those records"
  const listed =
    /^\s*(?:\(?[a-z0-9]{1,4}\)|[a-z0-9]{1,3}\.)\s*(?:permit|allow|authori[sz]e|grant|give|provide|afford)\s+(?:to\s+)?/i.exec(
      raw,
    );
  const listGrantee = listed ? partyAfter(raw, listed[0].length, ctx) : null;
  if (listGrantee) return listGrantee;
  // "The Customer, its auditors and any regulator may ... audit the Supplier": the party that heads the list
  const headed =
    /^\s*(?:[\d.()a-z]{1,8}\s+)?((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3})\s*,\s*(?:its|their)\s+[^.;]{1,80}?\s+(?:may|shall|will|can|(?:is|are)\s+entitled|(?:has|have)\s+the\s+right)\b/.exec(
      raw,
    );
  const headRole = headed ? (roleOfPhrase(headed[1], ctx.lexicon) ?? null) : null;
  if (headRole) return headRole;
  const subject = subjectOf(raw, ctx);
  if (!subject || subject === "both") return subject;
  const body = raw.trim().replace(/^[\d.()a-z]{1,8}\s+/, "");
  // "The Customer may conduct reviews ..., and the Supplier shall co-operate": the first verb gives the right
  const firstModal =
    /\b(?:shall|will|must|may|agrees?\s+to|undertakes?\s+to|reserves?|is\s+entitled|has\s+the\s+right)\b/i.exec(
      body,
    );
  if (firstModal && /^(?:may|reserves?|is\s+entitled|has\s+the\s+right)$/i.test(firstModal[0]))
    return subject;
  const obliged =
    /^[^.;]{0,120}?\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)(?:\s*,[^,.;]{1,60},)?\s+(?!(?:\w+\s+){0,2}?(?:have|be\s+entitled|be\s+permitted|be\s+allowed|audit|inspect|examine))/i.test(
      body,
    );
  if (!obliged) return subject;
  return subject === "supplier" ? "customer" : "supplier";
}

/** "you", "the supplier", "the customer", "either party" for messages. */
export function who(role: PartyChoice | null, ctx: TermContext): string {
  if (role === "both") return "either party";
  if (!role) return "one party";
  if (role === ctx.side) return "you";
  // a lease speaks of a landlord and a tenant, not of a supplier and a customer
  return roleWord(partyLabels(ctx.parties), role);
}

export function isUserRole(role: PartyChoice | null, ctx: TermContext): boolean | null {
  if (!role) return null;
  if (role === "both") return true;
  return role === ctx.side;
}

/** The user's side and the contract's names for both sides, for the advice module. */
export const sideLabels = (ctx: TermContext) => ({
  side: ctx.side,
  labels: partyLabels(ctx.parties, { side: ctx.side, name: ctx.ownName }),
});

/** The sentence after `idx`, where a clause often finishes its thought; empty when it is a long block. */
export function nextSentence(doc: Doc, idx: number): string {
  const next = sentenceText(doc, idx + 1);
  return next.length < 800 ? next : "";
}

/** The symbol of the contract's own currency (the first it names), for example figures in advice; £ by default. */
export function currencySymbolOf(doc: Doc): string {
  const code = firstCurrencyIn(doc.text, 200_000) ?? "GBP";
  return code in CURRENCY_SYMBOLS ? currencySymbol(code) : "£";
}
