import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import type { AdvancedClauses, Analysis } from "../../common/api/analysis";
import type { ContractSummary, ContractView, Decision } from "../../common/api/contracts";
import type { DashboardStats } from "../../common/api/dashboard";
import type { okMessageSchema, okSchema } from "../../common/api/errors";
import { analyticsKeys } from "./analytics";
import { ApiError, apiFetch } from "./client";
import { usageKeys } from "./usage";

/** The analysis as the API sends it (`GET /api/contracts/:id/analysis`, `POST .../analyze`). */
export type AnalysisRecord = Analysis;

export type { AdvancedClauses, ContractSummary, ContractView, DashboardStats, Decision };

/** Every draft-contract query key; a contract's own queries sit under `contractKeys.one(id)`. */
export const contractKeys = {
  all: ["contracts"] as const,
  list: () => [...contractKeys.all, "list"] as const,
  one: (id: string) => [...contractKeys.all, id] as const,
  view: (id: string) => [...contractKeys.one(id), "analysis"] as const,
  advancedClauses: (id: string) => [...contractKeys.one(id), "advanced-clauses"] as const,
};

export const dashboardKeys = { stats: () => ["dashboard", "stats"] as const };

export const contractsQuery = () =>
  queryOptions({
    queryKey: contractKeys.list(),
    queryFn: () => apiFetch<ContractSummary[]>("/api/contracts"),
  });

/** The list searched, filtered and sorted by the server; `params` is GET /api/contracts's query string. */
export const contractListQuery = (params: URLSearchParams) => {
  const search = params.toString();
  return queryOptions({
    queryKey: [...contractKeys.list(), search],
    queryFn: ({ signal }) =>
      apiFetch<ContractSummary[]>(`/api/contracts${search ? `?${search}` : ""}`, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const contractViewQuery = (id: string) =>
  queryOptions({
    queryKey: contractKeys.view(id),
    queryFn: () => apiFetch<ContractView>(`/api/contracts/${id}/analysis`),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 3,
  });

export const advancedClausesQuery = (id: string) =>
  queryOptions({
    queryKey: contractKeys.advancedClauses(id),
    queryFn: () => apiFetch<AdvancedClauses>(`/api/contracts/${id}/advanced-clauses`),
  });

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: () => apiFetch<DashboardStats>("/api/dashboard/stats"),
  });

/** The lists and figures a new, deleted or (re-)analysed draft changes; never a contract's own review. */
export function invalidateDraftLists(queryClient: QueryClient) {
  const keys = [contractKeys.list(), dashboardKeys.stats(), usageKeys.status(), analyticsKeys.portfolio()];
  for (const queryKey of keys) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export const analyseContract = (id: string) =>
  apiFetch<AnalysisRecord>(`/api/contracts/${id}/analyze`, { method: "POST" });

/**
 * Re-analyse a contract already analysed: current thresholds and settings, decisions kept where the
 * wording is unchanged, and not counted against the monthly allowance (the server decides that).
 */
export function useReanalyseContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => analyseContract(id),
    onSettled: (_analysis, _error, id) => {
      invalidateDraftLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: contractKeys.one(id) });
    },
  });
}

const setContractSide = (id: string, side: "customer" | "supplier") =>
  apiFetch<AnalysisRecord>(`/api/contracts/${id}/side`, { method: "PUT", body: { side } });

/** Re-rates the contract from the other side of the deal (not counted as a new analysis). */
export function useSetContractSide(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (side: "customer" | "supplier") => setContractSide(contractId, side),
    onSettled: async () => {
      invalidateDraftLists(queryClient);
      await queryClient.invalidateQueries({ queryKey: contractKeys.one(contractId) });
    },
  });
}

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<z.infer<typeof okMessageSchema>>(`/api/contracts/${id}`, { method: "DELETE" }),
    onSettled: (_result, _error, id) => {
      invalidateDraftLists(queryClient);
      queryClient.removeQueries({ queryKey: contractKeys.one(id) });
    },
  });
}

export function useRecordDecision(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      analysisId: string;
      termType: string;
      decision: "accept" | "reject" | "propose";
      proposedText: string | null;
      reasoning?: string | null;
    }) => apiFetch<Decision>("/api/term-decisions", { method: "POST", body: input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.view(contractId) });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats() });
      // the list shows each contract's decisions and filters by them
      void queryClient.invalidateQueries({ queryKey: contractKeys.list() });
    },
  });
}

export function useClearDecision(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { analysisId: string; termType: string }) =>
      apiFetch<z.infer<typeof okSchema>>(`/api/term-decisions/${input.analysisId}/${input.termType}`, {
        method: "DELETE",
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.view(contractId) });
      void queryClient.invalidateQueries({ queryKey: contractKeys.list() });
    },
  });
}
