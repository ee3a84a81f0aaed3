import { Button, Group, Loader } from "@mantine/core";
import { IconEye, IconFileDownload } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import type { ContractSummary } from "../../api/contracts";
import { DeleteContractButton } from "./DeleteContractButton";

type Props = {
  contract: ContractSummary;
  isDownloading: boolean;
  isDownloadDisabled: boolean;
  isDeleting: boolean;
  onDownload: (contract: ContractSummary) => void;
  onDelete: (contract: ContractSummary) => void;
  /** Cards show delete beside the name instead, so the buttons fit on one line at 375 px. */
  showDelete?: boolean;
};

export function ContractActions({
  contract,
  isDownloading,
  isDownloadDisabled,
  isDeleting,
  onDownload,
  onDelete,
  showDelete = true,
}: Props) {
  // The review opens over the list: keep the list's search and filters for when it closes.
  const { search } = useLocation();
  // the proposal lists the terms the user rejected or rewrote: with no decision there is nothing to send
  const undecided = contract.decisionCount === 0;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component={Link}
        to={{ pathname: `/contract-analysis/${contract.id}`, search }}
        size="xs"
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={`View analysis of ${contract.originalName}`}
        data-testid="view-analysis"
      >
        View
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={
          isDownloading ? <Loader size={12} aria-hidden /> : <IconFileDownload size={14} aria-hidden />
        }
        disabled={isDownloadDisabled || undecided}
        title={undecided ? "Reject a term or propose an alternative first" : undefined}
        onClick={() => onDownload(contract)}
        aria-label={`Download amendment proposal for ${contract.originalName}${undecided ? " (reject a term or propose an alternative first)" : ""}`}
        data-testid="download-amendment"
      >
        {isDownloading ? "Generating…" : "Amendment proposal"}
      </Button>
      {showDelete && <DeleteContractButton contract={contract} isDeleting={isDeleting} onDelete={onDelete} />}
    </Group>
  );
}
