import {
  adjudicationAdvice,
  defectsPeriodAdvice,
  forfeitureAdvice,
  rentDepositAdvice,
  retentionAdvice,
  securityOfTenureAdvice,
  serviceChargeAdvice,
} from "../advice/property-works-findings";
import { type Doc, perDoc, sentencesWithWords, sentenceText, triggerWords } from "../doc";
import { findDurations, findMoney, findPercents } from "../numbers";
import { roleOfPhrase } from "../parties";
import { isPropertyLease } from "../terms/lease";
import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, sideLabels } from "./util";

const MAX_SENTENCE = 1200;

/** The text of each candidate sentence short enough to be one provision. */
function candidates(doc: Doc, words: readonly string[]): Array<{ idx: number; raw: string }> {
  const out: Array<{ idx: number; raw: string }> = [];
  for (const idx of sentencesWithWords(doc, words)) {
    const s = doc.sentences[idx];
    if (s.end - s.start <= MAX_SENTENCE) out.push({ idx, raw: doc.text.slice(s.start, s.end) });
  }
  return out;
}

const spanOf = (doc: Doc, idx: number) => ({ start: doc.sentences[idx].start, end: doc.sentences[idx].end });

/**
 * The span to quote for sentence `idx`: the whole sentence, or, when it runs over several lines with
 * no full stop (a table of particulars: "Rectification Period: 6 months"), the line `re` matches on.
 */
function quoteSpan(doc: Doc, idx: number, re: RegExp): { start: number; end: number } {
  const { start, end } = doc.sentences[idx];
  const raw = doc.text.slice(start, end);
  const m = re.exec(raw);
  if (!m || !raw.includes("\n")) return { start, end };
  const from = raw.lastIndexOf("\n", m.index) + 1;
  const next = raw.indexOf("\n", m.index + m[0].length);
  const to = next < 0 ? raw.length : next;
  const line = raw.slice(from, to);
  const lead = line.length - line.trimStart().length;
  return { start: start + from + lead, end: start + from + line.trimEnd().length };
}

/** A sentence that ends in a colon, with the list items that follow it ("(a) ...; (b) ..."). */
function withListItems(doc: Doc, idx: number, raw: string): { text: string; last: number } {
  if (!/:\s*$/.test(raw)) return { text: raw, last: idx };
  let text = raw;
  let last = idx;
  for (let i = idx + 1; i < Math.min(doc.sentences.length, idx + 9); i++) {
    const item = sentenceText(doc, i);
    if (item.length > 800 || !/^\s*\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[).]\s/i.test(item)) break;
    text = `${text} ${item}`;
    last = i;
  }
  return { text, last };
}

/** A lease of land: landlord and tenant named as the parties, or a title that says so. */
function isLease(inp: AdvancedInputs): boolean {
  const firstLine = /^\s*([^\n]{1,120})/.exec(inp.doc.text)?.[1] ?? null;
  return isPropertyLease(inp.ctx.parties, firstLine);
}

/**
 * Marks of a building or engineering contract, each counted once: two are needed, since "the Works" or
 * "practical completion" alone also appear in software and services contracts.
 */
const WORKS_MARKS: RegExp[] = [
  /\bpractical\s+completion\b/,
  /\b(?:building|construction|fit[\s-]?out|jct|nec\d?)\s+(?:contract|works)\b|\bminor\s+works\b|\bdesign\s+and\s+build\b/,
  /\bcontract\s+administrator\b|\bemployer['’]s\s+(?:agent|requirements)\b|\bquantity\s+surveyor\b|\bthe\s+architect\b/,
  /\b(?:rectification|defects\s+liability|defects\s+notification)\s+period\b/,
  /\bhousing\s+grants,?\s+construction\s+and\s+regeneration\s+act\b|\bscheme\s+for\s+construction\s+contracts\b/,
  /\bcontract\s+sum\b|\binterim\s+(?:certificates?|valuations?)\b/,
  /\bthe\s+site\b[^.;]{0,80}\b(?:possession|access)\b|\bpossession\s+of\s+the\s+site\b/,
];
const isWorksContract = perDoc((doc: Doc) => WORKS_MARKS.filter((re) => re.test(doc.lower)).length >= 2);

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

function forfeiture(inp: AdvancedInputs): AdvancedClause | null {
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

function serviceCharge(inp: AdvancedInputs): AdvancedClause | null {
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
      category: "payment_terms",
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

function rentDeposit(inp: AdvancedInputs): AdvancedClause | null {
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
      category: "payment_terms",
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

function securityOfTenure(inp: AdvancedInputs): AdvancedClause | null {
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

// --- building contract: retention ---------------------------------------------------------------

const RETENTION_WORDS = triggerWords(["retention", "retain", "retained"]);
/** "the Retention", "may retain 3% of the amount due" */
const RETENTION_RE = /\bretention\b|\bretain(?:ed)?\b[^.;]{0,60}?(?:\d+(?:\.\d+)?\s*%|\bper\s*cent\b)/i;
/** retention of title, records or data is another thing */
const OTHER_RETENTION_RE =
  /\bretention\s+of\s+(?:title|records|documents|data|information|staff|employees|personnel|key)\b|\b(?:record|data|document)\s+retention\b/i;
const MONEY_CONTEXT_RE =
  /\b(?:interim|payments?|valuations?|certificates?|contract\s+sum|releas\w*|practical\s+completion|rectification|deduct\w*|amounts?\s+due|percentage)\b/i;
const RELEASED_RE =
  /\b(?:releas\w*|repa(?:y|id)|paid|returned)\b[^.;]{0,160}?\b(?:practical\s+completion|rectification|defects|making\s+good)\b|\b(?:practical\s+completion|rectification|making\s+good)\b[^.;]{0,160}?\b(?:releas\w*|repa(?:y|id)|paid|returned)\b/i;
const TRUST_RE =
  /\b(?:on\s+)?trust(?:ee)?\b|\bseparate\s+(?:bank\s+)?account\b|\bescrow\b|\bretention\s+bond\b/i;

function retention(inp: AdvancedInputs): AdvancedClause | null {
  const { doc, ctx } = inp;
  const mentions = candidates(doc, RETENTION_WORDS).filter(
    (c) => RETENTION_RE.test(c.raw) && !OTHER_RETENTION_RE.test(c.raw),
  );
  const about = mentions.filter((c) => MONEY_CONTEXT_RE.test(c.raw));
  if (about.length === 0 || !isWorksContract(doc)) return null;
  const rated = about.find((c) => findPercents(c.raw).length > 0);
  const main = rated ?? about[0];
  const percent = rated ? findPercents(rated.raw)[0].value : null;
  if (percent !== null && (percent <= 0 || percent > 20)) return null;
  // where it is held and when it comes back may be said in any sentence about it
  const released = mentions.some((c) => RELEASED_RE.test(c.raw));
  const trust = mentions.some((c) => TRUST_RE.test(c.raw));
  const employer = ctx.side === "customer";
  const s = quoteSpan(doc, main.idx, RETENTION_RE);
  const rate = percent !== null ? ` ${percent}%` : " a share";
  return {
    ...finding(doc, s.start, s.end, {
      name: "Retention",
      category: "payment_terms",
      subcategory: "retention",
      risk: !employer && ((percent !== null && percent > 5) || !released) ? "medium" : "low",
      confidence: 75,
      whyItMatters: employer
        ? `You hold back${rate} of each payment as security for defects${released ? ", releasing it in stages as the contract sets" : ""}.`
        : `The employer holds back${rate} of each payment${released ? " until the stages the contract sets" : ", and the contract does not say when you get it back"}, which costs you cash flow.`,
      ...retentionAdvice({ ...sideLabels(ctx), percent, released, trust }),
    }),
    evidence: about.map((c) => spanOf(doc, c.idx)),
  };
}

// --- building contract: rectification period ----------------------------------------------------

const DEFECTS_WORDS = triggerWords(["rectification", "defects"]);
const PERIOD_NAME_RE =
  /\b(rectification\s+period|defects\s+liability\s+period|defects\s+notification\s+period|defects\s+period)\b/i;

function defectsPeriod(inp: AdvancedInputs): AdvancedClause | null {
  const { doc, ctx } = inp;
  for (const { idx, raw } of candidates(doc, DEFECTS_WORDS)) {
    const name = PERIOD_NAME_RE.exec(raw);
    if (!name) continue;
    // the length of the period: a duration in months, weeks or years beside its name
    // the length beside the name: "Rectification Period: 6 months", "a period of 12 months (the "Defects Period")"
    const length = findDurations(raw).find(
      (d) =>
        (d.unit !== "day" || d.value >= 28) &&
        d.months >= 1 &&
        d.months <= 60 &&
        (d.start > name.index ? d.start - name.index < 100 : name.index - d.end < 60),
    );
    if (!length || !isWorksContract(doc)) continue;
    const label = name[1].toLowerCase();
    const employer = ctx.side === "customer";
    const months = length.months;
    const risk = employer ? (months < 12 ? "medium" : "low") : months > 12 ? "medium" : "low";
    const s = quoteSpan(doc, idx, PERIOD_NAME_RE);
    return finding(doc, s.start, s.end, {
      name: "Defects rectification period",
      category: "warranty",
      subcategory: "defects_period",
      risk,
      confidence: 75,
      whyItMatters: employer
        ? `The contractor must come back and put defects right for ${length.text} after completion. After that it no longer has to return, and you would have to claim damages for defects instead.`
        : `You must come back and put defects right for ${length.text} after completion.`,
      ...defectsPeriodAdvice({ ...sideLabels(ctx), months, name: label }),
    });
  }
  return null;
}

// --- building contract: adjudication restricted -------------------------------------------------

const ADJUDICATION_WORDS = triggerWords(["adjudicat*"]);
/** removes the right, delays it, or puts its costs on the party who refers */
const EXCLUDES_RE =
  /\b(?:shall|may|will|must|can)\s+not\s+(?:\w+\s+){0,4}?(?:refer(?:red)?|submit(?:ted)?|commence[ds]?|start(?:ed)?|bring|brought)\b[^.;]{0,80}?\bto\s+(?:an?\s+|the\s+)?adjudicat|\bno\s+(?:dispute|difference|claim|matter)s?\b[^.;]{0,60}?\b(?:shall|may|will|can)\s+be\s+(?:referred|submitted)\s+to\s+(?:an?\s+|the\s+)?adjudicat|\bneither\s+party\s+(?:shall|may|will|is\s+entitled\s+to)\s+(?:\w+\s+){0,3}?(?:refer|submit|commence)\b[^.;]{0,80}?\bto\s+(?:an?\s+|the\s+)?adjudicat|\bwaive\w*\b[^.;]{0,80}?\badjudicat|\badjudicat\w*[^.;]{0,40}?\b(?:shall|will)\s+not\s+apply\b|\bno\s+(?:right\s+(?:of|to)\s+)?(?:refer\w*\s+to\s+)?adjudication\b/i;
const DELAYS_RE =
  /\b(?:may|shall|can)\s+only\s+(?:\w+\s+){0,3}?(?:refer|submit|commence)\b[^.;]{0,80}?\bto\s+(?:an?\s+|the\s+)?adjudicat\w*[^.;]{0,120}?\b(?:after|following|once|if|where|when)\b|\bbefore\s+(?:referring|any\s+referral|commencing)\b[^.;]{0,80}?\badjudicat\w*[^.;]{0,120}?\b(?:must|shall)\s+(?:first\s+)?(?:\w+\s+)?(?:attempt|negotiat\w*|mediat\w*|meet|refer)|\badjudicat\w*[^.;]{0,60}?\bnot\s+(?:be\s+)?(?:commenced|started|begun|referred)\s+(?:until|before|unless)\b/i;
const COSTS_RE =
  /\b(?:referring\s+party|party\s+(?:who|which|that)\s+refers)\b[^.;]{0,120}?\b(?:bear|pay)\w*\b[^.;]{0,80}?\bcosts\b|\bcosts\b[^.;]{0,80}?\badjudicat\w*[^.;]{0,80}?\b(?:borne|paid)\s+(?:in\s+full\s+)?by\s+(?:the\s+)?((?:referring\s+party)|[A-Z][\w&'’-]*)/i;

function adjudication(inp: AdvancedInputs): AdvancedClause | null {
  const { doc, ctx } = inp;
  for (const { idx, raw } of candidates(doc, ADJUDICATION_WORDS)) {
    const costs = COSTS_RE.exec(raw);
    // costs "borne by the Contractor" fall on one named party; "by the parties equally" is no restriction
    const costParty =
      costs?.[1] && !/referring/i.test(costs[1]) ? roleOfPhrase(costs[1], ctx.lexicon) : undefined;
    const costsRestrict =
      costs !== null &&
      (!costs[1] || /referring/i.test(costs[1]) || (costParty !== undefined && costParty !== "both"));
    if (!EXCLUDES_RE.test(raw) && !DELAYS_RE.test(raw) && !costsRestrict) continue;
    // a contract with a residential occupier is outside the Act (s106): there the clause may stand
    if (!isWorksContract(doc) || /\bresidential\s+occupier|\bhome\s?owner/.test(doc.lower)) return null;
    // a costs clause aimed at one named party hurts only that party
    const targetsUser = costParty && costParty !== "both" ? isUserRole(costParty, ctx) : null;
    const s = doc.sentences[idx];
    return finding(doc, s.start, s.end, {
      name: "Adjudication restricted",
      category: "jurisdiction",
      subcategory: "adjudication_restricted",
      risk: targetsUser === false ? "low" : "medium",
      confidence: 70,
      whyItMatters:
        "The Housing Grants, Construction and Regeneration Act 1996 gives each party to a construction contract the right to refer a dispute to adjudication at any time. This clause removes, delays or charges for that right; it does not comply, so the statutory Scheme for Construction Contracts would apply instead, but it invites argument when a dispute arises.",
      ...adjudicationAdvice({ ...sideLabels(ctx), targetsUser }),
    });
  }
  return null;
}

/** Findings particular to leases of property and to building contracts; none in other contracts. */
export function propertyAndWorksFindings(inp: AdvancedInputs): AdvancedClause[] {
  // an exclusion of the 1954 Act names itself, in a lease or in an agreement for one
  const found = isLease(inp)
    ? [forfeiture(inp), serviceCharge(inp), rentDeposit(inp), securityOfTenure(inp)]
    : [securityOfTenure(inp), retention(inp), defectsPeriod(inp), adjudication(inp)];
  return found.filter((f): f is AdvancedClause => f !== null);
}
