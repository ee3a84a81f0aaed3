import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { DAMAGED_PDF_MESSAGE, DocumentError } from "./document-error";

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
export type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

let pdfjs: Promise<PdfJs> | null = null;

/** pdfjs' legacy build runs in Node on its built-in "fake worker" (same thread, no network). */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs");
  return pdfjs;
}

const packageDir = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
/** Local font, CMap and decoder data, so nothing is fetched. pdfjs wants directories ending in "/". */
const DATA_DIRS = {
  standardFontDataUrl: `${join(packageDir, "standard_fonts")}/`,
  cMapUrl: `${join(packageDir, "cmaps")}/`,
  wasmUrl: `${join(packageDir, "wasm")}/`,
  iccUrl: `${join(packageDir, "iccs")}/`,
};

const PDF_ENCRYPTED_MESSAGE = "This PDF is password-protected. Remove the password and upload it again.";

/** Opens a PDF from bytes; throws DocumentError for password-protected or unreadable files. */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const { getDocument } = await loadPdfJs();
  // pdfjs transfers (and so empties) the buffer it is given: hand it a copy.
  const data = new Uint8Array(bytes);
  const task = getDocument({
    data,
    ...DATA_DIRS,
    cMapPacked: true,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string }).name;
    if (name === "PasswordException")
      throw new DocumentError("ENCRYPTED", PDF_ENCRYPTED_MESSAGE, { cause: error });
    throw new DocumentError("CORRUPT", DAMAGED_PDF_MESSAGE, { cause: error });
  }
}
