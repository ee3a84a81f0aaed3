import { eq, sql } from "drizzle-orm";
import { isEntitledStatus, type PlanSummary, planLabel } from "../../common/billing";
import type { DbOrTx } from "../db/client";
import { billingAccounts, planChanges, users } from "../db/schema";

export type BillingRow = typeof billingAccounts.$inferSelect;

/** The subscription fields Stripe's events decide. */
export type SubscriptionState = {
  stripeSubscriptionId: string;
  subscriptionStatus: string;
  trialEndsAt: Date | null;
  currentPeriodEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
};

export type AdminGrant = { adminGrantedAt: Date | null; adminGrantedBy: string | null };

export type PlanChangeCause =
  | { cause: "stripe_event"; stripeEventId: string }
  | { cause: "admin"; adminId: string };

type Entitling = Pick<BillingRow, "subscriptionStatus" | "adminGrantedAt">;

export const isPro = (row: Entitling | undefined) =>
  Boolean(row && (isEntitledStatus(row.subscriptionStatus) || row.adminGrantedAt));

export async function findBillingAccount(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return row;
}

/** Serialises one account's billing writes (webhook deliveries, checkout, admin) across instances. */
export async function lockBillingAccount(tx: DbOrTx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${userId}`}))`);
}

export function presentPlan(row: BillingRow | undefined): PlanSummary {
  const subscriptionPro = isEntitledStatus(row?.subscriptionStatus);
  const grantedByAdmin = Boolean(row?.adminGrantedAt);
  const summary = {
    subscriptionStatus: row?.subscriptionStatus ?? null,
    trialEndsAt: row?.trialEndsAt?.toISOString() ?? null,
    currentPeriodEndsAt: row?.currentPeriodEndsAt?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    grantedByAdmin,
  };
  return {
    ...summary,
    plan: subscriptionPro || grantedByAdmin ? "pro" : "free",
    source: subscriptionPro ? "subscription" : grantedByAdmin ? "admin" : null,
    label: planLabel(summary),
  };
}

/**
 * Writes a change to an account's subscription or grant, keeps users.has_premium_access equal to the
 * entitlement, and records a plan_changes row when the plan, the subscription status or the grant moved. Call
 * inside a transaction that holds lockBillingAccount.
 */
export async function applyBillingChange(options: {
  tx: DbOrTx;
  userId: string;
  change: Partial<SubscriptionState & AdminGrant & { stripeCustomerId: string }>;
  cause: PlanChangeCause;
  now: Date;
}) {
  const { tx, userId, change, cause, now } = options;
  const before = await findBillingAccount(tx, userId);
  const [after] = await tx
    .insert(billingAccounts)
    .values({ userId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { ...change, updatedAt: now } })
    .returning();
  const wasPro = isPro(before);
  const nowPro = isPro(after);
  await tx.update(users).set({ hasPremiumAccess: nowPro }).where(eq(users.id, userId));
  const statusBefore = before?.subscriptionStatus ?? null;
  const grantChanged = Boolean(before?.adminGrantedAt) !== Boolean(after.adminGrantedAt);
  if (wasPro !== nowPro || statusBefore !== after.subscriptionStatus || grantChanged) {
    await tx.insert(planChanges).values({
      userId,
      fromPlan: wasPro ? "pro" : "free",
      toPlan: nowPro ? "pro" : "free",
      fromStatus: statusBefore,
      toStatus: after.subscriptionStatus,
      cause: cause.cause,
      stripeEventId: cause.cause === "stripe_event" ? cause.stripeEventId : null,
      adminId: cause.cause === "admin" ? cause.adminId : null,
      createdAt: now,
    });
  }
  return { before, after, wasPro, nowPro };
}
