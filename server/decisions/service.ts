import type { ContractAnalysis } from "../../analysis/types";
import { withoutClauseNumber } from "../../common/clause-number";
import { REVIEW_TERMS, type ReviewTermId } from "../../common/review-terms";
import { presentDecision } from "../analysis/presenter";
import type { AppDeps } from "../deps";
import { deleteDecision, findOwnedAnalysisById, upsertDecision } from "../drafts/repository";
import { AppError } from "../http/app-error";

export async function recordDecision(options: {
  deps: AppDeps;
  userId: string;
  analysisId: string;
  termType: ReviewTermId;
  decision: "accept" | "reject" | "propose";
  proposedText?: string | null;
  reasoning?: string | null;
  /**
   * drafts the user's preferred position for a rejection sent without wording (null when it cannot),
   * from their settings and the reason they give with it
   */
  preferredPosition?: (
    analysis: ContractAnalysis,
    termType: ReviewTermId,
    reasoning?: string | null,
  ) => string | null;
}) {
  const { deps } = options;
  const analysis = await findOwnedAnalysisById(deps.db, options.userId, options.analysisId);
  const proposedText =
    options.decision === "propose"
      ? options.proposedText?.trim() || null
      : options.decision === "reject"
        ? options.proposedText?.trim() ||
          (options.preferredPosition?.(
            analysis.result as ContractAnalysis,
            options.termType,
            options.reasoning,
          ) ??
            null)
        : null;
  if (options.decision === "propose" && !proposedText) {
    throw new AppError("INVALID_INPUT", "Please write the alternative wording before submitting a proposal", {
      field: "proposedText",
    });
  }
  // the same words as the contract would change nothing in the redline or the letters
  const result = analysis.result as ContractAnalysis;
  const term = REVIEW_TERMS.find((t) => t.id === options.termType);
  const current = term && result?.[term.block]?.found ? result[term.block].excerpt : null;
  if (options.decision === "propose" && proposedText && current && sameWords(proposedText, current)) {
    throw new AppError(
      "INVALID_INPUT",
      "Your wording is the same as the contract's. Change it, or accept the term instead.",
      { field: "proposedText" },
    );
  }
  const values = {
    userId: options.userId,
    contractId: analysis.contractId,
    termType: options.termType,
    decision: options.decision,
    proposedText,
    reasoning: options.reasoning?.trim() || null,
    updatedAt: deps.clock(),
  };
  return presentDecision(await upsertDecision(deps.db, values), analysis.id);
}

export async function clearDecision(options: {
  deps: AppDeps;
  userId: string;
  analysisId: string;
  termType: string;
}) {
  const analysis = await findOwnedAnalysisById(options.deps.db, options.userId, options.analysisId);
  await deleteDecision(options.deps.db, analysis.contractId, options.termType);
  return { ok: true };
}

/** The same words, ignoring a clause number at the start, spacing, quote styles and case. */
function sameWords(a: string, b: string): boolean {
  const norm = (t: string) =>
    withoutClauseNumber(t)
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/\s+/g, " ")
      .trim()
      .toLowerCase();
  return norm(a) === norm(b);
}
