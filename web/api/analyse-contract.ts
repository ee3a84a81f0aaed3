import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UploadedContract } from "../../common/api/contracts";
import { openUpgradeDialog, type UpgradeReason } from "../components/upgrade/upgrade-events";
import { ApiError } from "./client";
import {
  type AdvancedClauses,
  type AnalysisRecord,
  analyseContract,
  type ContractView,
  contractKeys,
  invalidateDraftLists,
} from "./contracts";
import { uploadWithProgress } from "./upload";

/** A new file (stored and analysed in one request) or a contract already stored but not analysed. */
export type AnalyseRequest = { file: File; onProgress?: (percent: number) => void } | { contractId: string };

export type AnalyseOutcome = { contractId: string; analysis: AnalysisRecord; view: ContractView | null };

/** The server's 402 says which allowance ran out; anything else is not a plan limit. */
export function planLimitReason(error: unknown): UpgradeReason | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  return error.body.reason === "storage_limit" ? "storage_limit" : "analysis_limit";
}

/** The contract a failed request stored anyway (upload done, analysis refused), when there is one. */
export function storedContractId(error: unknown): string | null {
  return error instanceof ApiError && typeof error.body.contractId === "string"
    ? error.body.contractId
    : null;
}

async function analyse(request: AnalyseRequest): Promise<AnalyseOutcome> {
  if ("contractId" in request) {
    const analysis = await analyseContract(request.contractId);
    return { contractId: request.contractId, analysis, view: null };
  }
  const response = await uploadWithProgress<UploadedContract>({
    url: "/api/contracts/upload?analyse=true",
    field: "contract",
    file: request.file,
    onProgress: request.onProgress ?? (() => {}),
  });
  if (!response.view?.analysis) throw new ApiError(500, "The analysis did not come back. Please try again.");
  return { contractId: response.contractId, analysis: response.view.analysis, view: response.view };
}

function advancedClausesOf(analysis: AnalysisRecord): AdvancedClauses {
  const {
    advancedClauses,
    clauseSummary,
    enhancedRisk,
    health,
    topPriorities,
    riskExplanation,
    overallRisk,
  } = analysis;
  return {
    advancedClauses,
    clauseSummary,
    enhancedRisk,
    health,
    topPriorities,
    riskExplanation,
    overallRisk,
  };
}

/**
 * The one way to run a first analysis. The server alone enforces the plan (402 with the reason, which
 * opens the upgrade dialog here); the answer seeds the review's queries so it opens with no fetch.
 */
export function useAnalyseContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyse,
    onSuccess: ({ contractId, analysis, view }) => {
      if (view) queryClient.setQueryData(contractKeys.view(contractId), view);
      else {
        queryClient.setQueryData<ContractView>(contractKeys.view(contractId), (cached) =>
          cached
            ? {
                ...cached,
                contract: { ...cached.contract, status: "analyzed" },
                analysis: { ...analysis, extractedText: cached.contract.extractedText },
              }
            : cached,
        );
      }
      queryClient.setQueryData(contractKeys.advancedClauses(contractId), advancedClausesOf(analysis));
    },
    onError: (error) => {
      const reason = planLimitReason(error);
      if (reason) openUpgradeDialog(reason);
    },
    onSettled: () => invalidateDraftLists(queryClient),
  });
}
