import { withoutClauseNumber } from "../clause-number";
import { upperFirst as cap } from "../format";
import { daysPhrase } from "./number-words";
import { customerOf, dutyHolder, supplierOf } from "./parties";
import type { AlternativeContext, ClauseEntry } from "./types";

/** the notice of a price change: a customer never asks for less than the contract gives; a supplier keeps the contract's */
const priceNotice = (ctx: AlternativeContext) =>
  ctx.side === "customer"
    ? Math.max(30, ctx.values.priceNoticeDays ?? 0)
    : (ctx.values.priceNoticeDays ?? 30);

export const priceChanges: ClauseEntry = {
  benchmark:
    "Price reviews in supply and service contracts are usually limited to once a year, capped at the rise in the Consumer Prices Index (or a fixed percentage), on at least 30 days' written notice, with the customer free to end the contract if it does not accept the change.",
  draft: (ctx) => {
    const supplier = supplierOf(ctx);
    const customer = customerOf(ctx);
    const review = `${cap(supplier)} may increase the charges no more than once in any 12-month period, by giving ${customer} not less than ${daysPhrase(priceNotice(ctx))}' written notice, and by no more than the percentage increase in the Consumer Prices Index over the preceding 12 months.`;
    // a supplier proposes a yearly review in line with inflation, not a way out of the contract
    if (ctx.side === "supplier") return review;
    return `${review} If ${customer} does not accept an increase, it may end this Agreement without charge by written notice given before the increase takes effect.`;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? `Keeps a yearly price review in line with inflation, on ${daysPhrase(priceNotice(ctx))}' notice, a form customers usually accept.`
      : `Limits price rises to once a year and to inflation, on ${daysPhrase(priceNotice(ctx))}' notice, with a way out if you do not accept one.`,
};

export const suspension: ClauseEntry = {
  benchmark:
    "Suppliers commonly keep a right to suspend for non-payment, but balanced contracts allow it only for undisputed sums that are overdue, after written notice (often 14 days), and require the service to be restored as soon as payment is made.",
  // the same for both sides: the balanced form of the supplier's right
  draft: (ctx) => {
    const supplier = supplierOf(ctx);
    const customer = customerOf(ctx);
    return `If any undisputed sum is overdue, ${supplier} may suspend performance of its obligations only after giving ${customer} not less than fourteen (14) days' written notice that the sum is overdue and ${customer} has not paid it within that period. No suspension shall apply to any amount disputed in good faith, and ${supplier} shall resume performance promptly once the overdue sum has been paid.`;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? "Keeps your right to suspend for unpaid invoices in the form customers usually accept: fourteen days' notice, disputed sums spared, and the service restored once paid."
      : "Lets the supplier suspend only for undisputed overdue sums, after fourteen days' notice, and makes it restore the service as soon as you pay.",
};

export const minimumCommitment: ClauseEntry = {
  benchmark:
    "Distribution and supply contracts often set a yearly minimum purchase. Balanced ones agree the figure each year, leave out the first year while sales build up, and make loss of exclusivity (not a payment or termination) the result of a shortfall.",
  draft: (ctx) => {
    const supplier = supplierOf(ctx);
    const customer = customerOf(ctx);
    // a supplier keeps the contract's minimum and asks for a clear remedy when it is missed
    if (ctx.side === "supplier")
      return `If ${customer} does not reach the minimum purchase set out in this Agreement in any contract year, ${supplier} may, by written notice given within sixty (60) days after the end of that year, end any exclusive rights of ${customer} under this Agreement or terminate this Agreement on not less than ninety (90) days' written notice.`;
    return `The minimum purchase for each contract year after the first shall be agreed by the parties in good faith before that year begins. If ${customer} does not reach the minimum in a contract year, ${supplier} may, as its sole remedy, by written notice given within 60 days after the end of that year, make ${customer}'s appointment non-exclusive; no shortfall shall be payable and no shortfall shall be a breach of this Agreement.`;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? "Keeps the minimum and gives you a clear remedy when the customer misses it: ending its exclusivity, or the contract on ninety days' notice."
      : "Has the minimum agreed each year and makes losing your exclusivity the only result of a shortfall, not a debt or the end of the contract.",
};

export const exclusivity: ClauseEntry = {
  benchmark:
    "Exclusive appointments are usually tied to minimum sales each year, with the supplier free to make the appointment non-exclusive if they are missed. A customer that must buy only from one supplier usually keeps the right to buy elsewhere when that supplier cannot deliver on time or at a market price.",
  draft: (ctx) => {
    const supplier = supplierOf(ctx);
    const customer = customerOf(ctx);
    return ctx.side === "customer"
      ? `${cap(customer)} may buy from another source any goods or services that ${supplier} cannot supply within the agreed lead time or at a price competitive with the market, and such purchases shall not breach this Agreement.`
      : `The exclusivity granted to ${customer} shall continue only while ${customer} meets the minimum sales agreed for each contract year. If it does not, ${supplier} may by written notice make the appointment non-exclusive, without any other liability to ${customer}.`;
  },
  rationale: (ctx) =>
    ctx.side === "customer"
      ? "Keeps you supplied if the exclusive supplier cannot deliver or is not competitive."
      : "Ties exclusivity to results, so the territory is not closed to others while sales are poor.",
};

/** the restriction binds only the other side: it protects the user, who keeps it as it is */
function restrictsOnlyThem(ctx: AlternativeContext) {
  const original = ctx.original ? withoutClauseNumber(ctx.original).trim() : "";
  return original.length > 40 && dutyHolder(ctx, original, "not|refrain") === "them" ? original : null;
}

export const nonCompete: ClauseEntry = {
  benchmark:
    "Restrictions on competing are usually limited to what the contract is about: directly competing products or services, in the contract's territory, and for the term (at most six to twelve months after it).",
  // the user limits the restriction on itself, as the advice asks
  draft: (ctx) =>
    restrictsOnlyThem(ctx) ??
    `The restriction on ${ctx.us} in this clause applies only during the term of this Agreement, only to products or services that directly compete with those supplied under this Agreement, and only in the territory in which ${ctx.us} ${ctx.side === "supplier" ? "supplies them" : "is appointed or supplied"} under this Agreement. Nothing in this clause prevents ${ctx.us} from selling or providing any other products or services.`,
  rationale: (ctx) =>
    restrictsOnlyThem(ctx)
      ? "Keeps the restriction as it is: it binds only the other side, and protects you."
      : "Limits the restriction on you to what the contract is about, so the rest of your business is free.",
};

export const changeOfControl: ClauseEntry = {
  benchmark:
    "A right to end the contract on a change of control is usually limited to a sale to a competitor of the other party, exercised by notice within a set period after the change.",
  // the other side's right to leave when the user's company is sold, whichever side the user is on
  draft: (ctx) =>
    `${cap(ctx.them)} may terminate this Agreement on a change of control of ${ctx.us} only where control passes to a direct competitor of ${ctx.them}, by giving not less than thirty (30) days' written notice within three (3) months after being told of the change.`,
  rationale: () =>
    "Keeps the contract in place when your business is sold, unless the buyer competes with the other side.",
};
