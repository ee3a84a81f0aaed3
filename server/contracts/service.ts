import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  type ContractListQuery,
  contractListQuerySchema,
  DEFAULT_ORDER,
  type ReviewStatus,
} from "../../common/contract-list";
import { DOCX_MIME } from "../../common/upload-rules";
import { documentReader } from "../../documents/isolated-reader";
import type { SessionUser } from "../auth/sessions";
import type { DbOrTx } from "../db/client";
import { analyses, contracts, termDecisions } from "../db/schema";
import type { AppDeps } from "../deps";
import { notFound } from "../http/app-error";
import { isUuid } from "../http/ids";
import type { FileStore } from "../storage/file-store";
import { assertCanUpload, lockUserPlan } from "../usage/service";
import { presentContractSummary } from "./presenter";
import { asAppError, assertDraftFile, assertSomethingToAnalyse } from "./upload-checks";

export type ContractRow = typeof contracts.$inferSelect;

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
    const [row] = await tx
      .insert(contracts)
      .values({
        userId: user.id,
        originalName: file.fileName,
        fileId,
        sizeBytes: file.bytes.byteLength,
        extractedText: content.text,
        extractedHtml: content.html,
        uploadedAt: deps.clock(),
      })
      .returning();
    return row;
  });
  deps.log.info({ contractId: contract.id, bytes: file.bytes.byteLength }, "draft contract uploaded");
  return contract;
}

export async function findOwnedContract(db: DbOrTx, userId: string, id: string): Promise<ContractRow> {
  if (!isUuid(id)) throw notFound("Contract not found");
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.userId, userId)));
  if (!row) throw notFound("Contract not found");
  return row;
}

/**
 * The user's draft contracts, searched, filtered and sorted in the database. Reads only the columns a
 * list shows (never the document text or the analysis result), so it stays fast with hundreds of rows.
 */
export async function listDraftContracts(options: { db: DbOrTx; userId: string; query?: ContractListQuery }) {
  const query = options.query ?? contractListQuerySchema.parse({});
  const decisionCount = sql<number>`(select count(*) from ${termDecisions} where ${termDecisions.contractId} = ${contracts.id})::int`;
  const reviewStatus = sql<ReviewStatus>`case when ${analyses.id} is null then 'not-analysed' when ${decisionCount} > 0 then 'decisions-made' else 'analysed' end`;
  const pattern = `%${query.q.replace(/[\\%_]/g, "\\$&")}%`;
  const rows = await options.db
    .select({
      contract: {
        id: contracts.id,
        originalName: contracts.originalName,
        uploadedAt: contracts.uploadedAt,
        status: contracts.status,
        side: contracts.side,
        sizeBytes: contracts.sizeBytes,
      },
      analysis: {
        id: analyses.id,
        overallRisk: analyses.overallRisk,
        createdAt: analyses.createdAt,
        title: analyses.title,
        counterparty: analyses.counterparty,
      },
      reviewStatus,
      decisionCount,
    })
    .from(contracts)
    .leftJoin(analyses, eq(analyses.contractId, contracts.id))
    .where(
      and(
        eq(contracts.userId, options.userId),
        query.q
          ? or(
              ilike(contracts.originalName, pattern),
              ilike(analyses.title, pattern),
              ilike(analyses.counterparty, pattern),
            )
          : undefined,
        query.risk.length ? inArray(analyses.overallRisk, query.risk) : undefined,
        query.status.length ? inArray(reviewStatus, query.status) : undefined,
      ),
    )
    .orderBy(...listOrder(query), desc(contracts.uploadedAt), asc(contracts.id));
  return rows.map((row) =>
    presentContractSummary(row.contract, row.analysis, {
      reviewStatus: row.reviewStatus,
      decisionCount: row.decisionCount,
    }),
  );
}

function listOrder(query: ContractListQuery): SQL[] {
  const order = query.order ?? DEFAULT_ORDER[query.sort];
  const direction = order === "asc" ? asc : desc;
  if (query.sort === "name") return [direction(sql`lower(${contracts.originalName})`)];
  if (query.sort === "risk") {
    // Contracts not analysed have no risk: they come last whichever way the list is sorted.
    const rank = sql`case ${analyses.overallRisk} when 'red' then 3 when 'amber' then 2 when 'green' then 1 end`;
    return [sql`${rank} ${sql.raw(order)} nulls last`];
  }
  return [direction(contracts.uploadedAt)];
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
    await tx.delete(contracts).where(eq(contracts.id, contract.id));
    if (contract.fileId) await options.files.remove(tx, { userId: options.userId, id: contract.fileId });
  });
  return { ok: true, message: "Contract deleted" };
}
