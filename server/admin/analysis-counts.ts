import { count } from "drizzle-orm";
import type { Db } from "../db/client";
import { analysisRuns } from "../db/schema";

export async function countAnalysesPerUser(db: Db) {
  const rows = await db
    .select({ userId: analysisRuns.userId, value: count() })
    .from(analysisRuns)
    .groupBy(analysisRuns.userId);
  return new Map(rows.map((row) => [row.userId, row.value]));
}
