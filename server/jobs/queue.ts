import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Db, DbOrTx } from "../db/client";
import { type QueueConnection, queueConnection, transactionExecutor } from "./queue-connection";

export type JobAttempt = { id: string; retryCount: number; retryLimit: number };

export type JobDefinition<T extends object> = {
  name: string;
  /** retries with backoff, how long a run may take before pg-boss gives it up */
  options: Required<Pick<PgBoss.Queue, "retryLimit" | "retryDelay" | "expireInSeconds">>;
  run: (data: T, attempt: JobAttempt) => Promise<void>;
  /** no retry is left: record the failure on the row the job was for */
  onGiveUp?: (data: T) => Promise<void>;
  /** the process running the job died: undo its half-done claim before the job runs again */
  onOrphan?: (data: T) => Promise<void>;
  /** rows that need a job; one is created for each row that has none (lost between commit and send) */
  needingJobs?: () => Promise<Array<{ key: string; data: T }>>;
};

const SCHEMA = "pgboss";
/**
 * pg-boss 10 completes and fails a worker's jobs without awaiting the promise: a database error then
 * would be an unhandled rejection. Those two statements log instead; the job stays active and the
 * next recovery pass runs it again, which the rows make harmless.
 */
export const UNAWAITED_BY_PG_BOSS =
  /SET completed_on = now\(\),\s+state = 'completed'|WITH deleted_jobs AS[\s\S]*UNNEST\(\$2::uuid\[\]\)/;
const ORPHAN_MESSAGE = "The process running this job stopped before it finished";

/**
 * Durable background work on pg-boss in the app's own PostgreSQL (embedded PGlite or a server): jobs
 * survive restarts, are retried with backoff and run on whichever instance polls first. On top of
 * pg-boss's time-out, a job whose process died is found at start and every `recoverEverySeconds` by
 * its lease (see queue-connection.ts) and retried at once.
 */
export class JobQueue {
  private readonly connection: QueueConnection;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly workers = new Map<string, string>();
  private boss?: PgBoss;
  private starting?: Promise<PgBoss>;
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly options: {
      db: Db;
      log: FastifyBaseLogger;
      pollingIntervalSeconds?: number;
      recoverEverySeconds?: number;
      /** a job started less than this long ago may not hold its lease yet */
      orphanGraceSeconds?: number;
    },
  ) {
    this.connection = queueConnection(options.db);
  }

  define<T extends object>(definition: JobDefinition<T>) {
    this.definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  /** Creates the queue tables if needed, recovers orphaned work, then starts one worker per job. */
  async start() {
    const boss = await this.open();
    if (this.workers.size > 0 || this.stopped) return;
    await this.recover();
    for (const definition of this.definitions.values()) {
      const workerId = await boss.work<object>(
        definition.name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
        },
        async ([job]) => this.runJob(definition, job),
      );
      this.workers.set(definition.name, workerId);
    }
    const every = this.options.recoverEverySeconds ?? 30;
    this.timer = setInterval(() => {
      this.recover().catch((error) => this.options.log.error({ err: error }, "job recovery failed"));
    }, every * 1000);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    const boss = this.boss ?? (await this.starting?.catch(() => undefined));
    // A job still running after the timeout is marked failed and retried by the next instance.
    await boss?.stop({ graceful: true, timeout: 10_000, wait: true });
  }

  /**
   * Queues a job; `key` names the row it is for, so a second send while one waits is ignored. With
   * `tx` the job is written in that transaction: it exists if and only if the transaction commits,
   * and workers see it after the commit.
   */
  async send<T extends object>(
    name: string,
    data: T,
    options: { key: string; startAfter?: Date; tx?: DbOrTx },
  ) {
    const boss = options.tx ? this.startedBoss() : await this.open();
    const id = await boss.send(name, data, {
      singletonKey: options.key,
      startAfter: options.startAfter,
      ...(options.tx && { db: transactionExecutor(options.tx) }),
    });
    const workerId = this.workers.get(name);
    if (id && workerId && !options.tx) boss.notifyWorker(workerId);
    return id;
  }

  /** Jobs in the pg-boss table for rows of ours, newest first (used by tests and operations). */
  async jobsFor(name: string, key: string, tx?: DbOrTx) {
    if (!tx) await this.open();
    const executor = tx ? transactionExecutor(tx) : this.connection;
    const { rows } = await executor.executeSql(
      `select id, state, retry_count as "retryCount" from ${SCHEMA}.job where name = $1 and singleton_key = $2 order by created_on desc`,
      [name, key],
    );
    return rows as Array<{ id: string; state: string; retryCount: number }>;
  }

  /**
   * Opens the queue (creating its tables if needed). Call it before a transaction that sends with `tx`:
   * opening needs queries of its own, which an embedded database (one connection) would hold up
   * behind the open transaction.
   */
  async ready() {
    await this.open();
  }

  private startedBoss(): PgBoss {
    if (!this.boss) throw new Error("The job queue is not open: call jobs.ready() before the transaction");
    return this.boss;
  }

  /** Retries jobs whose process died and creates jobs for rows that lost theirs. */
  async recover() {
    if (this.stopped || this.definitions.size === 0) return;
    const boss = await this.open();
    const grace = this.options.orphanGraceSeconds ?? 5;
    const { rows } = await this.connection.executeSql(
      `select id, name, data, retry_count as "retryCount", retry_limit as "retryLimit" from ${SCHEMA}.job
       where name = any($1::text[]) and state = 'active' and started_on < now() - make_interval(secs => $2)`,
      [[...this.definitions.keys()], grace],
    );
    for (const row of rows as Array<{
      id: string;
      name: string;
      data: object;
      retryCount: number;
      retryLimit: number;
    }>) {
      if (await this.connection.isLeased(row.id)) continue;
      const definition = this.definitions.get(row.name)!;
      this.options.log.warn({ job: row.name, jobId: row.id }, "job orphaned by a stopped process; retrying");
      await definition.onOrphan?.(row.data);
      await boss.fail(row.name, row.id, { message: ORPHAN_MESSAGE });
      if (row.retryCount >= row.retryLimit) {
        await definition.onGiveUp?.(row.data);
        continue;
      }
      // A crash is not the job's fault: run it again now rather than after the backoff.
      await this.connection.executeSql(
        `update ${SCHEMA}.job set start_after = now() where name = $1 and id = $2 and state = 'retry'`,
        [row.name, row.id],
      );
      const workerId = this.workers.get(row.name);
      if (workerId) boss.notifyWorker(workerId);
    }
    for (const definition of this.definitions.values()) {
      for (const item of (await definition.needingJobs?.()) ?? []) {
        const existing = await this.connection.executeSql(
          `select 1 from ${SCHEMA}.job where name = $1 and singleton_key = $2 limit 1`,
          [definition.name, item.key],
        );
        if (existing.rows.length > 0) continue;
        this.options.log.warn({ job: definition.name, key: item.key }, "row without a job; queueing one");
        await this.send(definition.name, item.data, { key: item.key });
      }
    }
  }

  private async runJob(definition: JobDefinition<object>, job: PgBoss.JobWithMetadata<object>) {
    const lease = await this.connection.lease(job.id);
    try {
      await definition.run(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
    } catch (error) {
      this.options.log.warn(
        { err: error, job: definition.name, jobId: job.id, retryCount: job.retryCount },
        "job failed",
      );
      if (job.retryCount >= job.retryLimit) await definition.onGiveUp?.(job.data);
      throw error;
    } finally {
      await lease.release();
    }
  }

  private open(): Promise<PgBoss> {
    this.starting ??= (async () => {
      const executeSql = (text: string, values?: unknown[]) => {
        const result = this.connection.executeSql(text, values);
        if (!UNAWAITED_BY_PG_BOSS.test(text)) return result;
        return result.catch((error) => {
          this.options.log.error({ err: error }, "could not record a job's outcome; it will run again");
          return { rows: [], rowCount: 0 };
        });
      };
      const boss = new PgBoss({
        db: { executeSql },
        schema: SCHEMA,
        migrate: true,
        supervise: true,
        schedule: false,
      });
      boss.on("error", (error) => this.options.log.error({ err: error }, "job queue error"));
      await boss.start();
      for (const definition of this.definitions.values()) {
        const queue = {
          name: definition.name,
          policy: "short" as const,
          retryBackoff: true,
          ...definition.options,
        };
        if (!(await boss.getQueue(definition.name))) {
          // Another instance starting at the same moment may create it first.
          await boss.createQueue(definition.name, queue).catch(() => undefined);
        }
        await boss.updateQueue(definition.name, queue);
      }
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }
}
