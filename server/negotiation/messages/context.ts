import { type NewClausePlace, newClausePlace } from "../../../analysis/new-clause-anchor";
import type { AdvancedClause, ContractAnalysis } from "../../../analysis/types";
import { sameCompany } from "../../../common/company-name";
import { companyNameCase, wholeWordsWithin } from "../../../common/format";
import { REVIEW_TERMS, type ReviewTermId } from "../../../common/review-terms";
import type { SettingsUser } from "../../settings/service";
import { findingPosition, rejectionWithoutPosition, termConcern, termPosition } from "../outgoing";
import { settingsPosition } from "../positions";
import { replacedSpan, type TermSpans } from "../replaced-span";
import { clauseRefFor, rowValue, tableRow, withoutRowLabel } from "../table-row";

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
  /** the text the analysis was made from, to quote what decided wording replaces as the redline does */
  text?: string;
  /** sentences the decided wording contradicts, proposed for deletion (as in the redline) */
  deletions?: Array<{ start: number; text: string; comment: string }>;
  /**
   * the sender's risk settings: a rejection's wording drafted from them is sent with the position the
   * analysis states, and wording drafted from the user's private concerns without it (its figures may differ)
   */
  settings?: SettingsUser;
};

/** Every message names clauses as the contract numbers them; nothing is invented. */
export const clauseRef = (analysis: ContractAnalysis, start: number, quoted?: string) =>
  clauseRefFor(analysis.clauses, start, quoted);

/**
 * The other party's company name; "the supplier" / "the customer" when the analysis names no company
 * for it, or names the user's own. A mutual agreement (an NDA) gives neither company a customer or
 * supplier role: the letter then goes to a company with no role that is not the user's, the one the
 * contract list shows (the analysis's vendor) when the user's company is neither.
 */
export function counterpartyName(analysis: ContractAnalysis, ownCompany: string) {
  const own = ownCompany.trim();
  const isOwn = (name: string) =>
    Boolean(own) && (name.toLowerCase() === own.toLowerCase() || sameCompany(name, own));
  const generic = analysis.side === "customer" ? "the supplier" : "the customer";
  const other = analysis.side === "customer" ? analysis.parties.supplier : analysis.parties.customer;
  if (other?.name) return isOwn(other.name) ? generic : companyNameCase(other.name);
  const roleless = analysis.parties.all.filter((p) => !p.role && !isOwn(p.name));
  const vendor = analysis.keyData?.vendor;
  const named =
    roleless.find((p) => vendor && sameCompany(p.name, vendor)) ??
    (roleless.length === 1 ? roleless[0] : null);
  return named ? companyNameCase(named.name) : generic;
}

/**
 * The terms are the user's own, written in the first person: the user's side is "we" ('PixelForge
 * Studio Limited ("we", "us")'). The letter then goes with the user's terms to the other party, who
 * did not send them.
 */
export function isOwnTerms(analysis: ContractAnalysis): boolean {
  const own = analysis.side === "customer" ? analysis.parties.customer : analysis.parties.supplier;
  if (!own) return false;
  return own.person === "we" || /^(?:we|us|our)$/i.test(own.alias ?? "");
}

/**
 * The contract's name as the portfolio shows it ("Reseller Agreement", not "RESELLER AGREEMENT"); when
 * the document names none, "agreement" rather than the user's file name, which is not the other party's business.
 */
export const contractTitle = (input: MessageInput) =>
  input.analysis.keyData?.title ??
  input.analysis.title?.text ??
  (/\.(?:docx?|pdf|txt|rtf)$/i.test(input.contractName) || input.contractName.includes("_")
    ? "agreement"
    : input.contractName);

export type Issue = {
  id: string;
  title: string;
  /** "low" only for a term the analysis rated fine that the user chose to raise anyway */
  risk: "high" | "medium" | "low";
  ref: string;
  excerpt: string;
  /** what we ask for, written to the other party ("Clause 2.2 requires ...; we propose 30 days.") */
  position: string | null;
  proposedText: string | null;
  /**
   * what the analysis found wrong with the clause, in our voice ("Clause 1.1 requires payment within 14
   * days"): the reason a letter gives for wording whose figures are not the analysis's own. The concerns
   * the user typed are private and never take its place.
   */
  concern: string | null;
  decision: DecisionInput["decision"] | null;
  /** where the point sits in the contract, for listing points in its order (a new clause: after the paragraph it follows) */
  at: number;
};

/**
 * The contract's words for a letter: whole words only, shortened at a word boundary when long; a
 * table row's value without its label (named in the clause reference) or the tab between the cells.
 */
export const quote = (text: string, max = 220) => {
  const shown = wholeWordsWithin(rowValue(text), max);
  return shown.cut ? `${shown.text} …` : shown.text;
};

const COVERED_BY_TERMS = new Set([
  "payment_terms",
  "auto_renewal",
  "termination_notice",
  "indemnification",
  "jurisdiction",
]);

/**
 * The points to raise with the other party: rated terms that fall short (unless accepted), the
 * user's rejections and proposals, and the medium and high advanced findings. A point is raised only
 * when there is something to ask for, in the company's voice.
 */
export function negotiationIssues(input: MessageInput): Issue[] {
  const { analysis } = input;
  const issues: Issue[] = [];
  const places = newClausePlaces(input);
  // what each rated term asks for, even where the user's own wording replaced it or accepted it
  const termPositions = new Set<string>();
  for (const term of REVIEW_TERMS) {
    const block = analysis[term.block];
    const decision = input.decisions.find((d) => d.termType === term.id) ?? null;
    const position = termPosition(analysis, term.id);
    if (position) termPositions.add(position);
    if (decision?.decision === "accept") continue;
    if (!position && !decision) continue;
    const replaced = block.found ? replacedPart(input, block, decision) : null;
    const place = places.get(term.id);
    const ref = block.found
      ? clauseRef(analysis, block.start, block.excerpt)
      : place
        ? `new clause ${place.number}`
        : "not covered by the contract";
    issues.push({
      id: term.id as ReviewTermId,
      title: term.title,
      // the term's own rating: rejecting a medium-risk term does not make it high-risk
      risk:
        block.favorabilityScore === "red" ? "high" : block.favorabilityScore === "amber" ? "medium" : "low",
      ref,
      excerpt: replaced ? quote(replaced.quoted) : "",
      // a proposal in the user's own words stands on its own; the analysis's figures might differ
      position:
        decision?.decision === "propose"
          ? null
          : decision?.decision === "reject"
            ? rejectionPosition(input, term.id, block.found, ref, decision)
            : position,
      proposedText: proposedFor(block.found ? block.excerpt : "", decision?.proposedText),
      concern: decision ? termConcern(analysis, term.id, ref) : null,
      decision: decision?.decision ?? null,
      at: replaced ? replaced.from : place ? place.anchor.end : Number.POSITIVE_INFINITY,
    });
  }
  for (const finding of analysis.advancedClauses) {
    if (finding.risk_level === "low" || COVERED_BY_TERMS.has(finding.category)) continue;
    const issue = advancedIssue(analysis, finding);
    // a finding that restates a rated term asks for the same thing: raise it once (or not at all when
    // the user accepted the term or answered it in its own words)
    if (
      issue.position &&
      !termPositions.has(issue.position) &&
      !issues.some((i) => i.position === issue.position)
    )
      issues.push(issue);
  }
  const order = { high: 0, medium: 1, low: 2 };
  return issues.sort((a, b) => order[a.risk] - order[b.risk]);
}

/**
 * What a rejection asks for: the analysis's position when the wording is the one drafted from the
 * settings, or that the clause is not acceptable as drafted when there is no wording. Null for other
 * wording (the user's, or drafted from their private concerns), which the letter introduces where it
 * shows it, with what the analysis found wrong with the clause.
 */
function rejectionPosition(
  input: MessageInput,
  termType: string,
  found: boolean,
  ref: string,
  decision: DecisionInput,
): string | null {
  const wording = decision.proposedText?.trim() || null;
  const position =
    wording && input.settings
      ? settingsPosition({ analysis: input.analysis, termType, wording, user: input.settings })
      : termPosition(input.analysis, termType);
  if (position) return position;
  if (!wording) return rejectionWithoutPosition(ref);
  return found
    ? null
    : `${termConcern(input.analysis, termType, ref) ?? "The contract does not cover this"}.`;
}

/**
 * The contract's words that decided wording replaces: with the contract's text, every sentence of the
 * clause that states the term (as the redline and the amendment proposal replace them); else the quote.
 */
function replacedPart(
  input: MessageInput,
  block: TermSpans & { excerpt: string },
  decision: DecisionInput | null,
): { from: number; quoted: string } {
  const replacing = decision?.decision !== "accept" && !!decision?.proposedText?.trim();
  if (!input.text || !replacing) return { from: block.start, quoted: block.excerpt };
  const span = replacedSpan(input.analysis, input.text, block, true);
  return { from: span.from, quoted: input.text.slice(span.from, span.end) };
}

/**
 * Where each decided term the contract lacks goes in as a new clause, numbered as the redline and
 * the amendment proposal number it (in the order of the decisions).
 */
function newClausePlaces(input: MessageInput): Map<string, NewClausePlace> {
  const places = new Map<string, NewClausePlace>();
  if (!input.text) return places;
  const added = new Map<string, number>();
  for (const d of input.decisions) {
    const term = REVIEW_TERMS.find((t) => t.id === d.termType);
    if (!term || d.decision === "accept" || !d.proposedText?.trim() || input.analysis[term.block].found)
      continue;
    const place = newClausePlace(input.text, input.analysis.clauses, d.termType, added);
    if (place) places.set(d.termType, place);
  }
  return places;
}

/** The wording the user proposes, without the label of the table row it goes into. */
function proposedFor(excerpt: string, proposed: string | null | undefined): string | null {
  const wording = proposed?.trim();
  if (!wording) return null;
  const row = tableRow(excerpt);
  return row ? withoutRowLabel(wording, row.label) : wording;
}

/** What a missing clause would add, named as a thing to add rather than an absence ("a warranty"). */
const MISSING_TOPICS: Array<[RegExp, string, string]> = [
  [/^no\s+warranty$/i, "Warranty", "a warranty"],
  [/^no\s+insurance\s+requirement$/i, "Insurance", "an insurance requirement"],
  [/^no\s+liability\s+cap$/i, "Liability cap", "a cap on liability"],
  [/^no\s+confidentiality\s+clause$/i, "Confidentiality", "a confidentiality clause"],
  [/^no\s+data\s+protection\s+terms$/i, "Data protection", "data protection terms"],
  [/^no\s+clause\s+on\s+who\s+owns\s+the\s+work$/i, "Ownership of the work", "a clause on who owns the work"],
  [
    /^no\s+right\s+to\s+end\s+the\s+contract\s+early$/i,
    "Right to end the contract early",
    "a right to end the contract early",
  ],
  [/^no\s+governing\s+law$/i, "Governing law", "a governing law clause"],
  [/^indemnity$/i, "Indemnity", "an indemnity"],
  [/^jurisdiction$/i, "Governing law", "a governing law clause"],
  [
    /^termination\s+for\s+convenience$/i,
    "Termination for convenience",
    "a right to end the contract for convenience",
  ],
];

export function missingTopic(name: string): { title: string; phrase: string } {
  const known = MISSING_TOPICS.find(([re]) => re.test(name.trim()));
  if (known) return { title: known[1], phrase: known[2] };
  const bare = name.trim().replace(/^no\s+/i, "");
  return { title: bare.charAt(0).toUpperCase() + bare.slice(1), phrase: bare.toLowerCase() };
}

export function advancedIssue(analysis: ContractAnalysis, finding: AdvancedClause): Issue {
  return {
    id: finding.id,
    title: finding.missing ? missingTopic(finding.name).title : finding.name,
    risk: finding.risk_level === "high" ? "high" : "medium",
    ref: finding.missing
      ? "not covered by the contract"
      : clauseRef(analysis, finding.start, finding.excerpt),
    excerpt: finding.missing ? "" : quote(finding.excerpt),
    position: findingPosition(analysis, finding),
    proposedText: null,
    concern: null,
    decision: null,
    at: finding.missing || finding.start < 0 ? Number.POSITIVE_INFINITY : finding.start,
  };
}
