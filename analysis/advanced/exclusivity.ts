import { upperFirst as cap } from "../../common/format";
import { exclusivityAdvice } from "../advice/index";
import { sentencesWithWords, triggerWords } from "../doc";
import { roleOfPhrase } from "../parties";
import type { AdvancedClause, PartyChoice } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, partyAfter, sideLabels, subjectOf, who } from "./util";

const EXCLUSIVE_WORDS = triggerWords(["exclusive", "exclusively", "sole"]);
/** "appoints the Reseller as its exclusive reseller", "grants the Licensee an exclusive licence", "the exclusive right to distribute" */
const EXCLUSIVE_GRANT_RE =
  /\b(?:appoints?|grants?|is\s+(?:hereby\s+)?appointed|shall\s+be)\b[^.;]{0,120}?\b(?<!non-)(?<!non\s)(?:sole\s+and\s+)?exclusive\s+(?:distributor|reseller|dealer|agent|licen[cs]ee|representative|franchisee|supplier|provider|licen[cs]e|rights?\s+to\s+(?:distribute|sell|resell|market|promote|represent|manufacture|make|use|exploit|supply))\b/i;
/** "shall purchase all of its requirements of the Products exclusively from the Supplier" */
const EXCLUSIVE_PURCHASE_RE =
  /\b(?:purchase|buy|obtain|source|order)\w*\b[^.;]{0,120}?\b(?:exclusively|only|solely)\s+from\b|\b(?:all|100%\s+of|the\s+whole\s+of)\s+(?:of\s+)?(?:its|their|the\s+[\w-]+['’]s)\s+(?:requirements|needs)\b[^.;]{0,120}?\bfrom\b/i;
/** "exclusive jurisdiction", "exclusive remedy", "exclusive of VAT", "sole and exclusive property" */
const NOT_EXCLUSIVITY_RE = /\bexclusive\s+(?:jurisdiction|remedy|remedies|of\s+(?:VAT|tax)|property|owner)/i;
const CONDITIONED_RE =
  /\b(?:minimum|target|provided\s+that|subject\s+to|so\s+long\s+as|as\s+long\s+as|conditional\s+on|on\s+condition)\b/i;

/** Exclusive rights granted to one side, or a duty to buy only from the other. */
export function exclusivityFindings(inp: AdvancedInputs, hasMinimum: boolean): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, EXCLUSIVE_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    // a recital says what the parties intend; the operative clause grants the rights
    if (/^\s*(?:\([a-z]\)\s*)?whereas\b/i.test(raw)) continue;
    const grant = EXCLUSIVE_GRANT_RE.exec(raw);
    const purchase = grant ? null : EXCLUSIVE_PURCHASE_RE.exec(raw);
    if ((!grant && !purchase) || (grant && NOT_EXCLUSIVITY_RE.test(grant[0]))) continue;
    // an exclusive supplier is the same as a customer that may buy only from it
    const supplierHolds =
      grant !== null &&
      /\bexclusive\s+(?:supplier|provider)\b/i.test(grant[0]) &&
      exclusiveHolder(raw, grant[0], ctx) === "supplier";
    if (purchase || supplierHolds) {
      const buyer = purchase ? (subjectOf(raw, ctx) ?? "customer") : "customer";
      if (buyer === "both") continue;
      const mine = isUserRole(buyer, ctx) === true;
      return [
        finding(doc, s.start, s.end, {
          name: "Exclusive purchasing",
          category: "exclusivity",
          subcategory: mine ? "you_buy_only_from_them" : "they_buy_only_from_you",
          risk: mine ? "medium" : "low",
          confidence: 70,
          whyItMatters: mine
            ? "You must buy what you need only from the other side, so you cannot switch to a cheaper or better source while the contract lasts."
            : "The customer must buy what it needs only from you, which secures its orders.",
          ...exclusivityAdvice({
            ...sideLabels(ctx),
            kind: mine ? "user-buys-only" : "other-buys-only",
            conditioned: false,
          }),
        }),
      ];
    }
    const holder = grant ? exclusiveHolder(raw, grant[0], ctx) : null;
    if (!holder || holder === "both") continue;
    const mine = isUserRole(holder, ctx) === true;
    const conditioned = hasMinimum || CONDITIONED_RE.test(raw);
    const where =
      /\bin\s+((?:the\s+)?(?!(?:Schedule|Section|Clause|Appendix|Annex|Exhibit|Article|Products?|Services?)\b)[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})\b/.exec(
        raw,
      );
    const place = where ? ` in ${where[1]}` : "";
    return [
      finding(doc, s.start, s.end, {
        name: "Exclusive rights",
        category: "exclusivity",
        subcategory: mine ? "exclusive_to_you" : "exclusive_to_them",
        risk: mine || conditioned ? "low" : "medium",
        confidence: 75,
        whyItMatters: mine
          ? `You hold exclusive rights${place}: the other side may not give the same rights to anyone else${place ? " there" : ""}.`
          : `${cap(who(holder, ctx))} holds exclusive rights${place}, so you may not give the same rights to anyone else${place ? " there" : ""}${
              conditioned
                ? ", though the contract ties this to targets or conditions"
                : ", whatever its sales"
            }.`,
        ...exclusivityAdvice({ ...sideLabels(ctx), kind: mine ? "user-holds" : "other-holds", conditioned }),
      }),
    ];
  }
  return [];
}

/** Who holds the exclusive rights: the party appointed or granted them, or the subject that "is appointed" or "shall be" exclusive. */
function exclusiveHolder(raw: string, grant: string, ctx: AdvancedInputs["ctx"]): PartyChoice | null {
  const at = /\bappoints\b|\bappoint\b|\bgrants?\b/i.exec(raw);
  if (at) return partyAfter(raw, at.index + at[0].length, ctx);
  // "..., Metavante shall be Customer's sole and exclusive provider": the party named before "shall be"
  const named =
    /\b((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})\s+(?:shall|will)\s+be\b|\b((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})\s+is\s+(?:hereby\s+)?appointed\b/.exec(
      raw,
    );
  const phrase = named?.[1] ?? named?.[2];
  return (phrase ? roleOfPhrase(phrase, ctx.lexicon) : undefined) ?? (grant ? subjectOf(raw, ctx) : null);
}
