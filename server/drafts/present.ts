import type { DraftRow } from "./repository";

/** What every public shape of a draft contract says about it: which file, when, and where it stands. */
export function draftBasics(row: Pick<DraftRow, "id" | "originalName" | "uploadedAt" | "status" | "side">) {
  return {
    id: row.id,
    originalName: row.originalName,
    uploadedAt: row.uploadedAt.toISOString(),
    status: row.status,
    side: row.side,
  };
}
