/**
 * What the advice module writes for one term or finding, from the same value and target:
 * - `recommendation`: advice to the user, shown on screen ("You must give 180 days' notice... Ask for 30 days.");
 * - `proposal`: the same point written from the user's company to the other party, given the way the
 *   contract refers to the clause ("Clause 2.2 requires 180 days' notice of non-renewal; we propose 30
 *   days."). `null` when there is nothing to ask the other party for.
 */
export interface TermAdvice {
  recommendation: string;
  proposal: ProposalDraft | null;
}

/** Builds the counterparty sentence once the clause reference is known ("clause 2.2", "the contract"). */
export type ProposalDraft = (ref: string) => string;

/** How the contract names the two sides ("the Supplier", "the Licensee", "Acme"). */
export interface PartyLabels {
  customer: string;
  supplier: string;
}

export const keep = (recommendation: string): TermAdvice => ({ recommendation, proposal: null });

/** The same for an advanced finding: `askFor` on screen, `proposal` to the other party. */
export interface FindingAdvice {
  askFor: string;
  proposal: ProposalDraft | null;
}

export const keepFinding = (askFor: string): FindingAdvice => ({ askFor, proposal: null });
