import { partyLabels } from "../../analysis/advice/index";
import { conflictingSentences } from "../../analysis/conflicts";
import type { ContractAnalysis } from "../../analysis/types";
import { REVIEW_TERMS } from "../../common/review-terms";
import type { SettingsUser } from "../settings/service";
import { clauseRef } from "./messages/context";
import { outgoingChange } from "./outgoing-change";

const NEW_CLAUSE_TOPICS: Record<string, string> = {
  payment: "payment",
  renewal: "renewal",
  cancellation: "termination for convenience",
  indemnity: "indemnity",
  jurisdiction: "governing law and jurisdiction",
  service: "service levels",
};

export interface ConflictDeletion {
  termType: string;
  start: number;
  end: number;
  text: string;
  /** the reason, to the other party */
  comment: string;
}

type Decision = Parameters<typeof outgoingChange>[0]["decision"] & { termType: string };

/**
 * Sentences the user's new wording would contradict, to be deleted with it (redline and amendment
 * proposal alike): for each rejected or proposed term whose wording grants what a sentence elsewhere
 * denies. A sentence inside a clause another decision changes is left to that decision.
 */
export function conflictDeletions(options: {
  analysis: ContractAnalysis;
  text: string;
  decisions: readonly Decision[];
  user: SettingsUser;
}): ConflictDeletion[] {
  const { analysis, text, user } = options;
  const decided = options.decisions.filter((d) => d.decision !== "accept");
  const changed: Array<{ start: number; end: number }> = [];
  for (const d of decided) {
    const term = REVIEW_TERMS.find((t) => t.id === d.termType);
    const block = term ? analysis[term.block] : null;
    if (block?.found) changed.push(block);
  }
  const holder = partyLabels(analysis.parties)[analysis.side];
  const out: ConflictDeletion[] = [];
  for (const d of decided) {
    const term = REVIEW_TERMS.find((t) => t.id === d.termType);
    if (!term) continue;
    const block = analysis[term.block];
    const change = outgoingChange({ analysis, termType: d.termType, decision: d, user });
    if (change.action !== "propose" || !change.proposedText) continue;
    const ours = block.found
      ? `our proposed wording for ${clauseRef(analysis, block.start, block.excerpt)}`
      : `our proposed new clause on ${NEW_CLAUSE_TOPICS[d.termType] ?? term.title.toLowerCase()}`;
    for (const s of conflictingSentences({
      text,
      termId: d.termType,
      replacement: change.proposedText,
      holder,
      replaced: block.found ? block : { start: -1, end: -1 },
    })) {
      if (changed.some((r) => s.start < r.end && r.start < s.end)) continue;
      changed.push(s);
      out.push({
        termType: d.termType,
        ...s,
        text: text.slice(s.start, s.end),
        comment: `We propose deleting this sentence, as it would contradict ${ours}.`,
      });
    }
  }
  return out;
}
