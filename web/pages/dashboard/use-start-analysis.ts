import { notifications } from "@mantine/notifications";
import { useNavigate } from "react-router";
import { planLimitReason, useAnalyseContract } from "../../api/analyse-contract";
import { errorMessage } from "../../api/client";

/**
 * 'Start analysis' on the dashboard: analyse and open the review. Over the limit the server answers
 * 402 and useAnalyseContract opens the upgrade dialog; nothing else runs.
 */
export function useStartAnalysis() {
  const navigate = useNavigate();
  const mutation = useAnalyseContract();

  return {
    startAnalysis: (contractId: string) =>
      mutation.mutate(
        { contractId },
        {
          onSuccess: (outcome) => navigate(`/contract-analysis/${outcome.contractId}`),
          onError: (error) => {
            if (planLimitReason(error)) return;
            notifications.show({
              title: "Analysis Failed",
              message: errorMessage(error, "Failed to analyze contract"),
              color: "red",
            });
          },
        },
      ),
    analysingId:
      mutation.isPending && mutation.variables && "contractId" in mutation.variables
        ? mutation.variables.contractId
        : null,
  };
}
