import type { DepartmentSpend } from "../../../common/analytics";
import { formatTotals } from "../../../common/money-totals";

/**
 * A department's annual value in each currency it has contracts in, the page's currency first:
 * "£24,000 + $7,920", or "$18,000" alone. A currency the department has no contract in is left out,
 * never shown as "£0".
 */
export function departmentAmount(row: DepartmentSpend, main: string): string {
  const inMain = row.values.filter((t) => t.currency === main);
  const others = row.values.filter((t) => t.currency !== main);
  return formatTotals([...inMain, ...others]);
}

/** The bar's length: the department's value in the page's currency against the largest one's, in %. */
export function departmentBarPercent(row: DepartmentSpend, rows: readonly DepartmentSpend[]): number {
  const largest = Math.max(0, ...rows.map((r) => r.value));
  return largest > 0 ? (row.value / largest) * 100 : 0;
}
