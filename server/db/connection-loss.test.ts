import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";

const adminUrl = process.env.TEST_DATABASE_URL;

/** Ends every connection of `dbName` but the admin's own, as a server restart or failover does. */
async function terminateConnections(dbName: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const result = await admin.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [dbName],
  );
  await admin.end();
  return result.rowCount ?? 0;
}

describe.skipIf(!adminUrl)("losing PostgreSQL connections [postgres]", () => {
  const name = `cw_test_${randomBytes(6).toString("hex")}`;
  let database: Database;
  const reported: Error[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({
      url: url.toString(),
      onConnectionError: (error) => reported.push(error),
    });
  });

  afterAll(async () => {
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("survives idle and in-transaction connections being terminated, then serves queries again", async () => {
    // Fill the pool with idle connections.
    await Promise.all(Array.from({ length: 5 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    // And hold one inside a transaction while the server drops it.
    const inTransaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select pg_sleep(5)`);
      })
      .then(
        () => null,
        (error: Error) => error,
      );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await terminateConnections(name)).toBeGreaterThanOrEqual(5);
    expect(await inTransaction).toBeInstanceOf(Error);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const rows = await database.db.execute(sql`select 42 as answer`);
    expect((rows as unknown as { rows: Array<{ answer: number }> }).rows[0].answer).toBe(42);
    expect(reported.length).toBeGreaterThan(0);
  }, 30_000);
});
