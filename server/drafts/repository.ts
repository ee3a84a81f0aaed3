import { and, asc, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import { type ContractListQuery, DEFAULT_ORDER, type ReviewStatus } from "../../common/contract-list";
import type { DbOrTx } from "../db/client";
import { preparedOnce } from "../db/prepared";
import { analyses, analysisRuns, contracts, termDecisions } from "../db/schema";
import { notFound } from "../http/app-error";
import { isUuid } from "../http/ids";

/**
 * Every query of the drafts area: draft contracts, their analyses and the decisions on their terms.
 * One ownership rule: a row is read, changed or removed only with its id AND the user's id in the
 * WHERE clause, so another user's row is never loaded and the route answers 404.
 */
export type DraftRow = typeof contracts.$inferSelect;
export type AnalysisRow = typeof analyses.$inferSelect;
export type DecisionRow = typeof termDecisions.$inferSelect;

type Owned = typeof contracts | typeof analyses;

function ownedBy(table: Owned, userId: string, id: string) {
  return and(eq(table.id, id), eq(table.userId, userId));
}

export async function findOwnedDraft(db: DbOrTx, userId: string, id: string): Promise<DraftRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(contracts)
        .where(ownedBy(contracts, userId, id))
    : [];
  if (!row) throw notFound("Contract not found");
  return row;
}

/** The draft and its analysis (null before the first analysis). */
export async function findOwnedDraftWithAnalysis(db: DbOrTx, userId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ contract: contracts, analysis: analyses })
        .from(contracts)
        .leftJoin(analyses, eq(analyses.contractId, contracts.id))
        .where(ownedBy(contracts, userId, id))
    : [];
  if (!row) throw notFound("Contract not found");
  return row;
}

export async function findOwnedAnalysisById(db: DbOrTx, userId: string, id: string): Promise<AnalysisRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(analyses)
        .where(ownedBy(analyses, userId, id))
    : [];
  if (!row) throw notFound("Analysis not found");
  return row;
}

/**
 * The list's rows: only the columns a list shows (never the document text or the analysis result),
 * searched, filtered and sorted in the database.
 */
/**
 * The list query, searched, filtered and sorted; `userId` is a value or, for a prepared statement, a
 * placeholder.
 */
function draftSummariesQuery(db: DbOrTx, query: ContractListQuery) {
  const decisionCount = sql<number>`(select count(*) from ${termDecisions} where ${termDecisions.contractId} = ${contracts.id})::int`;
  const reviewStatus = sql<ReviewStatus>`case when ${analyses.id} is null then 'not-analysed' when ${decisionCount} > 0 then 'decisions-made' else 'analysed' end`;
  const pattern = sql.placeholder("pattern");
  return db
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
        eq(contracts.userId, sql.placeholder("userId")),
        query.q
          ? or(
              ilike(contracts.originalName, pattern),
              ilike(analyses.title, pattern),
              ilike(analyses.counterparty, pattern),
            )
          : undefined,
        query.risk.length ? sql`${analyses.overallRisk} = any(${sql.placeholder("risks")})` : undefined,
        query.status.length ? sql`${reviewStatus} = any(${sql.placeholder("statuses")})` : undefined,
      ),
    )
    .orderBy(...listOrder(query), desc(contracts.uploadedAt), asc(contracts.id));
}

/**
 * List queries are prepared once per database handle and query shape (which filters, which order);
 * values are always parameters, never in the SQL text.
 */
export async function listDraftSummaries(db: DbOrTx, userId: string, query: ContractListQuery) {
  const order = query.order ?? DEFAULT_ORDER[query.sort];
  const key = `contract_list_${query.q ? "q" : ""}${query.risk.length ? "r" : ""}${query.status.length ? "s" : ""}_${query.sort}_${order}`;
  const prepared = preparedOnce(db, key, (name) => draftSummariesQuery(db, query).prepare(name));
  return prepared.execute({
    userId,
    pattern: `%${query.q.replace(/[\\%_]/g, "\\$&")}%`,
    risks: query.risk,
    statuses: query.status,
  });
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

export async function insertDraft(db: DbOrTx, values: typeof contracts.$inferInsert): Promise<DraftRow> {
  const [row] = await db.insert(contracts).values(values).returning();
  return row;
}

/** Removes an owned draft; its analysis and decisions go by cascade. */
export async function deleteOwnedDraft(db: DbOrTx, userId: string, id: string) {
  await db.delete(contracts).where(ownedBy(contracts, userId, id));
}

/** The stored result of a draft's analysis, or undefined before the first one. */
export async function findAnalysisResult(db: DbOrTx, contractId: string) {
  const [row] = await db
    .select({ result: analyses.result })
    .from(analyses)
    .where(eq(analyses.contractId, contractId));
  return row;
}

export async function hasAnalysis(db: DbOrTx, contractId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(eq(analyses.contractId, contractId));
  return Boolean(row);
}

export async function recordAnalysisRun(db: DbOrTx, values: typeof analysisRuns.$inferInsert) {
  await db.insert(analysisRuns).values(values);
}

/** Stores a draft's analysis (one per draft, replaced on re-analysis) and marks the draft analysed. */
export async function saveAnalysis(
  db: DbOrTx,
  values: typeof analyses.$inferInsert,
  side: DraftRow["side"],
): Promise<AnalysisRow> {
  const [saved] = await db
    .insert(analyses)
    .values(values)
    .onConflictDoUpdate({ target: analyses.contractId, set: values })
    .returning();
  await db.update(contracts).set({ status: "analyzed", side }).where(eq(contracts.id, values.contractId));
  return saved;
}

/** Removes a draft's decisions except those on the terms listed. */
export async function deleteDecisionsExcept(db: DbOrTx, contractId: string, keepTerms: string[]) {
  await db
    .delete(termDecisions)
    .where(
      and(
        eq(termDecisions.contractId, contractId),
        keepTerms.length ? notInArray(termDecisions.termType, keepTerms) : undefined,
      ),
    );
}

export async function listDecisions(db: DbOrTx, contractIds: string[]): Promise<DecisionRow[]> {
  if (contractIds.length === 0) return [];
  return db.select().from(termDecisions).where(inArray(termDecisions.contractId, contractIds));
}

export async function listDecisionsOfUser(db: DbOrTx, userId: string): Promise<DecisionRow[]> {
  return db.select().from(termDecisions).where(eq(termDecisions.userId, userId));
}

/** Every draft of the user with its analysis's rating and result (null before the first analysis). */
export async function listDraftResults(db: DbOrTx, userId: string) {
  return db
    .select({ id: contracts.id, overallRisk: analyses.overallRisk, result: analyses.result })
    .from(contracts)
    .leftJoin(analyses, eq(analyses.contractId, contracts.id))
    .where(eq(contracts.userId, userId));
}

export async function upsertDecision(db: DbOrTx, values: typeof termDecisions.$inferInsert) {
  const [row] = await db
    .insert(termDecisions)
    .values(values)
    .onConflictDoUpdate({ target: [termDecisions.contractId, termDecisions.termType], set: values })
    .returning();
  return row;
}

export async function deleteDecision(db: DbOrTx, contractId: string, termType: string) {
  await db
    .delete(termDecisions)
    .where(and(eq(termDecisions.contractId, contractId), eq(termDecisions.termType, termType)));
}
