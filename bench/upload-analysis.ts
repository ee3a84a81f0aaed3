/**
 * Upload → analysis in one request: POST /api/contracts/upload?analyse=true with a 30-page DOCX, over
 * HTTP to an in-process server (embedded PGlite in memory). Prints p50/p95 of the full response time
 * (multipart, reading the DOCX, the engine, storing, the JSON answer). Goal: p95 <= 1 s on 2 cores.
 * npx tsx bench/upload-analysis.ts [--runs 20] [--pages 30]
 */

import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { eq } from "drizzle-orm";
import { buildApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema";
import { testConfig } from "../server/test/harness";
import { DOCX_TYPE } from "../server/test/multipart";
import { sampleContractSections } from "../server/test/sample-contract";
import { registerBenchUser } from "./bench-user";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg("runs", 20);
const pages = arg("pages", 30);
/** A page of a typed agreement holds about 500 words; each schedule clause below is about 100. */
const CLAUSES_PER_PAGE = 5;

const scheduleClause = (n: number) =>
  `S.${n} The Supplier shall deliver the Deliverables described in part ${n} of this Schedule in accordance with the Specification and the Project Plan. Each Deliverable shall be subject to acceptance testing by the Customer within ${10 + (n % 20)} Business Days of delivery, and the Supplier shall correct any Defect notified during that period at its own cost. Records of each test, its results and any remedial work shall be kept for the Term and for ${2 + (n % 5)} years after it, and made available to the Customer on reasonable notice during normal business hours.`;

async function thirtyPageContract(): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (const section of sampleContractSections) {
    children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_2 }));
    for (const text of section.paragraphs) children.push(new Paragraph({ children: [new TextRun(text)] }));
  }
  children.push(
    new Paragraph({ text: "SCHEDULE 1 — DELIVERABLES AND ACCEPTANCE", heading: HeadingLevel.HEADING_2 }),
  );
  for (let n = 1; n <= pages * CLAUSES_PER_PAGE; n++) {
    children.push(
      new Paragraph({ alignment: AlignmentType.JUSTIFIED, children: [new TextRun(scheduleClause(n))] }),
    );
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const database = await openDatabase({ dataDir: "memory://" });
const { app } = await buildApp({
  db: database.db,
  config: testConfig({ logLevel: "silent" }),
  logger: false,
  authRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

try {
  const headers = await registerBenchUser(app);
  // Pro, so the free plan's five analyses do not stop the runs.
  await database.db
    .update(users)
    .set({ hasPremiumAccess: true })
    .where(eq(users.email, "bench@northwind-trading.co.uk"));
  const docx = await thirtyPageContract();

  const upload = async (i: number) => {
    const form = new FormData();
    form.append(
      "contract",
      new Blob([new Uint8Array(docx)], { type: DOCX_TYPE }),
      `Thirty page agreement ${i}.docx`,
    );
    const started = performance.now();
    const response = await fetch(`${base}/api/contracts/upload?analyse=true`, {
      method: "POST",
      headers,
      body: form,
    });
    const body = (await response.json()) as {
      message?: string;
      view?: { analysis: unknown; contract: { extractedText: string } };
    };
    const ms = performance.now() - started;
    if (response.status !== 201 || !body.view?.analysis)
      throw new Error(`run ${i}: ${response.status} ${body.message}`);
    return { ms, words: body.view.contract.extractedText.split(/\s+/).length };
  };

  const warm = await upload(0);
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) times.push((await upload(i)).ms);
  times.sort((a, b) => a - b);
  console.log(
    `Upload → analysis (POST /api/contracts/upload?analyse=true): ${pages}-page DOCX, ${(docx.byteLength / 1024).toFixed(0)} KB, ${warm.words} words, ${runs} runs after one warm-up`,
  );
  console.log(
    `p50 ${percentile(times, 50).toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms   max ${times.at(-1)?.toFixed(0)} ms   (goal p95 <= 1000 ms)`,
  );
} finally {
  await app.close();
  await database.close();
}
