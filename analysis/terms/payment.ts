import { PERIOD_WORDS } from "../../common/term-values";
import { paymentAdvice } from "../advice/index";
import { HIGH_LATE_RATE, yearlyLateRate } from "../advice/payment";
import { dayCount } from "../advice/wording";
import { type Doc, sentencesWithWords, triggerWords } from "../doc";
import { findDurations, findPercents, firstCurrencyIn, netDays } from "../numbers";
import { roleOfPhrase } from "../parties";
import { ratePaymentDays } from "../risk";
import { squash } from "../text";
import type { PaymentTerms, Rating } from "../types";
import { CONFIDENCE, foundBlock, labelsOf, missingBlock, nothingSupplied, type TermContext } from "./common";
import { feeAmount, paymentFrequency, paymentTiming, percentFee, shareCharges } from "./payment-values";

const PAYMENT_WORDS = triggerWords([
  "billing",
  "billed",
  "invoice*",
  "invoicing",
  "payable",
  "payment*",
  "pay",
  "pays",
  "paid",
  "fee",
  "fees",
  "charge",
  "charges",
  "price",
  "net",
  "remittance",
  "overdue",
  "settle*",
]);
const INTEREST_WORDS = triggerWords(["interest"]);
const OVERDUE_RE = /\b(?:late|overdue|past\s+due|unpaid|outstanding|not\s+paid|delinquent|arrears)\b/;
const DAYS_CONTEXT_RE =
  /\b(?:within|no\s+later\s+than|not\s+later\s+than|net|after|following|of\s+(?:the\s+)?(?:receipt|date)|from\s+(?:the\s+)?(?:receipt|date))\b/i;
const PAY_VERB_RE = /\b(?:pay|paid|payable|payment|invoice|invoices|invoiced|due|remit|settle[ds]?)\b/i;
const LATE_RE = /\b(?:interest|late\s+payment|overdue|past\s+due|late\s+fee)\b/i;
const LATE_RATE_RE =
  /(?:\b[a-z]+(?:[\s-]+(?:and|a|one)[\s-]+(?:a\s+)?(?:half|one-half|quarter))?\s+per\s*cent\s*\(\s*\d+(?:\.\d+)?\s*%\s*\)|\b[a-z]+(?:[\s-]+(?:and|a|one)[\s-]+(?:a\s+)?(?:half|one-half|quarter))?\s+percent\s*\(\s*\d+(?:\.\d+)?\s*%\s*\)|\d+(?:\.\d+)?\s*%|\b[a-z]+\s+per\s*cent|\b[a-z]+\s+percent)[^.;]{0,90}?(?:base\s+rate|prime\s+rate|per\s+annum|a\s+year|per\s+year|per\s+month|a\s+month|monthly|annum)(?:[^.;]{0,60}?(?:base\s+rate|prime\s+rate|lending\s+rate))?|late\s+payment\s+of\s+commercial\s+debts\s*\(interest\)\s*act\s*1998|statutory\s+interest|maximum\s+rate\s+(?:permitted|allowed)\s+by\s+(?:applicable\s+)?law/i;

const EOM_RE =
  /\bnet\s*[-–]?\s*(\d{1,3})\s*(?:days?\s*)?(?:EOM|end\s+of\s+(?:the\s+)?month)\b|\b(\d{1,3})\s+days?\s+(?:from\s+|after\s+)?(?:the\s+)?(?:EOM|end\s+of\s+(?:the\s+)?month)\b/i;
/** the invoice is due as soon as it arrives: "payable on receipt of the invoice", "pay each invoice on receipt" */
const ON_RECEIPT_RE =
  /\b(?:pay|pays|payable|paid|due)\s+(?:\w+\s+){0,3}?(?:on|upon|immediately\s+on)\s+receipt\s+of\s+(?:the\s+|an?\s+|each\s+|its\s+|any\s+)?invoices?\b|\b(?:pay|settle)\s+(?:each|every|all|any|the)\s+invoices?\s+(?:on|upon|immediately\s+on)\s+receipt\b|\binvoices?\s+(?:are|is|shall\s+be|will\s+be)\s+(?:payable|due|due\s+and\s+payable|payable\s+and\s+due)\s+(?:on|upon|immediately\s+(?:on|upon))\s+receipt\b/;
const MONTH_END_AFTER_RE = /^\s*(?:of|after|from|following)\s+the\s+end\s+of\s+the\s+(?:calendar\s+)?month\b/;
const SCHEDULE_RE =
  /\b(?:direct\s+debit|standing\s+order|in\s+advance|in\s+arrears|each\s+(?:calendar\s+)?(?:month|quarter|year)|monthly|quarterly|annually)\b/;
const OTHER_DUTY_BEFORE_RE =
  /\b(?:provide|deliver|supply|send|furnish|notify|respond|return|give|submit|produce|make\s+available|perform|complete|repair|replace|correct|report)\b/;
const EARLY_END_RE = /\b(?:terminat\w*|end\s+(?:the|this)\s+(?:contract|agreement)|cancel\w*)\b/;

/** "No fees or other payment are due under this Agreement", "Neither party shall pay the other any fee" */
const NOTHING_PAYABLE_RE =
  /\bno\s+(?:fees?|payments?|charges?|consideration|compensation|remuneration|sums?)(?:(?:\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+)(?:any\s+)?(?:other\s+)?(?:fees?|payments?|charges?|consideration|compensation|remuneration|sums?))*\s+(?:is|are|shall|will)\s+(?:be\s+)?(?:due|payable|owed|owing|paid|charged)\b|\bneither\s+party\s+(?:shall|will)\s+(?:be\s+(?:required|obliged|liable)\s+to\s+)?pay\s+(?:the\s+other\s+|to\s+the\s+other\s+)?(?:party\s+)?any\s+(?:fees?|sums?|consideration|compensation|amounts?|charges?)\b/;

/** the rest of a price paid some days after an event, after a deposit: "the balance within 14 days after completion" */
interface Balance {
  /** the event the days run from, in a word: "completion", "delivery", "acceptance", "installation" */
  event: string;
  /** the deposit paid first, as a share of the price ("30%"), when the sentence states it */
  deposit: string | null;
}

interface Candidate {
  balance?: Balance | null;
  idx: number;
  score: number;
  days: number | null;
  /** due by the end of the month after the invoice month: 28 to 61 days, counted as 45 */
  endOfMonth?: boolean;
  /** due N days after the end of the invoice month: N to N + 31 days, counted as N + 15 */
  monthEnd?: number | null;
  /** stated in working or business days; `days` is the calendar equivalent */
  workingDays?: number | null;
  /** due by the Nth day of the month after the month the payment covers, with no invoice: N days after it ends */
  periodEnd?: number | null;
}

const END_OF_FOLLOWING_MONTH_RE =
  /\b(?:by|before|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before|within|(?:due|payable|paid)\s+(?:on|at))\s+(?:the\s+)?(?:end|last\s+(?:working\s+|business\s+)?day)\s+of\s+the\s+(?:(?:calendar\s+)?month\s+(?:following|after|next\s+following)|(?:following|next)\s+(?:calendar\s+)?month)\b/;
const END_OF_FOLLOWING_MONTH_DAYS = 45;
const NTH_OF_FOLLOWING_MONTH_RE =
  /\b(?:by|on|before|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+)?of\s+the\s+(?:(?:calendar\s+)?month\s+(?:following|after|next\s+following)|(?:following|next)\s+(?:calendar\s+)?month)\b/;

/** "after the Valuation Date", "from each application for payment": the claim a staged payment is due after */
const PAYMENT_CLAIM_AFTER_RE =
  /^\s*(?:after|following|of|from)\s+(?:the\s+|each\s+|its\s+|that\s+)?(?:[a-z]+['’]s\s+)?(?:(?:interim\s+)?valuation|application\s+for\s+(?:an?\s+)?(?:interim\s+)?payment|payment\s+application|(?:interim\s+)?(?:payment\s+)?certificate)s?\b/;
/** "The final date for payment shall be 21 days after the due date": the last day to pay a sum that has fallen due */
const FINAL_DATE_RE =
  /\bfinal\s+date\s+for\s+payment\b[^.;]{0,60}?\b(?:is|shall\s+be|will\s+be|falls?)\s+(\d{1,3})\s+days?\s+(?:after|from|following)\s+(?:the\s+|its\s+|that\s+)?(?:relevant\s+)?due\s+date\b/;
const FALLS_DUE_RE =
  /\b(?:becomes?|shall\s+become|shall\s+be|will\s+be|is|are|fall|falls)\s+due\b|\bdue\s+date\b/;

const DEFINITION_RE =
  /^\s*(?:[\d.()]+\s+)?["“][^"”]{1,60}["”]\s+(?:means|shall\s+mean|has\s+the\s+meaning)\b/;

/** work charged apart from the main fee: "project work outside the Services", "additional services" */
const OTHER_WORK_RE =
  /\b(?:outside\s+(?:the\s+)?(?:scope|services)|additional\s+(?:work|services)|extra\s+work|project\s+work|ad[\s-]hoc|out[\s-]of[\s-]scope|change\s+requests?)\b/i;

const PAYMENT_LABEL_RE =
  /^\s*(?:payment\s+terms?|terms\s+of\s+payment|payment\s+due|invoices?\s+(?:are\s+)?(?:due|payable))(?:\s*[:\-–|]|\t)\s*/i;

const RECURRING_PERIODS = new Set(["monthly", "quarterly", "annually", "weekly"]);
const EACH_PERIOD: Record<string, string> = {
  weekly: "each week",
  monthly: "each month",
  quarterly: "each quarter",
  annually: "each year",
};

/** 1 -> "1st", 10 -> "10th", 22 -> "22nd" */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** "amount £700 a month", "amount £12 per user a month", or "one-off payment of £24,000" beside a recurring schedule. */
const amountWords = (amount: number, currency: string | null, period: string | null, unit: string | null) =>
  period === "one-off"
    ? `one-off payment of ${formatMoney(amount, currency)}${unit ? ` per ${unit}` : ""}`
    : `amount ${formatMoney(amount, currency)}${unit ? ` per ${unit}` : ""}${period && PERIOD_WORDS[period] ? ` ${PERIOD_WORDS[period]}` : ""}`;

export function findPaymentTerms(ctx: TermContext): PaymentTerms {
  const { doc, side, thresholds } = ctx;
  const hits = sentencesWithWords(doc, PAYMENT_WORDS);
  let best: Candidate | null = null;
  let lateInterest: string | null = null;
  let statesNothingPaid = false;
  for (const idx of hits) {
    const s = doc.sentences[idx];
    const raw = doc.text.slice(s.start, s.end);
    if (raw.length > 1500) continue;
    // a heading ("3. CHARGES AND PAYMENT") names the topic; the clause under it is the evidence
    if (!/[a-z]/.test(raw)) continue;
    const lower = doc.lower.slice(s.start, s.end);
    // a sentence saying nothing is paid is no payment term
    if (NOTHING_PAYABLE_RE.test(lower)) {
      statesNothingPaid = true;
      continue;
    }
    let score = 0;
    let days: number | null = null;
    let endOfMonth = false;
    let monthEnd: number | null = null;
    let workingDays: number | null = null;
    let periodEnd: number | null = null;
    let balance: Balance | null = null;
    const net = netDays(raw);
    const eom = EOM_RE.exec(raw);
    if (eom && (PAY_VERB_RE.test(lower) || /\bterms?\b/i.test(lower))) {
      // "Net 30 EOM", "30 days end of month": counted from the end of the invoice month
      monthEnd = Number(eom[1] ?? eom[2]);
      days = monthEnd;
      score = 10;
    } else if (PAY_VERB_RE.test(lower) && NTH_OF_FOLLOWING_MONTH_RE.test(lower)) {
      // "by the 20th day of the month following the month of invoice": 20 days from the end of the invoice month;
      // "a fee for each calendar month, payable by the 10th day of the following month": with no invoice, 10
      // days from the end of the month the fee covers
      const nth = Number(NTH_OF_FOLLOWING_MONTH_RE.exec(lower)?.[1]);
      if (/\binvoic/.test(lower)) monthEnd = nth;
      else periodEnd = nth;
      days = /\binvoic/.test(lower) ? nth + 15 : nth;
      score = 9;
    } else if (PAY_VERB_RE.test(lower) && END_OF_FOLLOWING_MONTH_RE.test(lower)) {
      days = END_OF_FOLLOWING_MONTH_DAYS;
      endOfMonth = true;
      score = 9;
    } else if (
      net &&
      /\bnet\s*[-–]?\s*\d|\b\d{1,3}\s+days?\s+net\b/i.test(raw) &&
      (PAY_VERB_RE.test(lower) || /\bterms?\b/i.test(lower) || raw.length < 60)
    ) {
      days = net.days;
      score = 10;
    } else if ((PAY_VERB_RE.test(lower) || paysByLeadIn(doc, idx)) && DAYS_CONTEXT_RE.test(lower)) {
      const durs = findDurations(raw).filter(
        (d) => d.unit === "day" || d.unit === "week" || (d.unit === "month" && d.value <= 3),
      );
      for (const d of durs) {
        const before = lower.slice(Math.max(0, d.start - 60), d.start);
        const after = lower.slice(d.end, d.end + 80);
        if (
          /(?:notice|terminat|warrant|deliver|ship|cure|remedy|dispute)/.test(before.slice(-25)) &&
          !/pay|invoice/.test(before)
        )
          continue;
        // "shall provide the Customer, within 30 days of a request, with documents to verify costs invoiced":
        // a time to do something other than pay
        if (
          OTHER_DUTY_BEFORE_RE.test(before) &&
          !/\b(?:pay|paid|payment|payable|invoice|settle|remit)/.test(before)
        )
          continue;
        // "the Supplier shall refund any fees paid in advance within 30 days": money coming back to the
        // customer, not its time to pay
        if (isMoneyBack(raw, d.start, d.end, ctx)) continue;
        // "payable no later than 30 days before the Event": paid in advance of a date, not days to pay an invoice
        if (/^\s*(?:before|prior\s+to|ahead\s+of|in\s+advance\s+of)\b/.test(after)) continue;
        // "interest on any sum not paid within 14 days of the due date": a grace period before interest runs
        if (/^\s*(?:of|after|from|following)\s+(?:the\s+|its\s+)?due\s+date/.test(after)) continue;
        if (
          /\bnot\s+(?:been\s+)?(?:paid|made|received|settled)\s+(?:\w+\s+){0,2}?(?:within|by)\s*$/.test(
            before,
          ) &&
          (LATE_RE.test(lower) || /\b(?:suspen\w*|terminat\w*|fails?|failure)\b/.test(lower))
        )
          continue;
        // "is not made within 7 days after we tell you": time to put a failed payment right, after a warning
        if (
          /^\s*(?:after|of|from|following)\s+(?:we|it|they|the\s+[\w-]+)\s+(?:tells?|notif\w*|informs?|reminds?|warns?)\b/.test(
            after,
          )
        )
          continue;
        if (
          /(?:within|no\s+later\s+than|not\s+later\s+than|net|than)\s*$/.test(before) ||
          /^\s*(?:after|following|of|from)\s+(?:the\s+)?(?:receipt|date|delivery|issue|invoice|the\s+end|end)/.test(
            after,
          ) ||
          // "due 7 days after the Valuation Date": a building contract's payment cycle counts from each claim
          PAYMENT_CLAIM_AFTER_RE.test(after)
        ) {
          // "shall pay a deposit of 25% of the Price on signing this Agreement and the balance within 30
          // days of delivery": the verb may be further back than the words just before the days
          const leadIn = lower.slice(Math.max(0, d.start - 200), d.start);
          // "shall pay the Price as follows: (a) a deposit ...; (b) the balance within 14 days after ...":
          // each item continues the lead-in, and carries its verb
          const listed = LIST_LEAD_IN_RE.test(lower.slice(0, d.start)) || paysByLeadIn(doc, idx);
          if (
            /\b(?:invoice|payment|payable|pay|paid|due)\b/.test(before + after) ||
            /\binvoice/.test(lower) ||
            ((/\b(?:pay|paid|payable)\b/.test(leadIn) || listed) && /\bbalance\b/.test(before)) ||
            (listed && /^\s*(?:after|following|of|from)\b/.test(after))
          ) {
            balance = balanceTerms(lower, d.start, after);
            // "within 60 days of the end of the month in which the invoice is received": up to a month more
            if (MONTH_END_AFTER_RE.test(after)) monthEnd = d.days;
            // "10 Business Days" is two calendar weeks
            days = /\b(?:business|working)\s+days?\b/i.test(d.text) ? Math.round((d.days * 7) / 5) : d.days;
            if (days !== d.days) workingDays = d.days;
            score = /\binvoice/.test(lower) ? 9 : 7;
            break;
          }
        }
      }
    }
    // an order form's label: "Payment Terms: 30 days from invoice date"
    const label = score === 0 ? PAYMENT_LABEL_RE.exec(raw) : null;
    const labelled = label
      ? findDurations(raw.slice(label[0].length)).find((d) => d.unit === "day" && d.start < 20)
      : undefined;
    if (labelled) {
      days = /\b(?:business|working)\s+days?\b/i.test(labelled.text)
        ? Math.round((labelled.days * 7) / 5)
        : labelled.days;
      if (days !== labelled.days) workingDays = labelled.days;
      score = 9;
    }
    if (score === 0 && ON_RECEIPT_RE.test(lower) && !/\bonly\s+(?:on|upon)\s+receipt\b|\bvat\b/.test(lower)) {
      // "payable on receipt of the invoice": no time at all to pay
      days = 0;
      score = 8;
    }
    if (score === 0) {
      if (/\b(?:payment\s+terms|terms\s+of\s+payment)\b/.test(lower)) score = 3;
      // "Subscription fees are billed annually in advance": a schedule, with no days to pay
      else if (
        /\b(?:billed|invoiced|charged|payable|paid|pay|pays)\b[^.;]{0,40}?\bin\s+(?:advance|arrears)\b/.test(
          lower,
        ) &&
        /\b(?:fees?|charges?|price|subscriptions?|rent|rentals?)\b/.test(lower)
      )
        score = 3;
      else if (
        PAY_VERB_RE.test(lower) &&
        /\b(?:fees?|charges?|price|contract\s+sum)\b/.test(lower) &&
        !/\bliabilit(?:y|ies)\b/.test(lower)
      )
        // a payment schedule ("by direct debit on the first day of each month") says how the customer
        // pays; a sum due when the contract ends early is a termination charge
        score = SCHEDULE_RE.test(lower) ? 3 : EARLY_END_RE.test(lower) ? 1 : 2;
    }
    if (score > 0 && (!best || score > best.score))
      best = {
        balance,
        idx,
        score,
        days: monthEnd !== null ? monthEnd + 15 : days,
        endOfMonth,
        monthEnd,
        workingDays,
        periodEnd,
      };
    if (!lateInterest && LATE_RE.test(lower) && /\binterest\b/.test(lower)) {
      const m = LATE_RATE_RE.exec(raw);
      if (m) lateInterest = lateRateText(m[0]);
    }
  }
  // "Late amounts bear interest at one percent (1%) per month": a sentence that never says "pay"
  if (!lateInterest)
    for (const idx of sentencesWithWords(doc, INTEREST_WORDS)) {
      const s = doc.sentences[idx];
      if (s.end - s.start > 1500 || !OVERDUE_RE.test(doc.lower.slice(s.start, s.end))) continue;
      const m = LATE_RATE_RE.exec(doc.text.slice(s.start, s.end));
      if (m) {
        lateInterest = lateRateText(m[0]);
        break;
      }
    }
  const percent = percentFee(ctx, hits);
  const found = feeAmount(ctx, hits);
  // "18% of the Candidate's salary, subject to a minimum fee of £3,000": the share is the charge, the sum its floor
  const fee = found && percent?.minimum && found.start === percent.minimum.start ? null : found;
  const amount = fee?.amount ?? null;
  const amountIdx = fee?.idx ?? -1;
  const amountPeriod = fee?.period ?? null;
  const share =
    amount === null && percent
      ? `${percent.text}${percent.minimum ? `, at least ${formatMoney(percent.minimum.amount, percent.minimum.currency ?? firstCurrencyIn(doc.text, 20_000) ?? "GBP")}` : ""}`
      : null;
  let currency: string | null = fee?.currency ?? (share ? (percent?.minimum?.currency ?? null) : null);
  if (amount !== null && !currency) currency = firstCurrencyIn(doc.text, 20_000) ?? "GBP";
  // "a Licence Fee of £48,000" for a perpetual licence, then "a Support Fee of £9,600 per year": both
  // "a set-up fee of £3,000 and then £250 per month": the charge that recurs, in the same sentence or another
  const second = amountPeriod === "one-off" && fee ? feeAmount(ctx, hits, fee.start) : null;
  const recurring =
    second?.period && RECURRING_PERIODS.has(second.period)
      ? { amount: second.amount, period: second.period, currency: second.currency ?? currency }
      : null;
  const frequency = paymentFrequency(doc, hits, amountIdx);
  // "an initial fee of £25,000" beside "a monthly fee equal to 6% of Gross Sales": the share is what recurs
  const shares = amountPeriod === "one-off" && !recurring ? shareCharges(doc, hits) : [];
  const then = recurring
    ? `, then ${formatMoney(recurring.amount, recurring.currency)} ${PERIOD_WORDS[recurring.period]}`
    : shares.length > 0
      ? `, then ${shares.length > 1 ? "charges" : "a charge"} of ${shares.join(" and ")}${frequency && EACH_PERIOD[frequency] ? ` ${EACH_PERIOD[frequency]}` : ""}`
      : "";
  const chargeDetails = {
    ...(recurring ? { recurring: { amount: recurring.amount, period: recurring.period } } : {}),
    ...(fee?.unit ? { amountUnit: fee.unit } : {}),
    ...(shares.length > 0 ? { shares } : {}),
  };
  const timing = paymentTiming(
    doc,
    hits,
    [amount, recurring?.amount].filter((a): a is number => a !== null && a !== undefined),
  );

  // the sentence stating the fee beats one that only mentions fees
  // and when neither gives days to pay, the fee's own sentence saying when it is paid ("rent of £18,500 a
  // year by quarterly instalments in advance") beats a schedule for another charge
  // a definition ('"Monthly Charge" means £1,240 per month') names the sum; the clause saying how it is paid decides
  const amountScheduled =
    amountIdx >= 0 &&
    SCHEDULE_RE.test(doc.lower.slice(doc.sentences[amountIdx].start, doc.sentences[amountIdx].end)) &&
    !DEFINITION_RE.test(doc.text.slice(doc.sentences[amountIdx].start, doc.sentences[amountIdx].end));
  if (
    amountIdx >= 0 &&
    (!best ||
      (best.idx !== amountIdx &&
        (best.score <= 2 || (best.score <= 3 && best.days === null && amountScheduled))))
  )
    best = { idx: amountIdx, score: amountScheduled ? 3 : 2, days: null };
  // "£2,450 a month by direct debit" beside "project work outside the Services ... payable within 14
  // days": the days are for other work, the fee itself is collected on a schedule
  let otherWorkDays: number | null = null;
  const textOf = (i: number) => doc.text.slice(doc.sentences[i].start, doc.sentences[i].end);
  const lowerOf = (i: number) => doc.lower.slice(doc.sentences[i].start, doc.sentences[i].end);
  if (
    best?.days != null &&
    amountIdx >= 0 &&
    best.idx !== amountIdx &&
    timing.collectedBy !== null &&
    OTHER_WORK_RE.test(textOf(best.idx)) &&
    !OTHER_WORK_RE.test(textOf(amountIdx))
  ) {
    otherWorkDays = best.days;
    best = { idx: amountIdx, score: 2, days: null };
  }
  if (!best && !percent && (statesNothingPaid || nothingSupplied(ctx)))
    return {
      ...missingBlock({
        summary: "Not applicable: nothing is paid under this contract.",
        favorabilityScore: "green",
        recommendation: "Nothing to do: the contract provides for no payments.",
      }),
      paymentDays: null,
      frequency: null,
      amount: null,
      currency: null,
      amountPeriod: null,
      lateInterest: null,
      timing,
    };
  if (!best)
    return {
      ...missingBlock({
        summary: "No payment terms found: the contract does not say when invoices must be paid.",
        favorabilityScore: "amber",
        ...paymentAdvice({
          found: false,
          days: null,
          lateInterest,
          rating: "amber",
          side,
          thresholds,
          labels: labelsOf(ctx),
        }),
      }),
      paymentDays: null,
      frequency,
      amount,
      currency,
      amountPeriod,
      ...chargeDetails,
      lateInterest,
      timing,
    };
  // a sum that falls due N days after its claim may be paid up to the final date for payment M days later
  let finalDate: { due: number; final: number } | null = null;
  if (
    best.days !== null &&
    best.days > 0 &&
    !best.monthEnd &&
    !best.periodEnd &&
    !best.endOfMonth &&
    FALLS_DUE_RE.test(lowerOf(best.idx))
  )
    for (const i of hits) {
      const m = FINAL_DATE_RE.exec(lowerOf(i));
      if (!m) continue;
      finalDate = { due: best.days, final: Number(m[1]) };
      best = { ...best, days: best.days + finalDate.final, workingDays: null };
      break;
    }
  const s = doc.sentences[best.idx];
  const days = best.days;
  // a price for the whole job paid in parts is a total, not a payment each time
  const charge =
    amount === null
      ? ""
      : frequency === "in instalments" && amountPeriod === null && !fee?.unit
        ? `total ${formatMoney(amount, currency)}`
        : amountWords(amount, currency, amountPeriod, fee?.unit ?? null);
  let rating: Rating = "amber";
  let summary: string;
  const who = side === "customer" ? "You have" : "The customer has";
  if (days !== null) {
    rating = ratePaymentDays(days, thresholds, side);
    const time = best.balance
      ? `${dayCount(days)} after ${best.balance.event} to pay the balance${best.balance.deposit ? `, after a ${best.balance.deposit} deposit` : ""}`
      : best.periodEnd
        ? `until the ${ordinal(best.periodEnd)} day of the following month to pay for each month, about ${dayCount(days)} after that month ends`
        : best.endOfMonth
          ? "until the end of the month after the invoice month (28 to 61 days, about 45) to pay each invoice"
          : best.monthEnd
            ? `${best.monthEnd} days from the end of the invoice month (${best.monthEnd} to ${best.monthEnd + 31} days, about ${days}) to pay each invoice`
            : finalDate
              ? `${days} days to pay each sum claimed (due after ${finalDate.due} days, with the final date for payment ${finalDate.final} days after that)`
              : best.workingDays
                ? `${best.workingDays} working days (about ${days} days) to pay each invoice`
                : `${days} days to pay each invoice`;
    const opening =
      days === 0
        ? `${side === "customer" ? "You must" : "The customer must"} pay each invoice on receipt`
        : `${who} ${time}`;
    // a one-off fee beside charges billed on a schedule ("support payable annually"): each named for what it is
    const otherCharges =
      amountPeriod === "one-off" && frequency && frequency !== "one-off" && !then
        ? `, and other charges paid ${frequency}`
        : "";
    const paid = frequency && frequency !== "one-off" && !then && !otherCharges && !best.periodEnd;
    summary = `${opening}${paid ? `, paid ${frequency}` : ""}${
      amount !== null ? `; ${charge}${then}${otherCharges}` : share ? `; fee: ${share}` : ""
    }${lateWords(lateInterest)}.`;
  } else {
    const schedule = [
      then ? null : frequency,
      timing.when ? `in ${timing.when}` : null,
      timing.collectedBy ? `by ${timing.collectedBy}` : null,
    ].filter(Boolean);
    const scheduled = timing.when !== null || timing.collectedBy !== null;
    summary = `Payment is covered${schedule.length > 0 ? ` (${schedule.join(", ")})` : ""}${
      amount !== null ? `, ${charge}${then}` : share ? `, fee: ${share}` : ""
    }${scheduled ? "; it is paid on that schedule rather than within a number of days of an invoice" : ", but no number of days to pay is stated"}${
      otherWorkDays !== null ? `; invoices for other work are due within ${otherWorkDays} days` : ""
    }${scheduled ? lateWords(lateInterest) : ""}.`;
    if (scheduled) rating = side === "customer" && timing.when === "advance" ? "amber" : "green";
  }
  const dueWords = best.balance
    ? `within ${dayCount(best.days ?? 0)} after ${best.balance.event} (the balance${best.balance.deposit ? `, after a ${best.balance.deposit} deposit` : ""})`
    : best.periodEnd
      ? `by the ${ordinal(best.periodEnd)} day of the month after the month it covers`
      : best.endOfMonth
        ? "by the end of the month after the invoice month"
        : best.days === 0
          ? "on receipt of each invoice"
          : finalDate
            ? `by the final date for payment, ${days} days after each sum is claimed`
            : best.monthEnd
              ? `within ${best.monthEnd} days after the end of the invoice month`
              : best.workingDays
                ? `within ${best.workingDays} working days`
                : undefined;
  const advice = paymentAdvice({
    found: true,
    days,
    lateInterest,
    rating,
    side,
    thresholds,
    labels: labelsOf(ctx),
    timing,
    frequency,
    dueText: dueWords,
    ...(best.periodEnd ? { fromPeriodEnd: true } : {}),
    ...(best.balance ? { afterEvent: best.balance.event } : {}),
    ...(finalDate ? { cycle: finalDate } : {}),
  });
  const confidence =
    best.score >= 9
      ? CONFIDENCE.exact
      : best.score >= 7
        ? CONFIDENCE.strongPattern
        : best.score >= 3
          ? CONFIDENCE.weakPattern
          : CONFIDENCE.keyword;
  // a row of a key-details block ("Rentals: 60 monthly rentals of £189 ...") is quoted alone
  const span =
    amountIdx === best.idx && fee
      ? keyDetailsLine(doc, s.start, s.end, fee.start)
      : { start: s.start, end: s.end };
  return {
    ...foundBlock(doc, span.start, span.end, { summary, favorabilityScore: rating, confidence, ...advice }),
    paymentDays: days,
    frequency,
    amount,
    currency,
    amountPeriod,
    ...chargeDetails,
    lateInterest,
    ...(dueWords && days !== null ? { dueWords } : {}),
    timing,
  };
}

/** the late-payment rate for a summary, flagged when it runs far above statutory interest */
function lateWords(rate: string | null): string {
  if (!rate) return "";
  const yearly = yearlyLateRate(rate);
  const high = yearly !== null && yearly > HIGH_LATE_RATE;
  return `; late payment interest: ${rate}${high && /month/i.test(rate) ? ` (about ${Math.round(yearly)}% a year)` : ""}${high ? ", well above the statutory rate" : ""}`;
}

/** "shall pay the Price as follows:", "payable in the following instalments:": a list of payments follows */
const LIST_LEAD_IN_RE =
  /\b(?:pay|pays|paid|payable)\b[^.;]{0,120}?\b(?:as\s+follows|in\s+the\s+following\s+(?:instal?l?ments|stages|amounts)|the\s+following\s+(?:instal?l?ments|amounts|sums))\s*:/;
const LIST_ITEM_RE = /^\s*(?:\(?[a-z]{1,4}\)|\(?\d{1,2}\)|[a-z]\.|[•\-–])\s/i;

/**
 * A list item on its own line ("(b) the balance within 14 days after completion") under a lead-in that
 * says the customer pays ("shall pay the Price as follows:"): the item carries the lead-in's verb.
 */
function paysByLeadIn(doc: Doc, idx: number): boolean {
  const textOf = (i: number) => doc.lower.slice(doc.sentences[i].start, doc.sentences[i].end);
  if (!LIST_ITEM_RE.test(textOf(idx))) return false;
  for (let i = idx - 1; i >= Math.max(0, idx - 8); i--) {
    const t = textOf(i);
    if (LIST_ITEM_RE.test(t) && !/:\s*$/.test(t)) continue;
    return LIST_LEAD_IN_RE.test(t) && /:\s*$/.test(t);
  }
  return false;
}

const BALANCE_EVENT_RE =
  /^\s*(?:after|following|of|from)\s+(?:the\s+)?(?:date\s+(?:on\s+which|of)\s+)?(?:the\s+)?[^.;]{0,60}?\b(complet\w*|deliver\w*|accept\w*|install\w*|commission\w*|handover|hand[\s-]over)/;

/** "the balance ... within 14 days after the date on which the Installation Services are completed", after "a deposit of 30%" */
function balanceTerms(lower: string, at: number, after: string): Balance | null {
  if (!/\bbalance\b/.test(lower.slice(Math.max(0, at - 120), at))) return null;
  const event = BALANCE_EVENT_RE.exec(after);
  if (!event) return null;
  // "after the date on which the Installation Services are completed": the event that ends the work decides
  const words = [
    ...after
      .slice(0, event[0].length + 40)
      .matchAll(/\b(complet\w*|accept\w*|deliver\w*|install\w*|commission\w*|hand[\s-]?over)/g),
  ].map((m) => m[1]);
  const rank = ["complet", "accept", "deliver", "install", "commission", "hand"];
  const word =
    words.sort(
      (a, b) => rank.findIndex((r) => a.startsWith(r)) - rank.findIndex((r) => b.startsWith(r)),
    )[0] ?? event[1];
  const noun = word.startsWith("complet")
    ? "completion"
    : word.startsWith("deliver")
      ? "delivery"
      : word.startsWith("accept")
        ? "acceptance"
        : word.startsWith("install")
          ? "installation"
          : word.startsWith("commission")
            ? "commissioning"
            : "handover";
  const deposit = /\bdeposit\b[^.;]{0,60}?\(?\s*(\d{1,2}(?:\.\d+)?)\s*%/.exec(lower.slice(0, at));
  return { event: noun, deposit: deposit ? `${deposit[1]}%` : null };
}

/**
 * A "Label: value" line of a key-details block, when the sentence found runs over several of them: the
 * line holding `at` (an offset in the text), so the evidence quotes the one row that states the payment.
 */
function keyDetailsLine(doc: Doc, start: number, end: number, at: number): { start: number; end: number } {
  const raw = doc.text.slice(start, end);
  const lines = raw.split("\n");
  if (lines.length < 2 || !lines.every((l) => !l.trim() || /^\s*[A-Z][\w '’&()/-]{0,40}\s*[:|\t]/.test(l)))
    return { start, end };
  let from = start;
  for (const line of lines) {
    const to = from + line.length;
    if (at >= from && at < to && line.trim()) return { start: from, end: to };
    from = to + 1;
  }
  return { start, end };
}

/** "refund", "repay", "return": money going back to whoever paid it */
const MONEY_BACK_RE =
  /\b(?:refund(?:s|ed|ing)?|repa(?:y|ys|id|ying)|return(?:s|ed|ing)?|rebated?|credited|reimburs(?:e|es|ed|ing))\b/gi;
const MONEY_NOUN_RE =
  /\b(?:deposits?|fees?|sums?|money|monies|rent|payments?|amounts?|charges?|prices?|overpayments?)\b|[£$€]/i;
const ACTOR_BEFORE_RE =
  /\b((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})\s+(?:shall|will|must|agrees?\s+to|undertakes?\s+to|may)\s+(?:\w+\s+){0,2}?$/;
const BY_ACTOR_AFTER_RE = /^\s+by\s+((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})/;

/**
 * The words before a period to pay say the money goes back to the customer: refunded, repaid or
 * returned by the supplier (a landlord's refund of rent after a break, a supplier's refund of prepaid
 * fees). A customer's own duty to reimburse or repay is still a time to pay; a passive "reimbursed"
 * with no one named may be either, so it is kept.
 */
function isMoneyBack(raw: string, start: number, end: number, ctx: TermContext): boolean {
  // the clause the period sits in, up to a semicolon either side
  const from = raw.lastIndexOf(";", start) + 1;
  const semi = raw.indexOf(";", end);
  const before = raw.slice(from, start);
  const after = raw.slice(end, semi < 0 ? raw.length : semi);
  MONEY_BACK_RE.lastIndex = 0;
  let verb: { text: string; at: number } | null = null;
  for (let m = MONEY_BACK_RE.exec(before); m !== null; m = MONEY_BACK_RE.exec(before))
    verb = { text: m[0], at: from + m.index };
  // "Within 30 days after the Lease ends, the Landlord shall repay ...": the verb follows the period
  if (!verb) {
    MONEY_BACK_RE.lastIndex = 0;
    const m = MONEY_BACK_RE.exec(after);
    if (m && !/\b(?:pay|pays|paid|payable|settle)\b/i.test(after.slice(0, m.index)))
      verb = { text: m[0], at: end + m.index };
  }
  if (!verb) return false;
  // goods are returned too: "return" and "credit" speak of money only beside a sum of money
  if (
    /^(?:return|credit)/i.test(verb.text) &&
    !MONEY_NOUN_RE.test(raw.slice(Math.max(0, verb.at - 60), verb.at + verb.text.length + 60))
  )
    return false;
  const actor =
    ACTOR_BEFORE_RE.exec(raw.slice(Math.max(0, verb.at - 80), verb.at))?.[1] ??
    BY_ACTOR_AFTER_RE.exec(raw.slice(verb.at + verb.text.length))?.[1];
  const role = actor ? roleOfPhrase(actor, ctx.lexicon) : undefined;
  if (role === "supplier") return true;
  if (role === "customer" || role === "both") return false;
  return !verb.text.toLowerCase().startsWith("reimburs");
}

/** "one and one-half percent (1.5%) per month" -> "1.5% per month". */
function lateRateText(match: string): string {
  const t = squash(match);
  const num = /\(?\s*(\d+(?:\.\d+)?)\s*%\s*\)?/.exec(t);
  if (num) {
    const after = t.slice(num.index + num[0].length).replace(/^\s*(?:per\s*cent|percent)\b/i, "");
    return `${num[1]}% ${after.trim()}`.trim();
  }
  const words = findPercents(t);
  if (words.length > 0) return `${words[0].value}% ${t.slice(words[0].end).trim()}`.trim();
  return t;
}

export function formatMoney(amount: number, currency: string | null): string {
  const sym =
    currency === "GBP"
      ? "£"
      : currency === "USD"
        ? "$"
        : currency === "EUR"
          ? "€"
          : currency
            ? `${currency} `
            : "";
  return `${sym}${amount.toLocaleString("en-GB")}`;
}

export type { Doc };
