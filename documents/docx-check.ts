import { DocumentError } from "./document-error";
import { DOCUMENT_LIMITS } from "./limits";
import { inflateEntry, listZipEntries, looksLikeZip, ZIP_FLAG_ENCRYPTED } from "./zip-entries";

/** Total size a DOCX may unpack to; real contracts are a few MB, images included. */
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
/** Entries a DOCX may hold; Word writes a few dozen. */
export const MAX_ZIP_ENTRIES = 2000;

export type FileKind = "pdf" | "docx" | "unknown";

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PDF_MAGIC = "%PDF-";
/** PDF readers accept the header within the first KB (some files carry junk before it). */
const PDF_HEADER_WINDOW = 1024;

function isOle(bytes: Uint8Array): boolean {
  return bytes.length >= OLE_MAGIC.length && OLE_MAGIC.every((b, i) => bytes[i] === b);
}

function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) out[i * 2] = text.charCodeAt(i);
  return out;
}

const ENCRYPTED_PACKAGE = utf16le("EncryptedPackage");

/**
 * Office wraps a password-protected DOCX in an OLE compound file holding an "EncryptedPackage"
 * stream; an old binary .doc is an OLE file too but without that stream.
 */
function isEncryptedOfficePackage(bytes: Uint8Array): boolean {
  if (!isOle(bytes)) return false;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(ENCRYPTED_PACKAGE) !== -1;
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const window = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, PDF_HEADER_WINDOW));
  return window.indexOf(PDF_MAGIC, 0, "latin1") !== -1;
}

/**
 * What a file is by its content, not its name. A password-protected DOCX counts as "docx" so that
 * `checkDocxContent` can tell the user to remove the password.
 */
export function detectFileKind(bytes: Uint8Array): FileKind {
  if (hasPdfHeader(bytes)) return "pdf";
  if (isEncryptedOfficePackage(bytes)) return "docx";
  if (!looksLikeZip(bytes)) return "unknown";
  try {
    return listZipEntries(bytes).some((entry) => entry.name === "word/document.xml") ? "docx" : "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Accepts only a readable DOCX: a zip holding word/document.xml, not encrypted, that unpacks to at
 * most MAX_UNCOMPRESSED_BYTES in at most MAX_ZIP_ENTRIES entries. Sizes are checked as declared and
 * again while inflating, so a file that lies about them is stopped too. The main part may declare at
 * most DOCUMENT_LIMITS.maxDocumentXmlBytes. Returns word/document.xml, unpacked. Throws DocumentError.
 */
export function checkDocxContent(bytes: Uint8Array): Uint8Array {
  if (isOle(bytes)) {
    if (isEncryptedOfficePackage(bytes)) throw new DocumentError("ENCRYPTED");
    throw new DocumentError(
      "NOT_DOCX",
      "This looks like an older Word document (.doc). Open it in Word, save it as .docx and upload it again.",
    );
  }
  if (!looksLikeZip(bytes)) throw new DocumentError("NOT_DOCX");

  const entries = listZipEntries(bytes);
  if (entries.length > MAX_ZIP_ENTRIES) throw new DocumentError("TOO_LARGE_UNCOMPRESSED");
  const main = entries.find((entry) => entry.name === "word/document.xml");
  if (!main) throw new DocumentError("NOT_DOCX");
  if (entries.some((entry) => (entry.flags & ZIP_FLAG_ENCRYPTED) !== 0)) throw new DocumentError("ENCRYPTED");

  let declared = 0;
  for (const entry of entries) declared += entry.uncompressedSize;
  if (declared > MAX_UNCOMPRESSED_BYTES) throw new DocumentError("TOO_LARGE_UNCOMPRESSED");
  if (main.uncompressedSize > DOCUMENT_LIMITS.maxDocumentXmlBytes) throw new DocumentError("TOO_COMPLEX");

  let inflated = 0;
  let documentXml: Uint8Array | null = null;
  for (const entry of entries) {
    if (entry.name.endsWith("/") && entry.uncompressedSize === 0) continue;
    const data = inflateEntry(bytes, entry);
    if (entry === main) documentXml = data;
    inflated += data.length;
    if (inflated > MAX_UNCOMPRESSED_BYTES) throw new DocumentError("TOO_LARGE_UNCOMPRESSED");
  }
  return documentXml ?? inflateEntry(bytes, main);
}
