import { type OcrProgress, ocrPdfPagesDetailed } from "./ocr";
import { type PdfContent, pdfPagesToContent, readPdf } from "./read-pdf";

export interface PdfContentWithOcr extends PdfContent {
  /** Pages whose text came from OCR (1-based); their text deserves a human check. */
  ocrPages: number[];
  /** Mean OCR confidence (0-100) over those pages, or null when no page needed OCR. */
  ocrConfidence: number | null;
}

/**
 * readPdf, then OCR for the pages without a text layer, merged back in page order so `text` and
 * `html` cover the whole document. Progress covers the OCR part (0 to 1).
 */
export async function readPdfWithOcr(
  bytes: Uint8Array,
  onProgress?: OcrProgress,
): Promise<PdfContentWithOcr> {
  const content = await readPdf(bytes);
  if (content.pagesWithoutText.length === 0) {
    onProgress?.(1);
    return { ...content, ocrPages: [], ocrConfidence: null };
  }
  const results = await ocrPdfPagesDetailed(bytes, content.pagesWithoutText, onProgress);
  const pages = content.pages.map((paragraphs) => [...paragraphs]);
  for (const result of results) pages[result.page - 1] = result.paragraphs;
  const { html, text } = pdfPagesToContent(pages);
  const confidence =
    results.length > 0 ? results.reduce((sum, result) => sum + result.confidence, 0) / results.length : null;
  return {
    ...content,
    html,
    text,
    pages,
    pagesWithoutText: results.filter((r) => r.paragraphs.length === 0).map((r) => r.page),
    ocrPages: results.map((r) => r.page),
    ocrConfidence: confidence,
  };
}
