import { readFileSync } from "node:fs";
import { findDates } from "../analysis/dates";
import { prepare, sentencesWith } from "../analysis/doc";

const text = readFileSync(`/work/shared/eval/cuad-dev/contracts/126.txt`, "utf8");
const t = (name: string, f: () => unknown) => {
  f();
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) f();
  console.log(name, ((performance.now() - t0) / 5).toFixed(1));
};
t("findDates whole", () => findDates(text));
const doc = prepare(text);
t("eff trigger", () => {
  doc.cache.clear();
  return sentencesWith(
    doc,
    /\b(?:effective|commenc\w*|begin|begins|beginning|takes?\s+effect|comes?\s+into\s+(?:force|effect))\b/g,
  ).length;
});
t("term trigger", () => {
  doc.cache.clear();
  return sentencesWith(
    doc,
    /\b(?:commenc\w*|continu\w*|expir\w*|terminat\w*|remain|valid|in\s+effect|in\s+force|term\s+of|initial\s+term|perpetual\w*|indefinite\w*|until|period\s+of)\b/g,
  ).length;
});
doc.cache.clear();
console.log(
  sentencesWith(
    doc,
    /\b(?:commenc\w*|continu\w*|expir\w*|terminat\w*|remain|valid|in\s+effect|in\s+force|term\s+of|initial\s+term|perpetual\w*|indefinite\w*|until|period\s+of)\b/g,
  ).length,
  doc.sentences.length,
);
