import { openPdf } from "./pdfjs";

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

/**
 * Renders one PDF page (1-based) to a PNG on white, for OCR; null when the page does not exist.
 * Decoding a scan's image and painting it takes a few hundred milliseconds of CPU per page, so this
 * runs in a document reader worker (isolated-reader.ts), never on the thread that answers requests.
 */
export async function renderPdfPage(bytes: Uint8Array, pageNumber: number): Promise<Uint8Array | null> {
  const canvasModule = await loadCanvas();
  const doc = await openPdf(bytes);
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.numPages) return null;
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
    return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
  } finally {
    await doc.destroy();
  }
}
