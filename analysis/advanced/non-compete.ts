import { upperFirst as capitalise } from "../../common/format";
import { nonCompeteAdvice } from "../advice/index";
import { sentencesWithWords, triggerWords } from "../doc";
import { findDurations } from "../numbers";
import { BOTH_OF_US_RE, roleOfPhrase } from "../parties";
import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, sideLabels, subjectOf, who } from "./util";

const WORDS = triggerWords([
  "compete",
  "competing",
  "competitor",
  "competitors",
  "competitive",
  "non-compete",
]);
/** a promise not to compete: "shall not provide services to any competitor", "shall not engage in any competing business" */
const RESTRAINT_RE =
  /\b(?:shall|will|may|must|agrees?|covenants?|undertakes?)\s+(?:\w+\s+){0,2}?not\b(?:\s+to)?[^.;]{0,90}?\b(?:compete|competing|competitors?|competitive\s+(?:business|products?|services?))\b|\bnon[\s-]?compet(?:e|ition)\b[^.;]{0,80}?\b(?:shall|will|may|agrees?)\b/i;
const ACTIVITY_RE =
  /\b(?:compete|provide\s+(?:\w+\s+){0,2}services|work\s+(?:for|with)|engage[ds]?\s+in|be\s+(?:engaged|employed|concerned|interested)|carry\s+on|supply|sell|develop|market|distribute|render)\b/i;
/** a definition of a competitor, or a promise about pricing, is not the restraint itself */
const NOT_RESTRAINT_RE =
  /["“][^"”]{1,40}["”]\s+(?:means|shall\s+mean)|\bcompetitive\s+(?:price|pricing|rates?|terms)\b|\backnowledges?\s+(?:and\s+agrees?\s+)?that\b/i;

/** "..., Contractor shall not provide services to any competitor": the party that promises */
const PROMISOR_RE =
  /\b((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})\s+(?:shall|will|must|may)\s+not\b/;

/** A promise not to compete: whom it binds, and how long it lasts after the contract. */
/** the restriction is on selling competing goods: "shall not sell, promote or distribute any products that compete with the Products" */
const COMPETING_GOODS_RE =
  /\b(?:sell|promote|distribute|market|stock|resell|supply)\w*\b[^.;]{0,80}?\b(?:products?|goods|brands?|ranges?|lines?)\b[^.;]{0,40}?\bcompet/i;

export function nonCompeteFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!RESTRAINT_RE.test(raw) || !ACTIVITY_RE.test(raw) || NOT_RESTRAINT_RE.test(raw)) continue;
    const lower = raw.toLowerCase();
    const mutual =
      /\b(?:each|either|neither)\s+party|\bthe\s+parties\b/.test(lower) || BOTH_OF_US_RE.test(lower);
    const promisor = PROMISOR_RE.exec(raw)?.[1];
    const bound = mutual
      ? "both"
      : (subjectOf(raw, ctx) ?? (promisor ? (roleOfPhrase(promisor, ctx.lexicon) ?? null) : null));
    if (!mutual && bound === null) continue;
    const onlyUser = !mutual && isUserRole(bound, ctx) === true;
    const after = findDurations(raw).find(
      (d) =>
        (d.unit === "month" || d.unit === "year") &&
        /^\s*(?:\)\s*)?(?:after|thereafter|following|from)/i.test(raw.slice(d.end, d.end + 20)),
    );
    const period = after ? after.text.trim() : null;
    const long = after !== undefined && after.months > 6;
    const otherSide = ctx.side === "customer" ? "the supplier" : "the customer";
    // "shall not sell ... any products that compete with the Products": a reseller's range, not whom it works for
    const goods = COMPETING_GOODS_RE.test(raw);
    const binds = mutual
      ? "Neither side may compete with the other"
      : onlyUser
        ? goods
          ? "You may not sell or promote products that compete with the other side's"
          : `You may not compete with ${otherSide} or work for its competitors`
        : goods
          ? `${capitalise(who(bound, ctx))} may not sell or promote products that compete with yours`
          : `${capitalise(who(bound, ctx))} may not compete with you or work for your competitors`;
    return [
      finding(doc, s.start, s.end, {
        name: "Non-competition",
        category: "non_compete",
        subcategory: mutual ? "mutual" : onlyUser ? "binding_you" : "binding_them",
        risk: onlyUser || mutual ? (long ? "high" : "medium") : "low",
        confidence: 70,
        whyItMatters: `${binds}${period ? ` during the contract and for ${period} after it ends` : ""}.${
          onlyUser || mutual
            ? goods
              ? " That limits the range you can sell."
              : " That limits whom you can work for or with."
            : " That protects your business."
        }`,
        ...nonCompeteAdvice({
          ...sideLabels(ctx),
          restrictsUser: onlyUser || mutual,
          long,
          period,
          goods,
          territorial: /\bin\s+(?:the|its|their|each)\s+(?:[\w-]+\s+)?territor(?:y|ies)\b/i.test(raw),
        }),
      }),
    ];
  }
  return [];
}
