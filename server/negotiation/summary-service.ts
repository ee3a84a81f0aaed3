import type { ContractAnalysis } from "../../analysis/types";
import { companyNameCase, datedFileName } from "../../common/format";
import { buildReviewTerms } from "../../common/review-terms";
import { NOT_FOUND_TEXT, termValueLines } from "../../common/term-values";
import {
  type ReviewSummary,
  renderReviewSummaryPdf,
  type SummaryTerm,
} from "../../documents/review-summary-pdf";
import { listDecisions, requireOwnedAnalysis } from "../analysis/service";
import type { SessionUser } from "../auth/sessions";
import type { termDecisions } from "../db/schema";
import type { AppDeps } from "../deps";
import { outgoingChange } from "./outgoing-change";

type DecisionRow = typeof termDecisions.$inferSelect;

const PRIORITY_WORDS: Record<string, string> = { URGENT: "Urgent", HIGH: "High", MEDIUM: "Medium" };

/** The one-page PDF summary of a review, for the owner of the contract only (404 otherwise). */
export async function generateReviewSummary(options: {
  deps: AppDeps;
  user: SessionUser;
  contractId: string;
}) {
  const { deps, user } = options;
  const { contract, analysis } = await requireOwnedAnalysis({
    deps,
    user,
    contractId: options.contractId,
  });
  const decisions = await listDecisions({ deps, contractIds: [contract.id] });
  const now = deps.clock();
  const bytes = await renderReviewSummaryPdf(
    reviewSummaryOf({
      contractName: contract.originalName,
      analysis: analysis.result as ContractAnalysis,
      analysedOn: analysis.createdAt,
      decisions,
      user,
      now,
    }),
  );
  return { bytes, fileName: datedFileName(contract.originalName, "Review_Summary", now, "pdf") };
}

/** What the summary says, from the stored analysis and the decisions taken on it. */
export function reviewSummaryOf(input: {
  contractName: string;
  analysis: ContractAnalysis;
  analysedOn: Date;
  decisions: DecisionRow[];
  user: SessionUser;
  now: Date;
}): ReviewSummary {
  const { analysis, decisions, user } = input;
  const reviewTerms = buildReviewTerms(analysis as unknown as Record<string, unknown>, decisions);
  const terms: SummaryTerm[] = reviewTerms.map((term) => {
    const saved = decisions.find((d) => d.termType === term.id);
    return {
      title: term.title,
      risk: term.status === "not_applicable" ? "na" : term.favorabilityScore,
      values: termValueLines(analysis, term.id),
      notFound: NOT_FOUND_TEXT[term.id],
      decision: saved ? decisionWords(analysis, saved, user) : null,
    };
  });
  const name = `${user.firstName} ${user.lastName}`.trim();
  return {
    contractName: input.contractName,
    title: analysis.keyData?.title ?? analysis.title?.text ?? null,
    preparedOn: input.now,
    analysedOn: input.analysedOn,
    preparedFor: [name, user.companyName].filter(Boolean).join(", ") || null,
    side: analysis.side,
    parties: partiesOf(analysis),
    overallRisk: analysis.overallRisk,
    health: analysis.health ? `${analysis.health.score}/10 - ${analysis.health.recommendation}` : null,
    terms,
    topRisks: (analysis.topPriorities ?? []).map((p) => ({
      label: PRIORITY_WORDS[p.label] ?? p.label,
      name: p.name,
      advice: p.recommendation,
    })),
  };
}

function partiesOf(analysis: ContractAnalysis): ReviewSummary["parties"] {
  const { customer, supplier, all } = analysis.parties;
  // names in capitals are given in ordinary case, as letters and the portfolio give them
  const named = [
    supplier && { role: "Supplier", name: companyNameCase(supplier.name) },
    customer && { role: "Customer", name: companyNameCase(customer.name) },
  ].filter((p): p is { role: string; name: string } => Boolean(p));
  const others = all
    .filter((p) => p.name !== customer?.name && p.name !== supplier?.name)
    .map((p) => ({ role: "Party", name: companyNameCase(p.name) }));
  return [...named, ...others];
}

function decisionWords(
  analysis: ContractAnalysis,
  saved: DecisionRow,
  user: SessionUser,
): SummaryTerm["decision"] {
  if (saved.decision === "accept") return { label: "Accepted", text: saved.reasoning?.trim() || null };
  const change = outgoingChange({ analysis, termType: saved.termType, decision: saved, user });
  const asked = change.action === "propose" && change.proposedText ? `“${change.proposedText}”` : null;
  if (saved.decision === "propose") return { label: "Alternative proposed", text: asked };
  return { label: "Rejected", text: asked ? `Asks for ${asked}` : "Not acceptable as it stands" };
}
