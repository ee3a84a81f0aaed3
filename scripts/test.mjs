// `npm test`: runs every stage even when an earlier one fails, then lists what failed.
// Exits non-zero when any stage failed, so CI still fails, but one broken stage no longer hides the rest.
// The unit stage also writes a JSON report, so the summary at the very end names the tests that failed
// (the browser journeys print after them and would otherwise push them out of a log's tail).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const unitReport = join(mkdtempSync(join(tmpdir(), "clausewise-test-")), "unit.json");

const stages = [
  ["lint", "npm run lint"],
  ["typecheck", "npm run typecheck"],
  [
    "unit and API tests",
    `npm run test:unit -- --reporter=default --reporter=json --outputFile.json=${unitReport}`,
    () => failedUnitTests(unitReport),
  ],
  ["browser journeys", "npm run test:e2e"],
];

function failedUnitTests(reportPath) {
  if (!existsSync(reportPath)) return ["(no report was written)"];
  const report = JSON.parse(readFileSync(reportPath, "utf8"));
  const failed = [];
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, "");
    const tests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of tests) failed.push(`${where} › ${test.fullName}`);
    if (tests.length === 0 && file.status === "failed") failed.push(`${where} › ${file.message ?? "failed"}`);
  }
  return failed;
}

const results = stages.map(([name, command, listFailures]) => {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status, signal } = spawnSync(command, { stdio: "inherit", shell: true });
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = status === 0;
  const failures = !ok && listFailures ? listFailures() : [];
  return { name, ok, detail: signal ? `killed by ${signal}` : `exit ${status}`, seconds, failures };
});

console.log("\n=== npm test summary");
for (const { name, ok, detail, seconds, failures } of results) {
  console.log(`${ok ? "passed" : "FAILED"}  ${name} (${ok ? "" : `${detail}, `}${seconds} s)`);
  for (const failure of failures) console.log(`        ✗ ${failure.split("\n")[0].slice(0, 300)}`);
}
const failed = results.filter((result) => !result.ok);
console.log(`Stages: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
