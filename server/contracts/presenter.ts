import type { ContractSummary, ReviewStatus } from "../../common/contract-list";
import { draftBasics } from "../drafts/present";
import type { AnalysisRow, DraftRow } from "../drafts/repository";

type AnalysisSummary = Pick<
  AnalysisRow,
  "id" | "overallRisk" | "createdAt" | "title" | "counterparty"
> | null;

/** The columns a list shows: never the document text or HTML, which can be megabytes per row. */
export type ContractSummaryRow = Pick<
  DraftRow,
  "id" | "originalName" | "uploadedAt" | "status" | "side" | "sizeBytes"
>;

export function presentContractSummary(
  row: ContractSummaryRow,
  analysis: AnalysisSummary,
  review: { reviewStatus: ReviewStatus; decisionCount: number },
): ContractSummary {
  // fields added to the basics object rather than spread into a new one: this runs for every row of every list
  return Object.assign(draftBasics(row), {
    sizeBytes: row.sizeBytes,
    reviewStatus: review.reviewStatus,
    decisionCount: review.decisionCount,
    analysis: analysis
      ? {
          id: analysis.id,
          overallRisk: analysis.overallRisk,
          createdAt: analysis.createdAt.toISOString(),
          title: analysis.title,
          counterparty: analysis.counterparty,
        }
      : null,
  });
}
