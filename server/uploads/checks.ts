import { checkContent } from "../../analysis/content";
import { checkDraftUpload, DRAFT_UPLOAD_MESSAGES } from "../../common/upload-rules";
import { DocumentError } from "../../documents/document-error";
import { AppError, type ErrorCode } from "../http/app-error";

const draftStatus: Record<string, ErrorCode> = {
  [DRAFT_UPLOAD_MESSAGES.wrongType]: "UNSUPPORTED_TYPE",
  [DRAFT_UPLOAD_MESSAGES.wrongExtension]: "UNSUPPORTED_TYPE",
  [DRAFT_UPLOAD_MESSAGES.badName]: "INVALID_INPUT",
  [DRAFT_UPLOAD_MESSAGES.tooLarge]: "TOO_LARGE",
  [DRAFT_UPLOAD_MESSAGES.tooSmall]: "INVALID_INPUT",
};

/** The spec's draft-upload rules, checked again on the server, each with its status. */
export function assertDraftFile(file: { name: string; size: number; type?: string }) {
  const problem = checkDraftUpload(file);
  if (problem) throw new AppError(draftStatus[problem] ?? "INVALID_INPUT", problem);
}

const documentErrorCodes: Record<DocumentError["code"], ErrorCode> = {
  NOT_DOCX: "UNSUPPORTED_TYPE",
  NOT_PDF: "UNSUPPORTED_TYPE",
  ENCRYPTED: "INVALID_INPUT",
  TOO_LARGE_UNCOMPRESSED: "TOO_LARGE",
  TOO_COMPLEX: "TOO_LARGE",
  CORRUPT: "INVALID_INPUT",
  BUSY: "RATE_LIMITED",
};

/**
 * A document with no meaningful text (blank, headings only, a few words) is refused with 422 before
 * anything is stored or counted, so it uses neither storage nor an analysis.
 */
export function assertSomethingToAnalyse(text: string, whatWasKept: "upload" | "analysis") {
  const { message } = checkContent(text);
  if (!message) return;
  const kept =
    whatWasKept === "upload"
      ? "Nothing was saved and none of your monthly analyses was used."
      : "None of your monthly analyses was used.";
  throw new AppError("NOTHING_TO_ANALYSE", `${message} ${kept}`);
}

export function asAppError(error: unknown): unknown {
  return error instanceof DocumentError ? new AppError(documentErrorCodes[error.code], error.message) : error;
}
