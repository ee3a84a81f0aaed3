import { and, eq, gt, isNotNull, isNull, lte, ne, or } from "drizzle-orm";
import { billingAccounts, users } from "../db/schema";
import type { AppDeps } from "../deps";
import { trialEndingMail } from "./billing-mail";
import { billingPagePath } from "./checkout";

export const TRIAL_REMINDER_DAYS = 3;

/**
 * Emails each trialing account once when its trial ends within 3 days. Run by the hourly sweep and when
 * Stripe sends customer.subscription.trial_will_end; the update that records the trial end is the claim,
 * so runs on several instances send one email. A failed send releases the claim for the next run.
 */
export async function sendTrialEndingReminders(options: { deps: AppDeps; userId?: string }) {
  const { deps } = options;
  const now = deps.clock();
  const horizon = new Date(now.getTime() + TRIAL_REMINDER_DAYS * 86_400_000);
  const claimed = await deps.db
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
    const [user] = await deps.db.select().from(users).where(eq(users.id, account.userId));
    if (!user || !account.trialEndsAt) continue;
    try {
      await deps.mailer.send(
        trialEndingMail({
          to: user.email,
          firstName: user.firstName,
          trialEndsAt: account.trialEndsAt,
          cancelAtPeriodEnd: account.cancelAtPeriodEnd,
          url: `${deps.config.appUrl}${billingPagePath}`,
        }),
      );
      sent += 1;
    } catch (error) {
      deps.log.warn({ err: error, userId: user.id }, "trial ending email failed; will retry");
      await deps.db
        .update(billingAccounts)
        .set({ trialReminderSentFor: null })
        .where(eq(billingAccounts.userId, account.userId));
    }
  }
  return { sent };
}
