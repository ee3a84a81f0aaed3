/**
 * Replays hostile documents against a real server process and reports what they cost it: process
 * exits, 5xx answers, the server's peak memory and the worst /api/health latency meanwhile.
 *
 * npx tsx bench/hostile-files.ts [--mutations 300] [--xml-mutations 100] [--port 4321]
 *   [--database-url postgres://…] [--seed 9]
 *
 * It starts `tsx server/main.ts` itself (fresh DATA_DIR, or the given PostgreSQL database), so it can
 * see the process exit and read its peak RSS (VmHWM, worker threads included); an exited server is
 * started again and counted. Files: the NUL-overwritten PDF, DOCX files whose document.xml unpacks
 * to 40 MB and 95 MB, a PDF with a 1 GB compressed stream, random byte mutations of a valid PDF and
 * DOCX, and XML-level mutations of the DOCX (characters, references and tags changed inside
 * word/document.xml).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  hugeDocumentXmlDocx,
  hugeStreamPdf,
  mutateBytes,
  nulOverwrittenPdf,
  seededRandom,
} from "../documents/test-support/crafted-files";
import { layoutColumn, makePdf } from "../documents/test-support/make-pdf";
import { writeZip } from "../documents/test-support/zip-writer";
import { inflateEntry, listZipEntries } from "../documents/zip-entries";
import { sampleContractDocx, sampleContractSections } from "../server/test/sample-contract";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const mutations = Number(arg("mutations", "300"));
const xmlMutations = Number(arg("xml-mutations", "100"));
const port = Number(arg("port", "4321"));
const databaseUrl = arg("database-url", "");
const random = seededRandom(Number(arg("seed", "9")));
const base = `http://127.0.0.1:${port}`;
const root = path.join(import.meta.dirname, "..");

// ---- the server under test -------------------------------------------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), "cw-hostile-"));
let server: ChildProcess | null = null;
let exits = 0;
let peakRssMb = 0;
let startupPeakRssMb = 0;
let stopping = false;

function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr?.on("data", () => {});
  child.on("exit", (code, signal) => {
    if (stopping) return;
    exits++;
    console.log(`  server exited (code ${code}, signal ${signal}); starting it again`);
    server = startServer();
  });
  return child;
}

/**
 * Resets the kernel's peak-RSS mark (VmHWM) once the server is up, so the figure is what reading the
 * files cost, not creating a new database at first start (reported apart).
 */
function resetPeakRss() {
  if (!server?.pid) return;
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
    const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
    if (hwm) startupPeakRssMb = Math.max(startupPeakRssMb, Number(hwm[1]) / 1024);
    writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
  } catch {
    // Not Linux, or the process is between lives: the peak then includes start-up.
  }
}

function sampleRss() {
  if (!server?.pid) return;
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
    const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
    if (hwm) peakRssMb = Math.max(peakRssMb, Number(hwm[1]) / 1024);
  } catch {
    // The process is between lives.
  }
}

async function waitForHealth(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become healthy");
}

// ---- health probe while files are replayed ------------------------------------------------------
let worstHealthMs = 0;
let healthFailures = 0;
let probing = true;
async function probeHealth() {
  while (probing) {
    const started = performance.now();
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.ok,
      () => false,
    );
    const ms = performance.now() - started;
    if (ok) worstHealthMs = Math.max(worstHealthMs, ms);
    else healthFailures++;
    sampleRss();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---- API helpers ---------------------------------------------------------------------------------
async function api(method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

async function register(email: string) {
  const { status, json } = await api("POST", "/api/register", undefined, {
    firstName: "Hostile",
    lastName: "Tester",
    email,
    jobTitle: "QA",
    companyName: "Northwind Trading Ltd",
    companySize: "11-50",
    industry: "Technology",
    password: "Str0ng!Passphrase",
    confirmPassword: "Str0ng!Passphrase",
  });
  if (status !== 201) throw new Error(`register ${email}: ${status}`);
  return json.token as string;
}

async function upload(url: string, token: string, name: string, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.append("contract", new Blob([Buffer.from(bytes)], { type }), name);
  const response = await fetch(base + url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).catch(() => null);
  if (!response) return { status: 0, json: null };
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

// ---- the files -------------------------------------------------------------------------------------
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PDF = "application/pdf";

function validPdf(): Uint8Array {
  const paragraphs = sampleContractSections.flatMap((section) => [section.heading, ...section.paragraphs]);
  const half = Math.ceil(paragraphs.length / 2);
  return makePdf([
    { kind: "text", lines: layoutColumn(paragraphs.slice(0, half), { x: 50, top: 790, maxChars: 90 }) },
    { kind: "text", lines: layoutColumn(paragraphs.slice(half), { x: 50, top: 790, maxChars: 90 }) },
  ]);
}

const XML_EDITS = [
  "&#0;",
  "&#1;",
  "\u0000",
  "<",
  ">",
  "&",
  "&#xD800;",
  '"',
  "</w:t>",
  "<w:p>",
  "]]>",
  "\uFFFF",
];

/** Changes a few characters, references or tags inside word/document.xml and zips it up again. */
function mutateDocxXml(docx: Uint8Array): Uint8Array {
  const entries = listZipEntries(docx);
  const files = entries.map((entry) => ({
    name: entry.name,
    data: inflateEntry(docx, entry) as Uint8Array | string,
  }));
  const main = files.find((file) => file.name === "word/document.xml")!;
  let xml = Buffer.from(main.data as Uint8Array).toString("utf8");
  const edits = 1 + Math.floor(random() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * xml.length);
    const edit = XML_EDITS[Math.floor(random() * XML_EDITS.length)];
    xml =
      random() < 0.5 ? xml.slice(0, at) + edit + xml.slice(at) : xml.slice(0, at) + edit + xml.slice(at + 1);
  }
  main.data = xml;
  return writeZip(files);
}

type Case = { label: string; kind: "pdf" | "docx"; bytes: Uint8Array };

async function buildCases(): Promise<Case[]> {
  const pdf = validPdf();
  const docx = await sampleContractDocx();
  const cases: Case[] = [
    { label: "valid PDF", kind: "pdf", bytes: pdf },
    { label: "valid DOCX", kind: "docx", bytes: docx },
    { label: "NUL-overwritten PDF", kind: "pdf", bytes: nulOverwrittenPdf() },
    {
      label: "DOCX with 40 MB document.xml",
      kind: "docx",
      bytes: await hugeDocumentXmlDocx(40 * 1024 * 1024),
    },
    {
      label: "DOCX with 95 MB document.xml",
      kind: "docx",
      bytes: await hugeDocumentXmlDocx(95 * 1024 * 1024),
    },
    {
      label: "PDF with a 1 GB compressed stream",
      kind: "pdf",
      bytes: await hugeStreamPdf(1024 * 1024 * 1024),
    },
  ];
  for (let i = 0; i < mutations; i++) {
    cases.push({ label: `PDF byte mutation ${i + 1}`, kind: "pdf", bytes: mutateBytes(pdf, random) });
    cases.push({ label: `DOCX byte mutation ${i + 1}`, kind: "docx", bytes: mutateBytes(docx, random) });
  }
  for (let i = 0; i < xmlMutations; i++)
    cases.push({ label: `DOCX XML mutation ${i + 1}`, kind: "docx", bytes: mutateDocxXml(docx) });
  return cases;
}

// ---- run ---------------------------------------------------------------------------------------------
console.log("Building hostile files...");
const cases = await buildCases();
console.log(
  `Starting the server on ${base} (${databaseUrl ? "PostgreSQL server" : `PGlite in ${dataDir}`})...`,
);
server = startServer();
await waitForHealth();
const admin = await register(`admin-${Date.now()}@northwind-trading.co.uk`);
const token = await register(`hostile-${Date.now()}@northwind-trading.co.uk`);
const users = (await api("GET", "/api/admin/users", admin)).json as unknown as Array<{
  id: string;
  email: string;
}>;
const me = users.find((u) => u.email.startsWith("hostile-"));
// Premium, so storage limits do not stop the replay before the parsers are reached.
if (me) await api("PATCH", `/api/admin/users/${me.id}/toggle-premium`, admin, { hasPremiumAccess: true });

resetPeakRss();
const probe = probeHealth();
const statuses = new Map<number, number>();
const fiveHundreds: string[] = [];
let slowest = { label: "", ms: 0 };
const started = Date.now();
for (const item of cases) {
  const t = performance.now();
  // DOCX through the draft upload, PDF through the signed-contract upload (the only one taking PDFs).
  const answer =
    item.kind === "docx"
      ? await upload("/api/contracts/upload", token, `${item.label}.docx`, item.bytes, DOCX)
      : await upload("/api/executed-contracts/manual", token, `${item.label}.pdf`, item.bytes, PDF);
  const ms = performance.now() - t;
  if (ms > slowest.ms) slowest = { label: item.label, ms };
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  if (answer.status >= 500 || answer.status === 0) fiveHundreds.push(`${item.label}: ${answer.status}`);
  if (item.label.startsWith("valid") || !item.label.includes("mutation"))
    console.log(
      `  ${item.label}: ${answer.status} in ${ms.toFixed(0)} ms (peak RSS so far ${peakRssMb.toFixed(0)} MB)`,
    );
  // Keep storage small: remove what was stored.
  if (answer.status === 201 && item.kind === "docx")
    await api("DELETE", `/api/contracts/${answer.json?.id}`, token);
  if (answer.status === 201 && item.kind === "pdf") {
    const saved = await api("POST", "/api/executed-contracts/save-manual", token, {
      contractTitle: "Replay",
      vendorName: "Replay Ltd",
      contractValue: "£0",
      currency: "GBP",
      startDate: "01/04/2026",
      endDate: "31/03/2027",
      contractType: "SaaS Subscription",
      department: "IT",
      autoRenewal: false,
      noticeRequired: "30",
      uploadId: answer.json?.uploadId,
    });
    if (saved.status === 201) await api("DELETE", `/api/executed-contracts/${saved.json.id}`, token);
    else if (saved.status >= 500) fiveHundreds.push(`${item.label} (save): ${saved.status}`);
  }
  if (
    server &&
    (answer.status === 0 ||
      !(await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )))
  )
    await waitForHealth();
}
probing = false;
await probe;
sampleRss();

console.log(`\n${cases.length} files in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(
  `answers: ${[...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s} x${n}`)
    .join(", ")}`,
);
console.log(`process exits: ${exits}`);
console.log(
  `5xx answers: ${fiveHundreds.length}${fiveHundreds.length ? ` (${fiveHundreds.slice(0, 10).join("; ")})` : ""}`,
);
console.log(
  `peak server RSS while replaying: ${peakRssMb.toFixed(0)} MB (start-up, database creation included: ${startupPeakRssMb.toFixed(0)} MB)`,
);
console.log(`worst /api/health latency: ${worstHealthMs.toFixed(0)} ms (${healthFailures} failed probes)`);
console.log(`slowest upload: ${slowest.label} (${slowest.ms.toFixed(0)} ms)`);

stopping = true;
server?.kill("SIGTERM");
await new Promise((resolve) => setTimeout(resolve, 2_000));
rmSync(dataDir, { recursive: true, force: true });
