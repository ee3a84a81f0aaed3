/** Select options shared by the manual entry and edit forms (spec 02 section 3). */
import { CURRENCY_SYMBOLS } from "../../../common/format";
import {
  CONTRACT_TYPES,
  DEPARTMENTS,
  EDIT_CURRENCIES,
  NET_DAYS_RE,
  NOTICE_OPTIONS,
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

/** The spec's notice choices, plus a period read from the document or stored earlier that is not one of them. */
export function noticeOptions(extraDays?: number | null): Option[] {
  const options: Option[] = NOTICE_OPTIONS.map((option) => ({
    value: String(option.value),
    label: option.label,
  }));
  if (extraDays && extraDays > 0 && !options.some((option) => option.value === String(extraDays))) {
    options.push({ value: String(extraDays), label: `${extraDays} ${extraDays === 1 ? "day" : "days"}` });
    options.sort((a, b) => Number(a.value) - Number(b.value));
  }
  return options;
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
