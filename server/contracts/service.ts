import { type ContractListQuery, contractListQuerySchema } from "../../common/contract-list";
import { DOCX_MIME } from "../../common/upload-rules";
import { documentReader } from "../../documents/isolated-reader";
import type { SessionUser } from "../auth/sessions";
import type { DbOrTx } from "../db/client";
import type { AppDeps } from "../deps";
import { deleteOwnedDraft, findOwnedDraft, insertDraft, listDraftSummaries } from "../drafts/repository";
import type { FileStore } from "../storage/file-store";
import { asAppError, assertDraftFile, assertSomethingToAnalyse } from "../uploads/checks";
import { assertCanUpload, lockUserPlan } from "../usage/service";
import { presentContractSummary } from "./presenter";

/** Checks the file by name and content, extracts text and HTML, then stores file and contract in one transaction. */
export async function createDraftContract(options: {
  deps: AppDeps;
  files: FileStore;
  user: SessionUser;
  file: { fileName: string; mimeType: string; bytes: Uint8Array };
}) {
  const { deps, user, file } = options;
  assertDraftFile({ name: file.fileName, size: file.bytes.byteLength, type: file.mimeType });
  await assertCanUpload({ db: deps.db, user, now: deps.clock() });
  const content = await documentReader(deps.log)
    .readDocx(file.bytes)
    .catch((error) => {
      throw asAppError(error);
    });
  assertSomethingToAnalyse(content.text, "upload");

  const contract = await deps.db.transaction(async (tx) => {
    await lockUserPlan(tx, user.id);
    await assertCanUpload({ db: tx, user, now: deps.clock() });
    const fileId = await options.files.put(tx, { userId: user.id, bytes: file.bytes, mimeType: DOCX_MIME });
    return insertDraft(tx, {
      userId: user.id,
      originalName: file.fileName,
      fileId,
      sizeBytes: file.bytes.byteLength,
      extractedText: content.text,
      extractedHtml: content.html,
      uploadedAt: deps.clock(),
    });
  });
  deps.log.info({ contractId: contract.id, bytes: file.bytes.byteLength }, "draft contract uploaded");
  return contract;
}

export const findOwnedContract = findOwnedDraft;

/**
 * The user's draft contracts, searched, filtered and sorted in the database. Reads only the columns a
 * list shows (never the document text or the analysis result), so it stays fast with hundreds of rows.
 */
export async function listDraftContracts(options: { db: DbOrTx; userId: string; query?: ContractListQuery }) {
  const query = options.query ?? contractListQuerySchema.parse({});
  const rows = await listDraftSummaries(options.db, options.userId, query);
  return rows.map((row) =>
    presentContractSummary(row.contract, row.analysis, {
      reviewStatus: row.reviewStatus,
      decisionCount: row.decisionCount,
    }),
  );
}

/** Removes the contract, its stored file, analysis and decisions (the last two by cascade). */
export async function deleteDraftContract(options: {
  deps: AppDeps;
  files: FileStore;
  userId: string;
  id: string;
}) {
  const contract = await findOwnedContract(options.deps.db, options.userId, options.id);
  await options.deps.db.transaction(async (tx) => {
    await deleteOwnedDraft(tx, options.userId, contract.id);
    if (contract.fileId) await options.files.remove(tx, { userId: options.userId, id: contract.fileId });
  });
  return { ok: true, message: "Contract deleted" };
}
