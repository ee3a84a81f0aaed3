import { and, eq } from "drizzle-orm";
import type { ContractAnalysis } from "../../analysis/types";
import type { ReviewTermId } from "../../common/review-terms";
import { presentDecision } from "../analysis/presenter";
import { analyses, contracts, termDecisions } from "../db/schema";
import type { AppDeps } from "../deps";
import { AppError, notFound } from "../http/app-error";
import { isUuid } from "../http/ids";
import { preferredPosition } from "../negotiation/positions";
import type { SettingsUser } from "../settings/service";

async function findOwnedAnalysisById(deps: AppDeps, userId: string, analysisId: string) {
  if (!isUuid(analysisId)) throw notFound("Analysis not found");
  const [row] = await deps.db
    .select({ analysis: analyses })
    .from(analyses)
    .innerJoin(contracts, eq(contracts.id, analyses.contractId))
    .where(and(eq(analyses.id, analysisId), eq(contracts.userId, userId)));
  if (!row) throw notFound("Analysis not found");
  return row.analysis;
}

export async function recordDecision(options: {
  deps: AppDeps;
  userId: string;
  analysisId: string;
  termType: ReviewTermId;
  decision: "accept" | "reject" | "propose";
  proposedText?: string | null;
  reasoning?: string | null;
  /** the user's risk settings: a rejection without wording gets the preferred position drafted from them */
  settings?: SettingsUser;
}) {
  const { deps } = options;
  const analysis = await findOwnedAnalysisById(deps, options.userId, options.analysisId);
  const proposedText =
    options.decision === "propose"
      ? options.proposedText?.trim() || null
      : options.decision === "reject"
        ? options.proposedText?.trim() ||
          (options.settings
            ? preferredPosition({
                analysis: analysis.result as ContractAnalysis,
                termType: options.termType,
                user: options.settings,
              })
            : null)
        : null;
  if (options.decision === "propose" && !proposedText) {
    throw new AppError("INVALID_INPUT", "Please write the alternative wording before submitting a proposal", {
      field: "proposedText",
    });
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
  const [row] = await deps.db
    .insert(termDecisions)
    .values(values)
    .onConflictDoUpdate({ target: [termDecisions.contractId, termDecisions.termType], set: values })
    .returning();
  return presentDecision(row, analysis.id);
}

export async function clearDecision(options: {
  deps: AppDeps;
  userId: string;
  analysisId: string;
  termType: string;
}) {
  const analysis = await findOwnedAnalysisById(options.deps, options.userId, options.analysisId);
  await options.deps.db
    .delete(termDecisions)
    .where(
      and(eq(termDecisions.contractId, analysis.contractId), eq(termDecisions.termType, options.termType)),
    );
  return { ok: true };
}
