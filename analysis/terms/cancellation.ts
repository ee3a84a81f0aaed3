import { noticeToReceiveDays } from "../../common/negotiation-targets";
import { cancellationAdvice } from "../advice/index";
import { type Doc, findInSentences, sentencesWithWords, triggerWords } from "../doc";
import { type Duration, findDurations } from "../numbers";
import { roleOfPhrase } from "../parties";
import { rateNoticeDays } from "../risk";
import { CELL_BREAK } from "../text";
import type { CancellationTerms, PartyChoice, PartyRole, Rating } from "../types";
import {
  CONFIDENCE,
  foundBlock,
  isUser,
  labelsOf,
  missingBlock,
  nothingSupplied,
  noticeText,
  noticeWordsOf,
  type TermContext,
  terminatingParty,
} from "./common";
import { earlyExitCharges } from "./early-exit";
import { noticeDurations } from "./renewal";

/** a right to end only the support or maintenance services, which leaves the rest of the contract (a licence) in place */
const SERVICES_PART_RE =
  /\b(?:the\s+)?(support|maintenance|support\s+and\s+maintenance)\s+services\s+(?:may|shall|can)\s+be\s+terminated\b|\bterminat\w*\s+the\s+(support|maintenance|support\s+and\s+maintenance)\s+services\b/;

const TERMINATE_WORDS = triggerWords([
  "terminat*",
  "cancel*",
  "withdraw*",
  "end",
  "ends",
  "ended",
  "until",
  "off-hire",
  "determin*",
  "break",
]);
/**
 * "continues until terminated by either party on 30 days' notice", "runs on until either party ends it
 * by giving one month's notice": the contract has no end, so the party named may end it on notice; and
 * "continues for two years unless either party ends it earlier by giving 30 days' notice".
 */
const PARTY = String.raw`(?:[Ee]ither|[Aa]ny|[Oo]ne|[Ee]ach)\s+(?:[Pp]arty|of\s+us)|[Tt]he\s+[Pp]arties|(?:the\s+)?[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3}`;
const UNTIL_ENDED_BY_RE = new RegExp(
  String.raw`\b(?:until|(?<=then\s+continue\s+)unless)\s+(?:it\s+is\s+|this\s+[Aa]greement\s+is\s+)?(?:terminated|ended|cancell?ed)\s+by\s+(${PARTY})|\buntil\s+(${PARTY})\s+(?:ends|terminates|cancels|gives|serves)\b|\bunless\s+(${PARTY})\s+(?:ends|terminates|cancels)\s+(?:it|this\s+[Aa]greement|the\s+[Aa]greement)\s+(?:earlier|sooner|early)\b`,
);

function untilEndedBy(
  raw: string,
  ctx: TermContext,
): { party: PartyChoice | null; noticeDays: number } | null {
  const m = UNTIL_ENDED_BY_RE.exec(raw);
  if (!m) return null;
  // "then continue unless terminated by ...": the "unless" is the way out, not a condition on it
  const from = m.index + (/^unless\b/i.test(m[0]) ? 6 : 0);
  const rest = raw.slice(from, from + 220);
  const lower = rest.toLowerCase();
  // notice that takes effect at the end of a term, or stops a renewal, is non-renewal, not a right to leave
  // "such notice not to expire before the end of the initial period" keeps the first period, it is not non-renewal
  const withoutFloor = lower.replace(NOT_BEFORE_END_RE, " ");
  if (CAUSE_RE.test(lower) || NON_RENEWAL_RE.test(withoutFloor) || /\brenew|\bsuccessive\b/i.test(raw))
    return null;
  const notice = noticeDurations(rest, 0)[0];
  if (!notice) return null;
  const who = (m[1] ?? m[2] ?? m[3]).trim();
  const party = /^(?:one|any)\s+party$/i.test(who) ? "both" : (roleOfPhrase(who, ctx.lexicon) ?? null);
  return { party, noticeDays: notice.days };
}
const CONVENIENCE_RE =
  /\b(?:for\s+(?:its|their|his|her|any)?\s*(?:own\s+)?convenience|without\s+(?:any\s+)?(?:cause|reason|penalty|giving\s+(?:any\s+)?reasons?)|for\s+any\s+(?:reason(?!\s+(?:other\s+than|whatsoever\s+other|except))|or\s+no\s+reason)|for\s+no\s+reason|with\s+or\s+without\s+(?:cause|reason|supplying\s+a\s+reason)|at\s+will|for\s+whatever\s+reason|without\s+(?:having|the\s+need)\s+to\s+(?:give|provide|show|state)\s+(?:any\s+)?(?:reason|cause)|no\s+reason\s+(?:need|shall)|regardless\s+of\s+the\s+term)/i;
const WEAK_CONVENIENCE_RE =
  /\b(?:in\s+its\s+(?:sole\s+)?(?:and\s+absolute\s+)?discretion|at\s+any\s+time|unilateral)\b/i;
/**
 * A lease's break clause: "may determine this Lease", "the right to break the Lease", "may serve a
 * break notice", "may exercise the break option". "Determine" means "end" only with a lease as object.
 */
const LEASE_BREAK = String.raw`may\s+(?:\w+\s+){0,2}?(?:determine|break)\s+(?:this|the)\s+(?:lease|tenancy|underlease|term)|(?:right|option)\s+to\s+(?:break|determine)\s+(?:this|the)\s+(?:lease|tenancy|underlease|term)|may\s+(?:\w+\s+){0,3}?(?:serve|give)\s+(?:\w+\s+){0,3}?break\s+notice|may\s+exercise\s+(?:the|its|a|this)\s+(?:\w+\s+)?break\s+(?:right|option|clause)`;
const MAY_TERMINATE_RE = new RegExp(
  String.raw`\b(?:may(?:\s*,[^,]{1,80},)?\s+(?:also\s+|at\s+any\s+time\s+|thereafter\s+|immediately\s+|elect\s+to\s+|choose\s+to\s+|voluntarily\s+)*(?:terminate|cancel|end|withdraw)|may\s+(?:also\s+|only\s+|further\s+|however\s+|thereafter\s+)?be\s+(?:terminated|cancell?ed|ended)|(?:shall|will)\s+(?:have|be\s+entitled\s+to)\s+(?:the\s+)?(?:\w+\s+)?(?:right|option|ability)\s+to\s+(?:terminate|cancel)|(?:has|have|retains?|reserves?)\s+the\s+(?:\w+\s+)?(?:right|option|ability)\s+to\s+(?:terminate|cancel)|(?:is|are|be|shall\s+be)\s+entitled\s+to\s+(?:terminate|cancel)|can\s+(?:terminate|cancel|end)|(?:is|are|be)\s+terminable|right\s+to\s+(?:voluntarily\s+)?(?:terminate|withdraw)|wishing\s+to\s+terminate|terminate\s+(?:\([a-z]\)\s+)?at\s+the\s+option\s+of|terminate\s+(?:this|the)\s+agreement\s+(?:at\s+any\s+time\s+)?by\s+giving|may\s+(?:at\s+any\s+time\s+)?(?:give|serve)\s+(?:\w+\s+){0,3}?notice\s+(?:to\s+terminate|of\s+termination)|(?:may|can)\s+(?:\w+\s+){0,2}?bring\s+(?:this|the|these|its|our|their)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract|terms|engagement|arrangement|appointment|relationship|lease|tenancy|underlease|licen[cs]e)\s+to\s+an\s+end|may\s+(?:\w+\s+)?off-?hire|${LEASE_BREAK})\b`,
  "i",
);
const CAUSE_RE =
  /\b(?:breach\w*|default\w*|insolven\w*|bankrupt\w*|receiver\w*|liquidat\w*|administrat(?:ion|or)|winding[\s-]up|fails?\b|failure|material(?:ly)?|change\s+of\s+control|force\s+majeure|violat\w*|convicted|fraud|ceases?\s+to|unable\s+to|dissol\w*|arrangement\s+with\s+(?:its\s+)?creditors|in\s+the\s+event\s+(?:that\s+|of\s+)?|upon\s+the\s+occurrence|contingenc\w*|any\s+of\s+the\s+following|if\s+(?:the\s+other|any|either|a)\s+part|non[\s-]?payment|does\s+not\s+pay|acquired|merger|following\s+(?:a|the|any)\s+(?:change|sale|breach|default|occurrence|acquisition|merger|notice\s+of)|not\s+in\s+compliance|if\s+(?!any\b|so\b|applicable\b|required\b)|unless\s+(?!sooner|earlier|otherwise)|upon\s+receipt\s+of|by\s+(?:mutual\s+)?(?:written\s+)?(?:agreement|consent)|mutual(?:ly)?\s+(?:agree|consent)|(?:does|do|shall)\s+not\s+(?:meet|achieve|comply)|where\s+(?:the|a|an|any)\s+[^.;]{0,60}?\b(?:exceeds?|fails?|falls?\s+below|is\s+in\s+breach|has\s+(?:been\s+)?(?:breached|failed)))\b/i;
/** a right to leave written as an instruction: "give us 30 days' notice if you want to cancel", "To cancel, tell us ..." */
const PLAIN_CANCEL_RE =
  /\b(you|the\s+[A-Z]\w+)\s+(?:need|needs|must|have|has)\s+(?:to\s+)?(?:give|tell|notify)\b[^.;]{0,80}?\b(?:if|when)\s+(?:you|it|they)\s+(?:want|wants|wish|wishes|decide|decides)\s+to\s+(?:cancel|end|terminate|stop|leave)\b|^\W*(?:[\d.]+\s+)?to\s+(?:cancel|end|terminate)\b[^.;]{0,40}?,\s*(?:just\s+|simply\s+)?(?:tell|notify|give|write\s+to)\s+(?:us|the\s+\w+)\b/i;
/** the wish to leave is the only condition in such a sentence */
const PLAIN_CANCEL_CONDITION_RE =
  /\b(?:if|when)\s+(?:you|it|they)\s+(?:want|wants|wish|wishes|decide|decides)\s+to\b/gi;
/** "if you pay an early termination fee": a price for leaving, not a cause that must arise first */
const EXIT_FEE_CONDITION_RE =
  /\b(?:if|provided\s+(?:that\s+)?|on\s+condition\s+that|as\s+long\s+as)\s+(?:it|you|we|they|the\s+[a-z]+|[a-z]+)\s+(?:first\s+)?pays?\b[^.;]{0,120}?\b(?:fees?|charges?|sums?|amounts?|compensation|payments?)\b|\b(?:subject\s+to|on|upon|against)\s+(?:the\s+)?payment\s+of\s+(?:an?\s+|the\s+)?(?:early\s+)?(?:termination|cancellation|exit)\s+(?:fee|charge|sum|payment)s?\b/g;
/**
 * ", but fees for candidates introduced before the end date remain payable if ...": what is still owed
 * once the contract has ended, added after the right. Its "if" is a condition on the fee, not on the
 * right to end, so it is set aside; a tail that limits the right itself ("but only if", "provided that
 * the other party is in breach") is kept.
 */
const MONEY_AFTER_END_RE =
  /[,;]\s*(?:but|save\s+that|except\s+that|and)\s+(?!only\b|not\b|neither\b|no\b)(?=[^.;]{0,200}?\b(?:remains?|continues?|shall\s+remain|will\s+remain|(?:is|are|shall\s+be|will\s+be|become|becomes)\s+(?:still\s+)?(?:payable|due|owed|owing))\b)(?![^.;]*\b(?:may|can|terminat\w*|cancel\w*|breach\w*|default\w*|insolven\w*)\b)[^.;]*(?:[.;]|$)/g;
const withoutExitFee = (lower: string) =>
  lower.replace(EXIT_FEE_CONDITION_RE, " ").replace(MONEY_AFTER_END_RE, " ");
const CONDITIONAL_START_RE = /^(?:[\d.()a-z]{1,8}\s+)?(?:if|in\s+the\s+event|should|where|when|in\s+case)\b/i;
const AGREEMENT_OBJECT_RE =
  /\b(?:this|the|its|such|your|our|their|\w+['’]s)\s+(?:[\w-]+\s+){0,2}(?:agreement|contract|licen[cs]e|term|amendment|arrangement|engagement|appointment|period|alliance|relationship|program|fund|subscription|membership|lease|tenancy|underlease)\b|\b(?:any|an|the|this|each)\s+(?:purchase\s+)?(?:order|booking|reservation)\b|\b(?:any|an?|the|this|each)\s+(?:statement\s+of\s+work|sow|work\s+order|order\s+form)\b|\b(?:these|the)\s+terms\b|\bagreement\b|\bwithdraw\b|\bcancel\s+at\s+any\s+time\b|\boff-?hire\b|\b(?:services?|subscription|support|hosting|maintenance)\b[^.;]{0,80}?,?\s+which\s+(?:either|each|any)\s+party\s+may\s+(?:end|terminate|cancel)\b/i;
const ACRONYM_OBJECT_RE = /\b(?:terminate|cancel)\s+the\s+[A-Z]{2,5}\b/;
/** "You may cancel the project": in terms of business for one piece of work, the project is what the contract is for */
const PROJECT_OBJECT_RE = /\b(?:cancel|terminate|end)\s+(?:the|this|your|our|a)\s+project\b/i;
/** "Either party may terminate on 30 days' written notice": no object, so the contract itself */
const NOTICE_WITHOUT_OBJECT_RE =
  /\b(?:may|can)\s+(?:\w+\s+)?(?:terminate|cancel)\s+(?:at\s+any\s+time\s+)?(?:on|upon|by\s+giving|by\s+serving|with|giving)\s+(?:(?:not\s+less\s+than|at\s+least|no\s+less\s+than|a\s+minimum\s+of)\s+)?(?:\w+|\d+)\s+(?:\(\d+\)\s+)?(?:days?|weeks?|months?)['’]?\s*(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/i;
/** "the Customer may cancel the Services by giving one month's notice": ending the service ends the contract */
const SERVICES_OBJECT_RE =
  /\b(?:terminate|cancel|end)\s+(?:the|its|all\s+the|all)\s+(?:\w+\s+)?(?:services|subscription|support|hosting|maintenance)\b/i;
/** "Neither party may terminate this Agreement for convenience": the right denied, not given */
const DENIED_RIGHT_RE =
  /\b(?:neither\s+party|no\s+party)\s+(?:may|shall|will|can|has\s+(?:the|any)\s+right\s+to|is\s+entitled\s+to|shall\s+be\s+entitled\s+to)\s+(?:\w+\s+){0,2}?(?:terminate|cancel|end)\b|\b(?:may|shall|will|can)\s+not\s+(?:\w+\s+){0,2}?(?:terminate|cancel|end)\b|\bno\s+right\s+to\s+(?:terminate|cancel|end)\b/;
const REDACTED_NOTICE_RE =
  /\[\s*[*•·]+\s*\]\s*(?:\(\s*[*•·]+\s*\)\s*)?(?:\w+\s+)?(?:days?|months?|years?)?[^.;]{0,30}notice/i;
const NOTICE_WORD_RE = /\bnotice\b/i;
const NON_RENEWAL_RE =
  /\b(?:(?:on|at|upon|as\s+at|with\s+effect\s+(?:from|on)|effective\s+(?:on|at|upon|as\s+of)|prior\s+to|before|preceding|in\s+advance\s+of)\s+(?:the\s+)?(?:expir\w*|end|conclusion)\s+of\s+(?:the\s+|any\s+|each\s+|its\s+|a\s+)?(?:then[\s-]?current\s+|current\s+|initial\s+|renewal\s+|minimum\s+|first\s+|original\s+|extended\s+|fixed\s+|contract\s+|subscription\s+|service\s+|licen[cs]e\s+)*(?:term|period|year)|expir(?:y|ation)\s+date|non[\s-]?renew\w*|renewal)\b/;
/** the ending takes effect when a term ends: "at the end of any Subscription Term", "with effect from the expiry of the term" */
const TAKES_EFFECT_AT_END_RE =
  /\b(?:at|on|upon|as\s+at|with\s+effect\s+(?:from|on)|effective\s+(?:on|at|upon|as\s+of))\s+(?:the\s+)?(?:expir\w*|end|conclusion)\s+of\s+(?:the\s+|any\s+|each\s+|its\s+|a\s+)?(?:[\w-]+\s+){0,2}?(?:term|period)\b/;
const NOT_BEFORE_END_RE =
  /\bnot\s+to\s+(?:expire|take\s+effect|end)\s+(?:before|prior\s+to|earlier\s+than)\b[^.;]*/;
const AFTER_MINIMUM_RE =
  /\b(?:at\s+any\s+time\s+(?:after|following|thereafter)|after\s+(?:the\s+)?(?:expir\w*|end)\s+of\s+(?:the\s+)?(?:initial|minimum|first)\s+(?:term|period)|at\s+any\s+time\s+during\s+(?:any|a|the)\s+renewal|notice\s+(?:\w+\s+){0,3}?not\s+to\s+(?:expire|take\s+effect|end)\s+(?:before|prior\s+to|earlier\s+than))\b/;

/** a break point inside a longer term: "at the end of the first year", "on the second anniversary" */
const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december)`;
const BREAK_POINT_RE = new RegExp(
  String.raw`\b(?:at\s+the\s+end\s+of|on\s+(?:the\s+)?expiry\s+of|with\s+effect\s+from|on)\s+(?:the\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|1st|2nd|3rd|[4-9]th|10th)\s+(?:contract\s+)?(?:year|anniversary)\b|\b(?:on|with\s+effect\s+from)\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+${MONTH},?\s+\d{4}|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})\b|\b(?:(?:on|with\s+effect\s+from)\s+)?(?:the\s+)?break\s+date\b`,
);

/** "at the end of the first year": the one point at which a break right may be used, in the contract's words */
function breakPoint(doc: TermContext["doc"], idx: number): string | null {
  const s = doc.sentences[idx];
  const m = BREAK_POINT_RE.exec(doc.lower.slice(s.start, s.end));
  if (!m) return null;
  // the contract's own case, so a date reads "31 January 2030" and a defined term "the Break Date"
  const said = doc.text.slice(s.start + m.index, s.start + m.index + m[0].length);
  return said
    .replace(/^(?:With|with|WITH)\s+effect\s+from/, "from")
    .replace(/^(?:On|At|AT|ON)\b/, (w) => w.toLowerCase())
    .replace(/\s+/g, " ");
}

/** "which shall take effect 30 days after the notice is received": the notice period in other words. */
function effectDelay(raw: string): Duration[] {
  return findDurations(raw).filter(
    (d) =>
      /\b(?:(?:take|takes|taking)\s+effect|effective)\s+(?:(?:no|not)\s+(?:earlier|sooner)\s+than\s+|at\s+least\s+|not\s+less\s+than\s+)?$/i.test(
        raw.slice(Math.max(0, d.start - 40), d.start),
      ) && /^\s+(?:after|following|from)\b/i.test(raw.slice(d.end, d.end + 15)),
  );
}

/** "The Customer may terminate ... on 30 days' notice, and the Supplier may terminate ... on 90 days' notice". */
const RIGHT_SUBJECT_RE =
  /((?:either|each|any|both)\s+(?:part(?:y|ies)(?:\s+hereto)?|of\s+us)|the\s+parties|\byou\b|(?:the\s+)?[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})\s+(?:may|can|shall\s+be\s+entitled\s+to|is\s+entitled\s+to)\s+(?:\w+\s+){0,3}?(?:terminate|cancel|end)\b/g;

function rightsIn(raw: string, ctx: TermContext): Array<{ party: PartyChoice; noticeDays: number | null }> {
  const subjects: Array<{ party: PartyChoice; at: number }> = [];
  RIGHT_SUBJECT_RE.lastIndex = 0;
  for (let m = RIGHT_SUBJECT_RE.exec(raw); m !== null; m = RIGHT_SUBJECT_RE.exec(raw)) {
    const party = roleOfPhrase(m[1], ctx.lexicon);
    if (party) subjects.push({ party, at: m.index });
  }
  if (new Set(subjects.map((x) => x.party)).size < 2) return [];
  return subjects.map((x, i) => {
    const part = raw.slice(x.at, subjects[i + 1]?.at ?? raw.length);
    return { party: x.party, noticeDays: noticeDurations(part, 0)[0]?.days ?? null };
  });
}

export interface ConvenienceSentence {
  idx: number;
  party: PartyChoice | null;
  noticeDays: number | null;
  /** true when explicitly "for convenience"/"without cause"; false when only "upon X days' notice" */
  explicit: boolean;
}

const AT_WILL_RE =
  /\bat\s+any\s+time\b[^.;]{0,40}?\b(?:in\s+its\s+(?:sole\s+|absolute\s+)+discretion)|\b(?:in\s+its\s+(?:sole\s+|absolute\s+)+discretion)\b[^.;]{0,40}?\bat\s+any\s+time\b|\bvoluntarily\s+(?:withdraw|terminate)\b[^.;]{0,80}?\bat\s+any\s+time\b/;
/** the right is to end the contract itself, not some arrangement under it */
const AT_WILL_OBJECT_RE =
  /\b(?:terminat\w*|withdraw\w*|end)\s+(?:from\s+)?(?:this|the)\s+(?:agreement|contract|joint\s+venture|licen[cs]e|arrangement)\b|\b(?:agreement|contract)\s+may\s+(?:\w+\s+)?be\s+terminated\b/;
/** "provided, however, that this Agreement shall automatically terminate upon ...": a second rule after the right */
const PROVISO_RE = /[;,]\s*provided,?\s+(?:however,?\s+)?that\b.*$/;
const NOTICE_LIMB_RE =
  /\(\s*(?:i|a|1)\s*\)\s*(?:at\s+)?any\s+time\s+(?:upon|on|by\s+giving|with)\s+(?:[^;()]|\(\d+\))*?\bnotice\b[^;()]{0,20}?(?=,?\s*\(\s*(?:ii|b|2)\s*\))/;

function convenienceOf(
  raw: string,
  lower: string,
): { ok: boolean; explicit: boolean; notice: number | null } {
  // "In the event the Consultant should for any reason cease to ..., the Company may terminate": the
  // reason belongs to the condition, not to the right
  const why = CONVENIENCE_RE.exec(lower);
  const right = MAY_TERMINATE_RE.exec(lower);
  const explicit =
    why !== null && !(CONDITIONAL_START_RE.test(raw) && right !== null && why.index < right.index);
  const notices = noticeDurations(raw, 0);
  if (notices.length === 0) notices.push(...effectDelay(raw));
  const notice = notices[0]?.days ?? null;
  // "may terminate for convenience at the end of any Subscription Term": a way not to renew, not to leave early
  const atTermEnd =
    NON_RENEWAL_RE.test(lower) && !AFTER_MINIMUM_RE.test(lower) && !BREAK_POINT_RE.test(lower);
  if (explicit)
    return {
      ok:
        !/\bfor\s+any\s+reason\s+other\s+than\b/.test(lower) &&
        !(atTermEnd && TAKES_EFFECT_AT_END_RE.test(lower)),
      explicit,
      notice,
    };
  // "at any time, in its sole discretion", "voluntarily withdraw ... at any time": no reason needed, even without notice
  if (
    AT_WILL_RE.test(lower) &&
    AT_WILL_OBJECT_RE.test(lower) &&
    !CAUSE_RE.test(lower.replace(PROVISO_RE, " "))
  )
    return { ok: true, explicit: true, notice };
  // "(i) at any time upon six months' notice, (ii) following the sale of ..., (iii) if ...": one limb needs no reason
  const limb = NOTICE_LIMB_RE.exec(lower);
  if (limb && !CAUSE_RE.test(limb[0])) return { ok: true, explicit: false, notice };
  const weak = WEAK_CONVENIENCE_RE.test(lower);
  const hasNotice = notices.length > 0 || REDACTED_NOTICE_RE.test(raw);
  const atAnyTime =
    /\bat\s+any\s+time\b|\bunilateral/.test(lower) &&
    (NOTICE_WORD_RE.test(lower) || /\bnotif|\bcancel\w*\b[^.;]{0,60}\btakes?\s+effect/.test(lower));
  // "The Hirer may cancel the booking by written notice": a right with no period, and no cause needed
  const byNotice =
    raw.length < 140 &&
    /\b(?:cancel|end)\s+(?:the|this|any|its)\s+(?:booking|order|reservation)\b/.test(lower) &&
    /\b(?:by|on|upon|with)\s+(?:giving\s+)?(?:prior\s+)?(?:written\s+)?notice\b/.test(lower);
  // "Licensee may terminate this Agreement at any time by ceasing all use of the Software": a licence given up at will
  const byStopping =
    /\bat\s+any\s+time\s+by\s+(?:ceasing|discontinuing|stopping|destroying|uninstalling|deleting|returning)\b/.test(
      lower,
    );
  // "You may cancel [your subscription] at any time": a subscriber's right to leave, no reason and no notice needed
  const cancelAnyTime =
    /\bmay\s+cancel\s+(?:(?:your|the|its|their|this)\s+(?:subscription|account|service|services|plan|membership|order|project)\s+)?at\s+any\s+time\b/.test(
      lower,
    ) && !CAUSE_RE.test(lower.replace(PROVISO_RE, " "));
  // "You may cancel at any time, with effect from the end of the current Subscription Period": not renewing
  if (cancelAnyTime && !(atTermEnd && TAKES_EFFECT_AT_END_RE.test(lower)))
    return { ok: true, explicit: true, notice };
  if (!hasNotice && !atAnyTime && !byNotice && !byStopping) return { ok: false, explicit, notice };
  if (!weak && !byStopping && !NOTICE_WORD_RE.test(lower) && !/\bnotif/.test(lower))
    return { ok: false, explicit, notice };
  if (CAUSE_RE.test(withoutExitFee(lower)) || CONDITIONAL_START_RE.test(raw))
    return { ok: false, explicit, notice };
  // ending the contract at the end of its term is non-renewal; "at any time after the end of the
  // initial term" is a right to leave early once a minimum period has passed
  if (atTermEnd) return { ok: false, explicit, notice };
  return { ok: true, explicit, notice };
}

/** The shortest notice on which the customer may end the contract without cause, when it has one. */
export function customerLeaveDays(convenience: ConvenienceSentence[]): number | null {
  const days = convenience
    .filter((c) => (c.party === "customer" || c.party === "both") && c.noticeDays !== null)
    .map((c) => c.noticeDays as number);
  return days.length > 0 ? Math.min(...days) : null;
}

/**
 * The notice on which a party may end the contract once its first (minimum) period has passed, as the
 * contract states it ("3 months'"): the contract runs on after that period rather than ending.
 */
export function leaveAfterFirstPeriod(
  doc: Doc,
  convenience: ConvenienceSentence[],
): { party: PartyChoice; notice: string } | null {
  const c = convenience.find(
    (f) => f.party !== null && f.noticeDays !== null && afterFirstPeriod(doc, f.idx),
  );
  if (!c?.party || c.noticeDays === null) return null;
  const s = doc.sentences[c.idx];
  const words = noticeDurations(doc.text.slice(s.start, s.end), 0).find((d) => d.days === c.noticeDays);
  return { party: c.party, notice: noticeText(c.noticeDays, words ? noticeWordsOf(words) : null) };
}

/** "This Agreement ... continues for three years. Either party may end it ...": "it" is the agreement just named */
function endsItAfterAgreement(doc: TermContext["doc"], idx: number, lower: string): boolean {
  if (idx === 0 || !/\b(?:terminate|cancel|end)\s+it\b/.test(lower)) return false;
  const prev = doc.sentences[idx - 1];
  const before = doc.lower.slice(prev.start, prev.end);
  // "The Client may end this agreement on 14 days' notice. The Consultant may end it on 60 days' notice."
  return (
    /^\W*(?:[\d.()]{1,8}\s+)?(?:[a-z]+[.:]\s+)?(?:this|the)\s+(?:agreement|contract)\b/.test(before) ||
    /\b(?:terminate|end|cancel)\s+(?:this|the)\s+(?:agreement|contract)\b/.test(before)
  );
}

/**
 * A key-details table row: "Termination for convenience | Either party on 30 days' notice",
 * "Right to terminate: Customer, three months' written notice". The label names the right; the cell
 * names who holds it and the notice.
 */
const CONVENIENCE_ROW_RE = new RegExp(
  String.raw`^\s*(?:(?:early\s+)?termination|right\s+to\s+terminate|cancellation)(?:\s+(?:for\s+convenience|without\s+cause|on\s+notice)|\s*\((?:for\s+convenience|without\s+cause|on\s+notice)\))?\s*${CELL_BREAK}\s*(?!(?:none|no|n\/a|not\s+(?:applicable|permitted|allowed))\b)(.{3,200})$`,
  "is",
);
const ROW_HOLDER_RE =
  /^(?:yes\s*[-–—,:]?\s*)?(?:by\s+)?((?:either|each|both|any)\s+part(?:y|ies)|(?:the\s+)?[A-Z][\w&-]*(?:\s+only)?)\b/i;

function convenienceRow(
  raw: string,
  ctx: TermContext,
): { party: PartyChoice | null; noticeDays: number | null } | null {
  const m = CONVENIENCE_ROW_RE.exec(raw.trim());
  if (!m) return null;
  const cell = m[1];
  // a cell that is a sentence of its own is read as one
  if (/\b(?:may|shall|will|can|must)\b/i.test(cell)) return null;
  if (CAUSE_RE.test(cell) || NON_RENEWAL_RE.test(cell.toLowerCase()) || /\brenew/i.test(cell)) return null;
  const notice = noticeDurations(cell, 0)[0] ?? null;
  const holder = ROW_HOLDER_RE.exec(cell);
  const party = holder ? (roleOfPhrase(holder[1].replace(/\s+only$/i, ""), ctx.lexicon) ?? null) : null;
  if (!notice && !/\bat\s+any\s+time\b/i.test(cell)) return null;
  if (!party) return null;
  return { party, noticeDays: notice?.days ?? null };
}

export function convenienceSentences(ctx: TermContext): ConvenienceSentence[] {
  const { doc } = ctx;
  const out: ConvenienceSentence[] = [];
  const seen = new Set<number>();
  for (const idx of sentencesWithWords(doc, TERMINATE_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    const until = seen.has(idx) ? null : untilEndedBy(raw, ctx);
    if (until) {
      seen.add(idx);
      out.push({ idx, ...until, explicit: false });
      continue;
    }
    // "You need to give us 30 days' notice if you want to cancel", "To cancel, just tell us ... one month before"
    const plain = PLAIN_CANCEL_RE.exec(raw);
    if (plain && !seen.has(idx) && !CAUSE_RE.test(lower.replace(PLAIN_CANCEL_CONDITION_RE, " "))) {
      const notice = noticeDurations(raw, 0)[0] ?? null;
      if (notice) {
        seen.add(idx);
        // an instruction ("To cancel, tell us") is addressed to the reader, "you"
        const who = plain[1] || "you";
        out.push({
          idx,
          party: roleOfPhrase(who, ctx.lexicon) ?? null,
          noticeDays: notice.days,
          explicit: false,
        });
        continue;
      }
    }
    const row = seen.has(idx) ? null : convenienceRow(raw, ctx);
    if (row) {
      seen.add(idx);
      out.push({ idx, ...row, explicit: true });
      continue;
    }
    if (!MAY_TERMINATE_RE.test(lower)) continue;
    // "may be terminated ... upon any of the following:" introduces a list of grounds
    if (/:\s*$/.test(raw) && /\b(?:following|as\s+follows)\b/.test(lower)) {
      for (let i = idx + 1; i < Math.min(doc.sentences.length, idx + 10); i++) {
        const n = doc.sentences[i];
        const nr = doc.text.slice(n.start, n.end);
        if (!/^\s*(?:\(?[a-z0-9ivx]{1,4}[).]|\d+\.\d+(?:\.\d+)*)\s/i.test(nr)) break;
        const c = convenienceOf(nr, doc.lower.slice(n.start, n.end));
        if (c.ok && !seen.has(i) && /\bby\b|\bwithout\b|\bfor\b|\bat\s+any\s+time\b/i.test(nr)) {
          seen.add(i);
          out.push({
            idx: i,
            party: terminatingParty(`${nr.replace(/^\s*\S+\s+/, "")} may terminate`, ctx),
            noticeDays: noticeDurations(nr, 0)[0]?.days ?? null,
            explicit: c.explicit,
          });
        }
      }
      continue;
    }
    if (
      !AGREEMENT_OBJECT_RE.test(lower) &&
      !ACRONYM_OBJECT_RE.test(raw) &&
      !PROJECT_OBJECT_RE.test(raw) &&
      !NOTICE_WITHOUT_OBJECT_RE.test(lower) &&
      !SERVICES_OBJECT_RE.test(raw) &&
      !endsItAfterAgreement(doc, idx, lower)
    )
      continue;
    // a denied right, unless the sentence then grants one ("may not terminate in the first year, but may after")
    if (
      DENIED_RIGHT_RE.test(lower) &&
      (lower.match(/\bmay\s+(?:\w+\s+){0,3}?(?:terminate|cancel|end)\b/g)?.length ?? 0) < 2
    )
      continue;
    const c = convenienceOf(raw, lower);
    if (!c.ok || seen.has(idx)) continue;
    seen.add(idx);
    const rights = rightsIn(raw, ctx);
    if (rights.length > 0) for (const r of rights) out.push({ idx, ...r, explicit: c.explicit });
    else
      out.push({
        idx,
        // "... services, which either party may end on one month's notice"
        party:
          terminatingParty(raw, ctx) ??
          breakHolder(raw, ctx) ??
          (/\b(?:either|each|any)\s+(?:party|of\s+us)\s+may\s+(?:\w+\s+){0,2}?(?:end|terminate|cancel)\b/i.test(
            raw,
          )
            ? "both"
            : null),
        noticeDays: c.notice,
        explicit: c.explicit,
      });
  }
  return out.sort((a, b) => a.idx - b.idx);
}

/** "The Tenant may determine this Lease", "The Tenant shall have the right to break the Lease": who holds the break */
const BREAK_HOLDER_RE =
  /((?:either|each|any|both)\s+part(?:y|ies)|(?:the\s+)?[A-Z][\w.&'’-]*(?:[^\S\t\n]+[A-Z][\w.&'’-]*){0,3})\s+(?:may|shall\s+have|will\s+have|has|is\s+entitled)\b[^.;]{0,60}?\b(?:determine|break)\b/;

function breakHolder(raw: string, ctx: TermContext): PartyChoice | null {
  const m = BREAK_HOLDER_RE.exec(raw);
  return m ? (roleOfPhrase(m[1], ctx.lexicon) ?? null) : null;
}

/** a sentence that denies a right to end the contract without cause */
function deniedRight(doc: Doc): number | null {
  for (const idx of sentencesWithWords(doc, TERMINATE_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 600) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (DENIED_RIGHT_RE.test(lower) && CONVENIENCE_RE.test(lower) && AGREEMENT_OBJECT_RE.test(lower))
      return idx;
  }
  return null;
}

export function findCancellationTerms(
  ctx: TermContext,
  found = convenienceSentences(ctx),
  noTerm = false,
  /** after a first period the contract runs on until ended on notice (a rolling contract) */
  rollsOn = false,
): CancellationTerms {
  const { doc, side, thresholds } = ctx;
  if (found.length === 0 && nothingSupplied(ctx)) {
    return {
      ...missingBlock({
        summary:
          "Not applicable: nothing is bought or sold under this contract, so there is nothing to end early.",
        favorabilityScore: "green",
        recommendation: "Nothing to do: check how long the obligations last instead.",
      }),
      forConvenience: false,
      noticePeriod: null,
      forConvenienceParty: null,
    };
  }
  // "The Client may end this contract at any time on two months' notice" beside a rolling contract's
  // notice to leave after its first period: the right that applies from the start is the one to show
  if (rollsOn) {
    const during = found.filter((f) => !(f.party === "both" && afterFirstPeriod(doc, f.idx)));
    if (during.length > 0 && during.length < found.length) {
      const block = findCancellationTerms(ctx, during, noTerm, rollsOn);
      const later = found.find((f) => !during.includes(f) && f.noticeDays !== null);
      if (!later?.noticeDays || block.forConvenienceParty === side || block.forConvenienceParty === "both")
        return block;
      // the side without a right of its own may still leave once the first period is over
      const words = noticeDurations(
        doc.text.slice(doc.sentences[later.idx].start, doc.sentences[later.idx].end),
        0,
      ).find((d) => d.days === later.noticeDays);
      const after = `${noticeText(later.noticeDays, words ? noticeWordsOf(words) : null)} notice (see the renewal term)`;
      if (!/; you cannot\.$/.test(block.summary)) return block;
      // one-sided only for the first period: a concern, not the worst case
      return {
        ...block,
        favorabilityScore: block.favorabilityScore === "red" ? "amber" : block.favorabilityScore,
        summary: block.summary.replace(
          /; you cannot\.$/,
          `; you may end it only after its first period, on ${after}.`,
        ),
      };
    }
  }
  // "It then continues until either party gives six months' notice": leaving after the first period is
  // the renewal term's notice, so it is not counted again here; what is left is the first period itself
  const onlyAfterFirstPeriod =
    rollsOn && found.length > 0 && found.every((f) => f.party === "both" && afterFirstPeriod(doc, f.idx));
  if (onlyAfterFirstPeriod) {
    const block = findCancellationTerms(ctx, [], noTerm, rollsOn);
    const first = found.find((f) => f.noticeDays !== null);
    const words = first
      ? noticeDurations(doc.text.slice(doc.sentences[first.idx].start, doc.sentences[first.idx].end), 0).find(
          (d) => d.days === first.noticeDays,
        )
      : undefined;
    const after = first?.noticeDays
      ? `on ${noticeText(first.noticeDays, words ? noticeWordsOf(words) : null)} notice (see the renewal term)`
      : "on the notice the renewal term sets";
    return {
      ...block,
      summary:
        side === "supplier"
          ? `Neither side may end the contract without a reason during its first period; after it, either may end it ${after}.`
          : `No right to end the contract without a reason during its first period; after it, either side may end it ${after}.`,
      evidence: found.map((f) => ({ start: doc.sentences[f.idx].start, end: doc.sentences[f.idx].end })),
    };
  }
  if (found.length === 0) {
    // "if you end the retainer during the minimum term, you must pay the fees for the rest of it"
    const paidExit = earlyExitCharges(doc, ctx.lexicon).some((c) => c.payer !== "supplier");
    // "Neither party may terminate this Agreement for convenience": the clause that says so is quoted
    const denial = deniedRight(doc);
    const block =
      denial === null
        ? missingBlock
        : (fields: Parameters<typeof missingBlock>[0]) =>
            foundBlock(doc, doc.sentences[denial].start, doc.sentences[denial].end, {
              ...fields,
              confidence: CONFIDENCE.strongPattern,
            });
    return {
      ...block({
        summary:
          side === "supplier"
            ? "No right for either side to end the contract early for convenience."
            : paidExit
              ? "No free right to end the contract early: you can leave before the end of the term only by paying the charges the contract sets for leaving early."
              : noTerm
                ? "No right to end the contract without a reason, and no end date: you can only end it for a breach."
                : "No right to end the contract early for convenience: you can only end it for a breach or at the end of the term.",
        // a supplier whose customer cannot walk away keeps its revenue: nothing to ask for
        favorabilityScore: side === "supplier" ? "green" : "amber",
        ...cancellationAdvice({
          found: false,
          party: null,
          noticeDays: null,
          theirNoticeDays: null,
          side,
          thresholds,
          labels: labelsOf(ctx),
          noTerm,
          rollsOn,
          orders: ORDERS_RE.test(doc.text.slice(0, 200_000)),
        }),
      }),
      forConvenience: false,
      ...(noTerm ? { noTerm } : {}),
      ...(denial !== null ? { excluded: true } : {}),
      noticePeriod: null,
      forConvenienceParty: null,
    };
  }
  // party who may terminate, across all sentences
  const parties = new Set<PartyRole>();
  let unknown = false;
  for (const f of found) {
    if (f.party === "both") {
      parties.add("customer");
      parties.add("supplier");
    } else if (f.party) parties.add(f.party);
    else unknown = true;
  }
  const party: PartyChoice | null =
    parties.size === 2 ? "both" : parties.size === 1 ? [...parties][0] : unknown ? null : null;
  // the sentence to show: one where the user may terminate, else the first
  const mine = found.find((f) => isUser(f.party, side) === true) ?? found[0];
  const theirs = found.find((f) => isUser(f.party, side) === false);
  const userCan = party === "both" || party === side || (party === null && unknown);
  // the user's own right keeps its own notice (none: "at any time"); another side's notice is not the user's
  const ownRight = isUser(mine.party, side) === true && mine.party !== "both";
  const noticeDays = ownRight
    ? mine.noticeDays
    : (mine.noticeDays ?? found.find((f) => f.noticeDays !== null)?.noticeDays ?? null);
  let rating: Rating;
  let summary: string;
  let theirNotice: number | null = null;
  // a notice in the contract's own unit ("3 months'"), found again in the sentence that gave it
  const wordsOf = (days: number | null) => {
    if (days === null) return null;
    for (const c of found) {
      const s = doc.sentences[c.idx];
      const d = noticeDurations(doc.text.slice(s.start, s.end), 0).find((x) => x.days === days);
      if (d) return noticeWordsOf(d);
    }
    return null;
  };
  const said = (days: number) => noticeText(days, wordsOf(days));
  const shown = doc.sentences[mine.idx];
  // "You may cancel the project at any time ... You must pay for all work done up to the date of
  // cancellation": the payment is often the sentence after the right
  const next = doc.sentences[mine.idx + 1];
  const nextRaw = next ? doc.text.slice(next.start, next.end) : "";
  const paidForWorkDone =
    PAID_FOR_WORK_RE.test(doc.text.slice(shown.start, shown.end)) ||
    (/\b(?:cancel\w*|terminat\w*)\b/i.test(nextRaw) && PAID_FOR_WORK_RE.test(nextRaw));
  // "shall pay only for Deliverables completed and accepted ... and have no liability to pay for any work in progress"
  const unpaidWork = findInSentences(doc, UNPAID_WORK_WORDS, UNPAID_WORK_RE) !== null;
  // "on 30 days' notice, subject to payment of an early termination fee": the right has a price
  const feeOnExit = EXIT_FEE_RE.test(doc.text.slice(shown.start, shown.end));
  // "may cancel any order, in whole or part, at any time before delivery": orders, not the contract
  const shownLower = doc.lower.slice(shown.start, shown.end);
  const ordersOnly =
    /\bcancel\w*\s+(?:any|an|the|each|all)\s+(?:purchase\s+)?(?:orders?|bookings?|reservations?)\b/.test(
      shownLower,
    ) && !/\b(?:this|the|these)\s+(?:agreement|contract|terms)\b/.test(shownLower);
  let when: string | null = null;
  if (userCan) {
    // a supplier that alone may walk away chooses its own notice: nothing there puts it at risk
    rating =
      side === "supplier" && party === "supplier"
        ? "green"
        : noticeDays !== null
          ? rateNoticeDays(noticeDays, thresholds)
          : "green";
    const who = party === "both" ? "Either party" : party === null ? "A party" : "You";
    const otherNotice = party === "both" && theirs && theirs !== mine ? theirs.noticeDays : null;
    // a supplier's own notice to leave is its choice; what matters is how soon the customer can leave
    if (side === "supplier" && party === "both") {
      const customerNotice = theirs && theirs !== mine ? theirs.noticeDays : noticeDays;
      theirNotice = customerNotice;
      rating =
        customerNotice !== null && customerNotice >= noticeToReceiveDays(thresholds) ? "green" : "amber";
    }
    const brk = breakPoint(doc, mine.idx);
    when = brk ? `${brk} only` : afterFirstPeriod(doc, mine.idx) ? "once its first period has passed" : null;
    // "The support services may be terminated by either party on 3 months' notice": a part, not the whole
    const part = SERVICES_PART_RE.exec(shownLower);
    const ended = part ? `the ${part[1] ?? part[2]} services` : "the contract";
    summary =
      otherNotice !== null && otherNotice !== noticeDays
        ? `Either party may end ${ended} without giving a reason: you ${noticeDays !== null ? `on ${said(noticeDays)} notice` : "at any time"}, the ${side === "customer" ? "supplier" : "customer"} on ${said(otherNotice)} notice.`
        : `${who} may end ${ended} without giving a reason${noticeDays !== null ? ` on ${said(noticeDays)} notice` : ""}${
            when ? ` ${when}` : ""
          }${feeOnExit ? ", paying an early termination charge" : ""}.`;
  } else {
    const n = theirs?.noticeDays ?? noticeDays;
    theirNotice = n;
    // a tenant's break on one date: the landlord is told when, as well as on what notice
    const brk = breakPoint(doc, (theirs ?? mine).idx);
    when = brk ? `${brk} only` : null;
    rating = (n !== null && n >= 90) || (paidForWorkDone && side === "supplier") ? "amber" : "red";
    summary = `Only the ${side === "customer" ? "supplier" : "customer"} may end the contract without a reason${n !== null ? ` (on ${said(n)} notice)` : ""}${when ? ` ${when}` : ""}${
      paidForWorkDone
        ? ", paying for the work done to that date"
        : unpaidWork
          ? ", without paying for work in progress"
          : ""
    }; you cannot.`;
  }
  // a supplier is told about the customer's right to leave, so that is the sentence it is shown
  const quoted = side === "supplier" && party === "both" && theirs ? theirs : mine;
  const s = doc.sentences[quoted.idx];
  return {
    ...foundBlock(doc, s.start, s.end, {
      summary,
      favorabilityScore: rating,
      confidence: mine.explicit ? CONFIDENCE.exact : CONFIDENCE.pattern,
      ...cancellationAdvice({
        found: true,
        party,
        noticeDays,
        noticeWords: wordsOf(noticeDays),
        theirNoticeDays: theirNotice,
        theirNoticeWords: wordsOf(theirNotice),
        side,
        thresholds,
        labels: labelsOf(ctx),
        paidForWorkDone,
        unpaidWork: unpaidWork && !paidForWorkDone,
        ordersOnly,
        nothingSupplied: nothingSupplied(ctx),
      }),
    }),
    forConvenience: true,
    noticePeriod: noticeDays,
    ...(wordsOf(noticeDays) ? { noticeWords: wordsOf(noticeDays) as string } : {}),
    ...(when ? { availableWhen: when } : {}),
    ...(feeOnExit ? { exitCharge: true } : {}),
    forConvenienceParty: party,
  };
}

/** goods or products bought by order, which can be cancelled before delivery */
const ORDERS_RE = /\b(?:orders?|purchase\s+orders?|deliver(?:y|ies|ed)|goods|products|shipments?)\b/i;
const EXIT_FEE_RE =
  /\bearly\s+termination\s+(?:fees?|charges?|payments?)\b|\b(?:subject\s+to|on|upon)\s+(?:the\s+)?payment\s+of\s+(?:an?\s+)?(?:termination|cancellation|exit)\s+(?:fee|charge)/i;

/** "paying the Developer for work done up to the date of termination" */
const UNPAID_WORK_WORDS = triggerWords(["progress", "only"]);
const UNPAID_WORK_RE =
  /\b(?:no\s+(?:liability|obligation)\s+to\s+pay|(?:shall|will)\s+not\s+(?:be\s+)?(?:liable|obliged|required)\s+to\s+pay|(?:shall|will)\s+pay\s+only)\b[^.;]{0,160}?\b(?:work\s+in\s+progress|completed\s+and\s+accepted)\b/i;
const PAID_FOR_WORK_RE =
  /\b(?:pay|paying|payment|compensat\w*|reimburs\w*)\b[^.;]{0,80}?\b(?:work\s+(?:done|performed|completed|carried\s+out)|services\s+(?:performed|provided|rendered)|costs?\s+(?:incurred|committed)|time\s+spent)\b/i;
const FIRST_PERIOD_RE = /\b(?:initial|minimum|first|fixed)\s+(?:term|period)\b/;
/** "will continue for 12 months": a first period stated by its length */
const FIXED_LENGTH_RE =
  /\b(?:continue|run|last|remain\s+in\s+force)\w*\s+for\s+(?:a\s+(?:period|term)\s+of\s+)?(?:\d+|[a-z]+(?:-[a-z]+)?)\s+(?:\(\d+\)\s+)?(?:months?|years?)\b/;
const AFTER_RE = /\b(?:after|following|thereafter|expir\w*|end\s+of|then\s+continue)\b/;
const AFTER_THAT_START_RE =
  /^(?:[\d.()a-z]{1,8}\s+)?(?:after\s+that|thereafter|afterwards|(?:it|this\s+(?:agreement|contract))\s+(?:will|shall)\s+then)\b/;

/** The right starts only once a minimum or initial period has run ("After that it continues ... until"). */
function afterFirstPeriod(doc: Doc, idx: number): boolean {
  const s = doc.sentences[idx];
  const lower = doc.lower.slice(s.start, s.end);
  if (/\bduring\s+the\s+(?:initial|minimum|first)\b/.test(lower)) return false;
  if (FIRST_PERIOD_RE.test(lower) && AFTER_RE.test(lower)) return true;
  // "shall continue for three years and thereafter until terminated by either party on six months' notice"
  if (FIXED_LENGTH_RE.test(lower) && /\b(?:and|,)\s+thereafter\b/.test(lower)) return true;
  // "After the first 12 months, the Customer may cancel ..."
  if (
    /\b(?:after|following|once)\s+(?:the\s+)?first\s+(?:\w+\s+)?(?:\(\d+\)\s+)?(?:months|years?)\b/.test(
      lower,
    )
  )
    return true;
  const prev = doc.sentences[idx - 1];
  const before = prev ? doc.lower.slice(prev.start, prev.end) : "";
  return (
    AFTER_THAT_START_RE.test(lower.trim()) && (FIRST_PERIOD_RE.test(before) || FIXED_LENGTH_RE.test(before))
  );
}

export type { Doc };
