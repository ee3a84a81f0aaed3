import { upperFirst as capitalise } from "../../common/format";
import { surchargeAdvice } from "../advice/carriage-findings";
import { fixedPriceAdvice, priceChangeAdvice } from "../advice/index";
import { sentencesWithWords, triggerWords } from "../doc";
import { findDurations, findPercents } from "../numbers";
import { roleOfPhrase } from "../parties";
import { daysText } from "../terms/common";
import type { AdvancedClause, PartyChoice } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, sideLabels, subjectOf, who } from "./util";

const PRICE_WORDS = triggerWords([
  "increase*",
  "rise",
  "rises",
  "change*",
  "vary",
  "varied",
  "revise*",
  "adjust*",
  "amend*",
  "review*",
]);
/** a party's right to change what is paid: "may increase the Charges", "reserves the right to vary its prices" */
const PRICE_CHANGE_RE =
  /\b(?:may(?:\s+(?:from\s+time\s+to\s+time|at\s+any\s+time|annually|each\s+year|once\s+(?:a|each|in\s+any)\s+(?:year|12[\s-]month\s+period)))?|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|reserves?\s+the\s+right\s+to|has\s+the\s+right\s+to|(?:will|shall)(?=\s+(?:\w+\s+){0,2}?(?:increase|adjust|review|index)))\s+(?:\w+\s+){0,2}?(?:increase|change|vary|revise|adjust|amend|update|review)\s+(?:the\s+|its\s+|any\s+|all\s+)?(?:\w+\s+){0,2}?(?:fees?|charges?|prices?|price\s+list|rates?|subscription|tariffs?|rent|retainer)\b/i;
/** "the Price List, which the Seller may change on notice": the price named first, then who may change it */
const RELATIVE_CHANGE_RE =
  /\b(?:price\s+list|prices?|charges?|fees?|rates?|tariffs?)\b[^.;]{0,80}?\b(?:which|that)\s+(?:the\s+)?([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3})\s+may\s+(?:\w+\s+){0,3}?(?:change|vary|increase|revise|amend|update|adjust|review)\b/i;
/** "Prices are subject to change": a change the side that sets the prices may make */
const SUBJECT_TO_CHANGE_RE =
  /\b(?:prices?|charges?|fees?|rates?|tariffs?)\s+(?:are|is|shall\s+be|will\s+be|may\s+be)\s+subject\s+to\s+(?:change|variation|revision|increase|review)\b/i;
/** "The fees may be increased by the Supplier ...": passive, with the party after "by" when named */
const PASSIVE_CHANGE_RE =
  /\b(?:[Pp]rices?|[Ff]ees?|[Cc]harges?|[Rr]ates?|[Tt]ariffs?|[Rr]ent)\b[^.;]{0,40}?\b(?:may|shall|will)\s+be\s+(?:increased|changed|varied|revised|adjusted|amended|reviewed)\b(?:\s+(?:\w+\s+){0,3}?by\s+(?:the\s+)?([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3}))?/;
/** "Fees for each renewal term may increase by up to 7%": prices that may rise, at the seller's choice */
const MAY_RISE_RE =
  /\b(?:prices?|fees?|charges?|rates?|tariffs?)\b[^.;]{0,60}?\bmay\s+(?:increase|rise|change|vary)\b(?![^.;]{0,80}\b(?:(?:if|where|when)\s+(?:you|the\s+customer|customer)|according\s+to|depending\s+on|based\s+on|in\s+(?:proportion|line)\s+(?:to|with)\s+(?:the\s+)?(?:number|volume|usage|quantity))\b)/i;
/** "The Charges will increase by 5% on 1 April each year": a rise the contract itself fixes */
const FIXED_RISE_RE =
  /\b(?:prices?|fees?|charges?|rates?|rent|subscription|retainer)\b[^.;]{0,40}?\b(?:will|shall)\s+(?:automatically\s+)?(?:increase|rise)\s+(?:by|in\s+line\s+with)\b/i;
/** a change both sides must agree is no one side's right */
const AGREED_CHANGE_RE =
  /\b(?:mutual(?:ly)?|agreement\s+of\s+(?:both|the)\s+parties|agreed\s+(?:in\s+writing\s+)?(?:by|between)\s+(?:both|the)\s+parties|signed\s+by\s+(?:both|each)|written\s+agreement|neither\s+party)\b/i;
/** the increase is limited: by an index, a percentage, or once a year */
const INDEX_RE =
  /\b(?:consumer\s+prices?\s+index|retail\s+prices?\s+index|cpi|rpi|cpih|consumer\s+price\s+index|inflation|index\w*)\b/i;
const LIMIT_RE =
  /\b(?:by\s+(?:up\s+to|no\s+more\s+than|not\s+more\s+than|a\s+maximum\s+of)|not\s+(?:to\s+)?exceed(?:ing)?|no\s+(?:\w+\s+){0,2}?(?:shall|will|may|is\s+to)\s+exceed|capped\s+at|up\s+to|no\s+more\s+than|maximum\s+of)\b/i;
/** an adjustment by a set formula or a regulator's method, not at a party's choice */
const FORMULA_RE = /\bin\s+(?:accordance|line)\s+with\s+[^.;]{0,60}\b(?:methodolog\w*|formula|regulat\w*)\b/i;
/** changes are already limited to one a year */
const ONCE_A_YEAR_RE =
  /\b(?:once\s+(?:a|each|every|in\s+any|per)\s+(?:(?:calendar|contract)\s+)?(?:year|(?:12|twelve)(?:\s*\(12\))?[\s-]month\s+period|period\s+of\s+(?:12|twelve)(?:\s*\(12\))?\s+months)|annually|each\s+(?:calendar\s+|contract\s+)?year|per\s+annum|(?:on|at)\s+each\s+anniversary|(?:each|every)\s+(?:January|February|March|April|May|June|July|August|September|October|November|December))\b/i;
/** a review on a stated anniversary or date: no more often than yearly */
const SET_REVIEW_DATE_RE =
  /\b(?:on|at)\s+(?:the\s+|each\s+|every\s+)?(?:\w+\s+)?anniversary\b|\breview\s+dates?\b/i;
/** the customer may leave rather than accept the change */
const EXIT_RE =
  /\b(?:terminat\w*|cancel\w*|end)\b[^.;]{0,80}\b(?:without\s+(?:charge|penalty|liability)|if\s+it\s+does\s+not\s+(?:accept|agree)|object)|\bif\s+(?:you|it|they|the\s+\w+)\s+do(?:es)?\s+not\s+(?:agree|accept)\b[^.;]{0,80}\b(?:terminat|cancel|end)\w*/i;

/** A right to change the price: who holds it, whether it is limited, and what notice is given. */
export function priceChangeFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, PRICE_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (AGREED_CHANGE_RE.test(raw)) continue;
    // "shall be increased to $8,500 per month": a step the contract fixes, not a right to change
    if (/\b(?:increased|changed|adjusted)\s+to\s+(?:[£$€]|\d|(?:USD|GBP|EUR)\b)/.test(raw)) continue;
    const relative = RELATIVE_CHANGE_RE.exec(raw);
    const passive = PASSIVE_CHANGE_RE.exec(raw);
    // "The Supplier shall not increase the Charges": a promise not to change them is no right to
    const holder = grantsChange(raw)
      ? (subjectOf(raw, ctx) ?? partyBeforeRight(raw, ctx))
      : relative
        ? (roleOfPhrase(relative[1], ctx.lexicon) ?? null)
        : passive
          ? passive[1]
            ? (roleOfPhrase(passive[1], ctx.lexicon) ?? "supplier")
            : "supplier"
          : SUBJECT_TO_CHANGE_RE.test(raw) || FIXED_RISE_RE.test(raw) || MAY_RISE_RE.test(raw)
            ? "supplier"
            : undefined;
    if (holder === undefined) continue;
    const next =
      idx + 1 < doc.sentences.length
        ? doc.text.slice(doc.sentences[idx + 1].start, doc.sentences[idx + 1].end)
        : "";
    if (holder === "both" || holder === null) continue;
    const mine = isUserRole(holder, ctx) === true;
    // "... which the Supplier may review once a year. Any increase shall not exceed RPI plus 2%."
    const limitNext = /\b(?:any|each|such|the)\s+(?:increase|rise|change|adjustment)\b/i.test(next)
      ? next
      : "";
    const limitText = `${raw} ${limitNext}`;
    const percent =
      LIMIT_RE.test(limitText) || FIXED_RISE_RE.test(raw)
        ? findPercents(limitText).find((p) => p.value > 0 && p.value <= 50)
        : undefined;
    const index = INDEX_RE.test(limitText) || FORMULA_RE.test(limitText);
    const limited = index || percent !== undefined;
    const notice = findDurations(raw).find((d) => /notice/i.test(raw.slice(d.end, d.end + 40)));
    // the user may leave on notice anyway (a rolling contract), so an increase need not be accepted
    const userMayLeave =
      inp.cancellation.forConvenience &&
      (inp.cancellation.forConvenienceParty === "both" || inp.cancellation.forConvenienceParty === ctx.side);
    const exit = EXIT_RE.test(raw) || EXIT_RE.test(next) || userMayLeave;
    const yearly = ONCE_A_YEAR_RE.test(raw) || SET_REVIEW_DATE_RE.test(raw);
    const plus = /\b(?:plus|\+)\s*(\d+(?:\.\d+)?)\s*(?:%|per\s*cent)/i.exec(limitText);
    // "by the increase in CPI ..., subject to a maximum increase of 4%": the index, up to a ceiling
    const ceiling = index ? INDEX_CEILING_RE.exec(limitText) : null;
    const limit = index
      ? `the rise in the price index${plus ? ` plus ${plus[1]}%` : ""}${ceiling ? `, up to ${ceiling[1]}%` : ""}`
      : percent
        ? `${percent.value}%`
        : null;
    // "the Supplier will increase its charges by CPI plus 3.9% each April": a rise the contract fixes
    const automatic =
      !/\bmay\b/i.test(raw) &&
      (/\b(?:will|shall)\s+(?:\w+\s+){0,2}?(?:increase|be\s+increased)\b/i.test(raw) ||
        FIXED_RISE_RE.test(raw));
    const margin = plus ? Number(plus[1]) : 0;
    // "will increase by 5% each year": a fixed rate, not limited by any index
    const fixedRate = automatic && !index && percent ? percent.value : undefined;
    // a rent review changes the rent, not "the prices"
    const what = /\brent\b/i.test(raw) ? "the rent" : "the prices";
    const whyItMatters = mine
      ? fixedRate !== undefined
        ? `${capitalise(what)} ${what === "the rent" ? "rises" : "rise"} by ${fixedRate}% each year, which protects your margin.`
        : automatic && limit
          ? `${capitalise(what)} ${what === "the rent" ? "rises" : "rise"}${yearly ? " each year" : ""} by ${limit}, which protects your margin.`
          : `You may change ${what}${limit ? ` by up to ${limit}` : ""}${notice ? ` on ${daysText(notice.days)} notice` : ""}.`
      : automatic && limit
        ? `${capitalise(what)} ${what === "the rent" ? "rises" : "rise"}${yearly ? " each year" : ""} by ${limit}, whatever the supplier's costs do.${margin >= 3 ? " The added percentage makes them rise well above inflation over the term." : (fixedRate ?? 0) > 3 ? " A fixed rise above inflation adds up over the term." : " Budget for the increase."}`
        : limited
          ? `${capitalise(who(holder, ctx))} may raise ${what}, but only by up to ${limit}${notice ? `, on ${daysText(notice.days)} notice` : ""}. Budget for the increase.`
          : `${capitalise(who(holder, ctx))} may change ${what}${SET_REVIEW_DATE_RE.test(raw) ? " at the review dates the clause sets" : yearly ? " once a year" : ""}${notice ? ` on ${daysText(notice.days)} notice` : yearly ? "" : " at any time"}, with no limit on the increase${exit ? "" : ", and you cannot leave if you do not accept it"}.`;
    return [
      finding(doc, s.start, s.end, {
        name: "Price changes",
        category: "price_changes",
        subcategory: mine
          ? "you_may_change_prices"
          : automatic && limit
            ? "automatic_increase"
            : limited
              ? "capped_increase"
              : "unilateral_change",
        risk:
          mine || (limited && margin < 3 && (fixedRate ?? 0) <= 3)
            ? "low"
            : limited || exit
              ? "medium"
              : "high",
        confidence: 75,
        whyItMatters,
        ...priceChangeAdvice({
          ...sideLabels(ctx),
          mine,
          limited,
          exit,
          yearly,
          margin,
          fixedRate,
          automatic,
        }),
      }),
    ];
  }
  return [];
}

const PRICE_CHANGE_ALL_RE = new RegExp(PRICE_CHANGE_RE.source, "gi");

/** A right to change the price that the sentence grants, not one it denies ("shall not increase the Charges"). */
function grantsChange(raw: string): boolean {
  PRICE_CHANGE_ALL_RE.lastIndex = 0;
  for (let m = PRICE_CHANGE_ALL_RE.exec(raw); m !== null; m = PRICE_CHANGE_ALL_RE.exec(raw))
    if (!/\bnot\b/i.test(m[0]) || /\b(?:more\s+than|exceed\w*|in\s+excess\s+of)\b/i.test(raw)) return true;
  return false;
}

const PRICE_NOUN = String.raw`(?<!\b(?:interest|exchange|tax|discount|hourly\s+interest)\s)\b(?:fees?|charges?|prices?|rates?|subscription|retainer|contract\s+price|rent|sums?\s+payable)\b`;
/** "The Fees are fixed for ...", "shall remain fixed", "the prices are firm" */
const FIXED_PRICE_RE = new RegExp(
  String.raw`${PRICE_NOUN}[^.;]{0,60}?\b(?:are|is|shall\s+be|will\s+be|(?:shall|will)\s+remain|remains?)\s+(?:fixed|firm|unchanged)\b`,
  "i",
);
/**
 * "shall not increase the Fees (or them)", "the Fees shall not be increased", "no increase in the charges",
 * "the prices are not subject to review": the denial must govern the price, not another duty in the sentence
 */
const NO_RISE_RE = new RegExp(
  [
    String.raw`\b(?:shall|will|may|must|can)\s*not\s+(?:\w+\s+){0,2}?(?:increase|raise|change|vary|revise|adjust)\w*\s+(?:the\s+|its\s+|any\s+|such\s+|those\s+)?(?:[\w-]+\s+){0,2}?(?:fees?|charges?|prices?|rates?|rent|retainer|subscription|them)\b`,
    String.raw`${PRICE_NOUN}[^.;]{0,60}?\b(?:shall|will|may|must|can)\s*not\s+be\s+(?:increased|raised|changed|varied|revised|adjusted)\b`,
    String.raw`\bno\s+(?:increase|rise|change|variation|adjustment|revision)s?\s+(?:\w+\s+){0,2}?(?:in|to|of)\s+(?:the\s+)?(?:\w+\s+)?(?:fees|charges|prices|rates|rent|retainer)\b`,
    String.raw`${PRICE_NOUN}[^.;]{0,60}?\bnot\s+(?:be\s+)?subject\s+to\s+(?:any\s+)?(?:increase|change|variation|revision|review|adjustment|indexation)\b`,
  ].join("|"),
  "i",
);
/** a limit on increases ("shall not increase them by more than 3%") is a right to raise, not a fixed price */
const RISE_LIMIT_RE = /\b(?:more\s+than|exceed\w*|in\s+excess\s+of|more\s+often\s+than)\b/i;
/** the fixed price still rises with an index: "adjusted each April in line with CPI" */
const INDEXED_RE =
  /\b(?:in\s+line\s+with|by\s+reference\s+to|linked\s+to|indexed\s+to|index-linked|adjusted\s+(?:\w+\s+){0,2}?(?:by|for|in\s+line\s+with)|by\s+(?:the\s+)?(?:percentage\s+)?(?:increase|rise|change)\s+in)\b[^.;]{0,60}?\b(?:CPI|RPI|CPIH|consumer\s+prices?\s+index|retail\s+prices?\s+index|index|inflation)\b/i;
/** "for the duration of this Agreement", "during the Initial Term", "throughout the Term" */
const WHOLE_TERM_RE =
  /\b(?:term|duration|life|period)\s+of\s+(?:this|the)\s+(?:agreement|contract)\b|\b(?:initial|minimum|fixed)\s+(?:term|period)\b|\b(?:during|throughout|for)\s+(?:the\s+)?term\b|\b(?:during|throughout)\s+(?:this|the)\s+(?:agreement|contract)\b/i;
/** the sentence that sets how long the contract runs */
const TERM_LENGTH_RE =
  /\b(?:(?:initial|minimum|fixed)\s+)?(?:term|period)\s+of\b|\bcontinues?\s+(?:in\s+force\s+)?for\b|\b(?:remain|remains)\s+in\s+force\s+for\b|\bterm\s+of\s+(?:this\s+)?(?:agreement|contract)\s+(?:is|shall\s+be|will\s+be)\b/i;
const TERM_WORDS = triggerWords(["term", "period", "continue", "continues", "force"]);
const FIXED_WORDS = triggerWords([
  "fixed",
  "firm",
  "unchanged",
  "increase*",
  "increasing",
  "raise*",
  "rise",
  "change*",
  "vary",
  "varied",
  "revise*",
  "adjust*",
  "subject",
]);
/** a supplier bears its costs for longer than this at a fixed price only with an index rise */
const FIXED_PRICE_MONTHS = 12;

/** How long the contract runs, in months, from the sentence that sets its term; null when no term is stated. */
function termMonths(inp: AdvancedInputs): number | null {
  const { doc } = inp;
  for (const i of sentencesWithWords(doc, TERM_WORDS)) {
    const raw = doc.text.slice(doc.sentences[i].start, doc.sentences[i].end);
    const m = TERM_LENGTH_RE.exec(raw);
    if (!m) continue;
    const d = findDurations(raw.slice(m.index)).find((x) => x.unit === "month" || x.unit === "year");
    if (d) return d.months;
  }
  return null;
}

const yearsOrMonths = (months: number) =>
  months % 12 === 0 ? `${months / 12} year${months === 12 ? "" : "s"}` : `${Math.round(months)} months`;

/**
 * Charges the contract fixes ("The Fees are fixed for the first three years", "The Supplier shall not
 * increase the Charges during this Agreement"): good for a customer; for a supplier, a cost risk when they
 * stay fixed for more than a year with no increase for inflation. Only read where the contract gives no
 * right to change the price, which the price-change finding reports instead.
 */
export function fixedPriceFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  if (priceChangeFindings(inp).length > 0) return [];
  for (const idx of sentencesWithWords(doc, FIXED_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!new RegExp(PRICE_NOUN, "i").test(raw)) continue;
    const fixed = FIXED_PRICE_RE.test(raw) || (NO_RISE_RE.test(raw) && !RISE_LIMIT_RE.test(raw));
    if (!fixed) continue;
    const next =
      idx + 1 < doc.sentences.length
        ? doc.text.slice(doc.sentences[idx + 1].start, doc.sentences[idx + 1].end)
        : "";
    const indexed = INDEXED_RE.test(raw) || INDEXED_RE.test(next);
    // "for the first three years": the period the sentence sets, else the whole term
    const stated = findDurations(raw).find(
      (d) =>
        (d.unit === "month" || d.unit === "year") &&
        /\b(?:for|during|throughout|of|first|until|next)\s+(?:the\s+)?(?:first\s+|initial\s+|next\s+)?$/i.test(
          raw.slice(Math.max(0, d.start - 30), d.start),
        ),
    );
    const renews = inp.renewal.autoRenewal === true || inp.renewal.rolling === true;
    const term = stated ? null : termMonths(inp);
    const months = stated ? stated.months : term;
    const period = stated
      ? stated.text.trim()
      : term !== null
        ? `the whole term (${yearsOrMonths(term)})`
        : WHOLE_TERM_RE.test(raw)
          ? "the whole term"
          : null;
    const long = !indexed && ((months !== null && months > FIXED_PRICE_MONTHS) || (!stated && renews));
    const supplier = ctx.side === "supplier";
    // the contract's own word for what is paid
    const noun = /\brent\b/i.test(raw)
      ? "rent"
      : (/\b(fees|charges|prices|rates|retainer|subscription)\b/i.exec(raw)?.[1].toLowerCase() ?? "charges");
    const what = `the ${noun}`;
    const are = noun === "rent" || noun === "retainer" || noun === "subscription" ? "is" : "are";
    return [
      finding(doc, s.start, s.end, {
        name: "Fixed price",
        category: "price_changes",
        subcategory: "fixed_price",
        risk: supplier && long ? "medium" : "low",
        confidence: 70,
        whyItMatters: supplier
          ? long
            ? `${capitalise(what)} ${are} fixed for ${period ?? "the whole contract"} with no increase for inflation, so any rise in your costs over that time comes out of your margin.`
            : indexed
              ? `${capitalise(what)} ${are} fixed apart from rises in line with the price index, which protects your margin.`
              : `${capitalise(what)} ${are} fixed${period ? ` for ${period}` : ""}.`
          : `${capitalise(what)} ${are} fixed${period ? ` for ${period}` : ""}, so the supplier cannot raise ${are === "is" ? "it" : "them"}${period ? " during that time" : ""}.`,
        ...fixedPriceAdvice({ ...sideLabels(ctx), long, period, what }),
      }),
    ];
  }
  return [];
}

const INDEX_CEILING_RE =
  /\b(?:subject\s+to\s+a\s+maximum(?:\s+increase)?\s+of|capped\s+at|up\s+to\s+a\s+maximum\s+of|(?:but\s+)?not\s+(?:to\s+)?(?:exceed(?:ing)?|more\s+than)|no\s+(?:\w+\s+){0,2}?(?:shall|will|may|is\s+to)\s+exceed)\s+(\d+(?:\.\d+)?)\s*(?:%|per\s*cent)/i;

/** "On each renewal the Supplier may increase ...": the party named just before the right. */
function partyBeforeRight(raw: string, ctx: AdvancedInputs["ctx"]): PartyChoice | null {
  const m =
    /\b(?:the\s+)?([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3})\s+(?:may|will|shall|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|reserves?\s+the\s+right\s+to)\s+(?:\w+\s+){0,2}?(?:increase|change|vary|revise|adjust|amend|update)\b/.exec(
      raw,
    );
  return m ? (roleOfPhrase(m[1], ctx.lexicon) ?? null) : null;
}

const SURCHARGE_WORDS = triggerWords(["surcharge", "surcharges"]);
/** the surcharge is reset from time to time, not fixed by the contract */
const SURCHARGE_VARIES_RE = new RegExp(
  [
    // "The fuel surcharge percentage is reviewed on the first day of each month"
    String.raw`\bsurcharges?\b(?:\s+(?:percentage|rate|level|amount))?\s+(?:is|are|shall\s+be|will\s+be|may\s+be)\s+(?:\w+\s+){0,2}?(?:reviewed|varied|changed|adjusted|revised|reset|updated|recalculated|set\s+by)\b`,
    // "the Carrier may vary the fuel surcharge"
    String.raw`\b(?:may|shall|will|reserves?\s+the\s+right\s+to)\s+(?:\w+\s+){0,2}?(?:vary|change|adjust|revise|review|reset|update|increase)\s+(?:the\s+|its\s+|any\s+)?(?:\w+\s+){0,2}?surcharges?\b`,
    // "Fuel surcharge: variable monthly", "a variable fuel surcharge"
    String.raw`\bsurcharges?\s*:?\s*(?:is\s+)?variable\b|\bvariable\s+(?:\w+\s+)?surcharges?\b`,
  ].join("|"),
  "i",
);
/** "the Carrier may vary the fuel surcharge": the party that resets it */
const SURCHARGE_CHANGER_RE =
  /\b((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})\s+(?:may|shall|will|reserves?\s+the\s+right\s+to)\s+(?:\w+\s+){0,2}?(?:vary|change|adjust|revise|review|reset|update|increase)\b/;
/** "by reference to the average diesel price published by ...": the surcharge follows a published index */
const SURCHARGE_INDEX_RE =
  /\b(?:by\s+reference\s+to|in\s+(?:line|accordance)\s+with|linked\s+to|based\s+on|calculated\s+(?:from|using))\b[^.;]{0,100}?\b(?:index|published|price\s+of\s+(?:diesel|fuel)|(?:diesel|fuel)\s+prices?|exchange\s+rates?)\b/i;
/** "no fuel surcharge shall apply": a surcharge the contract rules out */
const NO_SURCHARGE_RE = /\b(?:no|not|without)\s+(?:\w+\s+){0,3}?surcharges?\b/i;

/**
 * A surcharge the supplier resets (a carrier's monthly fuel surcharge): part of the price it may change.
 * Following a published index limits the change; at the supplier's discretion it is as open as any price rise.
 */
export function surchargeFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  const hits = sentencesWithWords(doc, SURCHARGE_WORDS);
  for (const idx of hits) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1000) continue;
    const raw = doc.text.slice(s.start, s.end);
    const prev = idx > 0 ? doc.text.slice(doc.sentences[idx - 1].start, doc.sentences[idx - 1].end) : "";
    // "The fuel surcharge percentage is reviewed monthly" may name the surcharge only in the sentence before
    if (!/\bsurcharges?\b/i.test(raw) || NO_SURCHARGE_RE.test(raw)) continue;
    if (!SURCHARGE_VARIES_RE.test(raw) || AGREED_CHANGE_RE.test(raw)) continue;
    // the party that charges it is the one that resets it, unless the sentence names the other
    // "the Customer acknowledges that the Carrier may adjust ...": the party before "may ... adjust"
    const changer = SURCHARGE_CHANGER_RE.exec(raw);
    const named = changer ? roleOfPhrase(changer[1], ctx.lexicon) : undefined;
    const holder: PartyChoice = named === "customer" || named === "supplier" ? named : "supplier";
    if (/\bshall\s+not\b|\bwill\s+not\b|\bmay\s+not\b/i.test(raw) && !/\b(?:more\s+than|exceed)/i.test(raw))
      continue;
    const mine = isUserRole(holder, ctx) === true;
    const indexed = SURCHARGE_INDEX_RE.test(raw);
    const kind = /\b(fuel|energy|currency|congestion|peak|seasonal|fx)\s+surcharge/i.exec(
      `${raw} ${prev}`,
    )?.[1];
    const name = kind ? `${kind.toLowerCase()} surcharge` : "surcharge";
    const current = hits
      .map((i) => doc.text.slice(doc.sentences[i].start, doc.sentences[i].end))
      .map((t) => (/\bcurrently\s+(\d+(?:\.\d+)?)\s*(?:%|per\s*cent)/i.exec(t) ?? [])[1])
      .find((x) => x !== undefined);
    const monthly = /\b(?:each|every)\s+(?:calendar\s+)?month|\bmonthly\b/i.test(raw);
    const userMayLeave =
      inp.cancellation.forConvenience &&
      (inp.cancellation.forConvenienceParty === "both" || inp.cancellation.forConvenienceParty === ctx.side);
    const exit = EXIT_RE.test(raw) || userMayLeave;
    // a table or bands turning the index into the percentage make each change checkable
    const tabled = hits.some((i) =>
      /\b(?:table|matrix|bands?|scale)\b/i.test(doc.text.slice(doc.sentences[i].start, doc.sentences[i].end)),
    );
    const added = `The ${name}${current ? ` (currently ${current}%)` : ""}`;
    const whyItMatters = mine
      ? `${added} is yours to reset${monthly ? " each month" : ""}${indexed ? " by reference to a published index" : ""}.`
      : indexed
        ? `${added} is reset${monthly ? " each month" : ""} by ${who(holder, ctx)} by reference to a published index or price, so your charges move with it.${tabled ? "" : " The contract does not say how the percentage is worked out from it."}`
        : `${added} is set${monthly ? " each month" : ""} by ${who(holder, ctx)} with no index or limit, so it can raise what you pay at any time${exit ? "" : ", and you cannot leave if you do not accept it"}.`;
    return [
      finding(doc, s.start, s.end, {
        name: "Surcharge changes",
        category: "price_changes",
        subcategory: mine ? "you_may_change_surcharge" : indexed ? "indexed_surcharge" : "surcharge_change",
        risk: mine || indexed ? "low" : exit ? "medium" : "high",
        confidence: 70,
        whyItMatters,
        ...surchargeAdvice({ ...sideLabels(ctx), mine, indexed, exit, name }),
      }),
    ];
  }
  return [];
}
