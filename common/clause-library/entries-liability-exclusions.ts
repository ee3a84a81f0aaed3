import { withoutClauseNumber } from "../clause-number";
import { andList, upperFirst as cap } from "../format";
import { concernFigures, moneyText } from "./concerns";
import { liabilityCap } from "./entries-advanced";
import { labelSource } from "./parties";
import type { AlternativeContext, ClauseEntry } from "./types";

/** what the law does not let a party limit: kept unlimited whatever else is capped */
const UNLIMITABLE_RE =
  /\b(?:death|personal\s+injury|fraud\w*|cannot\s+(?:lawfully\s+)?be\s+(?:limited|excluded)|(?:not\s+)?(?:permitted|lawful)\w*\s+(?:to\s+be\s+)?(?:limited|excluded)|by\s+(?:applicable\s+)?law)\b/i;

/**
 * A sentence leaving liability unlimited for a list of matters, split where the list begins:
 * "Neither party excludes or limits its liability for | death ..., for fraud, or for breach of clause 11",
 * "Nothing in this Agreement limits or excludes the Supplier's liability for | ...",
 * "The limits in clause 9.2 do not apply to | ...".
 */
const CARVE_OUT_LEAD_RE =
  /^(.*?\b(?:exclud\w*|limit\w*|restrict\w*)\s+(?:or\s+(?:exclud\w*|limit\w*|restrict\w*)\s+)?(?:(?:its|their|any|either\s+party['’]s|each\s+party['’]s|(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?['’]s)\s+)?liability\s+(?:to\s+the\s+other\s+)?for|.*?\b(?:shall|will|does|do)\s+not\s+apply\s+to)\s+/i;
/** "Except for A, B and C, each party's total liability shall not exceed ...": where the exceptions end */
const EXCEPT_LEAD_RE = /^(?:except|save|other\s+than)\s+(?:for\s+|in\s+respect\s+of\s+|as\s+regards\s+)?/i;
const MAIN_AFTER_EXCEPTIONS_RE =
  /,\s+(?=(?:(?:each|either|neither)\s+party|in\s+no\s+event|(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?['’]s\s+(?:(?:total|aggregate|maximum|entire)\s+)*liability)\b)/i;

type Carved = { unlimitable: string[]; capped: string[]; repeatsFor: boolean };

/** The matters a carve-out lists, those the law keeps unlimited apart from the rest, in the contract's words. */
function carvedItems(list: string): Carved {
  const body = list.replace(/[.;:]\s*$/, "").trim();
  const repeatsFor = /^for\s/i.test(body) || /,\s*(?:(?:or|and)\s+)?for\s/i.test(body);
  const pieces = body
    .split(/\s*,\s*(?:(?:or|and)\s+)?|\s+(?:or|and)\s+(?=for\s)/i)
    .map((p) => p.replace(/^(?:(?:or|and)\s+)?for\s+/i, "").trim())
    .filter(Boolean);
  const unlimitable: string[] = [];
  const capped: string[] = [];
  for (const piece of pieces) {
    const parts = piece.split(/\s+(?:or|and)\s+/i);
    const kinds = parts.map((p) => UNLIMITABLE_RE.test(p));
    // "death or personal injury caused by negligence" is one matter; "fraud or breach of clause 11" is two
    if (kinds.every(Boolean) || kinds.every((k) => !k)) {
      (kinds[0] ? unlimitable : capped).push(piece);
      continue;
    }
    parts.forEach((p, i) => {
      (kinds[i] ? unlimitable : capped).push(p);
    });
  }
  return { unlimitable, capped, repeatsFor };
}

/** "for death ..., for fraud, or for any other liability ...": the list written back in the contract's style */
function listed(items: string[], repeatsFor: boolean): string {
  const each = repeatsFor ? items.map((i, n) => (n === 0 ? i : `for ${i}`)) : items;
  if (each.length <= 1) return each.join("");
  return `${each.slice(0, -1).join(", ")}${each.length > 2 ? "," : ""} or ${each[each.length - 1]}`;
}

/** whose liability the separate cap limits: each party's, or the one party the carve-out names */
function capHolder(ctx: AlternativeContext, lead: string): string {
  if (/\b(?:neither|either|each|any|both)\s+part(?:y|ies)\b/i.test(lead)) return "Each party's";
  for (const label of [ctx.us, ctx.them])
    if (new RegExp(`\\b${labelSource(label)}['’]s?\\b`, "i").test(lead)) return `${cap(label)}'s`;
  return "Each party's";
}

/** The separate cap asked for: a sum the user named, else twice the contract's own cap, else twice a year's fees. */
function higherCap(ctx: AlternativeContext): string {
  const money = concernFigures(ctx.concerns).money;
  if (money) return moneyText(money);
  const general = ctx.values.capClause;
  return general
    ? `an amount equal to twice the limit in ${general}`
    : "two hundred per cent (200%) of the total fees paid and payable under this Agreement in the twelve (12) months preceding the event giving rise to the claim";
}

function separateCapSentence(ctx: AlternativeContext, holder: string, capped: string[]): string {
  const general = ctx.values.capClause;
  return `${holder} total aggregate liability for ${andList(capped)} shall not exceed ${higherCap(ctx)}. This limit is separate from, and in addition to, ${general ? `the limit in ${general}` : "any other limit of liability in this Agreement"}.`;
}

/**
 * The contract's own carve-out from its cap, with the matters the law does not let a party limit kept
 * unlimited in its words, and the rest given a separate, higher cap of their own, as the proposal
 * ("a separate, higher cap for these claims in place of unlimited liability") says. Null when the
 * sentence is not such a carve-out, or leaves only what the law keeps unlimited.
 */
export function separateHigherCap(ctx: AlternativeContext): string | null {
  const body = ctx.original ? withoutClauseNumber(ctx.original).trim() : "";
  if (!body) return null;
  const except = EXCEPT_LEAD_RE.exec(body);
  if (except) {
    const rest = body.slice(except[0].length);
    const turn = MAIN_AFTER_EXCEPTIONS_RE.exec(rest);
    if (!turn) return null;
    const { unlimitable, capped } = carvedItems(rest.slice(0, turn.index));
    if (capped.length === 0) return null;
    const main = rest.slice(turn.index + turn[0].length);
    const kept =
      unlimitable.length > 0
        ? listed(unlimitable, false)
        : "liability which cannot be limited or excluded by law";
    return `${except[0]}${kept}, ${main} ${separateCapSentence(ctx, capHolder(ctx, main), capped)}`;
  }
  const lead = CARVE_OUT_LEAD_RE.exec(body);
  if (!lead) return null;
  const { unlimitable, capped, repeatsFor } = carvedItems(body.slice(lead[0].length));
  if (capped.length === 0) return null;
  const kept =
    unlimitable.length > 0
      ? `${lead[0]}${listed(unlimitable, repeatsFor)}.`
      : `Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, or for any other liability which cannot be limited or excluded by law.`;
  return `${kept} ${separateCapSentence(ctx, capHolder(ctx, lead[1]), capped)}`;
}

/** "The Customer's liability under this Agreement is unlimited": the proposal is the same cap for each party */
const WHOLLY_UNLIMITED_RE =
  /\bliability\b[^.;]*\b(?:is|shall\s+be|will\s+be)\s+unlimited\b|\bunlimited\s+liability\b/i;

function sameCapInstead(ctx: AlternativeContext): string | null {
  const body = ctx.original ? withoutClauseNumber(ctx.original) : "";
  if (!WHOLLY_UNLIMITED_RE.test(body)) return null;
  const general = ctx.values.capClause;
  return general
    ? `Each party's liability under this Agreement is subject to the limit in ${general}, save for liability which cannot be limited or excluded by law.`
    : liabilityCap.draft({ ...ctx, values: { ...ctx.values, capOnlyTheirs: false } });
}

export const liabilityExclusions: ClauseEntry = {
  benchmark:
    "Both parties usually exclude indirect and consequential loss, but the losses a customer is most likely to suffer (data loss, the cost of replacement services, wasted expenditure) are commonly kept recoverable as direct losses.",
  draft: (ctx) =>
    // a carve-out from the cap is redrafted as a carve-out with its own cap, not as an exclusion of loss
    separateHigherCap(ctx) ??
    sameCapInstead(ctx) ??
    // a supplier's largest exposure is the customer's lost profits; its own right to be paid stays
    (ctx.side === "supplier"
      ? `Neither party shall be liable to the other for any indirect or consequential loss, or for any loss of profits, revenue, business or goodwill, whether direct or indirect. Nothing in this clause limits ${ctx.them}'s obligation to pay the charges due under this Agreement.`
      : `Neither party shall be liable for any indirect or consequential loss. The following shall be treated as direct losses recoverable by ${ctx.us}: the cost of restoring lost or corrupted data, the reasonable additional cost of procuring replacement services, and wasted expenditure.`),
  rationale: (ctx) =>
    separateHigherCap(ctx) !== null
      ? "Keeps liability the law does not allow to be limited unlimited, and puts the other claims under a separate, higher cap instead of none."
      : sameCapInstead(ctx) !== null
        ? "Puts your liability under the same cap as the other side's, apart from what the law does not allow to be limited."
        : ctx.side === "supplier"
          ? "Excludes indirect loss and lost profits, revenue and goodwill for both sides, the claims that could cost you most, while keeping your right to be paid."
          : "Keeps the common exclusion but makes sure the losses you are most likely to suffer (lost data, replacement services, wasted expenditure) stay recoverable.",
};
