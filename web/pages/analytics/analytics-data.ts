/** Figures the analytics cards derive from the user's own contracts (pure, no React). */

import { DEFAULT_CURRENCY, parseMoney } from "../../../common/format";
import type { ExecutedContract } from "../../../common/portfolio";
import { renewalNumber, renewalOn } from "../../../common/renewal-rule";
import type { ContractSummary } from "../../api/contracts";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
export const TIMELINE_MONTHS = 12;

const amountOf = (contract: ExecutedContract) => parseMoney(contract.contractValue) ?? 0;
const normaliseCurrency = (currency: string | null | undefined) =>
  (currency || DEFAULT_CURRENCY).trim().toUpperCase();

/** Totals are shown in the first contract's currency (as the portfolio overview does), default GBP. */
export function portfolioCurrency(contracts: readonly ExecutedContract[]): string {
  return normaliseCurrency(contracts[0]?.currency);
}

/** Contracts recorded in another currency than the one totals are shown in (their values are not converted). */
export function otherCurrencies(contracts: readonly ExecutedContract[], currency: string) {
  const others = contracts.filter((contract) => normaliseCurrency(contract.currency) !== currency);
  return { count: others.length, codes: [...new Set(others.map((c) => normaliseCurrency(c.currency)))] };
}

export interface TimelineMonth {
  /** `YYYY-MM`. */
  key: string;
  /** `Mar 2026`, for the chart axis. */
  short: string;
  /** `March 2026`, for the table. */
  long: string;
  count: number;
  value: number;
  titles: string[];
}

/**
 * Renewals from today to the end of the 12th calendar month (this month included), by month. Dates are
 * calendar dates read in UTC, as everywhere else; renewals already passed are left out.
 */
export function renewalTimeline(contracts: readonly ExecutedContract[], today: Date): TimelineMonth[] {
  const months: TimelineMonth[] = [];
  for (let offset = 0; offset < TIMELINE_MONTHS; offset += 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1));
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    months.push({
      key: `${year}-${String(month + 1).padStart(2, "0")}`,
      short: `${MONTHS[month].slice(0, 3)} ${year}`,
      long: `${MONTHS[month]} ${year}`,
      count: 0,
      value: 0,
      titles: [],
    });
  }
  for (const contract of contracts) {
    for (const renewal of renewalsWithin(contract, today, months[months.length - 1].key)) {
      const slot = months.find((month) => month.key === renewal.slice(0, 7));
      if (!slot) continue;
      slot.count += 1;
      slot.value = Math.round((slot.value + amountOf(contract)) * 100) / 100;
      slot.titles.push(contract.contractTitle);
    }
  }
  return months;
}

/** Every renewal (or the end) from today up to the last month shown; a monthly contract renews 12 times. */
function renewalsWithin(contract: ExecutedContract, today: Date, lastMonthKey: string): string[] {
  const on = renewalOn(contract, today);
  if (!on.nextRenewal || on.ended) return [];
  if (!on.autoRenews) return [on.nextRenewal];
  const dates: string[] = [];
  for (let k = on.renewalsSoFar; dates.length < 400; k += 1) {
    const date = renewalNumber(contract, k);
    if (!date || date.slice(0, 7) > lastMonthKey) break;
    dates.push(date);
  }
  return dates;
}

/** Contracts that did not renew and have ended (they need a decision, not a forecast). */
export function pastRenewals(contracts: readonly ExecutedContract[], today: Date): number {
  return contracts.filter((contract) => renewalOn(contract, today).ended).length;
}

export interface DepartmentSpend {
  department: string;
  count: number;
  value: number;
}

/** Annual contract value per department, largest first. */
export function spendByDepartment(contracts: readonly ExecutedContract[]): DepartmentSpend[] {
  const byName = new Map<string, DepartmentSpend>();
  for (const contract of contracts) {
    const department = contract.department?.trim() || "No department";
    const row = byName.get(department) ?? { department, count: 0, value: 0 };
    row.count += 1;
    row.value = Math.round((row.value + amountOf(contract)) * 100) / 100;
    byName.set(department, row);
  }
  return [...byName.values()].sort(
    (a, b) => b.value - a.value || b.count - a.count || a.department.localeCompare(b.department),
  );
}

export interface RiskCounts {
  low: number;
  medium: number;
  high: number;
}

/** Signed contracts by their Low / Medium / High rating. */
export function signedRiskCounts(contracts: readonly ExecutedContract[]): RiskCounts {
  const counts: RiskCounts = { low: 0, medium: 0, high: 0 };
  for (const contract of contracts) {
    const level = contract.overallRisk?.trim().toLowerCase();
    if (level === "low" || level === "medium" || level === "high") counts[level] += 1;
  }
  return counts;
}

/** Analysed drafts by their green / amber / red rating. */
export function draftRiskCounts(drafts: readonly ContractSummary[]): RiskCounts {
  const counts: RiskCounts = { low: 0, medium: 0, high: 0 };
  for (const draft of drafts) {
    if (draft.status !== "analyzed" || !draft.analysis) continue;
    const rating = draft.analysis.overallRisk;
    if (rating === "green") counts.low += 1;
    else if (rating === "amber") counts.medium += 1;
    else if (rating === "red") counts.high += 1;
  }
  return counts;
}

/** `1 contract`, `3 contracts`. */
export const plural = (count: number, word: string, many = `${word}s`) =>
  `${count} ${count === 1 ? word : many}`;
