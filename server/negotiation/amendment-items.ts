import { type NewClausePlace, newClausePlace } from "../../analysis/new-clause-anchor";
import type { ContractAnalysis } from "../../analysis/types";
import { withoutClauseNumber } from "../../common/clause-number";
import { REVIEW_TERMS } from "../../common/review-terms";
import type { AmendmentItem } from "../../documents/amendment-proposal";
import type { SettingsUser } from "../settings/service";
import { conflictDeletions } from "./conflicts";
import { clauseRef } from "./messages/context";
import { outgoingChange } from "./outgoing-change";
import { replacedSpan, replacedWording } from "./replaced-span";
import { rowValue, withoutRowLabel } from "./table-row";

const newClauseRef = (place: NewClausePlace | null) =>
  place ? `new clause ${place.number}` : "a new clause";

type Decision = Parameters<typeof outgoingChange>[0]["decision"] & { termType: string };

/** An item and where it sits in the contract. */
type Placed = AmendmentItem & { at: number };

/**
 * The amendment proposal's items, in the order of the contract: each rejected or proposed term with
 * its current and proposed wording and our reason, and each sentence the new wording would
 * contradict, to be deleted.
 */
export function amendmentItems(options: {
  analysis: ContractAnalysis;
  text: string;
  decisions: readonly Decision[];
  user: SettingsUser;
}): AmendmentItem[] {
  const { analysis, text, user } = options;
  // a clause the contract lacks is numbered as the redline adds it: in its section, else after the last
  const added = new Map<string, number>();
  const items = options.decisions.flatMap((decision): Placed[] => {
    if (decision.decision === "accept") return [];
    const term = REVIEW_TERMS.find((t) => t.id === decision.termType);
    if (!term) return [];
    const block = analysis[term.block];
    const change = outgoingChange({ analysis, termType: decision.termType, decision, user });
    const proposed = change.action === "propose" && change.proposedText ? change.proposedText : null;
    // the words the redline replaces: every sentence of the clause that states the term
    const span = block.found ? replacedSpan(analysis, text, block, proposed !== null) : null;
    const place =
      !block.found && proposed ? newClausePlace(text, analysis.clauses, decision.termType, added) : null;
    return [
      {
        // a new clause sits just after the paragraph it follows; one with no place goes last
        at: span ? span.from : place ? place.anchor.end : Number.POSITIVE_INFINITY,
        clauseRef: block.found
          ? clauseRef(analysis, block.start, block.excerpt)
          : proposed
            ? newClauseRef(place)
            : "a new clause",
        termTitle: term.title,
        // the clause number has its own line ("Clause reference"), and a table row's label is named
        // there too: both wordings are shown without them
        currentWording: span ? replacedWording(text, span) : "(not covered by the current draft)",
        proposedWording: proposed
          ? withoutClauseNumber(span?.label ? withoutRowLabel(proposed, span.label) : proposed)
          : null,
        // the proposal shows the wording under its own heading, not "in its place" as the redline does
        reason: change.comment
          .replace(
            /\bThe (?:wording shown in its place|new clause shown) gives effect to this\.$/,
            "The proposed wording gives effect to this.",
          )
          .replace(
            /\bwe propose the wording (?:shown in its place|in the new clause shown)\.$/,
            "we propose the wording above.",
          ),
      },
    ];
  });
  // the sentences the new wording would contradict are deleted with it, as in the redline
  for (const d of conflictDeletions({ analysis, text, decisions: options.decisions, user })) {
    const term = REVIEW_TERMS.find((t) => t.id === d.termType);
    items.push({
      at: d.start,
      clauseRef: clauseRef(analysis, d.start, d.text),
      termTitle: term?.title ?? d.termType,
      currentWording: withoutClauseNumber(rowValue(d.text)),
      proposedWording: null,
      deletion: true,
      reason: d.comment,
    });
  }
  // in the order of the contract, as the other party reads it; a deletion sits by its clause
  return items.sort((a, b) => a.at - b.at).map(({ at: _at, ...item }) => item);
}
