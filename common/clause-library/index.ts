import { withoutClauseNumber } from "../clause-number";
import { acceptsSentence } from "./concerns";
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
import { CARRIAGE_ENTRIES, CARRIAGE_FINDINGS } from "./entries-carriage";
import {
  changeOfControl,
  exclusivity,
  minimumCommitment,
  nonCompete,
  priceChanges,
  suspension,
} from "./entries-commercial";
import { cancellation, indemnity, jurisdiction, service } from "./entries-core";
import { businessRestraint, lateTermination } from "./entries-franchise";
import { liabilityExclusions } from "./entries-liability-exclusions";
import { payment } from "./entries-payment";
import { PROPERTY_WORKS_ENTRIES, PROPERTY_WORKS_FINDINGS } from "./entries-property-works";
import { liquidatedDamages, setOff } from "./entries-remedies";
import { renewal } from "./entries-renewal";
import { cancellationCharge, earlyTerminationCharge, terminationForBreach } from "./entries-termination";
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
  early_termination_charge: earlyTerminationCharge,
  cancellation_charge: cancellationCharge,
  termination_for_breach: terminationForBreach,
  business_restraint: businessRestraint,
  termination_for_late_payment: lateTermination,
  ...PROPERTY_WORKS_ENTRIES,
  ...CARRIAGE_ENTRIES,
};

/**
 * Findings of a category whose entry is about something else: the "termination" category's entry
 * drafts a right to end for convenience, which is not what a charge for leaving early or a right to
 * end for breach asks for.
 */
const FINDING_ENTRIES: Record<string, string> = {
  "termination/early_termination_charge": "early_termination_charge",
  "termination/cancellation_charge": "cancellation_charge",
  "termination/their_right_only": "termination_for_breach",
  "termination/your_right": "termination_for_breach",
  "termination/mutual": "termination_for_breach",
  "termination/payment_default": "termination_for_late_payment",
  "non_compete/business_binding_you": "business_restraint",
  ...PROPERTY_WORKS_FINDINGS,
  ...CARRIAGE_FINDINGS,
};

/** The library entry that drafts wording for an analysis finding: its own where it has one, else its category's. */
export const findingTermType = (finding: { category: string; subcategory: string }): string =>
  FINDING_ENTRIES[`${finding.category}/${finding.subcategory}`] ?? finding.category;

export const clauseEntry = (termType: string): ClauseEntry => ENTRIES[termType] ?? general;
export const hasClauseEntry = (termType: string) => termType in ENTRIES;

/** The typical market position for a clause type ("Show Benchmark"). */
export const benchmarkFor = (termType: string) => clauseEntry(termType).benchmark;

/**
 * A balanced fallback clause from the library, adapted to the contract's values and the user's concerns.
 * A sentence of the clause the user says they accept ("we are happy to give the IP indemnity") is kept
 * as the contract words it, ahead of the drafted wording, unless the draft already carries it.
 */
export function draftAlternative(termType: string, ctx: AlternativeContext) {
  const entry = clauseEntry(termType);
  const kept = keptSentences(ctx);
  const drafted = { ...ctx, kept };
  const text = entry.draft(drafted);
  const missing = kept.filter((sentence) => !carries(text, sentence));
  return {
    alternativeClause: [...missing, text].join(" "),
    rationale:
      missing.length > 0
        ? `${entry.rationale(drafted)} It keeps, as it is, the wording you said you accept.`
        : entry.rationale(drafted),
    benchmark: entry.benchmark,
  };
}

/** The sentences of the clause replaced that the user's concerns say they accept. */
function keptSentences(ctx: AlternativeContext): string[] {
  if (!ctx.original?.trim() || !ctx.concerns.trim()) return [];
  return withoutClauseNumber(ctx.original)
    .trim()
    .split(/(?<=\.)\s+(?=[A-Z(“"])/)
    .map((s) => withoutClauseNumber(s).trim())
    .filter((s) => s && acceptsSentence(ctx.concerns, s, [ctx.us, ctx.them]));
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{3,}|\d+/g) ?? []);

/** the draft already says what `sentence` says: word for word, or one of its sentences is mostly the same words */
function carries(draft: string, sentence: string): boolean {
  const flat = (t: string) => t.replace(/\s+/g, " ").trim().toLowerCase();
  if (flat(draft).includes(flat(sentence).replace(/[.;]$/, ""))) return true;
  const words = wordsOf(sentence);
  return draft.split(/(?<=\.)\s+/).some((d) => {
    const shared = [...wordsOf(d)].filter((w) => words.has(w)).length;
    return words.size > 0 && shared / words.size >= 0.6;
  });
}
