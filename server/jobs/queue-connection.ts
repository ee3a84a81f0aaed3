import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type { Db, DbOrTx } from "../db/client";

export type SqlResult = { rows: Record<string, unknown>[]; rowCount: number };

/** A claim that a job is being worked on right now by a live process; released when the job ends. */
export type Lease = { release: () => Promise<void> };

/**
 * What the job queue needs from the database: pg-boss's `executeSql`, plus leases that tell a job
 * whose process died (kill -9, power loss) from one still running on another instance.
 */
export type QueueConnection = {
  kind: "pglite" | "postgres";
  executeSql: (text: string, values?: unknown[]) => Promise<SqlResult>;
  lease: (jobId: string) => Promise<Lease>;
  isLeased: (jobId: string) => Promise<boolean>;
};

/** Runs pg-boss's SQL. */
export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<SqlResult> };

/**
 * pg-boss's SQL run inside a Drizzle transaction, so a job is created if and only if the transaction
 * commits (e.g. an email with the state change it tells about). pg-boss writes `$n` placeholders,
 * some used more than once; each occurrence becomes its own Drizzle parameter.
 */
export function transactionExecutor(tx: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      for (let i = 0; i < parts.length; i++) {
        chunks.push(i % 2 === 0 ? sql.raw(parts[i]) : sql`${values[Number(parts[i]) - 1] ?? null}`);
      }
      const result = (await tx.execute(sql.join(chunks))) as unknown as {
        rows: SqlResult["rows"];
        rowCount?: number | null;
        affectedRows?: number;
      };
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
  };
}

const LEASE_NAMESPACE = 7_100_003;

/** Jobs running in this process per embedded database: PGlite has one process (one writer per data directory). */
const localLeases = new WeakMap<PGlite, Set<string>>();

export function queueConnection(db: Db): QueueConnection {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return client instanceof PGlite ? pgliteConnection(client) : serverConnection(client);
}

function pgliteConnection(client: PGlite): QueueConnection {
  let running = localLeases.get(client);
  if (!running) {
    running = new Set();
    localLeases.set(client, running);
  }
  const leases = running;
  return {
    kind: "pglite",
    async executeSql(text, values) {
      // pg-boss sends its schema scripts as several statements without parameters: those need exec().
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: (last?.rows ?? []) as SqlResult["rows"], rowCount: last?.affectedRows ?? 0 };
      }
      const result = await client.query(text, values);
      return {
        rows: result.rows as SqlResult["rows"],
        rowCount: result.affectedRows ?? result.rows.length,
      };
    },
    async lease(jobId) {
      leases.add(jobId);
      return {
        release: async () => {
          leases.delete(jobId);
        },
      };
    },
    async isLeased(jobId) {
      return leases.has(jobId);
    },
  };
}

/**
 * On a server, a running job holds a session advisory lock on its own connection. PostgreSQL drops the
 * lock the moment that connection closes, so a free lock on an active job means its process is gone.
 */
function serverConnection(pool: pg.Pool): QueueConnection {
  return {
    kind: "postgres",
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    async lease(jobId) {
      const connection = await pool.connect();
      // A dropped connection while the job runs must not become an unhandled 'error' event.
      const onError = () => {};
      connection.on("error", onError);
      try {
        await connection.query("select pg_advisory_lock($1, hashtext($2))", [LEASE_NAMESPACE, jobId]);
      } catch (error) {
        connection.off("error", onError);
        connection.release(error as Error);
        throw error;
      }
      return {
        release: async () => {
          try {
            await connection.query("select pg_advisory_unlock($1, hashtext($2))", [LEASE_NAMESPACE, jobId]);
            connection.off("error", onError);
            connection.release();
          } catch (error) {
            // Closing the broken connection releases the lock too.
            connection.off("error", onError);
            connection.release(error as Error);
          }
        },
      };
    },
    async isLeased(jobId) {
      const connection = await pool.connect();
      try {
        const { rows } = await connection.query<{ free: boolean }>(
          "select pg_try_advisory_lock($1, hashtext($2)) as free",
          [LEASE_NAMESPACE, jobId],
        );
        if (rows[0]?.free) {
          await connection.query("select pg_advisory_unlock($1, hashtext($2))", [LEASE_NAMESPACE, jobId]);
          return false;
        }
        return true;
      } finally {
        connection.release();
      }
    },
  };
}
