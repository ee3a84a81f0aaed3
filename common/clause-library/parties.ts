import type { AlternativeContext } from "./types";

/** The supplier's and the customer's labels, whichever side the user is on. */
export const supplierOf = (ctx: AlternativeContext) => (ctx.side === "customer" ? ctx.them : ctx.us);
export const customerOf = (ctx: AlternativeContext) => (ctx.side === "customer" ? ctx.us : ctx.them);

/** A party's label as a pattern: "the Supplier" matches "Supplier" and "the Supplier". */
export const labelSource = (label: string) =>
  `(?:the\\s+)?${label.replace(/^the\s+/i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;

/**
 * Which party the sentence makes do something ("the Customer shall maintain ... insurance"): the
 * user ("us"), the other side ("them"), "both" for "each party", or null when it names neither.
 */
export function dutyHolder(
  ctx: AlternativeContext,
  sentence: string,
  verbs: string,
): "us" | "them" | "both" | null {
  if (/\b(?:each|either|both)\s+part(?:y|ies)\b/i.test(sentence)) return "both";
  const at = (label: string) =>
    new RegExp(
      `\\b${labelSource(label)}\\s+(?:shall|must|will|agrees\\s+to|undertakes\\s+to)\\s+(?:\\w+\\s+){0,3}?(?:${verbs})\\b`,
      "i",
    ).exec(sentence)?.index ?? -1;
  const ours = at(ctx.us);
  const theirs = at(ctx.them);
  if (ours < 0 && theirs < 0) return null;
  if (theirs < 0 || (ours >= 0 && ours < theirs)) return "us";
  return "them";
}
