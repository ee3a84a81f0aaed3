/**
 * Accuracy of the analysis engine against labelled contracts (CUAD format).
 *
 *   npm run eval -- [--data <dir>] [--json <file>] [--verbose <category>]
 *
 * Counting is strict and per contract, for each category:
 *   TP: the contract is labelled with the category and at least one predicted span overlaps a label;
 *   FP: the contract has predictions and none of them overlaps a label (also when it has labels);
 *   FN: the contract is labelled and no prediction overlaps a label.
 */
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { analyseContract, CUAD_CATEGORIES, type CuadCategory } from "../analysis/index";
import { loadEvalSet, percentile } from "./eval-data";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const dataDir = resolve(root, arg("data") ?? "../shared/eval/cuad-dev");
const jsonOut = arg("json");
const verbose = arg("verbose");

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

const contracts = loadEvalSet(dataDir);
const counts = new Map<CuadCategory, { tp: number; fp: number; fn: number }>();
for (const c of CUAD_CATEGORIES) counts.set(c, { tp: 0, fp: 0, fn: 0 });
const times: number[] = [];
const details: string[] = [];

// warm the JIT so the timings reflect steady-state speed
for (const contract of contracts.slice(0, 5)) analyseContract(contract.text);

for (const contract of contracts) {
  const t0 = performance.now();
  const analysis = analyseContract(contract.text);
  times.push(performance.now() - t0);
  for (const cat of CUAD_CATEGORIES) {
    const labels = contract.labels[cat] ?? [];
    const preds = analysis.cuadSpans[cat] ?? [];
    const hit = preds.some((p) => labels.some((l) => overlaps(p, l)));
    const k = counts.get(cat)!;
    if (labels.length > 0 && hit) k.tp++;
    if (preds.length > 0 && !hit) k.fp++;
    if (labels.length > 0 && !hit) k.fn++;
    if (verbose && verbose === cat && !hit && (preds.length > 0 || labels.length > 0)) {
      const kind = preds.length > 0 && labels.length > 0 ? "FP+FN" : preds.length > 0 ? "FP" : "FN";
      details.push(`### ${contract.id} ${kind}`);
      for (const p of preds.slice(0, 4))
        details.push(
          `  PRED ${p.start}: ${contract.text.slice(p.start, p.end).replace(/\s+/g, " ").slice(0, 300)}`,
        );
      for (const l of labels.slice(0, 4))
        details.push(`  GOLD ${l.start}: ${l.text.replace(/\s+/g, " ").slice(0, 300)}`);
    }
  }
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const categories: Record<
  string,
  { precision: number; recall: number; f1: number; tp: number; fp: number; fn: number }
> = {};
const rows: string[] = [];
rows.push(
  `${"category".padEnd(36)} ${"prec".padStart(6)} ${"recall".padStart(6)} ${"F1".padStart(6)} ${"tp".padStart(4)} ${"fp".padStart(4)} ${"fn".padStart(4)}`,
);
for (const cat of CUAD_CATEGORIES) {
  const { tp, fp, fn } = counts.get(cat)!;
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  categories[cat] = { precision: round(precision), recall: round(recall), f1: round(f1), tp, fp, fn };
  rows.push(
    `${cat.padEnd(36)} ${precision.toFixed(3).padStart(6)} ${recall.toFixed(3).padStart(6)} ${f1.toFixed(3).padStart(6)} ${String(tp).padStart(4)} ${String(fp).padStart(4)} ${String(fn).padStart(4)}`,
  );
}
const sorted = [...times].sort((a, b) => a - b);
const ms = {
  median: round(percentile(sorted, 50)),
  p95: round(percentile(sorted, 95)),
  max: round(sorted[sorted.length - 1] ?? 0),
};
if (details.length > 0) console.log(details.join("\n"));
console.log(`Evaluated ${contracts.length} contracts from ${dataDir}`);
console.log(rows.join("\n"));
console.log(`ms per contract: median ${ms.median}, p95 ${ms.p95}, max ${ms.max}`);
if (jsonOut) {
  const out = { contracts: contracts.length, categories, msPerContract: ms };
  writeFileSync(resolve(process.cwd(), jsonOut), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`wrote ${jsonOut}`);
}
