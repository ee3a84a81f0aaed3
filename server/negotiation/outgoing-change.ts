import type { ContractAnalysis } from "../../analysis/types";
import { REVIEW_TERMS } from "../../common/review-terms";
import type { SettingsUser } from "../settings/service";
import { clauseRef } from "./messages/context";
import { rejectionWithoutPosition, rejectionWithWording } from "./outgoing";
import { preferredPosition, settingsPosition } from "./positions";
import { becauseSentence, reasonClause, reasonSentence } from "./user-reason";

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
 * drafted now from their settings and reason), or, when none can be drafted, a comment that the
 * clause is not acceptable as it stands. The comment states our position only when the wording is the
 * one drafted from the settings, so its figures and the wording's always agree; the reason the user
 * gave goes with it ("... because our own customers pay us in 60 days").
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
  const saved = decision.proposedText?.trim() || null;
  if (decision.decision === "propose" && saved) {
    const position = settingsPosition({ analysis, termType, wording: saved, user });
    return {
      action: "propose",
      proposedText: saved,
      // a proposal's note is the user's own sentence, sent as they wrote it (made safe to send)
      comment: [
        position ?? `We propose the amended wording shown for ${ref}.`,
        reasonSentence(decision.reasoning),
      ]
        .filter(Boolean)
        .join(" "),
    };
  }
  const reason = reasonClause(decision.reasoning);
  const wording = saved ?? preferredPosition({ analysis, termType, user, concerns: decision.reasoning });
  if (!wording) return { action: "comment", comment: rejectionWithoutPosition(ref, reason) };
  const position = settingsPosition({ analysis, termType, wording, user });
  const why = reason ? ` ${becauseSentence(reason)}` : "";
  return {
    action: "propose",
    proposedText: wording,
    comment: !block?.found
      ? `${position ?? "The contract does not cover this."}${why} The new clause shown gives effect to this.`
      : position
        ? `${position}${why} The wording shown in its place gives effect to this.`
        : rejectionWithWording(ref, reason, "shown in its place"),
  };
}
