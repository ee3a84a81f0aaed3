export type DocumentErrorCode =
  | "NOT_DOCX"
  | "NOT_PDF"
  | "ENCRYPTED"
  | "TOO_LARGE_UNCOMPRESSED"
  | "TOO_COMPLEX"
  | "CORRUPT"
  | "BUSY";

/** Messages shown to the user as they are: plain British English, saying what to do next. */
export const DOCUMENT_ERROR_MESSAGES: Record<DocumentErrorCode, string> = {
  NOT_DOCX: "Please upload a DOCX file. Our contract analyzer is optimized for Word documents only.",
  NOT_PDF: "This file is not a PDF document. Please upload a PDF or Word document.",
  ENCRYPTED: "This document is password-protected. Remove the password in Word and upload it again.",
  TOO_LARGE_UNCOMPRESSED:
    "This document is too large to process once unpacked. Remove large images or embedded files and upload it again.",
  TOO_COMPLEX:
    "This document is too long or complex for us to read. Upload the agreement without its schedules and appendices, or split it into smaller files.",
  CORRUPT:
    "This document appears to be damaged and cannot be read. Open it, save it again as a new file and upload that copy.",
  BUSY: "We are reading a lot of documents right now. Please try again in a minute.",
};

/** What we say about a damaged PDF (the generic CORRUPT message speaks of Word). */
export const DAMAGED_PDF_MESSAGE =
  "This PDF is damaged and could not be read. Save or export it again and upload the new copy.";

/** A document we cannot accept; `code` for the caller, `message` safe to show to the user. */
export class DocumentError extends Error {
  readonly code: DocumentErrorCode;

  constructor(
    code: DocumentErrorCode,
    message: string = DOCUMENT_ERROR_MESSAGES[code],
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "DocumentError";
    this.code = code;
  }
}
