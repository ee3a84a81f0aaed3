import { upperFirst as cap } from "../../common/format";
import { liquidatedDamagesAdvice, roleWord, setOffAdvice } from "../advice/index";
import { sentencesWithWords, sentenceText, triggerWords } from "../doc";
import { findPercents } from "../numbers";
import { BOTH_OF_US_RE, roleOfPhrase } from "../parties";
import { labelsOf } from "../terms/common";
import type { AdvancedClause, PartyChoice } from "../types";
import type { AdvancedInputs } from "./inputs";
import { isWorksContract } from "./property-text";
import { finding, isUserRole, sideLabels, subjectOf } from "./util";

const LD_WORDS = triggerWords(["liquidated", "delay", "late", "lateness"]);
/** a sum for each day or week of delay, or damages the contract calls liquidated */
const LD_RE =
  /\bliquidated\s+(?:and\s+ascertained\s+)?damages\b|(?:\b\d+(?:\.\d+)?\s*(?:%|per\s*cent)|[£$€]\s?\d[\d,.]*)[^.;]{0,80}?\b(?:for\s+)?(?:each|every|per)\s+(?:(?:complete|full|calendar|working|business)\s+)?(?:day|week|month)\b[^.;]{0,30}?\b(?:of\s+)?(?:delay|late(?:ness)?|after\s+the\s+(?:due|delivery)\s+date)|\b(?:for\s+)?(?:each|every|per)\s+(?:(?:complete|full|calendar|working|business)\s+)?(?:day|week|month)\s+(?:of\s+)?(?:delay|late(?:ness)?)\b[^.;]{0,80}?(?:\b\d+(?:\.\d+)?\s*(?:%|per\s*cent)|[£$€]\s?\d)/i;
const LD_CAP_RE =
  /\b(?:up\s+to|subject\s+to\s+a\s+maximum|not\s+(?:to\s+)?exceed(?:ing)?|capped\s+at|maximum\s+(?:of|total)|in\s+aggregate)\b/i;
/** "the Supplier shall pay liquidated damages" or "the Customer may deduct": who pays */
const PAYER_RE =
  /\b((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})\s+(?:shall|will|must)\s+(?:pay|credit|allow)\b/;
const DEDUCTER_RE =
  /\b((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})\s+(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to)\s+(?:\w+\s+){0,2}?(?:deduct|claim|recover|charge)\b/;
/** damages for being late, not a termination fee or a shortfall that the contract calls liquidated */
const DELAY_RE =
  /\b(?:delay(?:s|ed)?|late(?:ness)?|after\s+the\s+(?:(?:relevant|agreed|contractual)\s+)?(?:due|delivery|completion)\s+date|behind\s+schedule)\b|\b(?:fail(?:s|ure)?|not)\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:complete|deliver|finish)(?:d|ed)?\b[^.;]{0,80}?\bby\s+(?:the\s+)?(?:(?:relevant|agreed|contractual)\s+)?(?:(?:completion|delivery|due|sectional\s+completion)\s+date|date\s+(?:for|of)\s+(?:completion|delivery))\b|\bbetween\s+the\s+(?:(?:relevant|agreed|contractual)\s+)?(?:(?:completion|delivery)\s+date|date\s+for\s+(?:completion|delivery))\s+and\s+the\s+date\s+of\s+(?:practical\s+|actual\s+|sectional\s+)?(?:completion|delivery)\b/i;
/** "if the Contractor fails to do so", "if it does not": a consequence of the duty in the sentence before */
const FAILS_TO_DO_SO_RE =
  /\b(?:fails?|failure)\s+to\s+do\s+so\b|\bif\s+(?:it|the\s+[A-Z][\w-]*)\s+does\s+not\b/;
/** "shall complete the Works by 30 June 2027": a duty to finish by a date, which "fails to do so" makes late */
const COMPLETE_BY_RE = /\b(?:complete|deliver|finish|install)\b[^.;]{0,120}?\bby\b/i;
/** service credits are the service levels' own remedy, read there */
const NOT_LD_RE = /\bservice\s+credits?\b|\binterest\b/i;

const SET_OFF_WORDS = triggerWords(["set-off", "set", "setoff", "deduct", "withhold"]);
const SET_OFF_RE =
  /\b(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|reserves?\s+the\s+right\s+to)\s+(?:at\s+any\s+time\s+)?(?:set[\s-]off|set\s+(?:\w+\s+){0,4}?off|deduct|withhold)\b[^.;]{0,160}?\b(?:any\s+(?:amount|sum|monies|money)s?|amounts?|sums?|monies)\b[^.;]{0,100}?\b(?:owe[sd]?|owing|due|payable|liable)\b/i;
const WITHHOLD_DISPUTED_RE = /\bwithhold\b[^.;]{0,80}?\bdisput/i;
/** "without set-off", "no right of set-off": payment in full, the opposite */
const NO_SET_OFF_RE =
  /\b(?:without|free\s+of|no\s+right\s+(?:of|to))\s+(?:any\s+)?(?:set[\s-]?off|deduction|counterclaim)/i;

/** Damages fixed for delay, and rights to set off what one side claims against what it pays. */
export function remedyFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  const out: AdvancedClause[] = [];
  for (const idx of sentencesWithWords(doc, LD_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const own = doc.text.slice(s.start, s.end);
    // "The Contractor shall complete the Works by 30 June. If it fails to do so, it shall pay ...": the
    // sentence before says what is late and who is bound
    const before = FAILS_TO_DO_SO_RE.test(own) && idx > 0 ? sentenceText(doc, idx - 1) : "";
    const raw = before ? `${before} ${own}` : own;
    const late = DELAY_RE.test(raw) || COMPLETE_BY_RE.test(before);
    if (!LD_RE.test(own) || !late || NOT_LD_RE.test(own)) continue;
    const payer = payerOf(raw, ctx);
    if (payer === null || payer === "both") continue;
    const capped = LD_CAP_RE.test(raw) || LD_CAP_RE.test(sentenceText(doc, idx + 1));
    const userPays = isUserRole(payer, ctx) === true;
    const rate = findPercents(raw)[0];
    out.push(
      finding(doc, s.start, s.end, {
        name: "Liquidated damages for delay",
        category: "liquidated_damages",
        subcategory: userPays ? "you_pay_for_delay" : "they_pay_for_delay",
        risk: userPays ? (capped ? "medium" : "high") : "low",
        confidence: 75,
        whyItMatters: userPays
          ? `You must pay a set sum${rate ? ` (${rate.value}%)` : ""} for each period you are late, whatever the real loss${capped ? ", up to the limit the clause sets" : ", with no upper limit"}.`
          : `${cap(roleWord(labelsOf(ctx), payer))} pays a set sum for each period it is late, so delay costs it money without you having to prove your loss.`,
        ...liquidatedDamagesAdvice({ ...sideLabels(ctx), capped, works: isWorksContract(doc) }),
      }),
    );
    break;
  }
  // a sentence that says "set off" before one that only deducts or withholds
  const setOffFirst = (idx: number) => (/\bset[\s-]?off\b/i.test(sentenceText(doc, idx)) ? 0 : 1);
  const candidates = sentencesWithWords(doc, SET_OFF_WORDS).sort(
    (a, b) => setOffFirst(a) - setOffFirst(b) || a - b,
  );
  for (const idx of candidates) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    // tax withheld at source is not a set-off of what one side claims
    if (!SET_OFF_RE.test(raw) || NO_SET_OFF_RE.test(raw) || /\btax(?:es|ation)?\b/i.test(raw)) continue;
    // holding back an amount disputed in an invoice is not setting off a claim against what is paid
    if (WITHHOLD_DISPUTED_RE.test(raw) && !/\bset[\s-]?off\b/i.test(raw)) continue;
    const mutual = /\b(?:either|each)\s+party\b/i.test(raw) || BOTH_OF_US_RE.test(raw);
    const holder: PartyChoice | null = mutual ? "both" : (subjectOf(raw, ctx) ?? deducter(raw, ctx));
    if (holder === null) continue;
    const mine = holder === "both" ? null : isUserRole(holder, ctx);
    out.push(
      finding(doc, s.start, s.end, {
        name: "Set-off",
        category: "set_off",
        subcategory: holder === "both" ? "mutual" : mine ? "you_may_set_off" : "they_may_set_off",
        risk: mine === false ? "medium" : "low",
        confidence: 75,
        whyItMatters:
          holder === "both"
            ? "Either side may deduct what it is owed from what it pays the other."
            : mine
              ? "You may deduct what the other side owes you from what you pay it."
              : `The ${holder} may deduct what it says you owe from what it pays you, before any dispute is settled.`,
        ...setOffAdvice({ ...sideLabels(ctx), holder: holder === "both" ? "both" : mine ? "user" : "other" }),
      }),
    );
    break;
  }
  return out;
}

/** Who pays the damages: the party that "shall pay" them, or the other side of the party that "may deduct" them. */
function payerOf(raw: string, ctx: AdvancedInputs["ctx"]): PartyChoice | null {
  const pays = PAYER_RE.exec(raw);
  const payer = pays ? roleOfPhrase(pays[1], ctx.lexicon) : undefined;
  if (payer) return payer;
  // "If the Contractor fails to do so, it shall pay or allow ...": "it" is the one that failed
  const failed =
    /\b((?:the\s+)?[A-Z][\w&'’-]*)\s+(?:fails?|does\s+not)\b[^.;]{0,80}?\bit\s+(?:shall|will|must)\s+(?:pay|allow)\b/.exec(
      raw,
    );
  const failing = failed ? roleOfPhrase(failed[1], ctx.lexicon) : undefined;
  if (failing) return failing;
  // "the Employer may require the Contractor to pay or allow ...": the one required to pay
  const required =
    /\brequir\w*\s+(?:by\s+notice\s+)?(?:(?:to|from)\s+)?(?:the\s+)?([A-Z][\w&'’-]*)\s+(?:to\s+|that\s+(?:it|he|they)\s+(?:shall\s+)?)pay\b/.exec(
      raw,
    );
  const requiredPayer = required ? roleOfPhrase(required[1], ctx.lexicon) : undefined;
  if (requiredPayer) return requiredPayer;
  const taker = deducter(raw, ctx);
  if (taker === "supplier") return "customer";
  if (taker === "customer") return "supplier";
  // "If the Supplier fails to deliver on time, ...": the party that is late
  const late =
    /\b(?:[Ii]f|[Ss]hould|[Ww]here)\s+(?:the\s+)?([A-Z][\w&'’-]*)\s+(?:fails|is\s+late|does\s+not|not\s+complete|delivers?\s+(?:\w+\s+)?late|completes?\s+(?:\w+\s+)?late|misses)/.exec(
      raw,
    );
  return late ? (roleOfPhrase(late[1], ctx.lexicon) ?? null) : null;
}

function deducter(raw: string, ctx: AdvancedInputs["ctx"]): PartyChoice | null {
  const m = DEDUCTER_RE.exec(raw);
  return m ? (roleOfPhrase(m[1], ctx.lexicon) ?? null) : null;
}
