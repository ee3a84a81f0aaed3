import { DEFAULT_REMINDER_DAYS, type ReminderSettings } from "../../common/portfolio";
import type { AppDeps } from "../deps";
import {
  findOwnedSigned,
  findReminderSettings,
  listSentReminders,
  upsertReminderSettings,
} from "../portfolio/repository";

/**
 * A contract's reminder settings and the reminders already sent, so the editor can say exactly what
 * has gone and what will go. Reminders are on by default: a contract without a row (saved before
 * defaults existed) reads as the defaults, switched on.
 */
export async function getReminderSettings(options: { deps: AppDeps; userId: string; contractId: string }) {
  const contract = await findOwnedSigned(options.deps.db, options.userId, options.contractId);
  const row = await findReminderSettings(options.deps.db, contract.id);
  const sent = await listSentReminders(options.deps.db, contract.id);
  return {
    contractId: contract.id,
    isSet: Boolean(row),
    enabled: row?.enabled ?? true,
    reminderDays: row?.reminderDays ?? DEFAULT_REMINDER_DAYS,
    defaultReminderDays: DEFAULT_REMINDER_DAYS,
    emailAlerts: row?.emailAlerts ?? true,
    dashboardAlerts: row?.dashboardAlerts ?? true,
    customMessage: row?.customMessage ?? "",
    sent: sent.map((s) => ({
      reminderDay: s.reminderDay,
      targetDate: s.targetDate,
      sentAt: s.createdAt.toISOString(),
    })),
  };
}

export async function saveReminderSettings(options: {
  deps: AppDeps;
  userId: string;
  input: ReminderSettings;
}) {
  const { deps, input } = options;
  const contract = await findOwnedSigned(deps.db, options.userId, input.contractId);
  const values = {
    contractId: contract.id,
    userId: options.userId,
    enabled: input.enabled,
    reminderDays: input.reminderDays,
    emailAlerts: input.emailAlerts,
    dashboardAlerts: input.dashboardAlerts,
    customMessage: input.customMessage ?? "",
    updatedAt: deps.clock(),
  };
  await upsertReminderSettings(deps.db, values);
  return {
    ok: true,
    message: input.enabled ? "Reminders saved" : "Reminders switched off",
    ...(await getReminderSettings({ deps, userId: options.userId, contractId: contract.id })),
  };
}

/** Switches reminders off for a contract; the chosen days are kept for when they are switched on again. */
export async function switchOffReminders(options: { deps: AppDeps; userId: string; contractId: string }) {
  const contract = await findOwnedSigned(options.deps.db, options.userId, options.contractId);
  await upsertReminderSettings(
    options.deps.db,
    {
      contractId: contract.id,
      userId: options.userId,
      reminderDays: DEFAULT_REMINDER_DAYS,
      enabled: false,
      updatedAt: options.deps.clock(),
    },
    { enabled: false, updatedAt: options.deps.clock() },
  );
  return { ok: true, message: "Reminders switched off" };
}
