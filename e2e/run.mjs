// Builds the web app, starts from an empty embedded database, and runs the browser journeys.
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";

const dataDir = process.env.E2E_DATA_DIR ?? "/tmp/clausewise-e2e";
rmSync(dataDir, { recursive: true, force: true });
const run = (command) =>
  execSync(command, { stdio: "inherit", env: { ...process.env, E2E_DATA_DIR: dataDir } });
run("npx vite build --logLevel warn");
run(`npx playwright test -c e2e/playwright.config.ts ${process.argv.slice(2).join(" ")}`);
