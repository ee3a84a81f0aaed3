import type { ContractAnalysis, AdvancedClause as EngineClause } from "../../analysis/index";
import type { AdvancedClause, AdvancedClauses, Analysis, TopPriority } from "../../common/api/analysis";
import type { ContractDocument, ContractView, Decision } from "../../common/api/contracts";
import { draftBasics } from "../drafts/present";
import type { AnalysisRow, DecisionRow, DraftRow } from "../drafts/repository";

/** Engine findings rate confidence 0-100; the public shape uses 0..1 like the six terms. */
function presentClause(clause: EngineClause): AdvancedClause {
  const { risk_level, confidence, ...rest } = clause;
  return { ...rest, riskLevel: risk_level, confidence: confidence / 100 };
}

function presentFindings(result: ContractAnalysis) {
  const summary = result.clauseSummary;
  return {
    advancedClauses: result.advancedClauses.map(presentClause),
    clauseSummary: {
      totalClausesDetected: summary.total_clauses_detected,
      highRiskClauses: summary.high_risk_clauses,
      mediumRiskClauses: summary.medium_risk_clauses,
      lowRiskClauses: summary.low_risk_clauses,
      sophisticationScore: summary.sophistication_score,
    },
    enhancedRisk: {
      riskAdjustment: result.enhancedRisk.risk_adjustment,
      riskLevel: result.enhancedRisk.riskLevel,
      baseScore: result.enhancedRisk.baseScore,
      score: result.enhancedRisk.score,
    },
    health: result.health,
    topPriorities: result.topPriorities.map(
      ({ risk_level, ...rest }): TopPriority => ({ ...rest, riskLevel: risk_level }),
    ),
    riskExplanation: result.riskExplanation,
  };
}

/** The spec's analysis object: id, contractId, overallRisk, the six term blocks, plus the engine's extras. */
export function presentAnalysis(row: AnalysisRow): Analysis {
  const result = row.result as ContractAnalysis;
  const {
    cuadSpans: _cuad,
    advancedClauses: _clauses,
    clauseSummary: _summary,
    enhancedRisk: _enhanced,
    topPriorities: _priorities,
    ...rest
  } = result;
  return {
    ...rest,
    ...presentFindings(result),
    id: row.id,
    contractId: row.contractId,
    overallRisk: row.overallRisk,
    engineVersion: row.engineVersion,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdvancedClauses(row: AnalysisRow): AdvancedClauses {
  return { ...presentFindings(row.result as ContractAnalysis), overallRisk: row.overallRisk };
}

export function presentDecision(row: DecisionRow, analysisId: string | null): Decision {
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
): ContractView {
  return {
    contract: presentContractDocument(contract),
    analysis: analysis ? presentAnalysis(analysis) : null,
    decisions: decisions.map((d) => presentDecision(d, analysis?.id ?? null)),
  };
}

/** The contract as the review shows it: the text once, here (the analysis carries offsets into it). */
export function presentContractDocument(row: DraftRow): ContractDocument {
  return {
    ...draftBasics(row),
    extractedText: row.extractedText,
    extractedHtml: row.extractedHtml,
  };
}
