/**
 * Analysis engine speed over an eval set: time per contract (median, p95, max) and throughput.
 *
 *   npm run bench:analysis -- [--data <dir>] [--rounds <n>]
 *
 * Each contract is analysed once to warm up, then `rounds` times (default 3); the figure per contract
 * is its median over the rounds.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { analyseContract } from "../analysis/index";
import { loadEvalSet, percentile } from "./eval-data";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const dataDir = resolve(root, arg("data") ?? "../shared/eval/cuad-dev");
const rounds = Math.max(1, Number(arg("rounds") ?? 3));

const contracts = loadEvalSet(dataDir);
for (const c of contracts) analyseContract(c.text);

const perContract: number[] = [];
let totalBytes = 0;
let totalMs = 0;
let slowest = { id: "", ms: 0 };
for (const c of contracts) {
  const runs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    analyseContract(c.text);
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  const ms = runs[Math.floor(runs.length / 2)];
  perContract.push(ms);
  totalMs += ms;
  totalBytes += Buffer.byteLength(c.text, "utf8");
  if (ms > slowest.ms) slowest = { id: c.id, ms };
}
perContract.sort((a, b) => a - b);
const f = (x: number) => x.toFixed(2);
console.log(
  `Analysis engine over ${contracts.length} contracts (${(totalBytes / 1e6).toFixed(2)} MB), ${rounds} rounds each`,
);
console.log(
  `ms per contract: median ${f(percentile(perContract, 50))}, p95 ${f(percentile(perContract, 95))}, max ${f(perContract[perContract.length - 1])} (contract ${slowest.id})`,
);
console.log(
  `throughput: ${(totalBytes / 1e6 / (totalMs / 1000)).toFixed(2)} MB/s, ${(contracts.length / (totalMs / 1000)).toFixed(0)} contracts/s`,
);
