import {
  forfeitureAdvice,
  rentDepositAdvice,
  securityOfTenureAdvice,
  serviceChargeAdvice,
} from "../advice/property-works-findings";
import { triggerWords } from "../doc";
import { findDurations, findMoney } from "../numbers";
import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";
import { candidates, spanOf, withListItems } from "./property-text";
import { finding, sideLabels } from "./util";

// --- lease: forfeiture ---------------------------------------------------------------------------

const REENTRY_WORDS = triggerWords(["re-enter", "re-entry", "reenter", "re-enters", "forfeit*"]);
/** "may re-enter the Premises", "the right of re-entry", "forfeit this Lease" */
const REENTRY_RE =
  /\bre-?\s?ent(?:er|ry|ering)\b[^.;]{0,120}?\b(?:premises|property|demise|unit|lease|term|whole|part)\b|\bforfeit\w*\s+(?:this\s+|the\s+)?(?:lease|term|tenancy)\b/i;
/** what sets it off: a breach, rent unpaid, insolvency */
const TRIGGER_RE =
  /\b(?:breach\w*|unpaid|arrears|not\s+(?:been\s+)?paid|insolven\w*|covenants?|bankrupt\w*|administrat\w*)\b/i;
/** "Rent is unpaid 14 days after", "in arrears for 21 days": the time rent may be late */
const RENT_LATE_RE =
  /\b(?:rent|sum|money|monies|amount)s?\b[^.;]{0,120}?\b(?:unpaid|in\s+arrears|not\s+(?:been\s+)?paid|outstanding|remains?\s+due)\b/i;

export function forfeiture(inp: AdvancedInputs): AdvancedClause | null {
  const { doc, ctx } = inp;
  for (const { idx, raw: lead } of candidates(doc, REENTRY_WORDS)) {
    if (!REENTRY_RE.test(lead)) continue;
    // "may re-enter ... after any of the following occurs:" reads on into its list
    const { text: raw, last } = withListItems(doc, idx, lead);
    if (!TRIGGER_RE.test(raw)) continue;
    const late = RENT_LATE_RE.exec(raw);
    const after = late ? raw.slice(late.index + late[0].length, late.index + late[0].length + 80) : "";
    const days = late ? findDurations(after).find((d) => d.unit === "day" || d.unit === "week") : undefined;
    const rentDays = days ? days.days : null;
    // unpaid rent with no time to pay, unless the landlord must first demand it or give notice
    const rentNoGrace =
      late !== null &&
      days === undefined &&
      !/\b(?:after|following|within|on|upon)\b[^.;]{0,40}?\b(?:demand|notice)\b/i.test(after);
    const insolvency = /\binsolven\w*|bankrupt\w*|administrat\w*|winding[\s-]up\b/i.test(raw);
    const tenant = ctx.side === "customer";
    const short = rentNoGrace || (rentDays !== null && rentDays < 21);
    const items = Array.from({ length: last - idx + 1 }, (_, i) => spanOf(doc, idx + i));
    return {
      ...finding(doc, doc.sentences[idx].start, doc.sentences[idx].end, {
        name: "Landlord's right of re-entry (forfeiture)",
        category: "termination",
        subcategory: "forfeiture",
        risk: tenant && short ? "medium" : "low",
        confidence: 75,
        whyItMatters: tenant
          ? `The landlord may end the lease and take back the premises${rentDays !== null ? ` if rent is ${rentDays} days late` : rentNoGrace ? " as soon as rent is unpaid" : ""}, if you break a covenant${insolvency ? " or become insolvent" : ""}. You would lose the premises and what you have spent on them.`
          : `You may end the lease and take back the premises if the tenant does not pay or breaks its covenants${insolvency ? ", or becomes insolvent" : ""}.`,
        ...forfeitureAdvice({ ...sideLabels(ctx), rentDays, rentNoGrace }),
      }),
      evidence: items,
    };
  }
  return null;
}

// --- lease: service charge -----------------------------------------------------------------------

const SERVICE_WORDS = triggerWords(["service"]);
const SERVICE_CHARGE_RE = /\bservice\s+charges?\b/i;
const PAYS_RE = /\bpay\w*\b|\bcontribut\w*\b/i;
/** "the Tenant shall not be required to pay any service charge": nothing to cap */
const NO_SERVICE_CHARGE_RE =
  /\bnot\s+(?:be\s+)?(?:required|liable|obliged)\s+to\s+(?:pay|contribute)\b|\bno\s+service\s+charge\b|\binclusive\s+of\s+(?:the\s+|any\s+)?service\s+charge/i;
const CAP_RE =
  /\b(?:shall|will|must)\s+not\s+(?:in\s+any\s+\w+\s+(?:\w+\s+)?)?exceed\b|\bcap(?:ped)?\b|\bmaximum\b|\bno\s+more\s+than\b|\blimited\s+to\b|\bceiling\b/i;

export function serviceCharge(inp: AdvancedInputs): AdvancedClause | null {
  const { doc, ctx } = inp;
  const about = candidates(doc, SERVICE_WORDS).filter((c) => SERVICE_CHARGE_RE.test(c.raw));
  const pays = about.find(
    (c) => PAYS_RE.test(c.raw) && /\btenant\b/i.test(c.raw) && !NO_SERVICE_CHARGE_RE.test(c.raw),
  );
  if (!pays) return null;
  const capped = about.some((c) => CAP_RE.test(c.raw));
  const rics = /\bRICS\b|\bRoyal\s+Institution\s+of\s+Chartered\s+Surveyors\b/i.test(doc.text);
  const tenant = ctx.side === "customer";
  const s = doc.sentences[pays.idx];
  return {
    ...finding(doc, s.start, s.end, {
      name: capped ? "Service charge (capped)" : "Service charge with no cap",
      category: "property_and_works",
      subcategory: capped ? "service_charge_capped" : "service_charge_uncapped",
      risk: tenant && !capped ? "medium" : "low",
      confidence: 70,
      whyItMatters: tenant
        ? capped
          ? "You pay a share of the landlord's costs of running the building, up to a cap."
          : "You pay a share of whatever the landlord spends on running the building, with no upper limit, so the cost can rise well beyond your budget (for example in a year of major repairs)."
        : capped
          ? "The tenant pays a share of your costs of running the building, up to a cap: costs above it are yours."
          : "The tenant pays a share of your costs of running the building with no upper limit.",
      ...serviceChargeAdvice({ ...sideLabels(ctx), capped, rics }),
    }),
    evidence: about.map((c) => spanOf(doc, c.idx)),
  };
}

// --- lease: rent deposit -------------------------------------------------------------------------

const DEPOSIT_WORDS = triggerWords(["deposit"]);
const DEPOSIT_RE =
  /\brent\s+deposit\b|\bdeposit\b[^.;]{0,160}?\b(?:security|secure|draw|withdraw|deed)\b|\b(?:security|deed)\b[^.;]{0,80}?\bdeposit\b/i;
const RETURNED_RE =
  /\b(?:repa(?:y|id)|return\w*|releas\w*|refund\w*|pay\s+(?:back|to\s+the\s+tenant))\b[^.;]{0,120}?\b(?:deposit|balance)\b|\bdeposit\b[^.;]{0,120}?\b(?:repa(?:y|id)|returned|released|refunded)\b/i;
const SEPARATE_RE = /\bseparate\b[^.;]{0,40}\baccount\b|\bdesignated\s+(?:deposit\s+)?account\b|\btrust\b/i;

const MONTHS_IN: Record<string, number> = { annually: 12, quarterly: 3, monthly: 1 };

export function rentDeposit(inp: AdvancedInputs): AdvancedClause | null {
  const { doc, ctx, payment } = inp;
  const about = candidates(doc, DEPOSIT_WORDS).filter((c) => DEPOSIT_RE.test(c.raw));
  if (about.length === 0) return null;
  // the sentence that states the sum, else the first that makes the deposit
  const main = about.find((c) => findMoney(c.raw).length > 0) ?? about[0];
  const sum = findMoney(main.raw)[0]?.amount ?? null;
  const per = payment.amountPeriod ? MONTHS_IN[payment.amountPeriod] : undefined;
  const monthlyRent = payment.found && payment.amount && per ? payment.amount / per : null;
  const months = sum !== null && monthlyRent ? Math.round((sum / monthlyRent) * 10) / 10 : null;
  // once the deposit is made, any sentence about it may say where it is kept and when it comes back
  const all = candidates(doc, DEPOSIT_WORDS);
  const returned = all.some((c) => RETURNED_RE.test(c.raw));
  const separate = all.some((c) => SEPARATE_RE.test(c.raw));
  const tenant = ctx.side === "customer";
  const s = doc.sentences[main.idx];
  const size = months !== null ? ` (about ${months} months' rent)` : "";
  return {
    ...finding(doc, s.start, s.end, {
      name: "Rent deposit",
      category: "property_and_works",
      subcategory: "rent_deposit",
      risk: tenant && (!returned || (months !== null && months > 6)) ? "medium" : "low",
      confidence: 70,
      whyItMatters: tenant
        ? `You must lodge a deposit${size} that the landlord may draw on if you do not pay or perform${returned ? "" : ", and the lease does not say when you get it back"}.`
        : `The tenant lodges a deposit${size} you may draw on if it does not pay or perform.`,
      ...rentDepositAdvice({ ...sideLabels(ctx), returned, months, separate }),
    }),
    evidence: about.map((c) => spanOf(doc, c.idx)),
  };
}

// --- lease: security of tenure -------------------------------------------------------------------

const TENURE_WORDS = triggerWords(["1954", "tenure", "38a", "28"]);
const TENURE_RE =
  /\bsections?\s+24\s*(?:to|-|–|and)\s*28\b|\bsecurity\s+of\s+tenure\b|\bpart\s+ii\s+of\s+the\s+landlord\s+and\s+tenant\s+act\s+1954\b/i;
const EXCLUDED_RE =
  /\bexclu(?:de|ded|ding|sion)\b|\bcontract(?:ed|ing)?\s+out\b|\bdo(?:es)?\s+not\s+apply\b|\bdisappl/i;
const NOT_EXCLUDED_RE = /\b(?:not|never)\s+(?:be\s+|been\s+)?(?:excluded|contracted\s+out)\b/i;

export function securityOfTenure(inp: AdvancedInputs): AdvancedClause | null {
  const { doc, ctx } = inp;
  for (const { idx, raw } of candidates(doc, TENURE_WORDS)) {
    if (!TENURE_RE.test(raw) || !/\b1954\b|\bthe\s+act\b|\bsecurity\s+of\s+tenure\b/i.test(raw)) continue;
    if (!EXCLUDED_RE.test(raw) || NOT_EXCLUDED_RE.test(raw)) continue;
    // a heading ("Exclusion of security of tenure") names the topic; the provision says what applies
    if (!/\b(?:are|is|be|shall|will|agree\w*|confirm\w*|appl(?:y|ies))\b/i.test(raw)) continue;
    const tenant = ctx.side === "customer";
    const s = doc.sentences[idx];
    return finding(doc, s.start, s.end, {
      name: "No security of tenure (1954 Act excluded)",
      category: "termination",
      subcategory: "no_security_of_tenure",
      risk: tenant ? "medium" : "low",
      confidence: 85,
      whyItMatters: tenant
        ? "The lease is contracted out of the Landlord and Tenant Act 1954, so when the term ends you have no right to a new lease and the landlord may take the premises back without paying compensation, whatever you have built up there."
        : "The lease is contracted out of the Landlord and Tenant Act 1954, so the tenant has no right to a new lease when the term ends.",
      ...securityOfTenureAdvice(sideLabels(ctx)),
    });
  }
  return null;
}
