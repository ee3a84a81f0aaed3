import { ActionIcon, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { ContractSummary } from "../../api/contracts";

type Props = {
  contract: ContractSummary;
  isDeleting: boolean;
  isDisabled?: boolean;
  onDelete: (contract: ContractSummary) => void;
};

export function DeleteContractButton({ contract, isDeleting, isDisabled = false, onDelete }: Props) {
  return (
    <Tooltip label="Delete">
      <ActionIcon
        variant="subtle"
        color="red"
        loading={isDeleting}
        disabled={isDisabled}
        onClick={() => onDelete(contract)}
        aria-label={`Delete ${contract.originalName}`}
        data-testid="delete-contract"
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
