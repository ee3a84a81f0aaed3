/** Filtering, sorting and totals of the portfolio screen (spec 02 sections 2 and 9). */

import { type CurrencyTotal, totalsByCurrency } from "../../../common/money-totals";
import type { ExecutedContract } from "../../../common/portfolio";
import { type PortfolioHealth, portfolioHealth } from "../../../common/portfolio-health";
import { matchesRenewalFilter, renewalStatus } from "../../../common/renewal-status";

export type PortfolioFilter = "all" | "urgent" | "upcoming" | "active" | "expired";
export type PortfolioSort = "renewalDate" | "contractValue" | "title";

export const FILTER_OPTIONS: { value: PortfolioFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "urgent", label: "Urgent" },
  { value: "upcoming", label: "Upcoming" },
  { value: "active", label: "Active" },
  { value: "expired", label: "Ended" },
];

export const SORT_OPTIONS: { value: PortfolioSort; label: string }[] = [
  { value: "renewalDate", label: "Renewal date (soonest first)" },
  { value: "contractValue", label: "Value (highest first)" },
  { value: "title", label: "Title (A to Z)" },
];

const byTitle = (a: ExecutedContract, b: ExecutedContract) =>
  a.contractTitle.localeCompare(b.contractTitle, "en-GB", { sensitivity: "base" });

/** Soonest renewal first and contracts without a date last; highest value first; title A to Z. */
export function sortContracts(
  contracts: readonly ExecutedContract[],
  sort: PortfolioSort,
  today: Date,
): ExecutedContract[] {
  const sorted = [...contracts];
  if (sort === "title") return sorted.sort(byTitle);
  if (sort === "contractValue") {
    return sorted.sort((a, b) => (b.contractValue ?? 0) - (a.contractValue ?? 0) || byTitle(a, b));
  }
  const days = (contract: ExecutedContract) =>
    renewalStatus(contract, today).daysLeft ?? Number.POSITIVE_INFINITY;
  return sorted.sort((a, b) => {
    const difference = days(a) - days(b);
    return (Number.isNaN(difference) ? 0 : difference) || byTitle(a, b);
  });
}

export function filterContracts(
  contracts: readonly ExecutedContract[],
  filter: PortfolioFilter,
  today: Date,
): ExecutedContract[] {
  return contracts.filter((contract) => matchesRenewalFilter(filter, contract, today));
}

export interface PortfolioTotals {
  count: number;
  /** One total per currency, never added across currencies (no exchange rate is known). */
  totals: CurrencyTotal[];
  urgent: number;
  upcoming: number;
  /** Contracts that did not renew and have ended. */
  expired: number;
  health: PortfolioHealth;
}

export function portfolioTotals(contracts: readonly ExecutedContract[], today: Date): PortfolioTotals {
  const count = (status: string) =>
    contracts.filter((contract) => renewalStatus(contract, today).status === status).length;
  // a contract that ended without renewing costs nothing more: it is counted, but not in the value
  const running = contracts.filter((contract) => renewalStatus(contract, today).status !== "expired");
  return {
    count: contracts.length,
    totals: totalsByCurrency(running),
    urgent: count("urgent"),
    upcoming: count("upcoming"),
    expired: count("expired"),
    health: portfolioHealth(contracts, today),
  };
}
