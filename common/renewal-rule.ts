/**
 * Renewal as a rule, not a date: from what a signed contract says (start, end of the first term,
 * auto-renewal, renewal period, notice) this works out, for any day, the current term, the next renewal
 * and the last day to give notice. The portfolio screens, reminders, the calendar feed, analytics and
 * the budget all call `renewalOn`, so they never disagree.
 */

const DAY_MS = 86_400_000;

export type RenewalTerms = {
  startDate: string | null;
  /** The end of the first term as written in the contract. */
  endDate: string | null;
  /** The first renewal date; for most contracts the same day as the end of the first term. */
  renewalDate: string | null;
  isAutoRenewal: boolean;
  renewalNoticeDays: number | null;
  /**
   * The notice in calendar months when the contract states months ("three months' notice"): the last day
   * to give notice is then the same day of the month that many months earlier, not a count of days.
   */
  renewalNoticeMonths?: number | null;
  /** Length of the first term in months, when the contract gives it instead of an end date. */
  termMonths?: number | null;
  /** Length of each renewal in months (12 yearly, 1 monthly); unknown means the length of the first term. */
  renewalPeriodMonths?: number | null;
  /**
   * When the contract was added to the portfolio (ISO timestamp). Only the renewal badge reads it: a
   * contract already ended when it was added (a completed order recorded afterwards) needs no attention.
   */
  createdAt?: string | Date | null;
};

export type RenewalOn = {
  /** The contract renews automatically, so a passed renewal date rolls forward by the renewal period. */
  autoRenews: boolean;
  /** Months per renewal when it auto-renews. */
  periodMonths: number | null;
  /** "yearly", "monthly", "every 2 years", "every 6 months". */
  periodLabel: string | null;
  /** The day the current term renews or ends (`YYYY-MM-DD`); the day it ended once it has ended. */
  nextRenewal: string | null;
  /** The current term's first day, when known. */
  termStart: string | null;
  /** Last day to give notice for the current term (auto-renewing with a notice period), else null. */
  noticeDeadline: string | null;
  /** Renewals that have already happened on the given day. */
  renewalsSoFar: number;
  /** True only when a contract that does not renew has passed its last day. */
  ended: boolean;
};

/** `YYYY-MM-DD` → UTC midnight in ms; null for anything that is not a real calendar date. */
export function isoToUtc(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time;
}

export const utcToIso = (time: number) => new Date(time).toISOString().slice(0, 10);

const utcMidnight = (day: Date) => Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());

export const addDays = (iso: string, days: number) => utcToIso((isoToUtc(iso) ?? 0) + days * DAY_MS);

/**
 * Calendar months later. A day that does not exist in the target month becomes its last day
 * (31/01 + 1 month = 28/02), and a date on the last day of its month stays on the last day
 * (30/04 + 1 month = 31/05), as terms that run to a month's end do.
 */
export function addMonths(iso: string, months: number): string {
  const time = isoToUtc(iso) ?? 0;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const targetLast = new Date(Date.UTC(year, month + months + 1, 0)).getUTCDate();
  const targetDay = day === lastOfMonth ? targetLast : Math.min(day, targetLast);
  return utcToIso(Date.UTC(year, month + months, targetDay));
}

/** Whole months from one date to a later one, rounded to the nearest month (a term of 365 days is 12). */
function monthsBetween(from: string, to: string): number {
  const days = ((isoToUtc(to) ?? 0) - (isoToUtc(from) ?? 0)) / DAY_MS;
  return Math.round(days / 30.4375);
}

export function periodLabel(months: number | null): string | null {
  if (!months || months <= 0) return null;
  if (months === 1) return "monthly";
  if (months === 3) return "quarterly";
  if (months === 12) return "yearly";
  if (months % 12 === 0) return `every ${months / 12} years`;
  return `every ${months} months`;
}

/** The day the first term ends (and, for an auto-renewing contract, first renews). */
export function firstTermEnd(terms: RenewalTerms): string | null {
  if (isoToUtc(terms.renewalDate) !== null) return terms.renewalDate!.slice(0, 10);
  if (isoToUtc(terms.endDate) !== null) return terms.endDate!.slice(0, 10);
  if (isoToUtc(terms.startDate) !== null && terms.termMonths && terms.termMonths > 0) {
    return addDays(addMonths(terms.startDate!.slice(0, 10), terms.termMonths), -1);
  }
  return null;
}

/** Months per renewal: as stated, else the length of the first term, else a year. */
export function renewalPeriodMonths(terms: RenewalTerms): number {
  if (terms.renewalPeriodMonths && terms.renewalPeriodMonths > 0) return terms.renewalPeriodMonths;
  if (terms.termMonths && terms.termMonths > 0) return terms.termMonths;
  const end = firstTermEnd(terms);
  if (end && isoToUtc(terms.startDate) !== null) {
    const months = monthsBetween(terms.startDate!.slice(0, 10), end);
    if (months >= 1) return months;
  }
  return 12;
}

/**
 * The same day of the month `months` calendar months earlier, clamped to the end of a shorter month
 * (31/05 less 3 months is 28/02 or 29/02). Unlike addMonths a 30th stays the 30th: notice given on the
 * corresponding day is a full month's notice, and a later day would not be.
 */
export function monthsBefore(iso: string, months: number): string {
  const date = new Date(isoToUtc(iso) ?? 0);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  const targetLast = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return utcToIso(Date.UTC(year, month, Math.min(date.getUTCDate(), targetLast)));
}

/** The last day to give notice before a renewal: calendar months where the contract states months, else days. */
export function noticeBefore(
  renewal: string,
  terms: Pick<RenewalTerms, "renewalNoticeDays" | "renewalNoticeMonths">,
) {
  if (terms.renewalNoticeMonths && terms.renewalNoticeMonths > 0)
    return monthsBefore(renewal, terms.renewalNoticeMonths);
  const days = terms.renewalNoticeDays;
  return days && days > 0 ? addDays(renewal, -Math.round(days)) : null;
}

/** The k-th renewal date (0 is the end of the first term). */
export function renewalNumber(terms: RenewalTerms, k: number): string | null {
  const first = firstTermEnd(terms);
  if (!first) return null;
  return k === 0 ? first : addMonths(first, k * renewalPeriodMonths(terms));
}

/**
 * The contract as it stands on `today`. An auto-renewing contract whose renewal date has passed has
 * renewed: its next renewal is the first renewal date on or after today, and it never "expires". A
 * contract that does not renew ends on its end date and counts as ended from the next day.
 */
export function renewalOn(terms: RenewalTerms, today: Date): RenewalOn {
  const first = firstTermEnd(terms);
  const todayTime = utcMidnight(today);
  const none: RenewalOn = {
    autoRenews: terms.isAutoRenewal,
    periodMonths: null,
    periodLabel: null,
    nextRenewal: null,
    termStart: isoToUtc(terms.startDate) !== null ? terms.startDate!.slice(0, 10) : null,
    noticeDeadline: null,
    renewalsSoFar: 0,
    ended: false,
  };
  if (!first) return none;
  if (!terms.isAutoRenewal) {
    const firstTime = isoToUtc(first)!;
    return {
      ...none,
      nextRenewal: first,
      noticeDeadline: null,
      ended: firstTime < todayTime,
    };
  }
  const period = renewalPeriodMonths(terms);
  let k = 0;
  if (isoToUtc(first)! < todayTime) {
    // Jump close to today first, so a monthly contract from 1999 does not loop through every month.
    const behind = (todayTime - isoToUtc(first)!) / DAY_MS / 30.4375;
    k = Math.max(0, Math.floor(behind / period) - 1);
    while (isoToUtc(addMonths(first, k * period))! < todayTime) k += 1;
  }
  const next = k === 0 ? first : addMonths(first, k * period);
  const previous = k === 0 ? null : addMonths(first, (k - 1) * period);
  return {
    autoRenews: true,
    periodMonths: period,
    periodLabel: periodLabel(period),
    nextRenewal: next,
    termStart: previous ? addDays(previous, 1) : none.termStart,
    noticeDeadline: noticeBefore(next, terms),
    renewalsSoFar: k,
    ended: false,
  };
}

/**
 * The first renewal after the one current on `today` that notice given now can still stop (for reminder
 * roll-over): a monthly contract on 60 days' notice has passed the deadline of the next renewal too,
 * so it is the one after that.
 */
export function followingTerm(terms: RenewalTerms, today: Date) {
  const now = renewalOn(terms, today);
  if (!now.autoRenews || !now.nextRenewal) return null;
  const todayTime = utcMidnight(today);
  for (let k = now.renewalsSoFar + 1; k <= now.renewalsSoFar + 400; k++) {
    const renewal = renewalNumber(terms, k);
    if (!renewal) return null;
    const noticeDeadline = noticeBefore(renewal, terms);
    if (!noticeDeadline || isoToUtc(noticeDeadline)! >= todayTime) return { renewal, noticeDeadline };
  }
  return null;
}

/**
 * Each renewal from `today` up to and including `lastIso`, with the share of a year's value the period
 * it starts costs: a monthly renewal buys a twelfth of the annual value, a yearly (or longer) one all of
 * it. A contract that does not renew automatically counts once, at its end, when a new contract or a
 * replacement would cost a year's value. An ended contract has none.
 */
export function renewalsUntil(
  terms: RenewalTerms,
  today: Date,
  lastIso: string,
): Array<{ date: string; yearShare: number }> {
  const on = renewalOn(terms, today);
  if (!on.nextRenewal || on.ended) return [];
  // its end is when it must be renewed by agreement or replaced: the spend comes round again (spec 02 section 9)
  if (!on.autoRenews) return on.nextRenewal <= lastIso ? [{ date: on.nextRenewal, yearShare: 1 }] : [];
  // a renewal for longer than a year is budgeted a year at a time: its annual value, as for a yearly one
  const yearShare = Math.min(1, (on.periodMonths ?? 12) / 12);
  const out: Array<{ date: string; yearShare: number }> = [];
  for (let k = on.renewalsSoFar; out.length < 400; k += 1) {
    const date = renewalNumber(terms, k);
    if (!date || date > lastIso) break;
    out.push({ date, yearShare });
  }
  return out;
}
