import type { ContractAnalysis } from "../../analysis/index";
import { buildReviewTerms } from "../../common/review-terms";
import type { AppDeps } from "../deps";
import { listDecisionsOfUser, listDraftResults } from "../drafts/repository";
import { listSignedRisks } from "../portfolio/repository";

/**
 * Approved: an analysed contract whose every term is reviewed (decided or not applicable) with nothing
 * rejected or proposed. Pending review: a draft not yet analysed, or with a term still to decide; a
 * draft fully decided with changes asked for is in negotiation, neither. Total: drafts and signed
 * contracts together; high risk: analysed drafts rated red and signed contracts rated High.
 */
export async function dashboardStats(options: {
  deps: AppDeps;
  user: { id: string; hasPremiumAccess: boolean };
}) {
  const { db } = options.deps;
  const rows = await listDraftResults(db, options.user.id);
  const decisions = await listDecisionsOfUser(db, options.user.id);
  const signed = await listSignedRisks(db, options.user.id);

  let highRisk = 0;
  let approved = 0;
  let pendingReview = 0;
  for (const row of rows) {
    if (row.overallRisk === "red") highRisk += 1;
    if (!row.result) {
      pendingReview += 1;
      continue;
    }
    const terms = buildReviewTerms(
      row.result as ContractAnalysis as unknown as Record<string, unknown>,
      decisions.filter((d) => d.contractId === row.id),
    );
    const allReviewed = terms.every((t) => t.status !== "pending");
    const anyChange = terms.some((t) => t.decision === "reject" || t.decision === "propose");
    if (allReviewed && !anyChange) approved += 1;
    if (!allReviewed) pendingReview += 1;
  }
  return {
    totalContracts: rows.length + signed.length,
    draftContracts: rows.length,
    signedContracts: signed.length,
    highRisk: highRisk + signed.filter((c) => c.overallRisk === "High").length,
    approved,
    pendingReview,
    isPremium: options.user.hasPremiumAccess,
  };
}
