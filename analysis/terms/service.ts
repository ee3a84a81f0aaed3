import { andList } from "../../common/format";
import type { EnhancedRiskSettings } from "../../common/risk-settings";
import { serviceLevelTiers } from "../../common/risk-settings";
import { timeAsWritten } from "../../common/term-values";
import { serviceAdvice, serviceRating } from "../advice/index";
import { upperFirst } from "../advice/wording";
import { type Doc, findInSentences, perDoc, sentencesWithWords, sentenceText, triggerWords } from "../doc";
import { findPercents, NUMBER_WORDS_SOURCE, wordsToNumber } from "../numbers";
import { CELL_BREAK, ellipsis } from "../text";
import type { Rating, ServiceGuarantees, ServiceLevel } from "../types";
import { CONFIDENCE, foundBlock, labelsOf, missingBlock, type TermContext } from "./common";

const SERVICE_WORDS = triggerWords([
  "uptime",
  "up",
  "availability",
  "available",
  "service",
  "sla",
  "credit*",
  "response",
  "respond",
  "acknowledge*",
  "reply",
  "replies",
  "resolution",
  "downtime",
  "down",
  "resolve",
  "resolved",
  "restore*",
  "fix",
  "fixed",
  "repair*",
  "rectif*",
  "attend",
  "attended",
  "breakdown*",
  "re-clean",
  "reclean",
  "re-perform",
  "redo",
  "put",
  "good",
  "deliver*",
  "dispatch*",
  "ship",
  "shipped",
  "on-time",
  "otif",
  "fill",
  "score*",
  "kpi*",
  "accuracy",
  "satisfaction",
  "performance",
  "answer",
  "answered",
  "calls",
  "served",
  "completed",
  "finished",
  "ready",
]);
/** "Lunch shall be served by 12.30pm each working day": a daily deadline, met or missed each day */
const DAILY_DEADLINE_RE =
  /\b(?:served|delivered|completed|finished|done|collected|ready|set\s+up|on\s+site)\s+(?:by|no\s+later\s+than|before)\s+(?:\d{1,2}(?:[.:]\d{2})?\s*(?:[ap]\.?m\.?|hrs|hours)|\d{2}[.:]\d{2}|noon|midday)(?:\s+(?:on\s+)?(?:each|every)\s+(?:working\s+|business\s+|week)?day)?/i;
/** "the Client need not pay for that day's service": money off when a deadline is missed */
const DAY_NOT_PAID_RE =
  /\b(?:need\s+not|does\s+not\s+have\s+to|(?:shall|will)\s+not\s+(?:be\s+required\s+to\s+)?)\s*pay\b|\b(?:no\s+charge|free\s+of\s+charge|not\s+be\s+charged)\b/i;
const UPTIME_WORDS_RE = /\b(?:uptime|up[\s-]time|availability|available|availabe|accessible|operational)\b/i;
const RESPONSE_RE = new RegExp(
  `\\b(?:respond|response|acknowledge|react|reply|attend)\\w*\\b[^.;]{0,80}?\\b(?:within|in|no\\s+later\\s+than|not\\s+exceeding|of)\\s+(?:(\\d+(?:\\.\\d+)?)|(${NUMBER_WORDS_SOURCE}))\\s*(?:\\(\\s*(\\d+(?:\\.\\d+)?)\\s*\\)\\s*)?(?:business\\s+|working\\s+|normal\\s+)?(hours?|hrs?|minutes?|mins?|days?)\\b`,
  "i",
);
const TIME_SOURCE = `(?:within|in|no\\s+later\\s+than|not\\s+later\\s+than|not\\s+exceeding)\\s+(?:(\\d+(?:\\.\\d+)?)|(${NUMBER_WORDS_SOURCE}))\\s*(?:\\(\\s*(\\d+(?:\\.\\d+)?)\\s*\\)\\s*)?(business\\s+|working\\s+|normal\\s+)?(hours?|hrs?|minutes?|mins?|days?)\\b`;
/** "resolve Priority 1 faults within 8 hours", "restore the Service within four (4) hours". */
const RESOLUTION_RE = new RegExp(
  `\\b(?:resol(?:ve|ved|ution)|fix(?:ed)?|restor(?:e|ed|ation)|rectif(?:y|ied|ication)|repair(?:ed)?|work[\\s-]?around|re-?(?:clean|do|perform|visit|attend)(?:ed|s)?|put\\s+(?:\\w+\\s+){0,3}?right|make\\s+good)\\b[^.;]{0,80}?\\b${TIME_SOURCE}`,
  "i",
);
const LABEL_GAP = String.raw`\s*${CELL_BREAK}\s*(?:within\s+|up\s+to\s+|no\s+later\s+than\s+)?`;
const TIME_UNIT = String.raw`(\d+(?:\.\d+)?)\s*(?:business\s+|working\s+)?(hours?|hrs?|minutes?|mins?|days?)\b`;
/** a key-details row "Response time | 4 hours", "Fix time: 1 business day" */
const LABELLED_TIME_RE = new RegExp(
  String.raw`^\s*(?:[A-Za-z0-9]+\s+){0,3}?(respon\w*|resol\w*|fix|restor\w*|repair)(?:\s+times?|\s+targets?)?${LABEL_GAP}${TIME_UNIT}`,
  "i",
);
/** "a 4-hour response", "8 hour fix" (hours or minutes: "a 5-day response window" is a period to answer, not a service level) */
const HYPHENED_TIME_RE =
  /\b(\d+(?:\.\d+)?)[\s-](?:business[\s-]|working[\s-])?(hours?|minutes?)\s+(?:(?:on-?site|support|target)\s+)?(respon\w*|resol\w*|fix|restor\w*)\b/i;

/** A response or fix time stated as a label and its value rather than a promise in words. */
function labelledTimes(
  raw: string,
): Array<{ kind: "response" | "resolution"; hours: number; start: number; end: number }> {
  const out: Array<{ kind: "response" | "resolution"; hours: number; start: number; end: number }> = [];
  const hoursOf = (n: string, unit: string) => {
    const u = unit.toLowerCase();
    const v = Number(n);
    return Math.round((u.startsWith("min") ? v / 60 : u.startsWith("day") ? v * 24 : v) * 100) / 100;
  };
  const row = LABELLED_TIME_RE.exec(raw);
  if (row) {
    const start = row.index + row[0].search(/\S/);
    out.push({
      kind: /^respon/i.test(row[1]) ? "response" : "resolution",
      hours: hoursOf(row[2], row[3]),
      start,
      end: row.index + row[0].length,
    });
  }
  const g = new RegExp(HYPHENED_TIME_RE.source, "gi");
  for (let m = g.exec(raw); m !== null; m = g.exec(raw)) {
    const kind = /^respon/i.test(m[3]) ? "response" : "resolution";
    if (out.some((x) => x.kind === kind)) continue;
    out.push({ kind, hours: hoursOf(m[1], m[2]), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** "shall respond to incidents within the following times:" followed by one time per priority */
const RESPONSE_LEAD_RE =
  /\b(?:respond|response)\w*\b[^.;]{0,80}?\b(?:within\s+the\s+(?:following\s+)?times|(?:times?|targets?)\s+(?:set\s+out\s+)?(?:below|as\s+follows)|following\s+(?:response\s+)?times)/i;
const LISTED_TIME_RE = new RegExp(`^\\W*\\(?[a-z0-9]{1,3}[.)]\\s+[^\\n]{0,200}?${TIME_SOURCE}`, "i");

/** The first (most urgent) time of a list of response times under a lead-in sentence. */
function listedResponse(doc: Doc): { idx: number; level: ServiceLevel } | null {
  for (const idx of sentencesWithWords(doc, RESPONSE_LEAD_WORDS)) {
    const s = doc.sentences[idx];
    if (!RESPONSE_LEAD_RE.test(doc.text.slice(s.start, s.end))) continue;
    const item = doc.sentences[idx + 1];
    if (!item) continue;
    const raw = doc.text.slice(item.start, item.end);
    const m = LISTED_TIME_RE.exec(raw);
    if (!m) continue;
    const at =
      m.index + m[0].search(/\b(?:within|in|no\s+later|not\s+later|not\s+exceeding)\s+\S+\s*\S*\s*\S*$/i);
    const hours = hoursOf(m, 1);
    if (hours === null) continue;
    return {
      idx,
      level: {
        kind: "response",
        value: hours,
        unit: "hours",
        text: raw.slice(Math.max(0, at), m.index + m[0].length),
        start: item.start + Math.max(0, at),
        end: item.start + m.index + m[0].length,
      },
    };
  }
  return null;
}
const RESPONSE_LEAD_WORDS = triggerWords(["respond", "response"]);

/** A fault to fix, not a breach to cure (a cure period is about termination, not service). */
const FAULT_RE =
  /\b(?:faults?|incidents?|defects?|errors?|issues?|problems?|priority|severity|tickets?|outages?|failures?|service|system|platform|complaints?|unhappy|dissatisfied|(?:standard|quality)\s+of|breakdowns?|call-?outs?|repairs?|(?:support|service)\s+requests?)\b/i;
const REPORT_VERB_RE = /\b(?:submit|report|notif|provid|send|sent|deliver|invoic|pay)\w*/i;
const CURE_RE = /\b(?:breach|terminat\w*|notice\s+of\s+termination)\b/i;
/** a credit for each miss ("10% of the monthly fees for each missed response") grows without a ceiling */
const PER_MISS_RE =
  /\bfor\s+(?:each|every)\s+(?:\w+\s+){0,3}?(?:miss\w*|failure|breach|hour|day|week|percentage\s+point|(?:\d+(?:\.\d+)?\s*)?%|incident)\b/;
/** "Service credits are Customer's sole and exclusive remedy": nothing else is owed for a missed level */
/** "Service credits are without prejudice to any other right or remedy": credits on top of damages */
const NOT_SOLE_REMEDY_RE =
  /\bwithout\s+prejudice\s+to\s+(?:any\s+)?(?:other|the\s+[\w-]+['’]s\s+other|its\s+other)\s+rights?\b|\bin\s+addition\s+to\s+(?:and\s+not\s+in\s+substitution\s+for\s+)?(?:any\s+)?(?:other\s+)?(?:rights?|remed(?:y|ies))\b/;
/** "6. Service levels and service credits": a heading, never the sentence quoted */
const HEADING_ONLY_RE = /^(?:\d+(?:\.\d+)*\.?\s+)?[A-Z][A-Za-z ,&'’-]{0,70}$/;
const SOLE_REMEDY_RE = /\b(?:sole|only|exclusive)\s+(?:and\s+exclusive\s+)?(?:financial\s+)?remed(?:y|ies)\b/;
const CREDIT_CAP_RE =
  /\b(?:cap(?:ped)?\s+at|maximum|not\s+(?:\w+\s+){0,2}?exceed|in\s+(?:the\s+)?aggregate|up\s+to\s+(?:a\s+)?(?:maximum|total)|no\s+more\s+than|limited\s+to|subject\s+to\s+a\s+(?:cap|maximum|limit))\b/;

/** Words that make a percentage a delivery performance target. */
const DELIVERY_NEAR_RE =
  /\b(?:on[\s-]time(?:\s+and\s+in[\s-]full)?(?:\s+deliver(?:y|ies))?|in[\s-]full(?:\s+and\s+on[\s-]time)?(?:\s+deliver(?:y|ies))?|otif|fill\s+rate|deliver(?:y|ies|ed)?|dispatch(?:ed)?|shipp?(?:ed|ments?)?)\b/i;
/**
 * A delivery lead time promised for each order: "shall deliver the Goods within five (5) Business Days
 * of receipt of each Order", "Delivery shall take place within 10 working days of the date of the Order".
 */
const DELIVERY_LEAD_TIME_RE = new RegExp(
  `\\b(?:(?:shall|will|must)\\s+(?:\\w+\\s+){0,4}?(?:deliver|dispatch|ship|supply)\\s+(?:(?:the|all|each|any|such)\\s+)?(?:[A-Z]?[a-z]+\\s+)?(?:goods|products|orders?|items|equipment|materials|parts|stock|consignments?|deliverables)\\b|deliver(?:y|ies)\\s+(?:of\\s+(?:the\\s+|each\\s+|all\\s+)?(?:goods|products|orders?|items)\\s+)?(?:shall|will|must)\\s+(?:take\\s+place|be\\s+made|occur)|(?:goods|products|orders?|items)\\s+(?:shall|will|must)\\s+be\\s+(?:delivered|dispatched|shipped))[^.;]{0,60}?\\b${TIME_SOURCE}\\s+(?:of|after|from|following)\\s+(?:(?:the\\s+)?(?:(?:receipt|acceptance|date|confirmation|placing|placement)\\s+of\\s+)?(?:the\\s+|an?\\s+|each\\s+|its\\s+|any\\s+|that\\s+)?(?:relevant\\s+)?(?:purchase\\s+)?(?:order|call-?off|request)|(?:its|their)\\s+(?:receipt|acceptance|confirmation|placing|placement)\\b)`,
  "i",
);
/**
 * "deliver each Parcel on the next Business Day following collection": a carrier's next-day (or
 * same-day) delivery, the service level of a parcel or courier contract
 */
const NEXT_DAY_RE =
  /\b(?:deliver|dispatch)\w*\s+(?:(?:each|every|all|the|any|such)\s+)?(?:[A-Za-z]+\s+)?(?:parcels?|packages?|consignments?|shipments?|items|goods|orders?|products)\s+(?:on|by|within)\s+(?:the\s+)?(next|following|same)\s+(?:business\s+|working\s+)?day\b/i;
/** a cheap test before the lead-time pattern: a delivery word and a time limit */
const LEAD_TIME_HINT_RE =
  /\b(?:deliver|dispatch|ship|suppl)\w*\b[^.;]*\b(?:within|no\s+later\s+than|not\s+later\s+than|not\s+exceeding)\b/;
/** Words that make a percentage a measured performance target ("a quality score of at least 90%"). */
const PERFORMANCE_NEAR_RE =
  /\b(?:(?:quality|satisfaction|audit|performance|inspection)\s+(?:scores?|ratings?)|scores?|satisfaction(?:\s+rating)?|accuracy|first[\s-]time[\s-]fix(?:\s+rate)?|kpis?|key\s+performance\s+indicators?|performance\s+(?:standards?|targets?|levels?)|pass\s+rate|success\s+rate|answer(?:ed|s)?|(?:tele)?phone\s+calls?|calls?\s+to\s+the\s+(?:help\s*desk|service\s+desk|support\s+line)|abandon\w*\s+rate)\b/i;
/** Words that make a percentage money, not performance. */
const MONEY_PERCENT_RE =
  /\b(?:discount|interest|fees?|price|charges?|rebate|credits?|royalt\w*|commission|vat|tax|deposit|payments?|invoices?|funds?|proceeds|sums?|amounts?|revenues?|sales|profits?|shares?|equity|stock)\b/i;
/** "the Owner shall provide replacement equipment at no extra cost" when a repair is late: a remedy in kind */
const REMEDY_IN_KIND_RE =
  /\b(?:provide|supply|deliver|lend)\w*\s+(?:the\s+\w+\s+with\s+)?(?:an?\s+)?(?:temporary\s+|substitute\s+|replacement\s+|loan\s+|equivalent\s+)(?:equipment|units?|machines?|machinery|vehicles?|items?|goods|devices?|products?|parts?)\b[^.;]{0,40}?\b(?:at\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)|free\s+of\s+charge|without\s+(?:extra\s+|additional\s+)?charge)/i;
/** a rebate is a service credit only when it is paid for a missed standard, not a refund of a recruitment fee or a volume discount */
const MISSED_STANDARD = String.raw`service\s+levels?|availability|uptime|targets?|kpis?|fails?\s+to\s+(?:meet|achieve)|not\s+(?:met|achieved)|miss(?:es|ed)?|falls?\s+below`;
const CREDITS_RE = new RegExp(
  String.raw`\b(?:service\s+credits?|credit\s+(?:the\s+)?[a-z]+\s+with\s+(?:an?\s+)?(?:amount|sum)|credits?\s+(?:of|equal\s+to|against|towards?)|fee\s+reduction|(?:service|performance|availability)\s+rebates?|rebates?\b[^.;]{0,120}?\b(?:${MISSED_STANDARD})|(?:${MISSED_STANDARD})\b[^.;]{0,120}?\brebates?)\b`,
  "i",
);
/** "the Customer may deduct 2% of that quarter's charges" when a target is missed: a service credit in all but name */
const DEDUCTION_RE =
  /\b(?:deduct|withhold|reduce|credit)\w*\b[^.;]{0,60}?\b\d+(?:\.\d+)?\s*(?:%|per\s*cent)[^.;]{0,40}?\b(?:charges?|fees?|price)\b|\b(?:reduction\s+(?:in|of)|reduce)\s+(?:the\s+)?(?:monthly\s+|quarterly\s+)?(?:charges|fees)\b/i;
const SERVICE_CONTRACT_WORDS = triggerWords([
  "services",
  "weekday",
  "software",
  "saas",
  "hosting",
  "hosted",
  "cloud",
  "subscription",
  "support",
  "managed",
  "platform",
  "maintenance",
  "service",
  "helpdesk",
  "help",
  "week",
  "month",
  "faults",
  "working",
]);
const SERVICE_CONTRACT_RE =
  /\b(?:software\s+as\s+a\s+service|saas|hosting|hosted|cloud|subscription|support\s+(?:services|calls|requests|tickets)|(?:report(?:ed|s)?|fix(?:es|ing)?|repair(?:s|ing)?)\s+(?:any\s+|all\s+)?faults|managed\s+services?|platform|maintenance\s+services|service\s+levels?|helpdesk|help\s+desk|(?:cleaning|security|catering|facilities|waste\s+collection|grounds\s+maintenance|payroll|bookkeeping)\s+services?|retainer|(?:days?|evenings?|nights?|mornings?|times|visits?|posts|hours|sessions|reports)\s+(?:a|per|each)\s+(?:week|month)|(?:each|every)\s+(?:weekday|working\s+day)(?:\s+(?:morning|evening|night))?)\b/i;

/** a service run on a system, where uptime and response times are the usual measures */
const SYSTEMS_GLOBAL_RE =
  /\b(?:software|saas|hosting|hosted|cloud|platform|system|application|website|network|servers?|helpdesk|help\s+desk|it\s+support|online|subscription)\b/g;

/** hosted software or a platform: its availability is the service */
const HOSTED_RE =
  /\b(?:saas|software[\s-]as[\s-]a[\s-]service|hosting|hosted|cloud|platform|online\s+service|web[\s-]based)\b/;
/** one passing mention ("if a social media platform changes its rules") does not make a system service */
const aboutSystems = perDoc((doc) => {
  SYSTEMS_GLOBAL_RE.lastIndex = 0;
  const head = doc.lower.slice(0, 60_000);
  return SYSTEMS_GLOBAL_RE.exec(head) !== null && SYSTEMS_GLOBAL_RE.exec(head) !== null;
});
/** a supplier that gives advice or professional work under its own judgement */
const PROFESSIONAL_RE =
  /\b(?:consultants?|advis[eo]rs?|accountants?|architects?|surveyors?|solicitors?|lawyers?|counsel|coach|trainer|photographer|translator|designer|recruiter|agency|studio)\b/i;
/** services done by people at a place, judged by standards rather than uptime */
const PLAIN_SERVICE_RE =
  /\b(?:clean(?:ing|ers?)|catering|caterers?|security\s+(?:guarding|officers?|guards?)|waste\s+collection|grounds\s+maintenance|gardening|landscaping|janitorial|laundry|pest\s+control|window\s+cleaning)\b/i;

/** "These are targets only", "we will not be liable for failing to meet them": levels that bind nobody */
const TARGETS_ONLY_RE =
  /\b(?:(?:are|is)\s+(?:intended\s+as\s+|given\s+as\s+)?(?:(?:a|an)\s+)?(?:targets?|estimates?|guides?|indications?)\s+only|targets?\s+only\b|(?:not|no)\s+(?:be\s+)?(?:liable|liability|responsible)\s+(?:\w+\s+){0,2}(?:failure|failing|fails?)\s+to\s+(?:meet|achieve))/;

/** a promise only to try: "aims to", "will endeavour to", "uses reasonable endeavours to" */
const SOFT_PROMISE_RE =
  /\b(?:aims?|seeks?|tries|try|(?:use\s+(?:its\s+)?(?:reasonable\s+|best\s+)?)?endeavou?rs?)\s+to\b|\baims?\s+for\b|\b(?:do|does|will|can)\s+not\s+guarantee\b|\b(?:commercially\s+)?reasonable\s+(?:commercial\s+)?efforts\s+to\b|\bbest\s+efforts\s+to\b/;

const SOFT_LEVEL_NAMES: Record<ServiceLevel["kind"], string> = {
  availability: "uptime",
  response: "response time",
  resolution: "fix time",
  delivery: "delivery target",
  performance: "performance target",
};

/** The last soft promise before a level, with no firm "shall", "will" or "must" after it. */
function softBefore(lead: string): boolean {
  const soft = [...lead.matchAll(new RegExp(SOFT_PROMISE_RE.source, "g"))].pop();
  if (!soft) return false;
  return !/\b(?:shall|must|will)\b(?!\s+(?:use|aim|seek|try|endeavou?r))/.test(
    lead.slice((soft.index ?? 0) + soft[0].length),
  );
}

const NO_GUARANTEE_WORDS = triggerWords([
  "guarantee",
  "guarantees",
  "warrant",
  "warrants",
  "promise",
  "promises",
  "commitment",
]);
/** the contract itself excludes any service level: "gives no guarantee of delivery times or service levels" */
export const NO_GUARANTEE_RE =
  /\b(?:(?:gives?|makes?|provides?|offers?)\s+no\s+(?:guarantee|warranty|commitment|promise)s?|(?:does|do|shall|will)\s+not\s+(?:guarantee|warrant|promise|commit\s+to))\b[^.;]{0,80}?\b(?:service\s+levels?|delivery\s+(?:times?|dates?)|response\s+times?|availability|uptime|uninterrupted)\b/;

/** "the service levels set out in Schedule 2": where levels with no figures in the text are kept */
const LEVELS_ELSEWHERE_RE =
  /\b(?:service\s+levels?|service\s+standards?|sla|kpis?)\b[^.;]{0,80}?\b(?:set\s+(?:out|forth)|specified|described|contained|detailed|defined)\s+in\s+((?:schedule|appendix|annex|exhibit|attachment)\s+(?:\d+(?:\.\d+)*|[A-Z]|[IVX]+)\b|the\s+(?:service\s+level\s+agreement|sla|order\s+form|statement\s+of\s+work|service\s+description|service\s+schedule))/i;
const LEVELS_ELSEWHERE_WORDS = triggerWords([
  "level",
  "levels",
  "standard",
  "standards",
  "sla",
  "kpi",
  "kpis",
]);

export function findServiceGuarantees(ctx: TermContext, enhanced: EnhancedRiskSettings): ServiceGuarantees {
  const { doc } = ctx;
  const levels: ServiceLevel[] = [];
  let credits = false;
  let creditsUncapped = false;
  let creditsSoleRemedy = false;
  let creditsNotSole = false;
  let inKind = false;
  let bestIdx = -1;
  let bestScore = 0;
  for (const idx of sentencesWithWords(doc, SERVICE_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    if (HEADING_ONLY_RE.test(raw.trim())) continue;
    const found = targetsIn(raw, lower, s.start);
    let score = 0;
    for (const l of found) {
      score += l.kind === "availability" ? 5 : l.kind === "delivery" ? 4 : 3;
      if (!levels.some((x) => x.kind === l.kind)) levels.push(l);
    }
    // the sentence after a level or a credit often says what the credit is worth or whether it is the only remedy
    const next = found.length > 0 || CREDITS_RE.test(lower) ? sentenceText(doc, idx + 1) : "";
    const moneyOff = (t: string) => DEDUCTION_RE.test(t) || DAY_NOT_PAID_RE.test(t);
    if (CREDITS_RE.test(lower) || (found.length > 0 && (moneyOff(raw) || moneyOff(next)))) {
      credits = true;
      // "10% of the monthly fees for each missed response", with nothing capping the total
      const creditText = `${lower} ${next.toLowerCase()}`;
      if (PER_MISS_RE.test(creditText) && !CREDIT_CAP_RE.test(creditText)) creditsUncapped = true;
      if (SOLE_REMEDY_RE.test(creditText)) creditsSoleRemedy = true;
      if (NOT_SOLE_REMEDY_RE.test(creditText)) creditsNotSole = true;
      score += 2;
    }
    if (found.length > 0 && REMEDY_IN_KIND_RE.test(lower)) inKind = true;
    if (/\bservice\s+levels?\b|\bsla\b/.test(lower)) score += 1;
    if (score > bestScore) {
      bestScore = score;
      bestIdx = idx;
    }
  }
  levels.sort((a, b) => a.start - b.start);
  const levelValue = (kind: ServiceLevel["kind"]) => levels.find((l) => l.kind === kind)?.value ?? null;
  if (!levels.some((l) => l.kind === "response")) {
    const listed = listedResponse(doc);
    if (listed) {
      levels.push(listed.level);
      if (bestScore < 3) {
        bestScore = 3;
        bestIdx = listed.idx;
      }
    }
  }
  const uptime = levelValue("availability");
  const response = levelValue("response");
  const resolution = levelValue("resolution");
  const delivery = levels.find((l) => l.kind === "delivery") ?? null;
  const performance = levels.find((l) => l.kind === "performance") ?? null;
  const tier = serviceLevelTiers[enhanced.serviceLevelRequirement];
  if (bestIdx < 0 || bestScore < 2) {
    const noService = {
      found: false,
      uptimePercent: null,
      responseHours: null,
      credits: false,
      side: ctx.side,
      level: enhanced.serviceLevelRequirement,
      labels: labelsOf(ctx),
    };
    const systems = aboutSystems(doc);
    // a consultant or adviser is held to a standard of work (skill and care), not to service levels
    const professional = !systems && PROFESSIONAL_RE.test(ctx.parties.supplier?.alias ?? "");
    const isService =
      !professional && findInSentences(doc, SERVICE_CONTRACT_WORDS, SERVICE_CONTRACT_RE) !== null;
    const facts = { ...noService, applicable: isService, systems };
    // "The Supplier gives no guarantee of delivery times or service levels": the contract says so itself
    const excluded = findInSentences(doc, NO_GUARANTEE_WORDS, NO_GUARANTEE_RE);
    const advice = serviceAdvice({ ...facts, applicable: isService || excluded !== null });
    const favorabilityScore = serviceRating({ ...facts, applicable: isService || excluded !== null });
    const block = excluded
      ? foundBlock(doc, doc.sentences[excluded.idx].start, doc.sentences[excluded.idx].end, {
          summary:
            "No service levels: the contract says the supplier gives no guarantee of its service levels or times.",
          favorabilityScore,
          confidence: CONFIDENCE.pattern,
          ...advice,
        })
      : missingBlock({
          summary: isService
            ? systems
              ? "No service levels found: the contract promises no uptime, response times or service credits."
              : "No service standards found: the contract does not say how well or how quickly the service must be done."
            : professional
              ? "Not applicable: professional services are judged by a standard of work (such as reasonable skill and care), not by service levels."
              : "Not applicable: the contract is not for an ongoing service, and no service levels were found.",
          favorabilityScore,
          ...advice,
        });
    return {
      ...block,
      uptimePercent: null,
      responseTimeHours: null,
      resolutionTimeHours: null,
      serviceCredits: false,
      sla: null,
      levels: [],
    };
  }
  const s = doc.sentences[bestIdx];
  const next = doc.sentences[bestIdx + 1];
  // "shall respond within 4 hours and use reasonable efforts to make it available 99.5%": only the
  // levels after the soft words are targets; a "shall" in between makes the rest firm again
  const inBest = levels.filter((l) => l.start >= s.start && l.end <= s.end);
  const softKinds = credits ? [] : inBest.filter((l) => softBefore(doc.lower.slice(s.start, l.start)));
  const partlySoft = softKinds.length > 0 && softKinds.length < inBest.length;
  const targetsOnly =
    TARGETS_ONLY_RE.test(doc.lower.slice(s.start, s.end)) ||
    // "will aim to repair faults within 8 hours", with nothing owed when it does not
    (!credits && !partlySoft && SOFT_PROMISE_RE.test(doc.lower.slice(s.start, s.end))) ||
    (next !== undefined &&
      next.end - next.start < 600 &&
      TARGETS_ONLY_RE.test(doc.lower.slice(next.start, next.end)));
  // credits with no uptime, response or other figure the engine could read: the levels are elsewhere
  const levelsUnstated = levels.length === 0;
  const elsewhere = levelsUnstated
    ? findInSentences(doc, LEVELS_ELSEWHERE_WORDS, LEVELS_ELSEWHERE_RE, true)
    : null;
  const levelsIn = elsewhere ? upperFirst(elsewhere.match[1].replace(/\s+/g, " ").replace(/[.]$/, "")) : null;
  const facts = {
    targetsOnly,
    creditsSoleRemedy,
    creditsNotSole,
    levelsUnstated,
    levelsIn,
    found: true,
    applicable: true,
    uptimePercent: uptime,
    responseHours: response,
    credits,
    creditsUncapped,
    inKind,
    // standards for cleaning, catering or guarding are put in their own words, not a system's
    // a cleaner's or an agency's work is not a system, whatever one passing mention of "software" says
    systems: !(
      (PLAIN_SERVICE_RE.test(doc.text.slice(0, 60_000)) ||
        PROFESSIONAL_RE.test(ctx.parties.supplier?.alias ?? "")) &&
      !aboutSystems(doc)
    ),
    hosted: HOSTED_RE.test(doc.lower.slice(0, 60_000)),
    deliveryOnly: levels.length > 0 && levels.every((l) => l.kind === "delivery" && l.unit === "hours"),
    side: ctx.side,
    level: enhanced.serviceLevelRequirement,
    labels: labelsOf(ctx),
  };
  // a level given only "reasonable efforts", with no credits behind it, is not a full protection
  const rating: Rating = partlySoft && serviceRating(facts) === "green" ? "amber" : serviceRating(facts);
  const parts: string[] = [];
  if (levelsUnstated)
    parts.push(`no figures found in the text${levelsIn ? ` (they are set out in ${levelsIn})` : ""}`);
  if (uptime !== null) parts.push(`${uptime}% uptime`);
  // the time as the contract words it ("within 8 working hours"), else in hours or days
  const within = (kind: ServiceLevel["kind"], hours: number) =>
    timeAsWritten(levels.find((l) => l.kind === kind)?.text) ?? `within ${timeText(hours)}`;
  if (response !== null) parts.push(`response ${within("response", response)}`);
  if (resolution !== null)
    parts.push(`${facts.systems ? "fix" : "put right"} ${within("resolution", resolution)}`);
  // a table row's label and cell read as "On-time delivery: 98%"
  const quoted = (t: string) => t.replace(/\s*(?:\t+|\s\|\s)\s*/g, ": ").replace(/\s+/g, " ");
  if (delivery)
    parts.push(
      `${facts.deliveryOnly ? "" : delivery.unit === "hours" ? "delivery time " : "delivery target "}"${quoted(delivery.text)}"`,
    );
  if (performance) parts.push(`performance target "${quoted(performance.text)}"`);
  parts.push(
    facts.deliveryOnly && !credits
      ? "no remedy if a delivery is late"
      : credits
        ? `${facts.systems ? "service credits if missed" : "a reduction in the charges if missed"}${creditsNotSole ? ", on top of any other remedy" : ""}`
        : inKind
          ? "replacement equipment if a repair is late"
          : facts.systems
            ? "no service credits"
            : "no reduction in the charges if missed",
  );
  const requirement =
    facts.systems && (uptime !== null || response !== null)
      ? ` (${ctx.side === "supplier" ? "your service level" : "your requirement"}: ${tier.uptimePercent}% uptime, ${timeText(tier.responseHours)} response)`
      : "";
  const summary = `${facts.deliveryOnly ? "Delivery" : facts.systems ? "Service levels" : "Service standards"}: ${parts.join(", ")}${requirement}${
    targetsOnly
      ? facts.deliveryOnly
        ? "; this is a target only, and missing it has no consequence"
        : "; these are targets only, and missing them has no consequence"
      : partlySoft && !targetsOnly
        ? `; the ${andList(softKinds.map((l) => SOFT_LEVEL_NAMES[l.kind]))} ${softKinds.length === 1 ? "is a target" : "are targets"} only (reasonable efforts)`
        : ""
  }.`;
  return {
    ...foundBlock(doc, s.start, s.end, {
      summary,
      favorabilityScore: rating,
      confidence: uptime !== null ? CONFIDENCE.exact : CONFIDENCE.pattern,
      ...serviceAdvice(facts),
    }),
    uptimePercent: uptime,
    responseTimeHours: response,
    resolutionTimeHours: resolution,
    serviceCredits: credits,
    ...(inKind ? { replacementIfLate: true } : {}),
    ...(facts.systems ? {} : { plainService: true }),
    sla: ellipsis(doc.text.slice(s.start, s.end), 200),
    levels,
  };
}

/** "30 minutes", "4 hours", "2 days". */
function timeText(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} minutes`;
  if (hours >= 24 && hours % 24 === 0) return `${hours / 24} day${hours === 24 ? "" : "s"}`;
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

function hoursOf(m: RegExpExecArray, first: number): number | null {
  const n = m[first + 2]
    ? Number(m[first + 2])
    : m[first]
      ? Number(m[first])
      : wordsToNumber(m[first + 1] ?? "");
  if (n === null || Number.isNaN(n)) return null;
  const unit = m[first + 4].toLowerCase();
  const hours = unit.startsWith("min") ? n / 60 : unit.startsWith("day") ? n * 24 : n;
  return Math.round(hours * 100) / 100;
}

/** The measurable targets in one sentence; offsets are into the document. */
export function targetsIn(raw: string, lower: string, offset: number): ServiceLevel[] {
  const out: ServiceLevel[] = [];
  const percents = findPercents(raw);
  if (UPTIME_WORDS_RE.test(lower)) {
    const p = percents.find((x) => x.value >= 90 && x.value <= 100);
    if (p)
      out.push({
        kind: "availability",
        value: p.value,
        unit: "percent",
        text: p.text,
        start: offset + p.start,
        end: offset + p.end,
      });
  }
  const r = RESPONSE_RE.exec(raw);
  if (r) {
    const n = r[3] ? Number(r[3]) : r[1] ? Number(r[1]) : wordsToNumber(r[2] ?? "");
    if (n !== null) {
      const unit = r[4].toLowerCase();
      const hours = unit.startsWith("min") ? n / 60 : unit.startsWith("day") ? n * 24 : n;
      out.push({
        kind: "response",
        value: Math.round(hours * 100) / 100,
        unit: "hours",
        text: r[0],
        start: offset + r.index,
        end: offset + r.index + r[0].length,
      });
    }
  }
  // the long search for a fix time runs only where a fault is spoken of
  const f = FAULT_RE.test(lower) && !CURE_RE.test(lower) ? RESOLUTION_RE.exec(raw) : null;
  // "the problem resolution and submitted within ten days" times a report, not the fix
  const between = f
    ? f[0].slice(0, f[0].search(/\b(?:within|in|no\s+later|not\s+later|not\s+exceeding)\s+\S+\s*\S*$/i))
    : "";
  // "attend site to repair any breakdown within 8 working hours": one time, the attendance
  const sameTime = f !== null && r !== null && f.index + f[0].length === r.index + r[0].length;
  if (f && !sameTime && !REPORT_VERB_RE.test(between)) {
    const hours = hoursOf(f, 1);
    // a fix period of weeks is a warranty remedy, not a service level
    if (hours !== null && hours <= 240)
      out.push({
        kind: "resolution",
        value: hours,
        unit: "hours",
        text: f[0],
        start: offset + f.index,
        end: offset + f.index + f[0].length,
      });
  }
  for (const t of labelledTimes(raw)) {
    if (out.some((x) => x.kind === t.kind) || t.hours > 240) continue;
    out.push({
      kind: t.kind,
      value: t.hours,
      unit: "hours",
      text: raw.slice(t.start, t.end),
      start: offset + t.start,
      end: offset + t.end,
    });
  }
  const deadline = DAILY_DEADLINE_RE.exec(raw);
  if (deadline && /\b(?:shall|will|must)\b/i.test(raw.slice(0, deadline.index)))
    out.push({
      kind: "delivery",
      value: 100,
      unit: "percent",
      text: deadline[0],
      start: offset + deadline.index,
      end: offset + deadline.index + deadline[0].length,
    });
  const lead =
    out.some((x) => x.kind === "delivery") || !LEAD_TIME_HINT_RE.test(lower)
      ? null
      : DELIVERY_LEAD_TIME_RE.exec(raw);
  if (lead) {
    const hours = hoursOf(lead, 1);
    if (hours !== null && hours <= 90 * 24)
      out.push({
        kind: "delivery",
        value: hours,
        unit: "hours",
        text: lead[0].replace(/^(?:shall|will|must)\s+/i, ""),
        start: offset + lead.index,
        end: offset + lead.index + lead[0].length,
      });
  }
  const nextDay = out.some((x) => x.kind === "delivery") ? null : NEXT_DAY_RE.exec(raw);
  if (nextDay)
    out.push({
      kind: "delivery",
      value: nextDay[1].toLowerCase() === "same" ? 12 : 24,
      unit: "hours",
      text: nextDay[0],
      start: offset + nextDay.index,
      end: offset + nextDay.index + nextDay[0].length,
    });
  for (const p of percents) {
    if (p.value < 50 || p.value > 100) continue;
    if (out.some((x) => x.kind === "availability" && x.start === offset + p.start)) continue;
    const span = phraseAround(raw, p.start, p.end, DELIVERY_NEAR_RE);
    if (!span || MONEY_PERCENT_RE.test(partAround(raw, p.start, p.end))) continue;
    out.push({
      kind: "delivery",
      value: p.value,
      unit: "percent",
      text: raw.slice(span.start, span.end),
      start: offset + span.start,
      end: offset + span.end,
    });
    break;
  }
  for (const p of percents) {
    if (p.value < 50 || p.value > 100) continue;
    if (out.some((x) => x.unit === "percent" && x.start <= offset + p.start && x.end >= offset + p.end))
      continue;
    const span = phraseAround(raw, p.start, p.end, PERFORMANCE_NEAR_RE);
    if (!span || MONEY_PERCENT_RE.test(partAround(raw, p.start, p.end))) continue;
    out.push({
      kind: "performance",
      value: p.value,
      unit: "percent",
      text: raw.slice(span.start, span.end),
      start: offset + span.start,
      end: offset + span.end,
    });
    break;
  }
  return out;
}

/**
 * The percentage [start, end) with the nearest words matching `re` in the same part of the sentence
 * ("98% on-time delivery", "deliver 97% of orders"), or null when no such words are near.
 */
function phraseAround(
  raw: string,
  start: number,
  end: number,
  re: RegExp,
): { start: number; end: number } | null {
  const after = raw.slice(end, end + 60).split(/[,;:]/)[0];
  const a = re.exec(after);
  if (a && a.index <= 30) return { start, end: end + a.index + a[0].length };
  const from = Math.max(0, start - 60);
  const before = raw.slice(from, start);
  const cut = before.search(/[^,;:]*$/);
  const part = before.slice(cut);
  let last: RegExpExecArray | null = null;
  const g = new RegExp(re.source, "gi");
  for (let m = g.exec(part); m !== null; m = g.exec(part)) last = m;
  if (last) return { start: from + cut + last.index, end };
  return null;
}

/** The part of the sentence around [start, end) between commas, semicolons or colons (60 characters each side). */
function partAround(raw: string, start: number, end: number): string {
  const before = raw.slice(Math.max(0, start - 60), start);
  return `${before.slice(before.search(/[^,;:]*$/))}${raw.slice(start, end)}${raw.slice(end, end + 60).split(/[,;:]/)[0]}`;
}
