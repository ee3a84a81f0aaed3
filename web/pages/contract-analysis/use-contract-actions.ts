import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { ApiError, errorMessage } from "../../api/client";
import { type ContractSummary, useDeleteContract } from "../../api/contracts";
import { openUpgradeDialog, type UpgradeReason } from "../../components/upgrade/upgrade-events";
import { downloadAmendmentProposal } from "./amendment-proposal";

/**
 * Download and delete for the contract lists. Lives with the page (not the row) so the toast and the
 * confirmation still work after the deleted row has left the refreshed list.
 */
export function useContractActions() {
  const deleteContract = useDeleteContract();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const downloadProposal = async (contract: ContractSummary) => {
    if (downloadingId) return;
    setDownloadingId(contract.id);
    try {
      await downloadAmendmentProposal(contract.id, contract.originalName);
      notifications.show({ title: "Success", message: "Amendment proposal downloaded", color: "teal" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 402 && error.body.upgradeRequired) {
        openUpgradeDialog((error.body.reason as UpgradeReason | undefined) ?? "general");
      } else {
        notifications.show({
          title: "Download failed",
          message: errorMessage(error, "Failed to generate amendment proposal"),
          color: "red",
        });
      }
    } finally {
      setDownloadingId(null);
    }
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
    downloadingId,
    confirmDelete,
    deletingId: deleteContract.isPending ? deleteContract.variables : null,
  };
}
