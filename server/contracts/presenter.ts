import type { analyses, contracts } from "../db/schema";

type ContractRow = typeof contracts.$inferSelect;
type AnalysisSummary = Pick<typeof analyses.$inferSelect, "id" | "overallRisk" | "createdAt"> | null;

export function presentContractSummary(row: ContractRow, analysis: AnalysisSummary) {
  return {
    id: row.id,
    originalName: row.originalName,
    uploadedAt: row.uploadedAt.toISOString(),
    status: row.status,
    side: row.side,
    sizeBytes: row.sizeBytes,
    analysis: analysis
      ? { id: analysis.id, overallRisk: analysis.overallRisk, createdAt: analysis.createdAt.toISOString() }
      : null,
  };
}

export function presentContractDocument(row: ContractRow) {
  return {
    id: row.id,
    originalName: row.originalName,
    uploadedAt: row.uploadedAt.toISOString(),
    status: row.status,
    side: row.side,
    extractedText: row.extractedText,
    content: row.extractedText,
    extractedHtml: row.extractedHtml,
  };
}
