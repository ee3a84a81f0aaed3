import { queryOptions } from "@tanstack/react-query";
import type { UsageStatus } from "../../common/usage";
import { apiFetch } from "./client";

export const usageKeys = { status: () => ["usage-limits"] as const };

export const usageQuery = () =>
  queryOptions({
    queryKey: usageKeys.status(),
    queryFn: () => apiFetch<UsageStatus>("/api/usage-limits"),
    refetchInterval: 30_000,
  });
