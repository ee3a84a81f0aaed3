import { newClausePlace } from "../../analysis/new-clause-anchor";
import type { ContractAnalysis } from "../../analysis/types";
import { CLAUSE_NUMBER_RE } from "../../common/clause-number";
import { REVIEW_TERMS } from "../../common/review-terms";
import { occurrenceAt, writeRedline } from "../../documents/redline/index";
import type { RedlineChange } from "../../documents/redline/types";
import { listDecisions, requireOwnedAnalysis } from "../analysis/service";
import type { SessionUser } from "../auth/sessions";
import { recordDecision } from "../decisions/service";
import type { AppDeps } from "../deps";
import { AppError, notFound } from "../http/app-error";
import type { FileStore } from "../storage/file-store";
import { conflictDeletions } from "./conflicts";
import { outgoingChange } from "./outgoing-change";
import { preferredPositionFor } from "./positions";

/** a contract that numbers its paragraphs ("7.1") gets the new clause's paragraphs numbered the same way */
function numberedLike(clauses: ContractAnalysis["clauses"], number: number, text: string): string {
  if (!clauses.some((c) => /^\d+\.\d+$/.test(c.number ?? ""))) return text;
  return text
    .split(/\n+/)
    .map((line, i) => `${number}.${i + 1} ${line.trim()}`)
    .join("\n");
}

/** The contract's last clause heading before `at` ("10. GENERAL"), for a new clause's heading to look like. */
function lastHeading(text: string, clauses: ContractAnalysis["clauses"], at: number) {
  const heading = [...clauses]
    .reverse()
    .find(
      (c) =>
        c.start < at && c.heading && c.number && /^(?:(?:section|clause|article)\s+)?\d+\.?$/i.test(c.number),
    );
  if (!heading) return undefined;
  const line = text.slice(heading.start, heading.end).split("\n")[0].trim();
  const start = text.indexOf(line, heading.start);
  return line && start >= 0 ? { text: line, occurrence: occurrenceAt(text, line, start) } : undefined;
}

export type DecisionMapEntry = {
  action: "accept" | "reject" | "propose";
  alternativeText?: string | null;
  text?: string | null;
  reasoning?: string | null;
};

export const redlineFileName = (originalName: string, date: Date) =>
  `${originalName.replace(/\.docx$/i, "")}_Redlined_${date.toISOString().slice(0, 10)}.docx`;

const NEW_CLAUSE_HEADINGS: Record<string, string> = {
  payment: "Payment",
  renewal: "Renewal",
  cancellation: "Termination for Convenience",
  indemnity: "Indemnity",
  jurisdiction: "Governing Law and Jurisdiction",
  service: "Service Levels",
};

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
  const changes: RedlineChange[] = [];
  const added = new Map<string, number>();
  const skipped: Array<{ id: string; reason: string }> = [];
  for (const decision of decisions) {
    if (decision.decision === "accept") continue;
    const term = REVIEW_TERMS.find((t) => t.id === decision.termType);
    const block = term ? analysis[term.block] : null;
    if (!term || !block) {
      skipped.push({
        id: decision.termType,
        reason: "This term has no clause text in the contract to change.",
      });
      continue;
    }
    if (!block.found) {
      // a term the contract lacks: the user's preferred clause goes in as a tracked insertion
      const change = outgoingChange({ analysis, termType: decision.termType, decision, user });
      const place =
        change.action === "propose" && change.proposedText
          ? newClausePlace(contract.extractedText, analysis.clauses, decision.termType, added)
          : null;
      if (change.action !== "propose" || !change.proposedText || !place) {
        skipped.push({
          id: decision.termType,
          reason: "This term has no clause text in the contract to change.",
        });
        continue;
      }
      const { anchor } = place;
      const anchorText = contract.extractedText.slice(anchor.start, anchor.end);
      // in its section it is the next numbered paragraph ("4.4"); else a clause of its own with a heading
      const proposedText = place.inSection
        ? `${place.number} ${change.proposedText.replace(/\s*\n+\s*/g, " ").trim()}`
        : `${place.number}. ${NEW_CLAUSE_HEADINGS[decision.termType] ?? term.title}\n${numberedLike(analysis.clauses, Number(place.number), change.proposedText)}`;
      changes.push({
        ...change,
        ...(place.inSection
          ? {}
          : { headingLike: lastHeading(contract.extractedText, analysis.clauses, anchor.start) }),
        proposedText,
        action: "insert",
        id: decision.termType,
        originalText: anchorText,
        occurrence: occurrenceAt(contract.extractedText, anchorText, anchor.start),
      });
      continue;
    }
    // the clause number stays: only the words after it are changed
    const number = CLAUSE_NUMBER_RE.exec(contract.extractedText.slice(block.start, block.end))?.[0] ?? "";
    const start = block.start + number.length;
    const originalText = contract.extractedText.slice(start, block.end);
    const change = outgoingChange({ analysis, termType: decision.termType, decision, user });
    // wording that repeats the clause number ("7.1 This Agreement ...") would print it twice
    const repeated = number.trim() && change.proposedText?.trimStart().startsWith(`${number.trim()} `);
    changes.push({
      ...change,
      ...(repeated
        ? { proposedText: change.proposedText?.trimStart().slice(number.trim().length).trimStart() }
        : {}),
      id: decision.termType,
      originalText,
      occurrence: occurrenceAt(contract.extractedText, originalText, start),
    });
  }
  // a sentence elsewhere that the new wording contradicts is proposed for deletion, with the reason
  const deletions = conflictDeletions({ analysis, text: contract.extractedText, decisions, user });
  deletions.forEach((d, i) => {
    changes.push({
      id: `${d.termType}-conflict-${i + 1}`,
      action: "reject",
      originalText: d.text,
      comment: d.comment,
      occurrence: occurrenceAt(contract.extractedText, d.text, d.start),
    });
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
