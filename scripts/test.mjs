// `npm test`: runs every stage even when an earlier one fails, then lists what failed.
// Exits non-zero when any stage failed, so CI still fails, but one broken stage no longer hides the rest.
import { spawnSync } from "node:child_process";

const stages = [
  ["lint", "npm run lint"],
  ["typecheck", "npm run typecheck"],
  ["unit and API tests", "npm run test:unit"],
  ["browser journeys", "npm run test:e2e"],
];

const results = stages.map(([name, command]) => {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status, signal } = spawnSync(command, { stdio: "inherit", shell: true });
  const seconds = Math.round((Date.now() - started) / 1000);
  return { name, ok: status === 0, detail: signal ? `killed by ${signal}` : `exit ${status}`, seconds };
});

console.log("\n=== npm test summary");
for (const { name, ok, detail, seconds } of results) {
  console.log(`${ok ? "passed" : "FAILED"}  ${name} (${ok ? "" : `${detail}, `}${seconds} s)`);
}
const failed = results.filter((result) => !result.ok);
console.log(`Stages: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
