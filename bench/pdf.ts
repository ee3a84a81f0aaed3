/**
 * PDF benchmark: text extraction speed over the CUAD dev PDFs (pages per second) and OCR speed on a
 * generated scanned page (seconds per page). Run: npx tsx bench/pdf.ts [--no-ocr]
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ocrPdfPages } from "../documents/ocr";
import { readPdf } from "../documents/read-pdf";
import { makePdf } from "../documents/test-support/make-pdf";
import { renderTextImage } from "../documents/test-support/render-text-image";
import { textSimilarity } from "../documents/test-support/text-similarity";

const EVAL_DIR = join(import.meta.dirname, "../../shared/eval/cuad-dev");

async function textExtraction(): Promise<void> {
  const pdfDir = join(EVAL_DIR, "pdf");
  if (!existsSync(pdfDir)) {
    console.log(`text extraction: skipped (${pdfDir} not found)`);
    return;
  }
  const files = readdirSync(pdfDir)
    .filter((name) => name.endsWith(".pdf"))
    .sort();
  // The first document pays for loading pdfjs; measure it apart.
  const warmStart = performance.now();
  await readPdf(new Uint8Array(readFileSync(join(pdfDir, files[0]))));
  const firstMs = performance.now() - warmStart;

  let pages = 0;
  let ms = 0;
  const similarities: number[] = [];
  for (const name of files) {
    const bytes = new Uint8Array(readFileSync(join(pdfDir, name)));
    const started = performance.now();
    const result = await readPdf(bytes);
    const took = performance.now() - started;
    pages += result.pageCount;
    ms += took;
    const reference = readFileSync(join(EVAL_DIR, "contracts", name.replace(".pdf", ".txt")), "utf8");
    const similarity = textSimilarity(result.text, reference);
    similarities.push(similarity.bigrams);
    console.log(
      `  ${name}: ${result.pageCount} pages in ${took.toFixed(0)} ms, word F1 ${similarity.words.toFixed(3)}, word-pair F1 ${similarity.bigrams.toFixed(3)}`,
    );
  }
  const meanPairs = similarities.reduce((a, b) => a + b, 0) / similarities.length;
  console.log(
    `text extraction: ${files.length} PDFs, ${pages} pages, ${(pages / (ms / 1000)).toFixed(1)} pages/s`,
  );
  console.log(
    `  first document (incl. loading pdfjs): ${firstMs.toFixed(0)} ms; mean word-pair F1 vs reference text ${meanPairs.toFixed(3)}`,
  );
}

async function ocr(): Promise<void> {
  const lines = [
    "MASTER SERVICES AGREEMENT",
    "",
    "This Agreement is made on 1 March 2024 between Acme Limited, a company",
    "registered in England and Wales, and Beta Services Limited.",
    "",
    "1. The initial term is two years. The Agreement renews automatically for",
    "successive periods of one year unless either party gives ninety days'",
    "written notice before the end of the then current term.",
    "",
    "2. The Customer shall pay each undisputed invoice within thirty days of",
    "receipt. Late payments bear interest at 4% above the Bank of England base rate.",
  ];
  const pageCount = 3;
  const scan = await renderTextImage([...lines, "", ...lines, "", ...lines]);
  const pdf = makePdf(Array.from({ length: pageCount }, () => ({ kind: "image" as const, ...scan })));
  const started = performance.now();
  const text = await ocrPdfPages(pdf, [1, 2, 3]);
  const seconds = (performance.now() - started) / 1000;
  const expected = Array.from({ length: pageCount * 3 }, () => lines.join(" ")).join(" ");
  console.log(
    `OCR: ${pageCount} scanned A4 pages in ${seconds.toFixed(1)} s = ${(seconds / pageCount).toFixed(2)} s/page (incl. worker start), word F1 ${textSimilarity(text, expected).words.toFixed(3)}`,
  );
}

await textExtraction();
if (!process.argv.includes("--no-ocr")) await ocr();
