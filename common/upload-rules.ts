/**
 * Upload checks with the spec's exact messages (spec 01 section 5, spec 02 section 5), run in the
 * browser before sending and again by the server on what it received.
 */
import { UPLOAD_LIMITS } from "./plans";

export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const PDF_MIME = "application/pdf";
/** Sent by some browsers and multipart clients when they do not know the type; the extension decides. */
const UNKNOWN_MIMES = new Set(["", "application/octet-stream"]);

/** For Mantine Dropzone `accept`. */
export const DRAFT_ACCEPT = { [DOCX_MIME]: [".docx"] } as const;
export const EXECUTED_ACCEPT = { [PDF_MIME]: [".pdf"], [DOCX_MIME]: [".docx"] } as const;

export const DRAFT_UPLOAD_MESSAGES = {
  wrongType: "Please upload a DOCX file. Our contract analyzer is optimized for Word documents only.",
  wrongExtension: "File must have .docx extension.",
  badName: "Filename contains invalid characters or is too long.",
  tooLarge: "Please upload a file smaller than 10MB.",
  tooSmall: "File appears to be empty or corrupted.",
} as const;

export interface UploadError {
  title: string;
  message: string;
}

export const EXECUTED_UPLOAD_ERRORS = {
  wrongType: { title: "Invalid file type", message: "Please upload a PDF or Word document." },
  badName: { title: "Invalid file name", message: DRAFT_UPLOAD_MESSAGES.badName },
  tooLarge: { title: "File too large", message: "File size must be less than 10MB." },
} as const satisfies Record<string, UploadError>;

export interface UploadCandidate {
  name: string;
  size: number;
  /** MIME type as reported by the browser or the multipart part; optional. */
  type?: string | null;
}

/**
 * What no file name needs and some abuse: control characters (NUL, new lines that split headers and
 * logs), path separators, and the bidirectional overrides that make "invoice\u202Excod.exe" read as
 * "invoice.exe.docx". Everything else a desktop gives is a name: brackets, ampersands, apostrophes,
 * accents, emoji, other alphabets.
 */
const UNSAFE_IN_FILE_NAME = /[\p{Cc}/\\\u202A-\u202E\u2066-\u2069]/u;

/** The name as stored and shown: NFC (macOS sends accents decomposed) without surrounding spaces. */
export function normaliseFileName(name: string): string {
  return name.normalize("NFC").trim();
}

/** True when the name can be stored and shown as it is: see UNSAFE_IN_FILE_NAME and the length limit. */
export function isAcceptableFileName(name: string): boolean {
  const normalised = normaliseFileName(name);
  const base = normalised.replace(/\.[^.]*$/, "").trim();
  return (
    base !== "" &&
    !/^\.+$/.test(base) &&
    [...normalised].length <= UPLOAD_LIMITS.maxFileNameLength &&
    !UNSAFE_IN_FILE_NAME.test(normalised)
  );
}

const hasExtension = (name: string, extension: string) => name.toLowerCase().endsWith(extension);
const isMimeOneOf = (type: string | null | undefined, allowed: string[]) => {
  const mime = (type ?? "").trim().toLowerCase();
  return UNKNOWN_MIMES.has(mime) || allowed.includes(mime);
};

/**
 * Checks a draft contract for analysis; returns the first problem's message or null. Order: a wrong
 * type reported by the browser (the message that says what to upload), then the extension, the file
 * name, the maximum size and the minimum size, so a PDF is told it is the wrong type before anything
 * about its name or size.
 */
export function checkDraftUpload(file: UploadCandidate): string | null {
  if (!isMimeOneOf(file.type, [DOCX_MIME])) return DRAFT_UPLOAD_MESSAGES.wrongType;
  if (!hasExtension(normaliseFileName(file.name), ".docx")) return DRAFT_UPLOAD_MESSAGES.wrongExtension;
  if (!isAcceptableFileName(file.name)) return DRAFT_UPLOAD_MESSAGES.badName;
  if (file.size >= UPLOAD_LIMITS.maxBytes) return DRAFT_UPLOAD_MESSAGES.tooLarge;
  if (file.size < UPLOAD_LIMITS.minDraftBytes) return DRAFT_UPLOAD_MESSAGES.tooSmall;
  return null;
}

/**
 * Checks a signed contract for the portfolio: PDF or DOCX by extension, and by type when one is
 * reported; then the name; then size below 10MB. Returns the toast title and message, or null.
 */
export function checkExecutedUpload(file: UploadCandidate): UploadError | null {
  const name = normaliseFileName(file.name);
  const isAllowedExtension = hasExtension(name, ".pdf") || hasExtension(name, ".docx");
  if (!isAllowedExtension || !isMimeOneOf(file.type, [PDF_MIME, DOCX_MIME])) {
    return EXECUTED_UPLOAD_ERRORS.wrongType;
  }
  if (!isAcceptableFileName(file.name)) return EXECUTED_UPLOAD_ERRORS.badName;
  if (file.size >= UPLOAD_LIMITS.maxBytes) return EXECUTED_UPLOAD_ERRORS.tooLarge;
  return null;
}
