/** The reminder editor's sentences: what is sent, on which day, and why (from the plan in common/). */
import { formatDate } from "../../../common/format";
import type { ReminderTarget, ScheduledReminder } from "../../../common/reminder-plan";

export function targetTitle(target: ReminderTarget | null, deadlineDate: string | null): string {
  if (!target) {
    return deadlineDate ? "The contract has ended: no reminders are due" : "No renewal or end date recorded";
  }
  if (target.noticePassed) {
    return `The notice deadline has passed: reminders count back from the renewal date, ${formatDate(target.date)}`;
  }
  return `Reminders count back from the ${target.kind}: ${formatDate(target.date)}`;
}

/**
 * One chosen day, e.g. "On 04/08/2026", "Goes out today", "Sent on 04/08/2026", "Not sent: ... covers it".
 * A sent reminder says the day it went: one whose day came before the contract was added went on the
 * day it was added, and saying "Sent (due 21/10/2026)" would claim a reminder before the contract existed.
 */
export function scheduleEntryText(entry: ScheduledReminder, entries: readonly ScheduledReminder[]): string {
  const date = formatDate(entry.sendOn);
  if (entry.state === "sent") {
    if (!entry.sentOn)
      return entry.wasDueBeforeAdded ? "Sent when the contract was added" : `Sent (due ${date})`;
    const sentOn = formatDate(entry.sentOn);
    if (entry.wasDueBeforeAdded) return `Sent on ${sentOn}, when the contract was added`;
    return entry.sentOn > entry.sendOn ? `Sent on ${sentOn} (due ${date})` : `Sent on ${sentOn}`;
  }
  if (entry.state === "scheduled") return `On ${date}`;
  if (entry.state === "today") return "Goes out today";
  const instead = entries.find((e) => e.state === "today" || e.state === "sent");
  return instead
    ? `Not sent: ${date} had passed; the ${instead.reminderDay}-day reminder covers it`
    : `Not sent: ${date} had passed`;
}

/** "email and dashboard alert", "email", "dashboard alert". */
export function channelWords(email: boolean, dashboard: boolean): string {
  if (email && dashboard) return "email and dashboard alert";
  if (email) return "email";
  return "dashboard alert";
}
