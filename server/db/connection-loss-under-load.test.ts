import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiClient,
  freePort,
  registration,
  serverDatabase,
  startServer,
  waitForHealth,
} from "../test/live-server";

const adminUrl = process.env.TEST_DATABASE_URL;

type Answer = { at: number; label: string; status: number; message?: string };

/**
 * The real server process on a PostgreSQL server, with requests flowing, while the database drops
 * every one of its connections (as a server restart or failover does): requests fail cleanly with 503
 * for a moment, the process keeps running, and requests succeed again without a restart.
 */
describe.skipIf(!adminUrl)("database connections terminated under live load [postgres]", () => {
  const logs: string[] = [];
  let database: Awaited<ReturnType<typeof serverDatabase>>;
  let child: ChildProcess | undefined;
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    database = await serverDatabase(adminUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), "cw-connloss-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = startServer(
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        WEB_DIR: path.join(dataDir, "no-web"),
        SMTP_URL: "",
        APP_URL: base,
        LOG_LEVEL: "warn",
      },
      logs,
    );
    await waitForHealth(base);
  });

  afterAll(async () => {
    child?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  async function terminateAppConnections() {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const result = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database.name],
    );
    await admin.end();
    return result.rowCount ?? 0;
  }

  it("answers 503 for a moment, never exits, then serves again", async () => {
    const api = apiClient(base);
    const registered = await api<{ token: string }>(
      "POST",
      "/api/register",
      undefined,
      registration(`load-${randomBytes(4).toString("hex")}@northwind-trading.co.uk`),
    );
    expect(registered.status).toBe(201);
    const token = registered.json.token;

    const thresholds = await api("GET", "/api/risk-thresholds", token);
    expect(thresholds.status).toBe(200);

    const answers: Answer[] = [];
    const unsaved: string[] = [];
    let flowing = true;
    const requests: Array<() => Promise<{ status: number; json: unknown }>> = [
      () => api("GET", "/api/health"),
      () => api("GET", "/api/executed-contracts", token),
      () => api("GET", "/api/contracts", token),
      () => api("GET", "/api/notifications", token),
      () => api("PUT", "/api/risk-thresholds", token, thresholds.json),
      // A transaction that writes and one that deletes, so the free plan's storage never fills up. A
      // delete cut off by the outage is retried before the next save, or the saves would fill it.
      async () => {
        for (let id = unsaved.shift(); id !== undefined; id = unsaved.shift()) {
          const retry = await api("DELETE", `/api/executed-contracts/${id}`, token);
          if (retry.status >= 300 && retry.status !== 404) {
            unsaved.push(id);
            return retry;
          }
        }
        const saved = await api<{ id: string; message?: string }>(
          "POST",
          "/api/executed-contracts/save-manual",
          token,
          {
            contractTitle: "Office cleaning",
            vendorName: "Brightwater Cleaning Limited",
            contractValue: "£4,000",
            autoRenewal: false,
            noticeRequired: "",
          },
        );
        if (saved.status !== 201) return saved;
        const deleted = await api("DELETE", `/api/executed-contracts/${saved.json.id}`, token);
        if (deleted.status >= 300) unsaved.push(saved.json.id);
        return deleted;
      },
    ];
    const loop = async (request: () => Promise<{ status: number; json: unknown }>, index: number) => {
      while (flowing) {
        const answer = await request().then(
          (r) => ({ status: r.status, message: (r.json as { message?: string } | null)?.message }),
          () => ({ status: 0, message: "no answer" }),
        );
        answers.push({ at: Date.now(), label: `request ${index}`, ...answer });
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    // Two clients per kind of request, so some are mid-query whenever the connections go.
    const loops = [...requests, ...requests].map((request, i) => loop(request, i % requests.length));

    await new Promise((r) => setTimeout(r, 2_000));
    const before = answers.length;
    let terminated = 0;
    for (let round = 0; round < 3; round++) {
      terminated += await terminateAppConnections();
      await new Promise((r) => setTimeout(r, 700));
    }
    const lastCut = Date.now();
    await new Promise((r) => setTimeout(r, 4_000));
    flowing = false;
    await Promise.all(loops);

    expect(before).toBeGreaterThan(10);
    expect(terminated).toBeGreaterThanOrEqual(3);
    expect(child?.exitCode).toBeNull();
    expect(child?.signalCode).toBeNull();

    const failed = answers.filter((a) => a.status >= 300);
    // Before the cuts everything worked.
    expect(answers.slice(0, before).filter((a) => a.status >= 300)).toEqual([]);
    // A failure is a clear 503, never a dropped connection or a bare 500.
    for (const answer of failed) {
      expect({ status: answer.status, message: answer.message }).toMatchObject({
        status: 503,
        message: expect.stringMatching(/database/i),
      });
    }
    // From a second after the last cut, every kind of request succeeds again.
    const after = answers.filter((a) => a.at > lastCut + 1_000);
    expect(new Set(after.map((a) => a.label)).size).toBe(requests.length);
    expect(after.filter((a) => a.status >= 300)).toEqual([]);
    expect(logs.join("")).not.toMatch(/unhandled/i);

    const health = await api("GET", "/api/health");
    expect(health.status).toBe(200);
    console.log(
      `connection loss under load: ${answers.length} requests, ${failed.length} answered 503, ${terminated} connections terminated`,
    );
  }, 120_000);
});
