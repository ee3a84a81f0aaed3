import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContractAnalysis } from "../../analysis/types";
import { ApiError, apiFetch, apiRequest } from "./client";
import { uploadWithProgress } from "./upload";

export type ContractSummary = {
  id: string;
  originalName: string;
  uploadedAt: string;
  status: "uploaded" | "analyzed";
  side: "customer" | "supplier";
  sizeBytes: number;
  analysis: { id: string; overallRisk: "green" | "amber" | "red"; createdAt: string } | null;
};

export type AnalysisRecord = Omit<ContractAnalysis, "cuadSpans"> & {
  id: string;
  contractId: string;
  engineVersion: string;
  createdAt: string;
  extractedText?: string;
};

export type Decision = {
  id: string;
  analysisId: string | null;
  contractId: string;
  termType: string;
  decision: "accept" | "reject" | "propose";
  proposedChange: string | null;
  proposedText: string | null;
  reasoning: string | null;
  updatedAt: string;
};

export type ContractView = {
  contract: {
    id: string;
    originalName: string;
    uploadedAt: string;
    status: "uploaded" | "analyzed";
    side: "customer" | "supplier";
    extractedText: string;
    content: string;
    extractedHtml: string;
  };
  analysis: AnalysisRecord | null;
  decisions: Decision[];
};

export type AdvancedClauses = Pick<
  ContractAnalysis,
  "advancedClauses" | "clauseSummary" | "enhancedRisk" | "health" | "topPriorities" | "overallRisk"
> &
  // analyses stored before the risk story was added have no explanation
  Partial<Pick<ContractAnalysis, "riskExplanation">>;

export type DashboardStats = {
  totalContracts: number;
  draftContracts: number;
  signedContracts: number;
  highRisk: number;
  approved: number;
  pendingReview: number;
  isPremium: boolean;
};

export const contractsQuery = () =>
  queryOptions({ queryKey: ["contracts"], queryFn: () => apiFetch<ContractSummary[]>("/api/contracts") });

export const contractViewQuery = (id: string) =>
  queryOptions({
    queryKey: ["contracts", id, "analysis"],
    queryFn: () => apiFetch<ContractView>(`/api/contracts/${id}/analysis`),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 3,
  });

export const advancedClausesQuery = (id: string) =>
  queryOptions({
    queryKey: ["contracts", id, "advanced-clauses"],
    queryFn: () => apiFetch<AdvancedClauses>(`/api/contracts/${id}/advanced-clauses`),
  });

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: ["dashboard-stats"],
    queryFn: () => apiFetch<DashboardStats>("/api/dashboard/stats"),
  });

export const uploadDraftContract = (file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress<{ contractId: string }>({
    url: "/api/contracts/upload",
    field: "contract",
    file,
    onProgress,
  });

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
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: ["contracts"] });
      queryClient.invalidateQueries({ queryKey: ["dashboard-stats"] });
      queryClient.invalidateQueries({ queryKey: ["usage-limits"] });
    },
  });
}

export const setContractSide = (id: string, side: "customer" | "supplier") =>
  apiFetch<AnalysisRecord>(`/api/contracts/${id}/side`, { method: "PUT", body: { side } });

export const downloadOriginal = (id: string) => apiRequest(`/api/contracts/${id}/file`);

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ ok: boolean; message: string }>(`/api/contracts/${id}`, { method: "DELETE" }),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: ["contracts"] });
      queryClient.invalidateQueries({ queryKey: ["dashboard-stats"] });
      queryClient.invalidateQueries({ queryKey: ["usage-limits"] });
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
      queryClient.invalidateQueries({ queryKey: ["contracts", contractId, "analysis"] });
      queryClient.invalidateQueries({ queryKey: ["dashboard-stats"] });
    },
  });
}

export function useClearDecision(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { analysisId: string; termType: string }) =>
      apiFetch(`/api/term-decisions/${input.analysisId}/${input.termType}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["contracts", contractId, "analysis"] }),
  });
}
