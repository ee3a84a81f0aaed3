import { withoutClauseNumber } from "../clause-number";
import { upperFirst as cap } from "../format";
import { hoursText, noticeToReceiveDays, preferredNoticeDays } from "../negotiation-targets";
import { serviceLevelTiers } from "../risk-settings";
import { US_STATES } from "../us-states";
import { concernFigures, keptContractDays, moneyText } from "./concerns";
import { daysPhrase, monthsPhrase } from "./number-words";
import { labelSource } from "./parties";
import { withNoticeDays } from "./retime";
import type { AlternativeContext, ClauseEntry } from "./types";

/** the notice the user asks to give: the figure asked for, else the contract's own they accept, else the green notice period */
export function noticeDays(ctx: AlternativeContext) {
  const asked = concernFigures(ctx.concerns).days;
  if (asked && asked > 0 && asked <= 365 && asked !== ctx.values.noticePeriod) return asked;
  return (
    keptContractDays(ctx.concerns, ctx.original, ctx.values.noticePeriod) ??
    preferredNoticeDays(ctx.thresholds)
  );
}

/** a right to end for breach or insolvency, which a notice for convenience must not be written into */
const BREACH_WORDS_RE = /\b(?:breach\w*|insolven\w*|fails?\s+to|default)\b/i;

/**
 * The contract's own right to end for convenience, held by `holder` (or by either party, when
 * `eitherParty`), with only its notice changed to `days`.
 */
function ownRightWithNotice(
  ctx: AlternativeContext,
  holder: string,
  days: number,
  eitherParty = true,
): string | null {
  const original = ctx.original?.trim();
  if (!original || BREACH_WORDS_RE.test(original)) return null;
  const name = holder.replace(/^the\s+/i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const holds = new RegExp(
    `\\b(?:${name}${eitherParty ? "|either\\s+party|each\\s+party|(?:both|the)\\s+parties" : ""})\\b[^.;]{0,60}?\\bmay\\b[^.;]{0,40}?\\b(?:terminate|end|cancel)`,
    "i",
  );
  return holds.test(original) ? withNoticeDays(original, days) : null;
}

/**
 * The user's own right to end for convenience, as the analysis read it, in a sentence that names the
 * user by another of its defined terms ("the Customer" where the label is "the Hirer"): the party the
 * sentence names keeps the right, and only its notice changes. Never the other side's right, nor a
 * shared one, which the label check in ownRightWithNotice already handles.
 */
function ownRightAsWritten(ctx: AlternativeContext, days: number): string | null {
  const original = ctx.original?.trim();
  if (!ctx.values.ownConvenienceRight || !original || BREACH_WORDS_RE.test(original)) return null;
  const holder =
    /\b((?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+may\b[^.;]{0,40}?\b(?:terminate|end|cancel)\b/.exec(
      withoutClauseNumber(original),
    );
  if (
    !holder ||
    /\b(?:either|each|both|neither|any)\b/i.test(holder[1]) ||
    new RegExp(`^${labelSource(ctx.them)}$`, "i").test(holder[1])
  )
    return null;
  return withNoticeDays(original, days);
}

/**
 * The clause replaced let the supplier end the contract too: it keeps that right, on the notice the
 * contract gave ("either party") or, when it alone could leave, on at least the notice the customer
 * asks for, as the proposal to the supplier says.
 */
function supplierKeepsRight(ctx: AlternativeContext, when: string | null): string {
  const theirs = ctx.values.theirConvenienceNoticeDays;
  if (theirs === undefined) return "";
  // a shared right already short enough for the customer: what it asks is longer notice from the
  // supplier; one too long for it is shortened for the customer only, the supplier's left as it is
  const sharedShort = !ctx.values.theirConvenienceOnly && (theirs === null || theirs <= noticeDays(ctx));
  const days =
    ctx.values.theirConvenienceOnly || sharedShort
      ? Math.max(theirs ?? 0, noticeToReceiveDays(ctx.thresholds))
      : theirs;
  return days
    ? ` ${cap(ctx.them)} may terminate this Agreement for convenience${when ? ` at any time ${when}` : ""} by giving not less than ${daysPhrase(days)}' written notice.`
    : ` ${cap(ctx.them)} may terminate this Agreement for convenience at any time${when ? ` ${when}` : ""} by written notice.`;
}

/** "After the minimum term, either party may terminate ...": the right the clause replaced waits for a first period */
const AFTER_FIRST_PERIOD_RE =
  /\b(?:after|following|on\s+or\s+after|once)\s+(?:the\s+(?:expiry|end|expiration)\s+of\s+)?(?:the|its)\s+(?:minimum|initial|first|fixed)\s+(?:term|period)\b(?:\s+of\s+(?:[\w()-]+\s+){1,2}(?:months|years))?/i;

function afterFirstPeriod(original: string | null | undefined): string | null {
  const m = original ? AFTER_FIRST_PERIOD_RE.exec(original) : null;
  return m
    ? m[0]
        .replace(/^once\b/i, "after")
        .replace(/\bits\b/i, "the")
        .toLowerCase()
    : null;
}

/**
 * The customer's notice to leave that a supplier asks for: long enough to plan for the lost revenue
 * (the length its settings call long), and never shorter than the contract already gives.
 */
function customerLeaveDays(ctx: AlternativeContext) {
  const asked = concernFigures(ctx.concerns).days;
  return Math.max(
    asked && asked <= 365 ? asked : 0,
    noticeToReceiveDays(ctx.thresholds),
    ctx.values.theirConvenienceNoticeDays ?? 0,
  );
}

/**
 * The user's concerns are about what is paid on leaving: only fees up to the date it ends, or a refund
 * of fees paid for after it ("we should only pay up to the date we leave", "refund fees paid in advance").
 */
const FEES_ON_LEAVING_RE =
  /\brefund\w*|\bpro[-\s]?rata\b|\bpaid\s+in\s+advance\b|\b(?:fees?|charges?|pay(?:ing|ments?)?)\b[^.;]{0,40}?\b(?:up\s+to|until|after)\b[^.;]{0,30}?\b(?:termination|the\s+date|we\s+(?:leave|end|terminate)|it\s+ends|the\s+end)\b/i;

/** What the customer pays on leaving, only where its concerns raise it: charges to that date, and a refund of any paid beyond it. */
function feesOnLeaving(ctx: AlternativeContext): string {
  if (!FEES_ON_LEAVING_RE.test(ctx.concerns)) return "";
  // only charges paid in advance leave something to refund
  const refund =
    ctx.values.paidWhen === "advance"
      ? `, and ${ctx.them} shall refund any fees paid in advance for the period after that date`
      : "";
  return ` ${cap(ctx.us)} shall pay only the charges due up to the date termination takes effect${refund}.`;
}

/**
 * The sentence the draft replaces gave a right to end for breach or insolvency (which a notice for
 * convenience is never written into): the contract keeps it, after the convenience right.
 */
function keptBreachRight(ctx: AlternativeContext): string {
  const original = withoutClauseNumber(ctx.original ?? "").trim();
  return original &&
    BREACH_WORDS_RE.test(original) &&
    /\bmay\b[^.;]{0,80}?\b(?:terminate|end|cancel)\b/i.test(original)
    ? ` ${original}`
    : "";
}

export const cancellation: ClauseEntry = {
  benchmark:
    "Customers commonly have a right to end a services contract for convenience on 30 to 90 days' notice, often after a minimum term; suppliers rarely get the same right. Both sides can end it for an unremedied material breach after 30 days.",
  draft: (ctx) => {
    // a supplier wants the customer's notice long enough to plan for the lost revenue, and no refund promise
    if (ctx.side === "supplier") {
      // the contract's own right to end for breach stays; the draft adds one only where it is missing
      const breach = ctx.values.mutualBreachRight
        ? ""
        : " Either party may terminate this Agreement immediately by written notice if the other commits a material breach which, if capable of remedy, is not remedied within thirty (30) days of written notice.";
      const days = customerLeaveDays(ctx);
      const edited = ownRightWithNotice(ctx, ctx.them, days);
      if (edited) return `${edited}${breach}`;
      return `${cap(ctx.them)} may terminate this Agreement for convenience by giving ${ctx.us} not less than ${daysPhrase(days)}' written notice.${breach}`;
    }
    // a tenant asks for a break on a date, not for notice at any time
    if (ctx.values.leaseBreakAt)
      return `${cap(ctx.us)} may end this Lease on ${ctx.values.leaseBreakAt} by giving ${ctx.them} not less than six (6) months' written notice, provided that the rent due up to that date has been paid. This Lease shall then end on that date, without affecting any claim for an earlier breach.`;
    // a customer asks for the right to leave: who and on what notice, and nothing it did not ask for
    // (a right to end for breach, a refund) beyond what the contract already gives
    const days = noticeDays(ctx);
    const who = !concernFigures(ctx.concerns).wantsMutual ? ctx.us : "either party";
    const fees = feesOnLeaving(ctx);
    // a customer does not shorten the supplier's notice too: only its own right is edited
    const edited = ownRightWithNotice(ctx, ctx.us, days, false) ?? ownRightAsWritten(ctx, days);
    if (edited) return `${edited}${fees}`;
    // a right that waited for the first period still does: the proposal is about the notice
    const when = afterFirstPeriod(ctx.original);
    const theirRight = who === ctx.us ? supplierKeepsRight(ctx, when) : "";
    return `${cap(who)} may terminate this Agreement for convenience at any time${when ? ` ${when}` : ""} by giving not less than ${daysPhrase(days)}' written notice.${theirRight}${fees}${keptBreachRight(ctx)}`;
  },
  rationale: (ctx) =>
    ctx.side === "customer" && ctx.values.leaseBreakAt
      ? `Gives you a break on ${ctx.values.leaseBreakAt}, so you are not tied to the premises for the whole term.`
      : ctx.side === "supplier"
        ? `Asks for ${daysPhrase(customerLeaveDays(ctx))}' notice before the customer can leave for convenience, so you can plan for the lost revenue${ctx.values.mutualBreachRight ? "" : ", and lets either side end the contract for a breach left unremedied"}.`
        : `Gives you a way out on ${daysPhrase(noticeDays(ctx))}' notice${feesOnLeaving(ctx) ? `, paying only the charges up to the date it ends${ctx.values.paidWhen === "advance" ? " with a refund of fees paid in advance" : ""}` : ""}.`,
};

/** what is supplied, in the contract's own defined terms when it has them */
const suppliedOf = (ctx: AlternativeContext) => ctx.values.supplied ?? "the services or deliverables";

/**
 * The indemnity's limit: a sum the user names; else a stated cap of months of charges where the user
 * asks for a cap or the contract gives none that reaches the indemnity (pointing at "the limitations
 * of liability in this Agreement" would then cap nothing); else the contract's own liability cap.
 */
function indemnityCap(ctx: AlternativeContext): { sentence: string; words: string } {
  const asked = concernFigures(ctx.concerns);
  // both indemnities unlimited: the user asks for its own to be capped, and the other side's unlimited
  // cover, which protects the user, stays as it is
  const whose = ctx.values.theirIndemnityUncapped ? `${cap(ctx.us)}'s` : "Each party's";
  const theirsKept = ctx.values.theirIndemnityUncapped
    ? ` The limitations of liability in this Agreement do not apply to ${ctx.them}'s obligations under this clause.`
    : "";
  if (asked.money)
    return {
      sentence: `${whose} total liability under this clause shall not exceed ${moneyText(asked.money)} in aggregate.${theirsKept}`,
      words: `capped at ${moneyText(asked.money)}`,
    };
  const stated =
    asked.asksForCap ||
    ctx.values.ownIndemnityUncapped ||
    ctx.values.theirIndemnityUncapped ||
    ctx.values.noLiabilityCap;
  if (stated) {
    const months = asked.asksForCap && asked.months && asked.months <= 36 ? Math.round(asked.months) : 12;
    return {
      sentence: `${whose} total liability under this clause shall not exceed the charges paid or payable under this Agreement in the ${monthsPhrase(months)} before the claim, save for liability that cannot be limited by law.${theirsKept}`,
      words: `capped at the charges paid in the ${months} months before a claim`,
    };
  }
  return {
    sentence:
      "Each party's total liability under this clause is subject to the limitations of liability in this Agreement.",
    words: "subject to the liability cap",
  };
}

const indemnityLimit = (ctx: AlternativeContext) => indemnityCap(ctx).sentence;

/** what the indemnity covers: losses the indemnifying party causes (only its negligence or breach, when asked) */
const causedBy = (ctx: AlternativeContext) =>
  concernFigures(ctx.concerns).asksForFault
    ? "to the extent caused by the negligence or breach of this Agreement of the Indemnifying Party"
    : "to the extent caused by the Indemnifying Party's breach of this Agreement, negligence or wilful misconduct";

/** The clause replaced covered the customer against infringement claims: the customer keeps that cover. */
function keptIpCover(ctx: AlternativeContext): string {
  if (
    ctx.side !== "customer" ||
    !ctx.original ||
    !/\b(?:infring\w*|intellectual\s+property)\b/i.test(ctx.original) ||
    // the contract's own cover, which the user said they accept, stands in the draft as it is
    ctx.kept?.some((s) => /\b(?:infring\w*|intellectual\s+property)\b/i.test(s))
  )
    return "";
  return ` ${cap(ctx.them)} shall also indemnify ${ctx.us} against any third-party claim that the receipt or use of ${suppliedOf(ctx)} supplied under this Agreement infringes that third party's intellectual property rights.`;
}

/** The user's tax indemnity (a consultancy engaged outside payroll) kept to its own tax, and capped. */
function taxIndemnityDraft(ctx: AlternativeContext): string {
  return `${cap(ctx.us)} shall indemnify ${ctx.them} against any income tax and National Insurance contributions (with any interest and penalties) that ${ctx.them} is required to pay in respect of the fees paid under this Agreement, to the extent they arise from ${ctx.us}'s failure to account for its own taxes. This indemnity does not apply to any liability arising from ${ctx.them}'s own status determination or its failure to comply with the off-payroll working rules. ${cap(ctx.us)}'s total liability under this clause shall not exceed the fees paid under this Agreement in the twelve (12) months before the claim.`;
}

export const indemnity: ClauseEntry = {
  benchmark:
    "Balanced contracts use mutual indemnities: each party covers losses caused by its own breach, negligence or infringement, within the contract's liability cap. A one-sided, unlimited indemnity given by a small customer is unusual.",
  draft: (ctx) =>
    ctx.values.taxIndemnity
      ? taxIndemnityDraft(ctx)
      : // work at the customer's place: the risk is injury and damage caused by the supplier's staff
        ctx.side === "customer" && ctx.values.indemnityType === "none" && ctx.values.onSiteWork
        ? `${cap(ctx.them)} shall indemnify ${ctx.us} against all losses, damages, costs and reasonable legal expenses arising from any third-party claim for death, personal injury or damage to property caused by the negligence or breach of this Agreement of ${ctx.them}, its staff or its subcontractors. ${cap(ctx.us)} shall notify ${ctx.them} promptly of any claim and allow it to conduct the defence. ${indemnityLimit(ctx)}`
        : ctx.side === "customer" && ctx.values.indemnityType === "none" && ctx.values.goods
          ? `${cap(ctx.them)} shall indemnify ${ctx.us} against all losses, damages, costs and reasonable legal expenses arising from any third-party claim that the receipt or use of ${ctx.values.supplied ?? "the goods"} supplied under this Agreement infringes that third party's intellectual property rights, or that a defect in ${ctx.values.supplied ?? "the goods"} causes death, personal injury or damage to property. ${cap(ctx.us)} shall notify ${ctx.them} promptly of any claim and allow it to conduct the defence. ${indemnityLimit(ctx)}`
          : // a customer with no indemnity at all asks first for the two that matter most from a supplier
            ctx.side === "customer" && ctx.values.indemnityType === "none"
            ? `${cap(ctx.them)} shall indemnify ${ctx.us} against all losses, damages, costs and reasonable legal expenses arising from any third-party claim that the receipt or use of ${suppliedOf(ctx)} supplied under this Agreement infringes that third party's intellectual property rights, or arising from ${ctx.them}'s breach of data protection law. ${cap(ctx.us)} shall notify ${ctx.them} promptly of any claim and allow it to conduct the defence. ${indemnityLimit(ctx)}`
            : `${ctx.kept?.length ? "In addition, each" : "Each"} party (the "Indemnifying Party") shall indemnify the other against losses, damages, costs and reasonable legal expenses arising from any third-party claim ${causedBy(ctx)}.${keptIpCover(ctx)} The indemnified party shall notify the Indemnifying Party promptly of any claim, allow it to conduct the defence, and take reasonable steps to mitigate its losses. ${indemnityLimit(ctx)}`,
  rationale: (ctx) =>
    ctx.values.taxIndemnity
      ? "Keeps the tax indemnity, but only for tax your own failure to account for causes, and capped."
      : ctx.side === "customer" && ctx.values.indemnityType === "none" && ctx.values.onSiteWork
        ? "Adds the indemnity a customer most needs from a supplier working at its premises: against claims for injury or damage its staff cause."
        : ctx.side === "customer" && ctx.values.indemnityType === "none" && ctx.values.goods
          ? "Adds the two indemnities a buyer of goods most needs: against intellectual property claims and claims for injury or damage caused by defective goods."
          : ctx.side === "customer" && ctx.values.indemnityType === "none"
            ? "Adds the two indemnities a customer most needs from a supplier: against intellectual property claims and data protection breaches."
            : `Makes the indemnity mutual, limited to losses each side causes, and ${indemnityCap(ctx).words}.`,
};

export const jurisdiction: ClauseEntry = {
  benchmark:
    "UK businesses normally contract under the law of England and Wales (or Scotland or Northern Ireland), with disputes heard in the courts of the same part of the UK. Foreign law or courts add cost and uncertainty for a UK business.",
  draft: (ctx) => {
    const asked = concernFigures(ctx.concerns).law;
    const home = ctx.values.homeLaw ?? null;
    const law =
      asked ??
      home ??
      (ctx.values.governingLaw && /scotland|northern ireland/i.test(ctx.values.governingLaw)
        ? ctx.values.governingLaw
        : "England and Wales");
    // a US state's law is "the State of X", heard by the state and federal courts there
    if (!asked && home && (US_STATES as readonly string[]).includes(home))
      return `This Agreement and any dispute or claim arising out of or in connection with it shall be governed by and construed in accordance with the laws of the State of ${home}, without regard to its conflict of laws rules. Each party irrevocably submits to the exclusive jurisdiction of the state and federal courts located in ${home} for any such dispute or claim.`;
    return `This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it shall be governed by and construed in accordance with the law of ${law}. Each party irrevocably agrees that the courts of ${law} shall have exclusive jurisdiction to settle any such dispute or claim.`;
  },
  rationale: (ctx) =>
    ctx.values.homeLaw
      ? `Puts the contract under the law and courts of ${ctx.values.homeLaw}, where your company is based, so you can enforce it without lawyers elsewhere.`
      : "Puts the contract under UK law and UK courts, where you can enforce it without foreign lawyers.",
};

/**
 * The targets to propose: what the user asked for, else the user's service-level setting, never
 * asking for less than the contract already gives (a customer) nor offering more (a supplier).
 */
function serviceTargets(ctx: AlternativeContext) {
  const tier = serviceLevelTiers[ctx.serviceLevel];
  const asked = concernFigures(ctx.concerns);
  const given = ctx.values;
  const customer = ctx.side === "customer";
  const uptime =
    asked.percent ??
    (given.uptimePercent
      ? (customer ? Math.max : Math.min)(given.uptimePercent, tier.uptimePercent)
      : tier.uptimePercent);
  const hours =
    asked.hours ??
    (given.responseTimeHours
      ? (customer ? Math.min : Math.max)(given.responseTimeHours, tier.responseHours)
      : tier.responseHours);
  return { uptime, hours };
}

/** the most service credits a supplier offers in any month, as its proposal says */
const CREDIT_CAP_PERCENT = 20;

export const service: ClauseEntry = {
  benchmark:
    "Business software typically commits to 99% to 99.9% monthly availability, excluding notified maintenance, with service credits (often 5% to 25% of the monthly fee) when it is missed and a right to terminate after repeated failures.",
  draft: (ctx) => {
    const { uptime, hours } = serviceTargets(ctx);
    // the supplier provides the service whichever side the user is on
    const supplier = ctx.side === "customer" ? ctx.them : ctx.us;
    const customer = ctx.side === "customer" ? ctx.us : ctx.them;
    if (ctx.side === "supplier")
      return `${cap(supplier)} shall ensure that the Services are available at least ${uptime}% of the time in each calendar month, as measured by ${supplier}'s monitoring systems, excluding scheduled maintenance notified at least forty-eight (48) hours in advance and any unavailability caused by ${customer}, its systems or its users, or by events beyond ${supplier}'s reasonable control. ${cap(supplier)} shall respond to critical incidents reported by ${customer} within ${hoursText(hours)}. If availability falls below this level in any month, ${supplier} shall, on ${customer}'s written request made within thirty (30) days after the end of that month, credit ${customer} 5% of the fees for that month for each full percentage point of shortfall, up to a maximum of ${CREDIT_CAP_PERCENT}% of the fees for that month. Service credits are ${customer}'s sole and exclusive remedy for any failure to meet the service levels.`;
    return `${cap(supplier)} shall ensure that the Services are available at least ${uptime}% of the time in each calendar month, excluding scheduled maintenance notified at least forty-eight (48) hours in advance. ${cap(supplier)} shall respond to critical incidents within ${hoursText(hours)}. If availability falls below this level in any month, ${supplier} shall credit ${customer} 5% of the fees for that month for each full percentage point of shortfall, and if it falls below this level in any three months in a twelve-month period, ${customer} may terminate this Agreement without penalty.`;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? `Commits you to ${serviceTargets(ctx).uptime}% availability as your own monitoring measures it, excluding outages the customer causes, with service credits capped at ${CREDIT_CAP_PERCENT}% of the month's fees as the customer's only remedy.`
      : `Sets a measurable availability target (${serviceTargets(ctx).uptime}%), response times and credits, with a way out after repeated failures.`,
};
