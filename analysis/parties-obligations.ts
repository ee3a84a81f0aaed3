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

// read around each mention of a party: what follows it (as the subject) and what comes before it
const SUBJECT_AFTER = new RegExp(
  `^(?:'s)?\\s+(?:(?:shall|will|agrees\\s+to|hereby\\s+agrees\\s+to|hereby|desires\\s+to|wishes\\s+to|is\\s+to)\\s+)?(?:\\w+\\s+)?(?:${SUPPLY_VERBS})\\b`,
  "i",
);
const PAYER_AFTER = new RegExp(
  `^\\s+(?:shall|will|agrees\\s+to|hereby\\s+agrees\\s+to|desires\\s+to|wishes\\s+to)\\s+(?:\\w+\\s+)?(?:${BUY_VERBS})\\b`,
  "i",
);
const BOUGHT_FROM_BEFORE =
  /\b(?:purchase|purchases|buy|buys|order|orders|acquire|acquires|obtain|obtains|licen[cs]e|licen[cs]es)\s+(?:[\w-]+\s+){0,6}from\s+(?:the\s+)?$/i;
const PAID_BEFORE = /\b(?:pay|pays|paid|payable)\s+(?:to\s+)?(?:the\s+)?$/i;
const SUPPLIED_TO_BEFORE = new RegExp(
  `\\b(?:${SUPPLY_VERBS})\\s+(?:[\\w-]+\\s+){0,6}to\\s+(?:the\\s+)?$`,
  "i",
);

const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c);

/** Statements that the party supplies, less statements that it pays or is supplied, over its mentions. */
function supplierScore(p: Party, text: string): number {
  let score = 0;
  for (const name of callNames(p)) {
    let seen = 0;
    for (let at = text.indexOf(name); at >= 0 && seen < 400; at = text.indexOf(name, at + name.length)) {
      const end = at + name.length;
      if (isWordChar(text[at - 1]) || isWordChar(text[end])) continue;
      seen++;
      const after = text.slice(end, end + 60);
      const before = text.slice(Math.max(0, at - 80), at);
      if (SUBJECT_AFTER.test(after)) score++;
      if (PAYER_AFTER.test(after)) score--;
      // the patterns that end at the name are tried only where the last words can fit them
      const last = before.slice(-16);
      if (/\bfrom\s+(?:the\s+)?$/i.test(last) && BOUGHT_FROM_BEFORE.test(before)) score++;
      if (/\b(?:pay|pays|paid|payable|to)\s+(?:the\s+)?$/i.test(last) && PAID_BEFORE.test(before)) score++;
      if (
        /\bto\s+(?:the\s+)?$/i.test(last) &&
        SUPPLIED_TO_BEFORE.test(before) &&
        !/^\s+(?:by|from)\b/.test(after)
      )
        score--;
    }
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
