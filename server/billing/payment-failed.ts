import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { users } from "../db/schema";
import type { AppDeps } from "../deps";
import { queueEmail } from "../mail/email-job";
import { createNotification } from "../notifications/service";
import { paymentFailedMail } from "./billing-mail";
import { billingPagePath } from "./checkout";

/** Tells the account holder by email and in the app; called once per invoice.payment_failed event. */
export async function sendPaymentFailed(options: { deps: AppDeps; userId: string; invoice: Stripe.Invoice }) {
  const { deps, userId, invoice } = options;
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const url = `${deps.config.appUrl}${billingPagePath}`;
  await createNotification({
    db: deps.db,
    userId,
    title: "Payment failed",
    message: "Your Pro subscription payment did not go through. Update your card to keep Pro.",
    urgency: "urgent",
    link: billingPagePath,
    dedupeKey: `payment-failed:${invoice.id}:${invoice.attempt_count ?? 0}`,
  });
  await queueEmail(
    deps,
    paymentFailedMail({
      to: user.email,
      firstName: user.firstName,
      amountDue: invoice.amount_due ?? null,
      currency: invoice.currency?.toUpperCase() ?? null,
      nextAttempt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null,
      url,
    }),
    `payment-failed:${invoice.id}:${invoice.attempt_count ?? 0}`,
  ).catch((error) => deps.log.error({ err: error, userId }, "payment failed email not queued"));
}
