import { type SideLabels, them, us } from "./liability-findings";
import { type FindingAdvice, keepFinding } from "./types";

/** The notice and time to pay a payer asks for before a late payment can end the contract. */
export const PAYMENT_CURE_DAYS = 14;

/**
 * A restraint on carrying on a business ("shall not carry on any laundry business within 5 miles of
 * the Premises for 12 months after termination"): the restricted side asks for it to be shorter, to
 * cover a smaller area around its own premises, and only the same kind of business.
 */
export function businessRestraintAdvice(
  p: SideLabels & {
    restrictsUser: boolean;
    long: boolean;
    /** "12 months": how long it lasts after the contract */
    period: string | null;
    /** "5 miles": the distance the clause states */
    radius: string | null;
    /** the distance asked for instead ("3 miles"), when the stated one can be read */
    smaller: string | null;
  },
): FindingAdvice {
  if (!p.restrictsUser)
    return keepFinding("Keep it, and check it covers the area and the kind of business that matter to you.");
  const area = p.smaller
    ? `within ${p.smaller} of the premises you trade from (not every site the other side has)`
    : "only in a small area around the premises you trade from";
  const areaProposed = p.smaller
    ? `applies only within ${p.smaller} of the premises from which ${us(p)} traded under the contract`
    : `applies only within a short distance of the premises from which ${us(p)} traded under the contract`;
  return {
    askFor: `Ask for the restriction${p.long ? " to end no more than 6 months after the contract," : ""} to apply ${area}, and to cover only a business the same as the one run under this contract, so that you can keep trading in other lines.`,
    proposal: (ref) =>
      `${ref} restricts ${us(p)} from carrying on a business${p.radius ? ` within ${p.radius}` : ""}${
        p.period ? ` for ${p.period} after the contract` : ""
      }; we propose that the restriction ${p.long ? "ends six months after the contract, " : ""}${areaProposed}, and covers only a business the same as the one carried on under the contract.`,
  };
}

/**
 * The other side may end the contract if a payment is a few days late, with no warning first: the
 * payer asks for written notice and a fair time to pay before the right arises.
 */
export function paymentDefaultTerminationAdvice(
  p: SideLabels & {
    /** days after the due date before the right arises; 0 when any late payment will do */
    graceDays: number;
  },
): FindingAdvice {
  return {
    askFor: `Ask for the right to arise only if a sum is still unpaid ${PAYMENT_CURE_DAYS} days after ${them(p)} has given you written notice that it is overdue, so that a missed or delayed payment can be put right before the contract is at risk.`,
    proposal: (ref) =>
      `${ref} allows ${them(p)} to terminate if any sum is ${p.graceDays > 0 ? `unpaid ${p.graceDays} days after its due date` : "not paid when due"}; we propose that this right arises only where an undisputed sum remains unpaid ${PAYMENT_CURE_DAYS} days after ${them(p)} has given ${us(p)} written notice that it is overdue.`,
  };
}
