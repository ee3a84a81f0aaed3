import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { contracts, storedFiles } from "../db/schema";
import { createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";
import { sweepOrphanedFiles } from "./orphan-sweep";

describeWithApp("sweep for orphaned files", (ctx) => {
  it("removes stored files nothing refers to once they are an hour old, and keeps the rest", async () => {
    const user = await createUser(ctx());
    const db = ctx().deps.db;
    const now = new Date("2026-03-02T12:00:00Z");
    const file = async (createdAt: Date) => {
      const [row] = await db
        .insert(storedFiles)
        .values({
          userId: user.profile.id,
          bytes: new Uint8Array([1, 2, 3]),
          sizeBytes: 3,
          sha256: "x",
          mimeType: "application/pdf",
          createdAt,
        })
        .returning({ id: storedFiles.id });
      return row.id;
    };
    const twoHoursAgo = new Date(now.getTime() - 2 * 3_600_000);
    const orphan = await file(twoHoursAgo);
    const fresh = await file(new Date(now.getTime() - 5 * 60_000));
    const referenced = await file(twoHoursAgo);
    await db.insert(contracts).values({
      userId: user.profile.id,
      originalName: "Kept.docx",
      fileId: referenced,
      sizeBytes: 3,
      extractedText: "text",
      extractedHtml: "<p>text</p>",
    });

    expect(await sweepOrphanedFiles({ db, now })).toBe(1);
    const left = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        sql`${storedFiles.id} in (${sql.join(
          [orphan, fresh, referenced].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(left.map((row) => row.id).sort()).toEqual([fresh, referenced].sort());
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, orphan))).toEqual([]);
  });
});
