import { readFileSync } from "node:fs";
import { splitClauses } from "../analysis/clauses";
import { lowerAscii, splitSentences } from "../analysis/text";

const id = process.argv[2] ?? "126";
const text = readFileSync(`/work/shared/eval/cuad-dev/contracts/${id}.txt`, "utf8");
const t = (name: string, f: () => unknown) => {
  f();
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) f();
  console.log(name, ((performance.now() - t0) / 5).toFixed(1));
};
t("lower", () => lowerAscii(text));
t("sent", () => splitSentences(text));
t("clauses", () => splitClauses(text));
console.log(
  text.length,
  text.split("\n").reduce((m, l) => Math.max(m, l.length), 0),
);
