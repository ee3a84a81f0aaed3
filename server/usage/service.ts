import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import { FREE_PLAN } from "../../common/plans";
import type { UsageStatus } from "../../common/usage";
import { findBillingAccount, presentPlan } from "../billing/billing-account";
import type { DbOrTx } from "../db/client";
import { analysisRuns, contracts, executedContracts } from "../db/schema";
import { AppError } from "../http/app-error";

type PlanUser = { id: string; hasPremiumAccess: boolean };

export function monthWindow(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** Drafts and signed contracts share one storage allowance. */
export async function countStoredContracts(db: DbOrTx, userId: string) {
  const [[drafts], [signed]] = await Promise.all([
    db.select({ value: count() }).from(contracts).where(eq(contracts.userId, userId)),
    db.select({ value: count() }).from(executedContracts).where(eq(executedContracts.userId, userId)),
  ]);
  return drafts.value + signed.value;
}

export async function countAnalysesThisMonth(db: DbOrTx, userId: string, now: Date) {
  const { start, end } = monthWindow(now);
  const [{ value }] = await db
    .select({ value: count() })
    .from(analysisRuns)
    .where(
      and(
        eq(analysisRuns.userId, userId),
        gte(analysisRuns.createdAt, start),
        lt(analysisRuns.createdAt, end),
      ),
    );
  return value;
}

export async function getUsageStatus(options: {
  db: DbOrTx;
  user: PlanUser;
  now: Date;
}): Promise<UsageStatus> {
  const { db, user, now } = options;
  const [analysesUsed, contractsStored, billingRow] = await Promise.all([
    countAnalysesThisMonth(db, user.id, now),
    countStoredContracts(db, user.id),
    findBillingAccount(db, user.id),
  ]);
  const billing = presentPlan(billingRow);
  const isPremium = user.hasPremiumAccess;
  const { start, end } = monthWindow(now);
  return {
    isPremium,
    plan: isPremium ? "premium" : "free",
    analysesUsed,
    analysesLimit: isPremium ? null : FREE_PLAN.analysesPerMonth,
    analysesRemaining: isPremium ? null : Math.max(0, FREE_PLAN.analysesPerMonth - analysesUsed),
    canAnalyze: isPremium || analysesUsed < FREE_PLAN.analysesPerMonth,
    contractsStored,
    storageLimit: isPremium ? null : FREE_PLAN.storedContracts,
    storageRemaining: isPremium ? null : Math.max(0, FREE_PLAN.storedContracts - contractsStored),
    canUpload: isPremium || contractsStored < FREE_PLAN.storedContracts,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    planLabel: isPremium ? billing.label : "Free",
    billing,
  };
}

export const analysisLimitMessage = `Monthly analysis limit reached. The free plan includes ${FREE_PLAN.analysesPerMonth} analyses a month; upgrade to Pro for unlimited analysis.`;
export const storageLimitMessage = `Storage limit reached. The free plan stores up to ${FREE_PLAN.storedContracts} contracts (drafts and signed together); delete one or upgrade to Pro for unlimited storage.`;

/** Serialises one user's plan-limited writes so two parallel requests cannot both take the last slot. */
export async function lockUserPlan(tx: DbOrTx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plan:${userId}`}))`);
}

export async function assertCanUpload(options: { db: DbOrTx; user: PlanUser; now: Date }) {
  if (options.user.hasPremiumAccess) return;
  const stored = await countStoredContracts(options.db, options.user.id);
  if (stored >= FREE_PLAN.storedContracts) {
    throw new AppError("PLAN_LIMIT", storageLimitMessage, { upgradeRequired: true, reason: "storage_limit" });
  }
}

export async function assertCanAnalyze(options: { db: DbOrTx; user: PlanUser; now: Date }) {
  if (options.user.hasPremiumAccess) return;
  const used = await countAnalysesThisMonth(options.db, options.user.id, options.now);
  if (used >= FREE_PLAN.analysesPerMonth) {
    throw new AppError("PLAN_LIMIT", analysisLimitMessage, {
      upgradeRequired: true,
      reason: "analysis_limit",
    });
  }
}
