import { ActionIcon, Button, Group, Loader, Tooltip } from "@mantine/core";
import { IconEye, IconFileDownload, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import type { ContractSummary } from "../../api/contracts";

type Props = {
  contract: ContractSummary;
  isDownloading: boolean;
  isDownloadDisabled: boolean;
  isDeleting: boolean;
  onDownload: (contract: ContractSummary) => void;
  onDelete: (contract: ContractSummary) => void;
};

export function ContractActions({
  contract,
  isDownloading,
  isDownloadDisabled,
  isDeleting,
  onDownload,
  onDelete,
}: Props) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component={Link}
        to={`/contract-analysis/${contract.id}`}
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
        disabled={isDownloadDisabled}
        onClick={() => onDownload(contract)}
        aria-label={`Download amendment proposal for ${contract.originalName}`}
        data-testid="download-amendment"
      >
        {isDownloading ? "Generating…" : "Amendment proposal"}
      </Button>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          size="md"
          loading={isDeleting}
          onClick={() => onDelete(contract)}
          aria-label={`Delete ${contract.originalName}`}
          data-testid="delete-contract"
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
