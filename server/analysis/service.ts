import { analyseContract, ENGINE_VERSION, sideOfCompany } from "../../analysis/index";
import { analysisSchema } from "../../common/api/analysis";
import { REVIEW_TERMS } from "../../common/review-terms";
import type { SessionUser } from "../auth/sessions";
import type { AppDeps } from "../deps";
import {
  type AnalysisRow,
  type DraftRow,
  deleteDecisionsExcept,
  findAnalysisResult,
  findOwnedDraft,
  findOwnedDraftWithAnalysis,
  hasAnalysis,
  listDecisions as listDecisionRows,
  recordAnalysisRun,
  saveAnalysis,
} from "../drafts/repository";
import { notFound } from "../http/app-error";
import { enhancedSettingsOf, thresholdsOf } from "../settings/service";
import { assertSomethingToAnalyse } from "../uploads/checks";
import { assertCanAnalyze, lockUserPlan } from "../usage/service";
import { presentAnalysis } from "./presenter";

type Side = "customer" | "supplier";

/**
 * Runs the engine on a contract and stores the result. The first analysis of a contract counts against
 * the monthly allowance; re-analysing it (new thresholds or settings, the other side) does not, unless
 * `countsAsRun` says otherwise: it is the same contract, and users should not pay to apply their settings.
 * Decisions are kept for terms whose wording the new analysis still quotes exactly.
 */
export async function analyseDraftContract(options: {
  deps: AppDeps;
  user: SessionUser;
  contractId: string;
  /** The row when the caller has just stored it (upload-and-analyse), saving a second read. */
  contract?: DraftRow;
  side?: Side;
  countsAsRun?: boolean;
  /** keep every decision, whatever the new analysis quotes (a repair of a stored result, not a new reading) */
  keepDecisions?: boolean;
}) {
  const { deps, user } = options;
  const contract =
    options.contract?.id === options.contractId && options.contract.userId === user.id
      ? options.contract
      : await findOwnedDraft(deps.db, user.id, options.contractId);
  const previous = await findAnalysisResult(deps.db, contract.id);
  assertSomethingToAnalyse(contract.extractedText, "analysis");
  // A contract that has never been analysed always counts, whichever route asks.
  const countsAsRun = previous ? (options.countsAsRun ?? false) : true;
  if (countsAsRun) await assertCanAnalyze({ db: deps.db, user, now: deps.clock() });
  let side = options.side ?? contract.side;

  const started = performance.now();
  const run = () =>
    analyseContract(contract.extractedText, {
      side,
      thresholds: thresholdsOf(user),
      enhanced: enhancedSettingsOf(user),
      ownCompanyName: user.companyName,
    });
  let result = run();
  // the first reading takes the user's side from its company name: a supplier reviewing a customer's terms
  const ownSide = !previous && !options.side ? sideOfCompany(result.parties, user.companyName) : null;
  if (ownSide && ownSide !== side) {
    side = ownSide;
    result = run();
  }
  const ms = Math.round(performance.now() - started);
  const before = previous?.result as Partial<typeof result> | undefined;
  // a term still missing is unchanged too: a decision asking for it ("add a right to leave") still answers it
  const unchangedTerms = REVIEW_TERMS.filter((t) => {
    const was = before?.[t.block];
    if (!was) return false;
    return result[t.block].found ? was.excerpt === result[t.block].excerpt : was.found === false;
  }).map((t) => t.id);

  const row = await deps.db.transaction(async (tx) => {
    await lockUserPlan(tx, user.id);
    // Two parallel side switches on a new contract must not both pass as re-ratings.
    if (countsAsRun || !(await hasAnalysis(tx, contract.id))) {
      await assertCanAnalyze({ db: tx, user, now: deps.clock() });
      await recordAnalysisRun(tx, { userId: user.id, contractId: contract.id, ms, createdAt: deps.clock() });
    }
    const saved = await saveAnalysis(
      tx,
      {
        contractId: contract.id,
        userId: user.id,
        overallRisk: result.overallRisk,
        title: result.keyData.title ?? result.title?.text ?? null,
        counterparty: result.keyData.vendor,
        engineVersion: ENGINE_VERSION,
        result,
        createdAt: deps.clock(),
      },
      side,
    );
    // A decision answers the words it was made on: it survives only where they are unchanged, and only
    // from the side it was made from (a customer's "we propose 90 days to pay" is not the supplier's).
    const sideChanged = previous !== null && previous !== undefined && side !== contract.side;
    if (!options.keepDecisions)
      await deleteDecisionsExcept(tx, contract.id, sideChanged ? [] : unchangedTerms);
    return saved;
  });
  deps.log.info({ contractId: contract.id, ms, overallRisk: result.overallRisk, side }, "analysis finished");
  return row;
}

/**
 * The contract and its stored analysis. A result an older engine stored in a shape the API no longer
 * has is analysed again (free, decisions kept) instead of failing the request: what the user saved is
 * never lost to an upgrade.
 */
export async function findOwnedAnalysis(options: { deps: AppDeps; user: SessionUser; contractId: string }) {
  const { deps, user } = options;
  const found = await findOwnedDraftWithAnalysis(deps.db, user.id, options.contractId);
  if (!found.analysis || readsAsCurrent(found.analysis)) return found;
  deps.log.warn(
    { contractId: found.contract.id, engineVersion: found.analysis.engineVersion },
    "stored analysis is in an older shape; analysing again",
  );
  const analysis = await analyseDraftContract({
    deps,
    user,
    contractId: found.contract.id,
    contract: found.contract,
    countsAsRun: false,
    keepDecisions: true,
  });
  return { contract: found.contract, analysis };
}

function readsAsCurrent(row: AnalysisRow): boolean {
  try {
    return analysisSchema.safeParse(presentAnalysis(row)).success;
  } catch {
    return false;
  }
}

export async function listDecisions(options: { deps: AppDeps; contractIds: string[] }) {
  return listDecisionRows(options.deps.db, options.contractIds);
}

export async function requireOwnedAnalysis(options: {
  deps: AppDeps;
  user: SessionUser;
  contractId: string;
}) {
  const found = await findOwnedAnalysis(options);
  if (!found.analysis) throw notFound("This contract has not been analysed yet");
  return { contract: found.contract, analysis: found.analysis };
}
