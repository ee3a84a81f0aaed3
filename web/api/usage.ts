import { queryOptions } from "@tanstack/react-query";
import type { UsageCheck, UsageStatus } from "../../common/usage";
import { ApiError, apiFetch } from "./client";

export const usageKeys = { status: () => ["usage-limits"] as const };

export const usageQuery = () =>
  queryOptions({
    queryKey: usageKeys.status(),
    queryFn: () => apiFetch<UsageStatus>("/api/usage-limits"),
    refetchInterval: 30_000,
  });

/** Asks the server before an action; resolves with the check, including `upgradeRequired` on 402. */
export async function checkUsage(kind: "analysis" | "upload"): Promise<UsageCheck> {
  try {
    return await apiFetch<UsageCheck>(`/api/usage-limits/check-${kind}`, { method: "POST" });
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) return error.body as unknown as UsageCheck;
    throw error;
  }
}
