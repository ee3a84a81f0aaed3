/** Select options shared by the manual entry and edit forms (spec 02 section 3). */
import { CURRENCY_SYMBOLS } from "../../../common/format";
import {
  CONTRACT_TYPES,
  DEPARTMENTS,
  EDIT_CURRENCIES,
  NET_DAYS_RE,
  NOTICE_OPTIONS,
  noticeDaysOfMonths,
  PAYMENT_TERM_OPTIONS,
  RENEWAL_PERIOD_OPTIONS,
} from "../../../common/portfolio";

type Option = { value: string; label: string };

const currencyOption = (code: string): Option => ({
  value: code,
  label: CURRENCY_SYMBOLS[code] ? `${code} (${CURRENCY_SYMBOLS[code]})` : code,
});

/** Every currency the product has a symbol for; the manual form may keep what the document said. */
export const MANUAL_CURRENCY_OPTIONS: Option[] = Object.keys(CURRENCY_SYMBOLS).map(currencyOption);

/** The edit form offers the spec's four, plus the contract's own when it is another one (so it is kept). */
export function editCurrencyOptions(current: string | null | undefined): Option[] {
  const codes: string[] = [...EDIT_CURRENCIES];
  const code = current?.toUpperCase();
  if (code && !codes.includes(code)) codes.push(code);
  return codes.map(currencyOption);
}

export const CONTRACT_TYPE_OPTIONS: string[] = [...CONTRACT_TYPES];
export const DEPARTMENT_OPTIONS: string[] = [...DEPARTMENTS];
/** The spec's payment terms, plus "Net N" read from the document or stored earlier when N is not 30 or 60. */
export function paymentTermsOptions(current?: string | null): string[] {
  const options: string[] = [...PAYMENT_TERM_OPTIONS];
  if (!current || options.includes(current) || !NET_DAYS_RE.test(current)) return options;
  const net = [...options.filter((o) => NET_DAYS_RE.test(o)), current].sort(
    (a, b) => Number(NET_DAYS_RE.exec(a)?.[1]) - Number(NET_DAYS_RE.exec(b)?.[1]),
  );
  return [...net, ...options.filter((o) => !NET_DAYS_RE.test(o))];
}
export const RISK_OPTIONS = ["Low", "Medium", "High"] as const;
export const LEVEL_OPTIONS: Option[] = [
  { value: "High", label: "High" },
  { value: "Medium", label: "Medium" },
  { value: "Low", label: "Low" },
];

/** A notice choice in calendar months ("months:3"); the other choices are days ("90"). */
const MONTHS_PREFIX = "months:";
export const monthsNoticeValue = (months: number) => `${MONTHS_PREFIX}${months}`;

/** A notice choice as the API takes it: days as text, and the months when it was stated in months. */
export function noticeFromChoice(value: string | null | undefined): {
  days: string | null;
  months: number | null;
} {
  if (!value) return { days: null, months: null };
  if (!value.startsWith(MONTHS_PREFIX)) return { days: value, months: null };
  const months = Number(value.slice(MONTHS_PREFIX.length));
  return { days: String(noticeDaysOfMonths(months)), months };
}

/** The choice that stands for a stored notice: its months when it has them, else its days. */
export const noticeChoice = (days: number | null | undefined, months: number | null | undefined) =>
  months && months > 0 ? monthsNoticeValue(months) : days ? String(days) : null;

const choiceDays = (value: string) => Number(noticeFromChoice(value).days);

/**
 * The spec's notice choices, plus a period read from the document or stored earlier that is not one of
 * them; a notice stated in months is offered in months ("3 months"), as its last day is counted in months.
 */
export function noticeOptions(extraDays?: number | null, extraMonths?: number | null): Option[] {
  const options: Option[] = NOTICE_OPTIONS.map((option) => ({
    value: String(option.value),
    label: option.label,
  }));
  if (extraMonths && extraMonths > 0) {
    options.push({
      value: monthsNoticeValue(extraMonths),
      label: extraMonths === 1 ? "1 month" : `${extraMonths} months`,
    });
  } else if (extraDays && extraDays > 0 && !options.some((option) => option.value === String(extraDays))) {
    options.push({ value: String(extraDays), label: `${extraDays} ${extraDays === 1 ? "day" : "days"}` });
  }
  return options.sort((a, b) => choiceDays(a.value) - choiceDays(b.value));
}

export const isOneOf = <T extends string>(list: readonly T[], value: string | null | undefined): value is T =>
  value !== null && value !== undefined && (list as readonly string[]).includes(value);

/** "Renews every": the usual periods, plus one read from the document that is not among them. */
export function renewalPeriodOptions(extraMonths?: number | string | null): Option[] {
  const options: Option[] = RENEWAL_PERIOD_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }));
  const extra = Number(extraMonths);
  if (extra > 0 && !options.some((o) => o.value === String(extra))) {
    options.push({ value: String(extra), label: `Every ${extra} months` });
    options.sort((a, b) => Number(a.value) - Number(b.value));
  }
  return options;
}
