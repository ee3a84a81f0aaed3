import { and, count, desc, eq, gt, inArray, isNull, lt, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import {
  contractReminders,
  executedContracts,
  executedUploads,
  reminderDeliveries,
  storedFiles,
  users,
} from "../db/schema";
import { notFound } from "../http/app-error";
import { isUuid } from "../http/ids";

/**
 * Every query of the portfolio area: signed contracts, the uploads read for them, their reminder
 * settings and the reminders sent. One ownership rule: a row is read, changed or removed only with its
 * id AND the user's id in the WHERE clause, so another user's row is never loaded and the route answers
 * 404. Rows that hang off a signed contract (reminders) are reached only through an owned contract.
 */
export type SignedRow = typeof executedContracts.$inferSelect;
export type UploadRow = typeof executedUploads.$inferSelect;

type Owned = typeof executedContracts | typeof executedUploads;

function ownedBy(table: Owned, userId: string, id: string) {
  return and(eq(table.id, id), eq(table.userId, userId));
}

export async function findOwnedSigned(db: DbOrTx, userId: string, id: string): Promise<SignedRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(executedContracts)
        .where(ownedBy(executedContracts, userId, id))
    : [];
  if (!row) throw notFound("Contract not found");
  return row;
}

export async function listSigned(db: DbOrTx, userId: string): Promise<SignedRow[]> {
  return db
    .select()
    .from(executedContracts)
    .where(eq(executedContracts.userId, userId))
    .orderBy(desc(executedContracts.createdAt));
}

export async function listSignedRisks(db: DbOrTx, userId: string) {
  return db
    .select({ overallRisk: executedContracts.overallRisk })
    .from(executedContracts)
    .where(eq(executedContracts.userId, userId));
}

export async function insertSigned(db: DbOrTx, values: typeof executedContracts.$inferInsert) {
  const [row] = await db.insert(executedContracts).values(values).returning();
  return row;
}

export async function updateOwnedSigned(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<typeof executedContracts.$inferInsert>,
): Promise<SignedRow> {
  const [row] = isUuid(id)
    ? await db
        .update(executedContracts)
        .set(values)
        .where(ownedBy(executedContracts, userId, id))
        .returning()
    : [];
  if (!row) throw notFound("Contract not found");
  return row;
}

/** Removes an owned signed contract (its reminders go by cascade) and answers its stored file's id. */
export async function deleteOwnedSigned(db: DbOrTx, userId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .delete(executedContracts)
        .where(ownedBy(executedContracts, userId, id))
        .returning({ fileId: executedContracts.fileId })
    : [];
  if (!row) throw notFound("Contract not found");
  return row;
}

export async function findOwnedUpload(db: DbOrTx, userId: string, id: string): Promise<UploadRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(executedUploads)
        .where(ownedBy(executedUploads, userId, id))
    : [];
  if (!row) throw notFound("Upload not found");
  return row;
}

/** An owned upload not yet saved onto a contract: the manual-entry form's file. */
export async function findOwnedUnsavedUpload(db: DbOrTx, userId: string, id: string) {
  if (!isUuid(id)) throw notFound("Upload not found");
  // locked until the save commits, so the form's cancel cannot delete the upload mid-save
  const [row] = await db
    .select()
    .from(executedUploads)
    .where(and(ownedBy(executedUploads, userId, id), isNull(executedUploads.savedAt)))
    .for("update");
  if (!row) throw notFound("Upload not found. Please upload the file again.");
  return row;
}

export async function markUploadSaved(db: DbOrTx, id: string, savedAt: Date) {
  await db.update(executedUploads).set({ savedAt }).where(eq(executedUploads.id, id));
}

export async function insertUpload(db: DbOrTx, values: typeof executedUploads.$inferInsert) {
  const [row] = await db.insert(executedUploads).values(values).returning();
  return row;
}

const ocrRunning = (id: string) => and(eq(executedUploads.id, id), eq(executedUploads.status, "ocr_running"));

/** An upload whose text is still being read by OCR, with its owner's company name (for the extraction). */
export async function findRunningOcrUpload(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      upload: executedUploads,
      companyName: users.companyName,
      riskThresholds: users.riskThresholds,
      enhancedRiskSettings: users.enhancedRiskSettings,
    })
    .from(executedUploads)
    .innerJoin(users, eq(users.id, executedUploads.userId))
    .where(ocrRunning(id));
  return row;
}

/** Writes OCR progress or its result, unless the upload has finished meanwhile. */
export async function updateRunningOcrUpload(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<UploadRow, "status" | "progress" | "extraction">>,
) {
  await db.update(executedUploads).set(values).where(ocrRunning(id));
}

export async function listRunningOcrUploads(db: DbOrTx) {
  return db
    .select({ id: executedUploads.id })
    .from(executedUploads)
    .where(and(eq(executedUploads.status, "ocr_running"), isNull(executedUploads.savedAt)));
}

export async function countUnsavedUploadsSince(db: DbOrTx, userId: string, since: Date) {
  const [{ value }] = await db
    .select({ value: count() })
    .from(executedUploads)
    .where(
      and(
        eq(executedUploads.userId, userId),
        isNull(executedUploads.savedAt),
        gt(executedUploads.createdAt, since),
      ),
    );
  return value;
}

/** Removes unsaved uploads created before the date, with their stored files; answers how many. */
export async function deleteUnsavedUploadsBefore(db: DbOrTx, before: Date) {
  const stale = await db
    .delete(executedUploads)
    .where(and(isNull(executedUploads.savedAt), lt(executedUploads.createdAt, before)))
    .returning({ fileId: executedUploads.fileId });
  const fileIds = stale.map((row) => row.fileId).filter((id): id is string => Boolean(id));
  if (fileIds.length) await db.delete(storedFiles).where(inArray(storedFiles.id, fileIds));
  return stale.length;
}

/** Removes one owned upload not yet saved, with its stored file; answers whether there was one. */
export async function deleteOwnedUnsavedUpload(db: DbOrTx, userId: string, id: string) {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(executedUploads)
      .where(and(ownedBy(executedUploads, userId, id), isNull(executedUploads.savedAt)))
      .returning({ fileId: executedUploads.fileId });
    if (row?.fileId) await tx.delete(storedFiles).where(eq(storedFiles.id, row.fileId));
    return row !== undefined;
  });
}

export async function findReminderSettings(db: DbOrTx, contractId: string) {
  const [row] = await db.select().from(contractReminders).where(eq(contractReminders.contractId, contractId));
  return row;
}

export async function listSentReminders(db: DbOrTx, contractId: string) {
  return db
    .select({
      reminderDay: reminderDeliveries.reminderDay,
      targetDate: reminderDeliveries.targetDate,
      createdAt: reminderDeliveries.createdAt,
    })
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.contractId, contractId), eq(reminderDeliveries.superseded, false)));
}

type ReminderValues = typeof contractReminders.$inferInsert;

export async function insertReminderSettings(db: DbOrTx, values: ReminderValues) {
  await db.insert(contractReminders).values(values);
}

/** Inserts a contract's reminder settings, or on an existing row sets `onExisting`. */
export async function upsertReminderSettings(
  db: DbOrTx,
  values: ReminderValues,
  onExisting: Partial<ReminderValues> = values,
) {
  await db
    .insert(contractReminders)
    .values(values)
    .onConflictDoUpdate({ target: contractReminders.contractId, set: onExisting });
}

/**
 * Signed contracts with their reminder settings and owner: the one join that the reminder sweep and the
 * reminder email both read.
 */
function remindersWithOwners(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ contract: executedContracts, settings: contractReminders, user: users })
    .from(contractReminders)
    .innerJoin(executedContracts, eq(executedContracts.id, contractReminders.contractId))
    .innerJoin(users, eq(users.id, executedContracts.userId))
    .where(where);
}

export type ReminderCandidate = Awaited<ReturnType<typeof remindersWithOwners>>[number];

/** Reminders switched on, for active accounts; one contract's when `contractId` is given. */
export function activeReminders(db: DbOrTx, contractId?: string) {
  return remindersWithOwners(
    db,
    and(
      eq(users.isActive, true),
      eq(contractReminders.enabled, true),
      contractId ? eq(contractReminders.contractId, contractId) : undefined,
    ),
  );
}

/** One contract's reminder settings and owner, whatever their state. */
export async function findReminderWithOwner(db: DbOrTx, contractId: string) {
  const [row] = await remindersWithOwners(db, eq(contractReminders.contractId, contractId));
  return row;
}
