import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlToText } from "../common/html-text";
import { DocumentError } from "./document-error";
import { parseHtmlFragment } from "./html-dom";
import { pdfPagesToContent, readPdf } from "./read-pdf";
import { layoutColumn, makePdf } from "./test-support/make-pdf";
import { renderTextImage } from "./test-support/render-text-image";
import { textSimilarity } from "./test-support/text-similarity";

const EVAL_DIR = join(import.meta.dirname, "test-support/cuad");
const evalPdfs = readdirSync(join(EVAL_DIR, "pdf"))
  .filter((name) => name.endsWith(".pdf"))
  .sort();

describe("readPdf on real contracts (CUAD PDFs in test-support/cuad)", () => {
  it("has the sample PDFs to read", () => expect(evalPdfs.length).toBeGreaterThanOrEqual(5));

  it.each(evalPdfs)(
    "%s: all pages, in reading order, matching the reference text",
    async (name) => {
      const result = await readPdf(new Uint8Array(readFileSync(join(EVAL_DIR, "pdf", name))));
      const reference = readFileSync(join(EVAL_DIR, "contracts", name.replace(".pdf", ".txt")), "utf8");
      const similarity = textSimilarity(result.text, reference);
      expect(similarity.words).toBeGreaterThan(0.98);
      expect(similarity.bigrams).toBeGreaterThan(0.97);
      expect(result.pageCount).toBe(result.pages.length);
      expect(result.pageCount).toBeGreaterThan(1);
      expect(result.pagesWithoutText).toEqual([]);
      expect(htmlToText(parseHtmlFragment(result.html))).toBe(result.text);
    },
    90_000,
  );
});

const LEFT = [
  "1. Services. The Supplier shall provide the Services described in Schedule 1 with reasonable skill and care.",
  "2. Fees. The Customer shall pay the Fees within thirty days of receiving a valid invoice.",
];
const RIGHT = [
  "3. Term. This Agreement starts on the Effective Date and continues for two years.",
  "4. Law. This Agreement is governed by the laws of England and Wales.",
];

describe("readPdf layout", () => {
  it("reads a two-column page column by column, keeping the full-width title and footer in place", async () => {
    const pdf = makePdf([
      {
        kind: "text",
        lines: [
          { x: 110, y: 790, size: 14, text: "SUPPLY AGREEMENT BETWEEN ACME LIMITED AND BETA LIMITED" },
          ...layoutColumn(LEFT, { x: 50, top: 740, maxChars: 42 }),
          ...layoutColumn(RIGHT, { x: 320, top: 740, maxChars: 42 }),
          {
            x: 50,
            y: 60,
            size: 9,
            text: "Page 1 of 1 - Confidential - Supply Agreement between Acme Limited and Beta Limited",
          },
        ],
      },
    ]);
    const result = await readPdf(pdf);
    expect(result.pages[0]).toEqual([
      "SUPPLY AGREEMENT BETWEEN ACME LIMITED AND BETA LIMITED",
      ...LEFT,
      ...RIGHT,
      "Page 1 of 1 - Confidential - Supply Agreement between Acme Limited and Beta Limited",
    ]);
    expect(result.text).toBe(result.pages[0].join("\n\n"));
  });

  it("reads a single-column page as one column and splits paragraphs on gaps and short last lines", async () => {
    const paragraphs = [
      "The Supplier shall maintain professional indemnity insurance of not less than two million pounds for the duration of this Agreement and for six years after it ends.",
      "Either party may terminate this Agreement by giving the other not less than ninety days' written notice, such notice to expire on an anniversary of the Effective Date.",
    ];
    const tight = layoutColumn(paragraphs, { x: 60, top: 780, maxChars: 90, paragraphGap: 0 });
    const result = await readPdf(makePdf([{ kind: "text", lines: tight }]));
    expect(result.pages[0]).toEqual(paragraphs);
  });

  it("joins a paragraph broken by a page break", () => {
    const { text } = pdfPagesToContent([
      ["First page ends in the middle of a"],
      ["sentence that continues.", "Next."],
    ]);
    expect(text).toBe("First page ends in the middle of a sentence that continues.\n\nNext.");
  });

  it("flags image-only pages for OCR", async () => {
    const scan = await renderTextImage(["This page is a scanned image."]);
    const pdf = makePdf([
      {
        kind: "text",
        lines: layoutColumn(["This first page has a real text layer for extraction."], {
          x: 60,
          top: 780,
          maxChars: 80,
        }),
      },
      { kind: "image", ...scan },
    ]);
    const result = await readPdf(pdf);
    expect(result.pageCount).toBe(2);
    expect(result.pagesWithoutText).toEqual([2]);
    expect(result.text).toBe("This first page has a real text layer for extraction.");
  });

  it("refuses files that are not readable PDFs", async () => {
    await expect(readPdf(new TextEncoder().encode("just some text"))).rejects.toMatchObject({
      code: "NOT_PDF",
    });
    const broken = new TextEncoder().encode("%PDF-1.7\nthis is not really a PDF at all\n%%EOF");
    const error = await readPdf(broken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).code).toBe("CORRUPT");
  });
});
