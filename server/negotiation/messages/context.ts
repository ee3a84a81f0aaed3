import { clauseRefIn } from "../../../analysis/advice/index";
import type { AdvancedClause, ContractAnalysis } from "../../../analysis/types";
import { REVIEW_TERMS, type ReviewTermId } from "../../../common/review-terms";

export type DecisionInput = {
  termType: string;
  decision: "accept" | "reject" | "propose";
  proposedText: string | null;
  reasoning: string | null;
};

export type MessageInput = {
  contractName: string;
  analysis: ContractAnalysis;
  decisions: DecisionInput[];
  sender: { name: string; jobTitle: string; company: string; email: string };
};

/** Every message names clauses as the contract numbers them; nothing is invented. */
export const clauseRef = (analysis: ContractAnalysis, start: number) => clauseRefIn(analysis.clauses, start);

export function counterpartyName(analysis: ContractAnalysis, ownCompany: string) {
  const other = analysis.side === "customer" ? analysis.parties.supplier : analysis.parties.customer;
  if (other?.name && other.name.toLowerCase() !== ownCompany.toLowerCase()) return other.name;
  return analysis.side === "customer" ? "the supplier" : "the customer";
}

export const contractTitle = (input: MessageInput) => input.analysis.title?.text ?? input.contractName;

export type Issue = {
  id: string;
  title: string;
  risk: "high" | "medium";
  ref: string;
  excerpt: string;
  explanation: string;
  ask: string;
  proposedText: string | null;
  decision: DecisionInput["decision"] | null;
};

const quote = (text: string, max = 220) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The points to raise: rated terms that are amber or red (unless accepted) and the user's rejections and proposals. */
export function negotiationIssues(input: MessageInput): Issue[] {
  const { analysis } = input;
  const issues: Issue[] = [];
  for (const term of REVIEW_TERMS) {
    const block = analysis[term.block];
    const decision = input.decisions.find((d) => d.termType === term.id) ?? null;
    if (decision?.decision === "accept") continue;
    const flagged = block.favorabilityScore !== "green";
    if (!flagged && !decision) continue;
    issues.push({
      id: term.id as ReviewTermId,
      title: term.title,
      risk: block.favorabilityScore === "red" || decision?.decision === "reject" ? "high" : "medium",
      ref: clauseRef(analysis, block.start),
      excerpt: block.found ? quote(block.excerpt) : "",
      explanation: block.summary,
      ask: decision?.reasoning || block.recommendation,
      proposedText: decision?.decision === "propose" ? decision.proposedText : null,
      decision: decision?.decision ?? null,
    });
  }
  const covered = new Set([
    "payment_terms",
    "auto_renewal",
    "termination_notice",
    "indemnification",
    "jurisdiction",
  ]);
  for (const finding of analysis.advancedClauses) {
    if (finding.risk_level === "low" || covered.has(finding.category)) continue;
    issues.push(advancedIssue(analysis, finding));
  }
  return issues.sort((a, b) => (a.risk === b.risk ? 0 : a.risk === "high" ? -1 : 1));
}

export function advancedIssue(analysis: ContractAnalysis, finding: AdvancedClause): Issue {
  return {
    id: finding.id,
    title: finding.name,
    risk: finding.risk_level === "high" ? "high" : "medium",
    ref: finding.missing ? "not covered by the contract" : clauseRef(analysis, finding.start),
    excerpt: finding.missing ? "" : quote(finding.excerpt),
    explanation: finding.whyItMatters,
    ask: finding.askFor || finding.recommendations[0] || "",
    proposedText: null,
    decision: null,
  };
}
