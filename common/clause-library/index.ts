import {
  assignment,
  auditRights,
  confidentiality,
  dataProtection,
  forceMajeure,
  general,
  insurance,
  ipOwnership,
  liabilityCap,
  nonSolicitation,
  warranty,
} from "./entries-advanced";
import {
  changeOfControl,
  exclusivity,
  minimumCommitment,
  nonCompete,
  priceChanges,
  suspension,
} from "./entries-commercial";
import { cancellation, indemnity, jurisdiction, service } from "./entries-core";
import { liabilityExclusions } from "./entries-liability-exclusions";
import { payment } from "./entries-payment";
import { liquidatedDamages, setOff } from "./entries-remedies";
import { renewal } from "./entries-renewal";
import type { AlternativeContext, ClauseEntry } from "./types";

export type { AlternativeContext, ClauseEntry } from "./types";

/** Term ids of the review and the engine's clause categories, each pointing to its library entry. */
const ENTRIES: Record<string, ClauseEntry> = {
  payment,
  payment_terms: payment,
  paymentTerms: payment,
  renewal,
  auto_renewal: renewal,
  renewalTerms: renewal,
  cancellation,
  termination: cancellation,
  termination_notice: cancellation,
  cancellationTerms: cancellation,
  indemnity,
  indemnification: indemnity,
  jurisdiction,
  service,
  serviceGuarantees: service,
  service_levels: service,
  liability_cap: liabilityCap,
  liability: liabilityCap,
  liability_exclusions: liabilityExclusions,
  ip_ownership: ipOwnership,
  intellectual_property: ipOwnership,
  confidentiality,
  data_protection: dataProtection,
  assignment,
  insurance,
  warranty,
  audit_rights: auditRights,
  non_solicitation: nonSolicitation,
  force_majeure: forceMajeure,
  price_changes: priceChanges,
  suspension,
  minimum_commitment: minimumCommitment,
  exclusivity,
  non_compete: nonCompete,
  change_of_control: changeOfControl,
  liquidated_damages: liquidatedDamages,
  set_off: setOff,
};

export const clauseEntry = (termType: string): ClauseEntry => ENTRIES[termType] ?? general;
export const hasClauseEntry = (termType: string) => termType in ENTRIES;

/** The typical market position for a clause type ("Show Benchmark"). */
export const benchmarkFor = (termType: string) => clauseEntry(termType).benchmark;

/** A balanced fallback clause from the library, adapted to the contract's values and the user's concerns. */
export function draftAlternative(termType: string, ctx: AlternativeContext) {
  const entry = clauseEntry(termType);
  return { alternativeClause: entry.draft(ctx), rationale: entry.rationale(ctx), benchmark: entry.benchmark };
}
