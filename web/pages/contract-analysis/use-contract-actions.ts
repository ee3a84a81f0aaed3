import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { ApiError, errorMessage } from "../../api/client";
import { type ContractSummary, useDeleteContract } from "../../api/contracts";
import { useDownloadAmendmentProposal } from "../../api/documents";
import { openUpgradeDialog, type UpgradeReason } from "../../components/upgrade/upgrade-events";

/**
 * Download and delete for the contract lists. Lives with the page (not the row) so the toast and the
 * confirmation still work after the deleted row has left the refreshed list.
 */
export function useContractActions() {
  const deleteContract = useDeleteContract();
  const download = useDownloadAmendmentProposal();

  const downloadProposal = (contract: ContractSummary) => {
    if (download.isPending) return;
    download.mutate(contract, {
      onSuccess: () =>
        notifications.show({ title: "Success", message: "Amendment proposal downloaded", color: "teal" }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 402 && error.body.upgradeRequired) {
          openUpgradeDialog((error.body.reason as UpgradeReason | undefined) ?? "general");
          return;
        }
        notifications.show({
          title: "Download failed",
          message: errorMessage(error, "Failed to generate amendment proposal"),
          color: "red",
        });
      },
    });
  };

  const confirmDelete = (contract: ContractSummary) =>
    modals.openConfirmModal({
      title: `Delete '${contract.originalName}'?`,
      children: "The file, its analysis and your decisions will be removed. This cannot be undone.",
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red", "data-testid": "confirm-delete" } as Record<string, unknown>,
      onConfirm: () =>
        deleteContract.mutateAsync(contract.id).then(
          () => notifications.show({ title: "Success", message: "Contract deleted", color: "teal" }),
          (error: unknown) =>
            notifications.show({
              title: "Delete failed",
              message: errorMessage(error, "Failed to delete contract"),
              color: "red",
            }),
        ),
    });

  return {
    downloadProposal,
    downloadingId: download.isPending ? download.variables.id : null,
    confirmDelete,
    deletingId: deleteContract.isPending ? deleteContract.variables : null,
  };
}
