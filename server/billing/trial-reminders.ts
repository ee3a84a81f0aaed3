import { and, eq, gt, isNotNull, isNull, lte, ne, or } from "drizzle-orm";
import { billingAccounts, users } from "../db/schema";
import type { AppDeps } from "../deps";
import { queueEmail } from "../mail/email-job";
import { trialEndingMail } from "./billing-mail";
import { billingPagePath } from "./checkout";

export const TRIAL_REMINDER_DAYS = 3;

/**
 * Emails each trialing account once when its trial ends within 3 days. Run by the hourly sweep and when
 * Stripe sends customer.subscription.trial_will_end; the update that records the trial end is the claim,
 * so runs on several instances send one email, queued as a durable job that retries a failed send. The
 * claim and the email's job are written in one transaction: a crash or a failure between them leaves
 * the account unclaimed for the next sweep, never claimed without its email.
 */
export async function sendTrialEndingReminders(options: { deps: AppDeps; userId?: string }) {
  const { deps } = options;
  const now = deps.clock();
  const horizon = new Date(now.getTime() + TRIAL_REMINDER_DAYS * 86_400_000);
  await deps.jobs.ready();
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(billingAccounts)
      .set({ trialReminderSentFor: billingAccounts.trialEndsAt })
      .where(
        and(
          eq(billingAccounts.subscriptionStatus, "trialing"),
          isNotNull(billingAccounts.trialEndsAt),
          gt(billingAccounts.trialEndsAt, now),
          lte(billingAccounts.trialEndsAt, horizon),
          or(
            isNull(billingAccounts.trialReminderSentFor),
            ne(billingAccounts.trialReminderSentFor, billingAccounts.trialEndsAt),
          ),
          options.userId ? eq(billingAccounts.userId, options.userId) : undefined,
        ),
      )
      .returning();
    let sent = 0;
    for (const account of claimed) {
      const [user] = await tx.select().from(users).where(eq(users.id, account.userId));
      if (!user || !account.trialEndsAt) continue;
      await queueEmail(
        deps,
        trialEndingMail({
          to: user.email,
          firstName: user.firstName,
          trialEndsAt: account.trialEndsAt,
          cancelAtPeriodEnd: account.cancelAtPeriodEnd,
          url: `${deps.config.appUrl}${billingPagePath}`,
        }),
        `trial-ending:${user.id}:${account.trialEndsAt.toISOString()}`,
        tx,
      );
      sent += 1;
    }
    return { sent };
  });
}
