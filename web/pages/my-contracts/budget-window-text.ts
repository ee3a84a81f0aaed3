import type { BudgetWindow } from "../../../common/insights";
import { formatTotals } from "../../../common/money-totals";

/**
 * How a forecast window is made up. With one currency "2 renewals: £42,000 + £4,200 contingency"; with
 * several the contingency gets its own clause, so "£27,600 + $180,000 + £2,760 + $18,000" never reads as
 * one sum of four amounts.
 */
export function budgetWindowBreakdown(window: BudgetWindow): string {
  const renewals = `${window.count} ${window.count === 1 ? "renewal" : "renewals"}`;
  if (window.totals.length > 1)
    return `${renewals}: ${formatTotals(window.totals)}; contingency ${formatTotals(window.contingency)}`;
  return `${renewals}: ${formatTotals(window.totals)} + ${formatTotals(window.contingency)} contingency`;
}
