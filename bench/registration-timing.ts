/**
 * Can registration tell whether an email has an account by how long it takes? Registers new addresses
 * and an existing one, interleaved, on an in-process app, and prints both response-time distributions
 * side by side. They should overlap: the same password hashing and the same database work either way.
 *
 * npx tsx bench/registration-timing.ts [--runs 60] [--database-url postgres://…] (default: PGlite in memory)
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { testConfig } from "../server/test/harness";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg("runs", "60"));
const adminUrl = arg("database-url", "");

let dropDatabase = async () => {};
let url: string | undefined;
if (adminUrl) {
  const name = `cw_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  url = u.toString();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
const database = await openDatabase({ url, dataDir: "memory://" });
const { app } = await buildApp({
  db: database.db,
  config: testConfig({ logLevel: "silent" }),
  logger: false,
  authRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
});
await app.ready();

const register = async (email: string) => {
  const started = performance.now();
  const response = await app.inject({
    method: "POST",
    url: "/api/register",
    payload: {
      firstName: "Alice",
      lastName: "Walker",
      email,
      jobTitle: "Finance Manager",
      companyName: "Northwind Trading Ltd",
      companySize: "11-50",
      industry: "Technology",
      password: "Str0ng!Passphrase",
      confirmPassword: "Str0ng!Passphrase",
    },
  });
  const ms = performance.now() - started;
  if (response.statusCode !== 201) throw new Error(`register ${email}: ${response.statusCode}`);
  return ms;
};

function printDistribution(label: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  console.log(
    `${label.padEnd(16)} n=${values.length}  min ${sorted[0].toFixed(1)}  p10 ${at(0.1)}  p25 ${at(0.25)}  p50 ${at(0.5)}  p75 ${at(0.75)}  p90 ${at(0.9)}  max ${sorted.at(-1)?.toFixed(1)}  mean ${mean.toFixed(1)} ms`,
  );
  return sorted;
}

/** Share of (new, existing) pairs where the existing one was faster: 0.5 means indistinguishable. */
function fasterShare(existing: number[], fresh: number[]) {
  let faster = 0;
  for (const e of existing) for (const f of fresh) faster += e < f ? 1 : e === f ? 0.5 : 0;
  return faster / (existing.length * fresh.length);
}

try {
  const taken = `owner-${randomBytes(3).toString("hex")}@northwind-trading.co.uk`;
  await register(taken);
  // Warm-up: first calls compile code paths and fill caches.
  for (let i = 0; i < 5; i++) {
    await register(`warm-${i}-${randomBytes(3).toString("hex")}@northwind-trading.co.uk`);
    await register(taken);
  }
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternate which goes first so drift in machine load falls on both.
    const order = i % 2 === 0 ? ["new", "existing"] : ["existing", "new"];
    for (const kind of order) {
      if (kind === "new")
        fresh.push(await register(`new-${i}-${randomBytes(3).toString("hex")}@northwind-trading.co.uk`));
      else existing.push(await register(taken));
    }
  }
  console.log(`Registration response times (${adminUrl ? "PostgreSQL server" : "PGlite"}), in process:`);
  printDistribution("new email", fresh);
  printDistribution("existing email", existing);
  console.log(
    `existing faster than new in ${(fasterShare(existing, fresh) * 100).toFixed(0)}% of pairs (50% = no tell)`,
  );
} finally {
  await app.close();
  await database.close();
  await dropDatabase();
}
