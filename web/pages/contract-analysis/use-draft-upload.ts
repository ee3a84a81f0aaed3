import { notifications } from "@mantine/notifications";
import { useCallback, useEffect, useRef, useState } from "react";
import { checkDraftUpload } from "../../../common/upload-rules";
import {
  type AnalyseRequest,
  planLimitReason,
  storedContractId,
  useAnalyseContract,
} from "../../api/analyse-contract";
import { ApiError, errorMessage } from "../../api/client";
import { openFullScreenAnalysis } from "../../components/upgrade/upgrade-events";

/**
 * idle → uploading (real XHR percentage) → analysing (the server reads and analyses the document in the
 * same request) → done → idle after 3 s.
 */
export type UploadPhase = "idle" | "uploading" | "analysing" | "done";

export type UploadFlowState = {
  phase: UploadPhase;
  /** Upload percentage reported by the browser, 0-100. */
  uploadPercent: number;
  fileName: string | null;
  /** The contract being analysed, so its row can say so. */
  contractId: string | null;
};

export type UploadProblem = { title: string | null; message: string };

const IDLE: UploadFlowState = { phase: "idle", uploadPercent: 0, fileName: null, contractId: null };

/** Spec 01 section 9: the analysis opens 1000 ms after it ends (the upload itself starts the analysis). */
const OPEN_ANALYSIS_DELAY_MS = 1000;
const DONE_VISIBLE_MS = 3000;

/** 422: the document has no meaningful text; the server says what to do and nothing was counted. */
const isNothingToAnalyse = (error: unknown) => error instanceof ApiError && error.status === 422;

export function useDraftUpload() {
  const { mutateAsync: analyse } = useAnalyseContract();
  const [state, setState] = useState<UploadFlowState>(IDLE);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const busyRef = useRef(false);
  const mountedRef = useRef(true);
  const timersRef = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());

  useEffect(() => {
    mountedRef.current = true;
    const timers = timersRef.current;
    return () => {
      mountedRef.current = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const later = useCallback((ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timersRef.current.delete(timer);
      if (mountedRef.current) action();
    }, ms);
    timersRef.current.add(timer);
  }, []);
  // A new flow cancels the previous one's "open the analysis" and "back to idle" timers.
  const clearTimers = useCallback(() => {
    for (const timer of timersRef.current) clearTimeout(timer);
    timersRef.current.clear();
  }, []);

  const update = useCallback((patch: Partial<UploadFlowState>) => {
    if (mountedRef.current) setState((current) => ({ ...current, ...patch }));
  }, []);

  const finish = useCallback(() => {
    busyRef.current = false;
    if (mountedRef.current) setState(IDLE);
  }, []);

  /**
   * Uploads and analyses in one request, or analyses a stored contract. Plan limits open the upgrade
   * dialog (in useAnalyseContract); other failures are shown here. Expects busyRef to be held.
   */
  const run = useCallback(
    async (request: AnalyseRequest) => {
      const isUpload = "file" in request;
      try {
        const { contractId } = await analyse(request);
        busyRef.current = false;
        update({ phase: "done", contractId, uploadPercent: 100 });
        later(OPEN_ANALYSIS_DELAY_MS, () => openFullScreenAnalysis(contractId));
        later(DONE_VISIBLE_MS, () => setState((current) => (current.phase === "done" ? IDLE : current)));
      } catch (error) {
        if (planLimitReason(error)) return finish();
        // An upload whose analysis failed is stored and listed as not analysed: a toast, not the card.
        if (isUpload && !storedContractId(error) && mountedRef.current) {
          setProblem({
            title: isNothingToAnalyse(error) ? "Nothing to analyse" : "Upload failed",
            message: errorMessage(error, "Upload failed"),
          });
        } else {
          notifications.show({
            title: isNothingToAnalyse(error) ? "Nothing to analyse" : "Analysis Failed",
            message: errorMessage(error, "Failed to analyze contract"),
            color: "red",
          });
        }
        finish();
      }
    },
    [analyse, finish, later, update],
  );

  const uploadFile = useCallback(
    async (file: File) => {
      if (busyRef.current) return;
      setProblem(null);
      const invalid = checkDraftUpload({ name: file.name, size: file.size, type: file.type });
      if (invalid) {
        setProblem({ title: null, message: invalid });
        return;
      }
      busyRef.current = true;
      clearTimers();
      setState({ phase: "uploading", uploadPercent: 0, fileName: file.name, contractId: null });
      await run({
        file,
        // At 100 % the bytes are sent and the server is reading and analysing the document.
        onProgress: (percent) =>
          update(percent >= 100 ? { uploadPercent: 100, phase: "analysing" } : { uploadPercent: percent }),
      });
    },
    [clearTimers, run, update],
  );

  /** For a contract already uploaded but not analysed (the 'Analyse' buttons). */
  const analyseExisting = useCallback(
    async (contractId: string, fileName: string) => {
      if (busyRef.current) return;
      busyRef.current = true;
      clearTimers();
      setProblem(null);
      setState({ phase: "analysing", uploadPercent: 100, fileName, contractId });
      await run({ contractId });
    },
    [clearTimers, run],
  );

  const isBusy = state.phase !== "idle" && state.phase !== "done";

  return {
    state,
    isBusy,
    problem,
    dismissProblem: () => setProblem(null),
    uploadFile,
    analyseExisting,
  };
}
