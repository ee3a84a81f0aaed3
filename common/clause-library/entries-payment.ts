import { withoutClauseNumber } from "../clause-number";
import { upperFirst as cap } from "../format";
import { preferredPaymentDays } from "../negotiation-targets";
import { concernFigures, keptContractDays } from "./concerns";
import { daysPhrase } from "./number-words";
import { withPaymentTime } from "./retime";
import type { AlternativeContext, ClauseEntry } from "./types";

/**
 * a figure in the concerns that is the contract's own (the complaint, not the ask) is not asked for;
 * the contract's own days the user says they accept ("we are happy with 45 days") stay
 */
function paymentDays(ctx: AlternativeContext) {
  const asked = concernFigures(ctx.concerns).days;
  if (asked && asked > 0 && asked <= 120 && asked !== ctx.values.paymentDays) return asked;
  const kept = keptContractDays(ctx.concerns, ctx.original, ctx.values.paymentDays);
  if (kept !== null) return kept;
  // the draft never gives the user worse than the contract already does: a supplier paid sooner than
  // its target, or a customer with longer to pay, keeps the contract's days
  const target = preferredPaymentDays(ctx.side, ctx.thresholds);
  const stated = ctx.values.paymentDays;
  if (stated == null || stated <= 0) return target;
  return ctx.side === "supplier" ? Math.min(target, stated) : Math.max(target, stated);
}

/** The highest Bank of England base rate of recent years (2023), to compare a flat or monthly rate with the statutory one. */
const HIGH_BASE_RATE = 5.25;
/** The margin over base rate that statutory interest adds for a business debt. */
const STATUTORY_MARGIN = 8;

/** Statutory interest, naming the Act where UK law governs (or the law is not known). */
function statutoryRate(ctx: AlternativeContext): string {
  const law = ctx.values.governingLaw;
  const ukLaw = !law || /\b(?:england|wales|scotland|northern\s+ireland|united\s+kingdom|uk)\b/i.test(law);
  return `${STATUTORY_MARGIN}% per annum above the Bank of England base rate${ukLaw ? " (the statutory rate under the Late Payment of Commercial Debts (Interest) Act 1998)" : ""}`;
}

/**
 * A rate, in the contract's or the user's words, that gives a supplier at least what the Late Payment
 * of Commercial Debts (Interest) Act 1998 gives it: 8% over base rate, or a flat or monthly rate above
 * that at the highest base rate of recent years.
 */
function atLeastStatutory(rate: string): boolean {
  if (/late\s+payment\s+of\s+commercial\s+debts|statutory|maximum\s+rate/i.test(rate)) return true;
  const m = /(\d+(?:\.\d+)?)\s*%/.exec(rate);
  if (!m) return false;
  const n = Number(m[1]);
  if (/\b(?:base|reference|prime|lending)\s+rate\b|\bsonia\b/i.test(rate)) return n >= STATUTORY_MARGIN;
  const yearly = /\b(?:per|a|each)\s+(?:calendar\s+)?month\b|\bmonthly\b/i.test(rate) ? n * 12 : n;
  return yearly >= STATUTORY_MARGIN + HIGH_BASE_RATE;
}

/**
 * The late-payment interest: a rate the user named ("interest at 4%"), else the rate the contract
 * already states (the proposal changes the days to pay, not the interest), else, for a customer, a
 * moderate 2% over base. A supplier's draft never offers less than statutory interest: the law already
 * gives it 8% over base, so a lower contractual rate would only take that away.
 */
function lateRate(ctx: AlternativeContext) {
  const f = concernFigures(ctx.concerns);
  const named =
    /interest/i.test(ctx.concerns) && f.percent !== null && f.percent <= 20
      ? `${f.percent}% per annum above the Bank of England base rate`
      : null;
  const stated =
    ctx.values.lateInterest && /^\d+(?:\.\d+)?%\s+\S/.test(ctx.values.lateInterest)
      ? ctx.values.lateInterest
      : null;
  const rate = named ?? stated;
  if (ctx.side === "supplier") return rate && atLeastStatutory(rate) ? rate : statutoryRate(ctx);
  return rate ?? "2% per annum above the Bank of England base rate";
}

/** The contract's own payment sentence with only the time to pay changed, when it states it once. */
function ownSentence(ctx: AlternativeContext, days: number): string | null {
  if (!ctx.original || !/\b(?:pay|paid|payable|due)\b/i.test(ctx.original)) return null;
  // a supplier counts the days from its invoice, and a customer from its receipt of a valid
  // invoice, as each one's proposal says
  return withPaymentTime(ctx.original.trim(), days, ctx.side === "supplier" ? "invoice" : "receipt");
}

/** "The Customer shall pay the Fees", "a fee equal to 6% of Gross Sales, payable ...": a sentence that says what is paid */
const PAYS_SOMETHING_RE =
  /\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,2}?pay\b|\b(?:fees?|charges?|price|sums?|rent|royalt(?:y|ies)|levy|commission|subscription)\b[^.;]{0,80}?\b(?:payable|due)\b|[£$€]\s?\d/i;
/** the sentence already sets a time to pay ("on signature", "by the 5th", "in advance", "within 7 days") */
const STATES_TIME_RE =
  /\b(?:within|before|no\s+later\s+than|on\s+or\s+before|by\s+the|in\s+(?:advance|arrears)|immediately|on\s+(?:demand|signature|signing|execution|completion|delivery|receipt)|upon\s+\w+)\b/i;
/** "for each calendar month", "a monthly fee", "per quarter": the period a recurring charge is for */
const PERIOD_IN_SENTENCE_RE =
  /\b(?:each|every|per|a)\s+(?:calendar\s+)?(week|month|quarter|year)\b|\b(week|month|quarter)ly\b|\b(annual)(?:ly)?\b/i;

function periodOf(sentence: string): string | null {
  const m = PERIOD_IN_SENTENCE_RE.exec(sentence);
  if (!m) return null;
  return (m[1] ?? m[2] ?? (m[3] ? "year" : "")).toLowerCase() || null;
}

/**
 * The contract's own payment sentence kept whole, with a sentence that changes only when it is paid,
 * for a sentence whose timing cannot be edited in place: what is paid, and how much, stays as written.
 */
function ownSentenceRetimed(ctx: AlternativeContext, days: number): string | null {
  const body = ctx.original ? withoutClauseNumber(ctx.original).trim() : "";
  if (!body || !PAYS_SOMETHING_RE.test(body)) return null;
  // a supplier already paid at a set time (in advance, by direct debit, on signature) asks for no later one
  if (ctx.side === "supplier" && STATES_TIME_RE.test(body)) return /[.;:]$/.test(body) ? body : `${body}.`;
  const payer = ctx.side === "customer" ? ctx.us : ctx.them;
  const period = periodOf(body);
  const invoiced = /\binvoic/i.test(body);
  const from =
    ctx.side === "supplier"
      ? "of the date of the invoice for it"
      : !invoiced && period
        ? `after the end of the ${period} to which it relates`
        : "of receipt of a valid invoice for it";
  const lead = STATES_TIME_RE.test(body) ? "Notwithstanding the time for payment stated above, " : "";
  const sentence = `${lead}${lead ? payer : cap(payer)} shall pay each sum due under this clause within ${daysPhrase(days)} ${from}.`;
  return `${/[.;:]$/.test(body) ? body : `${body}.`} ${sentence}`;
}

/** the contract, or the analysis of it, says nothing is paid under it */
const NOTHING_PAID_RE =
  /\bnothing\s+is\s+paid\b|\bno\s+(?:fees?|payments?|charges?|consideration|sums?)\b[^.;]{0,60}?\b(?:is|are|shall|will)\s+(?:be\s+)?(?:due|payable|owed|owing|paid|charged)\b|\bneither\s+party\s+(?:shall|will)\s+(?:\w+\s+){0,3}?pay\b/i;

const nothingPaid = (ctx: AlternativeContext) =>
  ctx.values.paymentDays == null && !ctx.values.paymentFrequency && NOTHING_PAID_RE.test(ctx.original ?? "");

/** Nothing is paid: the contract's own statement of that stays, or a sentence confirms it; no invoice is invented. */
function nothingPaidDraft(ctx: AlternativeContext): string {
  const own = withoutClauseNumber(ctx.original ?? "").trim();
  if (NOTHING_PAID_RE.test(own) && !/\bnot\s+applicable\b|\bthe\s+contract\s+has\s+no\b/i.test(own))
    return own;
  return "No fees or other sums are payable by either party to the other under this Agreement.";
}

/**
 * A customer paying ahead of a schedule ("monthly in advance by direct debit"), with no days to pay
 * in the sentence: what it asks for is when each payment falls, as its proposal says, not days.
 */
function paidInAdvance(ctx: AlternativeContext, collected = false): boolean {
  if (ctx.side !== "customer" || ctx.values.paymentDays != null) return false;
  const when = ctx.values.paidWhen;
  // a direct debit or standing order on a schedule is collected on set dates: there is no invoice to time
  return when === "advance" || (when == null && (collected || /\bin\s+advance\b/i.test(ctx.original ?? "")));
}

/** a direct debit or standing order: payment collected on set dates */
const COLLECTED_RE = /\b(?:direct\s+debit|standing\s+order)\b/i;

/**
 * A sentence about paying late ("If any sum is not paid on its due date, interest at 3% per month ...",
 * "an administration fee for each failed direct debit"), which sets no time to pay the price: a proposal
 * keeps it as written and states the time to pay in a sentence of its own.
 */
const LATE_SENTENCE_RE =
  /\b(?:interest|overdue|late\s+payment|paid\s+late|arrears)\b|\bnot\s+(?:been\s+)?(?:paid|made|received)\s+(?:on|by|when)\b|\b(?:failed|dishonou?red|returned)\s+(?:direct\s+debit|payment|cheque)s?\b/i;
const SETS_TIME_RE =
  /\b(?:within|net)\s+[\w()-]+(?:\s+\(\d+\))?\s+(?:\w+\s+)?days?\s+(?:of|after|from|following)\s+(?:the\s+)?(?:receipt|date\s+of\s+(?:the\s+)?invoice|invoice)|\bin\s+(?:advance|arrears)\b|\bon\s+the\s+(?:first|\d{1,2}(?:st|nd|rd|th))\b/i;
const isLateSentence = (original: string | null | undefined) =>
  !!original && LATE_SENTENCE_RE.test(original) && !SETS_TIME_RE.test(original);

/** what is paid, in the contract's own defined term ("the Hire Charges", "the Licence Fee") */
function chargesIn(original: string | null | undefined, otherwise: string): string {
  const m =
    /\b((?:(?!(?:The|This|Each|Every|All|Any|Such)\b)[A-Z][\w-]*\s+){0,2}(?:Charges?|Fees?|Price|Rentals?|Rent))\b/.exec(
      original ?? "",
    );
  return m ? `the ${m[1]}` : otherwise;
}

const PERIOD_OF: Record<string, string> = { weekly: "week", monthly: "month", quarterly: "quarter" };
/** "on the first Business Day of each month", "at the start of each quarter": the day a period's payment falls */
const PERIOD_DAY_RE =
  /\b((?:first|1st|last|\d{1,2}(?:st|nd|rd|th)|start|beginning|commencement)(?:\s+(?:Business|Working|business|working))?(?:\s+[Dd]ay)?\s+of\s+)(?:each|every)\s+(week|month|quarter)\b/;

/**
 * The contract's own schedule sentence moved to arrears: "Hire Charges are payable monthly in advance
 * by direct debit on the first Business Day of each month" becomes "... monthly in arrears by direct
 * debit on the first Business Day of the month following each month". Null when it does not say
 * "in advance" (the timing was read from another sentence).
 */
function ownSentenceInArrears(original: string | null | undefined): string | null {
  const body = original ? withoutClauseNumber(original).trim() : "";
  if (!/\bin\s+advance\b/i.test(body)) return null;
  return body
    .replace(/\bin\s+advance\b/gi, "in arrears")
    .replace(
      PERIOD_DAY_RE,
      (_, day: string, period: string) => `${day}the ${period} following each ${period}`,
    );
}

/** The wording for a customer's proposal to pay after each period rather than before it. */
function scheduleDraft(ctx: AlternativeContext): string {
  const payer = ctx.us;
  const frequency = ctx.values.paymentFrequency ?? null;
  // a one-off price: a smaller share up front, the rest once delivered
  if (frequency === "one-off")
    return `${cap(payer)} shall pay a deposit of twenty-five per cent (25%) of ${chargesIn(ctx.original, "the price")} on signing this Agreement, and the balance within thirty (30) days after delivery.`;
  // a year up front: quarterly instalments, and the part paid for after an early end comes back
  if (frequency === "annually")
    return `${cap(payer)} shall pay ${chargesIn(ctx.original, "the charges")} in equal quarterly instalments in advance. If this Agreement ends before the end of a quarter for which ${payer} has paid, ${ctx.them} shall refund, pro rata, the amount paid for the part of that quarter after it ends.`;
  const own = ownSentenceInArrears(ctx.original);
  if (own) return own;
  const period = frequency && PERIOD_OF[frequency] ? `${frequency} ` : "";
  return `${cap(payer)} shall pay ${chargesIn(ctx.original, "the charges")} ${period}in arrears, after the end of the period to which they relate.`;
}

function scheduleRationale(ctx: AlternativeContext): string {
  const frequency = ctx.values.paymentFrequency ?? null;
  if (frequency === "one-off")
    return "Asks for a smaller deposit, with the balance paid once you have what you paid for.";
  if (frequency === "annually")
    return "Spreads a year's fees over quarterly payments, with a refund of anything paid for after the contract ends.";
  return "Moves payment to after each period, so you pay for what you have already received.";
}

export const payment: ClauseEntry = {
  benchmark:
    "Most UK business contracts give 30 days from a valid invoice; larger customers often agree 45 to 60 days. Disputed amounts are usually withheld in good faith, and late-payment interest follows the statutory rate (8% above the Bank of England base rate) or a lower agreed rate.",
  draft: (ctx) => {
    if (nothingPaid(ctx)) return nothingPaidDraft(ctx);
    if (isLateSentence(ctx.original)) {
      // the late-payment sentence stays as it is; the time to pay follows it, in the customer's case as a
      // schedule when payment is collected by direct debit, and its interest is not stated twice
      const kept = withoutClauseNumber(ctx.original ?? "").trim();
      const collected = COLLECTED_RE.test(ctx.original ?? "");
      const rest: AlternativeContext = {
        ...ctx,
        original: null,
        values: { ...ctx.values, interestElsewhere: true },
      };
      const time = paidInAdvance(rest, collected) ? scheduleDraft(rest) : (payment.draft(rest) as string);
      return `${/[.;:]$/.test(kept) ? kept : `${kept}.`} ${time}`;
    }
    const days = paymentDays(ctx);
    const retimed = ownSentence(ctx, days);
    if (!retimed && paidInAdvance(ctx)) return scheduleDraft(ctx);
    const own = retimed ?? ownSentenceRetimed(ctx, days);
    const payer = ctx.side === "customer" ? ctx.us : ctx.them;
    const payee = ctx.side === "customer" ? ctx.them : ctx.us;
    // a supplier asks to be paid by a date counted from its invoice, with interest on anything late;
    // the contract's own interest clause stays where it is: the draft replaces only the payment sentence
    const interest = ctx.values.interestElsewhere
      ? ""
      : ` Interest on any ${ctx.side === "supplier" ? "" : "undisputed "}amount paid late shall accrue at ${lateRate(ctx)} from the due date until payment.`;
    if (own) {
      const stated = ctx.values.interestElsewhere
        ? ""
        : !/\binterest\b/i.test(own)
          ? interest
          : ctx.side === "supplier" && !atLeastStatutory(ctx.values.lateInterest ?? "")
            ? ` Interest on any amount paid late shall accrue at ${statutoryRate(ctx)} from the due date until payment, in place of the rate stated above.`
            : "";
      const withhold =
        ctx.side === "customer" && !/disput/i.test(own)
          ? ` ${cap(payer)} may withhold any amount disputed in good faith, provided it notifies ${payee} in writing of the disputed amount and its reasons before the due date.`
          : "";
      return `${own}${withhold}${stated}`;
    }
    if (ctx.side === "supplier")
      return `${cap(payer)} shall pay each invoice within ${daysPhrase(days)} of the date of the invoice.${interest} ${cap(payer)} shall notify ${payee} in writing of any disputed amount, with its reasons, before the due date and shall pay the undisputed balance when due.`;
    return `${cap(payer)} shall pay each valid and undisputed invoice within ${daysPhrase(days)} of receipt. ${cap(payer)} may withhold any amount disputed in good faith, provided it notifies ${payee} in writing of the disputed amount and its reasons before the due date, and the parties shall work together promptly to resolve the dispute.${interest}`;
  },
  rationale: (ctx) =>
    isLateSentence(ctx.original) && !nothingPaid(ctx)
      ? `Keeps the late-payment wording as it is. ${
          paidInAdvance({ ...ctx, original: null }, COLLECTED_RE.test(ctx.original ?? ""))
            ? scheduleRationale(ctx)
            : payment.rationale({
                ...ctx,
                original: null,
                values: { ...ctx.values, interestElsewhere: true },
              })
        }`
      : nothingPaid(ctx)
        ? "Nothing is paid under this contract, so there is no time to pay to change; the wording only confirms that no fees are due."
        : !ownSentence(ctx, paymentDays(ctx)) && paidInAdvance(ctx)
          ? scheduleRationale(ctx)
          : ctx.side === "supplier"
            ? `Asks to be paid within ${daysPhrase(paymentDays(ctx))} of each invoice, with interest on late payment at no less than the statutory rate.`
            : `Asks for ${daysPhrase(paymentDays(ctx))} to pay${ctx.values.interestElsewhere ? " and" : ","} the right to hold back disputed amounts${ctx.values.interestElsewhere ? "" : ", and a moderate late-payment rate"}.`,
};
