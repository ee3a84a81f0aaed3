import type { RiskThresholds } from "../../common/risk-settings";
import { type ProposalDraft, partyLabels, resolveProposal } from "../advice/index";
import { clauseIdAt, type Doc } from "../doc";
import type { Parties, PartyChoice, PartyRole, Rating, Side, TermBlock } from "../types";

/** Everything a term finder needs. */
export interface TermContext {
  doc: Doc;
  parties: Parties;
  lexicon: Map<string, PartyRole>;
  side: Side;
  thresholds: RiskThresholds;
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
    proposal: resolveProposal(proposal, doc.clauses, start),
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
export const labelsOf = (ctx: TermContext) => partyLabels(ctx.parties);

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
