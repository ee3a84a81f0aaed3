import type { ContractAnalysis } from "../../../analysis/types";
import { findingTermType } from "../../../common/clause-library/index";
import { listDecisions, requireOwnedAnalysis } from "../../analysis/service";
import type { SessionUser } from "../../auth/sessions";
import type { AppDeps } from "../../deps";
import { AppError, notFound } from "../../http/app-error";
import { generateAlternative } from "../alternative";
import { conflictDeletions } from "../conflicts";
import type { MessageInput } from "./context";
import {
  amendmentText,
  clauseEmail,
  issueSummaryEmail,
  legalReviewRequest,
  negotiationEmail,
} from "./templates";

export const MESSAGE_KINDS = [
  "negotiation-email",
  "issue-summary",
  "legal-review",
  "amendment",
  "email-solution",
  "send-proposal",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The review screen's key term an advanced finding is about, where it has one. */
const KEY_TERM_OF_CATEGORY: Record<string, string> = {
  payment_terms: "payment",
  auto_renewal: "renewal",
  termination_notice: "cancellation",
  indemnification: "indemnity",
  jurisdiction: "jurisdiction",
  service_levels: "service",
};

/** Premium feature (email_feature): free accounts are refused with 402 before anything is generated. */
export async function generateMessage(options: {
  deps: AppDeps;
  user: SessionUser;
  contractId: string;
  kind: MessageKind;
  clauseId?: string;
}) {
  const { deps, user } = options;
  if (!user.hasPremiumAccess) {
    throw new AppError(
      "PLAN_LIMIT",
      "Professional email generation is a Pro feature. Upgrade to Pro to use it.",
      {
        upgradeRequired: true,
        reason: "email_feature",
      },
    );
  }
  const { contract, analysis: row } = await requireOwnedAnalysis({
    deps,
    user,
    contractId: options.contractId,
  });
  const analysis = row.result as ContractAnalysis;
  const decisions = await listDecisions({ deps, contractIds: [contract.id] });
  const input: MessageInput = {
    contractName: contract.originalName,
    analysis,
    text: contract.extractedText,
    decisions: decisions.map((d) => ({
      termType: d.termType,
      decision: d.decision,
      proposedText: d.proposedText,
      reasoning: d.reasoning,
    })),
    deletions: conflictDeletions({
      analysis,
      text: contract.extractedText,
      decisions: decisions.map((d) => ({
        termType: d.termType,
        decision: d.decision,
        proposedText: d.proposedText,
        reasoning: d.reasoning,
      })),
      user,
    }),
    settings: user,
    sender: {
      name: `${user.firstName} ${user.lastName}`.trim(),
      jobTitle: user.jobTitle,
      company: user.companyName,
      email: user.email,
    },
  };
  if (options.kind === "negotiation-email") return negotiationEmail(input);
  if (options.kind === "issue-summary") return issueSummaryEmail(input);
  if (options.kind === "legal-review") return legalReviewRequest(input);

  const finding = analysis.advancedClauses.find((c) => c.id === options.clauseId);
  if (!finding) throw notFound("Clause not found in this analysis");
  // the wording the user already proposed for the same key term is what we send; else the clause
  // library's draft, aimed at the user's own target (the finding's advice quotes the contract's figure
  // first, so it is not read as the user's concern)
  const keyTerm = KEY_TERM_OF_CATEGORY[finding.category];
  const decided = keyTerm
    ? decisions.find((d) => d.termType === keyTerm && d.decision === "propose" && d.proposedText?.trim())
    : undefined;
  const wording =
    decided?.proposedText?.trim() ??
    (
      await generateAlternative({
        deps,
        user,
        originalClause: finding.excerpt || finding.name,
        termType: findingTermType(finding),
        userConcerns: (keyTerm && decisions.find((d) => d.termType === keyTerm)?.reasoning) || null,
        analysis,
      })
    ).alternativeClause;
  if (options.kind === "amendment") return amendmentText(input, finding, wording);
  return clauseEmail(input, finding, wording, options.kind === "email-solution" ? "solution" : "proposal");
}
