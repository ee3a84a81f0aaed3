import { and, eq } from "drizzle-orm";
import { DEFAULT_REMINDER_DAYS, type ReminderSettings } from "../../common/portfolio";
import { contractReminders, reminderDeliveries } from "../db/schema";
import type { AppDeps } from "../deps";
import { findOwnedExecutedContract } from "../portfolio/contracts-service";

/**
 * A contract's reminder settings and the reminders already sent, so the editor can say exactly what
 * has gone and what will go. Reminders are on by default: a contract without a row (saved before
 * defaults existed) reads as the defaults, switched on.
 */
export async function getReminderSettings(options: { deps: AppDeps; userId: string; contractId: string }) {
  const contract = await findOwnedExecutedContract(options.deps.db, options.userId, options.contractId);
  const [row] = await options.deps.db
    .select()
    .from(contractReminders)
    .where(eq(contractReminders.contractId, contract.id));
  const sent = await options.deps.db
    .select({
      reminderDay: reminderDeliveries.reminderDay,
      targetDate: reminderDeliveries.targetDate,
      createdAt: reminderDeliveries.createdAt,
    })
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.contractId, contract.id), eq(reminderDeliveries.superseded, false)));
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
  const contract = await findOwnedExecutedContract(deps.db, options.userId, input.contractId);
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
  await deps.db
    .insert(contractReminders)
    .values(values)
    .onConflictDoUpdate({ target: contractReminders.contractId, set: values });
  return {
    ok: true,
    message: input.enabled ? "Reminders saved" : "Reminders switched off",
    ...(await getReminderSettings({ deps, userId: options.userId, contractId: contract.id })),
  };
}

/** Switches reminders off for a contract; the chosen days are kept for when they are switched on again. */
export async function switchOffReminders(options: { deps: AppDeps; userId: string; contractId: string }) {
  const contract = await findOwnedExecutedContract(options.deps.db, options.userId, options.contractId);
  await options.deps.db
    .insert(contractReminders)
    .values({
      contractId: contract.id,
      userId: options.userId,
      reminderDays: DEFAULT_REMINDER_DAYS,
      enabled: false,
      updatedAt: options.deps.clock(),
    })
    .onConflictDoUpdate({
      target: contractReminders.contractId,
      set: { enabled: false, updatedAt: options.deps.clock() },
    });
  return { ok: true, message: "Reminders switched off" };
}
