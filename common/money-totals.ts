/**
 * Money is added up per currency and never across currencies: a portfolio of pounds and dollars totals
 * "£612,000 + $180,000", because no exchange rate is known to the product.
 */
import { DEFAULT_CURRENCY, formatMoney, parseMoney } from "./format";

export type CurrencyTotal = { currency: string; total: number; count: number };

export type Priced = { contractValue?: number | string | null; currency?: string | null };

export const currencyOf = (item: { currency?: string | null }) =>
  (item.currency || DEFAULT_CURRENCY).trim().toUpperCase();

/** One total per currency, the currency with most contracts first (then the larger total). */
export function totalsByCurrency(items: readonly Priced[]): CurrencyTotal[] {
  const byCode = new Map<string, CurrencyTotal>();
  for (const item of items) {
    const currency = currencyOf(item);
    const row = byCode.get(currency) ?? { currency, total: 0, count: 0 };
    row.total = Math.round((row.total + (parseMoney(item.contractValue ?? null) ?? 0)) * 100) / 100;
    row.count += 1;
    byCode.set(currency, row);
  }
  return [...byCode.values()].sort(
    (a, b) => b.count - a.count || b.total - a.total || a.currency.localeCompare(b.currency),
  );
}

/** "£612,000 + $180,000"; an empty list is "£0" (or zero in the given currency). */
export function formatTotals(totals: readonly CurrencyTotal[], emptyCurrency = DEFAULT_CURRENCY): string {
  if (totals.length === 0) return formatMoney(0, emptyCurrency);
  return totals.map((t) => formatMoney(t.total, t.currency)).join(" + ");
}

/** Multiplies each total (a contingency, a share) keeping its currency. */
export const scaleTotals = (totals: readonly CurrencyTotal[], factor: number): CurrencyTotal[] =>
  totals.map((t) => ({ ...t, total: Math.round(t.total * factor * 100) / 100 }));
