import { upperFirst as capitalise, formatMoney } from "../../common/format";
import { claimsTimeLimitAdvice, perItemLimitAdvice } from "../advice/carriage-findings";
import { sentencesWithWords, triggerWords } from "../doc";
import { findDurations, findMoney } from "../numbers";
import { roleOfPhrase } from "../parties";
import type { AdvancedClause, PartyChoice } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, nextSentence, sideLabels, subjectOf, who } from "./util";

/*
 * Terms of carriage: what a carrier pays for each parcel lost or damaged, and how soon a claim must be
 * made. Both decide whether a sender is paid at all for goods lost in transit, whatever the overall cap.
 */

const PER_ITEM_WORDS = triggerWords(["per", "each"]);
/** the things carried, or their weight: a unit a carrier's liability for goods is measured by */
const UNIT =
  "parcels?|packages?|consignments?|shipments?|pallets?|cartons?|boxes|box|articles?|items?|kg|kgs|kilo(?:gram(?:me)?)?s?|tonnes?";
/** "£50 per Parcel", "£50) for each consignment", "£1,300 per tonne" */
const AFTER_MONEY_RE = new RegExp(
  String.raw`^\)?\s*(?:\([^)]{0,30}\)\s*)?(?:per|for\s+(?:each|any\s+one)|in\s+respect\s+of\s+(?:each|any\s+one))\s+(?:single\s+)?(?:(?:lost|damaged)\s+)?(${UNIT})\b`,
  "i",
);
/** "8.33 SDR per kilogram": the CMR Convention's weight limit in Special Drawing Rights */
const SDR_RE =
  /(\d+(?:\.\d+)?)\s*(?:units\s+of\s+account|SDRs?|special\s+drawing\s+rights?)\s+(?:per|for\s+each)\s+(kg|kilo\w*)\b/i;
/** what the limit is about: liability or compensation, for goods lost or damaged */
const LIABILITY_RE = /\bliab\w*|\bcompensat\w*|\bshall\s+not\s+exceed\b|\blimited\s+to\b/i;
// "damage to" goods, not "damages" (money): liquidated damages per item delivered late are no liability limit
const LOSS_RE =
  /\b(?:loss\s+(?:of|or)|lost|damaged|damage\s+(?:to|of)|destr\w+|missing|non-?delivery|mis-?deliver\w*)\b/i;
const NOT_GOODS_RE = /\bliquidated\b|\bservice\s+credits?\b/i;
/** the sender can raise the limit: optional cover, or a declared value */
const COVER_RE =
  /\b(?:enhanced|extended|additional|increased|optional|extra|supplementary)\s+(?:cover|insurance|liability|protection|compensation)\b|\bdeclare[ds]?\s+(?:a\s+|the\s+|its\s+)?(?:higher\s+)?value\b|\bvalue\s+(?:is|has\s+been)\s+declared\b/i;
/** "The Carrier's liability", "our liability": the party whose liability the sentence limits */
const POSSESSIVE_RE =
  /\b(?:the\s+)?([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,3}|our|its|their)['’]?s?\s+(?:(?:total|maximum|aggregate|entire)\s+)?liability\b/;

/** A per-parcel, per-consignment or per-kilogram limit on a carrier's liability for goods lost or damaged. */
export function perItemLimitFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, PER_ITEM_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!LIABILITY_RE.test(raw) || !LOSS_RE.test(raw) || NOT_GOODS_RE.test(raw)) continue;
    const limit = unitLimit(raw);
    if (!limit) continue;
    const holder = limitedParty(raw, ctx);
    if (holder === null || holder === "both") continue;
    const mine = isUserRole(holder, ctx) === true;
    const cover = COVER_RE.test(raw) || COVER_RE.test(nextSentence(doc, idx));
    const perWeight = limit.unit === "kilogram" || limit.unit === "tonne";
    const risk = mine
      ? "low"
      : perWeight
        ? "medium"
        : limit.amount >= 1000
          ? "low"
          : limit.amount < 100 && !cover
            ? "high"
            : "medium";
    const party = `${capitalise(who(holder, ctx))} pays`;
    const whyItMatters = mine
      ? `You pay at most ${limit.text} for each ${limit.unit} lost or damaged, whatever it holds.`
      : `${party} at most ${limit.text} for each ${limit.unit} lost or damaged in its care, whatever the goods are worth${cover ? "; the contract offers extra cover for a fee" : ""}. For goods worth more, the rest of the loss is yours, however far below the overall cap the claim is.`;
    return [
      finding(doc, s.start, s.end, {
        name: "Limit per item carried",
        category: "liability_cap",
        subcategory: "per_item_limit",
        risk,
        confidence: 75,
        whyItMatters,
        ...perItemLimitAdvice({
          ...sideLabels(ctx),
          mine,
          limit: limit.text,
          unit: limit.unit,
          cover,
          perWeight,
        }),
      }),
    ];
  }
  return [];
}

type UnitLimit = { amount: number; text: string; unit: string };

function unitLimit(raw: string): UnitLimit | null {
  for (const m of findMoney(raw)) {
    const after = AFTER_MONEY_RE.exec(raw.slice(m.end));
    if (!after) continue;
    return { amount: m.amount, text: formatMoney(m.amount, m.currency ?? "GBP"), unit: unitWord(after[1]) };
  }
  const sdr = SDR_RE.exec(raw);
  return sdr ? { amount: Number(sdr[1]), text: `${sdr[1]} SDR`, unit: "kilogram" } : null;
}

/** "Parcels" → "Parcel", "kg" → "kilogram": the contract's own word for one unit */
function unitWord(word: string): string {
  if (/^(?:kg|kgs|kilo)/i.test(word)) return "kilogram";
  if (/^tonne/i.test(word)) return "tonne";
  if (/^box(?:es)?$/i.test(word)) return word[0] === "B" ? "Box" : "box";
  return word.replace(/s$/i, "");
}

/** whose liability the sentence limits: "The Carrier's liability ...", else its subject */
function limitedParty(raw: string, ctx: AdvancedInputs["ctx"]): PartyChoice | null {
  const m = POSSESSIVE_RE.exec(raw);
  if (m) {
    const word = m[1].toLowerCase();
    if (word === "our") return "supplier";
    if (word !== "its" && word !== "their") {
      const role = roleOfPhrase(m[1], ctx.lexicon);
      if (role) return role;
    }
  }
  // "Compensation for a pallet lost ... shall not exceed £75 per pallet": the one carrying the goods pays
  return subjectOf(raw, ctx) ?? "supplier";
}

const TIME_BAR_WORDS = triggerWords(["within"]);
/** notice of a claim given within a time */
const NOTICE_WITHIN_RE =
  /\b(?:notif\w*|notice|report\w*|claims?\s+(?:is|are|must|shall|will)\s+(?:be\s+)?(?:made|submitted|received|brought|lodged|presented))\b[^.;]{0,160}?\bwithin\s+/i;
/** what happens when it is not: the claim fails */
const BAR_RE =
  /\b(?:not|no)\s+(?:be\s+)?liab\w*|\b(?:time-)?barred\b|\bwaived?\b|\bfailing\s+which\b|\b(?:will|shall)\s+not\s+be\s+(?:accepted|considered|entertained|valid|payable)\b|\bno\s+claims?\s+(?:shall|will|may)\b|\bextinguish\w*/i;
const CLAIM_RE = /\b(?:claims?|loss|lost|damage[ds]?|shortages?|non-?delivery)\b/i;
/** a warranty's defects period, an invoice dispute, or notice of a third party's claim under an indemnity is no time bar on loss claims */
const NOT_A_BAR_RE =
  /\bwarrant\w*|\binvoices?\b|\bindemni\w*|\bthird[\s-]part(?:y|ies)\b|\bdefects?\s+(?:liability\s+)?period\b/i;
/** counted from when the goods were handed over or sent: before a loss can be known */
const FROM_SENDING_RE =
  /\b(?:collect\w*|despatch\w*|dispatch\w*|consign\w*|shipment|shipped|tender\w*|hand(?:ed)?\s+over|posted|sent)\b/i;
const FROM_KNOWING_RE = /\b(?:aware|discover\w*|learn\w*|known|ought\s+reasonably)\b/i;
/** a window shorter than this is short for a sender, whose customer may report a loss late */
const SHORT_DAYS = 14;

/** A time bar: no claim for loss or damage unless notified within a set time. */
export function claimsTimeLimitFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, TIME_BAR_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1000) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!CLAIM_RE.test(raw) || !BAR_RE.test(raw) || NOT_A_BAR_RE.test(raw)) continue;
    const notice = NOTICE_WITHIN_RE.exec(raw);
    if (!notice) continue;
    const at = notice.index + notice[0].length;
    const d = findDurations(raw.slice(at)).find((x) => x.start <= 12);
    if (!d || d.days > 90) continue;
    const against = barredClaimant(raw, ctx);
    if (against === null) continue;
    const mine = isUserRole(against, ctx) === false;
    const after = raw.slice(at + d.end);
    const from = /^\s*(?:\([^)]*\)\s*)?(?:\w+\s+){0,2}?(?:of|after|from|following)\s+([^.;,]{3,80})/i.exec(
      after,
    );
    const fromText = from ? from[1].trim().replace(/\s+together\s+with\b.*$/i, "") : null;
    const fromSending =
      fromText !== null &&
      FROM_SENDING_RE.test(fromText) &&
      !FROM_KNOWING_RE.test(fromText) &&
      // "within 3 days of delivery of the consignment": counted from arrival, not from sending
      !/\b(?:deliver\w*|receipt|received|arriv\w*)\b/i.test(fromText);
    const short = d.days < SHORT_DAYS;
    const window = d.business ? d.text.trim() : d.days === 1 ? "1 day" : `${d.days} days`;
    const whyItMatters = mine
      ? `A claim against you fails unless it is notified within ${window}${fromText ? ` of ${fromText}` : ""}.`
      : `A claim for loss or damage fails altogether unless it is notified within ${window}${fromText ? ` of ${fromText}` : ""}.${fromSending ? " The time runs from when the goods were sent, so it can pass before you or your customer know anything is wrong." : short ? " That is a short time to find out that something is wrong and report it." : ""}`;
    return [
      finding(doc, s.start, s.end, {
        name: "Time limit for claims",
        category: "liability_exclusions",
        subcategory: "claims_time_limit",
        risk: !mine && (short || fromSending) ? "medium" : "low",
        confidence: 75,
        whyItMatters,
        ...claimsTimeLimitAdvice({
          ...sideLabels(ctx),
          mine,
          window,
          from: fromText,
          short,
          fromSending,
        }),
      }),
    ];
  }
  return [];
}

/**
 * Whose claims the bar defeats: the party that must notify ("unless the Customer notifies"), else the
 * other side of the one that is "not liable"; "both" when neither party is liable without notice.
 */
function barredClaimant(raw: string, ctx: AdvancedInputs["ctx"]): PartyChoice | null {
  const notifier =
    /\b(?:unless|until|if)\s+(?:the\s+)?([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,3}|you|we)\s+(?:has\s+|have\s+)?(?:notif\w*|gives?|given|submits?|submitted|makes?|made|serves?|served|reports?|reported|lodges?|lodged)\b/.exec(
      raw,
    );
  if (notifier) {
    const role = roleOfPhrase(notifier[1], ctx.lexicon);
    if (role) return role;
  }
  const protectedParty =
    /\b(?:the\s+)?([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,3}|[Ww]e|[Nn]either\s+party)\s+(?:(?:shall|will|is|does)\s+not\s+(?:be\s+)?liable|(?:shall|will)\s+(?:have|bear|accept)\s+no\s+liability|(?:has|bears|accepts)\s+no\s+liability)\b/.exec(
      raw,
    );
  if (!protectedParty) return null;
  const role = roleOfPhrase(protectedParty[1], ctx.lexicon);
  if (!role) return null;
  if (role === "both") return "both";
  return role === "supplier" ? "customer" : "supplier";
}
