/**
 * How much a scanned contract's OCR holds up everyone else: uploads a scanned PDF (every page an image)
 * to a real server process, then probes /api/health every 50 ms until the OCR job has finished, and
 * prints the probes' latency (p50, p95, p99, max) and how many took over 1 s, next to a baseline taken
 * before the upload.
 *
 * npx tsx bench/ocr-health.ts [--pages 30] [--port 4331]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makePdf } from "../documents/test-support/make-pdf";
import { renderTextImage } from "../documents/test-support/render-text-image";
import { sampleContractSections } from "../server/test/sample-contract";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const pages = Number(arg("pages", "30"));
const port = Number(arg("port", "4331"));
const base = `http://127.0.0.1:${port}`;
const root = path.join(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "cw-ocr-health-"));

function startServer(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      WEB_DIR: path.join(dataDir, "no-web"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not become healthy");
}

async function probe(until: () => Promise<boolean>, minMs: number) {
  const latencies: number[] = [];
  const started = Date.now();
  let checkedAt = 0;
  for (;;) {
    const t = performance.now();
    await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) }).then(
      (r) => r.arrayBuffer(),
      () => null,
    );
    latencies.push(performance.now() - t);
    if (Date.now() - checkedAt > 1_000 && Date.now() - started > minMs) {
      checkedAt = Date.now();
      if (await until()) return latencies;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function summary(label: string, latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(0);
  console.log(
    `${label}: ${sorted.length} probes, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${sorted.at(-1)?.toFixed(0)} ms, over 1 s: ${sorted.filter((ms) => ms > 1_000).length}`,
  );
}

const lines = sampleContractSections.flatMap((s) => [s.heading, ...s.paragraphs]).map((p) => p.slice(0, 70));
const images = [];
for (let i = 0; i < pages; i++) {
  images.push({
    kind: "image" as const,
    ...(await renderTextImage(lines.slice((i * 7) % lines.length).slice(0, 28))),
  });
}
const scan = makePdf(images);
console.log(`Scanned PDF: ${pages} pages, ${(scan.byteLength / 1024 / 1024).toFixed(1)} MB`);

const server = startServer();
try {
  await waitForHealth();
  const registered = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Mark",
      email: "ocr-bench@northwind-trading.co.uk",
      jobTitle: "Ops",
      companyName: "Northwind Trading Ltd",
      companySize: "11-50",
      industry: "Other",
      password: "Str0ng!Passphrase",
      confirmPassword: "Str0ng!Passphrase",
    }),
  }).then((r) => r.json() as Promise<{ token: string }>);
  const authorization = `Bearer ${registered.token}`;

  summary("baseline (idle)", await probe(async () => true, 5_000));

  const form = new FormData();
  form.append("contract", new Blob([new Uint8Array(scan)], { type: "application/pdf" }), "scan.pdf");
  const uploaded = await fetch(`${base}/api/executed-contracts/manual`, {
    method: "POST",
    headers: { authorization },
    body: form,
  }).then((r) => r.json() as Promise<{ uploadId: string; status: string }>);
  if (uploaded.status !== "ocr_running") throw new Error(`upload answered ${JSON.stringify(uploaded)}`);
  const started = Date.now();
  // Peak RSS from here on (Linux): the OCR's cost, not start-up's.
  const status = () => readFileSync(`/proc/${server.pid}/status`, "utf8");
  const rssMb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status())?.[1] ?? 0) / 1024;
  const before = rssMb("VmRSS");
  writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
  const finished = async () => {
    const upload = await fetch(`${base}/api/executed-contracts/uploads/${uploaded.uploadId}`, {
      headers: { authorization },
    }).then((r) => r.json() as Promise<{ status: string }>);
    return upload.status !== "ocr_running";
  };
  summary(`during OCR of ${pages} pages`, await probe(finished, 0));
  console.log(`OCR took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(
    `server RSS: ${before.toFixed(0)} MB when OCR started, peak ${rssMb("VmHWM").toFixed(0)} MB during OCR`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 2_000));
  rmSync(dataDir, { recursive: true, force: true });
}
