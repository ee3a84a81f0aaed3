import { withoutClauseNumber } from "../clause-number";
import { chargeExcusedOrBought, chargesRestOfTerm } from "../early-exit-charge";
import { concernFigures } from "./concerns";
import { monthsPhrase } from "./number-words";
import type { AlternativeContext, ClauseEntry } from "./types";

/**
 * "all hire charges for the rest of the Minimum Period": the charge of the rest of the term, in the
 * contract's words, with the name of what is paid ("hire charges") on its own.
 */
const WHOLE_CHARGE_RE =
  /\b(?:all\s+(?:of\s+)?(?:the\s+)?|the\s+(?:whole\s+of\s+the\s+|full\s+|entire\s+)?)((?:(?!(?:the|all|of|and|or|to|any)\b)[a-z][a-z-]*\s+){0,2}?(?:charges|fees|rentals?|rent|payments|instalments|sums))\s+(?:\w+\s+){0,3}?for\s+the\s+(?:rest|remainder|balance|unexpired\s+(?:part|portion|period))\s+of\s+[^.;,]{1,60}?(?=[.;,]|$)/i;

/** the number of months' charges the customer offers to pay at most: what it asks for, else three */
function monthsOffered(ctx: AlternativeContext): number {
  const asked = concernFigures(ctx.concerns).months;
  return asked !== null && Number.isInteger(asked) && asked >= 1 && asked <= 12 ? asked : 3;
}

/** why the customer may leave without paying the charge, as the finding's proposal names them */
function freeExits(ctx: AlternativeContext, original: string): string[] {
  return [
    chargeExcusedOrBought(original) ? null : `${ctx.them}'s breach`,
    ctx.values.pricesMayRise ? "an increase in the charges" : null,
  ].filter((reason): reason is string => reason !== null);
}

/** The charge of the rest of the term limited to `months` months' charges, in the contract's own sentence. */
function cappedInSentence(sentence: string, months: number): string | null {
  const m = WHOLE_CHARGE_RE.exec(sentence);
  if (!m) return null;
  const at = m.index;
  return `${sentence.slice(0, at)}the lower of (a) the ${m[1]} for ${monthsPhrase(months)} and (b) ${m[0]}${sentence.slice(at + m[0].length)}`;
}

export const earlyTerminationCharge: ClauseEntry = {
  benchmark:
    "A charge for ending a contract early is usually limited to the supplier's unrecovered set-up costs or a few months' charges, falling as the term runs, with nothing to pay where the customer leaves because of the supplier's breach.",
  draft: (ctx) => {
    const original = withoutClauseNumber(ctx.original ?? "").trim();
    const months = monthsOffered(ctx);
    // the charge protects a supplier's revenue: it keeps it as the contract words it
    if (ctx.side === "supplier")
      return (
        original ||
        `If ${ctx.them} ends this Agreement before the end of its term other than because of ${ctx.us}'s breach, ${ctx.them} shall pay ${ctx.us} the charges that would otherwise have been payable for the rest of that term.`
      );
    const exits = freeExits(ctx, original);
    const free = exits.length
      ? ` No charge for ending this Agreement early is payable where ${ctx.us} ends it because of ${exits.join(" or ")}.`
      : "";
    if (!original)
      return `If ${ctx.us} ends this Agreement before the end of its term, any charge for ending it early shall not exceed the lower of (a) the charges for ${monthsPhrase(months)} and (b) the charges that would otherwise have been payable for the rest of that term.${free}`;
    const whole = chargesRestOfTerm(original);
    if (whole) {
      // the contract's sentence stays (and with it any right to leave on notice it gives); only the charge changes
      const capped =
        cappedInSentence(original, months) ??
        `${original} Any charge payable by ${ctx.us} for ending this Agreement early shall not exceed the charges for ${monthsPhrase(months)}.`;
      return `${capped}${free}`;
    }
    // a set fee or a share: what it is kept, with no charge for leaving because of the supplier, or
    // limited to what leaving early really costs the supplier
    return free
      ? `${original}${free}`
      : `${original} Any charge payable by ${ctx.us} for ending this Agreement early shall not exceed the reasonable set-up costs ${ctx.them} has not yet recovered through the charges.`;
  },
  rationale: (ctx) => {
    if (ctx.side === "supplier")
      return "Keeps the charge that protects your revenue if the customer leaves early.";
    const original = withoutClauseNumber(ctx.original ?? "");
    const exits = freeExits(ctx, original).map((e) => e.replace(`${ctx.them}'s`, "the other side's"));
    const whole = !original.trim() || chargesRestOfTerm(original);
    const leaving = exits.length ? `, and nothing if you leave because of ${exits.join(" or ")}` : "";
    return whole
      ? `Limits what you pay for leaving early to ${monthsOffered(ctx)} months' charges at most, falling as the term runs out${leaving}.`
      : exits.length
        ? `Keeps the charge, but with nothing to pay if you leave because of ${exits.join(" or ")}.`
        : "Limits the charge to the set-up costs the other side has not yet recovered.";
  },
};

/** the sentence replaced also let a party end the contract on insolvency */
const INSOLVENCY_RE = /\b(?:insolven\w*|bankrupt\w*|administration|liquidat\w*|receiver\w*|creditors)\b/i;

export const terminationForBreach: ClauseEntry = {
  benchmark:
    "Both sides can usually end the contract for a material breach left unremedied 30 days after notice, and when the other becomes insolvent.",
  draft: (ctx) =>
    `Either party may terminate this Agreement immediately by written notice if the other party commits a material breach of this Agreement which, if capable of remedy, is not remedied within thirty (30) days of written notice requiring it to be remedied${INSOLVENCY_RE.test(ctx.original ?? "") ? ", or if the other party becomes insolvent, enters administration or liquidation, or makes an arrangement with its creditors" : ""}.`,
  rationale: () =>
    "Gives both sides the same right to end the contract for a serious breach, with time to put it right first.",
};

export const cancellationCharge: ClauseEntry = {
  benchmark:
    "Charges for cancelling a booking or an order usually rise as the date gets closer, are limited to what the supplier loses and cannot recover elsewhere, and are not payable where the customer cancels because of the supplier's breach or events outside its control.",
  draft: (ctx) => {
    const original = withoutClauseNumber(ctx.original ?? "").trim();
    // the charges protect a supplier's revenue: it keeps them as the contract words them
    if (ctx.side === "supplier")
      return (
        original ||
        `If ${ctx.them} cancels, ${ctx.them} shall pay ${ctx.us} the cancellation charges set out in this Agreement.`
      );
    const limits = `No cancellation charge is payable where ${ctx.us} cancels because of ${ctx.them}'s breach of this Agreement or an event beyond ${ctx.us}'s reasonable control, and no cancellation charge shall exceed the loss ${ctx.them} reasonably incurs as a result of the cancellation and cannot avoid or recover.`;
    return original ? `${original} ${limits}` : limits;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? "Keeps the charges that protect your revenue if the customer cancels."
      : "Keeps the charges, but with nothing to pay if you cancel because of the other side's breach or events outside your control, and no more than the other side really loses.",
};
