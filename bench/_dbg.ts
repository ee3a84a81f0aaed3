import { readFileSync } from "node:fs";
import { prepare } from "../analysis/doc";
import { spanIndexAt } from "../analysis/text";
const [id, pos] = process.argv.slice(2);
const text = readFileSync(`/work/shared/eval/cuad-dev/contracts/${id}.txt`, "utf8");
const doc = prepare(text);
const i = spanIndexAt(doc.sentences, Number(pos));
const s = doc.sentences[i];
console.log(i, s, JSON.stringify(text.slice(s.start, s.end)).slice(0, 1500));
