import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import Tesseract from "tesseract.js";
import { cleanText } from "../common/clean-text";
import { DocumentError } from "./document-error";
import { documentReader } from "./isolated-reader";
import { pdfPagesToContent } from "./read-pdf";

/** Overall progress from 0 to 1 across every page (rendering and recognition). */
export type OcrProgress = (progress: number) => void;

export interface OcrPageResult {
  /** 1-based page number. */
  page: number;
  /** Paragraphs read from the page image. */
  paragraphs: string[];
  /** Tesseract's mean confidence, 0-100. */
  confidence: number;
}

const require = createRequire(import.meta.url);
/** English LSTM data shipped in @tesseract.js-data/eng: read from disk, never from a CDN. */
const ENG_DATA_DIR = join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/** Renders a PDF page (1-based) to an image file; null when there is no such page. */
export type RenderPage = (bytes: Uint8Array, page: number) => Promise<Uint8Array | null>;

/** Waits for a free reader worker a few times before giving up on a page (uploads share the pool). */
async function renderInReader(bytes: Uint8Array, page: number): Promise<Uint8Array | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await documentReader().renderPdfPage(bytes, page);
    } catch (error) {
      if (!(error instanceof DocumentError && error.code === "BUSY") || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000 * attempt));
    }
  }
}

/** Turns Tesseract's text (lines, blank lines between blocks) into paragraphs. */
export function ocrTextToParagraphs(text: string): string[] {
  return cleanText(text)
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .reduce((out, line) => {
          if (out === "") return line;
          return /[A-Za-z]-$/.test(out) && /^[a-z]/.test(line) ? out + line : `${out} ${line}`;
        }, ""),
    )
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter((paragraph) => paragraph !== "");
}

/**
 * Renders the given PDF pages (1-based) in a document reader worker and reads them with Tesseract in
 * its own worker thread, fully offline, so neither blocks the thread that answers requests. Pages
 * that do not exist are skipped.
 */
export async function ocrPdfPagesDetailed(
  bytes: Uint8Array,
  pages: number[],
  onProgress?: OcrProgress,
  renderPage: RenderPage = renderInReader,
): Promise<OcrPageResult[]> {
  const wanted = [...new Set(pages)].filter((n) => Number.isInteger(n) && n >= 1).sort((a, b) => a - b);
  const results: OcrPageResult[] = [];
  if (wanted.length === 0) {
    onProgress?.(1);
    return results;
  }
  let pageIndex = 0;
  const report = (withinPage: number) => onProgress?.(Math.min(1, (pageIndex + withinPage) / wanted.length));
  const worker = await Tesseract.createWorker("eng", Tesseract.OEM.LSTM_ONLY, {
    langPath: ENG_DATA_DIR,
    gzip: true,
    cacheMethod: "none",
    logger: (message) => {
      if (message.status === "recognizing text") report(0.2 + 0.8 * message.progress);
    },
  });
  try {
    for (; pageIndex < wanted.length; pageIndex++) {
      const pageNumber = wanted[pageIndex];
      report(0);
      const png = await renderPage(bytes, pageNumber);
      if (!png) continue;
      report(0.2);
      const { data } = await worker.recognize(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      results.push({
        page: pageNumber,
        paragraphs: ocrTextToParagraphs(data.text),
        confidence: data.confidence,
      });
    }
    pageIndex = wanted.length;
    report(0);
    return results;
  } finally {
    await worker.terminate();
  }
}

/** Text of the given scanned pages, read by OCR, in the same form as readPdf's text. */
export async function ocrPdfPages(
  bytes: Uint8Array,
  pages: number[],
  onProgress?: OcrProgress,
): Promise<string> {
  const results = await ocrPdfPagesDetailed(bytes, pages, onProgress);
  return pdfPagesToContent(results.map((result) => result.paragraphs)).text;
}
