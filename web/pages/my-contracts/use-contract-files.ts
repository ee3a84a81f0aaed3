import { notifications } from "@mantine/notifications";
import { useCallback, useState } from "react";
import type { ExecutedContract } from "../../../common/portfolio";
import { errorMessage } from "../../api/client";
import { downloadExecutedFile, downloadPortfolioCsv } from "../../api/portfolio";

/** Download of a contract's stored file and the CSV export, each with its busy flag. */
export function useContractFiles() {
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [isExporting, setExporting] = useState(false);

  const download = useCallback(async (contract: ExecutedContract) => {
    setDownloadingId(contract.id);
    try {
      await downloadExecutedFile(contract);
    } catch (error) {
      notifications.show({
        title: "Download failed",
        message: errorMessage(error, "The file could not be downloaded. Please try again."),
        color: "red",
      });
    } finally {
      setDownloadingId(null);
    }
  }, []);

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      await downloadPortfolioCsv();
      notifications.show({
        title: "Portfolio exported",
        message: "The CSV file is in your downloads.",
        color: "teal",
      });
    } catch (error) {
      notifications.show({
        title: "Export failed",
        message: errorMessage(error, "The portfolio could not be exported. Please try again."),
        color: "red",
      });
    } finally {
      setExporting(false);
    }
  }, []);

  return { download, downloadingId, exportCsv, isExporting };
}
