import { Button, Tooltip } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { errorMessage, getToken } from "../../../api/client";
import type { Decision } from "../../../api/contracts";
import { type NotApplied, useDownloadRedline } from "../../../api/documents";
import { showError, showSuccess } from "./view-toasts";

type Props = {
  contractId: string;
  originalName: string;
  decisions: Decision[];
  /** the decisions the server could not write into the file; called with [] when a download starts */
  onNotApplied: (notApplied: NotApplied[]) => void;
};

/** The original Word file with the user's decisions as tracked changes; needs at least one decision. */
export function DownloadRedlineButton({ contractId, originalName, decisions, onNotApplied }: Props) {
  const download = useDownloadRedline();
  const hasDecisions = decisions.length > 0;

  const handleClick = () => {
    if (!getToken()) {
      showError("Error", "Authentication required");
      return;
    }
    onNotApplied([]);
    download.mutate(
      { contractId, originalName, decisions },
      {
        onSuccess: ({ notApplied }) => {
          showSuccess("Success", "Redlined document downloaded successfully");
          onNotApplied(notApplied);
        },
        onError: (error) =>
          showError(
            "Download Error",
            "Failed to generate redlined document.",
            errorMessage(error, "Please try again."),
          ),
      },
    );
  };

  const button = (
    <Button
      size="sm"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      disabled={!hasDecisions}
      loading={download.isPending}
      onClick={handleClick}
      data-testid="download-redline"
    >
      Download Redlined Document
    </Button>
  );
  if (hasDecisions) return button;
  return (
    <Tooltip
      label="Accept, reject or propose a change to at least one term first"
      withArrow
      multiline
      maw={260}
    >
      <span>{button}</span>
    </Tooltip>
  );
}
