import type { TermContext } from "./common";
import { normalisePlace } from "./jurisdiction";

/** "incorporated and registered in Scotland", "organized under the laws of the State of Delaware" */
const FORMED_IN_RE =
  /\b(?:incorporated|registered|organi[sz]ed|formed|established|existing)\s+(?:and\s+(?:registered|existing|incorporated)\s+)?(?:in|under\s+the\s+laws?\s+of)\s+(?:the\s+)?(?:State\s+of\s+|Commonwealth\s+of\s+|Province\s+of\s+|Republic\s+of\s+)?([A-Z][A-Za-z.'’]*(?:\s+(?:and\s+)?[A-Z][A-Za-z.'’]*){0,3})/;
/** "a California corporation", "an Oregon limited liability company" */
const STATE_COMPANY_RE =
  /\ban?\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(?:corporation|limited\s+liability\s+company|LLC|limited\s+partnership|general\s+partnership|public\s+benefit\s+corporation|company|statutory\s+trust)\b/;

/** "an individual residing in Sacramento, California": a person's home state or country, after the town */
const RESIDES_RE =
  /\b(?:residing|resident|domiciled|living)\s+(?:in|at)\s+(?:[A-Z][A-Za-z.'’-]*(?:\s+[A-Z][A-Za-z.'’-]*){0,2},\s+)?([A-Z][A-Za-z.'’]*(?:\s+[A-Z][A-Za-z.'’]*){0,2})/;

/** The longest leading run of words that names a known place ("England and Wales with company" → England and Wales). */
function placeIn(words: string): string | null {
  const parts = words.split(/\s+/);
  for (let n = parts.length; n > 0; n--) {
    const place = normalisePlace(parts.slice(0, n).join(" "));
    if (place) return place;
  }
  return null;
}

/**
 * Where the user's own company is incorporated or registered, as the contract describes it where the
 * parties are named; null when the contract does not say (the product's UK default then applies).
 */
export function userHomePlace(ctx: TermContext): string | null {
  const party = ctx.side === "customer" ? ctx.parties.customer : ctx.parties.supplier;
  if (!party) return null;
  const to =
    party.aliasStart !== undefined && party.aliasStart > party.end ? party.aliasStart : party.end + 300;
  const described = ctx.doc.text.slice(party.end, Math.min(to, party.end + 300));
  const m = FORMED_IN_RE.exec(described) ?? STATE_COMPANY_RE.exec(described) ?? RESIDES_RE.exec(described);
  return m ? placeIn(m[1]) : null;
}
