import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";

export type TestDatabaseKind = { name: "pglite" | "postgres"; open: () => Promise<Database> };

/** Every database test runs on embedded PGlite and, when TEST_DATABASE_URL is set, on that server too. */
export const testDatabases: TestDatabaseKind[] = [
  { name: "pglite", open: () => openDatabase({ dataDir: "memory://" }) },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres" as const, open: () => openTemporaryServerDatabase(process.env.TEST_DATABASE_URL!) }]
    : []),
];

/** A fresh database on the server per test file, dropped afterwards, so files can run in parallel. */
async function openTemporaryServerDatabase(adminUrl: string): Promise<Database> {
  const name = `cw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
