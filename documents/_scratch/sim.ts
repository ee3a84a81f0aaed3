import { readFileSync, readdirSync } from "node:fs";
import { readPdf } from "../read-pdf";
import { textSimilarity } from "../test-support/text-similarity";
const dir = "/work/shared/eval/cuad-dev";
let pages = 0; let ms = 0;
for (const f of readdirSync(`${dir}/pdf`).filter((f) => f.endsWith(".pdf"))) {
  const id = f.slice(0, 3);
  const t = performance.now();
  const r = await readPdf(new Uint8Array(readFileSync(`${dir}/pdf/${f}`)));
  const dt = performance.now() - t; pages += r.pageCount; ms += dt;
  const s = textSimilarity(r.text, readFileSync(`${dir}/contracts/${id}.txt`, "utf8"));
  console.log(id, r.pageCount, "pages", dt.toFixed(0), "ms", "words", s.words.toFixed(3), "bigrams", s.bigrams.toFixed(3), "noText", r.pagesWithoutText.join(","));
}
console.log("pages/s", (pages / (ms / 1000)).toFixed(1));
