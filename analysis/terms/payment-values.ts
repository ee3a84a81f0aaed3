import type { Doc } from "../doc";
import { type CurrencyCode, currencyFromWords, findMoney } from "../numbers";
import { roleOfPhrase } from "../parties";
import type { PaymentTiming } from "../types";
import type { TermContext } from "./common";

/**
 * What the customer pays and how often. The amount is the fee, charges or price the customer pays the
 * supplier: not a limit of liability, an insurance sum, a threshold, a rate charged to someone else
 * (advertisers, consumers) or a sum the supplier pays. The frequency is how often the customer pays:
 * a payment schedule ("by monthly direct debit", "payable quarterly in advance") beats how often
 * invoices go out, which beats the period a fee is quoted for ("annual fee").
 */

export type Frequency = "one-off" | "in instalments" | "weekly" | "monthly" | "quarterly" | "annually";
/** "payable in three instalments: 40% on signing ...", "by milestone": a price paid in stages */
const INSTALMENTS_RE =
  /\b(?:in\s+(?:\w+\s+){0,2}?(?:instal?l?ments|stages)|(?:stage|milestone)\s+payments?|by\s+milestones?|per\s+milestone|against\s+milestones)\b/i;
/** "the Contract Sum", "a fixed price of", "for the execution and completion of the Works": one price for the whole job */
const TOTAL_PRICE_RE =
  /\b(?:contract\s+(?:sum|price)|lump[\s-]sum|(?:total|fixed)\s+price|price\s+for\s+the\s+works)\b|\bfor\s+(?:the\s+)?(?:execution|carrying\s+out|completion|construction|performance)\b[^.;]{0,40}?\bworks\b/i;
/** "interim payment", "each valuation", "application for payment": a price claimed in parts as the work goes on */
const STAGED_RE =
  /\b(?:interim|stage|progress)\s+payments?\b|\bvaluations?\b|\bapplications?\s+for\s+(?:an?\s+)?(?:interim\s+)?payment\b|\bpayment\s+applications?\b/i;
/** The period an amount is quoted for: a frequency, or a time rate ("£650 per day") that is no total. */
export type AmountPeriod = Frequency | "daily" | "hourly";

/** "per user", "/ seat", "each named licence": what a price per item is a price of (captured) */
const PER_UNIT = String.raw`\s*(?:per|\/|for\s+each|each|a)\s*(?:named\s+|active\s+|concurrent\s+)?(user|seat|licen[cs]e|device|employee|member|site|location|endpoint|workstation|vehicle)s?\b`;
const PRICE_PER_UNIT_BEFORE_RE = new RegExp(String.raw`\d${PER_UNIT}\s*,?\s*$`, "i");

const FREQ_RULES: Array<[RegExp, Frequency]> = [
  [
    /\b(?:one[\s-]off|one[\s-]time|single\s+payment|lump[\s-]sum|(?:up)?on\s+(?:completion|signature|signing|execution))\b/gi,
    "one-off",
  ],
  [
    /\b(?:monthly|per\s+(?:calendar\s+)?month|each\s+(?:calendar\s+)?month|every\s+month|a\s+month)\b/gi,
    "monthly",
  ],
  [
    // "on the usual quarter days": the four days in the year rent falls due in an English lease
    /\b(?:quarterly|per\s+(?:calendar\s+)?quarter|each\s+(?:calendar\s+)?quarter|every\s+(?:three|3)\s+months|quarter[\s-]days?)\b/gi,
    "quarterly",
  ],
  [
    /\b(?:annually|annual|per\s+annum|each\s+(?:contract\s+)?year|per\s+year|yearly|every\s+(?:twelve|12)\s+months|a\s+year)\b/gi,
    "annually",
  ],
  [/\b(?:weekly|per\s+week|each\s+week)\b/gi, "weekly"],
];

const FEE_NOUN_AFTER_RE =
  /^\s+(?:(?:subscription|licen[cs]e|service|hosting|support|maintenance|membership|retainer|management)\s+)?(?:fees?|charges?|price|subscription|rent|retainer|sum)\b/i;
/** "within a month", "for a year": a length of time, not how often. */
const DURATION_BEFORE_RE = /\b(?:within|after|before|of|for|than|in|over|least|most|first|next|last)\s+$/i;
const SCHEDULE_NEAR_RE =
  /\b(?:pa(?:y|id|yable|yments?)|direct\s+debit|standing\s+order|instal?l?ments?|collected|debited|in\s+advance|in\s+arrears)\b/i;
const INVOICE_NEAR_RE = /\b(?:invoic\w*|bill(?:ed|ing)?)\b/i;
const PAY_SENTENCE_RE =
  /\b(?:fees?|charges?|pay|payable|paid|payments?|invoic(?:e[ds]?|ing)|subscription|rent|price|direct\s+debit|billing|billed)\b/i;

const MINIMUM_PURCHASE_RE =
  /\b(?:purchase|order|buy|procure)s?\b[^.;]{0,160}?\b(?:not\s+less\s+than|no\s+less\s+than|at\s+least|a\s+minimum\s+of|minimum)\b|\bminimum\s+(?:annual\s+)?(?:purchase|order|volume|quantit(?:y|ies))\b/i;

interface FrequencyHit {
  value: Frequency;
  level: number;
  idx: number;
  pos: number;
}

/** How often the customer pays, read from the payment sentences; `amountIdx` is the fee's sentence. */
export function paymentFrequency(doc: Doc, hits: number[], amountIdx: number): Frequency | null {
  const found: FrequencyHit[] = [];
  for (const idx of hits) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!PAY_SENTENCE_RE.test(raw)) continue;
    // "shall purchase Products worth not less than $500,000 in each contract year": a volume to buy, not when to pay
    if (MINIMUM_PURCHASE_RE.test(raw)) continue;
    for (const [re, value] of FREQ_RULES) {
      re.lastIndex = 0;
      for (let m = re.exec(raw); m !== null; m = re.exec(raw)) {
        // an upper-case word is a heading or a contents line
        if (m[0] === m[0].toUpperCase()) continue;
        if (/^a\s/i.test(m[0]) && DURATION_BEFORE_RE.test(raw.slice(Math.max(0, m.index - 12), m.index)))
          continue;
        const after = raw.slice(m.index + m[0].length, m.index + m[0].length + 40);
        const isAdjective = /^(?:annual|monthly|quarterly|weekly|yearly)$/i.test(m[0]);
        if (/^annual$/i.test(m[0]) && !FEE_NOUN_AFTER_RE.test(after)) continue;
        const lead = raw.slice(Math.max(0, m.index - 30), m.index);
        // "2% for each week of delay": a rate of damages, not how often the price is paid
        if (/^\s*(?:of|that\s+\w+\s+is)\s+(?:the\s+)?(?:delay|lateness|late)/i.test(after)) continue;
        if (
          /\bliquidated\s+damages\b|\bservice\s+credits?\b/i.test(
            raw.slice(Math.max(0, m.index - 120), m.index),
          )
        )
          continue;
        // "4% per annum" is a rate of interest, not a payment
        if (/%\s*(?:\([^)]{0,20}\)\s*)?$|per\s*cent\s*$/i.test(lead)) continue;
        // "£12,000 per annum" / "$8,500 a month": the period the amount is quoted for
        const quoted =
          (isAdjective && FEE_NOUN_AFTER_RE.test(after)) ||
          /\d\s*(?:\([^)]{0,25}\)\s*)?(?:(?:plus|excluding|exclusive\s+of|inclusive\s+of)\s+vat\s*)?,?\s*$/i.test(
            lead,
          ) ||
          // "£15 per seat per month": the period of a price per item
          PRICE_PER_UNIT_BEFORE_RE.test(lead);
        let level = 1;
        if (!quoted) {
          const near = window(raw, m.index, m.index + m[0].length);
          if (SCHEDULE_NEAR_RE.test(near)) level = 3;
          else if (INVOICE_NEAR_RE.test(near)) level = 2;
          // "monthly direct debit" / "monthly instalments": the schedule noun follows the adjective
          if (/^\s+(?:direct\s+debit|instal?l?ments?|payments?|standing\s+order)/i.test(after)) level = 3;
          if (/^\s+invoic/i.test(after)) level = Math.max(level, 2);
        }
        found.push({ value, level, idx, pos: s.start + m.index });
      }
    }
  }
  // the fee itself is paid in stages: a recurring charge elsewhere (hosting, support) is another charge
  if (amountIdx >= 0) {
    const a = doc.sentences[amountIdx];
    const amountText = doc.text.slice(a.start, a.end);
    if (INSTALMENTS_RE.test(amountText)) return "in instalments";
    // a price for works paid by interim valuations: "each month" is how often a part of it is claimed
    if (
      TOTAL_PRICE_RE.test(amountText) &&
      hits.some((i) => STAGED_RE.test(doc.text.slice(doc.sentences[i].start, doc.sentences[i].end)))
    )
      return "in instalments";
  }
  // a recurring charge describes the contract better than a one-off set-up or milestone payment
  const recurring = found.filter((f) => f.value !== "one-off");
  const candidates = recurring.length > 0 ? recurring : found;
  if (candidates.length === 0) return null;
  const top = Math.max(...candidates.map((f) => f.level));
  const best = candidates.filter((f) => f.level === top);
  const inAmount = best.filter((f) => f.idx === amountIdx);
  return (inAmount.length > 0 ? inAmount : best).sort((a, b) => a.pos - b.pos)[0].value;
}

/** "invoiced monthly in arrears"; not "approved in advance in writing", which is a consent, not a timing */
const TIMING_RE =
  /\b(?:pa(?:y|id|yable)|invoices?|invoiced|invoicing|bill|billed|billing|charged|collected|debited|instal?l?ments?|fees?|charges?)\s*:?\s+(?:[^\s.;]+\s+){0,16}?(?<!\b(?:approv|agre|authori[sz]|consent|notifi)\w*\s+(?:\w+\s+)?)in\s+(advance|arrears)\b(?!\s+(?:and\s+)?in\s+writing)/i;
// "give a pay less notice no later than 5 days before the final date for payment": a step before a payment
// date, not paying ahead of the period paid for
const PAID_BEFORE_RE =
  /\b(?:pa(?:y|id|yable)|due)\b[^.;]{0,60}?\b\d+\s+(?:clear\s+|working\s+)?days?\s+(?:before|prior\s+to|ahead\s+of)\b(?!\s+(?:the\s+|its\s+|each\s+)?(?:final\s+date\s+for\s+payment|(?:relevant\s+)?due\s+date|payment\s+(?:due\s+)?date|date\s+(?:for|of)\s+payment)\b)/i;
/** "due 7 days after the Valuation Date": work valued, then paid for */
const DUE_AFTER_CLAIM_RE =
  /\b(?:due|payable|paid|pay)\b[^.;]{0,60}?\b\d+\s+(?:working\s+|business\s+)?days?\s+(?:after|from|following|of)\s+(?:the\s+|each\s+|its\s+|that\s+)?(?:date\b[^.;]{0,40}?\b)?(?:(?:interim\s+)?valuation|application(?:\s+for\s+(?:an?\s+)?(?:interim\s+)?payment)?|payment\s+application|(?:interim\s+)?(?:payment\s+)?certificate)s?\b/i;
/** "due on the first day of each month": each period is paid at its start */
const FIRST_DAY_RE =
  /\b(?:pa(?:y|id|yable)|due)\s+(?:monthly\s+|quarterly\s+)?(?:on|by)\s+(?:the\s+)?(?:first|1st)\s+(?:working\s+|business\s+)?day\s+of\s+(?:each|every)\s+(?:calendar\s+)?(?:month|quarter|year)\b/i;
const COLLECTED_RE =
  /\b(direct\s+debit|standing\s+order|continuous\s+payment\s+authority|(?:credit|debit)\s+card|(?<=\bby\s)card)\b/i;

/**
 * Whether the customer pays before or after each period, and whether payment is collected
 * automatically. `amounts` are the charges the term reports: a sentence that prices another charge
 * ("support at £950 per month, invoiced monthly in advance" beside fees of £48,000 paid on each
 * milestone) does not time them.
 */
export function paymentTiming(doc: Doc, hits: number[], amounts: readonly number[] = []): PaymentTiming {
  let when: PaymentTiming["when"] = null;
  let collectedBy: PaymentTiming["collectedBy"] = null;
  for (const idx of hits) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!PAY_SENTENCE_RE.test(raw)) continue;
    const priced = findMoney(raw).map((m) => m.amount);
    const otherCharge = amounts.length > 0 && priced.length > 0 && !priced.some((a) => amounts.includes(a));
    const timed: RegExpExecArray | null = when || otherCharge ? null : TIMING_RE.exec(raw);
    if (timed) when = timed[1].toLowerCase() === "advance" ? "advance" : "arrears";
    // "the balance is payable no later than 30 days before the Event": paid ahead of the date
    else if (!when && (PAID_BEFORE_RE.test(raw) || FIRST_DAY_RE.test(raw))) when = "advance";
    const method: RegExpExecArray | null = collectedBy ? null : COLLECTED_RE.exec(raw);
    if (method) {
      const m = method[1].toLowerCase();
      collectedBy = m.startsWith("direct")
        ? "direct debit"
        : m.startsWith("standing")
          ? "standing order"
          : "card";
    }
  }
  // a sum due some days after the work is valued or claimed is paid for work already done
  if (!when)
    for (const idx of hits) {
      const s = doc.sentences[idx];
      if (s.end - s.start <= 1500 && DUE_AFTER_CLAIM_RE.test(doc.text.slice(s.start, s.end))) {
        when = "arrears";
        break;
      }
    }
  return { when, collectedBy };
}

/** Up to 50 characters either side of [start, end), not crossing a semicolon. */
function window(raw: string, start: number, end: number): string {
  const before = raw.slice(Math.max(0, start - 50), start);
  const after = raw.slice(end, end + 50);
  return `${before.slice(before.lastIndexOf(";") + 1)} ${after.split(";")[0]}`;
}

export interface FeeAmount {
  amount: number;
  currency: CurrencyCode | null;
  /** the period the amount is quoted for ("£12,000 per annum" -> "annually"), or null */
  period: AmountPeriod | null;
  /** what the amount is a price of, when it is per item ("£12 per user per month" -> "user") */
  unit: string | null;
  idx: number;
  start: number;
  end: number;
}

const MONEY_HINT_RE =
  /[£$€¥]|\b(?:gbp|usd|eur|cad|aud|jpy|chf|inr|rmb|cny|rs|pounds?|dollars?|euros?|sterling)\b/i;
const FEE_BEFORE_RE =
  /\b(?:fees?|charges?|price|subscription|rent|rentals?|sum|consideration|cost|retainer|amount|rate)\b(?:\s+(?!of\b|is\b|are\b)[\w()-]+){0,4}?\s*(?:of|is|are|shall\s+be|will\s+be|totalling|equal\s+to|:)?\s*(?:an?\s+|the\s+)?(?:amount\s+of\s+|sum\s+of\s+|total\s+of\s+)?$/i;
const FEE_SENTENCE_RE =
  /\b(?:fees?|price|charges?|sum\s+of|consideration|subscription|pay|payable|cost|amount\s+of|rent|retainer)\b/i;
/** "shall pay the Supplier £4,000": the amount is what is paid. */
const PAY_OBJECT_RE =
  /\bpay(?:s|ing)?\b(?:\s+(?!by\b|within\b|to\b)[\w()-]+){0,3}?\s*(?:the\s+(?:sum|amount)\s+of\s+)?$/i;
/** Words that make an amount a limit, cover or threshold rather than what is paid. */
const NOT_FEE_BEFORE_RE =
  /\b(?:liabilit(?:y|ies)|liable|insur\w*|indemnit\w*|cover(?:age)?|damages|penalt\w*|liquidated|exceed(?:s|ing)?|excess\s+of|more\s+than|less\s+than|at\s+least|minimum\s+of|maximum\s+of|up\s+to|threshold|turnover|revenues?|net\s+worth|capital|value\s+of\s+(?:orders?|purchases?))\b[^£$€]{0,40}$/i;
/**
 * A charge for a payment going wrong or for handling it ("an administration fee of £35 for each failed
 * direct debit", "a late payment fee of £40", "£25 for each returned cheque"): what a default costs, never
 * the contract's price.
 */
const DEFAULT_CHARGE_BEFORE_RE =
  /\b(?:administration|admin|administrative|handling|processing|late[\s-]payment|late|collection|recovery|reminder|default|dishonou?r(?:ed)?|returned|failed|bounced)\s+(?:(?:fee|charge|cost)s?\b)[^£$€\d]{0,20}$/i;
const DEFAULT_CHARGE_AFTER_RE =
  /^[^.;]{0,40}?\b(?:for\s+(?:each|every|any)\s+(?:failed|returned|dishonou?red|bounced|rejected|unpaid|late|missed|cancelled)\b|(?:for|per)\s+(?:each|every|any)\s+(?:reminder|late\s+payment|payment\s+(?:failure|default)))/i;

/** Amounts charged to someone other than the customer. */
const THIRD_PARTY_RE =
  /\b(?:advertis\w*|retail|resale|end[\s-]users?|consumers?|members\s+of\s+the\s+public|sponsorship|list\s+price)\b/i;
const PAYER_RE =
  /\b((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})\s+(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,2}?pay\b/;
const PAYABLE_BY_RE = /\bpayable\s+by\s+((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})/;

/**
 * The fee the customer pays: the best-scoring money amount in the payment sentences, leaving out the
 * amount at `skipStart` (the fee already found, when looking for a second charge beside it).
 */
export function feeAmount(ctx: TermContext, hits: number[], skipStart = -1): FeeAmount | null {
  const { doc } = ctx;
  let best: (FeeAmount & { score: number }) | null = null;
  for (const idx of hits) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!MONEY_HINT_RE.test(raw) || !FEE_SENTENCE_RE.test(raw)) continue;
    const payer = payerRole(raw, ctx);
    for (const m of findMoney(raw)) {
      if (m.amount <= 0 || s.start + m.start === skipStart) continue;
      const before = raw.slice(Math.max(0, m.start - 80), m.start);
      const near = before.slice(Math.max(before.lastIndexOf(";"), before.lastIndexOf(". ")) + 1);
      if (NOT_FEE_BEFORE_RE.test(near)) continue;
      if (DEFAULT_CHARGE_BEFORE_RE.test(near) || DEFAULT_CHARGE_AFTER_RE.test(raw.slice(m.end, m.end + 60)))
        continue;
      let score = 1;
      if (FEE_BEFORE_RE.test(near.slice(-60)) || PAY_OBJECT_RE.test(near.slice(-40))) score += 3;
      if (payer === "customer") score += 2;
      else if (payer === "supplier") score -= 2;
      if (THIRD_PARTY_RE.test(near)) score -= 4;
      if (score < 1) continue;
      if (!best || score > best.score) {
        const unit = unitOf(raw, m.end);
        best = {
          amount: m.amount,
          currency: m.currency ?? currencyFromWords(raw),
          period: amountPeriod(raw, m.start, unit?.end ?? m.end),
          unit: unit?.unit ?? null,
          idx,
          start: s.start + m.start,
          end: s.start + m.end,
          score,
        };
      }
    }
  }
  if (!best) return null;
  const { score: _score, ...fee } = best;
  return fee;
}

/** Who pays in this sentence: the subject of "shall pay" or the party after "payable by". */
function payerRole(raw: string, ctx: TermContext): "customer" | "supplier" | null {
  const m = PAYER_RE.exec(raw) ?? PAYABLE_BY_RE.exec(raw);
  if (!m) return null;
  const role = roleOfPhrase(m[1], ctx.lexicon);
  return role === "customer" || role === "supplier" ? role : null;
}

/** "one-off fee of £2,000", "set-up charge of £500": paid once. */
const ONE_OFF_BEFORE_RE =
  /\b(?:one[\s-]off|one[\s-]time|single|lump[\s-]sum|set[\s-]?up|implementation)\s+(?:\w+\s+){0,2}?(?:fees?|charges?|payment|sum|price)\b[^£$€\d]{0,20}$/i;
/** "£24,000 (plus VAT) on signature of this Agreement", "£25,000 plus VAT on signature": paid once, on a single event. */
const ONE_OFF_AFTER_RE =
  /^[\s,]*(?:\([^)]{0,30}\)\s*)?(?:(?:plus|\+|excluding|exclusive\s+of|inclusive\s+of|including)\s+vat\b[,\s]*)?(?:(?:payable|due|paid|in\s+full)\s+)*(?:up)?on\s+(?:signature|signing|execution|completion)\b|^\s*(?:\(\s*(?:plus\s+vat\s*,?\s*)?|as\s+an?\s+|for\s+(?:the\s+)?)(?:one[\s-]off|one[\s-]time|single|set[\s-]?up|implementation|onboarding)\b/i;
/** "an initial franchise fee of £25,000": paid once at the start, unless a period follows the amount */
const INITIAL_FEE_BEFORE_RE =
  /\binitial\s+(?:[a-z][\w-]*\s+){0,2}?(?:fees?|charges?|payment|sum)\b[^£$€\d]{0,20}$/i;

/** "£12 per user", "£15 / seat": a price per user, seat, licence or device, then perhaps its period */
const UNIT_AFTER_RE = new RegExp(`^${PER_UNIT}`, "i");

function unitOf(raw: string, end: number): { unit: string; end: number } | null {
  const m = UNIT_AFTER_RE.exec(raw.slice(end, end + 40));
  return m ? { unit: m[1].toLowerCase().replace(/^license$/, "licence"), end: end + m[0].length } : null;
}

/** "£450 plus VAT per day": VAT named between an amount and its period */
const VAT_ASIDE = String.raw`(?:(?:plus|\+|excluding|exclusive\s+of|inclusive\s+of|including)\s+vat\b[,\s]*)?`;

/** "annual fee of £8,400" / "£700 per month": the period named next to the amount. */
function amountPeriod(raw: string, start: number, end: number): AmountPeriod | null {
  const rate =
    /^\s*(?:\(?[^)]{0,20}\)\s*)?(?:(?:plus|\+|excluding|exclusive\s+of|inclusive\s+of|including)\s+vat\b[,\s]*)?(?:(?:per|a|an|each|\/)\s*(day|hour|man[\s-]day|working\s+day)\b|(daily|hourly)\b)/i.exec(
      raw.slice(end, end + 40),
    );
  if (rate) return /hour/i.test(rate[1] ?? rate[2]) ? "hourly" : "daily";
  const before = raw.slice(Math.max(0, start - 40), start);
  // "a day rate of £650", "an hourly rate of £85"
  const rateBefore = /\b(day|daily|hour|hourly)\s+(?:fee\s+)?rate\s+(?:of\s+)?[^£$€\d]{0,10}$/i.exec(before);
  if (rateBefore) return /hour/i.test(rateBefore[1]) ? "hourly" : "daily";
  const named =
    /\b(annual|yearly|monthly|quarterly|weekly)\s+(?:[a-z][\w-]*\s+)?(?:fees?|charges?|price|subscription|rent|rentals?|payments?|instalments?|retainer)\b[^£$€\d]{0,20}$/i.exec(
      before,
    );
  if (named) {
    const word = named[1].toLowerCase();
    return word === "annual" || word === "yearly" ? "annually" : (word as Frequency);
  }
  // "£3,000 (one-off set-up fee) plus £250 per month", "£1,500 as a one-off charge, then £400 per month":
  // the one-off words follow an earlier amount and name it, not this one
  const namesEarlierAmount =
    /[£$€]\s?\d[^£$€]*?\b(?:one[\s-]off|one[\s-]time|single|lump[\s-]sum|set[\s-]?up|implementation|onboarding)\b[^£$€\d]*?(?:\)|\b(?:then|plus|and)\b|\+)[^£$€\d]*$/i.test(
      raw.slice(Math.max(0, start - 90), start),
    );
  if (ONE_OFF_BEFORE_RE.test(before) && !namesEarlierAmount) return "one-off";
  // "the Licence Fee of £48,000 ... grants a perpetual licence": a perpetual licence is paid for once
  if (/\blicen[cs]e\s+fee\b[^£$€\d]{0,20}$/i.test(before) && /\bperpetual\b/i.test(raw)) return "one-off";
  if (ONE_OFF_AFTER_RE.test(raw.slice(end, end + 70))) return "one-off";
  const after = raw.slice(end, end + 40);
  for (const [re, f] of FREQ_RULES) {
    if (f === "one-off") continue;
    if (
      new RegExp(`^[\\s,]*(?:\\(?[^)]{0,20}\\)\\s*)?${VAT_ASIDE}(?:${re.source.slice(2, -2)})`, "i").test(
        after,
      )
    )
      return f;
  }
  if (INITIAL_FEE_BEFORE_RE.test(before)) return "one-off";
  return null;
}

/**
 * "a fee of 20% of the Candidate's first year basic salary", "a fee equal to 18% (eighteen per cent) of
 * the Remuneration": a fee set as a share of something
 */
const PERCENT_FEE_RE =
  /\b(?:fees?|commission|royalty|charge|levy)\s+(?:of|equal\s+to|equivalent\s+to|calculated\s+as)\s+(\d{1,2}(?:\.\d{1,2})?)\s*(?:%|per\s*cent)(?:\s*\([^)]{1,30}\))?\s+of\s+(?:the\s+)?([^.;,()]{3,70}?)(?=\s*[.;,(]|\s+(?:on|when|upon|payable|within|for|in|at|plus|excluding|subject|and|with)\b)/i;
/** "subject to a minimum fee of £3,000", "and never less than £4,250": the least the share-based fee comes to */
const FLOOR_BEFORE_RE =
  /\b(?:minimum(?:\s+(?:fee|charge|amount|sum|payment))?(?:\s+(?:of|is))?|(?:not|no|never)\s+less\s+than|at\s+least|subject\s+to\s+a\s+minimum\s+of)\s*(?:an?\s+(?:fee|sum|amount)\s+of\s+)?$/i;

export interface PercentFee {
  /** in the contract's words: "20% of the Candidate's first year basic salary" */
  text: string;
  /** the least the fee comes to, when the contract sets one; `start` is an offset in the whole text */
  minimum: { amount: number; currency: CurrencyCode | null; start: number } | null;
}

/** A fee stated as a share of something, in the contract's words, with the minimum the same sentence sets. */
export function percentFee(ctx: TermContext, hits: number[]): PercentFee | null {
  const { doc } = ctx;
  for (const idx of hits) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    const m = PERCENT_FEE_RE.exec(raw);
    if (!m) continue;
    const floor = findMoney(raw).find(
      (x) => x.start > m.index && FLOOR_BEFORE_RE.test(raw.slice(Math.max(0, x.start - 50), x.start)),
    );
    return {
      text: `${m[1]}% of the ${m[2].trim().replace(/\s+/g, " ")}`,
      minimum: floor
        ? {
            amount: floor.amount,
            currency: floor.currency ?? currencyFromWords(raw),
            start: s.start + floor.start,
          }
        : null,
    };
  }
  return null;
}

/**
 * Every charge stated as a share of something, in the contract's words ("6% of the Gross Sales",
 * "2% of the Gross Sales"): the recurring charges of a franchise or agency beside a one-off fee.
 */
export function shareCharges(doc: Doc, hits: number[]): string[] {
  const found = new Set<string>();
  const re = new RegExp(PERCENT_FEE_RE.source, "gi");
  for (const idx of hits) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    for (const m of doc.text.slice(s.start, s.end).matchAll(re))
      found.add(`${m[1]}% of the ${m[2].trim().replace(/\s+/g, " ")}`);
  }
  return [...found];
}
