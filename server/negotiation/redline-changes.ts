import { newClausePlace } from "../../analysis/new-clause-anchor";
import type { ContractAnalysis } from "../../analysis/types";
import { REVIEW_TERMS } from "../../common/review-terms";
import { occurrenceAt } from "../../documents/redline/index";
import type { RedlineChange } from "../../documents/redline/types";
import type { SettingsUser } from "../settings/service";
import { conflictDeletions } from "./conflicts";
import { outgoingChange } from "./outgoing-change";
import { replacedSpan } from "./replaced-span";
import { tableRow, withoutRowLabel } from "./table-row";

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

const NEW_CLAUSE_HEADINGS: Record<string, string> = {
  payment: "Payment",
  renewal: "Renewal",
  cancellation: "Termination for Convenience",
  indemnity: "Indemnity",
  jurisdiction: "Governing Law and Jurisdiction",
  service: "Service Levels",
};

type Decision = Parameters<typeof outgoingChange>[0]["decision"] & { termType: string };

const NO_CLAUSE_TEXT = "This term has no clause text in the contract to change.";

/**
 * The tracked changes a set of decisions makes to the contract whose text the engine read as `text`:
 * each rejected or proposed term's wording, each new clause, and each sentence the new wording would
 * contradict. Terms that cannot be written are returned in `skipped` with the reason.
 */
export function redlineChanges(options: {
  analysis: ContractAnalysis;
  text: string;
  decisions: readonly Decision[];
  user: SettingsUser;
}): { changes: RedlineChange[]; skipped: Array<{ id: string; reason: string }> } {
  const { analysis, text, user } = options;
  const changes: RedlineChange[] = [];
  const added = new Map<string, number>();
  const skipped: Array<{ id: string; reason: string }> = [];
  for (const decision of options.decisions) {
    if (decision.decision === "accept") continue;
    const term = REVIEW_TERMS.find((t) => t.id === decision.termType);
    const block = term ? analysis[term.block] : null;
    if (!term || !block) {
      skipped.push({ id: decision.termType, reason: NO_CLAUSE_TEXT });
      continue;
    }
    const change = outgoingChange({ analysis, termType: decision.termType, decision, user });
    if (!block.found) {
      // a term the contract lacks: the user's preferred clause goes in as a tracked insertion
      const place =
        change.action === "propose" && change.proposedText
          ? newClausePlace(text, analysis.clauses, decision.termType, added)
          : null;
      if (change.action !== "propose" || !change.proposedText || !place) {
        skipped.push({ id: decision.termType, reason: NO_CLAUSE_TEXT });
        continue;
      }
      const { anchor } = place;
      const anchorText = text.slice(anchor.start, anchor.end);
      // in its section it is the next numbered paragraph ("4.4"); else a clause of its own with a heading
      const proposedText = place.inSection
        ? `${place.number} ${change.proposedText.replace(/\s*\n+\s*/g, " ").trim()}`
        : `${place.number}. ${NEW_CLAUSE_HEADINGS[decision.termType] ?? term.title}\n${numberedLike(analysis.clauses, Number(place.number), change.proposedText)}`;
      changes.push({
        ...change,
        ...(place.inSection ? {} : { headingLike: lastHeading(text, analysis.clauses, anchor.start) }),
        proposedText,
        action: "insert",
        id: decision.termType,
        originalText: anchorText,
        occurrence: occurrenceAt(text, anchorText, anchor.start),
      });
      continue;
    }
    // new wording replaces every sentence of the clause that states the term; a table row changes
    // only in its value cell, and the clause number stays
    const span = replacedSpan(analysis, text, block, change.action === "propose" && !!change.proposedText);
    const { number, label } = span;
    const originalText = text.slice(span.start, span.end);
    // wording that repeats the clause number ("7.1 This Agreement ...") would print it twice
    const repeated = number.trim() && change.proposedText?.trimStart().startsWith(`${number.trim()} `);
    changes.push({
      ...change,
      ...(repeated
        ? { proposedText: change.proposedText?.trimStart().slice(number.trim().length).trimStart() }
        : {}),
      ...(label && change.proposedText ? { proposedText: withoutRowLabel(change.proposedText, label) } : {}),
      id: decision.termType,
      originalText,
      occurrence: occurrenceAt(text, originalText, span.start),
    });
  }
  // a sentence elsewhere that the new wording contradicts is proposed for deletion, with the reason;
  // in a key-terms table, the row's value goes and its label stays to say what was there
  conflictDeletions({ analysis, text, decisions: options.decisions, user }).forEach((d, i) => {
    const start = d.start + (tableRow(d.text)?.valueAt ?? 0);
    const originalText = text.slice(start, d.end);
    changes.push({
      id: `${d.termType}-conflict-${i + 1}`,
      action: "reject",
      originalText,
      comment: d.comment,
      occurrence: occurrenceAt(text, originalText, start),
    });
  });
  return { changes, skipped };
}
