import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  type ContractListQuery,
  contractListQuerySchema,
  contractListSearchParams,
} from "../../../../common/contract-list";

const KEYS = ["q", "risk", "status", "sort", "order"] as const;

/** Reads each parameter on its own, so one bad value in a pasted link resets only itself. */
export function readListQuery(params: URLSearchParams): ContractListQuery {
  const query = contractListQuerySchema.parse({});
  const shape = contractListQuerySchema.shape;
  const q = shape.q.safeParse(params.get("q") ?? undefined);
  const risk = shape.risk.safeParse(params.get("risk") ?? undefined);
  const status = shape.status.safeParse(params.get("status") ?? undefined);
  const sort = shape.sort.safeParse(params.get("sort") ?? undefined);
  const order = shape.order.safeParse(params.get("order") ?? undefined);
  return {
    q: q.success ? q.data : query.q,
    risk: risk.success ? risk.data : query.risk,
    status: status.success ? status.data : query.status,
    sort: sort.success ? sort.data : query.sort,
    order: order.success ? order.data : query.order,
  };
}

/**
 * The list's search, filters and sort live in the address, so Back, Refresh and a shared link keep
 * them. Typing replaces the history entry; choosing a filter or sort adds one.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);

  const update = useCallback(
    (change: Partial<ContractListQuery>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of KEYS) next.delete(key);
          const wanted = contractListSearchParams({ ...readListQuery(current), ...change });
          for (const [key, value] of wanted) next.set(key, value);
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  const clearFilters = useCallback(() => update({ q: "", risk: [], status: [] }), [update]);
  return { query, update, clearFilters };
}
