import { Button } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { errorMessage } from "../../../api/client";
import { useDownloadReviewSummary } from "../../../api/documents";
import { showError, showSuccess } from "./view-toasts";

type Props = { contractId: string; originalName: string };

/** A one-page PDF of the review (parties, key values, risks, decisions) to send to a manager. */
export function DownloadSummaryButton({ contractId, originalName }: Props) {
  const download = useDownloadReviewSummary();
  const start = () =>
    download.mutate(
      { id: contractId, originalName },
      {
        onSuccess: () => showSuccess("Success", "Summary downloaded"),
        onError: (error) =>
          showError(
            "Download Error",
            "Failed to create the summary.",
            errorMessage(error, "Please try again."),
          ),
      },
    );
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconFileTypePdf size={14} aria-hidden="true" />}
      loading={download.isPending}
      onClick={start}
      data-testid="download-summary"
    >
      Download summary (PDF)
    </Button>
  );
}
