import { adjudicationAdvice, defectsPeriodAdvice, retentionAdvice } from "../advice/property-works-findings";
import { triggerWords } from "../doc";
import { findDurations, findPercents } from "../numbers";
import { roleOfPhrase } from "../parties";
import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";
import { candidates, isWorksContract, quoteSpan, spanOf } from "./property-text";
import { finding, isUserRole, sideLabels } from "./util";

// --- building contract: retention ---------------------------------------------------------------

const RETENTION_WORDS = triggerWords(["retention", "retain", "retained"]);
/** "the Retention", "may retain 3% of the amount due" */
const RETENTION_RE = /\bretention\b|\bretain(?:ed)?\b[^.;]{0,60}?(?:\d+(?:\.\d+)?\s*%|\bper\s*cent\b)/i;
/** retention of title, records or data is another thing */
const OTHER_RETENTION_RE =
  /\bretention\s+of\s+(?:title|records|documents|data|information|staff|employees|personnel|key)\b|\b(?:record|data|document)\s+retention\b/i;
const MONEY_CONTEXT_RE =
  /\b(?:interim|payments?|valuations?|certificates?|contract\s+sum|releas\w*|practical\s+completion|rectification|deduct\w*|amounts?\s+due|percentage)\b/i;
const RELEASED_RE =
  /\b(?:releas\w*|repa(?:y|id)|paid|returned)\b[^.;]{0,160}?\b(?:practical\s+completion|rectification|defects|making\s+good)\b|\b(?:practical\s+completion|rectification|making\s+good)\b[^.;]{0,160}?\b(?:releas\w*|repa(?:y|id)|paid|returned)\b/i;
const TRUST_RE =
  /\b(?:on\s+)?trust(?:ee)?\b|\bseparate\s+(?:bank\s+)?account\b|\bescrow\b|\bretention\s+bond\b/i;

export function retention(inp: AdvancedInputs): AdvancedClause | null {
  const { doc, ctx } = inp;
  const mentions = candidates(doc, RETENTION_WORDS).filter(
    (c) => RETENTION_RE.test(c.raw) && !OTHER_RETENTION_RE.test(c.raw),
  );
  const about = mentions.filter((c) => MONEY_CONTEXT_RE.test(c.raw));
  if (about.length === 0 || !isWorksContract(doc)) return null;
  const rated = about.find((c) => findPercents(c.raw).length > 0);
  const main = rated ?? about[0];
  const percent = rated ? findPercents(rated.raw)[0].value : null;
  if (percent !== null && (percent <= 0 || percent > 20)) return null;
  // where it is held and when it comes back may be said in any sentence about it
  const released = mentions.some((c) => RELEASED_RE.test(c.raw));
  const trust = mentions.some((c) => TRUST_RE.test(c.raw));
  const employer = ctx.side === "customer";
  const s = quoteSpan(doc, main.idx, RETENTION_RE);
  const rate = percent !== null ? ` ${percent}%` : " a share";
  return {
    ...finding(doc, s.start, s.end, {
      name: "Retention",
      category: "property_and_works",
      subcategory: "retention",
      risk: !employer && ((percent !== null && percent > 5) || !released) ? "medium" : "low",
      confidence: 75,
      whyItMatters: employer
        ? `You hold back${rate} of each payment as security for defects${released ? ", releasing it in stages as the contract sets" : ""}.`
        : `The employer holds back${rate} of each payment${released ? " until the stages the contract sets" : ", and the contract does not say when you get it back"}, which costs you cash flow.`,
      ...retentionAdvice({ ...sideLabels(ctx), percent, released, trust }),
    }),
    evidence: about.map((c) => spanOf(doc, c.idx)),
  };
}

// --- building contract: rectification period ----------------------------------------------------

const DEFECTS_WORDS = triggerWords(["rectification", "defects"]);
const PERIOD_NAME_RE =
  /\b(rectification\s+period|defects\s+liability\s+period|defects\s+notification\s+period|defects\s+period)\b/i;

export function defectsPeriod(inp: AdvancedInputs): AdvancedClause | null {
  const { doc, ctx } = inp;
  for (const { idx, raw } of candidates(doc, DEFECTS_WORDS)) {
    const name = PERIOD_NAME_RE.exec(raw);
    if (!name) continue;
    // the length of the period: a duration in months, weeks or years beside its name
    // the length beside the name: "Rectification Period: 6 months", "a period of 12 months (the "Defects Period")"
    const length = findDurations(raw).find(
      (d) =>
        (d.unit !== "day" || d.value >= 28) &&
        d.months >= 1 &&
        d.months <= 60 &&
        (d.start > name.index ? d.start - name.index < 100 : name.index - d.end < 60),
    );
    if (!length || !isWorksContract(doc)) continue;
    const label = name[1].toLowerCase();
    const employer = ctx.side === "customer";
    const months = length.months;
    const risk = employer ? (months < 12 ? "medium" : "low") : months > 12 ? "medium" : "low";
    const s = quoteSpan(doc, idx, PERIOD_NAME_RE);
    return finding(doc, s.start, s.end, {
      name: "Defects rectification period",
      category: "warranty",
      subcategory: "defects_period",
      risk,
      confidence: 75,
      whyItMatters: employer
        ? `The contractor must come back and put defects right for ${length.text} after completion. After that it no longer has to return, and you would have to claim damages for defects instead.`
        : `You must come back and put defects right for ${length.text} after completion.`,
      ...defectsPeriodAdvice({ ...sideLabels(ctx), months, name: label }),
    });
  }
  return null;
}

// --- building contract: adjudication restricted -------------------------------------------------

const ADJUDICATION_WORDS = triggerWords(["adjudicat*"]);
/** removes the right, delays it, or puts its costs on the party who refers */
const EXCLUDES_RE =
  /\b(?:shall|may|will|must|can)\s+not\s+(?:\w+\s+){0,4}?(?:refer(?:red)?|submit(?:ted)?|commence[ds]?|start(?:ed)?|bring|brought)\b[^.;]{0,80}?\bto\s+(?:an?\s+|the\s+)?adjudicat|\bno\s+(?:dispute|difference|claim|matter)s?\b[^.;]{0,60}?\b(?:shall|may|will|can)\s+be\s+(?:referred|submitted)\s+to\s+(?:an?\s+|the\s+)?adjudicat|\bneither\s+party\s+(?:shall|may|will|is\s+entitled\s+to)\s+(?:\w+\s+){0,3}?(?:refer|submit|commence)\b[^.;]{0,80}?\bto\s+(?:an?\s+|the\s+)?adjudicat|\bwaive\w*\b[^.;]{0,80}?\badjudicat|\badjudicat\w*[^.;]{0,40}?\b(?:shall|will)\s+not\s+apply\b|\bno\s+(?:right\s+(?:of|to)\s+)?(?:refer\w*\s+to\s+)?adjudication\b/i;
const DELAYS_RE =
  /\b(?:may|shall|can)\s+only\s+(?:\w+\s+){0,3}?(?:refer|submit|commence)\b[^.;]{0,80}?\bto\s+(?:an?\s+|the\s+)?adjudicat\w*[^.;]{0,120}?\b(?:after|following|once|if|where|when)\b|\bbefore\s+(?:referring|any\s+referral|commencing)\b[^.;]{0,80}?\badjudicat\w*[^.;]{0,120}?\b(?:must|shall)\s+(?:first\s+)?(?:\w+\s+)?(?:attempt|negotiat\w*|mediat\w*|meet|refer)|\badjudicat\w*[^.;]{0,60}?\bnot\s+(?:be\s+)?(?:commenced|started|begun|referred)\s+(?:until|before|unless)\b/i;
const COSTS_RE =
  /\b(?:referring\s+party|party\s+(?:who|which|that)\s+refers)\b[^.;]{0,120}?\b(?:bear|pay)\w*\b[^.;]{0,80}?\bcosts\b|\bcosts\b[^.;]{0,80}?\badjudicat\w*[^.;]{0,80}?\b(?:borne|paid)\s+(?:in\s+full\s+)?by\s+(?:the\s+)?((?:referring\s+party)|[A-Z][\w&'’-]*)/i;

export function adjudication(inp: AdvancedInputs): AdvancedClause | null {
  const { doc, ctx } = inp;
  for (const { idx, raw } of candidates(doc, ADJUDICATION_WORDS)) {
    const costs = COSTS_RE.exec(raw);
    // costs "borne by the Contractor" fall on one named party; "by the parties equally" is no restriction
    const costParty =
      costs?.[1] && !/referring/i.test(costs[1]) ? roleOfPhrase(costs[1], ctx.lexicon) : undefined;
    const costsRestrict =
      costs !== null &&
      (!costs[1] || /referring/i.test(costs[1]) || (costParty !== undefined && costParty !== "both"));
    if (!EXCLUDES_RE.test(raw) && !DELAYS_RE.test(raw) && !costsRestrict) continue;
    // a contract with a residential occupier is outside the Act (s106): there the clause may stand
    if (!isWorksContract(doc) || /\bresidential\s+occupier|\bhome\s?owner/.test(doc.lower)) return null;
    // a costs clause aimed at one named party hurts only that party
    const targetsUser = costParty && costParty !== "both" ? isUserRole(costParty, ctx) : null;
    const s = doc.sentences[idx];
    return finding(doc, s.start, s.end, {
      name: "Adjudication restricted",
      category: "property_and_works",
      subcategory: "adjudication_restricted",
      risk: targetsUser === false ? "low" : "medium",
      confidence: 70,
      whyItMatters:
        "The Housing Grants, Construction and Regeneration Act 1996 gives each party to a construction contract the right to refer a dispute to adjudication at any time. This clause removes, delays or charges for that right; it does not comply, so the statutory Scheme for Construction Contracts would apply instead, but it invites argument when a dispute arises.",
      ...adjudicationAdvice({ ...sideLabels(ctx), targetsUser }),
    });
  }
  return null;
}
