import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { testDatabases } from "../test/databases";
import { type JobDefinition, JobQueue, UNAWAITED_BY_PG_BOSS } from "./queue";
import { queueConnection } from "./queue-connection";

const log = Fastify({ logger: false }).log;

type Work = { label: string; failTimes?: number };

/** A job that records each run, fails the first `failTimes` runs and can be held open by the test. */
function recordingJob(name: string) {
  const runs: Array<{ label: string; at: number; retryCount: number }> = [];
  const held = new Map<string, () => void>();
  const definition: JobDefinition<Work> = {
    name,
    options: { retryLimit: 3, retryDelay: 1, expireInSeconds: 60 },
    async run(data, attempt) {
      runs.push({ label: data.label, at: Date.now(), retryCount: attempt.retryCount });
      if (data.label.startsWith("hold")) await new Promise<void>((resolve) => held.set(data.label, resolve));
      if (runs.filter((r) => r.label === data.label).length <= (data.failTimes ?? 0)) {
        throw new Error("temporary failure");
      }
    },
  };
  return { definition, runs, held };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

for (const kind of testDatabases) {
  describe(`job queue [${kind.name}]`, () => {
    let database: Database;
    const queues: JobQueue[] = [];
    const newQueue = (options: { orphanGraceSeconds?: number } = {}) => {
      const queue = new JobQueue({ db: database.db, log, pollingIntervalSeconds: 0.5, ...options });
      queues.push(queue);
      return queue;
    };
    beforeAll(async () => {
      database = await kind.open();
    });
    afterAll(async () => {
      for (const queue of queues) await queue.stop();
      await database.close();
    });

    it("retries a failing job with growing delays until it succeeds", async () => {
      const job = recordingJob("test-flaky");
      const queue = newQueue();
      queue.define(job.definition);
      await queue.start();
      await queue.send<Work>("test-flaky", { label: "flaky", failTimes: 2 }, { key: "flaky" });
      const [done] = await waitFor(
        () => queue.jobsFor("test-flaky", "flaky"),
        (rows) => rows[0]?.state === "completed",
      );
      expect(done.retryCount).toBe(2);
      expect(job.runs.map((r) => r.retryCount)).toEqual([0, 1, 2]);
      // backoff: retryDelay × 2^n / 2 × (1 + random), so at least 1 s then at least 2 s
      expect(job.runs[1].at - job.runs[0].at).toBeGreaterThanOrEqual(900);
      expect(job.runs[2].at - job.runs[1].at).toBeGreaterThanOrEqual(1900);
    }, 30_000);

    it("runs a job left active by a dead process again at once, and leaves a live one alone", async () => {
      const first = recordingJob("test-crash");
      const sender = newQueue();
      sender.define(first.definition);
      const id = await sender.send<Work>("test-crash", { label: "orphan" }, { key: "orphan" });
      // What a process killed mid-job leaves behind: the job active, nobody working on it.
      await queueConnection(database.db).executeSql(
        `update pgboss.job set state = 'active', started_on = now() - interval '1 minute' where id = $1`,
        [id],
      );

      const restarted = recordingJob("test-crash");
      const worker = newQueue({ orphanGraceSeconds: 0 });
      worker.define(restarted.definition);
      await worker.start();
      const [recovered] = await waitFor(
        () => worker.jobsFor("test-crash", "orphan"),
        (rows) => rows[0]?.state === "completed",
      );
      expect(recovered.retryCount).toBe(1);
      expect(restarted.runs.filter((r) => r.label === "orphan")).toHaveLength(1);

      await worker.send<Work>("test-crash", { label: "hold-live" }, { key: "live" });
      await waitFor(
        async () => restarted.held.has("hold-live"),
        (held) => held,
      );
      const other = newQueue({ orphanGraceSeconds: 0 });
      other.define(recordingJob("test-crash").definition);
      await other.recover();
      expect((await other.jobsFor("test-crash", "live"))[0]).toMatchObject({
        state: "active",
        retryCount: 0,
      });
      restarted.held.get("hold-live")?.();
      await waitFor(
        () => worker.jobsFor("test-crash", "live"),
        (rows) => rows[0]?.state === "completed",
      );
      expect(restarted.runs.filter((r) => r.label === "hold-live")).toHaveLength(1);
    }, 30_000);

    it("ignores a second send for a row whose job is still waiting", async () => {
      const queue = newQueue();
      queue.define(recordingJob("test-dedupe").definition);
      const startAfter = new Date(Date.now() + 60_000);
      const a = await queue.send<Work>("test-dedupe", { label: "once" }, { key: "row-1", startAfter });
      const b = await queue.send<Work>("test-dedupe", { label: "once" }, { key: "row-1", startAfter });
      expect(a).toBeTruthy();
      expect(b).toBeNull();
      expect(await queue.jobsFor("test-dedupe", "row-1")).toHaveLength(1);
    });
  });
}

describe("statements pg-boss does not await", () => {
  it("are exactly its complete and fail-by-id statements (check again when upgrading pg-boss)", async () => {
    const { createRequire } = await import("node:module");
    const plans = createRequire(import.meta.url)("pg-boss/src/plans.js") as Record<string, unknown>;
    const matching = Object.entries(plans)
      .filter(([, plan]) => typeof plan === "function")
      .filter(([, plan]) => {
        try {
          const text = (plan as (schema: string, options: object) => unknown)("pgboss", {});
          return typeof text === "string" && UNAWAITED_BY_PG_BOSS.test(text);
        } catch {
          return false;
        }
      })
      .map(([name]) => name);
    expect(matching).toEqual(["completeJobs", "failJobsById"]);
  });
});
