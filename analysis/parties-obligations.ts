import type { Party } from "./types";

/**
 * Who supplies, when neither party is called by a role word ("Emdeon" and "WebMD", "Reed's" and
 * "Company"): the party that supplies, sells, provides, manufactures, licenses or grants, that is bought
 * from or paid, is the supplier; the party that pays, buys or is supplied to is the customer. Each
 * party's clear statements are counted; a role is given only when one party leads by at least two.
 */

const SUPPLY_VERBS =
  "supply|supplies|sell|sells|provide|provides|deliver|delivers|manufacture|manufactures|produce|produces|licen[cs]e|licen[cs]es|grant|grants|perform|performs|develop|develops|host|hosts|maintain|maintains|distribute\\s+to";
const BUY_VERBS = "pay|pays|purchase|purchases|buy|buys|order|orders";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Names a party goes by in the body: its defined term and its name without the legal suffix. */
function callNames(p: Party): string[] {
  const names = new Set<string>();
  if (p.alias && p.alias.length >= 2) names.add(p.alias);
  const bare = p.name.replace(
    /,?\s+(?:Inc|Ltd|LLC|L\.L\.C|Limited|Corp|Corporation|plc|PLC|LLP|GmbH|S\.A|AG)\.?$/i,
    "",
  );
  if (bare.length >= 3) names.add(bare);
  return [...names];
}

function count(re: RegExp, text: string): number {
  let n = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null && n < 50; m = re.exec(text)) n++;
  return n;
}

function supplierScore(p: Party, text: string): number {
  let score = 0;
  for (const name of callNames(p)) {
    const n = `(?:the\\s+)?${escape(name)}(?:'s)?`;
    const subject = new RegExp(
      `\\b${n}\\s+(?:(?:shall|will|agrees\\s+to|hereby\\s+agrees\\s+to|hereby|desires\\s+to|wishes\\s+to|is\\s+to)\\s+)?(?:\\w+\\s+){0,1}?(?:${SUPPLY_VERBS})\\b`,
      "g",
    );
    const from = new RegExp(
      `\\b(?:purchase|purchases|buy|buys|order|orders|acquire|acquires|obtain|obtains|licen[cs]e|licen[cs]es)\\s+(?:[\\w-]+\\s+){0,6}?from\\s+${n}\\b`,
      "g",
    );
    const paid = new RegExp(`\\b(?:pay|pays|paid|payable)\\s+(?:to\\s+)?${n}\\b`, "g");
    const payer = new RegExp(
      `\\b${n}\\s+(?:(?:shall|will|agrees\\s+to|hereby\\s+agrees\\s+to|desires\\s+to|wishes\\s+to)\\s+)(?:\\w+\\s+){0,1}?(?:${BUY_VERBS})\\b`,
      "g",
    );
    const suppliedTo = new RegExp(
      `\\b(?:${SUPPLY_VERBS})\\s+(?:[\\w-]+\\s+){0,6}?to\\s+${n}\\b(?!\\s+(?:by|from))`,
      "g",
    );
    score += count(subject, text) + count(from, text) + count(paid, text);
    score -= count(payer, text) + count(suppliedTo, text);
  }
  return score;
}

/** Give supplier and customer to the main parties when the contract's own statements say which is which. */
export function rolesFromObligations(mains: Party[], text: string): void {
  if (mains.length < 2 || mains.some((p) => p.role)) return;
  const body = text.slice(0, 120_000);
  const scored = mains.map((party) => ({ party, score: supplierScore(party, body) }));
  scored.sort((x, y) => y.score - x.score);
  const top = scored[0];
  const bottom = scored[scored.length - 1];
  // a clear lead over every other party, not a tie for first place
  if (top.score > 0 && top.score - scored[1].score >= 2) {
    top.party.role = "supplier";
    bottom.party.role = "customer";
  }
}
