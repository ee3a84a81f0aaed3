import { notifications } from "@mantine/notifications";
import { useCallback, useEffect, useRef, useState } from "react";
import { checkExecutedUpload } from "../../../common/upload-rules";
import { ApiError } from "../../api/client";
import { type ExecutedUpload, getExecutedUpload, uploadExecutedContract } from "../../api/portfolio";
import { openUpgradeDialog } from "../../components/upgrade/upgrade-events";

/**
 * idle → uploading (real XHR percentage) → reading (server extracting)
 * → scanning (OCR of a scanned PDF, polled every second) → ready (the form takes over).
 */
export type ExecutedUploadPhase = "idle" | "uploading" | "reading" | "scanning" | "ready";

export type ExecutedUploadState = {
  phase: ExecutedUploadPhase;
  fileName: string | null;
  uploadPercent: number;
  /** OCR progress reported by the server, 0-100. */
  scanPercent: number;
  result: ExecutedUpload | null;
};

const IDLE: ExecutedUploadState = {
  phase: "idle",
  fileName: null,
  uploadPercent: 0,
  scanPercent: 0,
  result: null,
};

const POLL_MS = 1000;
const UPLOAD_FAILED = "There was an error uploading your contract. Please try again.";

const isStorageLimit = (error: unknown) =>
  error instanceof ApiError && (error.status === 402 || error.body.upgradeRequired === true);

function showUploadFailed(error: unknown) {
  const message = error instanceof ApiError && error.message ? error.message : UPLOAD_FAILED;
  notifications.show({ title: "Upload failed", message, color: "red" });
}

/** `onStorageLimit` lets the dialog step aside for the upgrade dialog. */
export function useExecutedUpload(onStorageLimit: () => void) {
  const [state, setState] = useState<ExecutedUploadState>(IDLE);
  // Each flow has a number; a reset (Cancel, closing the dialog) makes any answer still on its way stale.
  const flowRef = useRef(0);

  useEffect(
    () => () => {
      flowRef.current += 1;
    },
    [],
  );

  const reset = useCallback(() => {
    flowRef.current += 1;
    setState(IDLE);
  }, []);

  const pollScan = useCallback(async (flow: number, uploadId: string): Promise<ExecutedUpload | null> => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (flowRef.current !== flow) return null;
      const upload = await getExecutedUpload(uploadId);
      if (flowRef.current !== flow) return null;
      if (upload.status !== "ocr_running") return upload;
      setState((current) => ({ ...current, scanPercent: upload.progress }));
    }
  }, []);

  const uploadFile = useCallback(
    async (file: File) => {
      if (state.phase !== "idle") return;
      const problem = checkExecutedUpload({ name: file.name, size: file.size, type: file.type });
      if (problem) {
        notifications.show({ title: problem.title, message: problem.message, color: "red" });
        return;
      }
      flowRef.current += 1;
      const flow = flowRef.current;
      const isCurrent = () => flowRef.current === flow;
      // The server alone enforces the storage allowance: a full account gets 402 (handled below).
      setState({ ...IDLE, phase: "uploading", fileName: file.name });

      try {
        let upload = await uploadExecutedContract(file, (percent) => {
          if (!isCurrent()) return;
          // At 100 % the bytes are sent and the server is reading the document.
          setState((current) => ({
            ...current,
            uploadPercent: percent,
            phase: percent >= 100 ? "reading" : "uploading",
          }));
        });
        if (!isCurrent()) return;
        if (upload.status === "ocr_running") {
          setState((current) => ({ ...current, phase: "scanning", scanPercent: upload.progress }));
          const scanned = await pollScan(flow, upload.uploadId);
          if (!scanned) return;
          upload = scanned;
        }
        setState((current) => ({ ...current, phase: "ready", result: upload }));
        if (upload.extractedData?.success) {
          notifications.show({
            title: "Form auto-populated!",
            message:
              upload.extractedData.extractionMethod === "ocr"
                ? "We read the scan. Please check each detail before saving."
                : "Check the details we found and fill in anything missing.",
            color: "teal",
            autoClose: 3000,
          });
        }
      } catch (error) {
        if (!isCurrent()) return;
        setState(IDLE);
        if (isStorageLimit(error)) {
          onStorageLimit();
          openUpgradeDialog("storage_limit");
        } else showUploadFailed(error);
      }
    },
    [onStorageLimit, pollScan, state.phase],
  );

  return { state, uploadFile, reset };
}
