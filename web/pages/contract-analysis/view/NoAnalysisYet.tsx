import { Button, Group } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { planLimitReason, useAnalyseContract } from "../../../api/analyse-contract";
import { ViewMessage } from "./ViewMessage";
import { showError } from "./view-toasts";

type Props = { contractId: string; originalName: string; onClose: () => void };

/** The contract is stored but has never been analysed: say so and offer to run the analysis. */
export function NoAnalysisYet({ contractId, originalName, onClose }: Props) {
  const analyse = useAnalyseContract();
  const handleAnalyse = () =>
    analyse.mutate(
      { contractId },
      {
        onError: (error) => {
          if (!planLimitReason(error))
            showError("Analysis Failed", error.message || "Failed to analyze contract");
        },
      },
    );

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
          <Button loading={analyse.isPending} onClick={handleAnalyse} data-testid="analyse-now">
            Analyse now
          </Button>
        </Group>
      }
      onClose={onClose}
      testId="analysis-missing"
    />
  );
}
