import { withoutClauseNumber } from "../clause-number";
import { upperFirst } from "../format";
import { COUNT_SOURCE, countValue, daysPhrase } from "./number-words";
import type { AlternativeContext, ClauseEntry } from "./types";

/**
 * Drafts for leases of property and building contracts. The user's side decides what is drafted: a
 * tenant or employer asks for the market position; a landlord or contractor keeps the contract's own
 * wording where it already protects them, else offers the market position. Each draft is written to
 * the other party, in the contract's own names for both sides.
 */

/** the contract's own sentence, without its number, ending in a full stop; "" when unknown */
function own(ctx: AlternativeContext): string {
  const body = ctx.original ? withoutClauseNumber(ctx.original).trim() : "";
  if (body.length < 30) return "";
  return /[.;:]$/.test(body) ? body.replace(/[;:]$/, ".") : `${body}.`;
}

const RENT_DAYS = 21;
/** the time unpaid rent may run, after the words that say it is unpaid */
const RENT_LATE_DAYS_RE = new RegExp(
  `(\\b(?:unpaid|in\\s+arrears|not\\s+(?:been\\s+)?paid|outstanding)\\b[^.;]{0,40}?)\\b(${COUNT_SOURCE})\\s+(?:clear\\s+)?days\\b`,
  "i",
);
const PERIOD_LENGTH_RE = new RegExp(
  `\\b(?:${COUNT_SOURCE})\\s+(?:calendar\\s+)?(?:months?|weeks?|years?)\\b`,
  "i",
);

/** the length of the period the sentence states, in months */
function monthsIn(sentence: string): number | null {
  const m = PERIOD_LENGTH_RE.exec(sentence);
  if (!m) return null;
  const n = countValue(m[0].replace(/\s+(?:calendar\s+)?(?:months?|weeks?|years?)$/i, ""));
  if (n === null) return null;
  if (/week/i.test(m[0])) return (n * 7) / 30;
  if (/year/i.test(m[0])) return n * 12;
  return n;
}

export const forfeiture: ClauseEntry = {
  benchmark:
    "A landlord's right of re-entry is in every UK commercial lease. Tenants usually obtain 21 days' grace for unpaid rent; for other breaches the landlord must serve a notice under section 146 of the Law of Property Act 1925 and allow a reasonable time to remedy, and the tenant may seek relief from forfeiture.",
  draft: (ctx) => {
    const sentence = own(ctx);
    if (ctx.side === "supplier")
      return (
        sentence ||
        `If any rent is unpaid ${daysPhrase(RENT_DAYS)} after becoming due, or if ${ctx.them} breaches any of its covenants in this Lease, ${ctx.us} may re-enter the Premises, whereupon the term shall end, without prejudice to any right or remedy in respect of any earlier breach.`
      );
    // the contract's sentence with only the time for unpaid rent changed
    // a grace of 21 days or more is kept: the draft never shortens what the tenant has
    if (sentence && RENT_LATE_DAYS_RE.test(sentence))
      return sentence.replace(RENT_LATE_DAYS_RE, (whole: string, before: string, count: string) =>
        (countValue(count) ?? 0) >= RENT_DAYS ? whole : `${before}${daysPhrase(RENT_DAYS)}`,
      );
    return `${upperFirst(ctx.them)} may re-enter the Premises only if (a) any rent is unpaid ${daysPhrase(RENT_DAYS)} after becoming due, or (b) ${ctx.us} is in breach of any of its covenants in this Lease and, where the breach is capable of remedy, has not remedied it within a reasonable time after written notice from ${ctx.them} specifying the breach. Any right of re-entry is subject to ${ctx.us}'s statutory rights, including under section 146 of the Law of Property Act 1925.`;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? own(ctx)
        ? "Keeps your right of re-entry as the lease words it."
        : "Keeps your right to take back the premises if the tenant does not pay or breaks its covenants."
      : `Gives you ${RENT_DAYS} days to pay overdue rent before the landlord may end the lease, the usual period.`,
};

export const serviceCharge: ClauseEntry = {
  benchmark:
    "Commercial service charges should recover only the landlord's reasonable costs of running the building, follow the RICS professional statement on service charges in commercial property, exclude improvements, and are often capped for smaller tenants at an agreed sum rising with inflation.",
  draft: (ctx) => {
    const sentence = own(ctx);
    if (ctx.side === "supplier")
      return (
        sentence ||
        `${upperFirst(ctx.them)} shall pay the Service Charge, being a fair and reasonable proportion of the costs properly incurred by ${ctx.us} in providing the services to the building, in accordance with the RICS professional statement on service charges in commercial property.`
      );
    const cap = `The Service Charge payable by ${ctx.us} in any service charge year shall not exceed an annual sum agreed between the parties before the date of this Lease, increased on each anniversary of the term commencement date in line with the Consumer Prices Index, and shall not include the cost of any improvement (as opposed to repair or replacement) of the building. The Service Charge shall be administered in accordance with the RICS professional statement on service charges in commercial property.`;
    return sentence ? `${sentence} ${cap}` : cap;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? own(ctx)
        ? "Keeps the service charge as the lease sets it."
        : "Keeps the tenant's share of the running costs, administered to the recognised RICS standard."
      : "Caps what you pay each year at an agreed sum rising with inflation, and leaves out the cost of improving the building.",
};

export const rentDeposit: ClauseEntry = {
  benchmark:
    "A rent deposit is usually three to six months' rent, held in a separate interest-bearing account for the tenant, drawn on only for sums due and unpaid, and returned at the end of the lease or on a permitted assignment, or earlier once the tenant's accounts show profits of about three times the rent for three years.",
  draft: (ctx) => {
    const sentence = own(ctx);
    if (ctx.side === "supplier")
      return (
        sentence ||
        `${upperFirst(ctx.them)} shall pay ${ctx.us} a rent deposit equal to six months' rent, which ${ctx.us} may draw on for any rent or other sum due under this Lease and unpaid, and which ${ctx.them} shall top up to its full amount within ${daysPhrase(14)} of being asked to do so.`
      );
    const terms = `${upperFirst(ctx.them)} shall hold the deposit in a separate interest-bearing account designated for ${ctx.us}, may draw on it only for rent or other sums due under this Lease and unpaid, and shall return the balance, with the interest earned on it, to ${ctx.us} within ${daysPhrase(14)} after the earliest of (a) the end of the term, (b) a permitted assignment of this Lease and (c) ${ctx.us} providing audited accounts showing net profits of at least three times the annual rent for three consecutive years.`;
    return sentence ? `${sentence} ${terms}` : terms;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? own(ctx)
        ? "Keeps the deposit as the lease sets it."
        : "Keeps a deposit you may draw on, with a duty on the tenant to top it up."
      : "Keeps the deposit safe in a separate account and says when you get it back, with its interest.",
};

export const securityOfTenure: ClauseEntry = {
  benchmark:
    "Leases of shops and other premises where location matters to the business are often left inside the Landlord and Tenant Act 1954, so the tenant may claim a new lease; short leases and leases of premises the landlord plans to redevelop are commonly contracted out, sometimes with an option to renew.",
  draft: (ctx) => {
    if (ctx.side === "supplier")
      return (
        own(ctx) ||
        `The parties confirm that, before ${ctx.them} became contractually bound to enter into this Lease, ${ctx.us} served on ${ctx.them} a notice in the form required by the Regulatory Reform (Business Tenancies) (England and Wales) Order 2003 and ${ctx.them} made the declaration required by that Order, and the parties agree that the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to the tenancy created by this Lease.`
      );
    return `The tenancy created by this Lease is not excluded from the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954. If ${ctx.them} does not agree to this, ${ctx.them} grants ${ctx.us} an option, exercisable by written notice given not less than six months before the end of the term, to take a new lease of the Premises for a further term of equal length on the same terms (other than this option), at the open market rent at the start of the new term.`;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? own(ctx)
        ? "Keeps the exclusion as the lease words it."
        : "Keeps the exclusion, and records the notice and declaration without which it fails."
      : "Keeps your statutory right to a new lease at the end of the term, or at least an option to renew at a market rent.",
};

export const retention: ClauseEntry = {
  benchmark:
    "Retention in UK building contracts is usually 3% to 5% of each interim payment, with half released at practical completion and the rest at the end of the rectification period (usually 12 months); JCT contracts hold it on trust for the contractor, and the contractor may ask for it to be kept in a separate bank account.",
  draft: (ctx) => {
    const sentence = own(ctx);
    if (ctx.side === "customer")
      return (
        sentence ||
        `${upperFirst(ctx.us)} may retain five per cent (5%) of the value of the work included in each interim payment. One half of the retention shall be released in the interim payment next after practical completion and the balance within ${daysPhrase(14)} after the end of the rectification period, once any defects notified within it have been made good.`
      );
    // a contractor never asks for more retention than the contract already sets
    const stated = sentence ? /(\d+(?:\.\d+)?)\s*(?:%|per\s*cent)/i.exec(sentence) : null;
    const percent = stated && Number(stated[1]) < 3 ? Number(stated[1]) : 3;
    const rate = percent === 3 ? "three per cent (3%)" : `${percent} per cent (${percent}%)`;
    return `The retention percentage shall be ${rate} of the value of the work included in each interim payment. One half of the retention shall be released to ${ctx.us} in the interim payment next after practical completion, and the balance within ${daysPhrase(14)} after the end of the rectification period. ${upperFirst(ctx.them)} shall hold the retention on trust for ${ctx.us} in a separate bank account.`;
  },
  rationale: (ctx) =>
    ctx.side === "customer"
      ? own(ctx)
        ? "Keeps the retention as the contract sets it."
        : "Keeps money in hand as security for defects, released in the usual two halves."
      : "Sets the retention at 3%, released in two halves at practical completion and at the end of the rectification period, and safe in trust if the employer becomes insolvent.",
};

export const defectsPeriod: ClauseEntry = {
  benchmark:
    "A rectification (defects liability) period of 12 months from practical completion is the market norm in UK building contracts; the contractor must return to put defects right during it, and remains liable for defective work afterwards under the general law.",
  draft: (ctx) => {
    const sentence = own(ctx);
    const twelve = "twelve (12) months";
    const months = sentence ? monthsIn(sentence) : null;
    // a contractor keeps a period no longer than the norm; otherwise only the length changes
    if (sentence && months !== null && ctx.side === "supplier" && months <= 12) return sentence;
    // an employer keeps a period at or above the norm
    if (sentence && months !== null && ctx.side === "customer" && months >= 12) return sentence;
    if (sentence && months !== null) return sentence.replace(PERIOD_LENGTH_RE, twelve);
    return `The rectification period shall be ${twelve} from the date of practical completion. The contractor shall make good at its own cost any defects, shrinkages or other faults in the works which appear within that period and are notified to it in writing no later than ${daysPhrase(14)} after it ends.`;
  },
  rationale: (ctx) => {
    const months = ctx.original ? monthsIn(ctx.original) : null;
    return months !== null && (ctx.side === "supplier" ? months <= 12 : months >= 12)
      ? "Keeps the period for putting defects right as the contract sets it."
      : "Sets the period for putting defects right at 12 months from practical completion, the market norm.";
  },
};

export const adjudication: ClauseEntry = {
  benchmark:
    "Every construction contract in the UK must let either party refer a dispute to adjudication at any time (Housing Grants, Construction and Regeneration Act 1996, s108); a contract that does not is read with the Scheme for Construction Contracts, and a term making one party pay the costs of adjudication is ineffective unless agreed after the dispute has been referred (s108A).",
  draft: () =>
    "Either party may refer any dispute or difference arising under this Contract to adjudication at any time, in accordance with the Scheme for Construction Contracts (England and Wales) Regulations 1998 (as amended). Each party shall bear its own costs of the adjudication, and the adjudicator may decide how the adjudicator's fees and expenses are shared between the parties.",
  rationale: () =>
    "Restores each party's statutory right to adjudicate at any time, with each paying its own costs, as the Housing Grants Act requires.",
};

/** The library entries by term type. */
export const PROPERTY_WORKS_ENTRIES: Record<string, ClauseEntry> = {
  forfeiture,
  service_charge: serviceCharge,
  rent_deposit: rentDeposit,
  security_of_tenure: securityOfTenure,
  retention,
  defects_period: defectsPeriod,
  adjudication,
};

/** The engine's findings (category/subcategory) that these entries draft for. */
export const PROPERTY_WORKS_FINDINGS: Record<string, string> = {
  "termination/forfeiture": "forfeiture",
  "termination/no_security_of_tenure": "security_of_tenure",
  "property_and_works/service_charge_uncapped": "service_charge",
  "property_and_works/service_charge_capped": "service_charge",
  "property_and_works/rent_deposit": "rent_deposit",
  "property_and_works/retention": "retention",
  "warranty/defects_period": "defects_period",
  "property_and_works/adjudication_restricted": "adjudication",
};
