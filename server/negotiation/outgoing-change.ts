import type { ContractAnalysis } from "../../analysis/types";
import { REVIEW_TERMS } from "../../common/review-terms";
import type { SettingsUser } from "../settings/service";
import { clauseRef } from "./messages/context";
import { rejectionWithoutPosition, termPosition } from "./outgoing";
import { preferredPosition } from "./positions";

const same = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

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
 * drafted now from their settings), or, when none can be drafted, a comment that the clause is not
 * acceptable as it stands. The comment states our position only when the wording is the one drafted
 * from the settings, so its figures and the wording's always agree.
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
  const { analysis, decision } = options;
  const term = REVIEW_TERMS.find((t) => t.id === options.termType);
  const block = term ? analysis[term.block] : null;
  const ref = block ? clauseRef(analysis, block.start, block.excerpt) : "the contract";
  const preferred = preferredPosition({ analysis, termType: options.termType, user: options.user });
  const saved = decision.proposedText?.trim() || null;
  const note = decision.reasoning?.trim() || null;
  if (decision.decision === "propose" && saved) {
    const fromSettings = preferred !== null && same(saved, preferred);
    const position = fromSettings ? termPosition(analysis, options.termType) : null;
    return {
      action: "propose",
      proposedText: saved,
      comment: [position ?? `We propose the amended wording shown for ${ref}.`, note]
        .filter(Boolean)
        .join(" "),
    };
  }
  const wording = saved ?? preferred;
  if (!wording) return { action: "comment", comment: rejectionWithoutPosition(ref) };
  const position =
    preferred !== null && same(wording, preferred) ? termPosition(analysis, options.termType) : null;
  return {
    action: "propose",
    proposedText: wording,
    comment: !block?.found
      ? `${position ?? "The contract does not cover this."} The new clause shown gives effect to this.`
      : position
        ? `${position} The wording shown in its place gives effect to this.`
        : `${ref.charAt(0).toUpperCase()}${ref.slice(1)} is not acceptable to us as drafted; we propose the wording shown in its place.`,
  };
}
