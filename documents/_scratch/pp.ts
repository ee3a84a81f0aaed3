import { readFileSync } from "node:fs";
import { openPdf } from "../pdfjs";
import { pageParagraphs } from "../pdf-layout";
const bytes = new Uint8Array(readFileSync("/work/shared/eval/cuad-dev/pdf/474.pdf"));
for (let k = 0; k < 3; k++) {
let t0 = performance.now();
const doc = await openPdf(bytes);
let tOpen = performance.now() - t0, tText = 0, tLayout = 0;
for (let n = 1; n <= doc.numPages; n++) {
  let t = performance.now();
  const page = await doc.getPage(n); const c = await page.getTextContent();
  tText += performance.now() - t; t = performance.now();
  pageParagraphs(c.items.filter((i: any) => "str" in i).map((i: any) => ({ str: i.str, x: i.transform[4], y: i.transform[5], width: i.width, size: Math.hypot(i.transform[2], i.transform[3]) })));
  tLayout += performance.now() - t;
}
console.log("open", tOpen.toFixed(0), "text", tText.toFixed(0), "layout", tLayout.toFixed(0), doc.numPages);
await doc.destroy();
}
