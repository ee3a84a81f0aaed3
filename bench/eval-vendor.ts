/**
 * Vendor (supplier) accuracy of the portfolio's key data on hand-labelled contracts.
 *
 *   npx tsx bench/eval-vendor.ts [--data <dir>] [--labels <file>] [--verbose]
 *   (bench/labels/cuad-vendor-labels-unseen.json: 20 even ids labelled after the rules were written)
 *
 * The labels (bench/labels/cuad-vendor-labels.json) name the supplier of 38 CUAD dev contracts with odd
 * ids; their misses were looked at while the vendor rules were fixed, so the unseen file is the fairer
 * figure. Each file says who labelled it and how. The vendor is what the
 * signed-contract form would pre-fill (`keyData.vendor`, the user taken as the customer). A vendor is
 * right when it names the labelled party (legal suffixes, punctuation and case aside).
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { analyseContract } from "../analysis/index";
import { normaliseCompanyName } from "../common/company-name";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const dataDir = resolve(root, arg("data") ?? "../shared/eval/cuad-dev");
const labelFile = resolve(root, arg("labels") ?? "bench/labels/cuad-vendor-labels.json");
const verbose = process.argv.includes("--verbose");

type Label = { id: string; vendor: string; also?: string[] };
const { vendors } = JSON.parse(readFileSync(labelFile, "utf8")) as { vendors: Label[] };

/** Same party: equal without suffixes, or one name is the other with more words ("XIMAGE" / "XIMAGE Corp"). */
export function namesParty(found: string, label: Label): boolean {
  const f = normaliseCompanyName(found);
  if (!f) return false;
  return [label.vendor, ...(label.also ?? [])].some((name) => {
    const l = normaliseCompanyName(name);
    return l !== "" && (f === l || ` ${l} `.includes(` ${f} `) || ` ${f} `.includes(` ${l} `));
  });
}

let right = 0;
let blank = 0;
let wrong = 0;
const misses: string[] = [];
for (const label of vendors) {
  const text = readFileSync(join(dataDir, "contracts", `${label.id}.txt`), "utf8");
  const vendor = analyseContract(text).keyData.vendor;
  if (vendor && namesParty(vendor, label)) right++;
  else {
    if (vendor) wrong++;
    else blank++;
    misses.push(`${label.id}: expected "${label.vendor}", got ${vendor ? `"${vendor}"` : "nothing"}`);
  }
}
const pct = (n: number) => `${Math.round((100 * n) / vendors.length)}%`;
console.log(`Vendor on ${vendors.length} hand-labelled contracts (${labelFile.replace(`${root}/`, "")})`);
console.log(`right ${right} (${pct(right)}), wrong ${wrong} (${pct(wrong)}), blank ${blank} (${pct(blank)})`);
if (verbose) for (const m of misses) console.log(`  ${m}`);
