import { queryOptions } from "@tanstack/react-query";
import type { ExecutedContract } from "../../../common/portfolio";
import { apiFetch } from "../../api/client";

/**
 * The signed-contract portfolio. The key is the one `web/api/portfolio.ts` uses, so this page and
 * My Contracts share one cached list (and its invalidations).
 */
export const executedContractsQuery = () =>
  queryOptions({
    queryKey: ["executed-contracts"],
    queryFn: () => apiFetch<ExecutedContract[]>("/api/executed-contracts"),
  });
