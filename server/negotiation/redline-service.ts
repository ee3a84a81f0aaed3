import type { ContractAnalysis } from "../../analysis/types";
import { REVIEW_TERMS } from "../../common/review-terms";
import { writeRedline } from "../../documents/redline/index";
import type { RedlineChange } from "../../documents/redline/types";
import { listDecisions, requireOwnedAnalysis } from "../analysis/service";
import type { SessionUser } from "../auth/sessions";
import { recordDecision } from "../decisions/service";
import type { AppDeps } from "../deps";
import { AppError, notFound } from "../http/app-error";
import type { FileStore } from "../storage/file-store";
import { preferredPositionFor } from "./positions";
import { redlineChanges } from "./redline-changes";

export type DecisionMapEntry = {
  action: "accept" | "reject" | "propose";
  alternativeText?: string | null;
  text?: string | null;
  reasoning?: string | null;
};

export const redlineFileName = (originalName: string, date: Date) =>
  `${originalName.replace(/\.docx$/i, "")}_Redlined_${date.toISOString().slice(0, 10)}.docx`;

/**
 * The user's ORIGINAL Word file with each saved decision written as a tracked change and comment.
 * Decisions sent with the request are saved first, so the file always matches what the screen shows.
 */
export async function generateRedline(options: {
  deps: AppDeps;
  files: FileStore;
  user: SessionUser;
  contractId: string;
  decisions?: Record<string, DecisionMapEntry>;
}) {
  const { deps, user } = options;
  const { contract, analysis: row } = await requireOwnedAnalysis({
    deps,
    user,
    contractId: options.contractId,
  });
  for (const [termType, entry] of Object.entries(options.decisions ?? {})) {
    if (!REVIEW_TERMS.some((t) => t.id === termType)) continue;
    await recordDecision({
      deps,
      userId: user.id,
      preferredPosition: preferredPositionFor(user),
      analysisId: row.id,
      termType: termType as (typeof REVIEW_TERMS)[number]["id"],
      decision: entry.action,
      proposedText: entry.alternativeText ?? entry.text ?? null,
      reasoning: entry.reasoning ?? null,
    });
  }
  const decisions = await listDecisions({ deps, contractIds: [contract.id] });
  if (decisions.length === 0) {
    throw new AppError(
      "INVALID_INPUT",
      "Make at least one decision (accept, reject or propose) before downloading the redlined document.",
    );
  }
  const analysis = row.result as ContractAnalysis;
  const { changes, skipped } = redlineChanges({
    analysis,
    text: contract.extractedText,
    decisions,
    user,
  });
  const stored = contract.fileId
    ? await options.files.get(deps.db, { userId: user.id, id: contract.fileId })
    : null;
  if (!stored) throw notFound("The original Word file is no longer available");
  const started = performance.now();
  const result = await writeRedline(stored.bytes, changes, {
    author: deps.config.redlineAuthor ?? redlineAuthorFor(user),
    date: deps.clock(),
  });
  deps.log.info(
    {
      contractId: contract.id,
      applied: result.applied.length,
      notApplied: result.notApplied.length,
      ms: Math.round(performance.now() - started),
    },
    "redline generated",
  );
  return {
    bytes: result.bytes,
    fileName: redlineFileName(contract.originalName, deps.clock()),
    applied: result.applied,
    notApplied: [...skipped, ...result.notApplied.map((n) => conflictNotApplied(n, changes))],
  };
}

/** A contradicting sentence that could not be marked is reported under its term, quoting the sentence. */
function conflictNotApplied(n: { id: string; reason: string }, changes: RedlineChange[]) {
  const conflict = /^(.+)-conflict-\d+$/.exec(n.id);
  if (!conflict) return n;
  const text = changes.find((c) => c.id === n.id)?.originalText.trim() ?? "";
  const quoted = text.length > 80 ? `${text.slice(0, 77)}...` : text;
  return {
    id: conflict[1],
    reason: `The sentence "${quoted}", which contradicts the new wording, could not be marked for deletion: ${n.reason.replace(/^\w/, (c) => c.toLowerCase())}`,
  };
}

/** The other party sees the changes and comments as the user's own, under their name or their company's. */
export function redlineAuthorFor(user: Pick<SessionUser, "firstName" | "lastName" | "companyName">): string {
  const name = `${user.firstName} ${user.lastName}`.replace(/\s+/g, " ").trim();
  return (name || user.companyName.trim() || "Clausewise").slice(0, 80);
}
