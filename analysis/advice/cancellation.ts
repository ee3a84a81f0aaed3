import { noticeToReceiveDays, preferredNoticeDays } from "../../common/negotiation-targets";
import type { RiskThresholds } from "../../common/risk-settings";
import type { PartyChoice, Side } from "../types";
import { keep, type PartyLabels, type TermAdvice } from "./types";
import { daysOf, otherRole } from "./wording";

export interface CancellationFacts {
  /** false when no right to end the contract for convenience was found */
  found: boolean;
  /** who may end the contract without a reason */
  party: PartyChoice | null;
  /** notice the user must give (when the user has the right) */
  noticeDays: number | null;
  /** notice the other side must give (when only it has the right) */
  theirNoticeDays: number | null;
  /** the two notices in the contract's own unit when it is not days ("3 months'") */
  noticeWords?: string | null;
  theirNoticeWords?: string | null;
  side: Side;
  thresholds: RiskThresholds;
  labels: PartyLabels;
  /** the party ending early must pay for the work done to that date */
  paidForWorkDone?: boolean;
  /** the contract says work in progress is not paid for when the contract ends */
  unpaidWork?: boolean;
  /** the right is to cancel orders (before delivery), not to end the contract */
  ordersOnly?: boolean;
  /** the contract states no term, so there is no "full term" to be locked into */
  noTerm?: boolean;
  /** after a first period the contract runs on until either side ends it on notice */
  rollsOn?: boolean;
  /** the contract is for orders of goods or products, so orders not yet delivered can be cancelled */
  orders?: boolean;
  /** nothing is bought or sold (a confidentiality agreement): there is no supply to replace */
  nothingSupplied?: boolean;
}

/**
 * Termination-for-convenience advice. Notice the user gives should be at or below the green notice
 * value; notice the user receives, when only the other side may walk away, should be at least the red
 * value (the settings' idea of a long notice), so there is time to replace the contract.
 */
export function cancellationAdvice(f: CancellationFacts): TermAdvice {
  const give = preferredNoticeDays(f.thresholds);
  const receive = noticeToReceiveDays(f.thresholds);
  const us = f.labels[f.side];
  const them = f.labels[otherRole(f.side)];
  if (!f.found) {
    if (f.side === "supplier")
      return keep(
        "Neither side can walk away early, which protects your revenue. Keep it, but check the length of the term.",
      );
    if (f.noTerm)
      return {
        recommendation: `The contract has no end date and gives you no right to end it without a reason. Ask for the right to end it${f.orders === false ? "" : ", and to cancel any order not yet delivered,"} on ${daysOf(give)} written notice.`,
        proposal: () =>
          `The contract states no term and gives ${us} no right to end it without cause; we propose that ${us} may terminate it${f.orders === false ? "" : ", and cancel any order not yet delivered,"} on ${daysOf(give)} written notice.`,
      };
    if (f.rollsOn)
      return {
        recommendation: `You are committed for the first period; after it the contract runs on until it is ended on notice. Ask for the right to end it during the first period too, on ${daysOf(give)} written notice.`,
        proposal: () =>
          `The contract gives ${us} no right to end it during its first period without cause; we propose that ${us} may terminate it for convenience at any time on ${daysOf(give)} written notice.`,
      };
    return {
      recommendation: `You are locked in for the full term. Ask for the right to end the contract at any time on ${daysOf(give)} written notice.`,
      proposal: () =>
        `The contract gives ${us} no right to end it early without cause; we propose that ${us} may terminate it for convenience on ${daysOf(give)} written notice.`,
    };
  }
  const userCan = f.party === "both" || f.party === f.side || f.party === null;
  // either side may leave: a supplier plans around how soon the customer can go
  const theirs = (n: number) => f.theirNoticeWords ?? daysOf(n);
  const mine = (n: number) => f.noticeWords ?? daysOf(n);
  if (f.side === "supplier" && f.party === "both") {
    const n = f.theirNoticeDays;
    if (n !== null && n >= receive)
      return keep(
        `Either side can end the contract without a reason; the customer must give ${theirs(n)} notice, which is long enough to plan for. Keep it.`,
      );
    const when = n === null ? "at any time" : `on ${theirs(n)} notice`;
    return {
      recommendation: `Either side can end the contract without a reason, and the customer can leave ${when}. Ask for at least ${daysOf(receive)} notice from the customer, so you can plan for the lost revenue.`,
      proposal: (ref) =>
        `${ref} allows ${them} to terminate for convenience ${when}; we propose that ${them} gives at least ${daysOf(receive)} written notice.`,
    };
  }
  // only the supplier may walk away: its own notice is its choice, and the customer is held to the term
  if (f.side === "supplier" && f.party === "supplier")
    return keep(
      `You can end the contract without a reason${f.noticeDays !== null ? ` on ${mine(f.noticeDays)} notice` : ""} and the customer cannot. Keep it.`,
    );
  if (userCan) {
    const n = f.noticeDays;
    // a shared right lets the supplier walk away as easily: a customer wants time to replace it
    const supplierNotice = f.theirNoticeDays ?? n;
    if (
      f.side === "customer" &&
      f.party === "both" &&
      !f.nothingSupplied &&
      (n === null || n <= give) &&
      (supplierNotice === null || supplierNotice < receive)
    ) {
      const when =
        supplierNotice === null ? "at any time" : `on ${f.theirNoticeWords ?? mine(supplierNotice)} notice`;
      // the customer's own exit is what is rated (green); the supplier's is a point to check, not an ask
      return keep(
        `You can end the contract${n === null ? " early" : ` on ${mine(n)} notice`} without a reason. Keep this right. The supplier can also walk away ${when}: check you could replace what it supplies in that time. If not, propose at least ${daysOf(receive)} notice from the supplier (Propose Alternative drafts it).`,
      );
    }
    if (n === null) return keep("You can end the contract early without a reason. Keep this right.");
    if (n <= give)
      return keep(`You can end the contract on ${mine(n)} notice without a reason. Keep this right.`);
    // a shared right: the customer shortens its own notice; the supplier's longer notice protects its supply
    if (f.side === "customer" && f.party === "both")
      return {
        recommendation: `You can end the contract without a reason but must give ${mine(n)} notice, more than the ${give} days your settings allow. Ask for ${give} days for you; the supplier's own notice can stay as it is, which gives you time to find another supplier.`,
        proposal: (ref) =>
          `${ref} requires ${mine(n)} notice to terminate for convenience; we propose ${give} days for ${us}, with ${them}'s notice unchanged.`,
      };
    return {
      recommendation: `You can end the contract without a reason but must give ${mine(n)} notice, more than the ${give} days your settings allow. Ask for ${give} days.`,
      proposal: (ref) =>
        `${ref} requires ${mine(n)} notice to terminate for convenience; we propose ${give} days.`,
    };
  }
  const n = f.theirNoticeDays;
  const short = n === null || n < receive;
  const noticeNow = n !== null ? ` on ${theirs(n)} notice` : " at any time";
  if (f.side === "customer") {
    return {
      recommendation: `The supplier can walk away${noticeNow} but you cannot. Ask for the same right for yourself on ${daysOf(give)} notice${short ? `, and for at least ${daysOf(receive)} notice from the supplier so you have time to find a replacement` : ""}.`,
      proposal: (ref) =>
        `${ref} allows only ${them} to terminate for convenience; we propose that ${us} may also terminate on ${daysOf(give)} written notice${short ? `, and that ${them} gives at least ${daysOf(receive)} notice` : ""}.`,
    };
  }
  if (f.ordersOnly && !f.paidForWorkDone)
    return {
      recommendation:
        "The customer can cancel an order without a reason. Ask to be paid for goods already made and work already done, and for costs you have committed that you cannot recover.",
      proposal: (ref) =>
        `${ref} allows ${them} to cancel an order without cause; we propose that ${them} pays for goods made and work done before the cancellation, and for costs committed that cannot be recovered.`,
    };
  if (f.paidForWorkDone)
    return {
      recommendation: `The customer can end the contract${noticeNow} without a reason, but must pay for the work done to that date.${short ? ` Ask for ${daysOf(receive)} notice as well, so you can plan your team's time.` : " Keep it."}`,
      proposal: short
        ? (ref) =>
            `${ref} allows ${them} to terminate for convenience${noticeNow}; we propose at least ${daysOf(receive)} written notice, with payment for work done to the date termination takes effect.`
        : null,
    };
  if (f.unpaidWork)
    return {
      recommendation: `The customer can end the contract${noticeNow} without a reason and need not pay for work in progress. Ask ${short ? `for at least ${daysOf(receive)} notice, and ` : ""}to be paid for work done and costs committed up to the date the termination takes effect.`,
      proposal: (ref) =>
        `${ref} allows ${them} to terminate for convenience${noticeNow}, and the contract excludes payment for work in progress; we propose ${short ? `at least ${daysOf(receive)} written notice, and ` : ""}that ${them} pays for work performed and costs committed up to the date termination takes effect.`,
    };
  return {
    recommendation: short
      ? `The customer can end the contract${noticeNow} without a reason. Ask for at least ${daysOf(receive)} notice, or a minimum term before the right can be used.`
      : `The customer can end the contract${noticeNow} without a reason. The notice is long enough to plan for; if you need more certainty, ask for a minimum term before the right can be used.`,
    proposal: short
      ? (ref) =>
          `${ref} allows ${them} to terminate for convenience${noticeNow}; we propose at least ${daysOf(receive)} written notice.`
      : null,
  };
}
