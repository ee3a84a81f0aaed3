import { and, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { contracts, executedContracts, executedUploads, screenshots, storedFiles } from "../db/schema";

/** A file younger than this may belong to an upload whose row is still being written. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const referencedBy = (
  table: typeof contracts | typeof executedUploads | typeof executedContracts | typeof screenshots,
) => sql`not exists (select 1 from ${table} where ${table.fileId} = ${storedFiles.id})`;

/**
 * Removes stored files that no draft contract, signed contract, unsaved upload or screenshot refers to: left
 * behind by failures before uploads were transactional, or by a crash between steps of a store
 * kept outside the database. Returns how many were removed.
 */
export async function sweepOrphanedFiles(options: { db: DbOrTx; now: Date }): Promise<number> {
  const before = new Date(options.now.getTime() - ORPHAN_GRACE_MS);
  const removed = await options.db
    .delete(storedFiles)
    .where(
      and(
        lt(storedFiles.createdAt, before),
        referencedBy(contracts),
        referencedBy(executedUploads),
        referencedBy(executedContracts),
        referencedBy(screenshots),
      ),
    )
    .returning({ id: storedFiles.id });
  return removed.length;
}
