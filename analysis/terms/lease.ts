import type {
  AdvancedCategory,
  AdvancedClause,
  CancellationTerms,
  Parties,
  PaymentTerms,
  Side,
  TermBlock,
} from "../types";

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

/**
 * A lease runs its whole term unless it gives the tenant a break: a tenant without one asks for a break
 * part-way through (half-way through a term of five years or more), not for notice at any time.
 */
export function breakInLease(
  block: CancellationTerms,
  lease: boolean,
  side: Side,
  dates: { start: string | null; end: string | null },
  labels: { us: string; them: string },
): CancellationTerms {
  if (!lease || side !== "customer" || block.forConvenience) return block;
  const termYears = wholeYears(dates.start, dates.end);
  const year = termYears !== null && termYears >= 5 ? Math.ceil(termYears / 2) : null;
  const at = year
    ? `the ${ordinal(year)} anniversary of the start of the term`
    : "a date part-way through the term";
  return {
    ...block,
    summary: "No tenant's break: you cannot end the lease before the end of its term.",
    leaseBreakAt: at,
    recommendation: `A lease binds you for the whole term unless it gives you a break. Ask for a tenant's break option at ${at}, on at least six months' written notice, so you are not tied to the premises for ${termYears && termYears > 1 ? `all ${termYears} years` : "the whole term"}.`,
    proposal: `The Lease gives ${labels.us} no right to end it before the end of the term; we propose that ${labels.us} may end it on ${at} by giving ${labels.them} at least six months' written notice, provided the rent has been paid.`,
  };
}

const ordinal = (n: number) => {
  const words = [
    "",
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
  ];
  return words[n] ?? `${n}th`;
};

/** "2027-02-01" to "2037-01-31": 10 years; null unless both dates are known and the term is (about) whole years */
function wholeYears(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const [y1, m1] = start.split("-").map(Number);
  const [y2, m2, d2] = end.split("-").map(Number);
  const months = (y2 - y1) * 12 + (m2 - m1) + (d2 >= 28 ? 1 : 0);
  // a start read as the lease's date a few weeks before the term begins still gives the whole years
  const years = Math.round(months / 12);
  return years >= 1 && Math.abs(months - years * 12) <= 1 ? years : null;
}
