import { changeOfControlAdvice } from "../advice/index";
import { sentencesWithWords, triggerWords } from "../doc";
import { roleOfPhrase } from "../parties";
import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, sideLabels, subjectOf } from "./util";

const CONTROL_WORDS = triggerWords(["control"]);
/** "may terminate ... if the Reseller undergoes a change of control", "on a Change of Control of the Customer" */
const ENDS_ON_CONTROL_RE =
  /\b(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|right\s+to)\s+(?:\w+\s+){0,3}?(?:terminate|end|cancel)\b[^.;]{0,160}?\bchange\s+(?:of|in)\s+(?:the\s+)?(?:direct\s+or\s+indirect\s+)?(?:control|ownership)\b|\bchange\s+(?:of|in)\s+(?:the\s+)?control\b[^.;]{0,160}?\b(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to)\s+(?:\w+\s+){0,3}?(?:terminate|end|cancel)\b/i;
/** "a change of control of the Customer", "if the Reseller undergoes a change of control", "of the other party" */
const CHANGED_PARTY_RE =
  /\bchange\s+(?:of|in)\s+(?:the\s+)?control\s+(?:of|in)\s+((?:the\s+)?(?:other\s+party|[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2}|either\s+party))|\b((?:the\s+)?(?:other\s+party|[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2}))\s+(?:undergoes|experiences|suffers|is\s+subject\s+to|has)\s+(?:a\s+)?change\s+(?:of|in)\s+(?:its\s+)?(?:control|ownership)\b/;
/** "each party may terminate if the other undergoes a change of control": both sides are exposed */
const MUTUAL_RE = /\b(?:either|each)\s+party\b|\bthe\s+other\s+party\b/i;

/** A right to end the contract when the other side is sold or its control changes. */
export function changeOfControlFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, CONTROL_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!ENDS_ON_CONTROL_RE.test(raw)) continue;
    const holder = MUTUAL_RE.test(raw) ? "both" : subjectOf(raw, ctx);
    if (holder === null) continue;
    // whose control changes must be said, and be the other party: "for a Change of Control" alone is not read
    const changed = CHANGED_PARTY_RE.exec(raw);
    const changedParty = changed ? roleOfPhrase(changed[1] ?? changed[2], ctx.lexicon) : undefined;
    if (!changed || (holder !== "both" && (changedParty === undefined || changedParty === holder))) continue;
    const mine = holder === "both" ? null : isUserRole(holder, ctx) === true;
    return [
      finding(doc, s.start, s.end, {
        name: "Ending the contract on a change of control",
        category: "change_of_control",
        subcategory: holder === "both" ? "mutual" : mine ? "your_right" : "their_right",
        risk: mine === false ? "medium" : "low",
        confidence: 70,
        whyItMatters:
          holder === "both"
            ? "Either side may end the contract if the other is sold or its ownership changes, so a sale of your business could cost you this contract."
            : mine
              ? "You may end the contract if the other side is sold or its ownership changes."
              : "The other side may end the contract if your business is sold or its ownership changes, which can reduce what a buyer would pay for your business.",
        ...changeOfControlAdvice({
          ...sideLabels(ctx),
          holder: holder === "both" ? "both" : mine ? "user" : "other",
        }),
      }),
    ];
  }
  return [];
}
