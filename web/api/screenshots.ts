import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { UploadedScreenshot } from "../../common/api/admin";
import type { okMessageSchema } from "../../common/api/errors";
import type { Screenshot } from "../../common/screenshots";
import { apiFetch } from "./client";
import { uploadWithProgress } from "./upload";

const adminScreenshotsKey = ["admin", "screenshots"] as const;
const publicScreenshotsKey = ["screenshots"] as const;

export const adminScreenshotsQuery = () =>
  queryOptions({
    queryKey: adminScreenshotsKey,
    queryFn: () => apiFetch<Screenshot[]>("/api/admin/screenshots"),
    staleTime: 0,
  });

/** The landing page gallery's list; open to visitors. */
export const publicScreenshotsQuery = () =>
  queryOptions({
    queryKey: publicScreenshotsKey,
    queryFn: () => apiFetch<Screenshot[]>("/api/screenshots"),
  });

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminScreenshotsKey }),
    queryClient.invalidateQueries({ queryKey: publicScreenshotsKey }),
  ]);

/** One request per file (spec 02 section 7), with real upload progress. */
export function useUploadScreenshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadWithProgress<UploadedScreenshot>({
        url: "/api/admin/upload-screenshot",
        field: "image",
        file,
        onProgress,
      }),
    onSettled: () => refresh(queryClient),
  });
}

export function useDeleteScreenshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filename: string) =>
      apiFetch<z.infer<typeof okMessageSchema>>(`/api/admin/screenshots/${encodeURIComponent(filename)}`, {
        method: "DELETE",
      }),
    onSettled: () => refresh(queryClient),
  });
}
