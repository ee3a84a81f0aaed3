/** Predictive insights, budget forecast and approval hints of the analytics page (spec 02 section 9). */
import { DEFAULT_CURRENCY, formatDays, formatMoney, parseMoney } from "./format";
import { type CurrencyTotal, currencyOf, scaleTotals, totalsByCurrency } from "./money-totals";
import type { PortfolioContract } from "./portfolio-health";
import { renewalOn, renewalsUntil } from "./renewal-rule";
import { termsOf, upcomingDays } from "./renewal-status";

export type InsightType = "renewal_risk" | "renegotiation" | "budget_forecast";
export type InsightUrgency = "high" | "medium" | "low";

export interface Insight {
  type: InsightType;
  /** The contract's title. */
  contract: string;
  contractId: string | number | null;
  score: number;
  reason: string;
  recommendation: string;
  potential_savings: number | null;
  urgency: InsightUrgency;
  daysToRenewal: number | null;
}

export const MAX_INSIGHTS = 5;
export const CONTINGENCY_RATE = 0.1;
export const FINANCE_APPROVAL_OVER = 10_000;
export const PROCUREMENT_APPROVAL_OVER = 25_000;

const RENEWAL_SOON_DAYS = 60;
const BUDGET_HORIZON_DAYS = 180;
const BUDGET_URGENT_DAYS = 90;
const RENEGOTIATION_VALUE_OVER = 10_000;
const BUDGET_VALUE_OVER = 5_000;
const RENEGOTIATION_SAVING_RATE = 0.1;

const URGENCY_RANK: Record<InsightUrgency, number> = { high: 0, medium: 1, low: 2 };

const roundMoney = (value: number) => Math.round(value * 100) / 100;
const amountOf = (contract: PortfolioContract) => parseMoney(contract.contractValue ?? null) ?? 0;
const isRisk = (contract: PortfolioContract, level: string) =>
  contract.overallRisk?.trim().toLowerCase() === level;

/**
 * When the renewal comes, led by the notice deadline when that comes first and is still ahead: "Notice
 * deadline in 14 days (renews in 44 days)", else "Renews in 44 days". A contract that does not renew
 * automatically ends: "Ends in 44 days".
 */
function renewalWhen(days: number, notice: number | null, renews: boolean): string {
  if (!renews) return days === 0 ? "Ends today" : `Ends in ${formatDays(days)}`;
  if (notice === null) return `Renews in ${formatDays(days)}`;
  return `Notice deadline ${notice === 0 ? "today" : `in ${formatDays(notice)}`} (renews in ${formatDays(days)})`;
}

function insightsFor(contract: PortfolioContract, today: Date): Insight[] {
  // An auto-renewing contract rolls forward. One that does not renew by itself ends on its date: no
  // renewal to budget for, a decision to make. Once it has ended there is nothing left to change in it
  // (the portfolio's "Ended" filter lists it), as the health score leaves it out.
  const terms = termsOf(contract);
  if (renewalOn(terms, today).ended) return [];
  const { renewal: days, notice } = upcomingDays(contract, today);
  const renews = terms.isAutoRenewal;
  const value = amountOf(contract);
  const currency = contract.currency || DEFAULT_CURRENCY;
  const base = {
    contract: contract.contractTitle?.trim() || "Untitled contract",
    contractId: contract.id ?? null,
    daysToRenewal: days,
  };
  const isHighRisk = isRisk(contract, "high");
  const insights: Insight[] = [];

  // One renewal_risk per contract: the near renewal (score 90) outranks the high rating (score 85).
  if (days !== null && days < RENEWAL_SOON_DAYS) {
    insights.push({
      ...base,
      type: "renewal_risk",
      score: 90,
      urgency: "high",
      reason: `${renewalWhen(days, notice, renews)}${
        isHighRisk ? (notice === null ? " and is rated high risk" : "; the contract is rated high risk") : ""
      }.`,
      recommendation: renews
        ? "Review the terms now and decide whether to renew, renegotiate or give notice."
        : "It does not renew automatically: decide now whether to agree a new contract or let it end.",
      potential_savings: null,
    });
  } else if (isHighRisk) {
    insights.push({
      ...base,
      type: "renewal_risk",
      score: 85,
      urgency: "medium",
      reason: "Rated high risk.",
      recommendation: renews
        ? "Ask the vendor to change the high-risk terms before the contract renews."
        : "Ask the vendor to change the high-risk terms before the contract ends.",
      potential_savings: null,
    });
  }

  if (isRisk(contract, "medium") && value > RENEGOTIATION_VALUE_OVER) {
    const savings = roundMoney(value * RENEGOTIATION_SAVING_RATE);
    insights.push({
      ...base,
      type: "renegotiation",
      score: 65,
      urgency: "low",
      reason: `Medium risk contract worth ${formatMoney(value, currency)}.`,
      recommendation: `Renegotiate the terms: a 10% reduction would save ${formatMoney(savings, currency)}.`,
      potential_savings: savings,
    });
  }

  if (days !== null && days < BUDGET_HORIZON_DAYS && value > BUDGET_VALUE_OVER) {
    insights.push({
      ...base,
      type: "budget_forecast",
      score: 85,
      urgency: days < BUDGET_URGENT_DAYS ? "high" : "medium",
      reason: renews
        ? `${formatMoney(value, currency)} renewal due in ${formatDays(days)}.`
        : `${formatMoney(value, currency)} contract ends in ${formatDays(days)}.`,
      recommendation: renews
        ? "Set the budget aside now and start any approvals the renewal needs."
        : "If you will need a new contract or a replacement, set the budget aside now and start any approvals it needs.",
      potential_savings: null,
    });
  }
  return insights;
}

/** Orders by urgency, then score (highest first), then the sooner renewal, then title. */
export function compareInsights(a: Insight, b: Insight): number {
  return (
    URGENCY_RANK[a.urgency] - URGENCY_RANK[b.urgency] ||
    b.score - a.score ||
    (a.daysToRenewal ?? Number.POSITIVE_INFINITY) - (b.daysToRenewal ?? Number.POSITIVE_INFINITY) ||
    a.contract.localeCompare(b.contract)
  );
}

/** Every insight for the portfolio, most pressing first. */
export function generateInsights(contracts: readonly PortfolioContract[], today: Date): Insight[] {
  return contracts.flatMap((contract) => insightsFor(contract, today)).sort(compareInsights);
}

/** The insights the page shows: the first five of generateInsights. */
export function topInsights(
  contracts: readonly PortfolioContract[],
  today: Date,
  limit = MAX_INSIGHTS,
): Insight[] {
  return generateInsights(contracts, today).slice(0, limit);
}

export interface BudgetWindow {
  days: number;
  count: number;
  /** Contract values per currency; never added across currencies. */
  totals: CurrencyTotal[];
  contingency: CurrencyTotal[];
  withContingency: CurrencyTotal[];
}

export interface BudgetForecast {
  contingencyRate: number;
  within90Days: BudgetWindow;
  within180Days: BudgetWindow;
}

/**
 * The cost of every renewal within the horizon: a yearly contract's annual value once, a monthly
 * contract's twelfth of it for each month it renews. `count` is the contracts, not the renewals.
 */
function budgetWindow(contracts: readonly PortfolioContract[], today: Date, horizon: number): BudgetWindow {
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + horizon))
    .toISOString()
    .slice(0, 10);
  const periods: Array<{ contractValue: number; currency: string }> = [];
  const renewingByCurrency = new Map<string, number>();
  for (const contract of contracts) {
    const renewals = renewalsUntil(termsOf(contract), today, last);
    if (renewals.length === 0) continue;
    const currency = currencyOf(contract);
    renewingByCurrency.set(currency, (renewingByCurrency.get(currency) ?? 0) + 1);
    for (const r of renewals)
      periods.push({ contractValue: roundMoney(amountOf(contract) * r.yearShare), currency });
  }
  // each currency's count is of contracts, not of renewals
  const totals = totalsByCurrency(periods).map((t) => ({
    ...t,
    count: renewingByCurrency.get(t.currency) ?? 0,
  }));
  const count = [...renewingByCurrency.values()].reduce((sum, n) => sum + n, 0);
  const contingency = scaleTotals(totals, CONTINGENCY_RATE);
  return {
    days: horizon,
    count,
    totals,
    contingency,
    withContingency: totals.map((t, i) => ({ ...t, total: roundMoney(t.total + contingency[i].total) })),
  };
}

/**
 * Contract values renewing from today up to and including 90 and 180 days ahead, plus 10% contingency,
 * per currency.
 */
export function budgetForecast(contracts: readonly PortfolioContract[], today: Date): BudgetForecast {
  return {
    contingencyRate: CONTINGENCY_RATE,
    within90Days: budgetWindow(contracts, today, 90),
    within180Days: budgetWindow(contracts, today, 180),
  };
}

/**
 * The finance and procurement limits are amounts in pounds. An amount in another currency is not
 * checked against them: the product never converts currencies, and "over $10,000" is not the limit.
 */
export const APPROVAL_LIMITS_CURRENCY = DEFAULT_CURRENCY;

export interface ApprovalHints {
  /** Null when the amount is in another currency than the limits, so it was not checked. */
  financeApprovalRequired: boolean | null;
  procurementApprovalRequired: boolean | null;
  /** The approvals required, "Finance approval required (over £10,000)". */
  hints: string[];
  /** Why the amount was not checked against the limits; null when it was. */
  notChecked: string | null;
}

/** "finance over £10,000, procurement over £25,000". */
export const approvalLimitsText = () =>
  `finance over ${formatMoney(FINANCE_APPROVAL_OVER, APPROVAL_LIMITS_CURRENCY)}, procurement over ${formatMoney(PROCUREMENT_APPROVAL_OVER, APPROVAL_LIMITS_CURRENCY)}`;

/** Who must sign off a spend: finance over £10,000 and procurement over £25,000, for amounts in GBP only. */
export function approvalHints(value: number, currency: string = DEFAULT_CURRENCY): ApprovalHints {
  const code = currencyOf({ currency });
  if (code !== APPROVAL_LIMITS_CURRENCY) {
    return {
      financeApprovalRequired: null,
      procurementApprovalRequired: null,
      hints: [],
      notChecked: `${formatMoney(value, code)} not checked against the approval limits: they are set in ${APPROVAL_LIMITS_CURRENCY} and ${code} amounts are never converted.`,
    };
  }
  const financeApprovalRequired = value > FINANCE_APPROVAL_OVER;
  const procurementApprovalRequired = value > PROCUREMENT_APPROVAL_OVER;
  const hints: string[] = [];
  if (financeApprovalRequired) {
    hints.push(`Finance approval required (over ${formatMoney(FINANCE_APPROVAL_OVER, code)})`);
  }
  if (procurementApprovalRequired) {
    hints.push(`Procurement approval required (over ${formatMoney(PROCUREMENT_APPROVAL_OVER, code)})`);
  }
  return { financeApprovalRequired, procurementApprovalRequired, hints, notChecked: null };
}
