import { analyseContract } from "../analysis/index";
import { UK_SAAS, US_SERVICES } from "../analysis/fixtures";
for (const t of [UK_SAAS, US_SERVICES]) {
  const a = analyseContract(t);
  const { clauses, cuadSpans, ...rest } = a;
  console.log(JSON.stringify({ ...rest, clauses: clauses.map(c => `${c.id} ${c.number} | ${c.heading} | ${t.slice(c.start, c.end).slice(0, 50).replace(/\n/g, " ")}`) }, (k, v) => (k === "excerpt" ? (v as string).slice(0, 80) : v), 1));
}
