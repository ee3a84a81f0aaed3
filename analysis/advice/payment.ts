import { fallbackPaymentDays, preferredPaymentDays } from "../../common/negotiation-targets";
import type { RiskThresholds } from "../../common/risk-settings";
import type { PaymentTiming, Rating, Side } from "../types";
import { keep, type PartyLabels, type TermAdvice } from "./types";
import { dayCount, upperFirst } from "./wording";

const byDate = (n: number) =>
  n === 0 ? "on receipt of the invoice" : `within ${dayCount(n)} of the invoice date`;
const byReceipt = (n: number) =>
  n === 0 ? "on receipt of a valid invoice" : `within ${dayCount(n)} of receipt of a valid invoice`;

/** why a red payment term matters, from the user's side */
const strainOf = (f: { rating: Rating; side: Side }) =>
  f.rating !== "red"
    ? ""
    : f.side === "customer"
      ? ", which is tight for a small business"
      : ", which strains your cash flow";

/** 8% over the highest base rate of recent years (5.25%): statutory interest has not gone above this */
export const HIGH_LATE_RATE = 13.25;

/** a late-payment rate as a yearly percentage ("3% per month" is 36); null for a rate over a base rate */
export function yearlyLateRate(rate: string | null): number | null {
  if (!rate || /\b(?:base|reference|prime|lending)\s+rate\b/i.test(rate)) return null;
  const m = /(\d+(?:\.\d+)?)\s*%/.exec(rate);
  if (!m) return null;
  return /\b(?:per|a|each)\s+(?:calendar\s+)?month\b|\bmonthly\b/i.test(rate)
    ? Number(m[1]) * 12
    : Number(m[1]);
}

/** a line for a customer charged interest far above the statutory rate */
function highInterestLine(f: PaymentFacts): string {
  const yearly = yearlyLateRate(f.lateInterest);
  if (f.side !== "customer" || yearly === null || yearly <= HIGH_LATE_RATE) return "";
  const perYear = /month/i.test(f.lateInterest ?? "") ? `, about ${Math.round(yearly)}% a year` : "";
  return ` Late payment costs interest at ${f.lateInterest}${perYear}, well above the statutory rate (8% over base rate): ask for a lower rate, such as 4% a year over base rate.`;
}

export interface PaymentFacts {
  found: boolean;
  /** days to pay each invoice, when stated */
  days: number | null;
  lateInterest: string | null;
  rating: Rating;
  side: Side;
  thresholds: RiskThresholds;
  labels: PartyLabels;
  /** paid in advance or arrears, or collected by direct debit: a schedule instead of days to pay */
  timing?: PaymentTiming;
  frequency?: string | null;
  /** the due time in the contract's own terms when it is not a number of days ("by the end of the month after the invoice month") */
  dueText?: string;
  /** the days run from the end of the month each payment covers, not from an invoice ("by the 10th day of the following month") */
  fromPeriodEnd?: boolean;
  /** a construction-style cycle: each sum falls due `due` days after it is claimed, and must be paid `final` days after that */
  cycle?: { due: number; final: number };
  /** the days run from an event, not an invoice: "completion" for a balance due 14 days after completion */
  afterEvent?: string;
}

/**
 * Payment advice. A customer wants time to pay: it asks for the first usual period its settings call
 * low risk. A supplier wants paying quickly: it asks for its red-threshold period. Nothing is asked for
 * when the contract already gives it (a green rating), and the target is always better than the
 * contract's figure, because a non-green rating means the figure is on the wrong side of it.
 */
export function paymentAdvice(f: PaymentFacts): TermAdvice {
  const advice = adviceFor(f);
  const line = highInterestLine(f);
  return line ? { ...advice, recommendation: `${advice.recommendation}${line}` } : advice;
}

function adviceFor(f: PaymentFacts): TermAdvice {
  const target = preferredPaymentDays(f.side, f.thresholds);
  const fallback = fallbackPaymentDays(f.side, f.thresholds);
  const payer = f.labels.customer;
  const interest = f.side === "supplier" && !f.lateInterest;
  const withInterest = interest ? ", with interest on late payment" : "";

  const scheduled =
    f.found && f.days === null && f.timing && (f.timing.when !== null || f.timing.collectedBy !== null);
  if (scheduled && f.timing) return scheduleAdvice(f, f.timing);
  if (!f.found || f.days === null) {
    const none = !f.found;
    const recommendation =
      f.side === "customer"
        ? `${none ? "There is no payment clause, so nothing says" : "The contract does not say"} how long you have to pay. Ask for payment ${byReceipt(target)}, so late-payment claims cannot arise early.`
        : `${none ? "There is no payment clause, so nothing says" : "The contract does not say"} when the customer must pay you. Ask for payment ${byDate(target)}${withInterest}.`;
    return {
      recommendation,
      proposal: (ref) =>
        `${none ? "The contract does not say when invoices are due" : `${upperFirst(ref)} does not state when invoices are due`}; we propose that ${payer} pays each invoice ${f.side === "customer" ? byReceipt(target) : byDate(target)}${withInterest}.`,
    };
  }

  const days = f.days;
  const due = f.dueText ?? `within ${dayCount(days)}`;
  // what the supplier waits: "until the end of the month after ..." or "up to 90 days after the end of ..."
  const wait = f.dueText
    ? f.dueText.startsWith("by ")
      ? `until ${f.dueText.replace(/^by\s+/, "")}`
      : `up to ${f.dueText.replace(/^within\s+/, "")}`
    : dayCount(days);
  if (f.rating === "green") {
    return keep(
      f.side === "customer"
        ? `${dayCount(days)} to pay is more than the ${f.thresholds.paymentTermsGreen} days your settings look for, which helps your cash flow. Keep it.`
        : `You are paid ${days === 0 ? "on receipt of the invoice" : f.fromPeriodEnd && f.dueText ? f.dueText : `within ${dayCount(days)}`}, which meets the ${f.thresholds.paymentTermsRed} days your settings look for. Keep it.`,
    );
  }
  if (f.cycle && target > f.cycle.due) return cycleAdvice(f, f.cycle, target, fallback);
  if (f.fromPeriodEnd) return periodEndAdvice(f, days, target, fallback);
  const floor =
    f.rating === "red" && fallback !== target
      ? f.side === "customer"
        ? ` and do not accept fewer than ${fallback}`
        : ` and no more than ${fallback} at most`
      : "";
  // a balance due some days after completion is asked for in the same terms, not as days from an invoice
  const ask = f.afterEvent ? `after ${f.afterEvent}` : "from receipt of a valid invoice";
  const supplierAsk = f.afterEvent ? `within ${dayCount(target)} after ${f.afterEvent}` : byDate(target);
  const recommendation =
    f.side === "customer"
      ? `You must pay ${due}${strainOf(f)}. Ask for ${dayCount(target)} ${ask}${floor}.`
      : `The customer may take ${wait} to pay you${strainOf(f)}. Ask for payment ${supplierAsk}${floor}${withInterest}.`;
  return {
    recommendation,
    proposal: (ref) =>
      f.side === "customer"
        ? `${ref} requires payment ${due}; we propose ${dayCount(target)} ${ask}.`
        : `${ref} allows ${payer} ${wait} to pay; we propose payment ${supplierAsk}${withInterest}.`,
  };
}

/**
 * A charge for each month due some days after that month ends, with no invoice ("payable by the 10th
 * day of the following month"): the ask is more days after the month ends, not days from an invoice.
 */
function periodEndAdvice(f: PaymentFacts, days: number, target: number, fallback: number): TermAdvice {
  const due = f.dueText ?? `within ${dayCount(days)} after the end of the month it covers`;
  const ask = `${dayCount(target)} after the end of the month it covers`;
  const floor =
    f.rating === "red" && fallback !== target
      ? f.side === "customer"
        ? ` and do not accept fewer than ${fallback}`
        : ` and no more than ${fallback} at most`
      : "";
  const customer = f.side === "customer";
  const strain = strainOf(f);
  return {
    recommendation: `${customer ? "You must pay" : "The customer may pay"} each month's charges ${due}, about ${dayCount(days)} after that month ends${strain}. Ask for payment within ${ask}${floor}.`,
    proposal: (ref) =>
      `${upperFirst(ref)} requires payment of each month's charges ${due}; we propose payment within ${ask}.`,
  };
}

/**
 * A payment cycle with a due date and a final date for payment (as the Construction Act requires) is
 * negotiated by moving the final date, not by asking for days from an invoice the contract never uses.
 */
function cycleAdvice(
  f: PaymentFacts,
  cycle: { due: number; final: number },
  target: number,
  fallback: number,
): TermAdvice {
  const now = `each sum falls due ${dayCount(cycle.due)} after it is claimed and must be paid by the final date for payment ${dayCount(cycle.final)} later (${dayCount(cycle.due + cycle.final)} in all)`;
  const after = `${dayCount(target - cycle.due)} after the due date (${dayCount(target)} after each sum is claimed)`;
  const customer = f.side === "customer";
  const floor =
    f.rating === "red" && fallback !== target && fallback > cycle.due
      ? customer
        ? `, and do not accept fewer than ${dayCount(fallback)} in all`
        : `, and no more than ${dayCount(fallback)} in all`
      : "";
  const strain = strainOf(f);
  return {
    recommendation: `${customer ? "You must pay" : "The customer must pay"} on a payment cycle: ${now}${strain}. Ask for the final date for payment to be ${after}${floor}.`,
    proposal: (ref) =>
      `${upperFirst(ref)} sets the final date for payment ${dayCount(cycle.final)} after the due date; we propose ${after}.`,
  };
}

/**
 * Advice where payment follows a schedule ("monthly in advance by direct debit") rather than days from
 * an invoice: paying in advance is what a customer gives up; a supplier paid in advance or by direct
 * debit already has what it would ask for.
 */
function scheduleAdvice(f: PaymentFacts, timing: PaymentTiming): TermAdvice {
  const by = timing.collectedBy ? ` by ${timing.collectedBy}` : "";
  const each = f.frequency && PERIODS[f.frequency] ? PERIODS[f.frequency] : "each period";
  if (f.side === "supplier")
    return keep(
      timing.when === "advance"
        ? `You are paid ${each} in advance${by}, before you deliver. Keep it.`
        : `You are paid ${each}${timing.when === "arrears" ? " in arrears" : ""}${by}, so payment does not wait on the customer. Keep it.`,
    );
  if (timing.when !== "advance")
    return keep(
      `You pay ${each}${timing.when === "arrears" ? " in arrears" : ""}${by}${timing.when === "arrears" ? ", after the service is delivered" : ""}. Keep it, and check each payment against the service you received.`,
    );
  // a one-off price paid up front (a booking, a project): the ask is a smaller share up front
  if (f.frequency === "one-off")
    return {
      recommendation:
        "You pay before the work or event, so you cannot hold back payment if it falls short. Ask for a smaller deposit, with the balance due after delivery.",
      proposal: (ref) =>
        `${upperFirst(ref)} requires the price to be paid in advance; we propose a deposit of no more than 25%, with the balance payable within 30 days after delivery.`,
    };
  // a year paid up front: the usual ask is smaller instalments and a refund if it ends early
  if (f.frequency === "annually")
    return {
      recommendation: `You pay a year in advance${by}, so a lot of money is committed before the service is delivered. Ask to pay quarterly or monthly instead, with a refund of fees paid for any period after the contract ends early.`,
      proposal: (ref) =>
        `${upperFirst(ref)} requires a year's fees in advance; we propose payment quarterly in advance, with a pro-rata refund of fees paid for any period after the contract ends.`,
    };
  const arrears = f.frequency && ARREARS[f.frequency] ? ARREARS[f.frequency] : "in arrears";
  return {
    recommendation: `You pay ${each} in advance${by}, before the service is delivered, so you cannot hold back payment if it falls short. Ask to pay ${arrears}.`,
    proposal: (ref) => `${upperFirst(ref)} requires payment in advance; we propose payment ${arrears}.`,
  };
}

const PERIODS: Record<string, string> = {
  weekly: "each week",
  monthly: "each month",
  quarterly: "each quarter",
  annually: "each year",
};
const ARREARS: Record<string, string> = {
  weekly: "weekly in arrears",
  monthly: "monthly in arrears",
  quarterly: "quarterly in arrears",
};
