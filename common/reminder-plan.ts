import { noticeDeadline } from "./renewal-status";

export type ReminderContract = {
  renewalDate: string | null;
  renewalNoticeDays: number | null;
  isAutoRenewal: boolean;
};

export type DueReminder = {
  reminderDay: number;
  /** the date the reminder is about: the last day to give notice, or the renewal date */
  targetDate: string;
  daysLeft: number;
  aboutNoticeDeadline: boolean;
  /** true for reminder days also reached but overtaken by a later (more urgent) one */
  superseded: boolean;
};

const DAY_MS = 86_400_000;
const utcMidnight = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/**
 * Which reminders are due today: counted back from the notice deadline when the contract auto-renews
 * with a notice period (the last day to cancel), otherwise from the renewal date. A reminder day is
 * reached when the target is that many days away or fewer and not yet past; when several are reached
 * at once (a new contract, or days missed while the server was down) only the most urgent is sent.
 */
export function dueReminders(contract: ReminderContract, reminderDays: number[], today: Date): DueReminder[] {
  const deadline = noticeDeadline(contract.renewalDate, contract.renewalNoticeDays, contract.isAutoRenewal);
  if (!deadline.date) return [];
  const target = Date.parse(`${deadline.date}T00:00:00Z`);
  const daysLeft = Math.round((target - utcMidnight(today)) / DAY_MS);
  if (daysLeft < 0) return [];
  const reached = [...new Set(reminderDays)].filter((day) => daysLeft <= day).sort((a, b) => a - b);
  const aboutNoticeDeadline = deadline.date !== contract.renewalDate;
  return reached.map((reminderDay, index) => ({
    reminderDay,
    targetDate: deadline.date!,
    daysLeft,
    aboutNoticeDeadline,
    superseded: index > 0,
  }));
}

export function reminderUrgency(daysLeft: number): "urgent" | "normal" | "info" {
  if (daysLeft <= 14) return "urgent";
  if (daysLeft <= 60) return "normal";
  return "info";
}
