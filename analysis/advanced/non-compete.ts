import { upperFirst as capitalise } from "../../common/format";
import { restraintRadius } from "../../common/restraint-area";
import { businessRestraintAdvice } from "../advice/franchise-findings";
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
/**
 * A restrictive covenant need not say "compete": "shall not carry on, or be engaged, concerned or
 * interested in, any laundry business within 5 miles of the Premises". What makes it one is a promise
 * not to carry on (run, own, operate, be interested in) a business, limited to an area or to a time
 * after the contract, or to a business like the other side's.
 */
const BUSINESS_WORDS = triggerWords(["business", "businesses", "trade", "undertaking"]);
const BUSINESS_RESTRAINT_RE =
  /\b(?:shall|will|must|agrees?|covenants?|undertakes?)\s+(?:\w+\s+){0,2}?not\b(?:\s+to)?([^.;]{0,220}?)\b(?:carry(?:ing)?\s+on|be\s+(?:\w+\s+){0,3}?(?:engaged|concerned|interested|involved)|engage|establish|set\s+up|conduct|participate|hold\s+(?:any\s+)?(?:interest|shares)|(?:operate|own|run|manage|open)\s+(?:any|an?|another|other)\b)\b[^.;]{0,120}?\b(?:any|an?|another|other)\s+(?:[^\s.;]+\s+){0,5}?(?:business(?:es)?|trade|undertaking|enterprise)\b/i;
/** "shall not prevent ... from", "shall not be liable": a promise about something else */
const NOT_A_PROMISE_RE =
  /^[\s,]*(?:be\s+)?(?:prevent|restrict|prohibit|apply|affect|limit|liable|responsible|obliged|construed|deemed|require|entitled)/i;
/** the restraint is limited to a place, or to a business like the other side's */
const BUSINESS_SCOPE_RE =
  /\bwithin\s+(?:a\s+radius\s+of\s+)?(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:miles?|kilomet(?:re|er)s?|km|metres?|meters?)\b|\bradius\b|\b(?:in|within|throughout)\s+(?:the|its|any)\s+(?:[\w-]+\s+)?(?:territory|territories|area|region|zone)\b|\bcompet\w*|\bsimilar\b|\bthe\s+same\s+(?:as|or)\b/i;
/** "within 5 miles", "within a radius of three (3) kilometres": the distance the restraint covers */
/** "during the term", "while this Agreement continues": the restraint also binds during the contract */
const DURING_TERM_RE =
  /\bduring\s+(?:the\s+)?(?:term|continuance|currency|life)\b|\bduring\s+this\s+agreement\b|\bwhile\s+this\s+agreement\b/i;

/** a promise not to carry on a business in an area, for a time after the contract, or like the other's */
function businessRestraint(raw: string, after: boolean): boolean {
  const m = BUSINESS_RESTRAINT_RE.exec(raw);
  if (!m || NOT_A_PROMISE_RE.test(m[1])) return false;
  return after || BUSINESS_SCOPE_RE.test(raw);
}

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
  const competing = new Set(sentencesWithWords(doc, WORDS));
  const candidates = [...new Set([...competing, ...sentencesWithWords(doc, BUSINESS_WORDS)])].sort(
    (a, b) => a - b,
  );
  for (const idx of candidates) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (NOT_RESTRAINT_RE.test(raw)) continue;
    const competes = competing.has(idx) && RESTRAINT_RE.test(raw) && ACTIVITY_RE.test(raw);
    const afterContract = findDurations(raw).some(
      (d) =>
        (d.unit === "month" || d.unit === "year") &&
        /^\s*(?:\)\s*)?(?:after|following|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:termination|expiry|expiration|the\s+end|the\s+(?:termination|expiry))/i.test(
          raw.slice(d.end, d.end + 40),
        ),
    );
    const business = businessRestraint(raw, afterContract);
    if (!competes && !business) continue;
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
    if (business && !goods) {
      const radius = restraintRadius(raw);
      const during = DURING_TERM_RE.test(raw) || !period;
      const when = period
        ? `${during ? "during the contract and " : ""}for ${period} after the contract ends`
        : "";
      const kind = /\bcompet\w*/i.test(raw)
        ? "a competing business"
        : "the kind of business the clause describes";
      const where = radius ? ` within ${radius.stated}` : "";
      return [
        finding(doc, s.start, s.end, {
          name: "Non-competition",
          category: "non_compete",
          subcategory: mutual ? "mutual" : onlyUser ? "business_binding_you" : "binding_them",
          risk: onlyUser || mutual ? (long ? "high" : "medium") : "low",
          confidence: 70,
          whyItMatters:
            onlyUser || mutual
              ? `${mutual ? "Neither side may" : "You may not"} carry on ${kind}${where}${when ? ` ${when}` : ""}. ${
                  period
                    ? "That can stop you trading in your own line of business once the contract ends."
                    : "That limits what other business you can run."
                }`
              : `${capitalise(who(bound, ctx))} may not carry on ${kind}${where}${when ? ` ${when}` : ""}. That protects your business.`,
          ...businessRestraintAdvice({
            ...sideLabels(ctx),
            restrictsUser: onlyUser || mutual,
            long,
            period,
            radius: radius?.stated ?? null,
            smaller: radius?.half ?? null,
          }),
        }),
      ];
    }
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
