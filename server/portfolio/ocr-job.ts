import { eq } from "drizzle-orm";
import { ocrPdfPages } from "../../documents/ocr";
import { executedUploads } from "../db/schema";
import type { AppDeps } from "../deps";
import { extractContractDetails } from "./extraction";

let queue: Promise<void> = Promise.resolve();

/**
 * Reads scanned pages by OCR in the background (tesseract runs in its own worker thread), writing
 * progress to the upload row so whichever instance answers the poll can report it.
 */
export function startOcrJob(options: {
  deps: AppDeps;
  uploadId: string;
  bytes: Uint8Array;
  pages: number[];
  ownCompanyName: string;
  fileName: string;
}) {
  const { deps, uploadId } = options;
  let lastWritten = 0;
  const run = async () => {
    const text = await ocrPdfPages(options.bytes, options.pages, (progress: number) => {
      const percent = Math.min(99, Math.round(progress * 100));
      if (percent - lastWritten >= 5) {
        lastWritten = percent;
        void deps.db
          .update(executedUploads)
          .set({ progress: percent })
          .where(eq(executedUploads.id, uploadId))
          .catch(() => {});
      }
    });
    const extraction = extractContractDetails(text, {
      ownCompanyName: options.ownCompanyName,
      method: text.trim() ? "ocr" : "none",
      fileName: options.fileName,
    });
    await deps.db
      .update(executedUploads)
      .set({ status: "ready", progress: 100, extraction })
      .where(eq(executedUploads.id, uploadId));
    deps.log.info({ uploadId, pages: options.pages.length, chars: text.length }, "OCR finished");
  };
  // One OCR job at a time per instance: each is CPU-heavy, and uploads queue behind each other.
  queue = queue
    .then(() => run())
    .catch(async (error) => {
      deps.log.error({ err: error, uploadId }, "OCR failed");
      const extraction = extractContractDetails("", {
        ownCompanyName: options.ownCompanyName,
        method: "none",
        fileName: options.fileName,
      });
      await deps.db
        .update(executedUploads)
        .set({ status: "failed", progress: 100, extraction })
        .where(eq(executedUploads.id, uploadId))
        .catch(() => {});
    });
}
