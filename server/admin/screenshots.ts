import { desc, eq } from "drizzle-orm";
import {
  detectImageType,
  isStoredScreenshotName,
  SCREENSHOT_MESSAGES,
  type Screenshot,
  safeScreenshotName,
  screenshotPath,
} from "../../common/screenshots";
import { screenshots } from "../db/schema";
import type { AppDeps } from "../deps";
import { AppError, notFound } from "../http/app-error";
import type { UploadedFile } from "../http/multipart";
import type { FileStore } from "../storage/file-store";

type ScreenshotRow = typeof screenshots.$inferSelect;

function presentScreenshot(row: ScreenshotRow): Screenshot {
  return {
    filename: row.filename,
    path: screenshotPath(row.filename),
    size: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** Newest first, as the admin grid and the landing gallery show them. */
export async function listScreenshots(options: { deps: AppDeps }): Promise<Screenshot[]> {
  const rows = await options.deps.db.select().from(screenshots).orderBy(desc(screenshots.uploadedAt));
  return rows.map(presentScreenshot);
}

/**
 * Stores an image after checking what its bytes are (not what the browser called it), under a safe name;
 * a name already taken gets "-2", "-3"... so an upload never replaces another image.
 */
export async function uploadScreenshot(options: {
  deps: AppDeps;
  files: FileStore;
  userId: string;
  file: UploadedFile;
}): Promise<Screenshot> {
  const { deps, files, userId, file } = options;
  if (file.bytes.byteLength === 0) throw new AppError("INVALID_INPUT", SCREENSHOT_MESSAGES.empty);
  const mimeType = detectImageType(file.bytes);
  if (!mimeType) throw new AppError("UNSUPPORTED_TYPE", SCREENSHOT_MESSAGES.wrongType);
  const wanted = safeScreenshotName(file.fileName, mimeType);
  const dot = wanted.lastIndexOf(".");
  return deps.db.transaction(async (tx) => {
    const fileId = await files.put(tx, { userId, bytes: file.bytes, mimeType });
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      const filename = attempt === 1 ? wanted : `${wanted.slice(0, dot)}-${attempt}${wanted.slice(dot)}`;
      const [row] = await tx
        .insert(screenshots)
        .values({ filename, fileId, uploadedBy: userId, sizeBytes: file.bytes.byteLength, mimeType })
        .onConflictDoNothing()
        .returning();
      if (row) return presentScreenshot(row);
    }
    throw new AppError("CONFLICT", "Too many screenshots share this name. Rename the file and try again.");
  });
}

async function findScreenshot(deps: AppDeps, filename: string) {
  if (!isStoredScreenshotName(filename)) throw notFound("Screenshot not found");
  const [row] = await deps.db.select().from(screenshots).where(eq(screenshots.filename, filename));
  if (!row) throw notFound("Screenshot not found");
  return row;
}

export async function deleteScreenshot(options: { deps: AppDeps; files: FileStore; filename: string }) {
  const { deps, files } = options;
  const row = await findScreenshot(deps, options.filename);
  await deps.db.transaction(async (tx) => {
    await tx.delete(screenshots).where(eq(screenshots.filename, row.filename));
    await files.remove(tx, { userId: row.uploadedBy, id: row.fileId });
  });
}

/** The image bytes for the public, read-only address. */
export async function readScreenshot(options: { deps: AppDeps; files: FileStore; filename: string }) {
  const { deps, files } = options;
  const row = await findScreenshot(deps, options.filename);
  const stored = await files.get(deps.db, { userId: row.uploadedBy, id: row.fileId });
  if (!stored) throw notFound("Screenshot not found");
  return { bytes: stored.bytes, mimeType: row.mimeType };
}
