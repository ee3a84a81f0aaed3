import { eq, sql } from "drizzle-orm";
import { dueReminders, reminderUrgency } from "../../common/reminder-plan";
import { reminderDeliveries } from "../db/schema";
import type { AppDeps } from "../deps";
import { reminderText } from "../mail/reminder-mail";
import { createNotification } from "../notifications/service";
import { activeReminders } from "../portfolio/repository";
import { queueReminderEmails } from "./reminder-email";

const SWEEP_LOCK = 7_100_002;

type Claimed = { deliveryId: string; email: boolean };

/**
 * Creates due renewal reminders. One instance at a time (advisory lock); each reminder is claimed by a
 * unique (contract, reminder day, target date) row, so re-runs and other instances never repeat it, and
 * a sweep after downtime catches up on what it missed. Emails are queued as durable jobs after the claims
 * commit (reminder-email.ts), so saving reminders never waits for a mail server.
 */
export async function sweepRenewalReminders(options: { deps: AppDeps; now?: Date; contractId?: string }) {
  const { deps } = options;
  const now = options.now ?? deps.clock();
  const claimed: Claimed[] = [];
  let ran = false;
  await deps.db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`);
    const rows = (lock as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (!rows[0]?.locked) return;
    ran = true;
    const candidates = await activeReminders(tx, options.contractId);
    for (const { contract, settings, user } of candidates) {
      for (const due of dueReminders(contract, settings.reminderDays, now)) {
        const wantsEmail = settings.emailAlerts && !due.superseded;
        const inserted = await tx
          .insert(reminderDeliveries)
          .values({
            contractId: contract.id,
            userId: user.id,
            reminderDay: due.reminderDay,
            targetDate: due.targetDate,
            superseded: due.superseded,
            emailStatus: wantsEmail ? "pending" : "none",
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: reminderDeliveries.id });
        if (inserted.length === 0 || due.superseded) continue;
        const text = reminderText({
          contractTitle: contract.contractTitle,
          vendorName: contract.vendorName,
          targetDate: due.targetDate,
          renewalDate: due.renewalDate,
          daysLeft: due.daysLeft,
          kind: due.kind,
          passedNotice: due.passedNotice,
          customMessage: settings.customMessage,
        });
        if (wantsEmail) {
          await tx
            .update(reminderDeliveries)
            .set({ emailContent: text })
            .where(eq(reminderDeliveries.id, inserted[0].id));
        }
        if (settings.dashboardAlerts) {
          await createNotification({
            db: tx,
            userId: user.id,
            title: text.title,
            message: text.message,
            urgency: reminderUrgency(due.daysLeft),
            link: "/my-contracts",
            dedupeKey: `reminder:${contract.id}:${due.reminderDay}:${due.targetDate}`,
          });
        }
        claimed.push({ deliveryId: inserted[0].id, email: wantsEmail });
      }
    }
  });
  if (!ran) return { ran: false, created: 0, queued: 0 };

  const emails = claimed.filter((c) => c.email).map((c) => c.deliveryId);
  await queueReminderEmails(deps, emails);
  deps.log.info({ created: claimed.length, queued: emails.length }, "reminder sweep finished");
  return { ran: true, created: claimed.length, queued: emails.length };
}
