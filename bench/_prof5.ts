import { loadEvalSet } from "./eval-data";
import { lowerAscii } from "../analysis/text";
const cs = loadEvalSet("/work/shared/eval/cuad-dev").map((c) => lowerAscii(c.text));
const words = ["effective","commenc*","begin","begins","beginning","take","takes","effect","force","continu*","expir*","terminat*","remain","valid","term","perpetual*","indefinite*","until","period","liability","liabilities","liable","damages","remedy","remedies","assign*","transfer*","delegat*","subcontract*","sublicen*","novat*","owned","owner","property","vest*","belong*","hire","turned","inure*","warrant*","defect*","nonconform*","conform*","conformity","damaged","discrepanc*","bug*","latent","insurance","insured","insurer","insurers","audit*","inspect*","examin*","uptime","up","availability","available","service","sla","credit*","response","respond","resolution","downtime","down","governed","governing","construed","interpreted","interpretation","construction","governs","law","laws","renew*","extend*","extension*","successive","evergreen","roll*","automatic*","indefinitely","nonrenew*","intention","cancel*","withdraw*","end","invoice*","payable","payment*","pay","pays","paid","fee","fees","charge","charges","price","net","remittance","settle*","indemnif*","indemnit*","harmless","disclaim*","is","solicit*","employ","engage","poach","majeure","god","beyond","confidential","confidentiality","nondisclosure","disclosure","data","gdpr","personal","processor","privacy","ccpa","hipaa","protected","intellectual","copyright","copyrights","deliverables","product"];
const alt = words.sort((a,b)=>b.length-a.length).map((w) => (w.endsWith("*") ? `${w.slice(0, -1)}[a-z0-9]*` : w)).join("|");
const re = new RegExp(`\\b(?:${alt})\\b`, "g");
let n = 0;
let t0 = performance.now();
for (let r = 0; r < 3; r++) for (const t of cs) { re.lastIndex = 0; while (re.exec(t)) n++; }
console.log("combined", (performance.now() - t0) / 3, n);
const exact = new Set(words.filter((w) => !w.endsWith("*")));
const prefixes = new Set(words.filter((w) => w.endsWith("*")).map((w) => w.slice(0, -1)));
const lens = [...new Set([...prefixes].map((p) => p.length))].sort((a,b)=>a-b);
t0 = performance.now(); n = 0;
for (let r = 0; r < 3; r++) for (const t of cs) {
  const wre = /[a-z0-9]+/g;
  for (let m = wre.exec(t); m; m = wre.exec(t)) { const w = m[0]; if (exact.has(w)) { n++; continue; } for (const L of lens) { if (L > w.length) break; if (prefixes.has(w.slice(0, L))) { n++; break; } } }
}
console.log("setscan", (performance.now() - t0) / 3, n);
