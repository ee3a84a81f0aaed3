import { readFileSync } from "node:fs";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
const data = new Uint8Array(readFileSync("/work/shared/eval/cuad-dev/pdf/" + (process.argv[2] ?? "001") + ".pdf"));
const t0 = performance.now();
const doc = await pdfjs.getDocument({ data, useSystemFonts: false, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
console.log("pages", doc.numPages, performance.now() - t0);
const page = await doc.getPage(Number(process.argv[3] ?? 1));
const tc = await page.getTextContent();
console.log(page.view);
for (const it of tc.items.slice(0, 60)) { const i = it as any; console.log(JSON.stringify(i.str), i.transform.map((x: number) => Math.round(x * 10) / 10).join(","), Math.round(i.width), Math.round(i.height), i.hasEOL, i.fontName); }
console.log(performance.now() - t0);
