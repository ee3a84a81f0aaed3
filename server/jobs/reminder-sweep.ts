import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { dueReminders, reminderUrgency } from "../../common/reminder-plan";
import { renewalOn } from "../../common/renewal-rule";
import { contractReminders, executedContracts, reminderDeliveries, users } from "../db/schema";
import type { AppDeps } from "../deps";
import { reminderMail, reminderText } from "../mail/reminder-mail";
import { createNotification } from "../notifications/service";

const SWEEP_LOCK = 7_100_002;
const MAX_EMAIL_ATTEMPTS = 3;

type Claimed = {
  deliveryId: string;
  email: boolean;
  to: string;
  firstName: string;
  title: string;
  message: string;
};

/**
 * Creates due renewal reminders. One instance at a time (advisory lock); each reminder is claimed by a
 * unique (contract, reminder day, target date) row, so re-runs and other instances never repeat it, and
 * a sweep after downtime catches up on what it missed. Emails go out after the claims commit.
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
    const candidates = await tx
      .select({ contract: executedContracts, settings: contractReminders, user: users })
      .from(contractReminders)
      .innerJoin(executedContracts, eq(executedContracts.id, contractReminders.contractId))
      .innerJoin(users, eq(users.id, contractReminders.userId))
      .where(
        options.contractId
          ? and(
              eq(users.isActive, true),
              eq(contractReminders.enabled, true),
              eq(contractReminders.contractId, options.contractId),
            )
          : and(eq(users.isActive, true), eq(contractReminders.enabled, true)),
      );
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
            emailStatus: wantsEmail ? "sending" : "none",
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
          aboutNoticeDeadline: due.aboutNoticeDeadline,
          customMessage: settings.customMessage,
        });
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
        claimed.push({
          deliveryId: inserted[0].id,
          email: wantsEmail,
          to: user.email,
          firstName: user.firstName,
          ...text,
        });
      }
    }
  });
  if (!ran) return { ran: false, created: 0, emailed: 0 };

  const retries = await claimEmailRetries(deps);
  let emailed = 0;
  for (const item of [...claimed.filter((c) => c.email), ...retries]) {
    emailed += (await deliverEmail(deps, item)) ? 1 : 0;
  }
  deps.log.info({ created: claimed.length, emailed }, "reminder sweep finished");
  return { ran: true, created: claimed.length, emailed };
}

async function deliverEmail(deps: AppDeps, item: Claimed) {
  try {
    await deps.mailer.send(
      reminderMail({
        to: item.to,
        firstName: item.firstName,
        title: item.title,
        message: item.message,
        url: `${deps.config.appUrl}/my-contracts`,
      }),
    );
    await deps.db
      .update(reminderDeliveries)
      .set({ emailStatus: "sent", emailSentAt: deps.clock() })
      .where(eq(reminderDeliveries.id, item.deliveryId));
    return true;
  } catch (error) {
    deps.log.warn({ err: error, deliveryId: item.deliveryId }, "reminder email failed; will retry");
    await deps.db
      .update(reminderDeliveries)
      .set({
        emailAttempts: sql`${reminderDeliveries.emailAttempts} + 1`,
        emailStatus: sql`case when ${reminderDeliveries.emailAttempts} + 1 >= ${MAX_EMAIL_ATTEMPTS} then 'failed' else 'pending' end`,
      })
      .where(eq(reminderDeliveries.id, item.deliveryId));
    return false;
  }
}

/** Failed emails are retried on later sweeps; the status update is the claim, so only one runner takes each. */
async function claimEmailRetries(deps: AppDeps): Promise<Claimed[]> {
  const rows = await deps.db
    .update(reminderDeliveries)
    .set({ emailStatus: "sending" })
    .where(
      and(
        eq(reminderDeliveries.emailStatus, "pending"),
        lt(reminderDeliveries.emailAttempts, MAX_EMAIL_ATTEMPTS),
      ),
    )
    .returning();
  if (rows.length === 0) return [];
  const contracts = await deps.db
    .select({ contract: executedContracts, user: users, settings: contractReminders })
    .from(executedContracts)
    .innerJoin(users, eq(users.id, executedContracts.userId))
    .innerJoin(contractReminders, eq(contractReminders.contractId, executedContracts.id))
    .where(
      inArray(
        executedContracts.id,
        rows.map((r) => r.contractId),
      ),
    );
  return rows.flatMap((row) => {
    const found = contracts.find((c) => c.contract.id === row.contractId);
    if (!found) return [];
    const days = Math.round(
      (Date.parse(`${row.targetDate}T00:00:00Z`) -
        Date.parse(`${deps.clock().toISOString().slice(0, 10)}T00:00:00Z`)) /
        86_400_000,
    );
    // The renewal a target belongs to is the next renewal on the target's own day.
    const renewalDate = renewalOn(found.contract, new Date(`${row.targetDate}T00:00:00Z`)).nextRenewal;
    const text = reminderText({
      contractTitle: found.contract.contractTitle,
      vendorName: found.contract.vendorName,
      targetDate: row.targetDate,
      renewalDate,
      daysLeft: Math.max(0, days),
      aboutNoticeDeadline: row.targetDate !== renewalDate,
      customMessage: found.settings.customMessage,
    });
    return [
      { deliveryId: row.id, email: true, to: found.user.email, firstName: found.user.firstName, ...text },
    ];
  });
}
