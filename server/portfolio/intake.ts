import { eq } from "drizzle-orm";
import { checkExecutedUpload, DOCX_MIME, PDF_MIME } from "../../common/upload-rules";
import { detectFileKind } from "../../documents/docx-check";
import { readDocx } from "../../documents/read-docx";
import { readPdf } from "../../documents/read-pdf";
import type { SessionUser } from "../auth/sessions";
import { executedUploads } from "../db/schema";
import type { AppDeps } from "../deps";
import { AppError, notFound } from "../http/app-error";
import { isUuid } from "../http/ids";
import type { FileStore } from "../storage/file-store";
import { assertCanUpload } from "../usage/service";
import { type ExtractedData, type ExtractionMethod, extractContractDetails } from "./extraction";
import { startOcrJob } from "./ocr-job";

const WRONG_TYPE = "Please upload a PDF or Word document.";

/**
 * Stores a signed contract's file and reads its key data for the manual-entry form. A scanned PDF is
 * answered at once with status "ocr_running"; text recognition continues off the request and the form
 * polls the upload for progress.
 */
export async function uploadExecutedFile(options: {
  deps: AppDeps;
  files: FileStore;
  user: SessionUser;
  file: { fileName: string; mimeType: string; bytes: Uint8Array };
}) {
  const { deps, user, file } = options;
  await assertCanUpload({ db: deps.db, user, now: deps.clock() });
  const nameProblem = checkExecutedUpload({
    name: file.fileName,
    size: file.bytes.byteLength,
    type: file.mimeType,
  });
  if (nameProblem) {
    throw new AppError(
      nameProblem.title === "File too large" ? "TOO_LARGE" : "UNSUPPORTED_TYPE",
      nameProblem.message,
      { title: nameProblem.title },
    );
  }
  const kind = detectFileKind(file.bytes);
  const expected = file.fileName.toLowerCase().endsWith(".pdf") ? "pdf" : "docx";
  if (kind !== expected) throw new AppError("UNSUPPORTED_TYPE", WRONG_TYPE, { title: "Invalid file type" });

  let text = "";
  let method: ExtractionMethod = kind === "pdf" ? "pdf-text" : "docx";
  let scannedPages: number[] = [];
  try {
    if (kind === "pdf") {
      const pdf = await readPdf(file.bytes);
      text = pdf.text;
      if (pdf.pagesWithoutText.length > 0 && text.trim().length < 200) scannedPages = pdf.pagesWithoutText;
    } else {
      text = (await readDocx(file.bytes)).text;
    }
  } catch (error) {
    // A file we cannot read is still kept: the person fills in the form themselves.
    deps.log.warn({ err: error, fileName: file.fileName }, "signed contract text could not be read");
    text = "";
    method = "none";
  }
  if (!text.trim() && !scannedPages.length) method = "none";

  const fileId = await options.files.put(deps.db, {
    userId: user.id,
    bytes: file.bytes,
    mimeType: kind === "pdf" ? PDF_MIME : DOCX_MIME,
  });
  const ocr = scannedPages.length > 0;
  const extraction = ocr
    ? null
    : extractContractDetails(text, { ownCompanyName: user.companyName, method, fileName: file.fileName });
  const [upload] = await deps.db
    .insert(executedUploads)
    .values({
      userId: user.id,
      fileId,
      fileName: file.fileName,
      fileKind: kind,
      status: ocr ? "ocr_running" : "ready",
      progress: ocr ? 0 : 100,
      extraction,
      createdAt: deps.clock(),
    })
    .returning();
  if (ocr)
    startOcrJob({
      deps,
      uploadId: upload.id,
      bytes: file.bytes,
      pages: scannedPages,
      ownCompanyName: user.companyName,
      fileName: file.fileName,
    });
  return presentUpload(upload);
}

export function presentUpload(row: typeof executedUploads.$inferSelect) {
  return {
    uploadId: row.id,
    fileName: row.fileName,
    filePath: `/api/executed-contracts/uploads/${row.id}/file`,
    status: row.status,
    progress: row.progress,
    extractedData: (row.extraction as ExtractedData | null) ?? null,
  };
}

export async function getUpload(options: { deps: AppDeps; userId: string; uploadId: string }) {
  if (!isUuid(options.uploadId)) throw notFound("Upload not found");
  const [row] = await options.deps.db
    .select()
    .from(executedUploads)
    .where(eq(executedUploads.id, options.uploadId));
  if (!row || row.userId !== options.userId) throw notFound("Upload not found");
  return row;
}
