/**
 * The predictive analytics page's figures (spec 02 section 9), worked out on the server from the user's
 * own contracts and sent by GET /api/analytics: health, insights, budget forecast, renewals, spend and
 * risk. Money is totalled per currency, never converted.
 */

import { DEFAULT_CURRENCY, formatMoney, pad2, parseMoney } from "./format";
import {
  APPROVAL_LIMITS_CURRENCY,
  approvalHints,
  type BudgetForecast,
  budgetForecast,
  FINANCE_APPROVAL_OVER,
  type Insight,
  topInsights,
} from "./insights";
import { type CurrencyTotal, currencyOf, type Priced, totalsByCurrency } from "./money-totals";
import type { ExecutedContract } from "./portfolio";
import { type PortfolioHealth, portfolioHealth } from "./portfolio-health";
import { renewalOn, renewalsUntil } from "./renewal-rule";

/** The fields of a draft contract the risk chart reads. */
type DraftRating = { status: string; analysis: { overallRisk: "green" | "amber" | "red" } | null };

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

const normaliseCurrency = (currency: string | null | undefined) =>
  (currency || DEFAULT_CURRENCY).trim().toUpperCase();

/**
 * The portfolio's main currency, the scale of the charts that need one. The customers are UK firms, so
 * it stays the home currency (GBP) whenever any contract is in it, however many are in dollars: else a
 * second US contract would turn the page to dollars and drop the pound renewals from the bars. Only a
 * portfolio with no GBP contract at all uses its most common currency.
 */
export function portfolioCurrency(contracts: readonly ExecutedContract[]): string {
  const totals = totalsByCurrency(contracts);
  if (totals.length === 0 || totals.some((t) => t.currency === DEFAULT_CURRENCY)) return DEFAULT_CURRENCY;
  return totals[0].currency;
}

/** Contracts recorded in another currency than the main one (totalled separately, never converted). */
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
  /** Value in the portfolio's main currency (the chart's scale). */
  value: number;
  /** Every currency's total for the month. */
  values: CurrencyTotal[];
  titles: string[];
  /** the contracts renewing in the month (a monthly contract appears in every month) */
  contractIds: string[];
}

/**
 * Renewals from today to the end of the 12th calendar month (this month included), by month. Dates are
 * calendar dates read in UTC, as everywhere else; renewals already passed are left out.
 */
export function renewalTimeline(contracts: readonly ExecutedContract[], today: Date): TimelineMonth[] {
  const main = portfolioCurrency(contracts);
  const renewingIn = new Map<string, Priced[]>();
  const months: TimelineMonth[] = [];
  for (let offset = 0; offset < TIMELINE_MONTHS; offset += 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1));
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    months.push({
      key: `${year}-${pad2(month + 1)}`,
      short: `${MONTHS[month].slice(0, 3)} ${year}`,
      long: `${MONTHS[month]} ${year}`,
      count: 0,
      value: 0,
      values: [],
      titles: [],
      contractIds: [],
    });
  }
  const last = months[months.length - 1].key;
  const lastDay = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);
  for (const contract of contracts) {
    for (const renewal of renewalsUntil(contract, today, lastDay)) {
      const slot = months.find((month) => month.key === renewal.date.slice(0, 7));
      if (!slot) continue;
      slot.count += 1;
      slot.titles.push(contract.contractTitle);
      slot.contractIds.push(contract.id);
      // what the renewal commits: a monthly renewal is a twelfth of the annual value, not all of it
      renewingIn.set(slot.key, [
        ...(renewingIn.get(slot.key) ?? []),
        periodPrice(contract, renewal.yearShare),
      ]);
    }
  }
  for (const month of months) {
    month.values = totalsByCurrency(renewingIn.get(month.key) ?? []);
    month.value = month.values.find((t) => t.currency === main)?.total ?? 0;
  }
  return months;
}

/** The contract's value for one period of `yearShare` years, in its own currency. */
function periodPrice(contract: ExecutedContract, yearShare: number): Priced {
  const annual = parseMoney(contract.contractValue ?? null) ?? 0;
  return { contractValue: Math.round(annual * yearShare * 100) / 100, currency: contract.currency };
}

/** Contracts that did not renew and have ended (they need a decision, not a forecast). */
export function pastRenewals(contracts: readonly ExecutedContract[], today: Date): number {
  return contracts.filter((contract) => renewalOn(contract, today).ended).length;
}

export interface DepartmentSpend {
  department: string;
  count: number;
  /** Annual value in the portfolio's main currency (the bars' scale). */
  value: number;
  /** Every currency's total for the department. */
  values: CurrencyTotal[];
}

/** Annual contract value per department, per currency, largest (in the main currency) first. */
export function spendByDepartment(
  contracts: readonly ExecutedContract[],
  main: string = portfolioCurrency(contracts),
): DepartmentSpend[] {
  const byName = new Map<string, ExecutedContract[]>();
  for (const contract of contracts) {
    const department = contract.department?.trim() || "No department";
    byName.set(department, [...(byName.get(department) ?? []), contract]);
  }
  return [...byName.entries()]
    .map(([department, list]) => {
      const values = totalsByCurrency(list);
      return {
        department,
        count: list.length,
        values,
        value: values.find((t) => t.currency === main)?.total ?? 0,
      };
    })
    .sort((a, b) => b.value - a.value || b.count - a.count || a.department.localeCompare(b.department));
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
export function draftRiskCounts(drafts: readonly DraftRating[]): RiskCounts {
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

/** One line of a budget window's approvals: one required, none needed, or an amount not checked. */
export interface ApprovalLine {
  tone: "required" | "clear" | "unchecked";
  text: string;
}

export type BudgetWindowWithApprovals = BudgetForecast["within90Days"] & {
  /** Who must sign off the budget including contingency; only GBP totals are checked (the limits' currency). */
  approvals: ApprovalLine[];
};

export interface PortfolioAnalytics {
  /** The day the figures are for, `YYYY-MM-DD` (UTC). */
  asOf: string;
  contractCount: number;
  /** GBP when any contract (or none) is in GBP, else the most common currency: the charts' one scale. */
  currency: string;
  otherCurrencies: { count: number; codes: string[] };
  /** Annual contract value per currency. */
  annualTotals: CurrencyTotal[];
  health: PortfolioHealth;
  /** The five most pressing, each with the currency its amounts are in. */
  insights: Array<Insight & { currency: string }>;
  budget: {
    contingencyRate: number;
    within90Days: BudgetWindowWithApprovals;
    within180Days: BudgetWindowWithApprovals;
  };
  timeline: TimelineMonth[];
  pastRenewals: number;
  departments: DepartmentSpend[];
  risk: { signed: RiskCounts; drafts: RiskCounts };
}

function approvalLines(total: CurrencyTotal): ApprovalLine[] {
  const approvals = approvalHints(total.total, total.currency);
  if (approvals.notChecked) return [{ tone: "unchecked", text: approvals.notChecked }];
  if (approvals.hints.length > 0) return approvals.hints.map((text) => ({ tone: "required", text }));
  return [
    {
      tone: "clear",
      text: `No finance approval needed for ${formatMoney(total.total, total.currency)} (not over ${formatMoney(FINANCE_APPROVAL_OVER, APPROVAL_LIMITS_CURRENCY)})`,
    },
  ];
}

const withApprovals = (window: BudgetForecast["within90Days"]): BudgetWindowWithApprovals => ({
  ...window,
  approvals: window.withContingency.flatMap(approvalLines),
});

/** Every figure of the analytics page from one user's signed contracts and analysed drafts. */
export function portfolioAnalytics(options: {
  contracts: readonly ExecutedContract[];
  drafts: readonly DraftRating[];
  today: Date;
}): PortfolioAnalytics {
  const { contracts, drafts, today } = options;
  const currency = portfolioCurrency(contracts);
  const currencyById = new Map(contracts.map((c) => [c.id, currencyOf(c)]));
  const forecast = budgetForecast(contracts, today);
  // a contract that ended without renewing costs nothing more: spend counts the running ones
  const running = contracts.filter((contract) => !renewalOn(contract, today).ended);
  return {
    asOf: today.toISOString().slice(0, 10),
    contractCount: contracts.length,
    currency,
    otherCurrencies: otherCurrencies(contracts, currency),
    annualTotals: totalsByCurrency(running),
    health: portfolioHealth(contracts, today),
    insights: topInsights(contracts, today).map((insight) => ({
      ...insight,
      currency: currencyById.get(insight.contractId as string) ?? currency,
    })),
    budget: {
      contingencyRate: forecast.contingencyRate,
      within90Days: withApprovals(forecast.within90Days),
      within180Days: withApprovals(forecast.within180Days),
    },
    timeline: renewalTimeline(contracts, today),
    pastRenewals: pastRenewals(contracts, today),
    departments: spendByDepartment(running, currency),
    risk: { signed: signedRiskCounts(contracts), drafts: draftRiskCounts(drafts) },
  };
}
