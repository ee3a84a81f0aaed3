import { and, eq, lt, or, sql } from "drizzle-orm";
import { reminderTarget } from "../../common/reminder-plan";
import { renewalOn } from "../../common/renewal-rule";
import { reminderDeliveries } from "../db/schema";
import type { AppDeps } from "../deps";
import { reminderMail, reminderText } from "../mail/reminder-mail";
import { findReminderWithOwner, type ReminderCandidate } from "../portfolio/repository";
import type { JobAttempt, JobDefinition } from "./queue";

export const REMINDER_EMAIL_JOB = "reminder-email";
export type ReminderEmailData = { deliveryId: string };

const MAX_ATTEMPTS = 5;
/** Longer than the SMTP time-outs allow one send to take: a row "sending" for longer was abandoned. */
export const STALE_SENDING_MS = 5 * 60_000;

/** Queues the email for each delivery row; the row, not the job, decides whether anything is sent. */
export async function queueReminderEmails(deps: AppDeps, deliveryIds: string[]) {
  for (const deliveryId of deliveryIds) {
    try {
      await deps.jobs.send<ReminderEmailData>(REMINDER_EMAIL_JOB, { deliveryId }, { key: deliveryId });
    } catch (error) {
      // The row is saved as pending; job recovery queues it within a minute.
      deps.log.error({ err: error, deliveryId }, "could not queue reminder email");
    }
  }
}

/**
 * Sends one reminder email at most once where it can: the row is claimed atomically (pending, or left
 * "sending" by a dead process), sent with a Message-ID derived from the row as the idempotency key,
 * then marked sent. Only a crash between the server accepting the message and that mark can repeat
 * it, and then with the same Message-ID, which mail clients show once.
 */
export function reminderEmailJob(deps: AppDeps): JobDefinition<ReminderEmailData> {
  const setStatus = (deliveryId: string, from: "sending", to: "pending" | "failed" | "none") =>
    deps.db
      .update(reminderDeliveries)
      .set({ emailStatus: to })
      .where(and(eq(reminderDeliveries.id, deliveryId), eq(reminderDeliveries.emailStatus, from)));

  return {
    name: REMINDER_EMAIL_JOB,
    // SMTP time-outs (mailer.ts) keep one send well under expireInSeconds.
    options: { retryLimit: MAX_ATTEMPTS - 1, retryDelay: 30, expireInSeconds: 180 },
    run: ({ deliveryId }, attempt) => sendReminderEmail(deps, deliveryId, attempt),
    async onOrphan({ deliveryId }) {
      await setStatus(deliveryId, "sending", "pending");
    },
    async onGiveUp({ deliveryId }) {
      await setStatus(deliveryId, "sending", "failed");
      await deps.db
        .update(reminderDeliveries)
        .set({ emailStatus: "failed" })
        .where(and(eq(reminderDeliveries.id, deliveryId), eq(reminderDeliveries.emailStatus, "pending")));
    },
    async needingJobs() {
      const staleBefore = new Date(deps.clock().getTime() - STALE_SENDING_MS);
      const rows = await deps.db
        .update(reminderDeliveries)
        .set({ emailStatus: "pending" })
        .where(
          and(
            eq(reminderDeliveries.emailStatus, "sending"),
            lt(reminderDeliveries.emailClaimedAt, staleBefore),
          ),
        )
        .returning({ id: reminderDeliveries.id });
      const pending = await deps.db
        .select({ id: reminderDeliveries.id })
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.emailStatus, "pending"))
        .limit(200);
      return [...rows, ...pending].map((row) => ({ key: row.id, data: { deliveryId: row.id } }));
    },
  };
}

async function sendReminderEmail(deps: AppDeps, deliveryId: string, attempt: JobAttempt) {
  const now = deps.clock();
  const staleBefore = new Date(now.getTime() - STALE_SENDING_MS);
  const [row] = await deps.db
    .update(reminderDeliveries)
    .set({
      emailStatus: "sending",
      emailClaimedAt: now,
      emailAttempts: sql`${reminderDeliveries.emailAttempts} + 1`,
    })
    .where(
      and(
        eq(reminderDeliveries.id, deliveryId),
        or(
          eq(reminderDeliveries.emailStatus, "pending"),
          and(
            eq(reminderDeliveries.emailStatus, "sending"),
            lt(reminderDeliveries.emailClaimedAt, staleBefore),
          ),
        ),
      ),
    )
    .returning();
  if (!row) return; // sent already, not wanted, or being sent by a live process

  const found = await findReminderWithOwner(deps.db, row.contractId);
  if (!found?.settings.emailAlerts || !found.settings.enabled || !found.user.isActive) {
    await deps.db
      .update(reminderDeliveries)
      .set({ emailStatus: "none" })
      .where(eq(reminderDeliveries.id, deliveryId));
    return;
  }
  const text = row.emailContent ?? textFromRow(row, found, now);
  try {
    await deps.mailer.send({
      ...reminderMail({
        to: found.user.email,
        firstName: found.user.firstName,
        title: text.title,
        message: text.message,
        url: `${deps.config.appUrl}/my-contracts`,
      }),
      messageId: `<reminder-${deliveryId}@${new URL(deps.config.appUrl).hostname}>`,
    });
  } catch (error) {
    const last = attempt.retryCount >= attempt.retryLimit || row.emailAttempts >= MAX_ATTEMPTS;
    await deps.db
      .update(reminderDeliveries)
      .set({ emailStatus: last ? "failed" : "pending" })
      .where(eq(reminderDeliveries.id, deliveryId));
    if (last) {
      deps.log.error({ err: error, deliveryId }, "reminder email failed; giving up");
      return;
    }
    throw error;
  }
  await deps.db
    .update(reminderDeliveries)
    .set({ emailStatus: "sent", emailSentAt: deps.clock() })
    .where(eq(reminderDeliveries.id, deliveryId));
}

/** Rows queued before the email was stored with them: written again from the contract as it is now. */
function textFromRow(
  row: typeof reminderDeliveries.$inferSelect,
  found: Pick<ReminderCandidate, "contract" | "settings">,
  now: Date,
) {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const daysLeft = Math.round((Date.parse(`${row.targetDate}T00:00:00Z`) - today) / 86_400_000);
  // Usually the row's target is still the contract's current one, which knows a passed deadline.
  const target = reminderTarget(found.contract, now);
  const current = target?.date === row.targetDate ? target : null;
  // Otherwise the renewal a target belongs to is the next renewal on the target's own day.
  const on = renewalOn(found.contract, new Date(`${row.targetDate}T00:00:00Z`));
  const renewalDate = current ? current.renewalDate : on.nextRenewal;
  const kind =
    current?.kind ??
    (row.targetDate !== renewalDate ? "notice deadline" : on.autoRenews ? "renewal date" : "end date");
  return reminderText({
    contractTitle: found.contract.contractTitle,
    vendorName: found.contract.vendorName,
    targetDate: row.targetDate,
    renewalDate,
    daysLeft: Math.max(0, daysLeft),
    kind,
    passedNotice: current?.passedNotice ?? null,
    customMessage: found.settings.customMessage,
  });
}
