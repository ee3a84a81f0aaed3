import type { ContractAnalysis } from "../../analysis/types";
import { createAmendmentProposal } from "../../documents/amendment-proposal";
import { listDecisions, requireOwnedAnalysis } from "../analysis/service";
import type { SessionUser } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import { amendmentItems } from "./amendment-items";
import { counterpartyName, isOwnTerms } from "./messages/context";

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
  const items = amendmentItems({ analysis, text: contract.extractedText, decisions, user });
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
    ownTerms: isOwnTerms(analysis),
  });
  return { bytes, fileName: amendmentFileName(contract.originalName, deps.clock()) };
}
