/**
 * Accuracy of the analysis engine against labelled contracts (CUAD format).
 *
 *   npm run eval -- [--data <dir>] [--json <file>] [--verbose <category>] [--shown <finding kind>] [--wrap <columns>]
 *
 * Three views, each printed for the tuning half (even ids), the held-out half (odd ids) and all:
 * 1. CUAD spans, strict per contract and category: TP when a predicted span overlaps a label; FP when
 *    the contract has predictions and none overlaps a label; FN when labelled and nothing overlaps.
 * 2. What the review screen shows: for each finding kind, the share of shown findings whose quoted
 *    evidence lies on the labelled clause, and findings shown where CUAD has no label.
 * 3. Extracted values against CUAD's normalised answers (place, renewal term, notice, dates).
 * `--wrap 72` hard-wraps every contract at 72 columns first (a space becomes a line break, so the labels'
 * offsets still hold), as plain-text exports and some PDF extractions are: the same scores on a layout
 * the rules were not written against.
 * Rules are tuned on even ids only; the odd-id figures and the gap show how they carry to contracts
 * they were not written against.
 */
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { analyseContract, type ContractAnalysis, CUAD_CATEGORIES } from "../analysis/index";
import { type EvalContract, hardWrap, loadEvalSet, percentile } from "./eval-data";
import { SHOWN_KINDS, scoreEvidence, scoreValues } from "./eval-shown";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const dataDir = resolve(root, arg("data") ?? "../shared/eval/cuad-dev");
const jsonOut = arg("json");
const verbose = arg("verbose");
const shownKind = arg("shown");

type Item = { contract: EvalContract; analysis: ContractAnalysis };
type Span = { start: number; end: number };
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
const round = (x: number) => Math.round(x * 1000) / 1000;
const f1 = (tp: number, fp: number, fn: number) => {
  const p = tp + fp === 0 ? 0 : tp / (tp + fp);
  const r = tp + fn === 0 ? 0 : tp / (tp + fn);
  return { precision: round(p), recall: round(r), f1: p + r === 0 ? 0 : round((2 * p * r) / (p + r)) };
};

const wrapWidth = arg("wrap") ? Number(arg("wrap")) : null;
const contracts = loadEvalSet(dataDir).map((c) =>
  wrapWidth ? { ...c, text: hardWrap(c.text, wrapWidth) } : c,
);
for (const contract of contracts.slice(0, 5)) analyseContract(contract.text); // warm the JIT
const times: number[] = [];
const items: Item[] = contracts.map((contract) => {
  const t0 = performance.now();
  const analysis = analyseContract(contract.text);
  times.push(performance.now() - t0);
  return { contract, analysis };
});
const tune = items.filter((i) => Number(i.contract.id) % 2 === 0);
const heldOut = items.filter((i) => Number(i.contract.id) % 2 === 1);

function cuadScores(set: Item[]) {
  const out: Record<
    string,
    { tp: number; fp: number; fn: number; precision: number; recall: number; f1: number }
  > = {};
  for (const cat of CUAD_CATEGORIES) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const { contract, analysis } of set) {
      const labels = contract.labels[cat] ?? [];
      const preds = analysis.cuadSpans[cat] ?? [];
      const hit = preds.some((p) => labels.some((l) => overlaps(p, l)));
      if (labels.length > 0 && hit) tp++;
      if (preds.length > 0 && !hit) fp++;
      if (labels.length > 0 && !hit) fn++;
    }
    out[cat] = { tp, fp, fn, ...f1(tp, fp, fn) };
  }
  return out;
}

const details: string[] = [];
const clip = (t: string) => t.replace(/\s+/g, " ").slice(0, 300);
// details come from the tuning half only, so the held-out half stays unseen while rules are written
if (verbose) {
  for (const { contract, analysis } of tune) {
    const labels = contract.labels[verbose] ?? [];
    const preds = analysis.cuadSpans[verbose as (typeof CUAD_CATEGORIES)[number]] ?? [];
    if (preds.some((p) => labels.some((l) => overlaps(p, l))) || (preds.length === 0 && labels.length === 0))
      continue;
    const kind = preds.length > 0 && labels.length > 0 ? "FP+FN" : preds.length > 0 ? "FP" : "FN";
    details.push(`### ${contract.id} ${kind}`);
    for (const p of preds.slice(0, 4))
      details.push(`  PRED ${p.start}: ${clip(contract.text.slice(p.start, p.end))}`);
    for (const l of labels.slice(0, 4)) details.push(`  GOLD ${l.start}: ${clip(l.text)}`);
  }
}
if (shownKind) {
  const k = SHOWN_KINDS.find((x) => x.kind === shownKind);
  for (const { contract, analysis } of k ? tune : []) {
    const labels = contract.labels[k!.cuad] ?? [];
    for (const s of k!.shown(analysis)) {
      if (labels.some((l) => overlaps(s, l))) continue;
      details.push(`### ${contract.id} ${labels.length ? "OFF-LABEL" : "UNLABELLED"}`);
      details.push(`  SHOWN ${s.start}: ${clip(contract.text.slice(s.start, s.end))}`);
      for (const l of labels.slice(0, 3)) details.push(`  GOLD ${l.start}: ${clip(l.text)}`);
    }
  }
}
if (details.length > 0) console.log(details.join("\n"));

const all = cuadScores(items);
const t = cuadScores(tune);
const h = cuadScores(heldOut);
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `Evaluated ${contracts.length} contracts from ${dataDir} (tuning half: ${tune.length} even ids; held out: ${heldOut.length} odd ids)${wrapWidth ? `, hard-wrapped at ${wrapWidth} columns` : ""}`,
);
console.log("\n1. CUAD spans (F1)");
console.log(
  `${"category".padEnd(36)} ${pad("all", 6)} ${pad("prec", 6)} ${pad("recall", 6)} ${pad("tune", 6)} ${pad("held", 6)} ${pad("gap", 6)}`,
);
for (const cat of CUAD_CATEGORIES) {
  const a = all[cat];
  console.log(
    `${cat.padEnd(36)} ${pad(a.f1.toFixed(3), 6)} ${pad(a.precision.toFixed(3), 6)} ${pad(a.recall.toFixed(3), 6)} ${pad(t[cat].f1.toFixed(3), 6)} ${pad(h[cat].f1.toFixed(3), 6)} ${pad((h[cat].f1 - t[cat].f1).toFixed(3), 6)}`,
  );
}

const pct = (n: number, d: number) => (d === 0 ? "   -" : `${Math.round((100 * n) / d)}%`.padStart(4));
const evidence = { all: scoreEvidence(items), tune: scoreEvidence(tune), held: scoreEvidence(heldOut) };
console.log("\n2. Shown findings: evidence on the labelled clause (shown findings on labelled contracts)");
console.log(
  `${"finding kind".padEnd(30)} ${pad("all", 11)} ${pad("tune", 11)} ${pad("held out", 11)} ${pad("unlabelled", 10)} ${pad("missed", 6)}`,
);
for (const k of SHOWN_KINDS) {
  const cell = (m: Map<string, { onLabel: number; shownLabelled: number }>) => {
    const c = m.get(k.kind)!;
    return `${pct(c.onLabel, c.shownLabelled)} ${`${c.onLabel}/${c.shownLabelled}`.padStart(6)}`;
  };
  const a = evidence.all.get(k.kind)!;
  console.log(
    `${k.kind.padEnd(30)} ${cell(evidence.all)} ${cell(evidence.tune)} ${cell(evidence.held)} ${pad(a.shownUnlabelled, 10)} ${pad(a.missed, 6)}`,
  );
}

const values = { all: scoreValues(items), tune: scoreValues(tune), held: scoreValues(heldOut) };
console.log(
  "\n3. Values against CUAD answers (correct / answered; wrong, not found, given where CUAD has none)",
);
console.log(
  `${"value".padEnd(30)} ${pad("all", 11)} ${pad("tune", 11)} ${pad("held out", 11)} ${pad("wrong", 6)} ${pad("n/f", 5)} ${pad("extra", 6)}`,
);
for (const [kind, a] of values.all) {
  const cell = (c: { correct: number; answered: number }) =>
    `${pct(c.correct, c.answered)} ${`${c.correct}/${c.answered}`.padStart(6)}`;
  console.log(
    `${kind.padEnd(30)} ${cell(a)} ${cell(values.tune.get(kind)!)} ${cell(values.held.get(kind)!)} ${pad(a.wrong, 6)} ${pad(a.notFound, 5)} ${pad(a.extra, 6)}`,
  );
}

const sorted = [...times].sort((a, b) => a - b);
const ms = {
  median: round(percentile(sorted, 50)),
  p95: round(percentile(sorted, 95)),
  max: round(sorted[sorted.length - 1] ?? 0),
};
console.log(`\nms per contract: median ${ms.median}, p95 ${ms.p95}, max ${ms.max}`);
if (jsonOut) {
  const mapObj = <V>(m: Map<string, V>) => Object.fromEntries(m);
  const out = {
    contracts: contracts.length,
    categories: all,
    tuneHalf: t,
    heldOutHalf: h,
    evidence: { all: mapObj(evidence.all), tune: mapObj(evidence.tune), heldOut: mapObj(evidence.held) },
    values: { all: mapObj(values.all), tune: mapObj(values.tune), heldOut: mapObj(values.held) },
    msPerContract: ms,
  };
  writeFileSync(resolve(process.cwd(), jsonOut), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`wrote ${jsonOut}`);
}
