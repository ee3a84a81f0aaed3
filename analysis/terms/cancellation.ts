import { type Doc, sentencesWith } from "../doc";
import { roleOfPhrase } from "../parties";
import { rateNoticeDays } from "../risk";
import type { CancellationTerms, PartyChoice, PartyRole, Rating } from "../types";
import { CONFIDENCE, daysText, foundBlock, isUser, missingBlock, type TermContext } from "./common";
import { noticeDurations } from "./renewal";

const TERMINATE_TRIGGER_RE = /\b(?:terminat\w*|cancel\w*|end\s+this\s+(?:agreement|contract))\b/g;
const CONVENIENCE_RE =
  /\b(?:for\s+(?:its|their|his|her|any)?\s*(?:own\s+)?convenience|without\s+(?:any\s+)?(?:cause|reason|penalty|giving\s+(?:any\s+)?reasons?)|for\s+any\s+(?:reason|or\s+no\s+reason)|for\s+no\s+reason|with\s+or\s+without\s+(?:cause|reason)|at\s+will|in\s+its\s+(?:sole\s+)?(?:and\s+absolute\s+)?discretion|for\s+whatever\s+reason|without\s+having\s+to\s+(?:give|provide|show)\s+(?:any\s+)?(?:reason|cause))/i;
const MAY_TERMINATE_RE =
  /\b(?:may(?:\s*,[^,]{1,80},)?\s+(?:also\s+|at\s+any\s+time\s+|thereafter\s+|immediately\s+)*(?:terminate|cancel|end)|may\s+(?:also\s+|only\s+|further\s+|however\s+|thereafter\s+)?be\s+(?:terminated|cancell?ed)|(?:shall|will)\s+(?:have|be\s+entitled\s+to)\s+(?:the\s+)?(?:right|option)\s+to\s+(?:terminate|cancel)|(?:has|have|retains?|reserves?)\s+the\s+right\s+to\s+(?:terminate|cancel)|is\s+entitled\s+to\s+(?:terminate|cancel)|(?:is|are|be)\s+terminable|right\s+to\s+terminate)\b/i;
const CAUSE_RE =
  /\b(?:breach\w*|default\w*|insolven\w*|bankrupt\w*|receiver\w*|liquidat\w*|administrat(?:ion|or)|winding[\s-]up|fails?\b|failure|material(?:ly)?|change\s+of\s+control|force\s+majeure|violat\w*|convicted|fraud|ceases?\s+to|unable\s+to|dissol\w*|arrangement\s+with\s+(?:its\s+)?creditors|in\s+the\s+event\s+(?:that\s+)?(?:the\s+other|either|any)|if\s+(?:the\s+other|any|either|a)\s+part|non[\s-]?payment|does\s+not\s+pay|acquired|merger)\b/i;
const NOTICE_WORD_RE = /\bnotice\b/i;

export interface ConvenienceSentence {
  idx: number;
  party: PartyChoice | null;
  noticeDays: number | null;
  /** true when explicitly "for convenience"/"without cause"; false when only "upon X days' notice" */
  explicit: boolean;
}

/** Who may terminate: the phrase before "may terminate", or after "terminated by". */
function terminatingParty(raw: string, ctx: TermContext): PartyChoice | null {
  const by = /\b(?:terminated|cancell?ed|terminable)\s+(?:at\s+any\s+time\s+)?by\s+((?:either|each|any|both)\s+part(?:y|ies)|the\s+parties|(?:the\s+)?[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})/.exec(
    raw,
  );
  if (by) return roleOfPhrase(by[1], ctx.lexicon) ?? null;
  const subj = /((?:either|each|any|both)\s+part(?:y|ies)|the\s+parties|(?:the\s+)?[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})\s*(?:,[^,]{1,80},\s*)?\s+(?:may|shall\s+have|will\s+have|has|have|retains?|reserves?|is\s+entitled|shall\s+be\s+entitled|will\s+be\s+entitled)\b[^.]{0,60}?\b(?:terminate|cancel|end)\b/i.exec(
    raw,
  );
  if (subj) return roleOfPhrase(subj[1], ctx.lexicon) ?? null;
  return null;
}

export function convenienceSentences(ctx: TermContext): ConvenienceSentence[] {
  const { doc } = ctx;
  const out: ConvenienceSentence[] = [];
  for (const idx of sentencesWith(doc, TERMINATE_TRIGGER_RE)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    if (!MAY_TERMINATE_RE.test(lower)) continue;
    const explicit = CONVENIENCE_RE.test(lower);
    const notices = noticeDurations(raw, s.start);
    if (!explicit) {
      // "may terminate this Agreement upon ninety (90) days' written notice" with no cause
      if (notices.length === 0 || !NOTICE_WORD_RE.test(lower)) continue;
      if (CAUSE_RE.test(lower)) continue;
      if (/\b(?:expir\w*|end\s+of\s+the\s+(?:then[\s-]?current\s+)?(?:initial\s+)?term|non[\s-]?renew\w*|renewal)\b/.test(lower)) continue;
    } else if (/\b(?:breach|default)\b/.test(lower) && !/\bwith\s+or\s+without\s+cause\b|\bfor\s+convenience\b|\bwithout\s+cause\b/.test(lower)) {
      continue;
    }
    out.push({ idx, party: terminatingParty(raw, ctx), noticeDays: notices[0]?.days ?? null, explicit });
  }
  return out;
}

export function findCancellationTerms(ctx: TermContext, found = convenienceSentences(ctx)): CancellationTerms {
  const { doc, side, thresholds } = ctx;
  if (found.length === 0) {
    return {
      ...missingBlock({
        summary:
          side === "customer"
            ? "No right to end the contract early for convenience: you can only end it for a breach or at the end of the term."
            : "No right for either side to end the contract early for convenience.",
        favorabilityScore: "amber",
        recommendation:
          side === "customer"
            ? "You are locked in for the full term. Ask for the right to end the contract at any time on 30 days' written notice."
            : "Neither side can walk away early, which protects your revenue. Keep it, but check the length of the term.",
      }),
      forConvenience: false,
      noticePeriod: null,
      forConvenienceParty: null,
    };
  }
  // party who may terminate, across all sentences
  const parties = new Set<PartyRole>();
  let unknown = false;
  for (const f of found) {
    if (f.party === "both") {
      parties.add("customer");
      parties.add("supplier");
    } else if (f.party) parties.add(f.party);
    else unknown = true;
  }
  const party: PartyChoice | null =
    parties.size === 2 ? "both" : parties.size === 1 ? [...parties][0] : unknown ? null : null;
  // the sentence to show: one where the user may terminate, else the first
  const mine = found.find((f) => isUser(f.party, side) === true) ?? found[0];
  const theirs = found.find((f) => isUser(f.party, side) === false);
  const userCan = party === "both" || party === side || (party === null && unknown);
  const noticeDays = mine.noticeDays ?? found.find((f) => f.noticeDays !== null)?.noticeDays ?? null;
  let rating: Rating;
  let summary: string;
  let recommendation: string;
  if (userCan) {
    rating = noticeDays !== null ? rateNoticeDays(noticeDays, thresholds) : "green";
    const who = party === "both" ? "Either party" : party === null ? "A party" : "You";
    summary = `${who} may end the contract without giving a reason${noticeDays !== null ? ` on ${daysText(noticeDays)} notice` : ""}.`;
    recommendation =
      noticeDays === null
        ? "You can end the contract early without a reason. Keep this right."
        : rating === "green"
          ? `You can end the contract on ${daysText(noticeDays)} notice without a reason. Keep this right.`
          : `You can end the contract without a reason but must give ${daysText(noticeDays)} notice. Ask for ${thresholds.noticePeriodsGreen} days.`;
  } else {
    const n = theirs?.noticeDays ?? noticeDays;
    rating = n !== null && n >= 90 ? "amber" : "red";
    summary = `Only the ${side === "customer" ? "supplier" : "customer"} may end the contract without a reason${n !== null ? ` (on ${daysText(n)} notice)` : ""}; you cannot.`;
    recommendation =
      side === "customer"
        ? `The supplier can walk away${n !== null ? ` on ${daysText(n)} notice` : " at any time"} but you cannot. Ask for the same right for yourself, and for at least 90 days' notice from the supplier so you can find a replacement.`
        : `The customer can end the contract${n !== null ? ` on ${daysText(n)} notice` : " at any time"} without a reason. Ask for a longer notice period or a minimum term, or for the same right for yourself.`;
  }
  const s = doc.sentences[mine.idx];
  return {
    ...foundBlock(doc, s.start, s.end, {
      summary,
      favorabilityScore: rating,
      confidence: mine.explicit ? CONFIDENCE.exact : CONFIDENCE.pattern,
      recommendation,
    }),
    forConvenience: true,
    noticePeriod: noticeDays,
    forConvenienceParty: party,
  };
}

export type { Doc };
