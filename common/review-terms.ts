import {
  riskFromFavorability,
  type TermDecision,
  type TermRisk,
  type TermStatus,
  termStatus,
} from "./term-status";

/** The six reviewed terms: the spec's term ids, the analysis block each reads, and the card title. */
export const REVIEW_TERMS = [
  { id: "payment", block: "paymentTerms", title: "Payment Terms" },
  { id: "renewal", block: "renewalTerms", title: "Renewal Terms" },
  { id: "cancellation", block: "cancellationTerms", title: "Cancellation Terms" },
  { id: "indemnity", block: "indemnity", title: "Indemnity Clause" },
  { id: "jurisdiction", block: "jurisdiction", title: "Jurisdiction" },
  { id: "service", block: "serviceGuarantees", title: "Service Guarantees" },
] as const;

export type ReviewTermId = (typeof REVIEW_TERMS)[number]["id"];
export const REVIEW_TERM_IDS = REVIEW_TERMS.map((t) => t.id) as [ReviewTermId, ...ReviewTermId[]];

type Block = {
  found: boolean;
  excerpt: string;
  summary: string;
  favorabilityScore: "green" | "amber" | "red";
  start: number;
  end: number;
  recommendation: string;
  confidence: number;
  /** the renewal term's sentence its notice was read from, when it is another one */
  noticeSentence?: { start: number; end: number };
};

/** Another sentence the finding rests on, outside the quoted one ("the notice to stop the renewal"). */
export type RelatedSpan = { start: number; end: number; what: string };

export type SavedDecision = { termType: string; decision: TermDecision; proposedChange?: string | null };

export type ReviewTerm = {
  id: ReviewTermId;
  type: ReviewTermId;
  title: string;
  found: boolean;
  excerpt: string;
  summary: string;
  riskLevel: TermRisk;
  favorabilityScore: "green" | "amber" | "red";
  start: number;
  end: number;
  recommendation: string;
  confidence: number;
  decision: TermDecision | null;
  proposedChange: string | null;
  status: TermStatus;
  related: RelatedSpan[];
};

/** The renewal notice read from another sentence than the quoted renewal sentence. */
function relatedSpans(block: Block): RelatedSpan[] {
  const s = block.noticeSentence;
  if (!block.found || block.start < 0 || !s || s.end <= s.start) return [];
  if (s.end > block.start && s.start < block.end) return [];
  return [{ start: s.start, end: s.end, what: "the notice to stop the renewal" }];
}

export function buildReviewTerms(
  analysis: Record<string, unknown>,
  decisions: SavedDecision[],
): ReviewTerm[] {
  return REVIEW_TERMS.map((definition) => {
    const block = analysis[definition.block] as Block;
    const saved = decisions.find((d) => d.termType === definition.id);
    return {
      id: definition.id,
      type: definition.id,
      title: definition.title,
      found: block.found,
      excerpt: block.excerpt,
      summary: block.summary,
      riskLevel: riskFromFavorability(block.favorabilityScore),
      favorabilityScore: block.favorabilityScore,
      start: block.start,
      end: block.end,
      recommendation: block.recommendation,
      confidence: block.confidence,
      decision: saved?.decision ?? null,
      proposedChange: saved?.proposedChange ?? null,
      status: termStatus(block, saved?.decision),
      related: relatedSpans(block),
    };
  });
}
