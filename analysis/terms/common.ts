import type { RiskThresholds } from "../../common/risk-settings";
import { type ProposalDraft, partyLabels, resolveProposal } from "../advice/index";
import { clauseIdAt, type Doc, perDoc } from "../doc";
import type { Duration } from "../numbers";
import { roleOfPhrase } from "../parties";
import type { Parties, PartyChoice, PartyRole, Rating, Side, TermBlock } from "../types";

/** Everything a term finder needs. */
export interface TermContext {
  doc: Doc;
  parties: Parties;
  lexicon: Map<string, PartyRole>;
  side: Side;
  thresholds: RiskThresholds;
  /** the user's registered company: named in outgoing text where the contract does not name the user's side */
  ownName?: string;
}

/** Confidence levels of spec 01 section 9. */
export const CONFIDENCE = {
  exact: 0.9,
  strongPattern: 0.85,
  pattern: 0.7,
  weakPattern: 0.6,
  keyword: 0.5,
} as const;

export function foundBlock(
  doc: Doc,
  start: number,
  end: number,
  fields: {
    summary: string;
    favorabilityScore: Rating;
    confidence: number;
    recommendation: string;
    proposal?: ProposalDraft | null;
  },
): TermBlock {
  const { proposal, ...rest } = fields;
  return {
    found: true,
    excerpt: doc.text.slice(start, end),
    start,
    end,
    clauseId: clauseIdAt(doc, start),
    ...rest,
    proposal: resolveProposal(proposal, doc.clauses, start, doc.text.slice(start, end)),
  };
}

export function missingBlock(fields: {
  summary: string;
  favorabilityScore: Rating;
  recommendation: string;
  proposal?: ProposalDraft | null;
}): TermBlock {
  const { proposal, ...rest } = fields;
  return {
    found: false,
    excerpt: "",
    start: -1,
    end: -1,
    clauseId: null,
    confidence: 0,
    ...rest,
    proposal: resolveProposal(proposal, [], -1),
  };
}

/** How the contract names the two sides, for proposals to the other party. */
export const labelsOf = (ctx: TermContext) => partyLabels(ctx.parties, { side: ctx.side, name: ctx.ownName });

/** Is this party (as the contract names it) the user? */
export function isUser(role: PartyChoice | null | undefined, side: Side): boolean | null {
  if (!role) return null;
  if (role === "both") return true;
  return role === side;
}

export function otherSide(side: Side): PartyRole {
  return side === "customer" ? "supplier" : "customer";
}

export { plural } from "../../common/format";

/** "90 days'" style wording for "... notice" and "... to pay" in summaries. */
export function daysText(days: number): string {
  return days === 1 ? "1 day's" : `${days} days'`;
}

/** A notice in the unit the contract wrote it in ("6 months'", "1 month's"), or null for days. */
export function noticeWordsOf(d: Duration | null | undefined): string | null {
  if (!d || d.unit === "day" || !Number.isInteger(d.value)) return null;
  return d.value === 1 ? `1 ${d.unit}'s` : `${d.value} ${d.unit}s'`;
}

/** The notice as the contract states it when it used months, weeks or years, else in days. */
export const noticeText = (days: number, words?: string | null) => words ?? daysText(days);

/** Who may terminate: the phrase before "may terminate", or after "terminated by" (a name does not run across a table cell or a line). */
export function terminatingParty(text: string, ctx: TermContext): PartyChoice | null {
  const raw = text.replace(
    /\b(either|each|both)\s+of\s+(?:us|them|the\s+parties(?:\s+hereto)?)\b/gi,
    "$1 party",
  );
  const by =
    /\b(?:terminated|cancell?ed|ended|terminable)\s+(?:at\s+any\s+time\s+)?(?:by\s+written\s+notice\s+)?by\s+((?:either|each|any|both)\s+part(?:y|ies)|the\s+parties|you\b|us\b|(?:the\s+)?[A-Z][\w.&'’-]*(?:[^\S\t\n]+[A-Z][\w.&'’-]*){0,3})/.exec(
      raw,
    );
  if (by) return roleOfPhrase(by[1], ctx.lexicon) ?? null;
  const subj =
    /((?:either|each|any|both)\s+(?:part(?:y|ies)(?:\s+hereto)?|of\s+us)|the\s+parties|(?:the\s+)?[A-Z][\w.&'’-]*(?:[^\S\t\n]+[A-Z][\w.&'’-]*){0,3})\s*(?:,[^,]{1,80},\s*)?\s+(?:may|shall\s+have|will\s+have|has|have|retains?|reserves?|is\s+entitled|shall\s+be\s+entitled|will\s+be\s+entitled|can|wishing)\b[^.]{0,60}?\b(?:terminate|cancel|end|withdraw|off-?hire)\b/i.exec(
      raw,
    );
  if (subj) return roleOfPhrase(subj[1], ctx.lexicon) ?? null;
  return null;
}

/**
 * Who may choose to extend or renew: "both" for an extension that needs both sides ("by mutual
 * agreement", "if the parties agree"), else the party that "may extend" or at whose "option" it renews.
 */
export function renewalOptionHolder(text: string, ctx: TermContext): PartyChoice | null {
  if (
    /\bmutual(?:ly)?\b|\b(?:both|the)\s+parties\s+(?:may\s+|so\s+|shall\s+)?(?:agree|consent)|\bagreement\s+(?:of|between)\s+(?:both|the)\s+parties|\bparties\s+may\s+(?:\w+\s+)?(?:extend|renew)|\b(?:agreement|consent|approval)\s+of\s+the\s+other(?:\s+party)?\b/i.test(
      text,
    )
  )
    return "both";
  const at =
    /\b(?:at|in)\s+the\s+(?:sole\s+)?(?:option|election|discretion)\s+of\s+((?:either|each)\s+party|(?:the\s+)?[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})/.exec(
      text,
    ) ??
    /\b(?:at|in)\s+((?:the\s+)?[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})['’]s?\s+(?:sole\s+)?(?:option|election|discretion)\b/.exec(
      text,
    ) ??
    /((?:either|each)\s+(?:party|of\s+us)|(?:the\s+)?[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})\s*(?:,[^,]{1,80},\s*)?\s+(?:may|shall\s+have\s+the\s+(?:right|option)\s+to|has\s+the\s+(?:right|option)\s+to|is\s+entitled\s+to)\s*,?\s*(?:[^.,;]{0,40},\s*)?(?:\w+\s+){0,3}?(?:extend|renew)\b/.exec(
      text,
    );
  return at ? (roleOfPhrase(at[1], ctx.lexicon) ?? null) : null;
}

/** Whose liability a sentence limits: "In no event shall Provider's aggregate liability exceed ...". */
const POSSESSIVE_LIABILITY_RE =
  /['’]s?\s+(?:(?:total|aggregate|maximum|entire|cumulative|overall)\s+)*liability\b/gi;

/** The (up to four) words that end in "'s liability": "In no event shall Provider". */
function wordsBeforePossessiveLiability(raw: string): string | null {
  POSSESSIVE_LIABILITY_RE.lastIndex = 0;
  for (let m = POSSESSIVE_LIABILITY_RE.exec(raw); m !== null; m = POSSESSIVE_LIABILITY_RE.exec(raw)) {
    if (m.index === 0 || /\s/.test(raw[m.index - 1])) continue;
    const before = raw.slice(Math.max(0, m.index - 400), m.index);
    return /(?:\S+\s+){0,3}\S+$/.exec(before)?.[0] ?? null;
  }
  return null;
}

export function liabilityOwner(raw: string, ctx: TermContext): PartyChoice | null {
  const owner = wordsBeforePossessiveLiability(raw);
  if (owner === null) {
    // first-person terms: "Our total liability to you ..."
    const own =
      /\b(our|your)\s+(?:(?:total|aggregate|maximum|entire|cumulative|overall)\s+)*liability\b/i.exec(raw);
    if (own) return roleOfPhrase(own[1], ctx.lexicon) ?? null;
    // "In no event shall Company be liable ...", "The Supplier shall not be liable for any amount in excess of ..."
    // (a sentence in capitals is read without regard to case)
    const flags = /[a-z]/.test(raw.slice(0, 200)) ? "" : "i";
    const liable =
      new RegExp(
        String.raw`\b(?:shall|will)\s+((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3}?)\s+be\s+liable\b`,
        flags,
      ).exec(raw) ??
      new RegExp(
        String.raw`\b((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3}?)\s+(?:shall|will)\s+not\s+be\s+liable\b`,
        flags,
      ).exec(raw);
    return liable ? (roleOfPhrase(liable[1], ctx.lexicon) ?? null) : null;
  }
  // the owner is the last words before "'s liability" ("In no event shall Provider's", "CONTRACTOR'S")
  const words = owner.split(/\s+/);
  for (let n = 1; n <= words.length; n++) {
    const role = roleOfPhrase(words.slice(-n).join(" "), ctx.lexicon);
    if (role) return role;
  }
  return null;
}

/** Who gives a notice: the party that may terminate, or the subject of "shall give (a written renewal) notice". */
export function noticeGiver(text: string, ctx: TermContext): PartyChoice | null {
  const terminating = terminatingParty(text, ctx);
  if (terminating) return terminating;
  const giver =
    /((?:either|each|any)\s+(?:party|of\s+us)|(?:the\s+)?[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})\s+(?:shall|will|must|may)\s+(?:\w+\s+){0,2}?(?:provide|give|send|serve|deliver|issue)\s+(?:(?:to\s+)?(?:the\s+)?[A-Z]\S*\s+)?(?:a\s+|an\s+|the\s+)?(?:written\s+)?(?:renewal\s+)?(?:notice|reminder)\b/.exec(
      text,
    );
  return giver ? (roleOfPhrase(giver[1], ctx.lexicon) ?? null) : null;
}

/** Money changes hands under the contract: a fee, price, charge, invoice, royalty or sum is named. */
// "in consideration of the disclosure", "each party bears its own costs" and notices sent "by pre-paid
// post" are usual in a confidentiality agreement and say nothing of a price
const PAYMENT_ANY_RE =
  /\b(?<!pre-?)(?:pay|pays|paid|paying|payable|payments?|fees?|charges?|charged|prices?|invoices?|invoiced|royalt(?:y|ies)|remuneration|rent|subscription)\b|[£$€]\s?\d|\b\d[\d,.]*\s?(?:GBP|USD|EUR)\b/i;
/**
 * Nothing is bought or sold: no sum is named and neither party supplies or buys (a confidentiality
 * or collaboration agreement), so payment terms, an indemnity and a warranty are not expected.
 */
export function nothingSupplied(ctx: TermContext): boolean {
  if ((ctx.parties.supplier || ctx.parties.customer) && !ctx.parties.rolesFromOwnCompany) return false;
  // a confidentiality agreement may name prices among the information shared, or cap a breach in pounds
  return CONFIDENTIALITY_TITLE_RE.test(ctx.doc.text.slice(0, 400)) || !namesPayment(ctx.doc);
}
const namesPayment = perDoc((doc) => PAYMENT_ANY_RE.test(doc.text));
const CONFIDENTIALITY_TITLE_RE =
  /\b(?:non[\s-]?disclosure|confidentiality|secrecy)\s+(?:agreement|undertaking|deed|letter)\b|\bNDA\b/i;
