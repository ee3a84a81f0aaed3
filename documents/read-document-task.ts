import type { MessagePort } from "node:worker_threads";
import { DocumentError, type DocumentErrorCode } from "./document-error";
import { type DocxContent, readDocx } from "./read-docx";
import { type PdfContent, readPdf } from "./read-pdf";
import { renderPdfPage } from "./render-pdf-page";

export type ReadTask = {
  /** "page-image": render page `page` of a PDF to a PNG for OCR */
  kind: "docx" | "pdf" | "page-image";
  bytes: Uint8Array;
  page?: number;
  /** Told when reading starts, so the time limit does not count the wait for a free worker. */
  started?: MessagePort;
};

/** Errors cannot cross a thread boundary with their class, so the worker answers with plain data. */
export type ReadOutcome =
  | { ok: true; kind: "docx"; content: DocxContent }
  | { ok: true; kind: "pdf"; content: PdfContent }
  | { ok: true; kind: "page-image"; png: Uint8Array | null }
  | { ok: false; code: DocumentErrorCode; message: string };

/** What a reader worker runs for each document. */
export async function readDocumentTask(task: ReadTask): Promise<ReadOutcome> {
  task.started?.postMessage("started");
  task.started?.close();
  try {
    if (task.kind === "pdf") return { ok: true, kind: "pdf", content: await readPdf(task.bytes) };
    if (task.kind === "page-image")
      return { ok: true, kind: "page-image", png: await renderPdfPage(task.bytes, task.page ?? 0) };
    return { ok: true, kind: "docx", content: await readDocx(task.bytes) };
  } catch (error) {
    if (error instanceof DocumentError) return { ok: false, code: error.code, message: error.message };
    // Anything else a parser throws means the file is not what it claims to be.
    const fallback = new DocumentError("CORRUPT");
    return { ok: false, code: fallback.code, message: fallback.message };
  }
}
