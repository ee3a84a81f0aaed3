import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { storedFiles } from "../db/schema";

export type StoredFile = { bytes: Uint8Array; mimeType: string; sizeBytes: number };

/**
 * Where uploaded files live. The default keeps bytes in PostgreSQL so app instances stay stateless;
 * an S3-compatible store can implement the same three calls without touching callers.
 */
export type FileStore = {
  put: (db: DbOrTx, file: { userId: string; bytes: Uint8Array; mimeType: string }) => Promise<string>;
  get: (db: DbOrTx, key: { userId: string; id: string }) => Promise<StoredFile | null>;
  remove: (db: DbOrTx, key: { userId: string; id: string }) => Promise<void>;
};

export const databaseFileStore: FileStore = {
  async put(db, file) {
    const [row] = await db
      .insert(storedFiles)
      .values({
        userId: file.userId,
        bytes: file.bytes,
        sizeBytes: file.bytes.byteLength,
        sha256: createHash("sha256").update(file.bytes).digest("hex"),
        mimeType: file.mimeType,
      })
      .returning({ id: storedFiles.id });
    return row.id;
  },
  async get(db, key) {
    const [row] = await db
      .select({ bytes: storedFiles.bytes, mimeType: storedFiles.mimeType, sizeBytes: storedFiles.sizeBytes })
      .from(storedFiles)
      .where(and(eq(storedFiles.id, key.id), eq(storedFiles.userId, key.userId)));
    if (!row) return null;
    return { ...row, bytes: new Uint8Array(row.bytes) };
  },
  async remove(db, key) {
    await db.delete(storedFiles).where(and(eq(storedFiles.id, key.id), eq(storedFiles.userId, key.userId)));
  },
};
