import { Button } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { errorMessage } from "../../../api/client";
import { downloadReviewSummary } from "../../../api/contracts";
import { showError, showSuccess } from "./view-toasts";

type Props = { contractId: string; originalName: string };

/** A one-page PDF of the review (parties, key values, risks, decisions) to send to a manager. */
export function DownloadSummaryButton({ contractId, originalName }: Props) {
  const download = useMutation({
    mutationFn: () => downloadReviewSummary(contractId, originalName),
    onSuccess: () => showSuccess("Success", "Summary downloaded"),
    onError: (error) =>
      showError("Download Error", "Failed to create the summary.", errorMessage(error, "Please try again.")),
  });
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconFileTypePdf size={14} aria-hidden="true" />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      data-testid="download-summary"
    >
      Download summary (PDF)
    </Button>
  );
}
