/**
 * Which renewal reminders are sent and when. Reminders count back from the next date that still matters:
 * the current term's notice deadline; once that has passed, the renewal date itself; once that has
 * passed, the next term's notice deadline (the renewal rule rolls the contract forward). So a reminder
 * the editor shows is always one the sweep will send.
 */
import { formatDate } from "./format";
import { addDays, followingTerm, type RenewalTerms, renewalOn } from "./renewal-rule";
import { daysUntil } from "./renewal-status";

export type ReminderContract = RenewalTerms;

export type ReminderTargetKind = "notice deadline" | "renewal date" | "end date";

export type ReminderTarget = {
  /** `YYYY-MM-DD` the reminders count back from. */
  date: string;
  kind: ReminderTargetKind;
  /** The renewal (or end) this target belongs to. */
  renewalDate: string;
  /** True when this term's notice deadline has passed and the reminders are about the renewal itself. */
  noticePassed: boolean;
  /** The current term's notice deadline once it has passed, and the renewal that now goes ahead. */
  passedNotice: PassedNotice | null;
};

/** The current term's deadline that has passed, and the next one that notice can still meet */
export type PassedNotice = {
  deadline: string;
  renews: string;
  next?: { deadline: string; renews: string } | null;
};

/** The next date reminders count back from, on or after `today`; null when there is none (ended, no date). */
export function reminderTarget(terms: ReminderContract, today: Date): ReminderTarget | null {
  const on = renewalOn(terms, today);
  if (!on.nextRenewal || on.ended) return null;
  if (!on.autoRenews)
    return {
      date: on.nextRenewal,
      kind: "end date",
      renewalDate: on.nextRenewal,
      noticePassed: false,
      passedNotice: null,
    };
  const following = followingTerm(terms, today);
  const candidates: ReminderTarget[] = [];
  const push = (date: string | null | undefined, kind: ReminderTargetKind, renewalDate: string) => {
    if (date && (daysUntil(date, today) ?? -1) >= 0)
      candidates.push({ date, kind, renewalDate, noticePassed: false, passedNotice: null });
  };
  push(on.noticeDeadline, "notice deadline", on.nextRenewal);
  push(on.nextRenewal, "renewal date", on.nextRenewal);
  if (following) {
    push(following.noticeDeadline, "notice deadline", following.renewal);
    push(following.renewal, "renewal date", following.renewal);
  }
  candidates.sort((a, b) => a.date.localeCompare(b.date));
  const target = candidates[0];
  if (!target) return null;
  const passedNotice =
    on.noticeDeadline && (daysUntil(on.noticeDeadline, today) ?? 0) < 0
      ? {
          deadline: on.noticeDeadline,
          renews: on.nextRenewal,
          next: following?.noticeDeadline
            ? { deadline: following.noticeDeadline, renews: following.renewal }
            : null,
        }
      : null;
  return {
    ...target,
    noticePassed: target.kind === "renewal date" && Boolean(terms.renewalNoticeDays),
    passedNotice,
  };
}

export type DueReminder = {
  reminderDay: number;
  /** the date the reminder is about: the last day to give notice, or the renewal date */
  targetDate: string;
  /** the renewal (or end) the target belongs to */
  renewalDate: string;
  daysLeft: number;
  kind: ReminderTargetKind;
  aboutNoticeDeadline: boolean;
  /** set when the current term's notice deadline has passed: the email must not ask for notice by then */
  passedNotice: PassedNotice | null;
  /** true for reminder days also reached but overtaken by a later (more urgent) one */
  superseded: boolean;
};

/**
 * Which reminders are due today. A reminder day is reached when the target is that many days away or
 * fewer; when several are reached at once (a new contract, a deadline that moved on, or days missed
 * while the server was down) only the most urgent is sent and the others are recorded as superseded.
 */
export function dueReminders(contract: ReminderContract, reminderDays: number[], today: Date): DueReminder[] {
  const target = reminderTarget(contract, today);
  if (!target) return [];
  const daysLeft = daysUntil(target.date, today) ?? -1;
  const reached = [...new Set(reminderDays)].filter((day) => daysLeft <= day).sort((a, b) => a - b);
  return reached.map((reminderDay, index) => ({
    reminderDay,
    targetDate: target.date,
    renewalDate: target.renewalDate,
    daysLeft,
    kind: target.kind,
    aboutNoticeDeadline: target.kind === "notice deadline",
    passedNotice: target.passedNotice,
    superseded: index > 0,
  }));
}

export type ScheduledReminder = {
  reminderDay: number;
  /** `YYYY-MM-DD` the reminder is (or was) due. */
  sendOn: string;
  /** sent: already delivered; today: goes out today; scheduled: on `sendOn`; covered: its day passed before
   * the target came up and a more urgent reminder goes instead. */
  state: "sent" | "today" | "scheduled" | "covered";
  /** For a sent one: the day it actually went (`YYYY-MM-DD`), when the delivery record says. */
  sentOn?: string;
  /**
   * For a sent one: its day came before the contract was added, so it went on the day it was added
   * (the reminder already due is delivered at once), not on `sendOn`.
   */
  wasDueBeforeAdded?: boolean;
};

/** The day the contract was added to the portfolio (`YYYY-MM-DD`, UTC), when known. */
function addedOn(terms: ReminderContract): string | null {
  if (!terms.createdAt) return null;
  const time = new Date(terms.createdAt).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

export type ReminderSchedule = {
  target: ReminderTarget | null;
  entries: ScheduledReminder[];
  /** What happens once this target has passed, in a sentence; null when nothing follows. */
  afterwards: string | null;
};

/**
 * What will be sent and when, for the editor: each chosen day against the current target, marked sent
 * (from the delivery records), due today, scheduled or covered by a more urgent one.
 */
export function reminderSchedule(
  terms: ReminderContract,
  reminderDays: number[],
  today: Date,
  sent: ReadonlyArray<{ reminderDay: number; targetDate: string; sentAt?: string }> = [],
): ReminderSchedule {
  const target = reminderTarget(terms, today);
  if (!target) return { target: null, entries: [], afterwards: null };
  const due = dueReminders(terms, reminderDays, today);
  const added = addedOn(terms);
  const entries = [...new Set(reminderDays)]
    .sort((a, b) => b - a)
    .map((reminderDay): ScheduledReminder => {
      const sendOn = addDays(target.date, -reminderDay);
      const delivery = sent.find((s) => s.reminderDay === reminderDay && s.targetDate === target.date);
      if (delivery) {
        const sentOn = delivery.sentAt?.slice(0, 10);
        return {
          reminderDay,
          sendOn,
          state: "sent",
          ...(sentOn ? { sentOn } : {}),
          wasDueBeforeAdded: added !== null && sendOn < added,
        };
      }
      const reached = due.find((d) => d.reminderDay === reminderDay);
      if (!reached) return { reminderDay, sendOn, state: "scheduled" };
      const coveredBySent = sent.some((s) => s.targetDate === target.date && s.reminderDay < reminderDay);
      return { reminderDay, sendOn, state: reached.superseded || coveredBySent ? "covered" : "today" };
    });
  return { target, entries, afterwards: afterwardsText(terms, target) };
}

function afterwardsText(terms: ReminderContract, target: ReminderTarget): string | null {
  if (target.kind === "end date") return null;
  const dayAfter = new Date(`${addDays(target.date, 1)}T00:00:00Z`);
  const next = reminderTarget(terms, dayAfter);
  if (!next) return null;
  return `After ${formatDate(target.date)}, the same reminders count back from the ${next.kind}, ${formatDate(next.date)}.`;
}

export function reminderUrgency(daysLeft: number): "urgent" | "normal" | "info" {
  if (daysLeft <= 14) return "urgent";
  if (daysLeft <= 60) return "normal";
  return "info";
}
