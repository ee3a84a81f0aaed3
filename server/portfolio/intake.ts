import type { ExecutedUpload } from "../../common/api/portfolio";
import { FREE_PLAN } from "../../common/plans";
import { checkExecutedUpload, DOCX_MIME, EXECUTED_UPLOAD_ERRORS, PDF_MIME } from "../../common/upload-rules";
import { DocumentError } from "../../documents/document-error";
import { detectFileKind } from "../../documents/docx-check";
import { documentReader } from "../../documents/isolated-reader";
import type { SessionUser } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { AppError, notFound } from "../http/app-error";
import { enhancedSettingsOf, thresholdsOf } from "../settings/service";
import type { FileStore } from "../storage/file-store";
import { asAppError } from "../uploads/checks";
import { assertCanUpload, countStoredContracts, storageLimitMessage } from "../usage/service";
import { type ExtractedData, type ExtractionMethod, extractContractDetails } from "./extraction";
import { queueOcr } from "./ocr-job";
import {
  countUnsavedUploadsSince,
  deleteOwnedUnsavedUpload,
  deleteUnsavedUploadsBefore,
  findOwnedUpload,
  insertUpload,
  type UploadRow,
} from "./repository";

const WRONG_TYPE = "Please upload a PDF or Word document.";
/** Key data sits in the first pages of a signed contract; reading more by OCR costs minutes of CPU. */
const MAX_OCR_PAGES = 30;

/**
 * Stores a signed contract's file and reads its key data for the manual-entry form. A scanned PDF is
 * answered at once with status "ocr_running"; text recognition continues in a durable job (ocr-job.ts)
 * and the form polls the upload for progress.
 */
export async function uploadExecutedFile(options: {
  deps: AppDeps;
  files: FileStore;
  user: SessionUser;
  file: { fileName: string; mimeType: string; bytes: Uint8Array };
}) {
  const { deps, user, file } = options;
  await assertCanUpload({ db: deps.db, user, now: deps.clock() });
  await assertFewUnsavedUploads({ deps, user });
  const nameProblem = checkExecutedUpload({
    name: file.fileName,
    size: file.bytes.byteLength,
    type: file.mimeType,
  });
  if (nameProblem) {
    throw new AppError(
      nameProblem === EXECUTED_UPLOAD_ERRORS.tooLarge
        ? "TOO_LARGE"
        : nameProblem === EXECUTED_UPLOAD_ERRORS.badName
          ? "INVALID_INPUT"
          : "UNSUPPORTED_TYPE",
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
  let unreadable: string | null = null;
  try {
    if (kind === "pdf") {
      const pdf = await documentReader(deps.log).readPdf(file.bytes);
      text = pdf.text;
      if (pdf.pagesWithoutText.length > 0 && text.trim().length < 200) {
        scannedPages = pdf.pagesWithoutText.slice(0, MAX_OCR_PAGES);
      }
    } else {
      text = (await documentReader(deps.log).readDocx(file.bytes)).text;
    }
  } catch (error) {
    // Too long or password-protected is refused; a file we merely cannot read is still kept and the
    // person fills in the form themselves.
    if (error instanceof DocumentError && error.code !== "CORRUPT") throw asAppError(error);
    deps.log.warn({ err: error, fileName: file.fileName }, "signed contract text could not be read");
    text = "";
    method = "none";
    if (error instanceof DocumentError) unreadable = error.message;
  }
  if (!text.trim() && !scannedPages.length) method = "none";

  const ocr = scannedPages.length > 0;
  const extraction = ocr
    ? null
    : extractContractDetails(text, {
        ownCompanyName: user.companyName,
        thresholds: thresholdsOf(user),
        enhanced: enhancedSettingsOf(user),
        method,
        fileName: file.fileName,
        unreadable,
      });
  // File and row together: a failed insert must not leave a stored file that nothing refers to.
  const upload = await deps.db.transaction(async (tx) => {
    const fileId = await options.files.put(tx, {
      userId: user.id,
      bytes: file.bytes,
      mimeType: kind === "pdf" ? PDF_MIME : DOCX_MIME,
    });
    return insertUpload(tx, {
      userId: user.id,
      fileId,
      fileName: file.fileName,
      fileKind: kind,
      status: ocr ? "ocr_running" : "ready",
      progress: ocr ? 0 : 100,
      ocrPages: ocr ? scannedPages : null,
      extraction,
      createdAt: deps.clock(),
    });
  });
  if (ocr) await queueOcr(deps, upload.id);
  return presentUpload(upload);
}

export function presentUpload(row: UploadRow): ExecutedUpload {
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
  return findOwnedUpload(options.deps.db, options.userId, options.uploadId);
}

export const UNSAVED_UPLOAD_HOURS = 24;
export const MAX_UNSAVED_UPLOADS = 10;

/**
 * A file read for the form but never saved is capped for everyone (it expires after a day, or goes
 * when the form is cancelled). The free storage allowance counts the contracts stored, as the
 * "N/5 stored" figure shows, so a cancelled or abandoned upload never blocks the next one.
 */
async function assertFewUnsavedUploads(options: { deps: AppDeps; user: SessionUser }) {
  const { deps, user } = options;
  const since = new Date(deps.clock().getTime() - UNSAVED_UPLOAD_HOURS * 3_600_000);
  const unsaved = await countUnsavedUploadsSince(deps.db, user.id, since);
  if (unsaved >= MAX_UNSAVED_UPLOADS) {
    throw new AppError(
      "RATE_LIMITED",
      "You have several files waiting to be saved. Save or cancel them, or try again tomorrow.",
    );
  }
  if (!user.hasPremiumAccess && (await countStoredContracts(deps.db, user.id)) >= FREE_PLAN.storedContracts) {
    throw new AppError("PLAN_LIMIT", storageLimitMessage, { upgradeRequired: true, reason: "storage_limit" });
  }
}

/** The form was cancelled: its file goes at once. A saved or unknown upload answers 404. */
export async function discardUpload(options: { deps: AppDeps; userId: string; uploadId: string }) {
  if (!(await deleteOwnedUnsavedUpload(options.deps.db, options.userId, options.uploadId)))
    throw notFound("Upload not found");
}

/** Unsaved uploads older than a day are removed with their files (run by the scheduled sweep). */
export async function purgeUnsavedUploads(options: { deps: AppDeps }) {
  const { deps } = options;
  const before = new Date(deps.clock().getTime() - UNSAVED_UPLOAD_HOURS * 3_600_000);
  return deleteUnsavedUploadsBefore(deps.db, before);
}
