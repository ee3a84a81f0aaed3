/**
 * Budget planning for one contract within its portfolio: the spec's forecast (renewals within 90 and 180
 * days plus 10% contingency) and approval hints, using only the contracts' own values.
 */
import { formatDate, formatDays, formatMoney, formatPercent } from "../../../common/format";
import {
  type ApprovalHints,
  approvalHints,
  type BudgetForecast,
  budgetForecast,
} from "../../../common/insights";
import { formatTotals } from "../../../common/money-totals";
import type { ExecutedContract } from "../../../common/portfolio";
import { renewalStatus } from "../../../common/renewal-status";
import { otherPartyLabel } from "./party-label";
import { reminderTarget } from "./reminder-plan";

export interface BudgetPlan {
  forecast: BudgetForecast;
  approvals: ApprovalHints;
  /** The contract's value with the same contingency, in its own currency. */
  contractWithContingency: number;
  /** True when the portfolio's values are in more than one currency (each is totalled on its own). */
  isMixedCurrency: boolean;
}

export function budgetPlan(
  contract: ExecutedContract,
  portfolio: readonly ExecutedContract[],
  today: Date,
): BudgetPlan {
  const forecast = budgetForecast(portfolio, today);
  return {
    forecast,
    approvals: approvalHints(contract.contractValue, contract.currency),
    contractWithContingency: Math.round(contract.contractValue * (1 + forecast.contingencyRate) * 100) / 100,
    isMixedCurrency: new Set(portfolio.map((c) => c.currency.toUpperCase())).size > 1,
  };
}

export function budgetMemo(
  contract: ExecutedContract,
  portfolio: readonly ExecutedContract[],
  today: Date,
): string {
  const plan = budgetPlan(contract, portfolio, today);
  const { forecast, approvals } = plan;
  const status = renewalStatus(contract, today);
  const target = reminderTarget(contract, today);
  const contingency = formatPercent(forecast.contingencyRate * 100, 0);
  const window = (label: string, w: BudgetForecast["within90Days"]) => {
    const count = `${w.count} ${w.count === 1 ? "contract" : "contracts"}`;
    return w.totals.length > 1
      ? `- ${label}: ${count}, ${formatTotals(w.totals)}; with contingency ${formatTotals(w.withContingency)}`
      : `- ${label}: ${count}, ${formatTotals(w.totals)} + ${formatTotals(w.contingency)} contingency = ${formatTotals(w.withContingency)}`;
  };
  const lines = [
    `BUDGET MEMO: ${contract.contractTitle}`,
    `Prepared: ${formatDate(today)}`,
    "",
    "THIS CONTRACT",
    `- ${otherPartyLabel(contract.side)}: ${contract.vendorName}`,
    `- Annual value: ${formatMoney(contract.contractValue, contract.currency)}`,
    `- With ${contingency} contingency: ${formatMoney(plan.contractWithContingency, contract.currency)}`,
    `- ${contract.isAutoRenewal ? "Renewal date" : "End date"}: ${
      status.daysLeft === null
        ? "not recorded"
        : `${formatDate(status.on.nextRenewal)} (${status.status === "expired" ? "date passed" : `in ${formatDays(status.daysLeft)}`})`
    }`,
    `- Last day to act: ${target.date ? formatDate(target.date) : "not known"}`,
    `- Department: ${contract.department}`,
    "",
    "APPROVALS",
    ...(approvals.notChecked
      ? [`- ${approvals.notChecked}`]
      : approvals.hints.length
        ? approvals.hints.map((hint) => `- ${hint}`)
        : ["- No extra approval needed for this value."]),
    "",
    `PORTFOLIO RENEWALS (with ${contingency} contingency; each currency totalled on its own)`,
    window("Within 90 days", forecast.within90Days),
    window("Within 180 days", forecast.within180Days),
    "",
    "NEXT STEPS",
    "- Reserve the amounts above in the budget for the period.",
    approvals.notChecked
      ? "- Ask finance which approvals this spend needs before the last day to act."
      : approvals.hints.length
        ? "- Start the approvals listed above before the last day to act."
        : "- Confirm the renewal with the budget holder.",
  ];
  return `${lines.join("\n")}\n`;
}
