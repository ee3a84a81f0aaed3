import { queryOptions } from "@tanstack/react-query";
import type { ExecutedContract } from "../../../common/portfolio";
import { apiFetch } from "../../api/client";

/**
 * The whole signed-contract portfolio. The key is the one `executedContractsQuery()` in
 * `web/api/portfolio.ts` uses for the unfiltered list, so this page and My Contracts share one cache
 * entry and My Contracts' saves, edits and deletes (which invalidate `["executed-contracts", "list"]`)
 * refresh these figures too. Swap for that factory once it has settled.
 */
export const executedContractsQuery = () =>
  queryOptions({
    queryKey: ["executed-contracts", "list", { search: "" }],
    queryFn: ({ signal }) => apiFetch<ExecutedContract[]>("/api/executed-contracts", { signal }),
  });
