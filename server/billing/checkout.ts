import { sql } from "drizzle-orm";
import type { BillingStatus } from "../../common/billing";
import { isEntitledStatus } from "../../common/billing";
import { PRO_PLAN } from "../../common/plans";
import type { SessionUser } from "../auth/sessions";
import { billingAccounts } from "../db/schema";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import { findBillingAccount, presentPlan } from "./billing-account";
import { providerFailed, requirePayments } from "./payments";

export const billingPagePath = "/settings/billing";

export async function getBillingStatus(options: {
  deps: AppDeps;
  user: SessionUser;
}): Promise<BillingStatus> {
  const row = await findBillingAccount(options.deps.db, options.user.id);
  return {
    ...presentPlan(row),
    paymentsEnabled: Boolean(options.deps.stripe),
    canManageBilling: Boolean(options.deps.stripe && row?.stripeCustomerId),
    trialAvailable: !row?.stripeSubscriptionId,
    supportEmail: options.deps.config.supportEmail,
  };
}

/** One Stripe customer per account, created on first checkout; the idempotency key makes a retry reuse it. */
async function ensureCustomer(
  deps: AppDeps,
  stripe: ReturnType<typeof requirePayments>["stripe"],
  user: SessionUser,
) {
  const existing = await findBillingAccount(deps.db, user.id);
  if (existing?.stripeCustomerId) return existing.stripeCustomerId;
  let customerId: string;
  try {
    const customer = await stripe.customers.create(
      {
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim() || user.username,
        metadata: { userId: user.id },
      },
      { idempotencyKey: `clausewise-customer-${user.id}` },
    );
    customerId = customer.id;
  } catch (error) {
    throw providerFailed(deps, error, "customer create");
  }
  // Two tabs racing: the first stored id wins and both use it.
  const [row] = await deps.db
    .insert(billingAccounts)
    .values({ userId: user.id, stripeCustomerId: customerId, updatedAt: deps.clock() })
    .onConflictDoUpdate({
      target: billingAccounts.userId,
      set: {
        stripeCustomerId: sql`coalesce(${billingAccounts.stripeCustomerId}, excluded.stripe_customer_id)`,
      },
    })
    .returning();
  return row.stripeCustomerId ?? customerId;
}

async function hasLiveSubscription(
  deps: AppDeps,
  stripe: ReturnType<typeof requirePayments>["stripe"],
  customer: string,
) {
  try {
    const list = await stripe.subscriptions.list({ customer, status: "all", limit: 10 });
    return list.data.some((subscription) => isEntitledStatus(subscription.status));
  } catch (error) {
    throw providerFailed(deps, error, "subscription list");
  }
}

/**
 * Stripe Checkout for Pro (subscription mode, 7-day trial on an account's first subscription). An account
 * that already has a live subscription is sent to its billing page instead of paying twice.
 */
export async function startCheckout(options: { deps: AppDeps; user: SessionUser }) {
  const { deps, user } = options;
  const { stripe, settings } = requirePayments(deps);
  const account = await findBillingAccount(deps.db, user.id);
  if (isEntitledStatus(account?.subscriptionStatus)) {
    return { url: `${deps.config.appUrl}${billingPagePath}`, alreadySubscribed: true };
  }
  const customer = await ensureCustomer(deps, stripe, user);
  // A subscription made moments ago (another tab) may not have reached us by webhook yet: ask Stripe.
  if (account?.stripeCustomerId && (await hasLiveSubscription(deps, stripe, customer))) {
    return { url: `${deps.config.appUrl}${billingPagePath}`, alreadySubscribed: true };
  }
  const withTrial = !account?.stripeSubscriptionId;
  try {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      line_items: [{ price: settings.priceId, quantity: 1 }],
      subscription_data: {
        ...(withTrial && { trial_period_days: PRO_PLAN.trialDays }),
        metadata: { userId: user.id },
      },
      metadata: { userId: user.id },
      success_url: `${deps.config.appUrl}${billingPagePath}?checkout=success`,
      cancel_url: `${deps.config.appUrl}${billingPagePath}?checkout=cancelled`,
    });
    if (!session.url) throw new Error("checkout session without url");
    deps.log.info({ userId: user.id, sessionId: session.id, withTrial }, "checkout session created");
    return { url: session.url, sessionId: session.id, alreadySubscribed: false };
  } catch (error) {
    throw providerFailed(deps, error, "checkout session create");
  }
}

/** Stripe's Customer Portal: cancel, change card, invoices. */
export async function openBillingPortal(options: { deps: AppDeps; user: SessionUser }) {
  const { deps, user } = options;
  const { stripe } = requirePayments(deps);
  const account = await findBillingAccount(deps.db, user.id);
  if (!account?.stripeCustomerId) {
    throw new AppError("CONFLICT", "There is no subscription to manage yet. Start your free trial first.");
  }
  try {
    const session = await stripe.billingPortal.sessions.create({
      customer: account.stripeCustomerId,
      return_url: `${deps.config.appUrl}${billingPagePath}`,
    });
    return { url: session.url };
  } catch (error) {
    throw providerFailed(deps, error, "billing portal session create");
  }
}
