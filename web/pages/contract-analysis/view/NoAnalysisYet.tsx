import { Button, Group } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../api/client";
import { analyseContract } from "../../../api/contracts";
import { openUpgradeDialog } from "../../../components/upgrade/upgrade-events";
import { ViewMessage } from "./ViewMessage";
import { showError } from "./view-toasts";

type Props = { contractId: string; originalName: string; onClose: () => void };

const isLimitError = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 402 || error.body.upgradeRequired === true || /limit reached/i.test(error.message));

/** The contract is stored but has never been analysed: say so and offer to run the analysis. */
export function NoAnalysisYet({ contractId, originalName, onClose }: Props) {
  const queryClient = useQueryClient();
  const analyse = useMutation({
    mutationFn: () => analyseContract(contractId),
    onSuccess: () => {
      for (const key of [["contracts"], ["dashboard-stats"], ["usage-limits"]]) {
        queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onError: (error) => {
      if (isLimitError(error)) openUpgradeDialog("analysis_limit");
      else showError("Analysis Failed", error.message || "Failed to analyze contract");
    },
  });

  return (
    <ViewMessage
      title={originalName}
      heading={analyse.isPending ? "Analysing clauses…" : "This contract has not been analysed yet"}
      message={
        analyse.isPending
          ? "Reading the document and rating each term. This usually takes a few seconds."
          : "Run the analysis to see which terms are risky, why they matter and what to ask for."
      }
      icon={<IconSearch size={26} />}
      actions={
        <Group>
          <Button loading={analyse.isPending} onClick={() => analyse.mutate()} data-testid="analyse-now">
            Analyse now
          </Button>
        </Group>
      }
      onClose={onClose}
      testId="analysis-missing"
    />
  );
}
