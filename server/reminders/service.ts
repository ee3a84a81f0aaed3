import { eq } from "drizzle-orm";
import { DEFAULT_REMINDER_DAYS, type ReminderSettings } from "../../common/portfolio";
import { contractReminders } from "../db/schema";
import type { AppDeps } from "../deps";
import { findOwnedExecutedContract } from "../portfolio/contracts-service";

export async function getReminderSettings(options: { deps: AppDeps; userId: string; contractId: string }) {
  const contract = await findOwnedExecutedContract(options.deps.db, options.userId, options.contractId);
  const [row] = await options.deps.db
    .select()
    .from(contractReminders)
    .where(eq(contractReminders.contractId, contract.id));
  if (!row) {
    return {
      contractId: contract.id,
      isSet: false,
      reminderDays: [],
      defaultReminderDays: DEFAULT_REMINDER_DAYS,
      emailAlerts: true,
      dashboardAlerts: true,
      customMessage: "",
    };
  }
  return {
    contractId: contract.id,
    isSet: true,
    reminderDays: row.reminderDays,
    defaultReminderDays: DEFAULT_REMINDER_DAYS,
    emailAlerts: row.emailAlerts,
    dashboardAlerts: row.dashboardAlerts,
    customMessage: row.customMessage,
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
    message: "Reminders saved",
    ...(await getReminderSettings({ deps, userId: options.userId, contractId: contract.id })),
  };
}

export async function deleteReminderSettings(options: { deps: AppDeps; userId: string; contractId: string }) {
  const contract = await findOwnedExecutedContract(options.deps.db, options.userId, options.contractId);
  await options.deps.db.delete(contractReminders).where(eq(contractReminders.contractId, contract.id));
  return { ok: true, message: "Reminders deleted" };
}
