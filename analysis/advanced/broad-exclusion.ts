import { broadExclusionAdvice } from "../advice/index";
import { sentencesWithWords, triggerWords } from "../doc";
import { clauseNumberAt } from "../evidence";
import { otherSide } from "../terms/common";
import type { AdvancedClause, PartyChoice } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, partyAfter, sideLabels, subjectOf, who } from "./util";

const EXCLUSION_WORDS = triggerWords(["liable", "responsible", "liability"]);
/**
 * "The Agency shall not be liable for any loss, damage or expense arising from ...": every kind of
 * loss excluded, not only indirect loss. The list must name loss or damage.
 */
const EXCLUDES = String.raw`(?:\b(?:shall|will|does|do)\s+not\s+(?:in\s+any\s+event\s+)?|\bneither\s+(?:party|the\s+[A-Z][\w-]*\s+nor\s+the\s+[A-Z][\w-]*|[A-Z][\w-]*\s+nor\s+[A-Z][\w-]*)\s+(?:shall|will)\s+(?:in\s+any\s+event\s+)?|\b(?:in|under)\s+no\s+(?:event|circumstances)\s+(?:shall|will)\s+(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+)(?:be\s+(?:liable|responsible)|have\s+(?:any\s+)?liability|accept\s+(?:any\s+)?(?:liability|responsibility))\s+(?:to\s+(?:the\s+)?[\w-]+\s+|whatsoever\s+)?(?:for|in\s+respect\s+of)\s+any\s+`;
const BROAD_EXCLUSION_RE = new RegExp(
  String.raw`${EXCLUDES}(?:(?:direct\s+or\s+indirect\s+)?(?:loss(?:es)?|damages?|costs?|expenses?|claims?|liabilit(?:y|ies))(?:\s*,\s*|\s+or\s+|\s+and\s+|\s*,\s*or\s+)?){2,5}`,
  "i",
);
/** "shall have no liability for any loss of data, loss of profits or any other loss, however caused" */
const NO_LIABILITY_RE =
  /(?:\b(?:shall|will|does|do)\s+not\s+(?:in\s+any\s+event\s+)?be\s+(?:liable|responsible)|\b(?:shall|will)\s+have\s+no\s+liability|\bhas\s+no\s+liability|\baccepts?\s+no\s+(?:liability|responsibility))\s+(?:to\s+(?:the\s+)?[\w-]+\s+|whatsoever\s+)?(?:for|in\s+respect\s+of)\s+any\b/i;
/** the list ends by taking in every other loss: "or any other loss", "any loss whatsoever" */
const EVERY_LOSS_RE =
  /\b(?:or|and)\s+(?:for\s+)?any\s+other\s+(?:loss|damage)(?:es|s)?(?:\s+(?:or|and)\s+(?:loss|damage)(?:es|s)?)?(?=\s*(?:[,.;]|$|whatsoever\b|of\s+any\s+(?:kind|nature)\b|however\s+(?:caused|arising)\b))|\bany\s+(?:loss|damage)(?:es|s)?(?:\s+(?:or|and)\s+(?:loss|damage)(?:es|s)?)?\s+(?:whatsoever|of\s+any\s+(?:kind|nature))\b/i;
const NEITHER_RE = /\bneither\s+(?:party|the\s+[A-Z][\w-]*\s+nor\b|[A-Z][\w-]*\s+nor\b)/i;
/** the exclusion of indirect loss, and events beyond a party's control, are findings of their own */
const NOT_BROAD_RE =
  /\b(?:indirect|consequential|special|incidental|punitive|lost\s+profits?|loss\s+of\s+(?:profits?|revenue|business|goodwill))\b(?![^.;]{0,20}\bor\s+direct)|\bbeyond\s+(?:its|their|the\s+\w+['’]s)\s+(?:reasonable\s+)?control\b|\bforce\s+majeure\b/i;
const DIRECT_OR_INDIRECT_RE = /\b(?:direct\s+or\s+indirect|whether\s+direct|direct,?\s+indirect)\b/i;
/** "except where caused by the Agency's negligence": what the excluding side still answers for */
const SAVE_FOR_RE =
  /\b(?:except|save|unless|other\s+than)\b[^.;]{0,60}?\b(negligen\w*|wil+ful\s+(?:misconduct|default)|fraud\w*|breach)\b/i;

export interface BroadExclusion {
  idx: number;
  holder: PartyChoice;
  saves: string | null;
}

const cache = new WeakMap<AdvancedInputs, BroadExclusion | null>();

/** The first sentence in which one side excludes its liability for every kind of loss. */
export function broadExclusion(inp: AdvancedInputs): BroadExclusion | null {
  if (!cache.has(inp)) cache.set(inp, findBroadExclusion(inp));
  return cache.get(inp) ?? null;
}

function findBroadExclusion(inp: AdvancedInputs): BroadExclusion | null {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, EXCLUSION_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    const everyLoss = EVERY_LOSS_RE.test(raw);
    if (!BROAD_EXCLUSION_RE.test(raw) && !(everyLoss && NO_LIABILITY_RE.test(raw))) continue;
    if (NOT_BROAD_RE.test(raw) && !DIRECT_OR_INDIRECT_RE.test(raw) && !everyLoss) continue;
    // "In no event shall the Supplier be liable ...": the party after the verb
    const inNo = /\b(?:in|under)\s+no\s+(?:event|circumstances)\s+(?:shall|will)\s+/i.exec(raw);
    // "Neither party shall be liable to the other for any loss ...": both sides give up their claims
    const holder = NEITHER_RE.test(raw)
      ? "both"
      : inNo
        ? partyAfter(raw, inNo.index + inNo[0].length, ctx)
        : subjectOf(raw, ctx);
    if (holder !== "customer" && holder !== "supplier" && holder !== "both") continue;
    const save = SAVE_FOR_RE.exec(raw)?.[1]?.toLowerCase() ?? null;
    const saves = save
      ? /^negligen/.test(save)
        ? "negligence"
        : /^fraud/.test(save)
          ? "fraud"
          : /^breach/.test(save)
            ? "breach"
            : "wilful misconduct"
      : null;
    return { idx, holder, saves };
  }
  return null;
}

/** A side that excludes its liability for any loss, not just indirect loss. */
export function broadExclusionFindings(inp: AdvancedInputs, found: BroadExclusion | null): AdvancedClause[] {
  if (!found) return [];
  const { doc, ctx } = inp;
  const s = doc.sentences[found.idx];
  if (found.holder === "both") return [mutualExclusion(inp, found)];
  const mine = isUserRole(found.holder, ctx) === true;
  const keeps = found.saves ? `, except for losses caused by its ${found.saves}` : "";
  return [
    finding(doc, s.start, s.end, {
      name: "Liability excluded for any loss",
      category: "liability_exclusions",
      subcategory: mine ? "broad_exclusion_yours" : "broad_exclusion_theirs",
      risk: mine ? "low" : "medium",
      confidence: 70,
      whyItMatters: mine
        ? `You exclude liability for any loss, not only indirect loss${found.saves ? `, except for losses caused by your ${found.saves}` : ""}. That protects you well.`
        : `${who(found.holder, ctx) === "one party" ? "The other side" : `The ${found.holder}`} excludes liability for any loss, not only indirect loss${keeps}, so you could recover little if things go wrong.`,
      ...broadExclusionAdvice({
        ...sideLabels(ctx),
        holder: mine ? "user" : "other",
        saves: found.saves,
        clause: clauseNumberAt(doc, s.start),
      }),
    }),
  ];
}

/**
 * "Neither party shall be liable to the other for any loss ...": a customer that pays for work gives
 * up its remedy for poor work, a supplier mostly gives up claims it seldom has.
 */
function mutualExclusion(inp: AdvancedInputs, found: BroadExclusion): AdvancedClause {
  const { doc, ctx } = inp;
  const s = doc.sentences[found.idx];
  const saves = found.saves ? `, except for losses caused by ${found.saves}` : "";
  const customer = ctx.side === "customer";
  return finding(doc, s.start, s.end, {
    name: "Liability excluded for any loss",
    category: "liability_exclusions",
    subcategory: "broad_exclusion_mutual",
    risk: customer ? "medium" : "low",
    confidence: 70,
    whyItMatters: customer
      ? `Neither side can claim any loss from the other, not only indirect loss${saves}. If the ${otherSide(ctx.side)} fails to deliver, you could recover little.`
      : `Neither side can claim any loss from the other, not only indirect loss${saves}. That protects you well, since claims are more likely to be made against you.`,
    ...broadExclusionAdvice({
      ...sideLabels(ctx),
      holder: customer ? "both" : "user",
      saves: found.saves,
      clause: clauseNumberAt(doc, s.start),
    }),
  });
}
