import { andList } from "../../common/format";
import { FORCE_MAJEURE_DAYS, NON_SOLICITATION_MONTHS, WARRANTY_DAYS } from "../../common/negotiation-targets";
import { type SideLabels, them, us } from "./liability-findings";
import { type FindingAdvice, keepFinding } from "./types";

export function warrantyAdvice(
  p: SideLabels & {
    period: string | null;
    short: boolean;
    long?: boolean;
    anyPurpose?: boolean;
    /** the supplier promises, without qualification, that its work infringes nothing or complies with every law */
    absolute?: { infringement: boolean; law: boolean; knowledge: boolean; excluded: boolean };
  },
): FindingAdvice {
  if (p.anyPurpose && p.side === "supplier")
    return {
      askFor:
        "Ask for the promise to cover only the purposes written into the contract or agreed in writing, not any purpose the customer makes known, expressly or by implication.",
      proposal: (ref) =>
        `${ref} warrants fitness for any purpose made known to ${us(p)}, including by implication; we propose that the warranty covers fitness for the purposes set out in this Agreement or agreed in writing between the parties.`,
    };
  if (p.absolute && p.side === "supplier") {
    const a = p.absolute;
    const asks = [
      a.knowledge ? null : "to be given only so far as you know",
      a.excluded ? null : "not to cover materials or instructions the customer supplies",
    ].filter((x): x is string => x !== null);
    const changes = [
      a.knowledge ? null : `is given to the best of ${us(p)}'s knowledge and belief`,
      a.excluded
        ? null
        : `does not apply to any materials, information or instructions supplied by ${them(p)}`,
    ].filter((x): x is string => x !== null);
    const what = andList(
      [
        a.infringement ? "will not infringe third-party rights" : null,
        a.law ? "will comply with all applicable laws" : null,
      ].filter((x): x is string => x !== null),
    );
    return {
      askFor: `Ask for the promise ${andList(asks)}.`,
      proposal: (ref) =>
        `${ref} warrants without qualification that the work of ${us(p)} ${what}; we propose that the warranty ${andList(changes)}.`,
    };
  }
  if (p.long && p.side === "supplier")
    return {
      askFor: "The warranty runs for more than a year. Ask for 12 months from delivery, the usual period.",
      proposal: (ref) =>
        `${ref} sets a warranty of ${p.period ?? "more than a year"}; we propose 12 months from delivery.`,
    };
  if (p.side === "supplier")
    return keepFinding(
      p.period
        ? "Keep it, and diary when the period ends: after that you no longer have to fix defects under the warranty."
        : "Keep it.",
    );
  if (!p.short)
    return keepFinding(p.period ? "Keep it, and diary when the warranty period ends." : "Keep it.");
  return {
    askFor: `The warranty period is short. Ask for at least ${WARRANTY_DAYS} days, or 12 months for equipment and bespoke software.`,
    proposal: (ref) =>
      `${ref} limits the warranty to ${p.period ?? "a short period"}; we propose at least ${WARRANTY_DAYS} days from delivery.`,
  };
}

/** `shared`: what is given "as is" is information shared where nothing is bought (a confidentiality agreement) */
export function disclaimerAdvice(p: SideLabels, shared = false): FindingAdvice {
  if (shared)
    return keepFinding(
      "Nothing to change: check your own decisions do not rely on the information being right.",
    );
  if (p.side === "supplier") return keepFinding("Keep it.");
  return {
    askFor: `Ask for a warranty that the service will perform materially as described and that defects reported within ${WARRANTY_DAYS} days will be fixed free of charge.`,
    proposal: (ref) =>
      `${ref} supplies the services without any warranty; we propose that ${them(p)} warrants that they will perform materially as described and will correct free of charge any defect reported within ${WARRANTY_DAYS} days.`,
  };
}

export function standardOfCareAdvice(p: SideLabels): FindingAdvice {
  if (p.side === "supplier") return keepFinding("Keep it: it matches what the law expects of you.");
  return keepFinding(
    "Keep it. If you rely on particular results, also ask for a promise that the work will match its agreed description.",
  );
}

/** Work promised to the written specification. */
export function toSpecificationAdvice(p: SideLabels): FindingAdvice {
  if (p.side === "supplier")
    return keepFinding("Keep it, and check you can meet the specification every time.");
  return keepFinding("Keep it, and check the specification describes everything you need done.");
}

/** what a missing warranty should promise: goods, services, or software that should work as described */
export type WarrantedSupply = "goods" | "works" | "services" | "software";

export function noWarrantyAdvice(p: SideLabels, supply: WarrantedSupply = "software"): FindingAdvice {
  if (supply === "goods")
    return {
      askFor:
        "Ask for a warranty that the goods will match their description, be of satisfactory quality and fit for purpose, and be free from defects for 12 months, with defective goods repaired or replaced free of charge.",
      proposal: () =>
        `The contract contains no warranty; we propose that ${them(p)} warrants that the goods will conform to their description, be of satisfactory quality and fit for purpose, and be free from defects for 12 months after delivery, and will repair or replace defective goods free of charge.`,
    };
  if (supply === "works")
    return {
      askFor:
        "Ask for a promise that the works will be carried out in a good and workmanlike manner with materials of good quality, and that defects appearing within 12 months of completion will be put right free of charge.",
      proposal: () =>
        `The contract contains no warranty; we propose that ${them(p)} warrants that the works will be carried out in a good and workmanlike manner with materials of good quality, and will put right free of charge any defect that appears within 12 months of completion.`,
    };
  if (supply === "services")
    return {
      askFor:
        "Ask for a promise that the services will be performed with reasonable skill and care and in line with good industry practice, with work that falls short put right free of charge.",
      proposal: () =>
        `The contract contains no warranty; we propose that ${them(p)} warrants that the services will be performed with reasonable skill and care and in accordance with good industry practice, and will re-perform free of charge any services that do not meet that standard.`,
    };
  return {
    askFor:
      "Ask for a warranty that it will perform materially in line with its description, with defects fixed free of charge.",
    proposal: () =>
      `The contract contains no warranty; we propose that ${them(p)} warrants that the services will perform materially in accordance with their description and will correct defects free of charge.`,
  };
}

export function insuranceAdvice(
  p: SideLabels & { onlyUser: boolean; evidenceGiven?: boolean; statementOnly?: boolean },
): FindingAdvice {
  if (p.onlyUser && p.statementOnly)
    return keepFinding("Nothing to change. Make sure the cover it describes is in place and stays in place.");
  if (p.onlyUser) return keepFinding("Check the required cover and limits with your broker before signing.");
  if (p.statementOnly)
    return {
      askFor: p.evidenceGiven
        ? "Ask for a promise that the cover is kept for the whole contract."
        : "Ask for a promise that the cover is kept for the whole contract, with the certificate on request.",
      proposal: (ref) =>
        `${ref} records the insurance ${them(p)} holds; we propose that ${them(p)} maintains that cover throughout the contract${p.evidenceGiven ? "" : " and provides evidence of it on request"}.`,
    };
  if (p.evidenceGiven)
    return keepFinding("Keep it, and ask for the certificate each year as the clause allows.");
  return {
    askFor: "Ask for a copy of the insurance certificate each year.",
    proposal: (ref) =>
      `${ref} requires insurance to be maintained; we propose that evidence of the cover is provided each year on request.`,
  };
}

/** `symbol` is the contract's own currency, so a US contract is not asked for cover in pounds. */
export function noInsuranceAdvice(p: SideLabels, symbol = "£"): FindingAdvice {
  return {
    askFor: `Ask the supplier to keep professional indemnity and public liability insurance (for example ${symbol}1m each) and to show you the certificates.`,
    proposal: () =>
      `The contract does not require ${them(p)} to hold insurance; we propose that it maintains professional indemnity and public liability insurance of at least ${symbol}1,000,000 each and provides evidence of the cover on request.`,
  };
}

/** What an audit clause already limits: how often, the notice, the hours and who pays. */
export interface AuditLimits {
  yearly: boolean;
  notice: boolean;
  hours: boolean;
  cost: boolean;
  /** the notice given, when it is shorter than a working week ("24 hours") */
  shortNotice?: string | null;
}

/** An audit clause that limits how often, on what notice, when and at whose cost: nothing left to ask. */
export function auditFullyLimited(has: AuditLimits): boolean {
  return has.yearly && has.notice && !has.shortNotice && has.hours && has.cost;
}

/** the notice an audited side asks for when the clause gives less than a working week (about 14 days) */
const AUDIT_NOTICE_WORKING_DAYS = 10;

export function auditAdvice(
  p: SideLabels & {
    auditor: "user" | "other" | "mutual" | "unclear" | "user-denied" | "other-denied";
    limits?: AuditLimits;
  },
): FindingAdvice {
  if (p.auditor === "user" || p.auditor === "other-denied") return keepFinding("Keep it.");
  if (p.auditor === "user-denied")
    return {
      askFor:
        "You may not audit the other side yourself. Ask for a copy of its independent audit report each year, and a right to audit after a serious breach or a suspected overcharge.",
      proposal: (ref) =>
        `${ref} does not allow ${us(p)} to audit ${them(p)}; we propose that ${them(p)} provides a copy of its independent audit report each year and that ${us(p)} may audit after a serious breach or a suspected overcharge.`,
    };
  if (p.auditor === "unclear")
    return keepFinding(
      "Check which side may audit. If it is the other side, ask for audits once a year, on 30 days' notice, at their cost.",
    );
  const has = p.limits ?? { yearly: false, notice: false, hours: false, cost: false };
  const asks = [
    has.yearly ? null : ["once a year", "no more than once a year"],
    has.notice && has.shortNotice
      ? [
          `on reasonable notice of at least ${AUDIT_NOTICE_WORKING_DAYS} working days (the clause gives only ${has.shortNotice})`,
          `on not less than ${AUDIT_NOTICE_WORKING_DAYS} working days' written notice`,
        ]
      : has.notice
        ? null
        : ["on 30 days' notice", "on 30 days' written notice"],
    has.hours ? null : ["in business hours", "during business hours"],
    has.cost ? null : ["at their cost", "at the auditing party's cost"],
  ].filter((a): a is string[] => a !== null);
  if (asks.length === 0)
    return keepFinding(
      "The clause already limits how often, on what notice and at whose cost audits happen. Keep it.",
    );
  if (p.auditor === "mutual")
    return {
      askFor: `Audits run both ways, so limits protect you too. Ask for audits by either side to take place ${andList(asks.map((a) => a[0]).map((a) => a.replace("at their cost", "at the auditing side's cost")))}.`,
      proposal: (ref) =>
        `${ref} allows each party to audit the other; we propose that audits by either party take place ${andList(asks.map((a) => a[1]))}.`,
    };
  return {
    askFor: `Ask for audits to take place ${andList(asks.map((a) => a[0]))}.`,
    proposal: (ref) =>
      `${ref} allows ${them(p)} to audit ${us(p)}; we propose that audits take place ${andList(asks.map((a) => a[1]))}.`,
  };
}

export function assignmentAdvice(
  p: SideLabels & {
    shape: "mutual" | "only-user" | "only-other" | "unclear";
    freeForThem: boolean;
    saleExcepted?: boolean;
    /** the restricted side may not transfer at all ("may not assign"), with no consent mentioned */
    outright?: boolean;
  },
): FindingAdvice {
  if (p.shape === "mutual")
    return keepFinding(
      p.saleExcepted
        ? "Keep it: you may still transfer the contract with your business if you sell it."
        : "Keep it; consider allowing transfer to a buyer of your business without consent.",
    );
  if (p.shape === "unclear")
    return keepFinding(
      "If it is you that needs consent and the other side does not, ask for the same restriction on both sides.",
    );
  if (p.shape === "only-other" && !p.freeForThem)
    return keepFinding(
      p.outright
        ? "Keep it: the other side may not transfer the contract, and the clause does not restrict you."
        : "Keep it: the other side needs your consent to transfer the contract, and the clause does not restrict you.",
    );
  return {
    askFor:
      "Ask for the same restriction on both sides, with a right for you to end the contract if it is transferred to someone you do not accept.",
    proposal: (ref) =>
      `${ref} ${p.freeForThem ? `lets ${them(p)} transfer the contract without consent` : `restricts transfer by ${us(p)} only`}; we propose that neither party may assign or transfer the contract without the other's prior written consent, not to be unreasonably withheld.`,
  };
}

export function nonSolicitationAdvice(
  p: SideLabels & {
    long: boolean;
    onlyUser: boolean;
    /** only the other side is restricted: the clause protects the user's staff */
    onlyThem?: boolean;
    period: string | null;
    advertsExcluded?: boolean;
    /** the ban already covers only staff who worked on the contract */
    staffLimited?: boolean;
  },
): FindingAdvice {
  // the clause protects the user's own staff: a longer or wider restriction only helps
  if (p.onlyThem) return keepFinding("Keep it: it protects your staff.");
  if (!p.long && !p.onlyUser)
    return keepFinding(
      p.advertsExcluded ? "Keep it." : "Keep it, and check it excludes people who answer public job adverts.",
    );
  // a long ban on the user alone: all staff of the other side, for years, is wider than its interest
  const narrow = p.long && p.onlyUser && !p.staffLimited;
  const changes = [
    p.onlyUser ? "the restriction applies to both parties" : null,
    p.long ? `it ends no later than ${NON_SOLICITATION_MONTHS} months after the contract` : null,
    narrow ? "it covers only staff with whom the restricted party worked under the contract" : null,
    p.advertsExcluded ? null : "it does not cover people who respond to a general job advertisement",
  ].filter((c): c is string => c !== null);
  const adverts = p.advertsExcluded ? "" : ", and to exclude people who answer public job adverts";
  const asks = [
    p.onlyUser ? "to be mutual" : null,
    `to end 6-${NON_SOLICITATION_MONTHS} months after the contract`,
    narrow ? "to cover only staff you actually worked with" : null,
  ].filter((a): a is string => a !== null);
  return {
    askFor: p.long
      ? `Ask for the restriction ${andList(asks)}${adverts}.`
      : `Ask for the restriction to be mutual${adverts}.`,
    proposal: (ref) =>
      `${ref} ${p.onlyUser ? `restricts only ${us(p)} from hiring the other's staff` : `restricts hiring for ${p.period ?? "a long period"} after the contract`}; we propose ${andList(changes.map((c) => `that ${c}`))}.`,
  };
}

/**
 * `leaveDays`: the customer may already end the contract on this much notice without a reason.
 * `theirsOnly`: the clause excuses only the other side, so the user first asks for the same relief.
 */
export function forceMajeureAdvice(
  exit: boolean,
  leaveDays: number | null = null,
  p?: SideLabels & { theirsOnly?: boolean },
): FindingAdvice {
  const theirsOnly = p?.theirsOnly === true;
  if (exit && !theirsOnly) return keepFinding("Keep it.");
  const both =
    "neither party is liable for delay or failure in performing its obligations caused by events beyond its reasonable control";
  // a supplier (or a customer that can already leave) needs only the same relief, not a way out
  if (p && theirsOnly && (exit || p.side === "supplier"))
    return {
      askFor: "Ask for the relief for events outside a party's control to apply to both parties.",
      proposal: (ref) =>
        `${ref} excuses only ${them(p)} for events beyond its reasonable control; we propose that it applies to both parties, so that ${both}.`,
    };
  if (leaveDays !== null && leaveDays <= FORCE_MAJEURE_DAYS)
    return {
      askFor: theirsOnly
        ? "Ask for the relief to apply to both parties, and for no charges while the service is suspended."
        : "Ask for no charges while the service is suspended.",
      proposal: (ref) =>
        p && theirsOnly
          ? `${ref} excuses only ${them(p)} for events beyond its reasonable control; we propose that it applies to both parties, so that ${both}, and that no charges are payable while performance is suspended.`
          : `${ref} excuses performance during events beyond a party's control; we propose that no charges are payable while performance is suspended.`,
    };
  return {
    askFor: theirsOnly
      ? `Ask for the relief to apply to both parties, for the right to end the contract if such an event lasts more than ${FORCE_MAJEURE_DAYS} days, and for no charges while the service is suspended.`
      : `Ask for the right to end the contract if a force majeure event lasts more than ${FORCE_MAJEURE_DAYS} days, and for no charges while the service is suspended.`,
    proposal: (ref) =>
      p && theirsOnly
        ? `${ref} excuses only ${them(p)} for events beyond its reasonable control, with no end date; we propose that either party may terminate if such an event lasts more than ${FORCE_MAJEURE_DAYS} days, that the relief applies to both parties, so that ${both}, and that no charges are payable while performance is suspended.`
        : `${ref} excuses performance during events beyond a party's control with no end date; we propose that either party may terminate if such an event lasts more than ${FORCE_MAJEURE_DAYS} days, and that no charges are payable while performance is suspended.`,
  };
}

export function breachTerminationAdvice(
  p: SideLabels & { onlyThem: boolean; anyBreach?: boolean },
): FindingAdvice {
  if (!p.onlyThem) return keepFinding("Keep it.");
  if (p.anyBreach)
    return {
      askFor:
        "Ask for the right to apply only to a material breach that is not put right within 30 days of notice, and for the same right for yourself.",
      proposal: (ref) =>
        `${ref} allows ${them(p)} to terminate immediately for any breach; we propose that either party may terminate for a material breach that is not remedied within 30 days of written notice.`,
    };
  return {
    askFor: "Ask for the same right for yourself.",
    proposal: (ref) =>
      `${ref} allows only ${them(p)} to terminate for the other's breach or insolvency; we propose that ${us(p)} has the same right.`,
  };
}

/** A right to change the price: a customer asks for a yearly, index-linked cap and a way out. */
export function priceChangeAdvice(
  p: SideLabels & {
    mine: boolean;
    limited: boolean;
    exit: boolean;
    yearly?: boolean;
    margin?: number;
    /** a rise the contract fixes at this percentage, whatever inflation does */
    fixedRate?: number;
    /** the rise applies by itself, without either side deciding on it */
    automatic?: boolean;
  },
): FindingAdvice {
  if (p.mine)
    return keepFinding(
      p.fixedRate !== undefined
        ? "Keep it."
        : p.automatic
          ? "Keep it, and send the customer the new charges before each rise takes effect."
          : "Keep it, and tell the customer in writing before any change takes effect.",
    );
  if (p.fixedRate !== undefined)
    return p.fixedRate > 3
      ? {
          askFor: `The prices rise by ${p.fixedRate}% every year, whether or not costs rise. Ask for rises limited to the rise in the Consumer Prices Index instead.`,
          proposal: (ref) =>
            `${ref} increases the charges by ${p.fixedRate}% each year; we propose that any increase is limited to the rise in the Consumer Prices Index.`,
        }
      : keepFinding("Budget for the yearly rise.");
  if (p.limited && (p.margin ?? 0) >= 3)
    return {
      askFor: `Each rise adds ${p.margin}% on top of the price index. Ask for rises limited to the index alone, or fixed prices for the minimum term.`,
      proposal: (ref) =>
        `${ref} increases the charges by the price index plus ${p.margin}%; we propose that any increase is limited to the rise in the Consumer Prices Index.`,
    };
  if (p.limited) return keepFinding("Keep the limit, and diary when an increase can first apply.");
  const exit = p.exit
    ? ""
    : `, and that ${us(p)} may end the contract without charge if it does not accept a change`;
  return {
    askFor: `Ask for increases to be limited to ${p.yearly ? "" : "once a year and to "}the rise in the Consumer Prices Index${p.exit ? "" : ", with the right to leave without charge if you do not accept one"}.`,
    proposal: (ref) =>
      `${ref} allows ${them(p)} to change the prices without limit; we propose that ${p.yearly ? "any yearly increase is no more than" : "prices rise no more than once in any 12 months and by no more than"} the increase in the Consumer Prices Index${exit}.`,
  };
}

/**
 * Charges fixed by the contract. A customer keeps them; a supplier whose charges stay fixed for more than a
 * year with no increase for inflation asks for a yearly rise in line with the price index after the first year.
 */
export function fixedPriceAdvice(
  p: SideLabels & { long: boolean; period: string | null; what?: string },
): FindingAdvice {
  const what = p.what ?? "the charges";
  const are = /\b(?:rent|retainer|subscription)$/.test(what) ? "is" : "are";
  if (p.side === "customer") return keepFinding("Keep it.");
  if (!p.long) return keepFinding(`Keep it, and check your costs will stay within ${what} for that time.`);
  return {
    askFor: `Ask for ${what} to rise each year after the first in line with the Consumer Prices Index (or the Retail Prices Index), so that your price keeps pace with your costs.`,
    proposal: (ref) =>
      `${ref} fixes ${what} for ${p.period ?? "the whole term"} with no increase; we propose that ${what} ${are} fixed for the first 12 months only and then ${are === "is" ? "increases" : "increase"} on each anniversary of this Agreement by the percentage rise in the Consumer Prices Index over the previous 12 months.`,
  };
}

/** A mutual permission to transfer: nothing to send the other side. */
/** the other side alone may transfer the contract without the user's consent */
export function freeTransferAdvice(p: SideLabels & { saleExcepted: boolean }): FindingAdvice {
  return {
    askFor: `Ask for ${p.saleExcepted ? "any other transfer" : "a transfer"} by ${them(p)} to need your prior written consent, not to be unreasonably withheld, and for a right to end the contract if it is transferred to someone you do not accept.`,
    proposal: (ref) =>
      `${ref} lets ${them(p)} transfer the contract without our consent; we propose that neither party may assign or transfer the contract without the other's prior written consent, not to be unreasonably withheld.`,
  };
}

export const ownFreeTransferAdvice = (): FindingAdvice => keepFinding("Keep it.");

export const permittedTransferAdvice = (): FindingAdvice =>
  keepFinding("Check that you are content for the other side to transfer the contract in the same way.");

export function earlyTerminationChargeAdvice(
  p: SideLabels & { whole: boolean; breachExcepted: boolean; pricesMayRise?: boolean },
): FindingAdvice {
  if (p.side === "supplier") return keepFinding("Keep it.");
  // a price increase is a reason to leave only where the contract lets prices rise
  const causes = (breach: string) =>
    [p.breachExcepted ? null : breach, p.pricesMayRise === false ? null : "a price increase"]
      .filter(Boolean)
      .join(" or ");
  const reasons = causes("the supplier's breach");
  const theirReasons = causes(`${them(p)}'s breach`);
  if (!reasons && !p.whole) return keepFinding("Check the charge is no more than the supplier's real loss.");
  if (!reasons)
    return {
      askFor:
        "Ask for the charge to fall as the term runs, for example to no more than three months' charges.",
      proposal: (ref) =>
        `${ref} requires ${us(p)} to pay all the charges for the rest of the term on early termination; we propose that the charge is limited to three months' charges.`,
    };
  return {
    askFor: p.whole
      ? `Ask for the charge to fall as the term runs (for example no more than three months' charges), and for no charge if you leave because of ${reasons}.`
      : `Check the charge is no more than the supplier's real loss, and ask for no charge if you leave because of ${reasons}.`,
    proposal: (ref) =>
      p.whole
        ? `${ref} requires ${us(p)} to pay all the charges for the rest of the term on early termination; we propose that the charge is limited to three months' charges, and that none is payable where ${us(p)} ends the contract because of ${theirReasons}.`
        : `${ref} sets an early termination charge; we propose that none is payable where ${us(p)} ends the contract because of ${theirReasons}.`,
  };
}

export function cancellationChargeAdvice(p: SideLabels): FindingAdvice {
  if (p.side === "supplier") return keepFinding("Keep it.");
  return keepFinding(
    "Diary the dates on which each cancellation charge starts, and check the charges are no more than the supplier would really lose.",
  );
}

export function nonCompeteAdvice(
  p: SideLabels & {
    restrictsUser: boolean;
    long: boolean;
    period: string | null;
    goods?: boolean;
    /** the restriction already applies only in the contract's territory */
    territorial?: boolean;
  },
): FindingAdvice {
  if (!p.restrictsUser)
    return keepFinding("Keep it, and check it covers the competitors that matter to you.");
  if (p.goods)
    return {
      askFor: `Ask for the restriction to cover only products that directly compete with the contract's products${p.territorial ? "" : ", and only in the territory of the contract"}${p.long ? ", ending no more than 6 months after the contract" : ""}, so that you can keep the rest of your range.`,
      proposal: (ref) =>
        `${ref} restricts ${us(p)} from selling competing products${p.period ? ` for ${p.period} after the contract` : ""}; we propose that the restriction covers only products that directly compete with the products supplied under the contract${p.territorial ? "" : ", in the territory of the contract"}${p.long ? ", and ends six months after the contract" : ""}.`,
    };
  return {
    askFor: `Ask for the restriction to cover only direct competitors in the field of this contract${p.long ? ", and to end no more than 6 months after the contract" : ""}, so that you can still take other work.`,
    proposal: (ref) =>
      `${ref} restricts ${us(p)} from working with competitors${p.period ? ` for ${p.period} after the contract` : ""}; we propose that the restriction covers only direct competitors in the field of the services${p.long ? " and ends six months after the contract" : ""}.`,
  };
}
