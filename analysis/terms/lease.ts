import type { AdvancedCategory, AdvancedClause, Parties, PaymentTerms, Side, TermBlock } from "../types";

/**
 * A lease of property between a landlord and a tenant. It is not a purchase from a vendor: it has no
 * warranty of the product, no confidentiality, no service levels and no liability cap by custom, so
 * their absence is not reported as something missing to ask for.
 */
export function isPropertyLease(parties: Parties, title: string | null): boolean {
  const aliases = parties.all.map((p) => p.alias ?? "").join(" ");
  if (/\blandlord\b/i.test(aliases) && /\btenant\b/i.test(aliases)) return true;
  // "Lease of Office Premises", "Lease": not an equipment or vehicle lease
  return /^\s*lease\b(?!\s+(?:of\s+)?(?:equipment|vehicles?|goods|machinery|cars?))/i.test(title ?? "");
}

const NOT_USUAL_IN_LEASE: ReadonlySet<AdvancedCategory> = new Set<AdvancedCategory>([
  "warranty",
  "confidentiality",
  "indemnification",
  "service_levels",
  "liability_cap",
  "insurance",
]);

export function withoutVendorTermsInLease(findings: AdvancedClause[], lease: boolean): AdvancedClause[] {
  return lease ? findings.filter((f) => !(f.missing && NOT_USUAL_IN_LEASE.has(f.category))) : findings;
}

/** An indemnity a lease does not give is left to the tenant's covenants and the law, with nothing to ask. */
export function indemnityInLease<T extends TermBlock>(block: T, lease: boolean): T {
  if (!lease || block.found) return block;
  return {
    ...block,
    summary: "Not applicable: a lease usually sets each side's duties as covenants rather than indemnities.",
    favorabilityScore: "green",
    recommendation: "Nothing to ask: check the tenant's repair and insurance covenants instead.",
    proposal: null,
  };
}

/** Rent paid quarterly in advance is the custom in a lease: not a point to negotiate. */
export function rentInLease(block: PaymentTerms, lease: boolean, side: Side): PaymentTerms {
  if (!lease || !block.found || block.paymentDays !== null || block.timing?.when !== "advance") return block;
  return {
    ...block,
    favorabilityScore: "green",
    recommendation:
      side === "customer"
        ? "Rent paid in advance is usual in a lease. Keep it, and diary each payment date."
        : "Rent paid in advance is usual in a lease. Keep it.",
    proposal: null,
  };
}
