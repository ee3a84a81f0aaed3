import type { Clause, Parties, Party, PartyChoice, PartyRole, Side } from "../types";
import type { PartyLabels, ProposalDraft } from "./types";

export { upperFirst } from "../../common/format";

import { upperFirst } from "../../common/format";

/** "3.2 Each party may ...": the sub-clause number a quoted sentence starts with */
export const OWN_NUMBER_RE = /^\s*(\d{1,3}(?:\.\d{1,3})+)\.?\s+(?=[A-Z(])/;

/**
 * "the contract", "clause 2.2", "Section 5", 'the clause headed "Fees"': how the contract numbers the
 * clause at `start`. A quoted sentence that starts with its own number ("3.2 Each party may ...") is
 * named by it, even where the clause around it was read as a larger one.
 */
export function clauseRefIn(clauses: readonly Clause[], start: number, quoted?: string): string {
  if (start < 0) return "the contract";
  const clause = [...clauses].reverse().find((c) => c.start <= start && start < c.end) ?? null;
  const own = quoted ? OWN_NUMBER_RE.exec(quoted)?.[1] : undefined;
  if (own && own !== clause?.number) {
    const style = /^section\b/i.test(clause?.number ?? "") ? "Section" : "clause";
    return `${style} ${own}`;
  }
  if (!clause) return "the contract";
  if (clause.number)
    return /^(section|article|clause|schedule)/i.test(clause.number)
      ? clause.number
      : `clause ${clause.number}`;
  if (clause.heading) return `the clause headed "${clause.heading}"`;
  return "the contract";
}

/** The proposal sentence for the clause at `start`, or null. */
export function resolveProposal(
  draft: ProposalDraft | null | undefined,
  clauses: readonly Clause[],
  start: number,
  quoted?: string,
): string | null {
  return draft ? upperFirst(draft(clauseRefIn(clauses, start, quoted)).trim()) : null;
}

/** Role nouns a contract defines its parties by; these take "the" ("the Supplier"), a name does not. */
const ROLE_NOUN_RE =
  /^(?:the\s+)?(?:[a-z]+\s+)?(?:supplier|provider|vendor|consultant|contractor|licensor|licensee|customer|client|company|purchaser|buyer|seller|distributor|reseller|agent|partner|developer|manufacturer|subscriber|user|lessee|lessor|franchisee|franchisor|contractee|principal|recipient|discloser|member|owner|operator|producer|publisher|carrier|shipper|employer|engager|firm|agency|institution|sponsor|investigator|host|affiliate|party|designer|photographer|freelancer|trainer|coach|adviser|advisor|accountant|architect|installer|builder|caterer|translator|recruiter|printer|surveyor|engineer|landlord|tenant|hirer|licensor|licensee|venue|studio|consultancy|practice|retailer|wholesaler|dealer|controller|processor|insurer|broker|lender|borrower|guarantor|hotel|school|academy|charity|trust|club|council|authority|university|college|hospital|cleaner|tutor)$/i;

function labelOf(party: Party | null | undefined, fallback: string): string {
  const alias = party?.alias?.trim();
  // "we" and "you" in first-person terms are no names to write to the other side
  if (alias && /^(?:we|us|our|you|your)$/i.test(alias)) return party?.name ?? fallback;
  // no defined term: the party's own name, which the other side will recognise
  if (!alias) return party?.name ?? fallback;
  if (party?.bareAlias) return alias.replace(/^the\s+/i, "");
  if (ROLE_NOUN_RE.test(alias) || /^[A-Z]{2,6}$/.test(alias)) return `the ${alias.replace(/^the\s+/i, "")}`;
  return alias;
}

/** The contract's own names for the two sides, falling back to "the Customer" and "the Supplier". */
export function partyLabels(
  parties: Parties | null | undefined,
  /** the user's own company, for its side when the contract does not name it ("the business that signs up") */
  own?: { side: Side; name?: string | null },
): PartyLabels {
  const ownName = own?.name?.trim();
  const fallback = (role: Side, generic: string) =>
    own?.side === role && ownName && !parties?.[role] ? ownName : generic;
  return {
    customer: labelOf(parties?.customer, fallback("customer", "the Customer")),
    supplier: labelOf(parties?.supplier, fallback("supplier", "the Supplier")),
  };
}

export const labelFor = (labels: PartyLabels, role: PartyRole) => labels[role];

/** A side named in advice on screen: "the supplier", "the customer", or in a lease "the landlord", "the tenant". */
export function roleWord(labels: PartyLabels, role: PartyRole): string {
  // a lease's or a building contract's own role words read better than "the supplier"
  const own = /^(?:the\s+)?(landlord|tenant|contractor|employer|recipient|discloser)$/i.exec(
    labels[role].trim(),
  );
  if (own) return `the ${own[1].toLowerCase()}`;
  return role === "supplier" ? "the supplier" : "the customer";
}
export const otherRole = (side: Side): PartyRole => (side === "customer" ? "supplier" : "customer");

/** A party in counterparty text: "either party", "the Supplier", "one party". */
export function partyText(labels: PartyLabels, role: PartyChoice | null): string {
  if (role === "both") return "either party";
  if (!role) return "one party";
  return labels[role];
}

/** "1 day", "30 days" */
export const dayCount = (n: number) => `${n} day${n === 1 ? "" : "s"}`;
/** "1 day's", "30 days'" for "... notice" */
export const daysOf = (n: number) => (n === 1 ? "1 day's" : `${n} days'`);
/** "within 30 days", or "on receipt" for 0 */
export const payWithin = (n: number) => (n === 0 ? "on receipt" : `within ${dayCount(n)}`);
