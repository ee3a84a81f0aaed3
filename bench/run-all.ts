/** Runs every benchmark in turn; each prints its own figures. */
import { execSync } from "node:child_process";

const benches = [
  ["Analysis engine", "npx tsx bench/analysis.ts"],
  ["Redlined document", "npx tsx bench/redline.ts"],
  ["PDF text extraction", "npx tsx bench/pdf.ts --no-ocr"],
  ["API load", "npx tsx bench/api-load.ts --seconds 3"],
  ["Upload → analysis, 30-page DOCX", "npx tsx bench/upload-analysis.ts --runs 20"],
];
for (const [title, command] of benches) {
  console.log(`\n=== ${title}: ${command}`);
  execSync(command, { stdio: "inherit" });
}
