/**
 * API load benchmark: an in-process server on 127.0.0.1 (embedded PGlite in memory), loaded with
 * autocannon for a few seconds per route. Prints requests per second and latency percentiles.
 * npx tsx bench/api-load.ts [--seconds 5] [--connections 10]
 */
import autocannon from "autocannon";
import { buildApp } from "../server/app";
import { openDatabase } from "../server/db/client";
import { testConfig } from "../server/test/harness";
import { DOCX_TYPE, multipartBody } from "../server/test/multipart";
import { sampleContractDocx } from "../server/test/sample-contract";
import { registerBenchUser } from "./bench-user";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg("seconds", 5);
const connections = arg("connections", 10);

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
const contractId = uploaded.json().contractId as string;
await app.inject({ method: "POST", url: `/api/contracts/${contractId}/analyze`, headers });

const routes = [
  { title: "GET /api/health", path: "/api/health", headers: {} },
  { title: "GET /api/profile", path: "/api/profile", headers },
  { title: "GET /api/contracts", path: "/api/contracts", headers },
  { title: "GET /api/contracts/:id/analysis", path: `/api/contracts/${contractId}/analysis`, headers },
  { title: "GET /api/notifications/unread-count", path: "/api/notifications/unread-count", headers },
];

console.log(`API load: ${connections} connections, ${seconds}s per route, PGlite in memory`);
console.log("route                                  req/s     p50 ms   p99 ms   errors");
for (const route of routes) {
  const result = await autocannon({
    url: base + route.path,
    headers: route.headers,
    connections,
    duration: seconds,
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${route.title.padEnd(38)} ${result.requests.average.toFixed(0).padStart(6)} ${result.latency.p50.toFixed(1).padStart(9)} ${result.latency.p99.toFixed(1).padStart(8)} ${String(errors).padStart(8)}`,
  );
}
await app.close();
await database.close();
