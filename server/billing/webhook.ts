import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { isEntitledStatus } from "../../common/billing";
import { billingAccounts, stripeEvents, users } from "../db/schema";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import { isUuid } from "../http/ids";
import {
  applyBillingChange,
  type BillingRow,
  findBillingAccount,
  lockBillingAccount,
  type SubscriptionState,
} from "./billing-account";
import { recordPaymentFailed } from "./payment-failed";
import { providerFailed, requirePayments } from "./payments";
import { sendTrialEndingReminders } from "./trial-reminders";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** What an event is about: the subscription to look up and who it belongs to. */
function eventSubject(event: Stripe.Event): {
  subscriptionId: string | null;
  customerId: string | null;
  userId?: string;
} {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "subscription") return { subscriptionId: null, customerId: null };
      const reference = session.client_reference_id;
      return {
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        userId: reference && isUuid(reference) ? reference : undefined,
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.trial_will_end": {
      const subscription = event.data.object;
      return { subscriptionId: subscription.id, customerId: idOf(subscription.customer) };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      return {
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        customerId: idOf(invoice.customer),
      };
    }
    default:
      return { subscriptionId: null, customerId: null };
  }
}

export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const periodEnds = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((value): value is number => typeof value === "number");
  return {
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: subscription.status,
    trialEndsAt: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
    currentPeriodEndsAt: periodEnds.length ? new Date(Math.max(...periodEnds) * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/**
 * A second subscription's news never overrides the account's live one: an old, ended subscription's
 * late events are ignored while a newer one is active.
 */
function concernsAccount(account: BillingRow | undefined, state: SubscriptionState) {
  if (!account?.stripeSubscriptionId || account.stripeSubscriptionId === state.stripeSubscriptionId)
    return true;
  return isEntitledStatus(state.subscriptionStatus) || !isEntitledStatus(account.subscriptionStatus);
}

async function findAccountOwner(deps: AppDeps, subject: ReturnType<typeof eventSubject>) {
  if (subject.userId) {
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, subject.userId));
    if (user) return user.id;
  }
  if (!subject.customerId) return null;
  const [row] = await deps.db
    .select({ userId: billingAccounts.userId })
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, subject.customerId));
  return row?.userId ?? null;
}

export function verifyStripeEvent(deps: AppDeps, rawBody: Buffer | string, signature: string | undefined) {
  const { stripe, settings } = requirePayments(deps);
  if (!signature) throw new AppError("INVALID_INPUT", "Missing Stripe-Signature header");
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
  } catch {
    throw new AppError("INVALID_INPUT", "Webhook signature verification failed");
  }
}

/**
 * Applies a verified event once. Instead of trusting the event's copy of the subscription (events can
 * arrive out of order), the subscription is fetched from Stripe under the account's lock, so the state
 * written is always Stripe's latest. The event id is stored in the same transaction: a redelivery
 * changes nothing, and a failure stores nothing so Stripe's retry applies it.
 */
export async function applyStripeEvent(options: { deps: AppDeps; event: Stripe.Event }) {
  const { deps, event } = options;
  const { stripe } = requirePayments(deps);
  const subject = eventSubject(event);
  const userId = subject.subscriptionId ? await findAccountOwner(deps, subject) : null;
  if (subject.subscriptionId && !userId) {
    deps.log.warn(
      { eventId: event.id, type: event.type, customer: subject.customerId },
      "stripe event for no known account",
    );
  }

  // The payment-failed email is queued inside the transaction below.
  await deps.jobs.ready();
  const outcome = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: deps.clock() })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return { status: "duplicate" as const };
    if (!subject.subscriptionId || !userId) return { status: "ignored" as const };

    await lockBillingAccount(tx, userId);
    let subscription: Stripe.Subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(subject.subscriptionId);
    } catch (error) {
      throw providerFailed(deps, error, "subscription retrieve");
    }
    const state = subscriptionState(subscription);
    const account = await findBillingAccount(tx, userId);
    if (!concernsAccount(account, state)) return { status: "ignored" as const };
    const customerId = idOf(subscription.customer);
    const result = await applyBillingChange({
      tx,
      userId,
      change: { ...state, ...(!account?.stripeCustomerId && customerId && { stripeCustomerId: customerId }) },
      cause: { cause: "stripe_event", stripeEventId: event.id },
      now: deps.clock(),
    });
    if (event.type === "invoice.payment_failed") {
      await recordPaymentFailed({ deps, tx, userId, invoice: event.data.object });
    }
    return { status: "applied" as const, userId, plan: result.nowPro ? "pro" : "free" };
  });

  deps.log.info({ eventId: event.id, type: event.type, ...outcome }, "stripe event processed");
  if (outcome.status !== "applied") return outcome;
  // The email is queued with the event's transaction and sent after the commit; a mail failure is
  // retried by its job and never makes Stripe redeliver the event.
  if (event.type === "customer.subscription.trial_will_end") {
    await sendTrialEndingReminders({ deps, userId: outcome.userId });
  }
  return outcome;
}
