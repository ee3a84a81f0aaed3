import { andList } from "../../common/format";
import { type SideLabels, them, us } from "./liability-findings";
import { type FindingAdvice, keepFinding } from "./types";

/** the days of rent arrears a tenant asks for before the landlord may forfeit: the common market position */
export const RENT_ARREARS_DAYS = 21;
/** the usual rectification (defects) period of a building contract */
export const DEFECTS_MONTHS = 12;
/** the most months' rent a rent deposit usually holds */
export const DEPOSIT_MONTHS = 6;

/**
 * A landlord's right of re-entry (forfeiture). Usual in any lease; the tenant asks only for a fair
 * time to pay rent before it can be used. For other breaches the law already requires a notice and
 * time to remedy (Law of Property Act 1925, s146), so the tenant does not ask for them.
 */
export function forfeitureAdvice(
  p: SideLabels & { rentDays: number | null; rentNoGrace: boolean },
): FindingAdvice {
  if (p.side === "supplier")
    return keepFinding(
      "Keep it. For breaches other than unpaid rent you must first serve a notice under section 146 of the Law of Property Act 1925 and give the tenant a reasonable time to put the breach right.",
    );
  const short = p.rentNoGrace || (p.rentDays !== null && p.rentDays < RENT_ARREARS_DAYS);
  if (!short)
    return keepFinding(
      "A right of re-entry is usual in a lease. Pay the rent on time: for other breaches the landlord must first serve a notice under section 146 of the Law of Property Act 1925 giving you time to put the breach right, and you may ask the court for relief from forfeiture.",
    );
  const now = p.rentNoGrace ? "as soon as rent is unpaid" : `once rent is ${p.rentDays} days late`;
  return {
    askFor: `Ask for the right to arise only once rent is at least ${RENT_ARREARS_DAYS} days overdue, the usual period.`,
    proposal: (ref) =>
      `${ref} allows ${them(p)} to re-enter ${now}; we propose that the right of re-entry for unpaid rent arises only where rent remains unpaid for ${RENT_ARREARS_DAYS} days after the date on which it became due.`,
  };
}

/** The tenant pays a service charge: uncapped, it is a cost the tenant cannot budget for. */
export function serviceChargeAdvice(p: SideLabels & { capped: boolean; rics: boolean }): FindingAdvice {
  if (p.side === "supplier")
    return keepFinding(
      p.capped
        ? "Keep it, and check the cap rises each year (for example with inflation) so that it keeps pace with your costs."
        : "Keep it. A tenant may ask for a cap; if you agree one, tie it to inflation and exclude costs outside your control such as insurance and utilities.",
    );
  if (p.capped) return keepFinding("Keep it: the service charge is capped. Check what the cap leaves out.");
  const rics = p.rics
    ? ""
    : ", and for the service charge to be run in line with the RICS professional statement on service charges in commercial property";
  return {
    askFor: `The service charge has no upper limit. Ask for a yearly cap (a fixed sum rising with inflation), for the cost of improving rather than repairing the building to be left out${rics}.`,
    proposal: (ref) =>
      `${ref} sets no limit on the service charge; we propose that the service charge payable by ${us(p)} in any year does not exceed an agreed annual sum, increased each year in line with the Consumer Prices Index, and excludes the cost of improvements (as opposed to repair or replacement)${p.rics ? "" : ", and that the service charge is administered in accordance with the RICS professional statement on service charges in commercial property"}.`,
  };
}

/** A rent deposit: how much, and when it comes back. */
export function rentDepositAdvice(
  p: SideLabels & { returned: boolean; months: number | null; separate: boolean },
): FindingAdvice {
  if (p.side === "supplier")
    return keepFinding(
      p.returned
        ? "Keep it, and make sure the tenant must top the deposit up when you draw on it."
        : "Keep it. Say when the deposit is returned (a tenant will ask), and make sure the tenant must top it up when you draw on it.",
    );
  const large = p.months !== null && p.months > DEPOSIT_MONTHS;
  const asks = [
    large ? `the deposit to be no more than ${DEPOSIT_MONTHS} months' rent` : null,
    p.returned
      ? null
      : "it to be returned with its interest at the end of the lease or on a permitted assignment, or sooner once your accounts show profits of three times the rent for three years running",
    p.separate ? null : "it to be held in a separate interest-bearing account",
  ].filter((x): x is string => x !== null);
  if (!large && p.returned)
    return keepFinding(
      p.separate
        ? "Keep it: the lease says when the deposit comes back. Diary that date."
        : "The lease says when the deposit comes back; diary that date. Check it is held in a separate account, so that it is safe if the landlord becomes insolvent.",
    );
  const proposed = [
    large ? `the deposit is reduced to ${DEPOSIT_MONTHS} months' rent` : null,
    p.returned
      ? null
      : `the deposit, with the interest earned on it, is returned to ${us(p)} within 14 days after the end of the term or a permitted assignment, or earlier once ${us(p)}'s audited accounts show net profits of at least three times the annual rent for three consecutive years`,
    p.separate ? null : "the deposit is held in a separate interest-bearing account",
  ].filter((x): x is string => x !== null);
  return {
    askFor: `Ask ${asks.map((a) => `for ${a}`).join(", and ")}.`,
    proposal: (ref) => `${ref} requires a rent deposit; we propose that ${proposed.join(", and that ")}.`,
  };
}

/** The lease is contracted out of the Landlord and Tenant Act 1954: no statutory right to a new lease. */
export function securityOfTenureAdvice(p: SideLabels): FindingAdvice {
  if (p.side === "supplier")
    return keepFinding(
      "Keep it, and make sure the warning notice was served and the tenant's declaration made before the tenant was bound to take the lease, and that the lease refers to them: otherwise the exclusion fails and the tenant may claim a new lease.",
    );
  return {
    askFor:
      "You will have no right to stay on at the end of the term. Ask for the lease to keep the protection of the Landlord and Tenant Act 1954, or else for an option to renew for a further term at a market rent. If you accept it, the exclusion only works if you signed the declaration after receiving the landlord's warning notice and before committing to the lease.",
    proposal: (ref) =>
      `${ref} excludes sections 24 to 28 of the Landlord and Tenant Act 1954; we propose that the tenancy is not contracted out, so that ${us(p)} has the statutory right to a new lease at the end of the term, or, failing that, that ${us(p)} is granted an option to renew for a further term at the open market rent.`,
  };
}

/** Retention: money the employer holds back from each payment until the defects are put right. */
export function retentionAdvice(
  p: SideLabels & { percent: number | null; released: boolean; trust: boolean },
): FindingAdvice {
  if (p.side === "customer")
    return keepFinding(
      p.released
        ? "Keep it: it gives you money in hand if defects are not put right."
        : "Keep it: it gives you money in hand if defects are not put right. The contract does not say when it is released; the contractor is likely to ask for half at practical completion and the rest at the end of the rectification period.",
    );
  const high = p.percent !== null && p.percent > 5;
  if (!high && p.released)
    return keepFinding(
      p.trust
        ? "The retention is at the usual level and released in stages. Diary the end of the rectification period to claim the last part."
        : "The retention is at the usual level and released in stages; diary the end of the rectification period to claim the last part. It is not held in trust or in a separate account, so you could lose it if the employer became insolvent.",
    );
  const asks = [
    high ? "a retention of no more than 3% to 5%" : null,
    p.released
      ? null
      : "half released at practical completion and the rest at the end of the rectification period",
    p.trust ? null : "the retention held in trust in a separate bank account",
  ].filter((x): x is string => x !== null);
  const proposed = [
    high ? "the retention percentage is 3%" : null,
    p.released
      ? null
      : "one half of the retention is released at practical completion and the balance at the end of the rectification period",
    p.trust ? null : `${them(p)} holds the retention on trust for ${us(p)} in a separate bank account`,
  ].filter((x): x is string => x !== null);
  return {
    askFor: `Ask for ${andList(asks)}.`,
    proposal: (ref) => `${ref} provides for a retention; we propose that ${proposed.join(", and that ")}.`,
  };
}

/** The rectification (defects) period: 12 months from practical completion is the market norm. */
export function defectsPeriodAdvice(p: SideLabels & { months: number; name: string }): FindingAdvice {
  const months = Math.round(p.months * 10) / 10;
  if (p.side === "customer") {
    if (months >= DEFECTS_MONTHS)
      return keepFinding(
        "Keep it. Inspect the works before the period ends and list the defects in writing in time.",
      );
    return {
      askFor: `The ${p.name} is ${months} months; ${DEFECTS_MONTHS} months is usual, so that defects showing through a full year of seasons and use are covered. Ask for ${DEFECTS_MONTHS} months.`,
      proposal: (ref) =>
        `${ref} sets the ${p.name} at ${months} months; we propose ${DEFECTS_MONTHS} months from practical completion, in line with market practice.`,
    };
  }
  if (months <= DEFECTS_MONTHS) return keepFinding("Keep it: the period is the usual length or shorter.");
  return {
    askFor: `The ${p.name} is ${months} months; ${DEFECTS_MONTHS} months is usual. Ask for ${DEFECTS_MONTHS} months.`,
    proposal: (ref) =>
      `${ref} sets the ${p.name} at ${months} months; we propose ${DEFECTS_MONTHS} months from practical completion, in line with market practice.`,
  };
}

/** A clause that removes, delays or charges for the statutory right to adjudicate. */
export function adjudicationAdvice(p: SideLabels & { targetsUser: boolean | null }): FindingAdvice {
  if (p.targetsUser === false)
    return keepFinding(
      "Do not rely on it: a clause that removes, delays or puts the costs of adjudication on one party does not comply with the Housing Grants, Construction and Regeneration Act 1996, and the other side may still adjudicate at any time.",
    );
  return {
    askFor:
      "Ask for the clause to give each party the right to refer a dispute to adjudication at any time, each bearing its own costs, as the Housing Grants, Construction and Regeneration Act 1996 requires.",
    proposal: (ref) =>
      `${ref} restricts the right to refer disputes to adjudication; we propose that either party may refer a dispute to adjudication at any time, under the Scheme for Construction Contracts, with each party bearing its own costs, as the Housing Grants, Construction and Regeneration Act 1996 requires.`,
  };
}
