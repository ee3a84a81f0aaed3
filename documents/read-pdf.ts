import { cleanText } from "../common/clean-text";
import { htmlToText } from "../common/html-text";
import { DAMAGED_PDF_MESSAGE, DocumentError } from "./document-error";
import { detectFileKind } from "./docx-check";
import { parseHtmlFragment } from "./html-dom";
import { DOCUMENT_LIMITS } from "./limits";
import { type PdfTextItem, pageParagraphs } from "./pdf-layout";
import { assertPdfStreamsWithin } from "./pdf-stream-check";
import { openPdf, type PdfDocument } from "./pdfjs";

export interface PdfContent {
  /** htmlToText of `html`, so offsets into it can be highlighted in the HTML. */
  text: string;
  /** One <p> per paragraph, escaped; a table block (cells set off by tabs) as a <table>. */
  html: string;
  pageCount: number;
  /** 1-based numbers of pages that carry an image but (almost) no text layer: scans, for OCR. */
  pagesWithoutText: number[];
  /** Paragraphs of each page, in reading order (index 0 is page 1); a table's rows are joined by "\n", its cells by "\t". */
  pages: string[][];
}

/** Fewer visible characters than this on an image page means the page is a scan. */
const MIN_TEXT_CHARS = 20;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A block the layout read as a table: rows on lines, cells set off by tabs (pdf-layout's tableText). */
const isTable = (paragraph: string) => paragraph.includes("\t");

function blockHtml(paragraph: string): string {
  if (!isTable(paragraph)) return `<p>${escapeHtml(paragraph)}</p>`;
  const rows = paragraph.split("\n").map(
    (row) =>
      `<tr>${row
        .split("\t")
        .map((cell) => `<td>${escapeHtml(cell)}</td>`)
        .join("")}</tr>`,
  );
  return `<table>${rows.join("")}</table>`;
}

/**
 * HTML and text from per-page paragraphs. A paragraph cut by a page break (no closing punctuation,
 * next page starting in lower case) is joined back together. A table block becomes an HTML table,
 * so the text has it as the DOCX reader gives it: "Label\tValue", one row a line.
 */
export function pdfPagesToContent(pages: string[][]): { html: string; text: string } {
  const paragraphs: string[] = [];
  for (const page of pages) {
    page.forEach((paragraph, index) => {
      const last = paragraphs[paragraphs.length - 1];
      if (
        index === 0 &&
        last !== undefined &&
        !isTable(last) &&
        !isTable(paragraph) &&
        !/[.:;!?)"”]$/.test(last) &&
        /^[a-z]/.test(paragraph)
      ) {
        paragraphs[paragraphs.length - 1] = `${last} ${paragraph}`;
      } else {
        paragraphs.push(paragraph);
      }
    });
  }
  const html = paragraphs.map(blockHtml).join("\n");
  return { html, text: htmlToText(parseHtmlFragment(html)) };
}

async function hasImages(
  doc: PdfDocument,
  pageNumber: number,
  ops: Record<string, number>,
): Promise<boolean> {
  const page = await doc.getPage(pageNumber);
  const list = await page.getOperatorList();
  const imageOps = new Set([ops.paintImageXObject, ops.paintInlineImageXObject, ops.paintImageMaskXObject]);
  return list.fnArray.some((fn) => imageOps.has(fn));
}

/**
 * Whether the file holds image XObjects. Their dictionaries are never compressed (a stream cannot sit in
 * an object stream), so the raw bytes tell. When it does, a page without text is taken as scanned
 * without asking pdfjs: its operator list decodes every image on the page, seconds per scanned page.
 */
function hasImageXObjects(bytes: Uint8Array): boolean {
  return /\/Subtype\s*\/Image\b/.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"),
  );
}

/** Longer files are refused before any page is read: a small file can declare many thousand pages. */
export const MAX_PDF_PAGES = 500;

/**
 * Text of every page of a PDF in reading order, and which pages need OCR, control characters
 * removed. Compression bombs, files over MAX_PDF_PAGES and text over the character limit are
 * refused. Throws DocumentError. Call it through the isolated reader on a server: pdfjs parses on
 * the calling thread and can leave stray rejections behind on damaged files.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  if (detectFileKind(bytes) !== "pdf") throw new DocumentError("NOT_PDF");
  assertPdfStreamsWithin(bytes, DOCUMENT_LIMITS.maxPdfStreamBytes);
  const doc = await openPdf(bytes);
  if (doc.numPages > MAX_PDF_PAGES) {
    await doc.destroy();
    throw new DocumentError(
      "TOO_LARGE_UNCOMPRESSED",
      `This PDF has ${doc.numPages} pages. Clausewise reads contracts of up to ${MAX_PDF_PAGES} pages; upload the signed agreement without its appendices.`,
    );
  }
  try {
    const { OPS } = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const pages: string[][] = [];
    const pagesWithoutText: number[] = [];
    const scanned = hasImageXObjects(bytes);
    let chars = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const raw of content.items) {
        if (!("str" in raw)) continue;
        const [a, b, c, d, e, f] = raw.transform as number[];
        items.push({
          str: cleanText(raw.str),
          x: e,
          y: f,
          width: raw.width,
          size: Math.hypot(c, d) || Math.hypot(a, b),
        });
      }
      const paragraphs = pageParagraphs(items);
      pages.push(paragraphs);
      chars += paragraphs.reduce((sum, paragraph) => sum + paragraph.length + 2, 0);
      if (chars > DOCUMENT_LIMITS.maxTextChars) throw new DocumentError("TOO_COMPLEX");
      const visible = paragraphs.join("").replace(/\s/g, "").length;
      if (visible < MIN_TEXT_CHARS && (scanned || (await hasImages(doc, n, OPS as Record<string, number>))))
        pagesWithoutText.push(n);
      page.cleanup();
    }
    const { html, text } = pdfPagesToContent(pages);
    return { text, html, pageCount: doc.numPages, pagesWithoutText, pages };
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError("CORRUPT", DAMAGED_PDF_MESSAGE, { cause: error });
  } finally {
    await doc.destroy();
  }
}
