import { openPdf } from "../pdfjs";

export interface PlacedText {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
}

/** Every piece of text in a PDF with where pdfjs places it, and each page's size: for layout tests. */
export async function pdfTextItems(bytes: Uint8Array) {
  const pdf = await openPdf(bytes);
  try {
    const items: PlacedText[] = [];
    const pages: Array<{ width: number; height: number }> = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      pages.push({ width, height });
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!("str" in item) || !item.str.trim()) continue;
        items.push({
          text: item.str,
          page: number,
          x: item.transform[4],
          y: item.transform[5],
          width: item.width,
        });
      }
    }
    const text = items.map((item) => item.text).join("\n");
    return { pages, items, text };
  } finally {
    await pdf.destroy();
  }
}
