import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { checkDraftUpload } from "../../../common/upload-rules";
import { ApiError, errorMessage } from "../../api/client";
import { analyseContract, uploadDraftContract } from "../../api/contracts";
import { checkUsage } from "../../api/usage";
import { openFullScreenAnalysis, openUpgradeDialog } from "../../components/upgrade/upgrade-events";

/**
 * idle → checking (storage allowance) → uploading (real XHR percentage) → reading (server extracting,
 * then the short pause before analysis) → analysing (POST analyze) → done → idle after 3 s.
 */
export type UploadPhase = "idle" | "checking" | "uploading" | "reading" | "analysing" | "done";

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

/** Spec 01 section 9: analysis starts 500 ms after upload; the analysis opens 1000 ms after it ends. */
const AUTO_ANALYSIS_DELAY_MS = 500;
const OPEN_ANALYSIS_DELAY_MS = 1000;
const DONE_VISIBLE_MS = 3000;

const isLimitError = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 402 || error.body.upgradeRequired === true || /limit reached/i.test(error.message));

/** 422: the document has no meaningful text; the server says what to do and nothing was counted. */
const isNothingToAnalyse = (error: unknown) => error instanceof ApiError && error.status === 422;

function showUsageCheckError(error: unknown) {
  notifications.show({
    title: "Error",
    message: errorMessage(error, "Failed to check usage limits"),
    color: "red",
  });
}

export function useDraftUpload() {
  const queryClient = useQueryClient();
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

  const refreshLists = useCallback(() => {
    queryClient.invalidateQueries({ queryKey: ["contracts"] });
    queryClient.invalidateQueries({ queryKey: ["dashboard-stats"] });
    queryClient.invalidateQueries({ queryKey: ["usage-limits"] });
  }, [queryClient]);

  /** Usage check, POST analyze, refresh, then open the analysis. Expects busyRef to be held. */
  const runAnalysis = useCallback(
    async (contractId: string) => {
      update({ phase: "reading", contractId });
      let usage: Awaited<ReturnType<typeof checkUsage>>;
      try {
        usage = await checkUsage("analysis");
      } catch (error) {
        showUsageCheckError(error);
        return finish();
      }
      if (usage.upgradeRequired) {
        // The contract stays uploaded and is listed as not analysed.
        openUpgradeDialog("analysis_limit");
        return finish();
      }
      update({ phase: "analysing" });
      try {
        await analyseContract(contractId);
      } catch (error) {
        if (isLimitError(error)) openUpgradeDialog("analysis_limit");
        else {
          notifications.show({
            title: isNothingToAnalyse(error) ? "Nothing to analyse" : "Analysis Failed",
            message: errorMessage(error, "Failed to analyze contract"),
            color: "red",
          });
        }
        refreshLists();
        return finish();
      }
      refreshLists();
      busyRef.current = false;
      update({ phase: "done" });
      later(OPEN_ANALYSIS_DELAY_MS, () => openFullScreenAnalysis(contractId));
      later(DONE_VISIBLE_MS, () => setState((current) => (current.phase === "done" ? IDLE : current)));
    },
    [finish, later, refreshLists, update],
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
      setState({ phase: "checking", uploadPercent: 0, fileName: file.name, contractId: null });

      let usage: Awaited<ReturnType<typeof checkUsage>>;
      try {
        usage = await checkUsage("upload");
      } catch (error) {
        showUsageCheckError(error);
        return finish();
      }
      if (usage.upgradeRequired) {
        openUpgradeDialog("storage_limit");
        return finish();
      }

      update({ phase: "uploading" });
      let contractId: string;
      try {
        const result = await uploadDraftContract(file, (percent) =>
          // At 100 % the bytes are sent and the server is reading the document.
          update(percent >= 100 ? { uploadPercent: 100, phase: "reading" } : { uploadPercent: percent }),
        );
        contractId = result.contractId;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 402 || error.body.upgradeRequired === true)) {
          openUpgradeDialog("storage_limit");
        } else if (mountedRef.current) {
          setProblem({
            title: isNothingToAnalyse(error) ? "Nothing to analyse" : "Upload failed",
            message: errorMessage(error, "Upload failed"),
          });
        }
        return finish();
      }

      update({ phase: "reading", uploadPercent: 100, contractId });
      refreshLists();
      // Not tied to the page: leaving it mid-upload still gets the contract analysed.
      await new Promise((resolve) => setTimeout(resolve, AUTO_ANALYSIS_DELAY_MS));
      await runAnalysis(contractId);
    },
    [clearTimers, finish, refreshLists, runAnalysis, update],
  );

  /** For a contract already uploaded but not analysed (the 'Analyse' buttons). */
  const analyseExisting = useCallback(
    async (contractId: string, fileName: string) => {
      if (busyRef.current) return;
      busyRef.current = true;
      clearTimers();
      setProblem(null);
      setState({ phase: "reading", uploadPercent: 100, fileName, contractId });
      await runAnalysis(contractId);
    },
    [clearTimers, runAnalysis],
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
