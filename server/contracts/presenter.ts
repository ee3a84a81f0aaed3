import type { analyses, contracts } from "../db/schema";

type ContractRow = typeof contracts.$inferSelect;
type AnalysisSummary = Pick<typeof analyses.$inferSelect, "id" | "overallRisk" | "createdAt"> | null;

/** The columns a list shows: never the document text or HTML, which can be megabytes per row. */
export type ContractSummaryRow = Pick<
  ContractRow,
  "id" | "originalName" | "uploadedAt" | "status" | "side" | "sizeBytes"
>;

export function presentContractSummary(row: ContractSummaryRow, analysis: AnalysisSummary) {
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
