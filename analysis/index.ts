import { contractHealth, topPriorities } from "../common/contract-health";
import { findAdvancedClauses } from "./advanced/index";
import { approvalFor } from "./approval";
import { findContractDates } from "./contract-dates";
import { antiAssignment, auditRights, cuadSpans, insurance, ipOwnership, warrantyDuration } from "./cuad";
import { prepare } from "./doc";
import { extractKeyData } from "./keydata";
import { liabilitySentences } from "./liability";
import { extractParties, roleLexicon } from "./parties";
import { enhancedOrDefault, enhancedRisk, overallFromTerms, thresholdsOrDefault, worse } from "./risk";
import { summariseClauses } from "./summary";
import { convenienceSentences, findCancellationTerms } from "./terms/cancellation";
import type { TermContext } from "./terms/common";
import { findIndemnity } from "./terms/indemnity";
import { findJurisdiction, governingLawSentences } from "./terms/jurisdiction";
import { findPaymentTerms } from "./terms/payment";
import { classifyRenewalSentences, findRenewalTerms } from "./terms/renewal";
import { findServiceGuarantees } from "./terms/service";
import { findTitle } from "./title";
import type { AnalysisOptions, ContractAnalysis } from "./types";

export * from "./types";

export const ENGINE_VERSION = "1.0.0";

/**
 * Analyse contract text: clauses, parties, dates, the six rated terms, advanced clause findings,
 * risk, health, CUAD spans and portfolio key data. Pure and synchronous; every offset is into `text`.
 */
export function analyseContract(text: string, options: AnalysisOptions = {}): ContractAnalysis {
  const side = options.side ?? "customer";
  const thresholds = thresholdsOrDefault(options.thresholds);
  const enhanced = enhancedOrDefault(options.enhanced);
  const doc = prepare(text);
  const parties = extractParties(doc);
  const ctx: TermContext = { doc, parties, lexicon: roleLexicon(parties), side, thresholds };
  const dates = findContractDates(doc);
  const liability = liabilitySentences(doc);
  const renewalSentences = classifyRenewalSentences(doc);
  const convenience = convenienceSentences(ctx);
  const govLaw = governingLawSentences(doc);
  const detections = {
    assignment: antiAssignment(doc),
    ip: ipOwnership(doc),
    warranty: warrantyDuration(doc),
    insurance: insurance(doc),
    audit: auditRights(doc),
  };

  const paymentTerms = findPaymentTerms(ctx);
  const renewalTerms = findRenewalTerms(ctx, renewalSentences);
  const cancellationTerms = findCancellationTerms(ctx, convenience);
  const indemnity = findIndemnity(ctx, liability);
  const jurisdiction = findJurisdiction(ctx, govLaw);
  const serviceGuarantees = findServiceGuarantees(ctx, enhanced);
  const terms = [paymentTerms, renewalTerms, cancellationTerms, indemnity, jurisdiction, serviceGuarantees];
  const baseRisk = overallFromTerms(terms);

  const advancedClauses = findAdvancedClauses({
    ctx,
    doc,
    enhanced,
    liability,
    convenience,
    detections,
    payment: paymentTerms,
    renewal: renewalTerms,
    cancellation: cancellationTerms,
    indemnity,
    jurisdiction,
    service: serviceGuarantees,
  });
  const enhancedRiskResult = enhancedRisk(baseRisk, advancedClauses);
  const analysis: Omit<ContractAnalysis, "keyData" | "approval"> = {
    engine: { name: "clausewise-rules", version: ENGINE_VERSION },
    side,
    overallRisk: worse(baseRisk, enhancedRiskResult.riskLevel),
    baseRisk,
    title: findTitle(doc),
    parties,
    agreementDate: dates.agreementDate,
    effectiveDate: dates.effectiveDate,
    expirationDate: dates.expirationDate,
    clauses: doc.clauses,
    paymentTerms,
    renewalTerms,
    cancellationTerms,
    indemnity,
    jurisdiction,
    serviceGuarantees,
    advancedClauses,
    clauseSummary: summariseClauses(doc, advancedClauses),
    enhancedRisk: enhancedRiskResult,
    health: contractHealth(advancedClauses),
    topPriorities: topPriorities(advancedClauses),
    cuadSpans: cuadSpans({
      doc,
      parties,
      dates,
      renewal: renewalSentences,
      convenience,
      governingLaw: govLaw,
      liability,
      detections,
    }),
  };
  const keyData = extractKeyData(analysis, doc, options.ownCompanyName);
  return {
    ...analysis,
    keyData,
    approval: approvalFor({ overallRisk: analysis.overallRisk, keyData, enhanced }),
  };
}
