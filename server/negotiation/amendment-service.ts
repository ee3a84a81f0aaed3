import { type NewClausePlace, newClausePlace } from "../../analysis/new-clause-anchor";

const newClauseRef = (place: NewClausePlace | null) =>
  place ? `new clause ${place.number}` : "a new clause";

import type { ContractAnalysis } from "../../analysis/types";
import { withoutClauseNumber } from "../../common/clause-number";
import { REVIEW_TERMS } from "../../common/review-terms";
import { type AmendmentItem, createAmendmentProposal } from "../../documents/amendment-proposal";
import { listDecisions, requireOwnedAnalysis } from "../analysis/service";
import type { SessionUser } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import { conflictDeletions } from "./conflicts";
import { clauseRef, counterpartyName } from "./messages/context";
import { outgoingChange } from "./outgoing-change";

export const amendmentFileName = (originalName: string, date: Date) =>
  `${originalName.replace(/\.docx$/i, "")}_Amendment_Proposal_${date.toISOString().slice(0, 10)}.docx`;

/** A new Word document addressed to the other party listing each rejected or proposed term. */
export async function generateAmendmentProposal(options: {
  deps: AppDeps;
  user: SessionUser;
  contractId: string;
}) {
  const { deps, user } = options;
  const { contract, analysis: row } = await requireOwnedAnalysis({
    deps,
    user,
    contractId: options.contractId,
  });
  const analysis = row.result as ContractAnalysis;
  const decisions = await listDecisions({ deps, contractIds: [contract.id] });
  // a clause the contract lacks is numbered as the redline adds it: in its section, else after the last
  const added = new Map<string, number>();
  const items = decisions.flatMap((decision) => {
    if (decision.decision === "accept") return [];
    const term = REVIEW_TERMS.find((t) => t.id === decision.termType);
    if (!term) return [];
    const block = analysis[term.block];
    const change = outgoingChange({ analysis, termType: decision.termType, decision, user });
    return [
      {
        clauseRef: block.found
          ? clauseRef(analysis, block.start, block.excerpt)
          : change.action === "propose" && change.proposedText
            ? newClauseRef(newClausePlace(contract.extractedText, analysis.clauses, decision.termType, added))
            : "a new clause",
        termTitle: term.title,
        // the clause number has its own line ("Clause reference"); both wordings are shown without it
        currentWording: block.found
          ? withoutClauseNumber(block.excerpt)
          : "(not covered by the current draft)",
        proposedWording:
          change.action === "propose" && change.proposedText
            ? withoutClauseNumber(change.proposedText)
            : null,
        // the proposal shows the wording under its own heading, not "in its place" as the redline does
        reason: change.comment.replace(
          /\bThe (?:wording shown in its place|new clause shown) gives effect to this\.$/,
          "The proposed wording gives effect to this.",
        ),
      } as AmendmentItem,
    ];
  });
  // the sentences the new wording would contradict are deleted with it, as in the redline
  for (const d of conflictDeletions({ analysis, text: contract.extractedText, decisions, user })) {
    const term = REVIEW_TERMS.find((t) => t.id === d.termType);
    items.push({
      clauseRef: clauseRef(analysis, d.start, d.text),
      termTitle: term?.title ?? d.termType,
      currentWording: withoutClauseNumber(d.text),
      proposedWording: null,
      deletion: true,
      reason: d.comment,
    });
  }
  if (items.length === 0) {
    throw new AppError(
      "INVALID_INPUT",
      "Reject a term or propose an alternative first: the amendment proposal lists those changes.",
    );
  }
  const ours = user.companyName || `${user.firstName} ${user.lastName}`;
  const bytes = await createAmendmentProposal({
    contractTitle:
      analysis.keyData?.title ?? analysis.title?.text ?? contract.originalName.replace(/\.docx$/i, ""),
    parties: { ours, theirs: counterpartyName(analysis, user.companyName) },
    date: deps.clock(),
    items,
    senderName: `${user.firstName} ${user.lastName}`.trim(),
    companyName: user.companyName,
  });
  return { bytes, fileName: amendmentFileName(contract.originalName, deps.clock()) };
}
