import { withoutClauseNumber } from "../clause-number";
import { upperFirst as cap } from "../format";
import { preferredPaymentDays } from "../negotiation-targets";
import { concernFigures, keptContractDays } from "./concerns";
import { daysPhrase } from "./number-words";
import { withPaymentDays } from "./retime";
import type { AlternativeContext, ClauseEntry } from "./types";

/**
 * a figure in the concerns that is the contract's own (the complaint, not the ask) is not asked for;
 * the contract's own days the user says they accept ("we are happy with 45 days") stay
 */
function paymentDays(ctx: AlternativeContext) {
  const asked = concernFigures(ctx.concerns).days;
  if (asked && asked > 0 && asked <= 120 && asked !== ctx.values.paymentDays) return asked;
  return (
    keptContractDays(ctx.concerns, ctx.original, ctx.values.paymentDays) ??
    preferredPaymentDays(ctx.side, ctx.thresholds)
  );
}

/**
 * The late-payment interest: a rate the user named ("interest at 4%"), else the rate the contract
 * already states (the proposal changes the days to pay, not the interest), else a moderate 2% over base.
 */
function lateRate(ctx: AlternativeContext) {
  const f = concernFigures(ctx.concerns);
  if (/interest/i.test(ctx.concerns) && f.percent !== null && f.percent <= 20)
    return `${f.percent}% per annum above the Bank of England base rate`;
  const stated = ctx.values.lateInterest;
  if (stated && /^\d+(?:\.\d+)?%\s+\S/.test(stated)) return stated;
  return "2% per annum above the Bank of England base rate";
}

/** The contract's own payment sentence with only the days changed, when it states them once. */
function ownSentence(ctx: AlternativeContext, days: number): string | null {
  if (!ctx.original || !/\b(?:pay|paid|payable|due)\b/i.test(ctx.original)) return null;
  // a supplier counts the days from its invoice, and a customer from its receipt of a valid
  // invoice, as each one's proposal says
  return withPaymentDays(ctx.original.trim(), days, ctx.side === "supplier" ? "invoice" : "receipt");
}

/**
 * A customer paying ahead of a schedule ("monthly in advance by direct debit"), with no days to pay
 * in the sentence: what it asks for is when each payment falls, as its proposal says, not days.
 */
function paidInAdvance(ctx: AlternativeContext): boolean {
  if (ctx.side !== "customer" || ctx.values.paymentDays != null) return false;
  const when = ctx.values.paidWhen;
  return when === "advance" || (when == null && /\bin\s+advance\b/i.test(ctx.original ?? ""));
}

/** what is paid, in the contract's own defined term ("the Hire Charges", "the Licence Fee") */
function chargesIn(original: string | null | undefined, otherwise: string): string {
  const m =
    /\b((?:(?!(?:The|This|Each|Every|All|Any|Such)\b)[A-Z][\w-]*\s+){0,2}(?:Charges?|Fees?|Price|Rent))\b/.exec(
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
    const days = paymentDays(ctx);
    const own = ownSentence(ctx, days);
    if (!own && paidInAdvance(ctx)) return scheduleDraft(ctx);
    const payer = ctx.side === "customer" ? ctx.us : ctx.them;
    const payee = ctx.side === "customer" ? ctx.them : ctx.us;
    // a supplier asks to be paid by a date counted from its invoice, with interest on anything late;
    // the contract's own interest clause stays where it is: the draft replaces only the payment sentence
    const interest = ctx.values.interestElsewhere
      ? ""
      : ` Interest on any ${ctx.side === "supplier" ? "" : "undisputed "}amount paid late shall accrue at ${lateRate(ctx)} from the due date until payment.`;
    if (own) {
      const stated = ctx.values.interestElsewhere || /\binterest\b/i.test(own) ? "" : interest;
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
    !ownSentence(ctx, paymentDays(ctx)) && paidInAdvance(ctx)
      ? scheduleRationale(ctx)
      : ctx.side === "supplier"
        ? `Asks to be paid within ${daysPhrase(paymentDays(ctx))} of each invoice, with interest on late payment and disputes raised before the due date.`
        : `Asks for ${daysPhrase(paymentDays(ctx))} to pay, the right to hold back disputed amounts, and a moderate late-payment rate.`,
};
