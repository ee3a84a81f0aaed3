/** The last day to act on a contract, for the screens and documents (from the renewal rule in common/). */
import type { ExecutedContract } from "../../../common/portfolio";
import { noticeDeadline } from "../../../common/renewal-status";

export interface ReminderTarget {
  /** `YYYY-MM-DD` of the current term's last day to act, or null when the contract has no dates. */
  date: string | null;
  kind: "notice deadline" | "renewal date";
  reason: string;
}

export function reminderTarget(contract: ExecutedContract, today: Date): ReminderTarget {
  const deadline = noticeDeadline(contract, today);
  return {
    date: deadline.date,
    kind: deadline.isNotice ? "notice deadline" : "renewal date",
    reason: deadline.reason,
  };
}
