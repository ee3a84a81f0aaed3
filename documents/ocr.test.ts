import { describe, expect, it } from "vitest";
import { ocrPdfPages, ocrTextToParagraphs } from "./ocr";
import { readPdf } from "./read-pdf";
import { readPdfWithOcr } from "./read-pdf-with-ocr";
import { layoutColumn, makePdf } from "./test-support/make-pdf";
import { renderTextImage } from "./test-support/render-text-image";
import { textSimilarity } from "./test-support/text-similarity";

const SCANNED_LINES = [
  "SERVICES AGREEMENT",
  "",
  "This Agreement is made on 1 March 2024 between Acme Limited",
  "and Beta Services Limited. The initial term is two years and",
  "renews automatically for successive periods of one year unless",
  "either party gives ninety days written notice.",
  "",
  "The Customer shall pay each invoice within thirty days.",
];

describe("OCR of scanned PDF pages", () => {
  it("reads an image-only page offline, reporting progress", async () => {
    const scan = await renderTextImage(SCANNED_LINES);
    const pdf = makePdf([{ kind: "image", ...scan }]);
    const { pagesWithoutText, text: layerText } = await readPdf(pdf);
    expect(pagesWithoutText).toEqual([1]);
    expect(layerText).toBe("");

    const progress: number[] = [];
    const text = await ocrPdfPages(pdf, pagesWithoutText, (value) => progress.push(value));
    const expected = SCANNED_LINES.join(" ");
    expect(textSimilarity(text, expected).words).toBeGreaterThan(0.9);
    expect(text).toContain("ninety days");
    expect(text).toContain("SERVICES AGREEMENT\n\nThis Agreement is made on 1 March 2024");
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.every((value, i) => i === 0 || value >= progress[i - 1])).toBe(true);
    expect(progress[progress.length - 1]).toBe(1);
  }, 120_000);

  it("merges OCR pages with text pages in page order", async () => {
    const scan = await renderTextImage(["Schedule 2: Signed by both parties on 5 April 2024."]);
    const pdf = makePdf([
      {
        kind: "text",
        lines: layoutColumn(["Page one has a text layer."], { x: 60, top: 780, maxChars: 80 }),
      },
      { kind: "image", ...scan },
    ]);
    const result = await readPdfWithOcr(pdf);
    expect(result.ocrPages).toEqual([2]);
    expect(result.pagesWithoutText).toEqual([]);
    expect(result.text.startsWith("Page one has a text layer.\n\nSchedule 2")).toBe(true);
    expect(result.text).toContain("5 April 2024");
    expect(result.ocrConfidence).toBeGreaterThan(60);
  }, 120_000);

  it("turns Tesseract lines into paragraphs", () => {
    expect(
      ocrTextToParagraphs("TITLE\n\nA royalty-free, non-\nexclusive licence and\nmore.\n\n\nNext one.\n"),
    ).toEqual(["TITLE", "A royalty-free, non-exclusive licence and more.", "Next one."]);
  });
});
