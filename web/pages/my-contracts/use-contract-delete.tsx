import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import type { ExecutedContract } from "../../../common/portfolio";
import { errorMessage } from "../../api/client";
import { useDeleteExecutedContract } from "../../api/portfolio";

/** Delete behind a confirmation that names the contract (UI.md), with the spec's toasts. */
export function useContractDelete(onDeleted: (contract: ExecutedContract) => void) {
  const { mutate, isPending, variables } = useDeleteExecutedContract();

  const confirmDelete = useCallback(
    (contract: ExecutedContract) =>
      modals.openConfirmModal({
        title: `Delete ‘${contract.contractTitle}’?`,
        children: (
          <Text size="sm">
            The contract, its stored file and its reminders are removed. This cannot be undone.
          </Text>
        ),
        labels: { confirm: "Delete contract", cancel: "Cancel" },
        confirmProps: { color: "red", "data-testid": "confirm-delete-contract" } as Record<string, unknown>,
        onConfirm: () =>
          mutate(contract.id, {
            onSuccess: () => {
              notifications.show({
                title: "Contract deleted",
                message: contract.contractTitle,
                color: "teal",
              });
              onDeleted(contract);
            },
            onError: (error) =>
              notifications.show({
                title: "Delete failed",
                message: errorMessage(error, "There was an error deleting the contract. Please try again."),
                color: "red",
              }),
          }),
      }),
    [onDeleted, mutate],
  );

  return { confirmDelete, deletingId: isPending ? (variables ?? null) : null };
}
