/** Renewal badges and notice deadlines of executed contracts (spec 02 sections 4 and 9), from the renewal rule. */
import { formatDate, formatDays } from "./format";
import { followingTerm, type RenewalOn, type RenewalTerms, renewalOn } from "./renewal-rule";

const DAY_MS = 86_400_000;
export const URGENT_MAX_DAYS = 30;
export const UPCOMING_MAX_DAYS = 90;

export type RenewalStatusKey = "urgent" | "upcoming" | "active" | "expired";

export interface RenewalStatus {
  status: RenewalStatusKey | null;
  /** Days to the next renewal (or the end); negative once a contract that does not renew has ended. */
  daysLeft: number | null;
  /**
   * Days to the first thing to do: the next notice deadline that can still be met when it comes before
   * the renewal, else the renewal (or end). The badge counts these.
   */
  actionDays?: number | null;
  /** Badge word; null means no badge. */
  label: string | null;
  /** Short explanation under or beside the badge. */
  detail: string | null;
  /** Mantine colour name for the badge. */
  color: "red" | "orange" | "yellow" | "green" | "gray" | null;
  /** An ended contract that ended while it was in the portfolio: the badge reads "Expired · Needs attention". */
  needsAttention?: boolean;
  /** The contract on that day: next renewal, notice deadline, period. */
  on: RenewalOn;
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

/** The next notice deadline that notice given today can still meet: this term's, else a later one's. */
function nextNoticeDays(terms: RenewalTerms, on: RenewalOn, today: Date): number | null {
  if (!on.autoRenews || !on.noticeDeadline) return null;
  const current = daysUntil(on.noticeDeadline, today);
  if (current !== null && current >= 0) return current;
  return daysUntil(followingTerm(terms, today)?.noticeDeadline, today);
}

/**
 * Urgent 0-30 days, Upcoming 31-90, Active beyond 90, counted to the first thing to do: the next notice
 * deadline when it comes before the renewal (a deadline in 3 days is urgent though the renewal is two
 * months away), else the next renewal (an auto-renewing contract rolls forward, so it is never expired).
 * Expired ("Needs attention") only once a contract that does not renew has passed its last day while
 * in the portfolio; one whose last day had passed before it was added (a completed purchase order
 * recorded afterwards, its end date typed by the user) is simply "Ended". No date means no badge.
 */
export function renewalStatus(terms: RenewalTerms, today: Date): RenewalStatus {
  const on = renewalOn(terms, today);
  const daysLeft = daysUntil(on.nextRenewal, today);
  if (daysLeft === null) return { status: null, daysLeft: null, label: null, detail: null, color: null, on };
  if (on.ended) {
    const daysFromAdding = daysUntil(on.nextRenewal, terms.createdAt ? new Date(terms.createdAt) : today);
    const endedBeforeAdded = terms.createdAt != null && daysFromAdding !== null && daysFromAdding < 0;
    return {
      status: "expired",
      daysLeft,
      actionDays: daysLeft,
      label: endedBeforeAdded ? "Ended" : "Expired",
      detail: endedBeforeAdded ? "Had already ended when it was added" : "Needs attention",
      color: endedBeforeAdded ? "gray" : "orange",
      needsAttention: !endedBeforeAdded,
      on,
    };
  }
  const notice = nextNoticeDays(terms, on, today);
  const byNotice = notice !== null && notice < daysLeft;
  const actionDays = byNotice ? notice : daysLeft;
  const detail = byNotice
    ? notice === 0
      ? "Notice due today"
      : `Notice due in ${formatDays(notice)}`
    : daysLeft === 0
      ? on.autoRenews
        ? "Renews today"
        : "Ends today"
      : `${formatDays(daysLeft)} left`;
  const base = { daysLeft, actionDays, detail, on };
  if (actionDays <= URGENT_MAX_DAYS) return { ...base, status: "urgent", label: "Urgent", color: "red" };
  if (actionDays <= UPCOMING_MAX_DAYS)
    return { ...base, status: "upcoming", label: "Upcoming", color: "yellow" };
  return { ...base, status: "active", label: "Active", color: "green" };
}

/** "Renews 31/01/2027 (auto-renews yearly)", "Ends 30/06/2027", "Ended 31/12/2025", "Not recorded". */
export function renewalSummary(terms: RenewalTerms, today: Date): string {
  const on = renewalOn(terms, today);
  if (!on.nextRenewal) return "Not recorded";
  const date = formatDate(on.nextRenewal);
  if (on.ended) return `Ended ${date}`;
  if (on.autoRenews) return `Renews ${date} (auto-renews ${on.periodLabel})`;
  return `Ends ${date}`;
}

export type RenewalFilter = "all" | RenewalStatusKey;

/** The portfolio filter: "all" keeps everything, otherwise the contract's status must match. */
export function matchesRenewalFilter(filter: RenewalFilter, terms: RenewalTerms, today: Date): boolean {
  return filter === "all" || renewalStatus(terms, today).status === filter;
}

export interface NoticeDeadline {
  /** `YYYY-MM-DD` of the current term's last day to act, or null when there is no renewal date. */
  date: string | null;
  /** True when the contract auto-renews with a notice period, so `date` is the last day to give notice. */
  isNotice: boolean;
  reason: string;
}

/** "90 days'", or "3 months'" / "1 month's" where the contract states its notice in months. */
export function noticeWords(terms: Pick<RenewalTerms, "renewalNoticeDays" | "renewalNoticeMonths">): string {
  const months = terms.renewalNoticeMonths;
  if (months && months > 0) return months === 1 ? "1 month's" : `${months} months'`;
  const days = Math.round(terms.renewalNoticeDays ?? 0);
  return days === 1 ? "1 day's" : `${days} days'`;
}

/**
 * The last day to act in the current term. For an auto-renewing contract with a notice period it is the
 * next renewal minus the notice days; otherwise the next renewal (or end) itself. When this term's notice
 * deadline has already passed, the reason says so and names the next term's.
 */
export function noticeDeadline(terms: RenewalTerms, today: Date): NoticeDeadline {
  const on = renewalOn(terms, today);
  if (!on.nextRenewal) {
    return { date: null, isNotice: false, reason: "No renewal or end date is recorded for this contract." };
  }
  const renewalText = formatDate(on.nextRenewal);
  if (on.autoRenews && on.noticeDeadline) {
    const notice = noticeWords(terms);
    const passed = (daysUntil(on.noticeDeadline, today) ?? 0) < 0;
    if (passed) {
      const next = followingTerm(terms, today);
      return {
        date: on.noticeDeadline,
        isNotice: true,
        reason: `The notice deadline for this term (${formatDate(on.noticeDeadline)}) has passed, so the contract renews on ${renewalText}. Notice given now can first stop the renewal on ${formatDate(next?.renewal)}: give ${notice} notice by ${formatDate(next?.noticeDeadline)}.`,
      };
    }
    return {
      date: on.noticeDeadline,
      isNotice: true,
      reason: `The contract renews automatically (${on.periodLabel}) on ${renewalText}. To stop it, give ${notice} notice by ${formatDate(on.noticeDeadline)}.`,
    };
  }
  if (on.autoRenews) {
    return {
      date: on.nextRenewal,
      isNotice: false,
      reason: `The contract renews automatically (${on.periodLabel}) on ${renewalText}. No notice period is recorded, so act before that date.`,
    };
  }
  if (on.ended) {
    return { date: on.nextRenewal, isNotice: false, reason: `The contract ended on ${renewalText}.` };
  }
  return {
    date: on.nextRenewal,
    isNotice: false,
    reason: `The contract does not renew automatically. It ends on ${renewalText}; decide before then whether to renew.`,
  };
}

/** The renewal fields as the analytics rules receive them; anything missing reads as not recorded. */
export type PartialRenewalTerms = Partial<RenewalTerms>;

export const termsOf = (contract: PartialRenewalTerms): RenewalTerms => ({
  startDate: contract.startDate ?? null,
  endDate: contract.endDate ?? null,
  renewalDate: contract.renewalDate ?? null,
  isAutoRenewal: contract.isAutoRenewal ?? false,
  renewalNoticeDays: contract.renewalNoticeDays ?? null,
  renewalNoticeMonths: contract.renewalNoticeMonths ?? null,
  termMonths: contract.termMonths ?? null,
  renewalPeriodMonths: contract.renewalPeriodMonths ?? null,
  createdAt: contract.createdAt ?? null,
});

export interface UpcomingDays {
  /** Days to the next renewal (or end); null when no date is recorded or the contract has ended. */
  renewal: number | null;
  /** Days to the next notice deadline when it comes before the renewal and can still be met; else null. */
  notice: number | null;
}

/**
 * The days the portfolio badge counts (renewalStatus), for the analytics rules: an ended contract is
 * never "renewing soon", and a notice deadline is given only when it is the first thing to do.
 */
export function upcomingDays(contract: PartialRenewalTerms, today: Date): UpcomingDays {
  const status = renewalStatus(termsOf(contract), today);
  if (status.daysLeft === null || status.on.ended) return { renewal: null, notice: null };
  const action = status.actionDays ?? status.daysLeft;
  return { renewal: status.daysLeft, notice: action < status.daysLeft ? action : null };
}
