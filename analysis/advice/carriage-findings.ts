import { type SideLabels, them, us } from "./liability-findings";
import { type FindingAdvice, keepFinding } from "./types";

/** the notice window a sender asks for to report a lost or damaged consignment */
export const CLAIM_NOTICE_DAYS = 28;

/**
 * A carrier's limit on what it pays for each parcel (or consignment, or kilogram) lost or damaged. The
 * sender protects itself by declaring value or buying the cover the carrier offers, or by asking for the
 * value of the contents to be paid (the overall cap still applies).
 */
export function perItemLimitAdvice(
  p: SideLabels & { mine: boolean; limit: string; unit: string; cover: boolean; perWeight: boolean },
): FindingAdvice {
  if (p.mine)
    return keepFinding(
      "Keep it. Make sure the limit and any optional cover are shown on your rate card and booking pages, so that the sender has had fair notice of them.",
    );
  const buy = p.cover
    ? "buy the enhanced cover the contract offers for them, or insure them yourself (goods-in-transit cover)"
    : "declare their value and pay for extra cover, or insure them yourself (goods-in-transit cover)";
  const ask = p.perWeight
    ? `Work out what a typical ${p.unit === "kilogram" ? "parcel" : "consignment"} of yours would be paid at ${p.limit} per ${p.unit}; for goods worth more, ${buy}, and ask for the value of the contents to be paid instead.`
    : `Check what your ${p.unit}s are usually worth. For any worth more than ${p.limit}, ${buy}, and ask for the value of the contents to be paid instead.`;
  return {
    askFor: ask,
    proposal: (ref) =>
      `${ref} limits the liability of ${them(p)} for loss of or damage to goods in its care to ${p.limit} per ${p.unit}; we propose that ${them(p)} is liable for the value of the contents of any ${p.unit} lost or damaged while in its care (as shown by ${us(p)}'s invoice for them), subject to the overall limit of liability.`,
  };
}

/**
 * A time bar: no claim unless notified within a set time. Short, or counted from when the goods were sent
 * (before a loss can be known), it can defeat a good claim; the ask is a longer window counted from when the
 * loss or damage is known.
 */
export function claimsTimeLimitAdvice(
  p: SideLabels & {
    mine: boolean;
    window: string;
    from: string | null;
    short: boolean;
    fromSending: boolean;
  },
): FindingAdvice {
  if (p.mine) return keepFinding("Keep it, and answer each claim you receive within the contract's time.");
  if (!p.short && !p.fromSending)
    return keepFinding(
      `Diary it: a claim must be notified within ${p.window}${p.from ? ` of ${p.from}` : ""}. Make sure whoever handles complaints about lost or damaged goods knows the deadline.`,
    );
  return {
    askFor: `Ask for at least ${CLAIM_NOTICE_DAYS} days to notify a claim, counted from when you learn of the loss or damage rather than ${p.fromSending ? "from when the goods were sent" : "from the event"}. Until then, report every problem in writing as soon as you hear of it.`,
    proposal: (ref) =>
      `${ref} bars any claim not notified within ${p.window}${p.from ? ` of ${p.from}` : ""}; we propose that ${us(p)} may notify a claim within ${CLAIM_NOTICE_DAYS} days of the date on which it became aware, or ought reasonably to have become aware, of the loss or damage.`,
  };
}

/** A surcharge (fuel, energy, currency) that the supplier resets: a price it may change. */
export function surchargeAdvice(
  p: SideLabels & { mine: boolean; indexed: boolean; exit: boolean; name: string },
): FindingAdvice {
  if (p.mine)
    return keepFinding(
      `Keep it, and publish how the ${p.name} is worked out so that the customer can check each change.`,
    );
  if (p.indexed)
    return {
      askFor: `Ask for the table that turns the published index into the ${p.name} percentage to be attached to the contract, so that each month's figure can be checked.`,
      proposal: (ref) =>
        `${ref} allows ${them(p)} to reset the ${p.name} by reference to a published index; we propose that the table setting the ${p.name} percentage for each level of that index is attached to this Agreement and changed only by agreement.`,
    };
  return {
    askFor: `Ask for the ${p.name} to follow a published index under a table attached to the contract, with a ceiling${p.exit ? "" : ", and the right to leave without charge if you do not accept a change"}.`,
    proposal: (ref) =>
      `${ref} allows ${them(p)} to set the ${p.name} at its discretion; we propose that the ${p.name} is set only by reference to a published index under a table attached to this Agreement, does not exceed an agreed maximum percentage${p.exit ? "" : `, and that ${us(p)} may end this Agreement without charge if it does not accept a change`}.`,
  };
}
