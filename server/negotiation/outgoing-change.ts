import type { ContractAnalysis } from "../../analysis/types";
import { REVIEW_TERMS } from "../../common/review-terms";
import type { SettingsUser } from "../settings/service";
import { clauseRef } from "./messages/context";
import { reasonForWording, rejectionWithoutPosition, rejectionWithWording, termConcern } from "./outgoing";
import { preferredPosition, settingsPosition } from "./positions";

export interface OutgoingChange {
  /** "propose": replace the clause with `proposedText`; "comment": leave it and comment on it */
  action: "propose" | "comment";
  proposedText?: string;
  /** the reason, to the other party */
  comment: string;
}

/**
 * How a rejection or proposal reaches the other party (redline and amendment proposal). A rejection
 * never deletes the clause: it carries the user's preferred position (saved with the decision, or
 * drafted now from their settings and private concerns), or, when none can be drafted, a comment that
 * the clause is not acceptable as it stands. The comment states our position only when the wording is
 * the one drafted from the settings, so its figures and the wording's always agree; otherwise it gives
 * what the analysis found wrong with the clause. The concerns the user typed shape the wording but are
 * never quoted: they are notes to us, not to the other party.
 */
export function outgoingChange(options: {
  analysis: ContractAnalysis;
  termType: string;
  decision: {
    decision: "reject" | "propose" | "accept";
    proposedText: string | null;
    reasoning: string | null;
  };
  user: SettingsUser;
}): OutgoingChange {
  const { analysis, decision, user, termType } = options;
  const term = REVIEW_TERMS.find((t) => t.id === termType);
  const block = term ? analysis[term.block] : null;
  const ref = block ? clauseRef(analysis, block.start, block.excerpt) : "the contract";
  const concern = termConcern(analysis, termType, ref);
  const saved = decision.proposedText?.trim() || null;
  if (decision.decision === "propose" && saved) {
    const position = settingsPosition({ analysis, termType, wording: saved, user });
    return {
      action: "propose",
      proposedText: saved,
      comment:
        position ??
        reasonForWording(
          concern,
          block?.found === false ? "in the new clause shown" : "shown in its place",
          `We propose the amended wording shown for ${ref}.`,
        ),
    };
  }
  const wording = saved ?? preferredPosition({ analysis, termType, user, concerns: decision.reasoning });
  if (!wording) return { action: "comment", comment: rejectionWithoutPosition(ref) };
  const position = settingsPosition({ analysis, termType, wording, user });
  return {
    action: "propose",
    proposedText: wording,
    comment: !block?.found
      ? `${position ?? `${concern ?? "The contract does not cover this"}.`} The new clause shown gives effect to this.`
      : position
        ? `${position} The wording shown in its place gives effect to this.`
        : reasonForWording(concern, "shown in its place", rejectionWithWording(ref, "shown in its place")),
  };
}
