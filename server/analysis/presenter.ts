import type { ContractAnalysis } from "../../analysis/index";
import type { AnalysisRow, DecisionRow, DraftRow } from "../drafts/repository";

/** The spec's analysis object: id, contractId, overallRisk, the six term blocks, plus the engine's extras. */
export function presentAnalysis(row: AnalysisRow, extractedText?: string) {
  const result = row.result as ContractAnalysis;
  const { cuadSpans: _cuad, ...rest } = result;
  return {
    ...rest,
    id: row.id,
    contractId: row.contractId,
    overallRisk: row.overallRisk,
    engineVersion: row.engineVersion,
    createdAt: row.createdAt.toISOString(),
    ...(extractedText === undefined ? {} : { extractedText }),
  };
}

export function presentAdvancedClauses(row: AnalysisRow) {
  const result = row.result as ContractAnalysis;
  return {
    advancedClauses: result.advancedClauses,
    clauseSummary: result.clauseSummary,
    enhancedRisk: result.enhancedRisk,
    health: result.health,
    topPriorities: result.topPriorities,
    riskExplanation: result.riskExplanation,
    overallRisk: row.overallRisk,
  };
}

export function presentDecision(row: DecisionRow, analysisId: string | null) {
  return {
    id: row.id,
    analysisId,
    contractId: row.contractId,
    termType: row.termType,
    decision: row.decision,
    proposedChange: row.proposedText,
    proposedText: row.proposedText,
    reasoning: row.reasoning,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /contracts/:id/analysis, and the upload that analyses in the same request: the whole review. */
export function presentContractView(
  contract: DraftRow,
  analysis: AnalysisRow | null,
  decisions: DecisionRow[],
) {
  return {
    contract: presentContractDocument(contract),
    analysis: analysis ? presentAnalysis(analysis, contract.extractedText) : null,
    decisions: decisions.map((d) => presentDecision(d, analysis?.id ?? null)),
  };
}

export function presentContractDocument(row: DraftRow) {
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
