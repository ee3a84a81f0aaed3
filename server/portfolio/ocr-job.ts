import { ocrPdfPages } from "../../documents/ocr";
import type { AppDeps } from "../deps";
import type { JobDefinition } from "../jobs/queue";
import { enhancedSettingsOf, thresholdsOf } from "../settings/service";
import type { FileStore } from "../storage/file-store";
import { extractContractDetails } from "./extraction";
import { findRunningOcrUpload, listRunningOcrUploads, updateRunningOcrUpload } from "./repository";

export const OCR_JOB = "ocr";
export type OcrJobData = { uploadId: string };

/** Queues text recognition for an upload saved with status "ocr_running". */
export async function queueOcr(deps: AppDeps, uploadId: string) {
  try {
    await deps.jobs.send<OcrJobData>(OCR_JOB, { uploadId }, { key: uploadId });
  } catch (error) {
    // The upload row is saved; job recovery queues its OCR within a minute.
    deps.log.error({ err: error, uploadId }, "could not queue OCR");
  }
}

/** Who the contract is read for: their company (for their side) and their risk settings, as the review reads it. */
const detailsOf = (row: NonNullable<Awaited<ReturnType<typeof findRunningOcrUpload>>>) => ({
  ownCompanyName: row.companyName,
  thresholds: thresholdsOf(row),
  enhanced: enhancedSettingsOf(row),
  fileName: row.upload.fileName,
});

/**
 * Reads scanned pages by OCR as a durable job (tesseract runs in its own worker thread), writing
 * progress to the upload row so whichever instance answers the poll can report it. One job at a time
 * per instance: each is CPU-heavy. A job cut off by a crash runs again from the start.
 */
export function ocrJob(deps: AppDeps, files: FileStore): JobDefinition<OcrJobData> {
  const finish = async (
    uploadId: string,
    status: "ready" | "failed",
    text: string,
    details: ReturnType<typeof detailsOf>,
  ) => {
    const extraction = extractContractDetails(text, {
      ...details,
      method: text.trim() ? "ocr" : "none",
    });
    await updateRunningOcrUpload(deps.db, uploadId, { status, progress: 100, extraction });
  };

  const load = (uploadId: string) => findRunningOcrUpload(deps.db, uploadId);

  return {
    name: OCR_JOB,
    options: { retryLimit: 2, retryDelay: 15, expireInSeconds: 30 * 60 },
    async run({ uploadId }) {
      const row = await load(uploadId);
      if (!row) return; // finished by an earlier run, or deleted
      const { upload } = row;
      const details = detailsOf(row);
      const file = upload.fileId
        ? await files.get(deps.db, { userId: upload.userId, id: upload.fileId })
        : null;
      if (!file) {
        await finish(uploadId, "failed", "", details);
        return;
      }
      let lastWritten = 0;
      const text = await ocrPdfPages(file.bytes, upload.ocrPages ?? [], (progress: number) => {
        const percent = Math.min(99, Math.round(progress * 100));
        if (percent - lastWritten >= 5) {
          lastWritten = percent;
          void updateRunningOcrUpload(deps.db, uploadId, { progress: percent }).catch(() => {});
        }
      });
      await finish(uploadId, "ready", text, details);
      deps.log.info({ uploadId, pages: upload.ocrPages?.length, chars: text.length }, "OCR finished");
    },
    async onGiveUp({ uploadId }) {
      const row = await load(uploadId);
      if (row) {
        await finish(uploadId, "failed", "", detailsOf(row));
      }
    },
    async needingJobs() {
      const rows = await listRunningOcrUploads(deps.db);
      return rows.map((row) => ({ key: row.id, data: { uploadId: row.id } }));
    },
  };
}
