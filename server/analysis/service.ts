import { and, eq, inArray, notInArray } from "drizzle-orm";
import { analyseContract, ENGINE_VERSION } from "../../analysis/index";
import { REVIEW_TERMS } from "../../common/review-terms";
import type { SessionUser } from "../auth/sessions";
import { findOwnedContract } from "../contracts/service";
import { assertSomethingToAnalyse } from "../contracts/upload-checks";
import type { DbOrTx } from "../db/client";
import { analyses, analysisRuns, contracts, termDecisions } from "../db/schema";
import type { AppDeps } from "../deps";
import { notFound } from "../http/app-error";
import { enhancedSettingsOf, thresholdsOf } from "../settings/service";
import { assertCanAnalyze, lockUserPlan } from "../usage/service";

type Side = "customer" | "supplier";

/**
 * Runs the engine on a contract and stores the result. Counts against the monthly allowance unless
 * `countsAsRun` is false (re-rating the same contract after changing sides is not a new analysis);
 * a contract that has never been analysed always counts, whichever route asks.
 */
export async function analyseDraftContract(options: {
  deps: AppDeps;
  user: SessionUser;
  contractId: string;
  side?: Side;
  countsAsRun?: boolean;
}) {
  const { deps, user } = options;
  const contract = await findOwnedContract(deps.db, user.id, options.contractId);
  assertSomethingToAnalyse(contract.extractedText, "analysis");
  const countsAsRun = options.countsAsRun !== false || !(await hasAnalysis(deps.db, contract.id));
  if (countsAsRun) await assertCanAnalyze({ db: deps.db, user, now: deps.clock() });
  const side = options.side ?? contract.side;

  const started = performance.now();
  const result = analyseContract(contract.extractedText, {
    side,
    thresholds: thresholdsOf(user),
    enhanced: enhancedSettingsOf(user),
    ownCompanyName: user.companyName,
  });
  const ms = Math.round(performance.now() - started);
  const foundTerms = REVIEW_TERMS.filter((t) => result[t.block].found).map((t) => t.id);

  const row = await deps.db.transaction(async (tx) => {
    await lockUserPlan(tx, user.id);
    // Two parallel side switches on a new contract must not both pass as re-ratings.
    if (countsAsRun || !(await hasAnalysis(tx, contract.id))) {
      await assertCanAnalyze({ db: tx, user, now: deps.clock() });
      await tx
        .insert(analysisRuns)
        .values({ userId: user.id, contractId: contract.id, ms, createdAt: deps.clock() });
    }
    const values = {
      contractId: contract.id,
      userId: user.id,
      overallRisk: result.overallRisk,
      engineVersion: ENGINE_VERSION,
      result,
      createdAt: deps.clock(),
    };
    const [saved] = await tx
      .insert(analyses)
      .values(values)
      .onConflictDoUpdate({ target: analyses.contractId, set: values })
      .returning();
    await tx.update(contracts).set({ status: "analyzed", side }).where(eq(contracts.id, contract.id));
    // Decisions survive re-analysis only for terms the new analysis still finds.
    await tx
      .delete(termDecisions)
      .where(
        and(
          eq(termDecisions.contractId, contract.id),
          foundTerms.length ? notInArray(termDecisions.termType, foundTerms) : undefined,
        ),
      );
    return saved;
  });
  deps.log.info({ contractId: contract.id, ms, overallRisk: result.overallRisk, side }, "analysis finished");
  return row;
}

async function hasAnalysis(db: DbOrTx, contractId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(eq(analyses.contractId, contractId));
  return Boolean(row);
}

export async function findOwnedAnalysis(options: { deps: AppDeps; userId: string; contractId: string }) {
  const contract = await findOwnedContract(options.deps.db, options.userId, options.contractId);
  const [analysis] = await options.deps.db
    .select()
    .from(analyses)
    .where(eq(analyses.contractId, contract.id));
  return { contract, analysis: analysis ?? null };
}

export async function listDecisions(options: { deps: AppDeps; contractIds: string[] }) {
  if (options.contractIds.length === 0) return [];
  return options.deps.db
    .select()
    .from(termDecisions)
    .where(inArray(termDecisions.contractId, options.contractIds));
}

export async function requireOwnedAnalysis(options: { deps: AppDeps; userId: string; contractId: string }) {
  const found = await findOwnedAnalysis(options);
  if (!found.analysis) throw notFound("This contract has not been analysed yet");
  return { contract: found.contract, analysis: found.analysis };
}
