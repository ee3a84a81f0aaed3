import { LOW_ONE_SIDED_CAP_ASK, partyLabels } from "../../analysis/advice/index";
import { noticeDurations } from "../../analysis/terms/renewal";
import type { ContractAnalysis } from "../../analysis/types";
import { type AlternativeContext, draftAlternative } from "../../common/clause-library/index";
import { withoutClauseNumber } from "../../common/clause-number";
import type { SessionUser } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { chatCompletion } from "../llm/chat-client";
import { enhancedSettingsOf, type SettingsUser, thresholdsOf } from "../settings/service";
import { cleanDraftedClause } from "./clean-clause";
import { clauseRefFor, rowValue } from "./table-row";
import { plainConcerns } from "./user-reason";

export const LLM_TIMEOUT_MS = 20_000;
const DEFAULT_CONCERNS = "Please suggest a more favourable, balanced alternative for our side.";

function sidesOf(analysis: ContractAnalysis | null, side: "customer" | "supplier") {
  const labels = partyLabels(analysis?.parties);
  return side === "customer"
    ? { us: labels.customer, them: labels.supplier }
    : { us: labels.supplier, them: labels.customer };
}

/** "may change the price list on 60 days' written notice": the notice the contract already gives */
function priceNoticeDays(analysis: ContractAnalysis): number | null {
  // a surcharge the carrier resets is a price of its own, not the notice for changing the charges
  const change = analysis.advancedClauses.find(
    (c) => c.category === "price_changes" && !c.missing && !/surcharge/.test(c.subcategory),
  );
  return change ? (noticeDurations(change.excerpt, 0)[0]?.days ?? null) : null;
}

function valuesFor(analysis: ContractAnalysis | null): AlternativeContext["values"] {
  if (!analysis) return {};
  return {
    paymentDays: analysis.paymentTerms.paymentDays,
    renewalTermMonths: analysis.renewalTerms.renewalTermMonths,
    noticePeriod: analysis.renewalTerms.noticePeriod ?? analysis.cancellationTerms.noticePeriod,
    otherNoticePeriod: analysis.renewalTerms.otherNoticePeriod ?? null,
    governingLaw: analysis.jurisdiction.governingLaw,
    homeLaw: analysis.jurisdiction.home ?? null,
    uptimePercent: analysis.serviceGuarantees.uptimePercent,
    responseTimeHours: analysis.serviceGuarantees.responseTimeHours,
    paidWhen: analysis.paymentTerms.timing?.when ?? null,
    paymentFrequency: analysis.paymentTerms.frequency ?? null,
    lateInterest: analysis.paymentTerms.lateInterest,
    interestElsewhere:
      analysis.paymentTerms.lateInterest !== null && !/\binterest\b/i.test(analysis.paymentTerms.excerpt),
    rolling: analysis.renewalTerms.rolling === true,
    leaseBreakAt: analysis.cancellationTerms.leaseBreakAt ?? null,
    renewalInvested: analysis.renewalTerms.invested ?? null,
    initialTerm: analysis.renewalTerms.found ? initialTermOf(analysis.renewalTerms.excerpt) : null,
    indemnityType: analysis.indemnity.type,
    theirIndemnityUncapped:
      analysis.indemnity.found &&
      analysis.indemnity.type === "mutual" &&
      analysis.indemnity.capped === false &&
      analysis.indemnity.theirsCapped === false,
    onSiteWork: analysis.indemnity.onSiteWork === true,
    goods: analysis.indemnity.goods === true,
    taxIndemnity: analysis.indemnity.taxOnly === true,
    // the indemnity the user gives (mutual, or theirs alone) is one the contract leaves unlimited
    ownIndemnityUncapped:
      analysis.indemnity.found &&
      analysis.indemnity.capped === false &&
      (analysis.indemnity.type === "mutual" ||
        (analysis.indemnity.type === "one-sided" &&
          analysis.indemnity.indemnifyingParty !== (analysis.side === "customer" ? "supplier" : "customer"))),
    priceNoticeDays: priceNoticeDays(analysis),
    // as the early termination finding reads it: any right to change the charges, not charges fixed
    pricesMayRise: analysis.advancedClauses.some(
      (c) => c.category === "price_changes" && c.subcategory !== "fixed_price",
    ),
    ...theirConvenienceRight(analysis),
    // a one-sided cap that is also too low is redrafted in full (mutual, at twelve months' charges)
    capOnlyTheirs: analysis.advancedClauses.some(
      (c) =>
        c.category === "liability_cap" &&
        c.subcategory === "their_liability_capped" &&
        !c.askFor.startsWith(LOW_ONE_SIDED_CAP_ASK),
    ),
    mutualBreachRight: analysis.advancedClauses.some(
      (c) => c.category === "termination" && c.subcategory === "mutual",
    ),
    supplied: analysis.supplied ?? null,
    noLiabilityCap: analysis.advancedClauses.some(
      (c) => c.category === "liability_cap" && c.subcategory === "missing",
    ),
    capClause: capClauseOf(analysis),
    ipGrantBack:
      analysis.side === "customer" &&
      analysis.advancedClauses.some((c) => c.subcategory === "created_ip_grant_back"),
  };
}

/** The clause of the contract's general liability cap, by its number ("clause 13.3"); null when it has none. */
function capClauseOf(analysis: ContractAnalysis): string | null {
  const cap = analysis.advancedClauses.find(
    (c) =>
      c.category === "liability_cap" &&
      !c.missing &&
      c.subcategory !== "missing" &&
      // a limit per parcel is not the contract's overall cap
      c.subcategory !== "per_item_limit" &&
      c.excerpt,
  );
  if (!cap) return null;
  const ref = clauseRefFor(analysis.clauses, cap.start, cap.excerpt);
  return /^(?:clause|section|article)\s+\S/i.test(ref) ? ref : null;
}

/**
 * The other side's right to end the contract for convenience (alone, or as "either party"), and its
 * notice; or that the right is the user's alone.
 */
function theirConvenienceRight(analysis: ContractAnalysis) {
  const c = analysis.cancellationTerms;
  const party = c.forConvenienceParty;
  if (!c.found || !c.forConvenience || party === null) return {};
  if (party === analysis.side) return { ownConvenienceRight: true };
  return { theirConvenienceNoticeDays: c.noticePeriod, theirConvenienceOnly: party !== "both" };
}

/** Where a renewal sentence turns from the first term to what follows it. */
const AFTER_FIRST_TERM_RE =
  /,\s*(?:and\s+)?(?:after\s+which|thereafter)\b|;\s*(?:and\s+)?thereafter\b|,?\s+and\s+(?:shall|will)\s+(?:then\s+|thereafter\s+)?(?:automatically\s+)?(?:renew|continue|be\s+renewed|extend)\b/i;
const SETS_FIRST_TERM_RE =
  /\b(?:initial|minimum|first)\s+(?:term|period)\b|\b(?:for|be|is)\s+(?:a\s+(?:period|term)\s+of\s+)?\S+\s+(?:\(\d+\)\s+)?(?:years?|months?)\b/i;

/**
 * The part of a renewal sentence that sets the first term, which a redrafted renewal keeps: "This
 * Agreement shall continue for an initial period of two years from 1 February 2026, after which ...".
 */
export function initialTermOf(sentence: string): string | null {
  const body = withoutClauseNumber(sentence).trim();
  const turn = AFTER_FIRST_TERM_RE.exec(body);
  if (!turn) return null;
  const lead = body.slice(0, turn.index).trim();
  if (
    !/^(?:this|the)\s+(?:[\w-]+\s+)?(?:agreement|contract|term)\b/i.test(lead) ||
    !SETS_FIRST_TERM_RE.test(lead)
  )
    return null;
  return lead;
}

/** What the clause library drafts from: the contract's parties and values, the user's settings and concerns. */
export function alternativeContext(
  analysis: ContractAnalysis | null,
  user: SettingsUser,
  concerns: string,
  original: string | null = null,
): AlternativeContext {
  const side = analysis?.side ?? "customer";
  return {
    side,
    ...sidesOf(analysis, side),
    thresholds: thresholdsOf(user),
    serviceLevel: enhancedSettingsOf(user).serviceLevelRequirement,
    values: valuesFor(analysis),
    concerns,
    original,
  };
}

/**
 * Drafts alternative wording: by the configured LLM when there is one (validated, bounded by
 * LLM_TIMEOUT_MS), otherwise, or when it fails, from the built-in clause library.
 */
export async function generateAlternative(options: {
  deps: AppDeps;
  user: SessionUser;
  originalClause: string;
  termType: string;
  userConcerns?: string | null;
  analysis: ContractAnalysis | null;
  timeoutMs?: number;
}) {
  const { deps, user, analysis } = options;
  const side = analysis?.side ?? "customer";
  // the concerns are private notes: tidied before they guide the draft (or a model's prompt), never quoted
  const concerns = plainConcerns(options.userConcerns) || DEFAULT_CONCERNS;
  // a key-terms table row ("Renewal\tThe Subscription Term renews ...") is redrafted in its value only
  const original = rowValue(options.originalClause);
  const ctx = alternativeContext(analysis, user, concerns, original);
  const library = draftAlternative(options.termType, ctx);

  if (deps.config.llm) {
    try {
      const drafted = await chatCompletion({
        llm: deps.config.llm,
        timeoutMs: options.timeoutMs ?? LLM_TIMEOUT_MS,
        messages: [
          {
            role: "system",
            content:
              "You redraft one clause of a commercial contract for a UK small business. Reply with the replacement clause text only: no heading, no explanation, no quotation marks, no markdown. Use British English and keep the defined terms of the original. Our concerns are private notes for you: draft wording that meets them, but never quote, mention or explain them in the clause.",
          },
          {
            role: "user",
            content: `We are ${ctx.us} (${side}). The other party is ${ctx.them}.\nClause type: ${options.termType}.\nOriginal clause:\n${original}\n\nOur concerns: ${concerns}\nA balanced market position for reference:\n${library.alternativeClause}`,
          },
        ],
      });
      const clean = cleanDraftedClause(drafted, original);
      if (clean)
        return {
          success: true,
          alternativeClause: clean,
          rationale: library.rationale,
          source: "llm" as const,
        };
      deps.log.warn(
        { termType: options.termType },
        "LLM alternative rejected by validation; using the clause library",
      );
    } catch (error) {
      deps.log.warn(
        { err: error, termType: options.termType },
        "LLM alternative failed; using the clause library",
      );
    }
  }
  return {
    success: true,
    alternativeClause: library.alternativeClause,
    rationale: library.rationale,
    source: "library" as const,
  };
}
