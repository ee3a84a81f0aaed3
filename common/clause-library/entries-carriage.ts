import { withoutClauseNumber } from "../clause-number";
import { upperFirst as cap } from "../format";
import { daysPhrase } from "./number-words";
import type { AlternativeContext, ClauseEntry } from "./types";

/** the contract's own sentence, without its number, kept where the user benefits from it as it stands */
const own = (ctx: AlternativeContext) => (ctx.original ? withoutClauseNumber(ctx.original).trim() : "");

/** the days a sender is given to notify a claim, counted from when it knows of the loss */
const CLAIM_DAYS = 28;

/** A carrier's limit for each parcel or consignment lost or damaged: the sender asks for the value of its goods. */
export const perItemLimit: ClauseEntry = {
  benchmark:
    "UK carriers commonly limit what they pay for each parcel or consignment (often £20 to £100 a parcel, or a rate per kilogram such as the CMR Convention's 8.33 SDR for international road carriage) and sell extra cover for goods worth more; a sender with valuable goods declares their value, buys that cover or insures them itself.",
  draft: (ctx) =>
    ctx.side === "supplier"
      ? own(ctx) ||
        `${cap(ctx.us)}'s liability for the loss of or damage to any consignment shall be limited to one hundred pounds (£100) per consignment, unless ${ctx.them} has declared a higher value for it and paid the charge for extended cover before collection.`
      : `${cap(ctx.them)} shall be liable for the loss of or damage to any goods while in its care up to their value, as shown by ${ctx.us}'s invoice for them or, where there is none, their replacement cost, subject to the overall limit of liability in this Agreement.`,
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? "Keeps a limit for each consignment, with extra cover the sender can buy for goods worth more."
      : "Pays the value of what is lost or damaged instead of a fixed sum per parcel, still within the overall cap.",
};

/** A time bar on claims: the sender asks for a longer window counted from when it knows of the loss. */
export const claimsTimeLimit: ClauseEntry = {
  benchmark:
    "Carriers usually require damage to be reported within a few days of delivery and a loss within about 28 days; a window that runs from collection, or of only a few days, can defeat a claim before the sender knows of the loss.",
  draft: (ctx) =>
    ctx.side === "supplier"
      ? own(ctx) ||
        `${cap(ctx.us)} shall not be liable for any claim for loss of or damage to goods unless ${ctx.them} notifies ${ctx.us} of the claim in writing within ${daysPhrase(14)} of the date on which the goods were delivered or, if they were not delivered, were due to be delivered.`
      : `${cap(ctx.them)} shall not be liable for any claim for loss of or damage to goods unless ${ctx.us} notifies ${ctx.them} of the claim in writing within ${daysPhrase(CLAIM_DAYS)} of the date on which ${ctx.us} became aware, or ought reasonably to have become aware, of the loss or damage.`,
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? "Keeps a clear deadline for claims, counted from delivery so that the sender has had a fair chance to find the problem."
      : `Gives ${CLAIM_DAYS} days to notify a claim, counted from when the loss or damage is known rather than from when the goods were sent.`,
};

/** "the fuel surcharge", else "the surcharge": the contract's own name for it */
function surchargeName(ctx: AlternativeContext): string {
  const kind = /\b(fuel|energy|currency|congestion|peak|seasonal)\s+surcharge/i.exec(ctx.original ?? "")?.[1];
  return kind ? `${kind.toLowerCase()} surcharge` : "surcharge";
}

/** A surcharge the supplier resets: tied to a published index by a table both sides can check, with a ceiling. */
export const surcharge: ClauseEntry = {
  benchmark:
    "Carriers' fuel surcharges usually move each month with a published fuel price (in the UK, the government's weekly road fuel prices) under a published table; a surcharge set at the carrier's discretion, with no table or ceiling, is a price it can raise at will.",
  draft: (ctx) => {
    const name = surchargeName(ctx);
    return ctx.side === "supplier"
      ? `The ${name} percentage shall be reviewed on the first day of each month by reference to the published index and in accordance with the table set out in the rate card, and ${ctx.us} shall notify ${ctx.them} of the percentage that applies no later than ${daysPhrase(5)} before the start of the month to which it applies.`
      : `The ${name} percentage shall be set on the first day of each month by reference to the published index and in accordance with the table attached to this Agreement, shall not exceed ten per cent (10%) of the charges, and the table may be changed only by the written agreement of both parties.`;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? "Keeps your right to pass on fuel costs, tied to a published index so that each change can be checked."
      : "Ties the surcharge to a published index by a table both sides can check, with a ceiling, so that it cannot be raised at will.",
};

export const CARRIAGE_ENTRIES: Record<string, ClauseEntry> = {
  per_item_limit: perItemLimit,
  claims_time_limit: claimsTimeLimit,
  surcharge,
};

export const CARRIAGE_FINDINGS: Record<string, string> = {
  "liability_cap/per_item_limit": "per_item_limit",
  "liability_exclusions/claims_time_limit": "claims_time_limit",
  "price_changes/indexed_surcharge": "surcharge",
  "price_changes/surcharge_change": "surcharge",
  "price_changes/you_may_change_surcharge": "surcharge",
};
