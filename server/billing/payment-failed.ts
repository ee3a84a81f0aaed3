import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Tx } from "../db/client";
import { users } from "../db/schema";
import type { AppDeps } from "../deps";
import { queueEmail } from "../mail/email-job";
import { createNotification } from "../notifications/service";
import { paymentFailedMail } from "./billing-mail";
import { billingPagePath } from "./checkout";

/**
 * Tells the account holder by email and in the app; called once per invoice.payment_failed event,
 * inside the transaction that records the event, so the notice is kept if and only if the event is.
 */
export async function recordPaymentFailed(options: {
  deps: AppDeps;
  tx: Tx;
  userId: string;
  invoice: Stripe.Invoice;
}) {
  const { deps, tx, userId, invoice } = options;
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const key = `payment-failed:${invoice.id}:${invoice.attempt_count ?? 0}`;
  await createNotification({
    db: tx,
    userId,
    title: "Payment failed",
    message: "Your Pro subscription payment did not go through. Update your card to keep Pro.",
    urgency: "urgent",
    link: billingPagePath,
    dedupeKey: key,
  });
  await queueEmail(
    deps,
    paymentFailedMail({
      to: user.email,
      firstName: user.firstName,
      amountDue: invoice.amount_due ?? null,
      currency: invoice.currency?.toUpperCase() ?? null,
      nextAttempt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null,
      url: `${deps.config.appUrl}${billingPagePath}`,
    }),
    key,
    tx,
  );
}
