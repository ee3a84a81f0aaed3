import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export type Database = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void> };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * The embedded database keeps a smaller buffer pool than PostgreSQL's default 128 MB: it runs inside the
 * app's process, whose memory is budgeted as a whole, and the operating system caches its files anyway.
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

export type ConnectionErrorHandler = (error: Error) => void;

/**
 * Opens PostgreSQL: a server when `url` is given, otherwise embedded PGlite (in memory when `dataDir`
 * is "memory://"). A server connection that drops (restart, failover, pg_terminate_backend) is
 * reported to `onConnectionError` and replaced by the pool on the next query; it never ends the
 * process. An embedded data directory is locked to this process (one writer).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  onConnectionError?: ConnectionErrorHandler;
}): Promise<Database> {
  const onError = options.onConnectionError ?? (() => {});
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 10_000 });
    // Idle clients report to the pool; a client checked out for a transaction reports to itself,
    // and an 'error' event nobody listens to would end the process.
    pool.on("error", onError);
    pool.on("connect", (client) => client.on("error", onError));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migratePg(db as never, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const dir = options.dataDir ?? "memory://";
  let client: PGlite;
  let unlock = () => {};
  if (dir.startsWith("memory://")) {
    client = new PGlite();
  } else {
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    const pgliteDir = path.join(dir, "pglite");
    if (!existsSync(path.join(pgliteDir, "PG_VERSION"))) {
      // Creating the database (initdb) leaves about 400 MB of WebAssembly memory held by that PGlite
      // for as long as it is open; a second PGlite on the new directory starts at about 200 MB.
      const creating = new PGlite(pgliteDir, { startParams: EMBEDDED_START_PARAMS });
      try {
        await creating.waitReady;
      } catch (error) {
        unlock();
        throw error;
      } finally {
        await creating.close().catch(() => {});
      }
    }
    client = new PGlite(pgliteDir, { startParams: EMBEDDED_START_PARAMS });
  }
  try {
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    unlock();
    throw error;
  }
}
