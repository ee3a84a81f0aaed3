/**
 * Contract list under load on the PostgreSQL server: one user with 50 contracts (half analysed, each
 * with a full document body), GET /api/contracts with autocannon. Target: p99 <= 50 ms at 20
 * connections.
 * npx tsx bench/contract-list.ts [--database-url postgres://postgres@127.0.0.1:5432/test]
 *   [--seconds 10] [--connections 20] [--items 50] [--query "q=contract 1&risk=red&sort=risk"] [--same-thread]
 * `--query` measures a searched, filtered and sorted list (the same query string the web page sends).
 */

import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { testConfig } from "../server/test/harness";
import { DOCX_TYPE, multipartBody } from "../server/test/multipart";
import { sampleContractDocx } from "../server/test/sample-contract";
import { registerBenchUser } from "./bench-user";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const adminUrl = arg("database-url", process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const seconds = Number(arg("seconds", "10"));
const connections = Number(arg("connections", "20"));
const items = Number(arg("items", "50"));
const query = new URLSearchParams(arg("query", "")).toString();
const listUrl = `/api/contracts${query ? `?${query}` : ""}`;

const name = `cw_bench_${randomBytes(5).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
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
  const body = multipartBody("contract", {
    name: "bench.docx",
    bytes: await sampleContractDocx(),
    type: DOCX_TYPE,
  });
  const uploaded = await app.inject({
    method: "POST",
    url: "/api/contracts/upload",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  const id = uploaded.json().id as string;
  await app.inject({ method: "POST", url: `/api/contracts/${id}/analyze`, headers });
  // The other contracts are copies with a long body (about 20 times the sample, as a real contract),
  // every other one with the analysis copied too.
  await database.db.execute(sql`
    with copies as (
      insert into contracts (user_id, original_name, file_id, size_bytes, status, side, extracted_text,
                             extracted_html, uploaded_at)
      select user_id, 'Contract ' || n || '.docx', file_id, size_bytes,
             case when n % 2 = 0 then 'analyzed' else 'uploaded' end, side,
             repeat(extracted_text || ' ' || n, 20), repeat(extracted_html, 20), uploaded_at + n * interval '1 minute'
      from contracts, generate_series(1, ${items - 1}) as n
      where id = ${id}
      returning id, status, user_id
    )
    insert into analyses (contract_id, user_id, overall_risk, title, counterparty, engine_version, result)
    select copies.id, copies.user_id, a.overall_risk, a.title, a.counterparty, a.engine_version, a.result
    from copies, analyses a
    where copies.status = 'analyzed' and a.contract_id = ${id}`);

  const check = await app.inject({ method: "GET", url: listUrl, headers });
  console.log(`GET ${listUrl}: ${check.json().length} items, ${check.body.length} bytes per answer`);
  // the load comes from a worker thread, as real clients are not in the server's process; --same-thread
  // runs it on the server's own event loop (the earlier, harsher measurement)
  const sameThread = process.argv.includes("--same-thread");
  const result = await autocannon({
    url: `${base}${listUrl}`,
    headers,
    connections,
    duration: seconds,
    ...(sameThread ? {} : { workers: 1 }),
  });
  console.log(
    `PostgreSQL server, ${connections} connections, ${seconds} s, load from ${sameThread ? "the server's thread" : "a worker thread"}`,
  );
  console.log(
    `req/s ${result.requests.average.toFixed(0)}  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
      `max ${result.latency.max} ms  errors ${result.errors + result.non2xx}`,
  );
  console.log(`target p99 <= 50 ms: ${result.latency.p99 <= 50 ? "met" : "NOT met"}`);
} finally {
  await app.close();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
