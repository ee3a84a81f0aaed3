import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import Tesseract from "tesseract.js";
import { cleanText } from "../common/clean-text";
import { openPdf } from "./pdfjs";
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

/** Page images are rendered at about 180 dpi: enough for body text, still quick to recognise. */
const RENDER_SCALE = 2.5;
/** Never render a page larger than this many pixels on its long side (huge page sizes exist). */
const MAX_SIDE = 3000;

type NapiCanvas = typeof import("@napi-rs/canvas");

async function loadCanvas(): Promise<NapiCanvas> {
  try {
    return await import("@napi-rs/canvas");
  } catch (error) {
    throw new Error("OCR needs the @napi-rs/canvas package to render PDF pages to images.", { cause: error });
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
 * Renders the given PDF pages (1-based) and reads them with Tesseract in a worker thread, fully
 * offline. Pages that do not exist are skipped.
 */
export async function ocrPdfPagesDetailed(
  bytes: Uint8Array,
  pages: number[],
  onProgress?: OcrProgress,
): Promise<OcrPageResult[]> {
  const canvasModule = await loadCanvas();
  const doc = await openPdf(bytes);
  const wanted = [...new Set(pages)]
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= doc.numPages)
    .sort((a, b) => a - b);
  const results: OcrPageResult[] = [];
  if (wanted.length === 0) {
    await doc.destroy();
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
      const page = await doc.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(RENDER_SCALE, MAX_SIDE / Math.max(base.width, base.height));
      const viewport = page.getViewport({ scale });
      const canvas = canvasModule.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext("2d");
      // Scans may be transparent: OCR wants dark text on white.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
      const png = await canvas.encode("png");
      page.cleanup();
      report(0.2);
      const { data } = await worker.recognize(png);
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
    await doc.destroy();
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
