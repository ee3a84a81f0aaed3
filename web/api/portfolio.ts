import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CalendarFeed } from "../../common/api/calendar";
import type { okMessageSchema } from "../../common/api/errors";
import type {
  ExecutedUpload,
  ExtractedContractDetails,
  ExtractedData,
  ExtractionMethod,
  ReminderState,
  savedRemindersSchema,
} from "../../common/api/portfolio";
import type {
  ExecutedContract,
  executedContractUpdateSchema,
  ManualContractInput,
  ReminderSettings,
} from "../../common/portfolio";
import { analyticsKeys } from "./analytics";
import { apiFetch, apiRequest } from "./client";
import { dashboardKeys } from "./contracts";
import { notificationKeys } from "./notifications";
import { saveBlob } from "./save-blob";
import { uploadWithProgress } from "./upload";
import { usageKeys } from "./usage";

export type {
  CalendarFeed,
  ExecutedUpload,
  ExtractedContractDetails,
  ExtractedData,
  ExtractionMethod,
  ReminderState,
};

/** The prefix of the list (every search) and of each contract's reminder settings. */
const PORTFOLIO_KEY = ["executed-contracts"] as const;
export const calendarKeys = { feed: () => ["calendar-feed"] as const };

export const executedContractsQuery = (search = "") =>
  queryOptions({
    queryKey: [...PORTFOLIO_KEY, "list", { search }],
    queryFn: ({ signal }) =>
      apiFetch<ExecutedContract[]>(
        search ? `/api/executed-contracts?search=${encodeURIComponent(search)}` : "/api/executed-contracts",
        { signal },
      ),
    // Typing in the search box keeps the last list on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });

const NO_REMINDERS = (contractId: string): ReminderState => ({
  contractId,
  isSet: false,
  enabled: false,
  sent: [],
  reminderDays: [],
  defaultReminderDays: [90, 30, 7],
  emailAlerts: true,
  dashboardAlerts: true,
  customMessage: "",
});

export const reminderSettingsQuery = (contractId: string) =>
  queryOptions({
    queryKey: [...PORTFOLIO_KEY, "reminders", contractId],
    // Spec 02 section 7: a reminder fetch that fails is treated as no reminders. The query string
    // defeats any cache between the browser and the server.
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<ReminderState>(
          `/api/contract-reminders/${encodeURIComponent(contractId)}?t=${Date.now()}`,
          { signal },
        );
      } catch (error) {
        if ((error as Error).name === "AbortError") throw error;
        return NO_REMINDERS(contractId);
      }
    },
  });

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarKeys.feed(),
    queryFn: () => apiFetch<CalendarFeed>("/api/calendar-feed"),
  });

export const uploadExecutedContract = (file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress<ExecutedUpload>({
    url: "/api/executed-contracts/manual",
    field: "contract",
    file,
    onProgress,
  });

export const getExecutedUpload = (uploadId: string, signal?: AbortSignal) =>
  apiFetch<ExecutedUpload>(`/api/executed-contracts/uploads/${encodeURIComponent(uploadId)}`, { signal });

/** The check form was cancelled: the file read for it is not kept. */
export const discardExecutedUpload = (uploadId: string) =>
  apiFetch<{ ok: boolean; message: string }>(
    `/api/executed-contracts/uploads/${encodeURIComponent(uploadId)}`,
    {
      method: "DELETE",
    },
  );

/** Saves a fetched file under its own name. */
export async function saveResponseAs(response: Response, fileName: string) {
  const blob = await response.blob();
  saveBlob(blob, fileName);
}

/** The stored file needs the bearer token, so it is fetched and saved rather than linked. */
export async function downloadExecutedFile(contract: Pick<ExecutedContract, "filePath" | "fileName">) {
  if (!contract.filePath) throw new Error("No file is stored for this contract.");
  const response = await apiRequest(contract.filePath);
  await saveResponseAs(response, contract.fileName || "contract");
}

const fileNameFrom = (response: Response, fallback: string) => {
  const header = response.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
};

export async function downloadPortfolioCsv() {
  const response = await apiRequest("/api/executed-contracts/export.csv");
  await saveResponseAs(response, fileNameFrom(response, "clausewise-portfolio.csv"));
}

function usePortfolioInvalidation() {
  const queryClient = useQueryClient();
  return () => {
    // The list and each contract's reminders (saving may send a reminder that is already due).
    queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY });
    queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    // A signed contract counts towards the storage allowance and the dashboard's figures.
    queryClient.invalidateQueries({ queryKey: usageKeys.status() });
    queryClient.invalidateQueries({ queryKey: dashboardKeys.stats() });
    queryClient.invalidateQueries({ queryKey: analyticsKeys.portfolio() });
  };
}

export function useSaveManualContract() {
  const invalidate = usePortfolioInvalidation();
  return useMutation({
    mutationFn: (input: ManualContractInput) =>
      apiFetch<ExecutedContract>("/api/executed-contracts/save-manual", { method: "POST", body: input }),
    onSettled: invalidate,
  });
}

export type ExecutedContractUpdateInput = z.input<typeof executedContractUpdateSchema>;

export function useUpdateExecutedContract() {
  const invalidate = usePortfolioInvalidation();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ExecutedContractUpdateInput }) =>
      apiFetch<ExecutedContract>(`/api/executed-contracts/${encodeURIComponent(id)}`, {
        method: "PUT",
        body: input,
      }),
    onSettled: invalidate,
  });
}

export function useDeleteExecutedContract() {
  const invalidate = usePortfolioInvalidation();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<z.infer<typeof okMessageSchema>>(`/api/executed-contracts/${encodeURIComponent(id)}`, {
        method: "DELETE",
      }),
    onSettled: invalidate,
  });
}

export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettings) =>
      apiFetch<z.infer<typeof savedRemindersSchema>>("/api/contract-reminders", {
        method: "POST",
        body: input,
      }),
    onSettled: (_data, _error, input) => {
      queryClient.invalidateQueries({ queryKey: reminderSettingsQuery(input.contractId).queryKey });
      // A reminder already due is delivered at once as an in-app notification.
      queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CalendarFeed>("/api/calendar-feed/reset", { method: "POST" }),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQuery().queryKey, feed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedQuery().queryKey }),
  });
}
