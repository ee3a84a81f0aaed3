import { sameCompany } from "../common/company-name";
import { companyNameCase, writtenSpelling } from "../common/format";
import { countsFromUndatedEvent } from "./contract-dates";
import { addToIso, findDates, numericDateOrder } from "./dates";
import { type Doc, sentencesWithWords, triggerWords } from "./doc";
import { findDurations, findMoney, firstCurrencyIn, type Money, mentionsOfAmount, toMonths } from "./numbers";
import type {
  ContractAnalysis,
  ContractType,
  KeyData,
  Parties,
  Party,
  PortfolioPaymentTerms,
  Side,
} from "./types";

/** The parts of an analysis key data is read from. */
export type KeyDataSource = Pick<
  ContractAnalysis,
  | "side"
  | "parties"
  | "title"
  | "agreementDate"
  | "effectiveDate"
  | "expirationDate"
  | "paymentTerms"
  | "renewalTerms"
  | "cancellationTerms"
>;

/**
 * Key data for the signed-contract portfolio (spec 02 "Upload extraction result").
 *
 * - vendor: the counterparty (the supplier when the user is the customer, and the reverse), never the
 *   user's own company (`ownCompanyName`, compared without legal suffixes and punctuation); a name
 *   written in capitals is given in ordinary case;
 * - value: the annual value: the recurring fee annualised (monthly x 12, quarterly x 4, annual x 1; a
 *   one-off fee as is), using the period written next to the amount ("£12,000 per annum") before the
 *   billing frequency; a total for the whole term ("total contract value", "$360,000 over the two-year
 *   term") divided by the years of a term longer than one;
 * - currency: that of the value, else the first currency named in the text, else GBP;
 * - paymentTerms: "Net N" with the number of days to pay the contract states ("within 14 days" is
 *   "Net 14"), else "Upon completion" for a one-off fee, else how the fee is billed ("Quarterly in
 *   advance"); paymentDays is that number;
 * - startDate: the effective date, else the agreement date; endDate: the end of the initial term, also
 *   worked out from a stated length ("one year from the Effective Date", kept as termMonths);
 *   renewalDate: the date the contract renews or ends (the end date), when known;
 *   renewalPeriodMonths: the length of each automatic renewal;
 * - dates are ISO YYYY-MM-DD; numeric dates are read in the contract's order (`numericDateOrder`).
 */
export function extractKeyData(a: KeyDataSource, doc: Doc, ownCompanyName?: string): KeyData {
  const { text } = doc;
  // "BRIGHTSIDE CLEANING SERVICES LTD" is listed as "Brightside Cleaning Services Ltd"
  const picked = pickVendor(a, ownCompanyName);
  const vendor = picked ? companyNameCase(picked, text) : null;
  const startDate = a.effectiveDate?.value ?? a.agreementDate?.value ?? null;
  const months = termMonths(a, doc);
  let endDate = termEndDate(a, doc) ?? statedExpiry(text);
  if (!endDate && startDate && months && !termFromUndatedEvent(a, doc))
    endDate = addToIso(startDate, months, -1);
  if (endDate && startDate && endDate <= startDate) endDate = null;
  const { value, currency } = contractValue(a, doc, months ?? monthsBetween(startDate, endDate));
  const renews = a.renewalTerms.autoRenewal === true;
  return {
    title: a.title ? tidyTitle(a.title.text, text) : null,
    vendor,
    value,
    currency,
    paymentTerms: portfolioPaymentTerms(a),
    paymentDays: a.paymentTerms.paymentDays,
    startDate,
    endDate,
    renewalDate: endDate,
    autoRenewal: a.renewalTerms.autoRenewal,
    noticePeriodDays: a.renewalTerms.noticePeriod ?? a.cancellationTerms.noticePeriod ?? null,
    termMonths: months,
    // "continues until terminated on 2 months' notice": it runs on month by month, so notice counts
    // from any month's end, not from a renewal as long as the first term
    renewalPeriodMonths: renews
      ? (a.renewalTerms.renewalTermMonths ?? (a.renewalTerms.rolling === true ? 1 : null))
      : null,
    contractType: contractType(a.title?.text ?? "", text),
  };
}

/** The end of the first term, unless it was worked out from a notice period ("on three months' notice"). */
function termEndDate(a: KeyDataSource, doc: Doc): string | null {
  const e = a.expirationDate;
  if (!e?.value) return null;
  const after = doc.text.slice(e.end, e.end + 60);
  if (findDurations(e.text).length > 0 && NOT_TERM_AFTER_RE.test(after) && !FROM_CONTRACT_DATE_RE.test(after))
    return null;
  return e.value;
}

/** the term's length is counted from an event the contract does not date ("36 months after first delivery") */
function termFromUndatedEvent(a: KeyDataSource, doc: Doc): boolean {
  const e = a.expirationDate;
  if (!e) return false;
  const sentence = doc.sentences.find((s) => s.start <= e.start && e.end <= s.end) ?? e;
  return findDurations(doc.text.slice(sentence.start, sentence.end), sentence.start).some((d) =>
    countsFromUndatedEvent(doc, d.end),
  );
}

/** A length of time that is the term itself, not a notice or payment period inside the term sentence. */
const TERM_LENGTH_BEFORE_RE =
  /\b(?:term|period|duration|for|of|be|is|continue|remain\s+in\s+(?:full\s+)?(?:force|effect))\s+(?:(?:a|an|the|its|initial|fixed|minimum)\s+){0,3}(?:(?:period|term)\s+of\s+)?$/i;
/** "five years after the date hereof": a length counted from the contract's own date is the term */
const FROM_CONTRACT_DATE_RE =
  /^\s+(?:after|following)\s+(?:the\s+)?(?:date\s+(?:hereof|of\s+(?:this\s+(?:agreement|contract)|signature|execution)|first\s+(?:written|set\s+(?:out|forth))\s+above|on\s+which\s+(?:it|this\s+(?:agreement|contract))\s+is\s+signed)|(?:its|the)\s+(?:execution|signature|signing)(?:\s+(?:hereof|of\s+this\s+(?:agreement|contract)))?|effective\s+date|commencement\s+date|start\s+date)\b/i;
const NOT_TERM_AFTER_RE =
  /^['’]?s?['’]?\s+(?:prior\s+)?(?:written\s+)?notice|^\s+(?:after|before|following|prior)\b/i;

/**
 * Months in the first term when the term sentence gives a length ("for a period of twenty-four (24)
 * months from the Effective Date", "The term is one year"): the first year or month length in that
 * sentence read as the term, not a notice period ("on three months' notice").
 */
function termMonths(a: KeyDataSource, doc: Doc): number | null {
  const e = a.expirationDate;
  if (!e) return null;
  // the term field quotes the length itself, or the whole term sentence when no end could be worked out
  const sentence = doc.sentences.find((s) => s.start <= e.start && e.end <= s.end) ?? e;
  const raw = doc.text.slice(sentence.start, sentence.end);
  for (const d of findDurations(raw)) {
    if (d.unit !== "year" && d.unit !== "month") continue;
    const before = raw.slice(Math.max(0, d.start - 60), d.start);
    const after = raw.slice(d.end, d.end + 30);
    if (NOT_TERM_AFTER_RE.test(after) && !FROM_CONTRACT_DATE_RE.test(raw.slice(d.end, d.end + 60))) continue;
    if (
      !TERM_LENGTH_BEFORE_RE.test(before) &&
      !(e.start <= sentence.start + d.start && sentence.start + d.end <= e.end)
    )
      continue;
    return toMonths(d.value, d.unit);
  }
  return null;
}

/** The side the user's own company takes in the contract, when its name matches one side only. */
export function sideOfCompany(parties: Parties, own?: string | null): Side | null {
  if (!own) return null;
  const mine = (p: Party | null) =>
    Boolean(p && (sameCompany(p.name, own) || (p.alias && sameCompany(p.alias, own))));
  const supplier = mine(parties.supplier);
  const customer = mine(parties.customer);
  if (supplier === customer) return null;
  return supplier ? "supplier" : "customer";
}

function pickVendor(a: KeyDataSource, own?: string): string | null {
  const isOwn = (p: Party | null) =>
    Boolean(p && own && (sameCompany(p.name, own) || (p.alias && sameCompany(p.alias, own))));
  const counter = a.side === "customer" ? a.parties.supplier : a.parties.customer;
  if (counter && !isOwn(counter)) return counter.name;
  if (counter) {
    // the user's company is on the other side: the vendor is the party it deals with
    const theirs =
      a.parties.all.find((p) => !isOwn(p) && p.role === a.side) ?? a.parties.all.find((p) => !isOwn(p));
    return theirs?.name ?? null;
  }
  // no party on the other side is known: never the user's company nor a party on the user's side
  return a.parties.all.find((p) => !isOwn(p) && p.role !== a.side)?.name ?? null;
}

const TOTAL_VALUE_WORDS = triggerWords([
  "total",
  "aggregate",
  "overall",
  "annual",
  "yearly",
  "estimated",
  "anticipated",
  "expected",
]);
/** "total contract value", "Estimated annual value £220,000", "anticipated contract value of £40,000" */
const TOTAL_VALUE_RE =
  /\b(?:(?:total|aggregate|overall)\s+(?:contract\s+)?(?:value|price|fees?|consideration|contract\s+sum|amount|cost)|(?:(?:estimated|anticipated|expected|approximate|indicative)\s+)?(annual|yearly)\s+(?:contract\s+)?(?:value|spend|fees?|charges?|cost)|(?:estimated|anticipated|expected)\s+(?:total\s+)?(?:contract\s+)?(?:value|spend)(?:\s+of\s+(?:this|the)\s+(?:agreement|contract))?)\b[^.;]{0,80}/gi;

const YEARLY_AMOUNT_RE =
  /\b(?:(?:in|for|during)\s+(?:each|every|any)\s+(?:contract\s+|calendar\s+)?year|per\s+(?:annum|year)|a\s+year|annually|each\s+year)\b/i;

function contractValue(
  a: KeyDataSource,
  doc: Doc,
  termLength: number | null,
): { value: number | null; currency: string } {
  const { text } = doc;
  const fallbackCurrency = a.paymentTerms.currency ?? firstCurrencyIn(text, 50_000) ?? "GBP";
  // a total for a term longer than a year is spread over its years
  const annual = (total: number) =>
    termLength && termLength > 12 ? Math.round((total * 1200) / termLength) / 100 : total;
  for (const idx of sentencesWithWords(doc, TOTAL_VALUE_WORDS)) {
    const s = doc.sentences[idx];
    const raw = text.slice(s.start, s.end);
    if (/\bliabilit|\bexceed|\bcap\b/i.test(raw)) continue;
    TOTAL_VALUE_RE.lastIndex = 0;
    for (let m = TOTAL_VALUE_RE.exec(raw); m !== null; m = TOTAL_VALUE_RE.exec(raw)) {
      const money = findMoney(m[0]).find((x) => x.amount > 0);
      // "a total value of at least EUR 250,000 in each Contract Year" is already a year's value
      const yearly = m[1] !== undefined || YEARLY_AMOUNT_RE.test(m[0]);
      if (money)
        return {
          value: yearly ? money.amount : annual(money.amount),
          currency: money.currency ?? fallbackCurrency,
        };
    }
  }
  // a set-up fee beside a charge that recurs: the year's value is the recurring charge
  const recurring = a.paymentTerms.amountPeriod === "one-off" ? a.paymentTerms.recurring : undefined;
  const amount = recurring?.amount ?? a.paymentTerms.amount;
  if (amount === null) return { value: null, currency: fallbackCurrency };
  // a one-off fee beside charges set as a share of sales: what a year costs is not known from the text
  if (a.paymentTerms.shares?.length)
    return { value: null, currency: a.paymentTerms.currency ?? fallbackCurrency };
  const currency = a.paymentTerms.currency ?? fallbackCurrency;
  // every mention of the amount, found once for the three readings below
  const mentions = mentionsOfAmount(text.slice(0, 200_000), amount);
  if (isOnlyThreshold(text, mentions)) return { value: null, currency: fallbackCurrency };
  // a price per user or seat is worth something only when the contract says how many
  const units = a.paymentTerms.amountUnit
    ? unitCount(text.slice(0, 200_000), a.paymentTerms.amountUnit)
    : null;
  if (isUnitPrice(text, mentions) && units === null) return { value: null, currency: fallbackCurrency };
  const priced = units === null || recurring ? amount : amount * units;
  if (isTotalForTerm(text, mentions)) return { value: annual(priced), currency };
  // "the sum of £146,800 (the Contract Sum)": one price for the whole job, however often parts of it are paid
  if (isPriceForWholeJob(text, mentions)) return { value: priced, currency };
  const period = recurring?.period ?? a.paymentTerms.amountPeriod ?? a.paymentTerms.frequency;
  // a day or hour rate says nothing of the total until the days are known, unless the fees have a ceiling
  if (period === "daily" || period === "hourly") {
    const ceiling = feeCeiling(doc);
    return { value: ceiling === null ? null : annual(ceiling), currency };
  }
  const factor = period === "monthly" ? 12 : period === "quarterly" ? 4 : period === "weekly" ? 52 : 1;
  // a contract shorter than a year that does not renew costs its periods within the term, not a year's worth
  if (factor > 1 && termLength && termLength < 12 && a.renewalTerms.autoRenewal !== true)
    return { value: Math.round(priced * factor * (termLength / 12) * 100) / 100, currency };
  return { value: priced * factor, currency };
}

/** "the total fees under this Agreement shall not exceed £92,000": the most a day-rate engagement costs */
const FEE_CEILING_RE =
  /\b(?:total|aggregate|overall)\s+(?:fees?|charges?|amount\s+payable|price)\b[^.;]{0,60}?\b(?:shall|will|must)\s+not\s+exceed\s+([^.;]{1,40})/i;

function feeCeiling(doc: Doc): number | null {
  for (const idx of sentencesWithWords(doc, TOTAL_VALUE_WORDS)) {
    const s = doc.sentences[idx];
    const raw = doc.text.slice(s.start, s.end);
    if (/\bliabilit/i.test(raw)) continue;
    const m = FEE_CEILING_RE.exec(raw);
    const money = m ? findMoney(m[1]).find((x) => x.amount > 0) : undefined;
    if (money) return money.amount;
  }
  return null;
}

/** "$360,000 over the two-year term", "£50,000 in total", "€90,000 for the Initial Term". */
const FOR_THE_TERM_RE =
  /^\s*(?:\([^)]{0,40}\)\s*)?(?:in\s+(?:total|aggregate)\b|(?:in\s+total\s+)?(?:over|for|during|across)\s+the\s+(?:(?:entire|whole|full|initial|first|contract|[\w-]+[\s-](?:years?|months?))\s+){0,2}(?:term|period|duration|life)\b)/i;

function isTotalForTerm(text: string, mentions: readonly Money[]): boolean {
  return mentions.some((m) => FOR_THE_TERM_RE.test(text.slice(m.end, m.end + 80)));
}

/** "(the "Contract Sum")", "the contract price of", "a lump sum of": a price for the whole of the works */
const WHOLE_JOB_PRICE_RE =
  /\b(?:contract\s+(?:sum|price)|lump[\s-]sum|fixed\s+price|price\s+for\s+the\s+works)\b/i;

function isPriceForWholeJob(text: string, mentions: readonly Money[]): boolean {
  return mentions.some((m) => {
    const before = text.slice(Math.max(0, m.start - 40), m.start);
    const after = text.slice(m.end, m.end + 120).split(/[.;]/)[0];
    // the name given in brackets after the sum, or the words just before it
    return (
      WHOLE_JOB_PRICE_RE.test(before) || /\(\s*(?:the\s+)?["“]?(?:contract\s+(?:sum|price))/i.test(after)
    );
  });
}

/** "above $200", "more than £500", "up to €1,000": a limit or threshold, not a price. */
const THRESHOLD_BEFORE_RE =
  /\b(?:above|over|more\s+than|less\s+than|below|under|exceed(?:s|ing)?|in\s+excess\s+of|up\s+to|no\s+more\s+than|not\s+more\s+than|at\s+least|minimum\s+of|maximum\s+of|threshold\s+of|limit\s+of)\s*$/i;

/** Every mention of the amount is a limit or threshold ("price changes above $200"), never a price. */
function isOnlyThreshold(text: string, mentions: readonly Money[]): boolean {
  return (
    mentions.length > 0 &&
    mentions.every((m) => THRESHOLD_BEFORE_RE.test(text.slice(Math.max(0, m.start - 30), m.start)))
  );
}

/** "$0.75 per prescription", "£6 per share", "€3 per user": a price per item, which is not what the contract is worth. */
const PER_ITEM_AFTER_RE =
  /^\s*(?:per|\/|for\s+each|each)\s+(?!(?:calendar\s+|contract\s+)?(?:month|annum|year|quarter|week|day|hour|term|period)\b)[a-z]/i;

/** "for 50 users", "25 named users", "Number of seats: 40": the one count of the priced unit the contract gives */
function unitCount(text: string, unit: string): number | null {
  const noun = unit === "licence" ? "licen[cs]e" : unit;
  const re = new RegExp(
    String.raw`(?:\b(\d{1,3}(?:,\d{3})+|\d+)|\((\d+)\))\s+(?:named\s+|active\s+|concurrent\s+)?${noun}s?\b|\bnumber\s+of\s+${noun}s\s*(?:[:|\t]|is|of)\s*(\d+)`,
    "gi",
  );
  const counts = new Set<number>();
  for (const m of text.matchAll(re)) counts.add(Number((m[1] ?? m[2] ?? m[3]).replace(/,/g, "")));
  counts.delete(0);
  return counts.size === 1 ? [...counts][0] : null;
}

function isUnitPrice(text: string, mentions: readonly Money[]): boolean {
  return mentions.length > 0 && mentions.every((m) => PER_ITEM_AFTER_RE.test(text.slice(m.end, m.end + 30)));
}

function monthsBetween(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  return days > 0 ? Math.round(days / 30.4375) : null;
}

function portfolioPaymentTerms(a: KeyDataSource): PortfolioPaymentTerms | null {
  const p = a.paymentTerms;
  // the days the contract gives to pay are the payment terms; billing only when it gives none
  if (p.paymentDays !== null && p.paymentDays > 0) return `Net ${p.paymentDays}`;
  if (p.frequency === "one-off" || /\bupon\s+completion|on\s+completion\b/i.test(p.excerpt))
    return "Upon completion";
  // the choices name only payment in advance: a fee paid in arrears is left for the user to describe
  if (p.timing?.when === "arrears") return null;
  if (p.frequency === "monthly") return "Monthly in advance";
  if (p.frequency === "quarterly") return "Quarterly in advance";
  if (p.frequency === "annually") return "Annual in advance";
  return null;
}

// a licence to software is a Software License even when maintenance or support comes with it
const SOFTWARE_LICENCE_TITLE_RE =
  /\b(?:software\s+(?:licen[cs]e|end\s+user)|end\s+user\s+licen[cs]e|eula|(?:program|source\s+code|object\s+code)\s+licen[cs]e)\b/i;
const LICENCE_TITLE_RE = /\blicen[cs](?:e|ing)\b/i;
const SOFTWARE_GRANT_RE =
  /\bgrants?\s+(?:to\s+)?(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:a|an)\s+[^.;]{0,120}?\blicen[cs]e\s+to\s+(?:use|install|run|access|copy|reproduce)\s+(?:and\s+\w+\s+)?(?:the\s+)?(?:licensed\s+)?(?:software|programs?|applications?|source\s+code|object\s+code)\b/i;

const TYPE_RULES: Array<[RegExp, ContractType]> = [
  [
    /\b(?:software\s+as\s+a\s+service|saas|subscription\s+(?:agreement|services?)|cloud\s+services?)\b/i,
    "SaaS Subscription",
  ],
  [SOFTWARE_LICENCE_TITLE_RE, "Software License"],
  [
    /\b(?:master\s+(?:services?\s+|purchase\s+|supply\s+)?agreement|framework\s+agreement|msa)\b/i,
    "Master Agreement",
  ],
  [
    /\b(?:maintenance|support\s+(?:and\s+maintenance\s+)?agreement|support\s+services\s+agreement)\b/i,
    "Maintenance Agreement",
  ],
  [/\b(?:consult(?:ing|ancy|ant)\s+(?:agreement|services))\b/i, "Consulting Agreement"],
  [
    /\b(?:services?\s+agreement|service\s+contract|agreement\s+for\s+(?:the\s+)?(?:provision|supply)\s+of\s+services)\b/i,
    "Service Agreement",
  ],
];

/**
 * The kind of contract, by what it grants: the title first ("Software Licence and Maintenance
 * Agreement" is a licence), then a licence to use software granted in the text, then a named kind of
 * agreement in the opening text.
 */
function contractType(title: string, text: string): ContractType {
  const body = text.slice(0, 60000);
  for (const [re, t] of TYPE_RULES) if (re.test(title)) return t;
  // "Licence Agreement" with a grant of a licence to use software
  if (SOFTWARE_GRANT_RE.test(body) && (LICENCE_TITLE_RE.test(title) || !title.trim()))
    return "Software License";
  if (LICENCE_TITLE_RE.test(title)) return "Other";
  // in the opening text only a named kind of agreement counts ("... Subscription Agreement")
  const head = text.slice(0, 3000);
  for (const [re, t] of TYPE_RULES) {
    const m = re.exec(head);
    if (
      m &&
      /\b(?:agreement|contract|licen[cs]e|terms)\b/i.test(head.slice(m.index, m.index + m[0].length + 40))
    )
      return t;
  }
  if (SOFTWARE_GRANT_RE.test(body)) return "Software License";
  return "Other";
}

/**
 * An end date the contract states as the day it expires or ends ("this Agreement will expire
 * automatically on <date>"), when the term analysis found none.
 */
const EXPIRY_RE =
  /\b(?:shall|will|is\s+to)\s+(?:\w+\s+){0,2}(?:expire|terminate|end|come\s+to\s+an\s+end)\s+(?:\w+\s+){0,2}on\s+/gi;
/** what expires is this contract or its term ("This Agreement will", "the Term, unless renewed, shall"), not an option or a facility */
const OWN_SUBJECT_BEFORE_RE =
  /(?:\b(?:this|the)\s+(?:[A-Z][\w-]*\s+){0,2}(?:agreement|contract|term|engagement|appointment|arrangement|licen[cs]e)|\bit)\s*(?:\([^)]{0,40}\)\s*)?(?:,[^,.;]{0,80},\s*)?$/i;
function statedExpiry(text: string): string | null {
  EXPIRY_RE.lastIndex = 0;
  for (let m = EXPIRY_RE.exec(text); m !== null; m = EXPIRY_RE.exec(text)) {
    if (!OWN_SUBJECT_BEFORE_RE.test(text.slice(Math.max(0, m.index - 120), m.index))) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    const [found] = findDates(after, 0, () => numericDateOrder(text));
    if (found?.value && found.start <= 4) return found.value;
  }
  return null;
}

/** Markdown heading marks and page footers ("Page 1 of 7") are layout, not part of the title. */
function cleanTitle(t: string): string {
  return t
    .replace(/^\s*#+\s*/, "")
    .replace(/\s*[-–|]?\s*\bpage\s+\d+\s+of\s+\d+\b\s*/gi, " ")
    .replace(/\s+/g, " ")
    .replace(/[\s,;:–-]+$/, "")
    .trim();
}

// kept in capitals when a title in capitals is set in title case
const TITLE_ACRONYMS =
  /^(?:IT|HR|UK|US|USA|EU|IP|API|SLA|NDA|MSA|SOW|PR|AI|ICT|LLP|PLC|VAT|B2B|CRM|ERP|GDPR|EULA|SAAS|CCTV|HVAC)$/;
const SMALL_WORDS = /^(?:and|of|the|for|to|in|on|a|an|as|by|with|or)$/;

/** Words in capitals set in title case ("MANAGED IT SERVICES AGREEMENT" -> "Managed IT Services Agreement"). */
function tidyTitle(raw: string, text = ""): string {
  const t = cleanTitle(raw);
  const letters = t.replace(/[^A-Za-z]/g, "");
  const allCaps = letters !== "" && letters === letters.toUpperCase();
  let first = true;
  return t.replace(/[A-Za-z][A-Za-z'’]*/g, (w) => {
    const isFirst = first;
    first = false;
    if (w !== w.toUpperCase() || TITLE_ACRONYMS.test(w)) return w;
    // in a mixed title only words in capitals longer than an acronym are recased ("AGREEMENT for ...")
    if (!allCaps && w.length <= 3) return w;
    // "PIXELFORGE STUDIO LIMITED" where the text spells it "PixelForge"
    const written = writtenSpelling(w, text);
    if (written) return written;
    const lower = w.toLowerCase();
    if (!isFirst && SMALL_WORDS.test(lower)) return lower;
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}

/**
 * The department that usually owns a contract of this kind, from its title (else its opening words):
 * a marketing agency's retainer is Marketing's, office cleaning is Operations'. Null when the words
 * name no kind the list covers, so the form keeps its own default.
 */
const DEPARTMENT_RULES: Array<[RegExp, string]> = [
  [
    /\b(?:marketing|advertising|public\s+relations|social\s+media|branding|creative\s+services|media\s+buying|seo)\b/i,
    "Marketing",
  ],
  [
    /\b(?:recruitment|payroll|human\s+resources|hr\s+services|staffing|training\s+services|employee\s+benefits|occupational\s+health)\b/i,
    "HR",
  ],
  [
    /\b(?:accounting|accountancy|bookkeeping|audit(?:ing)?\s+services|tax\s+advice|banking|insurance|payment\s+processing)\b/i,
    "Finance",
  ],
  [/\b(?:legal\s+services|solicitors?|law\s+firm|legal\s+advice)\b/i, "Legal"],
  [
    /\b(?:software|saas|hosting|cloud|it\s+support|managed\s+it|broadband|internet|telecom\w*|telephon\w*|network|cyber|data\s+centre|website|web\s+development|app\s+development)\b/i,
    "IT",
  ],
  [
    /\b(?:cleaning|facilities|catering|security\s+guarding|waste|courier|logistics|haulage|vehicle|fleet|van\s+hire|equipment\s+(?:hire|lease|rental)|plant\s+hire|copier|photocopier|office\s+lease|premises|utilities|energy|electricity)\b/i,
    "Operations",
  ],
  [/\b(?:crm|lead\s+generation|sales\s+agency|reseller|distribution)\b/i, "Sales"],
];

export function departmentOf(title: string | null, text: string): string | null {
  for (const source of [title ?? "", text.slice(0, 1500)])
    for (const [re, department] of DEPARTMENT_RULES) if (re.test(source)) return department;
  return null;
}
