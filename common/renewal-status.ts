/** Renewal badges and notice deadlines of executed contracts (spec 02 sections 4 and 9). */
import { formatDate, formatDays, toIsoDate } from "./format";

const DAY_MS = 86_400_000;
export const URGENT_MAX_DAYS = 30;
export const UPCOMING_MAX_DAYS = 90;

export type RenewalStatusKey = "urgent" | "upcoming" | "active" | "expired";

export interface RenewalStatus {
  status: RenewalStatusKey | null;
  daysLeft: number | null;
  /** Badge word; null means no badge. */
  label: string | null;
  /** Short explanation under or beside the badge. */
  detail: string | null;
  /** Mantine colour name for the badge. */
  color: "red" | "orange" | "yellow" | "green" | null;
}

/** Midnight UTC of the calendar date of a `YYYY-MM-DD` string, ISO timestamp or Date; null if invalid. */
function utcDay(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Whole calendar days (UTC) from `today` to `date`: 0 on the day itself, negative once past; null if no date. */
export function daysUntil(date: string | Date | null | undefined, today: Date): number | null {
  const target = utcDay(date);
  const start = utcDay(today);
  if (target === null || start === null) return null;
  return Math.round((target - start) / DAY_MS);
}

const NO_BADGE: RenewalStatus = { status: null, daysLeft: null, label: null, detail: null, color: null };

/**
 * Urgent 1-30 days, Upcoming 31-90, Active beyond 90, Expired ("Needs attention") on the day or after.
 * No date, or a date that cannot be read, means no badge.
 */
export function renewalStatus(renewalDate: string | Date | null | undefined, today: Date): RenewalStatus {
  const daysLeft = daysUntil(renewalDate, today);
  if (daysLeft === null) return NO_BADGE;
  if (daysLeft <= 0) {
    return { status: "expired", daysLeft, label: "Expired", detail: "Needs attention", color: "orange" };
  }
  const detail = `${formatDays(daysLeft)} left`;
  if (daysLeft <= URGENT_MAX_DAYS)
    return { status: "urgent", daysLeft, label: "Urgent", detail, color: "red" };
  if (daysLeft <= UPCOMING_MAX_DAYS) {
    return { status: "upcoming", daysLeft, label: "Upcoming", detail, color: "yellow" };
  }
  return { status: "active", daysLeft, label: "Active", detail, color: "green" };
}

export type RenewalFilter = "all" | RenewalStatusKey;

/** The portfolio filter: "all" keeps everything, otherwise the contract's status must match. */
export function matchesRenewalFilter(
  filter: RenewalFilter,
  renewalDate: string | Date | null | undefined,
  today: Date,
): boolean {
  return filter === "all" || renewalStatus(renewalDate, today).status === filter;
}

export interface NoticeDeadline {
  /** `YYYY-MM-DD`, or null when there is no renewal date. */
  date: string | null;
  reason: string;
}

/**
 * The last day to act. For an auto-renewing contract with a notice period it is the renewal date minus
 * the notice days (the date notice must be given by); otherwise it is the renewal date itself.
 */
export function noticeDeadline(
  renewalDate: string | Date | null | undefined,
  noticeDays: number | null | undefined,
  autoRenewal: boolean | null | undefined,
): NoticeDeadline {
  const renewal = utcDay(renewalDate);
  if (renewal === null) return { date: null, reason: "No renewal date is recorded for this contract." };
  const renewalText = formatDate(new Date(renewal));
  const notice = noticeDays && noticeDays > 0 ? Math.round(noticeDays) : 0;
  if (autoRenewal && notice > 0) {
    const date = toIsoDate(new Date(renewal - notice * DAY_MS));
    const period = notice === 1 ? "1 day's" : `${notice} days'`;
    return {
      date,
      reason: `The contract renews automatically on ${renewalText}. To stop it, give ${period} notice by ${formatDate(date)}.`,
    };
  }
  if (autoRenewal) {
    return {
      date: toIsoDate(new Date(renewal)),
      reason: `The contract renews automatically on ${renewalText}. No notice period is recorded, so act before that date.`,
    };
  }
  return {
    date: toIsoDate(new Date(renewal)),
    reason: `The contract does not renew automatically. Decide whether to renew before ${renewalText}.`,
  };
}
