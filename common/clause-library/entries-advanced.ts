import { withoutClauseNumber } from "../clause-number";
import { andList, upperFirst as cap } from "../format";
import {
  CONFIDENTIALITY_YEARS,
  FORCE_MAJEURE_DAYS,
  LIABILITY_CAP_MONTHS,
  WARRANTY_DAYS,
} from "../negotiation-targets";
import { concernFigures, moneyText, sumsIn } from "./concerns";
import { daysPhrase, monthsPhrase, yearsPhrase } from "./number-words";
import { customerOf, dutyHolder, labelSource, supplierOf } from "./parties";
import type { AlternativeContext, ClauseEntry } from "./types";

/** The cap the user asked for: a sum, a share of the fees or a number of months' fees; else twelve months' fees. */
function capAmount(ctx: AlternativeContext) {
  const f = concernFigures(ctx.concerns);
  if (f.money) return moneyText(f.money);
  const months = f.months !== null && f.months >= 1 && f.months <= 60 ? f.months : LIABILITY_CAP_MONTHS;
  const share = f.percent !== null && f.percent >= 50 && f.percent <= 1000 ? `${f.percent}% of ` : "";
  return `${share}the total fees paid and payable under this Agreement in the ${monthsPhrase(months)} preceding the event giving rise to the claim`;
}

/**
 * "The Supplier's total liability under this Agreement shall not exceed ..." made mutual and nothing
 * else: "Each party's total liability ...", as the proposal ("the same cap applies to each party") says.
 * The party the liability is owed to becomes "the other" ("Each party's total liability to the other"),
 * and a sentence that goes on to limit the other side's liability alone is drafted afresh, since
 * swapping its name in one place only would leave a cap that reads as mutual but is not.
 */
function sameCapForEach(ctx: AlternativeContext): string | null {
  const asked = concernFigures(ctx.concerns);
  // a cap the user asked for in their concerns is drafted in full
  if (!ctx.values.capOnlyTheirs || !ctx.original || asked.money || asked.months || asked.percent) return null;
  const body = withoutClauseNumber(ctx.original).trim();
  const them = labelSource(ctx.them);
  const possessive = new RegExp(
    `^${them}['’]s\\s+(?=(?:(?:total|aggregate|maximum|entire|cumulative)\\s+)*liability\\b)`,
    "i",
  );
  const of = new RegExp(
    `^((?:the\\s+)?(?:(?:total|aggregate|maximum|entire|cumulative)\\s+)*liability\\s+of\\s+)${them}\\b`,
    "i",
  );
  const mutual = possessive.test(body)
    ? body.replace(possessive, "Each party's ")
    : of.test(body)
      ? cap(body.replace(of, "$1each party"))
      : null;
  if (mutual === null) return null;
  // the subject runs to its verb: "Each party's total liability to the Customer under this Agreement shall"
  const verb = /\b(?:shall|will|must|is|are|may)\b/i.exec(mutual);
  const at = verb?.index ?? mutual.length;
  const owedTo = new RegExp(`\\b(?:to|towards)\\s+(?:${labelSource(ctx.us)}|${them})\\b`, "gi");
  const subject = mutual.slice(0, at).replace(owedTo, "to the other");
  const rest = mutual.slice(at);
  if (new RegExp(`\\b${them}\\s+(?:shall|will|is|are|has|may)\\b`, "i").test(rest)) return null;
  return `${subject}${rest}`;
}

/** the cap in a few words, for the rationale: "£250,000", "twelve (12) months' fees" */
function capInBrief(ctx: AlternativeContext) {
  const f = concernFigures(ctx.concerns);
  if (f.money) return moneyText(f.money);
  const months = f.months !== null && f.months >= 1 && f.months <= 60 ? f.months : LIABILITY_CAP_MONTHS;
  const share = f.percent !== null && f.percent >= 50 && f.percent <= 1000 ? `${f.percent}% of ` : "";
  return `${share}${monthsPhrase(months)}' fees`;
}

export const liabilityCap: ClauseEntry = {
  benchmark:
    "The usual position is a mutual cap at 100% of the fees paid or payable in the 12 months before the claim (sometimes 125% to 150%), with no cap for death or personal injury caused by negligence, fraud, or breach of confidentiality and data protection.",
  draft: (ctx) =>
    sameCapForEach(ctx) ??
    `Subject to the exclusions below, each party's total aggregate liability arising out of or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed ${capAmount(ctx)}. Nothing in this Agreement limits or excludes either party's liability for death or personal injury caused by its negligence, for fraud or fraudulent misrepresentation, for breach of its confidentiality or data protection obligations, or for any other liability which cannot be limited or excluded by law.`,
  rationale: (ctx) =>
    sameCapForEach(ctx) !== null
      ? "Makes the contract's own cap apply to both sides equally, and changes nothing else."
      : `A mutual cap of ${capInBrief(ctx)}, with the standard carve-outs that protect you.`,
};

export const ipOwnership: ClauseEntry = {
  benchmark:
    "Each party normally keeps the intellectual property it brings; work created specifically for and paid for by the customer is usually owned by the customer, or at least licensed to it perpetually and free of charge.",
  draft: (ctx) =>
    // the customer's own changes and improvements go to the supplier: the customer keeps them instead
    ctx.values.ipGrantBack
      ? `Each party retains ownership of its pre-existing intellectual property. ${cap(ctx.us)} shall own all intellectual property rights in any modification, adaptation or improvement it makes to ${ctx.them}'s materials, and grants ${ctx.them} a non-exclusive, royalty-free licence to use it for the purposes of this Agreement.`
      : ctx.side === "supplier"
        ? // the supplier keeps what it brings and hands over the work only once it is paid
          `Each party retains ownership of its pre-existing intellectual property, including ${ctx.us}'s tools, methods and know-how. All intellectual property rights in deliverables created specifically for ${ctx.them} under this Agreement shall vest in ${ctx.them} only on payment in full of the relevant fees, and ${ctx.us} grants ${ctx.them} a non-exclusive, royalty-free licence to use any of ${ctx.us}'s pre-existing intellectual property incorporated in those deliverables, for the purpose of using them.`
        : `Each party retains ownership of its pre-existing intellectual property. All intellectual property rights in deliverables created specifically for ${ctx.us} under this Agreement shall vest in ${ctx.us} on payment of the relevant fees, and ${ctx.them} grants ${ctx.us} a perpetual, royalty-free licence to use any of its pre-existing intellectual property incorporated in those deliverables.`,
  rationale: (ctx) =>
    ctx.values.ipGrantBack
      ? "You keep what you create yourself, and the other side may still use it under this contract."
      : ctx.side === "supplier"
        ? "You keep your existing materials and tools, and ownership of the work passes only when you are paid."
        : "You own what you pay to have made, and can keep using anything built into it.",
};

export const confidentiality: ClauseEntry = {
  benchmark:
    "Confidentiality is normally mutual, lasts for the contract and two to five years after it (indefinitely for trade secrets), and allows disclosure to advisers and where the law requires.",
  draft: (ctx) =>
    `Each party shall keep the other's confidential information confidential, use it only to perform this Agreement, and disclose it only to its employees, contractors and professional advisers who need to know it and are bound by equivalent obligations, or where required by law. These obligations continue for ${yearsPhrase(concernFigures(ctx.concerns).years ?? CONFIDENTIALITY_YEARS)} after termination, and indefinitely for trade secrets.`,
  rationale: () => "Makes confidentiality mutual, with a clear duration and the usual exceptions.",
};

export const dataProtection: ClauseEntry = {
  benchmark:
    "Where a supplier handles personal data for a customer, UK GDPR requires a written processing agreement: instructions, security, sub-processor approval, breach notice (typically within 24 to 72 hours), help with individuals' requests, and deletion or return at the end.",
  draft: (ctx) => {
    // the supplier processes the customer's data, whichever side the user is on
    const processor = supplierOf(ctx);
    const controller = customerOf(ctx);
    // a supplier offers terms it can meet: sub-processors on notice, breach notice without a fixed hour count
    if (ctx.side === "supplier")
      return `Where ${processor} processes personal data on behalf of ${controller} under this Agreement, ${processor} shall process it only on ${controller}'s documented instructions and in accordance with the UK GDPR and the Data Protection Act 2018; implement appropriate technical and organisational security measures; ensure that its staff who process it are bound by confidentiality; engage sub-processors only under written terms giving equivalent protection, telling ${controller} in advance of any new sub-processor so that it may object on reasonable grounds; notify ${controller} without undue delay after becoming aware of a personal data breach; give ${controller} reasonable assistance with data subject requests; and delete or return the personal data at the end of this Agreement, unless the law requires it to be kept. ${cap(controller)} shall ensure that it has a lawful basis for the processing and that its instructions comply with data protection law.`;
    return `Where ${processor} processes personal data on behalf of ${controller}, it shall do so only on ${controller}'s documented instructions and in accordance with the UK GDPR and the Data Protection Act 2018; implement appropriate technical and organisational security measures; not engage sub-processors without ${controller}'s prior written consent; notify ${controller} without undue delay and in any event within forty-eight (48) hours of becoming aware of a personal data breach; assist ${controller} with data subject requests; and delete or return all personal data at the end of this Agreement.`;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? "Offers the processing terms the UK GDPR requires in a form you can meet: new sub-processors on notice rather than consent, breach notice without undue delay rather than within set hours, and the customer answerable for its lawful basis."
      : "Adds the processing terms UK GDPR requires when a supplier handles personal data for you, with breach notice within 48 hours.",
};

export const assignment: ClauseEntry = {
  benchmark:
    "Most contracts stop either party assigning the contract without the other's consent (not to be unreasonably withheld), with an exception for a group company or the buyer of the business.",
  draft: () =>
    "Neither party may assign, transfer or subcontract any of its rights or obligations under this Agreement without the prior written consent of the other party, such consent not to be unreasonably withheld or delayed, save that either party may assign this Agreement to a member of its group or to a purchaser of all or substantially all of its business on written notice.",
  rationale: () =>
    "Stops the contract being handed to someone you did not choose, while allowing normal business sales.",
};

/** the usual cover for each claim: what a customer asks for at least, and a supplier offers at most */
const USUAL_COVER = 1_000_000;
const COVER_KINDS: Array<[RegExp, string]> = [
  [/\bprofessional\s+indemnity\b/i, "professional indemnity insurance"],
  [/\bpublic\s+liability\b/i, "public liability insurance"],
  [/\bemployer(?:['’]?s)?['’]?\s+liability\b/i, "employers' liability insurance"],
  [/\bproducts?\s+liability\b/i, "product liability insurance"],
];
const INSURE_VERBS = "maintain|carry|keep|take\\s+out|effect|obtain|procure|insure|hold|have";

/**
 * Who insures, for how much and what: the party the contract's sentence requires to insure (the
 * supplier when it names none). The user asks the other side for at least the usual cover and never
 * less than the contract requires; it offers for itself at most the usual cover and never more.
 */
function insurancePlan(ctx: AlternativeContext) {
  const original = ctx.original ? withoutClauseNumber(ctx.original) : "";
  const insured = dutyHolder(ctx, original, INSURE_VERBS) ?? (supplierOf(ctx) === ctx.us ? "us" : "them");
  const stated = sumsIn(original).map((m) => m.amount);
  const symbol = sumsIn(original)[0]?.symbol ?? "£";
  const amount =
    insured === "them"
      ? Math.max(USUAL_COVER, ...stated)
      : Math.min(USUAL_COVER, ...(stated.length > 0 ? stated : [USUAL_COVER]));
  const sum = moneyText(concernFigures(ctx.concerns).money ?? { amount, symbol });
  const named = COVER_KINDS.filter(([re]) => re.test(original)).map(([, kind]) => kind);
  const kinds =
    named.length > 0
      ? named
      : insured === "both"
        ? ["public liability insurance"]
        : ["professional indemnity insurance", "public liability insurance"];
  return { insured, sum, kinds };
}

export const insurance: ClauseEntry = {
  benchmark:
    "Suppliers of professional services commonly hold professional indemnity cover of at least £1,000,000 to £2,000,000 and public liability of at least £1,000,000, and show certificates on request.",
  draft: (ctx) => {
    const { insured, sum, kinds } = insurancePlan(ctx);
    const cover = `${andList(kinds.map((k) => `${k} of not less than ${sum}`))} for each claim`;
    if (insured === "both")
      return `Each party shall maintain, with a reputable insurer, insurance adequate to cover its liabilities under this Agreement, including ${cover}, during the term of this Agreement, and shall provide evidence of that cover on the other's reasonable written request.`;
    // a supplier offers cover for the term, with evidence at most once a year
    if (insured === "us")
      return `${cap(ctx.us)} shall maintain, with a reputable insurer, ${cover} during the term of this Agreement, and shall provide evidence of that cover on ${ctx.them}'s reasonable written request, no more than once in any twelve (12) month period.`;
    // professional indemnity cover is claims-made: claims come after the work, so it runs on
    const runOff = kinds.includes("professional indemnity insurance")
      ? " and for six (6) years after it"
      : "";
    return `${cap(ctx.them)} shall maintain, with a reputable insurer, ${cover} during the term of this Agreement${runOff}, and shall provide evidence of that cover on request.`;
  },
  rationale: (ctx) => {
    const { insured, sum } = insurancePlan(ctx);
    if (insured === "both")
      return `Has each side insure its own liabilities, with cover of ${sum} for each claim, a level you can meet.`;
    if (insured === "us")
      return `Limits the insurance you must hold to ${sum} for each claim while the contract runs, with evidence shown only on reasonable request.`;
    return `Makes sure the ${ctx.side === "customer" ? "supplier" : "customer"} keeps insurance of at least ${sum} for each claim, so there is money behind its promises if something goes wrong.`;
  },
};

const GOODS_RE = /^the\s+(?:Goods|Products|Equipment)\b/;

function warrantyPeriod(ctx: AlternativeContext) {
  const f = concernFigures(ctx.concerns);
  if (f.months !== null && f.months >= 1 && f.months <= 60) return monthsPhrase(f.months);
  if (f.years !== null && f.years >= 1 && f.years <= 10) return yearsPhrase(f.years);
  if (f.days !== null && f.days >= 7 && f.days <= 730) return daysPhrase(f.days);
  return daysPhrase(WARRANTY_DAYS);
}

/** a supplier's warranty: the remedy it chooses is the only one, and nothing is implied beyond it */
function suppliersWarranty(ctx: AlternativeContext, goods: boolean) {
  const period = warrantyPeriod(ctx);
  const promise = goods
    ? `${cap(ctx.us)} warrants that ${ctx.values.supplied} will, on delivery and for ${period} after delivery, conform in all material respects to their description and any agreed specification and be free from material defects in materials and workmanship.`
    : `${cap(ctx.us)} warrants that the Services will be performed with reasonable skill and care, and that the deliverables will conform in all material respects to their specification for ${period} after delivery.`;
  const remedy = goods
    ? "repair or replace them or refund the price paid for them"
    : "correct the failure or refund the fees paid for the affected part";
  const excluded = goods
    ? `fair wear and tear, or damage caused by misuse, neglect or alteration by anyone other than ${ctx.us}`
    : `any failure caused by ${ctx.them}'s misuse or modification of the deliverables, or by use other than in accordance with ${ctx.us}'s instructions`;
  return `${promise} If they do not and ${ctx.them} tells ${ctx.us} in writing within that period, ${ctx.us} shall, at its option, ${remedy}, and this shall be ${ctx.them}'s sole remedy for breach of this warranty. The warranty does not cover ${excluded}. All other warranties and conditions, whether express or implied, are excluded to the fullest extent permitted by law.`;
}

export const warranty: ClauseEntry = {
  benchmark:
    "A supplier usually warrants that services are performed with reasonable skill and care, that deliverables materially match their description for at least 90 days, and that it will fix or refund when they do not.",
  draft: (ctx) => {
    // goods are warranted in the words of the Sale of Goods Act, and put right by repair or replacement
    const goods = GOODS_RE.test(ctx.values.supplied ?? "");
    if (ctx.side === "supplier") return suppliersWarranty(ctx, goods);
    return goods
      ? `${cap(ctx.them)} warrants that ${ctx.values.supplied} will, on delivery and for ${warrantyPeriod(ctx)} after delivery, conform to their description and any agreed specification, be of satisfactory quality, be fit for any purpose made known to ${ctx.them}, and be free from defects in design, materials and workmanship. If they do not, ${ctx.them} shall, at its own cost, repair or replace them or, if it cannot, refund the price paid for them.`
      : `${cap(ctx.them)} warrants that the Services will be performed with reasonable skill and care in accordance with good industry practice, and that the deliverables will conform in all material respects to their specification for ${warrantyPeriod(ctx)} after delivery. If they do not, ${ctx.them} shall, at its own cost, promptly correct the failure or, if it cannot, refund the fees paid for the affected part.`;
  },
  rationale: (ctx) =>
    ctx.side === "supplier"
      ? `Limits your promise to the agreed standard for ${warrantyPeriod(ctx)}, with a fix or a refund, at your choice, as the customer's only remedy.`
      : `A clear quality promise for ${warrantyPeriod(ctx)}, with a fix or a refund you can insist on.`,
};

export const auditRights: ClauseEntry = {
  benchmark:
    "Audit rights are usually limited to once a year, on 30 days' notice, during business hours, at the auditing party's cost, and only to check compliance with the contract.",
  draft: (ctx) =>
    `Either party may, no more than once in any twelve (12) month period and on not less than ${daysPhrase(concernFigures(ctx.concerns).days ?? 30)}' written notice, audit the other's records relevant to this Agreement during normal business hours, at its own cost, solely to verify compliance with this Agreement, and subject to the other's reasonable security and confidentiality requirements.`,
  rationale: () => "Keeps audits reasonable in frequency, notice and cost.",
};

function nonSolicitMonths(ctx: AlternativeContext) {
  const months = concernFigures(ctx.concerns).months;
  return months !== null && months >= 1 && months <= 24 ? months : 6;
}

export const nonSolicitation: ClauseEntry = {
  benchmark:
    "Non-solicitation clauses are usually mutual, last 6 to 12 months after the contract, cover only staff directly involved, and exclude responses to general job adverts.",
  draft: (ctx) =>
    `During this Agreement and for ${monthsPhrase(nonSolicitMonths(ctx))} after it, neither party shall directly solicit for employment any employee of the other who was directly involved in the Services, save that this shall not prevent either party employing anyone who responds to a general recruitment advertisement.`,
  rationale: () => "Makes the restriction mutual, short and limited to people actually involved.",
};

export const forceMajeure: ClauseEntry = {
  benchmark:
    "Force majeure normally suspends obligations only while an event beyond a party's reasonable control lasts, requires prompt notice and mitigation, excludes payment obligations, and lets the other party terminate after 30 to 90 days.",
  draft: (ctx) =>
    `Neither party shall be liable for any delay or failure to perform caused by events beyond its reasonable control, provided it notifies the other party promptly, uses reasonable endeavours to mitigate the effect, and resumes performance as soon as possible. If such an event continues for more than ${daysPhrase(concernFigures(ctx.concerns).days ?? FORCE_MAJEURE_DAYS)}, the party not affected may terminate this Agreement by written notice. ${
      // a customer's proposal asks for no charges while the supplier cannot perform; a supplier keeps being paid
      ctx.side === "customer"
        ? `No charges shall be payable for any period during which ${ctx.them}'s performance is suspended under this clause, but this clause does not excuse payment for anything already supplied.`
        : "This clause does not excuse any payment obligation."
    }`,
  rationale: (ctx) =>
    `Excuses either side only while an event beyond its control lasts, and lets the other end the contract if it goes on for more than ${daysPhrase(concernFigures(ctx.concerns).days ?? FORCE_MAJEURE_DAYS)}${ctx.side === "customer" ? ", with no charges while the service is suspended" : ""}.`,
};

export const general: ClauseEntry = {
  benchmark:
    "Balanced contracts give both parties equivalent rights and obligations and state clear time limits.",
  draft: (ctx) =>
    `The obligations in this clause shall apply equally to both parties. Where this clause requires notice, not less than ${ctx.thresholds.noticePeriodsGreen} days' written notice shall be given, and neither party shall unreasonably withhold or delay any consent required under it.`,
  rationale: () => "Makes the clause apply equally to both sides with reasonable time limits.",
};
