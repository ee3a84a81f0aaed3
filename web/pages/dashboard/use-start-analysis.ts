import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/client";
import { analyseContract } from "../../api/contracts";
import { checkUsage } from "../../api/usage";
import { openUpgradeDialog } from "../../components/upgrade/upgrade-events";

class UsageCheckError extends Error {}

const isLimitError = (error: unknown) =>
  (error instanceof ApiError && error.status === 402) ||
  (error instanceof Error && /limit reached/i.test(error.message));

/**
 * 'Start analysis' on the dashboard: ask the server whether the monthly allowance allows it, analyse,
 * refresh the lists and open the analysis. Over the limit, the upgrade dialog opens and nothing else runs.
 */
export function useStartAnalysis() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: async (contractId: string) => {
      let check: Awaited<ReturnType<typeof checkUsage>>;
      try {
        check = await checkUsage("analysis");
      } catch (error) {
        throw new UsageCheckError(error instanceof Error && error.message ? error.message : "");
      }
      if (check.upgradeRequired) {
        openUpgradeDialog("analysis_limit");
        return null;
      }
      return analyseContract(contractId);
    },
    onSuccess: (analysis, contractId) => {
      if (!analysis) return;
      queryClient.invalidateQueries({ queryKey: ["contracts"] });
      queryClient.invalidateQueries({ queryKey: ["dashboard-stats"] });
      queryClient.invalidateQueries({ queryKey: ["usage-limits"] });
      navigate(`/contract-analysis/${analysis.contractId ?? contractId}`);
    },
    onError: (error) => {
      if (error instanceof UsageCheckError) {
        notifications.show({
          title: "Error",
          message: error.message || "Failed to check usage limits",
          color: "red",
        });
        return;
      }
      if (isLimitError(error)) {
        queryClient.invalidateQueries({ queryKey: ["usage-limits"] });
        openUpgradeDialog("analysis_limit");
        return;
      }
      notifications.show({
        title: "Analysis Failed",
        message: error instanceof Error && error.message ? error.message : "Failed to analyze contract",
        color: "red",
      });
    },
  });

  return {
    startAnalysis: (contractId: string) => mutation.mutate(contractId),
    analysingId: mutation.isPending ? mutation.variables : null,
  };
}
