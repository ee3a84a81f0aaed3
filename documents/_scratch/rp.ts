import { readFileSync } from "node:fs";
import { readPdf } from "../read-pdf";
const id = process.argv[2] ?? "001";
const t = performance.now();
const r = await readPdf(new Uint8Array(readFileSync(`/work/shared/eval/cuad-dev/pdf/${id}.pdf`)));
console.log(r.pageCount, r.pagesWithoutText, (performance.now() - t).toFixed(0), "ms");
console.log(r.text.slice(0, +(process.argv[3] ?? 3000)));
