import { partyLabels } from "../../analysis/advice/index";
import { conflictingSentences } from "../../analysis/conflicts";
import type { ContractAnalysis } from "../../analysis/types";
import { REVIEW_TERMS } from "../../common/review-terms";
import type { SettingsUser } from "../settings/service";
import { clauseRef } from "./messages/context";
import { outgoingChange } from "./outgoing-change";
import { replacedSpan } from "./replaced-span";

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
  const decided = options.decisions
    .filter((d) => d.decision !== "accept")
    .flatMap((d) => {
      const term = REVIEW_TERMS.find((t) => t.id === d.termType);
      if (!term) return [];
      const block = analysis[term.block];
      const change = outgoingChange({ analysis, termType: d.termType, decision: d, user });
      const proposing = change.action === "propose" && !!change.proposedText;
      const span = block.found ? replacedSpan(analysis, text, block, proposing) : null;
      return [{ d, term, block, change, span }];
    });
  const changed: Array<{ start: number; end: number }> = decided.flatMap(({ span }) =>
    span ? [{ start: span.from, end: span.end }] : [],
  );
  const holder = partyLabels(analysis.parties)[analysis.side];
  const out: ConflictDeletion[] = [];
  for (const { d, term, block, change, span } of decided) {
    if (change.action !== "propose" || !change.proposedText) continue;
    const ours = block.found
      ? `our proposed wording for ${clauseRef(analysis, block.start, block.excerpt)}`
      : `our proposed new clause on ${NEW_CLAUSE_TOPICS[d.termType] ?? term.title.toLowerCase()}`;
    const deleteSentence = (s: { start: number; end: number }, why: string) => {
      if (changed.some((r) => s.start < r.end && r.start < s.end)) return;
      changed.push(s);
      out.push({
        termType: d.termType,
        ...s,
        text: text.slice(s.start, s.end),
        comment: `We propose deleting this sentence, as ${why}.`,
      });
    };
    // another sentence of the same clause that states the term goes with the words it replaces
    for (const s of span?.apart ?? []) deleteSentence(s, `${ours} replaces it`);
    for (const s of conflictingSentences({
      text,
      termId: d.termType,
      replacement: change.proposedText,
      holder,
      replaced: span ? { start: span.from, end: span.end } : { start: -1, end: -1 },
    }))
      deleteSentence(s, `it would contradict ${ours}`);
  }
  return out;
}
