import { eq } from "drizzle-orm";
import type { ContractAnalysis } from "../../analysis/index";
import { buildReviewTerms } from "../../common/review-terms";
import { analyses, contracts, executedContracts, termDecisions } from "../db/schema";
import type { AppDeps } from "../deps";

/**
 * Approved: an analysed contract whose every term is reviewed (decided or not applicable) with nothing
 * rejected or proposed. Pending review: every other draft. Total: drafts and signed contracts together;
 * high risk: analysed drafts rated red and signed contracts rated High.
 */
export async function dashboardStats(options: {
  deps: AppDeps;
  user: { id: string; hasPremiumAccess: boolean };
}) {
  const { db } = options.deps;
  const rows = await db
    .select({ id: contracts.id, overallRisk: analyses.overallRisk, result: analyses.result })
    .from(contracts)
    .leftJoin(analyses, eq(analyses.contractId, contracts.id))
    .where(eq(contracts.userId, options.user.id));
  const decisions = await db.select().from(termDecisions).where(eq(termDecisions.userId, options.user.id));
  const signed = await db
    .select({ overallRisk: executedContracts.overallRisk })
    .from(executedContracts)
    .where(eq(executedContracts.userId, options.user.id));

  let highRisk = 0;
  let approved = 0;
  for (const row of rows) {
    if (row.overallRisk === "red") highRisk += 1;
    if (!row.result) continue;
    const terms = buildReviewTerms(
      row.result as ContractAnalysis as unknown as Record<string, unknown>,
      decisions.filter((d) => d.contractId === row.id),
    );
    const allReviewed = terms.every((t) => t.status !== "pending");
    const anyChange = terms.some((t) => t.decision === "reject" || t.decision === "propose");
    if (allReviewed && !anyChange) approved += 1;
  }
  return {
    totalContracts: rows.length + signed.length,
    draftContracts: rows.length,
    signedContracts: signed.length,
    highRisk: highRisk + signed.filter((c) => c.overallRisk === "High").length,
    approved,
    pendingReview: rows.length - approved,
    isPremium: options.user.hasPremiumAccess,
  };
}
