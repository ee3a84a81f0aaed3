import { queryOptions } from "@tanstack/react-query";
import type { PortfolioAnalytics } from "../../common/analytics";
import { apiFetch } from "./client";

export const analyticsKeys = { portfolio: () => ["analytics"] as const };

/** Premium only: a free account gets 402 with the server's message. */
export const analyticsQuery = () =>
  queryOptions({
    queryKey: analyticsKeys.portfolio(),
    queryFn: ({ signal }) => apiFetch<PortfolioAnalytics>("/api/analytics", { signal }),
  });
