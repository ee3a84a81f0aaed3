import type { Doc } from "./doc";

/** a sale of goods: "the supply of goods", "the Goods", "goods ordered" */
export const SELLS_GOODS_RE =
  /\b(?:(?:sale|supply|purchase)\s+of\s+(?:the\s+)?goods|the\s+Goods|goods\s+(?:ordered|sold|supplied|delivered))\b/;

/** what a supply contract defines as the thing supplied, goods first: "Goods", "Products", ... */
const SUPPLIED_TERMS = ["Goods", "Products", "Equipment", "Software", "Services", "Deliverables"] as const;
const DEFINED_RE = new RegExp(
  `["“](${SUPPLIED_TERMS.join("|")})["”]\\s+(?:shall\\s+)?(?:means?|has\\s+the\\s+meaning|includes?)\\b|\\((?:the\\s+)?["“](${SUPPLIED_TERMS.join("|")})["”]\\)`,
  "g",
);

/**
 * What the contract supplies, in its own defined terms: "the Goods", "the Goods and the Services".
 * Null when it defines none of them, so wording drafted for it stays general.
 */
export function suppliedTerms(doc: Doc): string | null {
  const found = new Set<string>();
  for (const m of doc.text.slice(0, 200_000).matchAll(DEFINED_RE)) found.add(m[1] ?? m[2]);
  const goods = SUPPLIED_TERMS.slice(0, 3).find((t) => found.has(t));
  const work = SUPPLIED_TERMS.slice(3).find((t) => found.has(t));
  if (goods && work) return `the ${goods} or the ${work}`;
  return goods || work ? `the ${goods ?? work}` : null;
}
