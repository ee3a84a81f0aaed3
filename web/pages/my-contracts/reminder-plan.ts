/** Which date reminders count back from, and when each chosen reminder falls (issue 5 section 3). */
import { formatDate, toIsoDate } from "../../../common/format";
import type { ExecutedContract } from "../../../common/portfolio";
import { daysUntil, noticeDeadline } from "../../../common/renewal-status";

const DAY_MS = 86_400_000;

export interface ReminderTarget {
  /** `YYYY-MM-DD`, or null when the contract has no renewal date. */
  date: string | null;
  /** "last day to give notice" or "renewal date". */
  kind: "notice deadline" | "renewal date";
  reason: string;
}

export function reminderTarget(contract: ExecutedContract): ReminderTarget {
  const deadline = noticeDeadline(contract.renewalDate, contract.renewalNoticeDays, contract.isAutoRenewal);
  const hasNotice = contract.isAutoRenewal && (contract.renewalNoticeDays ?? 0) > 0;
  return {
    date: deadline.date,
    kind: hasNotice ? "notice deadline" : "renewal date",
    reason: deadline.reason,
  };
}

/** `21/01/2026` for 90 days before the target, and whether that day has already come. */
export function reminderDay(target: ReminderTarget, daysBefore: number, today: Date) {
  if (!target.date) return null;
  const iso = toIsoDate(new Date(Date.parse(`${target.date}T00:00:00Z`) - daysBefore * DAY_MS));
  const days = daysUntil(iso, today);
  return { date: formatDate(iso), isDue: days !== null && days <= 0 };
}
