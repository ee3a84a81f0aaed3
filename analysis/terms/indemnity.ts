import { indemnityAdvice } from "../advice/index";
import { sentencesWithWords, triggerWords } from "../doc";
import type { LiabilitySentence } from "../liability";
import { roleOfPhrase } from "../parties";
import { type IndemnityShape, rateIndemnity } from "../risk";
import type { IndemnityTerms, PartyChoice, PartyRole, Rating } from "../types";
import { CONFIDENCE, foundBlock, labelsOf, missingBlock, otherSide, type TermContext } from "./common";

const INDEMNITY_WORDS = triggerWords(["indemnif*", "indemnit*", "harmless"]);
const OBLIGATION_RE =
  /\b(?:shall|will|agrees?\s+to|undertakes?\s+to|must|hereby\s+agrees?\s+to|covenants?\s+to|is\s+obliged\s+to|shall\s+at\s+its\s+(?:own\s+)?(?:cost|expense)[^,]{0,20},?)\s+(?:(?:\w+|,)\s+){0,6}?(?:indemnif(?:y|ies)|defend|hold\s+(?:\w+\s+){0,3}harmless|keep\s+(?:\w+\s+){0,3}indemnified)\b/i;
const MUTUAL_RE =
  /\b(?:each\s+party\s+(?:shall|will|agrees?\s+to|hereby)[^.]{0,60}?indemnif|either\s+party\s+(?:shall|will)\s+indemnify|the\s+parties\s+(?:shall|will|agree\s+to)\s+(?:mutually\s+)?indemnify|mutual(?:ly)?\s+indemnif|indemnify\s+each\s+other|indemnify\s+the\s+other\s+party|each\s+of\s+the\s+parties\s+(?:shall|will)\s+indemnify)/i;
const UNLIMITED_RE =
  /\b(?:without\s+limit(?:ation)?\s+(?:as\s+to\s+amount|in\s+amount)|without\s+(?:any\s+)?limit\b(?!ation)|unlimited|not\s+(?:be\s+)?subject\s+to\s+(?:any\s+|the\s+)?(?:limitation|cap|limit))/i;
const SUBJECT_TO_CAP_RE =
  /\bsubject\s+to\s+(?:the\s+)?(?:limitations?|cap|limits?|clause\s+\d+|section\s+\d+)[^.]{0,40}?(?:liabilit|limit)/i;

interface Obligation {
  idx: number;
  party: PartyChoice | null;
}

function obligor(raw: string, lower: string, ctx: TermContext): PartyChoice | null {
  if (MUTUAL_RE.test(lower)) return "both";
  const m = OBLIGATION_RE.exec(raw);
  if (!m) return null;
  // subject: the words just before the modal verb, after the last comma/semicolon
  let before = raw.slice(0, m.index);
  const cut = Math.max(before.lastIndexOf(","), before.lastIndexOf(";"), before.lastIndexOf(":"));
  if (cut >= 0) before = before.slice(cut + 1);
  const words = before.trim().split(/\s+/).slice(-5).join(" ");
  // try from the longest suffix of the phrase to the shortest
  const parts = words.split(/\s+/);
  for (let i = 0; i < parts.length; i++) {
    const r = roleOfPhrase(parts.slice(i).join(" "), ctx.lexicon);
    if (r) return r;
  }
  return null;
}

export function findIndemnity(ctx: TermContext, liability: LiabilitySentence[]): IndemnityTerms {
  const { doc, side, thresholds } = ctx;
  const obligations: Obligation[] = [];
  let firstMention = -1;
  for (const idx of sentencesWithWords(doc, INDEMNITY_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2500) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    if (firstMention < 0) firstMention = idx;
    if (!OBLIGATION_RE.test(lower) && !MUTUAL_RE.test(lower)) continue;
    obligations.push({ idx, party: obligor(raw, lower, ctx) });
  }
  if (obligations.length === 0) {
    return {
      ...missingBlock({
        summary:
          "No indemnity found: neither side promises to cover the other's losses from third-party claims.",
        favorabilityScore: "amber",
        ...indemnityAdvice({
          shape: { kind: "none" },
          rating: "amber",
          side,
          thresholds,
          labels: labelsOf(ctx),
        }),
      }),
      type: "none",
      indemnifyingParty: null,
      capped: null,
    };
  }
  const roles = new Set<PartyRole>();
  let anyUnknown = false;
  for (const o of obligations) {
    if (o.party === "both") {
      roles.add("customer");
      roles.add("supplier");
    } else if (o.party) roles.add(o.party);
    else anyUnknown = true;
  }
  const type: IndemnityTerms["type"] = roles.size === 2 ? "mutual" : "one-sided";
  const indemnifyingParty: PartyChoice | null =
    roles.size === 2 ? "both" : roles.size === 1 ? [...roles][0] : null;

  // capped? a cap exists that covers the indemnifying party, and indemnities are not carved out of it
  const cap = liability.some((l) => l.cap && capCovers(ctx, l.idx, indemnifyingParty));
  const carved = liability.some((l) => l.carveOut && l.indemnityCarved);
  const obligText = obligations
    .map((o) => doc.lower.slice(doc.sentences[o.idx].start, doc.sentences[o.idx].end))
    .join(" ");
  let capped = cap && !carved;
  if (UNLIMITED_RE.test(obligText)) capped = false;
  if (SUBJECT_TO_CAP_RE.test(obligText)) capped = true;

  let shape: IndemnityShape;
  if (type === "mutual") shape = { kind: "mutual", capped };
  else if (indemnifyingParty === null) shape = { kind: "unknown-party", capped };
  else if (indemnifyingParty === side) shape = { kind: "given-by-user", capped };
  else shape = { kind: "given-to-user" };
  const rating: Rating = rateIndemnity(shape, thresholds);

  const other = otherSide(side);
  const them = other === "supplier" ? "the supplier" : "the customer";
  let summary: string;
  const capText = capped ? "capped by the liability limit" : "not capped (unlimited)";
  switch (shape.kind) {
    case "mutual":
      summary = `Mutual indemnity: each side covers the other's losses from claims it causes; ${capText}.`;
      break;
    case "given-to-user":
      summary = `One-sided indemnity in your favour: ${them} covers your losses from the claims listed; you give no indemnity.`;
      break;
    case "given-by-user":
      summary = `One-sided indemnity given by you: you cover ${them}'s losses and get no indemnity back; ${capText}.`;
      break;
    default:
      summary = `Indemnity given by one party (the contract does not make clear which side); ${capText}.`;
  }
  const main =
    obligations.find((o) => o.party === (side === "customer" ? "supplier" : "customer")) ??
    obligations.find((o) => o.party === "both") ??
    (anyUnknown ? obligations[0] : obligations[0]);
  const s = doc.sentences[main.idx];
  return {
    ...foundBlock(doc, s.start, s.end, {
      summary,
      favorabilityScore: rating,
      confidence: indemnifyingParty ? CONFIDENCE.exact : CONFIDENCE.pattern,
      ...indemnityAdvice({ shape, rating, side, thresholds, labels: labelsOf(ctx) }),
    }),
    type,
    indemnifyingParty,
    capped,
  };
}

/**
 * A cap written for one party only ("The Supplier's total liability shall not exceed ...") does not
 * limit an indemnity the other party gives.
 */
function capCovers(ctx: TermContext, sentenceIdx: number, indemnifier: PartyChoice | null): boolean {
  if (indemnifier === null || indemnifier === "both") return true;
  const s = ctx.doc.sentences[sentenceIdx];
  const lower = ctx.doc.lower.slice(s.start, s.end);
  if (
    /\b(?:either|each|neither|both|any)\s+part(?:y|ies)\b|\bthe\s+parties\b|\bparty'?s\s+(?:total\s+|aggregate\s+|maximum\s+|entire\s+)*liability/.test(
      lower,
    )
  )
    return true;
  const owner =
    /(?:^|[^a-z])([a-z][a-z .&-]{1,60}?)['’]s?\s+(?:total\s+|aggregate\s+|maximum\s+|entire\s+|cumulative\s+)*liability\b/.exec(
      lower,
    );
  if (!owner) return true;
  const role = roleOfPhrase(owner[1].split(/\b(?:the|of|and|that)\b/).pop() ?? owner[1], ctx.lexicon);
  return role === undefined || role === "both" || role === indemnifier;
}
