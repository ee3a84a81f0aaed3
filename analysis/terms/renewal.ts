import { formatDate } from "../../common/format";
import { clauseRefIn, OWN_NUMBER_RE, renewalAdvice } from "../advice/index";
import { type Doc, sentencesWithWords, triggerWords } from "../doc";
import { type Duration, findDurations } from "../numbers";
import { roleOfPhrase } from "../parties";
import { rateNoticeDays } from "../risk";
import { CELL_BREAK } from "../text";
import type { PartyChoice, Rating, RenewalTerms } from "../types";
import {
  CONFIDENCE,
  daysText,
  foundBlock,
  labelsOf,
  missingBlock,
  noticeGiver,
  noticeText,
  noticeWordsOf,
  renewalOptionHolder,
  type TermContext,
} from "./common";

const RENEWAL_WORDS = triggerWords([
  "renew*",
  "extend*",
  "extension*",
  "successive",
  "evergreen",
  "roll*",
  "automatic*",
  "indefinitely",
  "continue",
  "continues",
  "until",
  "further",
  "additional",
]);

/**
 * A contract that runs on after a first period until a party ends it: "continues on a rolling monthly
 * basis until either party gives one month's notice", "for an initial period of 12 months and
 * thereafter until terminated by either party on 3 months' notice".
 */
const ROLLING_RE =
  /\bon\s+an?\s+(?:rolling|month[\s-]to[\s-]month|month[\s-]by[\s-]month|(?:monthly|annual|yearly|quarterly)\s+rolling)\b|\brolling\s+(?:monthly|annual|yearly|quarterly|month|year|quarter)\b|\b(?:thereafter|after\s+that|afterwards)\b[^.;]{0,60}?\b(?:continu\w*|carr(?:y|ies)\s+on|runs?\s+on|remains?\s+in\s+(?:force|effect))\b[^.;]{0,80}?\buntil\b|\b(?:thereafter|after\s+that)\s+(?:unless\s+and\s+)?until\s+(?:it\s+is\s+)?(?:terminated|ended|cancell?ed|either|one|the)\b|\bafter\s+which\s+(?:this\s+agreement|the\s+agreement|this\s+contract|the\s+contract|it)\s+(?:shall|will)\s+continue\b[^.;]{0,80}?\buntil\b|\b(?:shall|will)\s+then\s+continue\s+unless\s+terminated\s+by\b|\b(?:it|this\s+agreement|the\s+agreement|this\s+contract|the\s+contract)\s+(?:shall\s+|will\s+)?then\s+continues?\b[^.;]{0,80}?\buntil\b|\bindefinitely\s+(?:after\s+that|thereafter|afterwards)\b[^.;]{0,20}?\buntil\b|\b(?:after|following|at\s+the\s+end\s+of|on\s+(?:the\s+)?expiry\s+of|upon\s+(?:the\s+)?expiry\s+of)\s+(?:the\s+(?:end|expiry|expiration)\s+of\s+)?the\s+(?:minimum|initial|first|fixed)\s+(?:term|period)\b[^.;]{0,60}?\b(?:continu\w*|remains?\s+in\s+(?:force|effect))\b[^.;]{0,80}?\buntil\b/;
const UNTIL_ENDED_RE =
  /\buntil\b[^.;]{0,80}?\b(?:terminat\w*|ends?|ended|cancel\w*|gives?\b[^.;]{0,40}?\bnotice|notice)\b|\bthen\s+continue\s+unless\s+terminated\b[^.;]{0,60}?\bnotice\b/;
const ROLLING_SUBJECT_RE =
  /\b(?:agreement|contract|term|licen[cs]e|arrangement|subscription|period|services?|engagement|appointment|it|they)\b/;

/** The period a rolling contract runs for at a time: "rolling monthly basis" is a month. */
function rollingMonths(lower: string): number | null {
  if (/\b(?:rolling\s+month(?:ly)?|monthly\s+rolling|month[\s-](?:to|by)[\s-]month)\b/.test(lower)) return 1;
  if (/\b(?:rolling\s+quarter(?:ly)?|quarterly\s+rolling)\b/.test(lower)) return 3;
  if (/\b(?:rolling\s+(?:annual|yearly|year)|(?:annual|yearly)\s+rolling|year[\s-]to[\s-]year)\b/.test(lower))
    return 12;
  return null;
}

export const NO_AUTO_RENEW_RE =
  /\b(?:(?:(?:shall|will|does|do|may)\s+not|won['’]t|doesn['’]t|don['’]t)\s+(?:be\s+)?(?:automatically\s+|auto[\s-]?)?(?:renew|renewed|extend|extended)(?:\s+(?:\w+\s+){0,3}?automatically)?|not\s+(?:be\s+)?(?:subject\s+to\s+)?(?:automatic(?:ally)?|auto)[\s-]*(?:renew|renewal|extension|extend)|no\s+(?:automatic\s+|auto[\s-]?)?(?:renewal|extension)|without\s+(?:any\s+)?(?:automatic\s+)?renewal|non[\s-]?renewable|there\s+(?:shall|will)\s+be\s+no\s+(?:automatic\s+)?renewal)/i;
export const AUTO_RENEW_RE =
  /\b(?:(?:we|it)\s+will\s+(?:automatically\s+)?renew\s+(?:your|the|this)\s+(?:\w+\s+)?(?:plan|subscription|agreement|contract|membership|licen[cs]e|term)\s+(?:for|each)\b[^.]{0,120}?\bunless\b|(?:shall|will)\s+(?:then\s+|thereafter\s+)?(?:be\s+)?(?:extended|renewed)\s+for\s+(?:a\s+|one\s+)?(?:further|another|additional)\s+(?:\w+\s+){0,2}?(?:years?|months?|periods?|terms?)\b[^.]{0,120}?\bunless\b|\bunless\b[^.]{0,250}?\b(?:shall|will)\s+(?:automatically\s+)?(?:be\s+)?(?:extended|renewed|renew|continue)\s+for\s+(?:a\s+|one\s+)?(?:further|another|additional|successive|consecutive)\b|renews\s+(?:each|every)\s+(?:year|month|quarter)|(?:shall|will)\s+(?:then\s+|thereafter\s+)?(?:automatically\s+)?(?:be\s+)?(?:extended|renewed)\s+(?:by|for)\s+(?:(?:a|one|\w+)\s+(?:\(\d+\)\s+)?)?(?:years?|months?)\s+at\s+a\s+time\b|renews\s+(?:annually|monthly|yearly)|(?:renews|(?:shall|will)\s+(?:then\s+|thereafter\s+)?renew)\s+for\s+(?:a\s+)?(?:further|successive|consecutive|additional)\s+(?:[\w()-]+\s+){0,3}?(?:periods?|terms?|years?|months?)\b|automatic(?:ally)?[\s,]+(?:be\s+)?(?:renew|renewed|extend|extended|prolong|prolonged|continue|roll)|(?:renew|renewed|renews|renewing|extend|extended|extends|extending|prolong|prolonged|prolongs|continue|continues|continuing)\s+(?:itself\s+)?automatically|auto[\s-]?renew(?:s|al|ed)?|automatic\s+(?:[\w-]+\s+){0,2}?(?:renewals?|extensions?)|evergreen|tacit(?:ly)?\s+(?:renew|extend)\w*|(?:renew|extend)(?:s|ed)?\s+tacitly|tacit\s+(?:renewal|extension)|rolls?\s+over|(?:shall|will)\s+(?:thereafter\s+|then\s+|after\s+that\s+)?(?:continue|remain)\s+(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+)?(?:thereafter\s+)?(?:for\s+(?:successive|further|additional|consecutive|subsequent)|from\s+(?:year|month)\s+to\s+(?:year|month)|on\s+a\s+(?:rolling|month[\s-]to[\s-]month|year[\s-]to[\s-]year))|(?:be\s+)?renewed\s+for\s+(?:successive|further|additional|consecutive)[^.]{0,80}?unless|(?:successive|consecutive|additional|further)\s+(?:[\w()-]+\s+){0,3}?(?:renewal\s+)?(?:terms?|periods?)[^.]{0,120}?(?:unless|until)\s+(?:terminated\s+by\s+)?(?:either|one|a|the)\s+part|(?:shall|will)\s+(?:then\s+|thereafter\s+)?(?:be\s+)?(?:renew|renewed)\s+for\s+(?:successive|consecutive|subsequent)\s+(?:[\w()-]+\s+){0,3}?(?:renewal\s+)?(?:terms?|periods?)|(?:and|shall\s+continue|will\s+continue)\s+indefinitely\s+(?:after\s+that|thereafter)|thereafter\s+(?:from\s+year\s+to\s+year|indefinitely)|continues\s+from\s+(?:year|month|quarter)\s+to\s+(?:year|month|quarter)|continue\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?(?:thereafter\s+)?(?:until|unless)\s+terminated\s+by\s+(?:either|one|a|any)\s+party\s+(?:giving|upon|on|by|with))/i;
/** "If neither party gives notice, this Agreement shall continue for a further year": it runs on unless ended */
const CONTINUES_UNLESS_ENDED_RE =
  /^(?:[\d.()]{1,8}\s+)?(?:unless|if\s+(?:neither|no|none))\b[^.;]{0,200}?\bcontinue\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?for\s+(?:a\s+|one\s+)?(?:further|additional)\s+(?:\w+\s+)?(?:periods?|terms?|years?|months?)\b/;
const OPTION_RENEW_RE =
  /\b(?:(?:will|shall)\s+(?:extend|renew)\s+(?:the|this)\s+(?:agreement|term)|right\s+to\s+(?:annually\s+)?(?:renew|extend)|(?:at|in)\s+(?:its|his|the\s+\w+'s|\w+'s)\s+(?:sole\s+)?option,?\s+[^.]{0,60}?(?:renew|extend)|may\s+(?:mutually\s+)?agree\s+(?:in\s+writing\s+)?to\s+(?:extend|renew)|(?:may(?:,\s*[^,.;]{1,40},)?|shall\s+have\s+the\s+(?:right|option)\s+to|has\s+the\s+(?:right|option)\s+to|option\s+to)\s+(?:renew|extend)|(?:may|can)\s+be\s+(?:renewed|extended)|renewed\s+(?:only\s+)?(?:by|upon|on|with)\s+(?:the\s+)?(?:mutual|written|agreement|consent)|(?:mutual(?:ly)?|written)\s+(?:written\s+)?(?:agreement|agree)[^.]{0,40}?(?:renew|extend))/i;
/** the thing renewed is the contract, not a deadline ("the times specified may be extended") */
const RENEWED_OBJECT_RE =
  /\b(?:subscription|agreement|contract|licen[cs]e|membership|term)\b[^.;]{0,80}?\b(?:renews?|renewed|renewing|extends?|extended|extending|prolongs?|prolonged|continues?|continuing)\s+automatically\b|\b(?:(?:this|the|your|our)\s+(?:\w+\s+)?(?:agreement|contract|term|initial\s+term|license|licence|subscription|arrangement|appointment|maintenance|(?:hire|rental|contract|service|subscription|licen[cs]e)\s+period)|it)\s+(?:then\s+|thereafter\s+)?(?:(?:shall|will|may|can)\s+(?:\w+\s+){0,3}?)?(?:be\s+)?(?:automatically\s+)?(?:renew|extend|prolong|continue|roll)|(?:renew|extend)\w*\s+(?:the|this)\s+(?:agreement|contract|term|initial\s+term|license|licence|subscription|maintenance|rights|franchise)|(?:renew|extend)\w*\s+your\s+(?:subscription|plan|membership)|renewal\s+terms?|renewal\s+periods?|extension\s+(?:terms?|periods?)|(?:renew|extend)\w*\s+(?:its\s+)?(?:maintenance|support|subscription|licen[cs]e|services?)\s+(?:for|on)\b|successive|evergreen|indefinitely|year\s+to\s+year|automatic(?:ally)?\s+renew|automatic\s+(?:[\w-]+\s+){0,2}?renewals?\b|\brenews\s+(?:each|every)\s+(?:year|month|quarter)\b|\brenews\s+(?:annually|monthly|yearly|quarterly)\b/i;
const RENEW_ABOUT_TERM_RE =
  /\b(?:agreement|contract|terms?|licen[cs]e|arrangement|subscription|plan|membership|periods?|initial\s+term)\b|^\W*(?:[\d.()]{1,8}\s+)?it\s+(?:then\s+)?(?:automatically\s+)?(?:renews|continues|rolls\s+over|extends)\b|^\W*(?:auto(?:matic)?[\s-]*)?renewals?\s*:|\bit\s+(?:shall|will)\s+(?:then\s+|thereafter\s+)?(?:be\s+)?(?:automatically\s+|tacitly\s+)?(?:continue|renew|roll|extend)/i;
/** ending for a breach, a default or insolvency: its notice and cure period are not the notice to stop a renewal */
const FOR_CAUSE_RE = /\b(?:breach|default|insolv|bankrupt)/i;
const NOT_ABOUT_CONTRACT_RE =
  /\b(?:insurance|polic(?:y|ies)|warrant(?:y|ies)|letter\s+of\s+credit|patent|trademark\s+registration|domain|lease\s+of|registration)\b/i;

/** "not more than 9 months' and not less than 6 months' notice": notice given too early does not count */
const NOTICE_WINDOW_RE =
  /\b(?:not\s+more\s+than|no\s+more\s+than|no\s+earlier\s+than)\s+((?:\w+\s+)?(?:\(\d+\)\s+)?(?:days?|weeks?|months?))['’]?\s+(?:\w+\s+){0,3}?(?:and|but)\s+(?:not\s+less\s+than|no\s+less\s+than|at\s+least|no\s+later\s+than)\b/i;

export interface RenewalSentence {
  idx: number;
  auto: boolean | null;
  /** sentence states a renewal/extension term or is an option to renew */
  kind: "auto" | "no-auto" | "option" | "other";
  termMonths: number | null;
  noticeDays: number | null;
  noticeSpan: Duration | null;
  /** runs on after a first period until a party ends it on notice, rather than renewing for set terms */
  rolling?: boolean;
  /** a service inside the contract renews, not the contract itself: "Hosting renews automatically" */
  part?: string;
}

/**
 * A service the contract provides that renews on its own: "6.2 Hosting renews automatically for further
 * periods of twelve (12) months". Terms of business often have no term of their own, and the renewing
 * service is then the only renewal there is, so it is read as the contract's renewal and named.
 */
const RENEWING_PART_RE =
  /^\W*(?:[\d.()]{1,8}\s+)?(?:the\s+|your\s+|our\s+)?((?:website\s+|web\s+)?hosting|(?:technical\s+)?support|maintenance|(?:website\s+)?care\s+plan)(?:\s+(?:services?|plan|package|period))?\s+(?:(?:shall|will)\s+(?:then\s+)?)?(?:renews?|is\s+renewed|be\s+renewed|automatically\s+renews?)\b/;

/** where one part of a sentence ends: a semicolon or colon, ", and|or|but", or a full stop */
const PART_BREAK_RE = /[;:]|,\s+(?:and|or|but)\s|\.\s/g;
/** the text is about changing the price or the terms, and says nothing of ending the contract */
const aboutChangingTerms = (lower: string) => CHANGE_NOTICE_RE.test(lower) && !STOPPING_RE.test(lower);
/** the part of the sentence around a notice is about changing the price or the terms, not ending the contract */
function changesTheTerms(lower: string, from: number, to: number): boolean {
  const before = lower.slice(Math.max(0, from - 120), from);
  let cut = 0;
  for (const m of before.matchAll(PART_BREAK_RE)) cut = m.index + m[0].length;
  const after = lower.slice(to, to + 80);
  PART_BREAK_RE.lastIndex = 0;
  const stop = PART_BREAK_RE.exec(after)?.index ?? after.length;
  return aboutChangingTerms(before.slice(cut) + lower.slice(from, to) + after.slice(0, stop));
}

/** Durations that read as a notice period ("at least 90 days prior", "three months' notice"). */
export function noticeDurations(raw: string, offset: number): Duration[] {
  const lower = raw.toLowerCase();
  const mayChangeTerms = CHANGE_NOTICE_RE.test(lower);
  return findDurations(raw, offset).filter((d) => {
    const rs = d.start - offset;
    const re = d.end - offset;
    const after = lower.slice(re, re + 60);
    const before = lower.slice(Math.max(0, rs - 50), rs);
    if (mayChangeTerms && changesTheTerms(lower, rs, re)) return false;
    return (
      /^\s*['’]?s?\s*(?:\)\s*)?(?:prior|before|in\s+advance|advance|written|notice|of\s+(?:its|their|the)?\s*(?:written\s+)?notice|'?\s*notice|notification)/.test(
        after,
      ) ||
      /(?:notice\s+(?:of\s+)?(?:at\s+least|not\s+less\s+than|no\s+less\s+than|no\s+later\s+than|not\s+later\s+than)?|notice\s+period\s+of|notice(?:\s+period|\s+(?:to|of)\s+(?:terminate|termination|end|cancel\w*|non-renewal))?\s*(?:[:|]|\t)|at\s+least|not\s+less\s+than|no\s+less\s+than|minimum\s+of)\s*$/.test(
        before,
      )
    );
  });
}

/** Durations that read as a renewal term ("successive one (1) year periods", "for a further 12 months"). */
export function termDurations(raw: string, offset: number): Duration[] {
  const notice = new Set(noticeDurations(raw, offset).map((d) => d.start));
  const lower = raw.toLowerCase();
  return findDurations(raw, offset).filter((d) => {
    if (notice.has(d.start)) return false;
    const rs = d.start - offset;
    const after = lower.slice(d.end - offset, d.end - offset + 40);
    const before = lower.slice(Math.max(0, rs - 60), rs);
    if (
      /^\s*(?:after|following|from|of\s+(?:the\s+)?(?:date|receipt))/.test(after) &&
      !/(?:for|of)\s*(?:a|an)?\s*$/.test(before)
    )
      return false;
    // "within (a period of) three months following the renewal notice" is a time limit, not a term
    if (/\bwithin\s+(?:a\s+period\s+of\s+|the\s+(?:first|last|next)\s+)?$/.test(before)) return false;
    return (
      d.unit === "year" ||
      d.unit === "month" ||
      (d.unit === "day" && d.value >= 28) ||
      /term|period/.test(after)
    );
  });
}

const YEARLY_RE =
  /\b(?:year[\s-]to[\s-]year|(?:an?\s+)?(?:annual|yearly)\s+basis|each\s+(?:calendar\s+|contract\s+)?year|every\s+year|annually|(?:an?|one)\s+(?:additional|further|subsequent|successive|other)\s+year|another\s+year)\b/;
const QUARTERLY_RE =
  /\b(?:quarter[\s-]to[\s-]quarter|(?:a\s+)?quarterly\s+basis|each\s+(?:calendar\s+)?quarter|every\s+quarter|(?:an?|one)\s+(?:additional|further|subsequent|successive)\s+quarter|another\s+quarter)\b/;
const MONTHLY_RE =
  /\b(?:month[\s-](?:to|by)[\s-]month|(?:a\s+)?monthly\s+basis|each\s+(?:calendar\s+)?month|every\s+month|(?:an?|one)\s+(?:additional|further|subsequent|successive)\s+month|another\s+month)\b/;

/** A renewal period stated without a number: "renews each year", "for an additional month". */
export function impliedTermMonths(lower: string): number | null {
  if (YEARLY_RE.test(lower)) return 12;
  if (QUARTERLY_RE.test(lower)) return 3;
  if (MONTHLY_RE.test(lower)) return 1;
  return null;
}

const RENEWAL_CUE_RE =
  /\b(?:renew\w*|extend\w*|extension|prolong\w*|successive|further|additional|consecutive|subsequent)\b/;

/** The renewal term, not the initial one: "an initial term of 12 months, then renews for periods of 1 month". */
function renewalMonths(terms: Duration[], lower: string, offset: number): number | null {
  const cue = RENEWAL_CUE_RE.exec(lower);
  if (cue) {
    const after = terms.find((d) => d.start - offset > cue.index);
    if (after) return after.months;
    // "continues for 12 months and then renews on a monthly basis": the basis, not the first term
    const implied = impliedTermMonths(lower.slice(cue.index));
    if (implied !== null) return implied;
  }
  // "continues for two years and thereafter from year to year": a year at a time, not the first term
  const basis = /\bfrom\s+(year|month|quarter)\s+to\s+(?:year|month|quarter)\b/.exec(lower);
  if (basis) return { year: 12, month: 1, quarter: 3 }[basis[1] as "year" | "month" | "quarter"];
  return terms[0]?.months ?? impliedTermMonths(lower);
}

/** "renew for successive periods equal to the expiring Subscription Term": as long as the term before */
const EQUAL_TO_TERM_RE =
  /\b(?:equal\s+(?:in\s+(?:length|duration)\s+)?to|the\s+same\s+(?:length|duration)\s+as)\s+(?:the\s+)?(?:length\s+of\s+the\s+)?(?:expiring|initial|original|then[\s-]current|current|preceding|prior|first)\b/i;

/** The length of the first term, from the sentence that states it at or before `idx`. */
function firstTermMonths(doc: Doc, idx: number): number | null {
  for (let i = idx; i >= Math.max(0, idx - 5); i--) {
    const s = doc.sentences[i];
    const lower = doc.lower.slice(s.start, s.end);
    if (!/\b(?:initial|subscription|original|first|minimum)?\s*(?:term|period)\b/.test(lower)) continue;
    const cue = RENEWAL_CUE_RE.exec(lower);
    const raw = doc.text.slice(s.start, s.end);
    const notices = new Set(noticeDurations(raw, s.start).map((n) => n.start));
    const d = findDurations(raw, s.start).find(
      (x) =>
        (x.unit === "year" || x.unit === "month") &&
        (cue === null || x.start - s.start < cue.index) &&
        !notices.has(x.start),
    );
    if (d) return d.months;
  }
  return null;
}

/** a key-details row: "Auto-renewal | Yes, for further 12-month periods", "Renewal: None" */
const RENEWAL_ROW_RE = new RegExp(
  String.raw`^(auto(?:matic)?[\s-]*)?renewals?(?:\s+(?:term|period))?\s*${CELL_BREAK}\s*(\S.{0,200})$`,
  "is",
);
const ROW_NO_RENEWAL_RE =
  /^(?:no|none|n\/a|not\s+applicable|does\s+not\s+renew)\b|\bno\s+(?:automatic\s+)?renewal\b|\bnot\s+renew/;
const ROW_AUTO_RE =
  /^(?:yes|automatic|auto)\b|\bautomatic(?:ally)?\b|\bauto[\s-]?renew|\bsuccessive\b|\brolls?\s+over\b/;
const ROW_OPTION_RE = /\bby\s+(?:mutual\s+)?(?:written\s+)?agreement\b|\boption\b|\bmay\s+(?:be\s+)?renew/;

function renewalRow(raw: string, idx: number, offset: number): RenewalSentence | null {
  const m = RENEWAL_ROW_RE.exec(raw.trim());
  if (!m) return null;
  const cell = m[2].toLowerCase();
  const notices = noticeDurations(raw, offset);
  const notice = { noticeDays: notices[0]?.days ?? null, noticeSpan: notices[0] ?? null };
  if (ROW_NO_RENEWAL_RE.test(cell)) return { idx, auto: false, kind: "no-auto", termMonths: null, ...notice };
  if (ROW_OPTION_RE.test(cell)) return { idx, auto: false, kind: "option", termMonths: null, ...notice };
  if (!(m[1] && /^(?:yes|\d|one|twelve|annual|monthly|yearly)/.test(cell)) && !ROW_AUTO_RE.test(cell))
    return null;
  const terms = termDurations(raw, offset);
  return {
    idx,
    auto: true,
    kind: "auto",
    termMonths: terms[0]?.months ?? impliedTermMonths(cell),
    ...notice,
  };
}

export function classifyRenewalSentences(doc: Doc): RenewalSentence[] {
  const out: RenewalSentence[] = [];
  for (const idx of sentencesWithWords(doc, RENEWAL_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2000) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    const row = renewalRow(raw, idx, s.start);
    if (row) {
      out.push(row);
      continue;
    }
    if (
      ROLLING_RE.test(lower) &&
      UNTIL_ENDED_RE.test(lower) &&
      ROLLING_SUBJECT_RE.test(lower) &&
      // "automatic renewal of one year thereafter until terminated" renews for set terms
      !/\brenew|\bextension\b|\bextend|\bsuccessive\b/.test(lower) &&
      !NO_AUTO_RENEW_RE.test(lower) &&
      !NOT_ABOUT_CONTRACT_RE.test(lower)
    ) {
      const notices = noticeDurations(raw, s.start);
      out.push({
        idx,
        auto: true,
        kind: "auto",
        termMonths: rollingMonths(lower),
        noticeDays: notices[0]?.days ?? null,
        noticeSpan: notices[0] ?? null,
        rolling: true,
      });
      continue;
    }
    if (!RENEW_ABOUT_TERM_RE.test(lower)) continue;
    const renewWord =
      /\b(?:renew|renews|renewed|renewing|renewals?|extend|extended|extending|extensions?|prolong|prolongs|prolonged|prolonging|prolongation|evergreen|automatically|successive|rolling)\b|\broll(?:s|ed)?\s+over\b|\bcontinue\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?for\s+(?:further|additional|consecutive|subsequent)\s+(?:\w+\s+)?(?:periods?|terms?)\b|\b(?:agreement|contract|term|it)\s+(?:shall|will)\s+(?:then\s+|thereafter\s+)?continue\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?(?:thereafter\s+)?from\s+(?:year|month|quarter)\s+to\s+(?:year|month|quarter)\b[^.;]{0,40}?\b(?:unless|until)\b[^.;]{0,120}?\bnotice\b|\b(?:thereafter|then|continues)\s+(?:continue\s+)?from\s+(?:year|month|quarter)\s+to\s+(?:year|month|quarter)\b[^.;]{0,40}?\b(?:unless|until)\b[^.;]{0,120}?\bnotice\b/.test(
        lower,
      );
    if (!renewWord && !CONTINUES_UNLESS_ENDED_RE.test(lower)) continue;
    if (
      NOT_ABOUT_CONTRACT_RE.test(lower) &&
      !/\b(?:this\s+agreement|the\s+agreement|initial\s+term)\b/.test(lower)
    )
      continue;
    let kind: RenewalSentence["kind"] = "other";
    let auto: boolean | null = null;
    if (NO_AUTO_RENEW_RE.test(lower)) {
      kind = "no-auto";
      auto = false;
    } else if (AUTO_RENEW_RE.test(lower) || CONTINUES_UNLESS_ENDED_RE.test(lower)) {
      kind = "auto";
      auto = true;
    } else if (OPTION_RENEW_RE.test(lower) && RENEWED_OBJECT_RE.test(lower)) {
      kind = "option";
      auto = false;
    }
    const part = kind === "auto" ? RENEWING_PART_RE.exec(lower)?.[1] : undefined;
    if (kind === "auto" && !RENEWED_OBJECT_RE.test(lower) && !part) kind = "other";
    const notices = noticeDurations(raw, s.start);
    const terms = termDurations(raw, s.start);
    out.push({
      idx,
      auto,
      kind,
      termMonths: kind === "other" ? null : renewalMonths(terms, lower, s.start),
      noticeDays: notices.length > 0 ? notices[0].days : null,
      noticeSpan: notices[0] ?? null,
      ...(part ? { part } : {}),
    });
  }
  return out;
}

/**
 * The user builds a business on the contract and its investment is lost when the contract ends: a
 * franchisee (premises, fit-out, goodwill under the other side's brand), a distributor or dealer (a
 * market built for the other side's products). Tenants are left to the lease findings: a business
 * tenancy renews under the Landlord and Tenant Act 1954 unless it is contracted out.
 */
const INVESTING_ROLE_RE = /\b(?:(?:sub[\s-]?|master\s+)?franchisee|distributor|dealer)\b/i;
const FRANCHISE_TITLE_RE = /\bfranchise\s+agreement\b/i;

export function userInvests(ctx: TermContext): boolean {
  if (INVESTING_ROLE_RE.test(labelsOf(ctx)[ctx.side])) return true;
  // "Franchise Agreement" with the franchisee under another name ("the Operator"): it is the side that pays
  return ctx.side === "customer" && FRANCHISE_TITLE_RE.test(ctx.doc.text.slice(0, 600));
}

/**
 * Renewal is not the user's to have on the present terms: "no right to renew unless ...", renewal "at
 * the Franchisor's sole discretion", "subject to the Franchisor's consent", or only by signing "the
 * then-current form of franchise agreement" (which may carry higher fees).
 */
const NO_RIGHT_RE =
  /\bno\s+(?:right|option)\s+(?:to|of)\s+(?:renew|extend|renewal|extension)|\bnot\s+(?:be\s+)?entitled\s+to\s+(?:renew|extend|a\s+renewal)/i;
const ON_THEIR_TERMS_RE =
  /\b(?:sole|absolute|entire|unfettered)\s+discretion|\bthen[\s-](?:current|prevailing)\s+(?:standard\s+)?(?:form|terms|agreement)|\bsubject\s+to\s+(?:the\s+)?(?:\w+['’]s?\s+)?(?:prior\s+)?(?:written\s+)?(?:consent|approval)\b|\b(?:new|standard|current)\s+form\s+of\b[^.;]{0,60}?\bagreement\b/i;
/** conditions that are usual where the user holds the right ("if you refurbish the Premises") */
const CONDITION_RE = /\brefurbish\w*|\bmodernis\w*|\brefit\w*|\bthen[\s-](?:current|prevailing)\b/i;
/** "you will have the right to renew", "the Franchisee may renew": a right is granted, even where the holder is not named */
const RIGHT_GRANTED_RE =
  /\b(?:will|shall)\s+have\s+(?:the\s+|an?\s+)?(?:right|option)\s+to\s+(?:renew|extend)|\b(?:has|have)\s+(?:the\s+|an?\s+)?(?:right|option)\s+to\s+(?:renew|extend)|\bmay\s+renew\b/i;
/** the contract itself says it will not be renewed ("this Agreement shall not be renewed", "is not renewable") */
const DENIES_RENEWAL_RE =
  /\b(?:this|the)\s+(?:agreement|franchise|term|appointment)\b[^.;]{0,60}?\b(?:shall|will|may)\s+not\s+(?:be\s+)?(?:automatically\s+)?(?:renew|renewed|extend|extended)\b|\b(?:is|are)\s+not\s+renewable\b|\bnon[\s-]?renewable\b|\bthere\s+(?:shall|will)\s+be\s+no\s+(?:right\s+of\s+)?renewal\b/i;

/** a renewal the user, who invests in the business, cannot count on */
function renewalNotSecured(
  kind: RenewalSentence["kind"],
  holder: "user" | "other" | "both" | null,
  raw: string,
): boolean {
  if (kind === "no-auto") return DENIES_RENEWAL_RE.test(raw) || NO_RIGHT_RE.test(raw);
  if (kind !== "option") return false;
  if (holder === "other" || holder === "both") return true;
  if (NO_RIGHT_RE.test(raw) || ON_THEIR_TERMS_RE.test(raw)) return true;
  // a right to renew on conditions the user can meet (a refit) is the user's own right
  return holder === null && CONDITION_RE.test(raw) && !RIGHT_GRANTED_RE.test(raw);
}

export function findRenewalTerms(
  ctx: TermContext,
  sentences = classifyRenewalSentences(ctx.doc),
  /** no end date was found and a party may end the contract on notice */
  endsOnNoticeOnly = false,
  /** no end date and no stated term: purchase conditions or terms of business that cover each order */
  noStatedTerm = false,
  /** the shortest notice on which the customer may end the contract without cause, when it has one */
  customerLeaveDays: number | null = null,
  /** the end of the term as an ISO date, when the contract gives one */
  endIso: string | null = null,
  /** where the end is stated ("clause 2.1"), named beside the end date */
  endClause: string | null = null,
  /** a party may end the contract on notice once its first period has passed: it runs on, not ends */
  leaveAfterFirst: { party: PartyChoice; notice: string } | null = null,
): RenewalTerms {
  const { doc, thresholds } = ctx;
  // "the term of this Agreement shall automatically renew" before "the Lease Term shall automatically renew"
  const autos = sentences.filter((r) => r.kind === "auto");
  const auto = autos.find((r) => ABOUT_THIS_CONTRACT_RE.test(sentenceText(doc, r))) ?? autos[0];
  const noAuto = sentences.find((r) => r.kind === "no-auto");
  const optionWithTerm = sentences.find((r) => r.kind === "option" && r.termMonths !== null);
  const option = optionWithTerm ?? sentences.find((r) => r.kind === "option");
  let main = noAuto && (!auto || noAuto.idx < auto.idx) ? noAuto : (auto ?? noAuto ?? option);
  if (
    noAuto &&
    main === noAuto &&
    auto &&
    auto.idx > noAuto.idx &&
    FIRST_TERM_ONLY_RE.test(sentenceText(doc, noAuto))
  )
    main = auto; // "the first term does not renew automatically; later terms do"
  // a renewal a party may choose for a stated term is a real renewal term, even where it is not automatic
  else if (noAuto && main === noAuto && optionWithTerm) main = optionWithTerm;
  if (!main) {
    const stated = hasNoFixedEnd(doc);
    const runsOn = !stated && !endsOnNoticeOnly && leaveAfterFirst !== null;
    const openEnded = stated || endsOnNoticeOnly || runsOn;
    const firstEnds = endIso
      ? `, which ends on ${formatDate(endIso)}${endClause ? ` (${endClause})` : ""}`
      : "";
    const leaver =
      leaveAfterFirst?.party === "both"
        ? "either side"
        : leaveAfterFirst?.party === ctx.side
          ? "you"
          : "the other side";
    return {
      ...missingBlock({
        summary: stated
          ? "No renewal: the contract has no fixed end and runs until one side ends it, so there is nothing to renew."
          : runsOn
            ? `No renewal: after its first period${firstEnds}, the contract runs on until ${leaver} ends it on ${leaveAfterFirst?.notice} notice (see the cancellation term).`
            : endsOnNoticeOnly
              ? "No renewal: no end date was found, and the contract runs until one side ends it on notice."
              : noStatedTerm
                ? "No renewal provision found: the contract states no term that could renew."
                : endIso
                  ? `No renewal provision found: fixed term only, the contract ends on ${formatDate(endIso)}${endClause ? ` (${endClause})` : ""}.`
                  : "No renewal provision found: fixed term only, the contract simply ends at the end of its term.",
        favorabilityScore: "green",
        ...(noStatedTerm && !openEnded
          ? {
              recommendation: "Nothing to do for renewal: the contract has no term to end or renew.",
              proposal: null,
            }
          : renewalAdvice({ kind: "missing", noticeDays: null, rating: "green", thresholds, openEnded })),
      }),
      autoRenewal: null,
      renewalTermMonths: null,
      noticePeriod: null,
    };
  }
  let noticeDays = main.noticeDays;
  // the sentence the notice is read from, when it is another one than the quoted renewal sentence
  let noticeIdx: number | null = null;
  // the notice as written ("6 months'"), so summaries and proposals quote the contract's own unit
  let noticeWords = noticeWordsOf(main.noticeSpan);
  let termMonths = main.termMonths;
  if (main.kind === "auto") {
    // the notice is often in the next sentence ("Either party may give notice of non-renewal at least ...")
    // a notice only the other side gives (a renewal reminder, its own right to end) is not the user's
    const near = sentences.filter(
      (r) =>
        r.idx > main.idx - 3 &&
        r.idx <= main.idx + 3 &&
        (r.idx === main.idx || !givenByOtherSide(sentenceText(doc, r), ctx)),
    );
    if (noticeDays === null) {
      const withNotice = near.find((r) => r.noticeDays !== null);
      noticeDays = withNotice?.noticeDays ?? null;
      noticeWords = noticeWordsOf(withNotice?.noticeSpan);
      noticeIdx = withNotice?.idx ?? null;
    }
    if (termMonths === null) termMonths = near.find((r) => r.termMonths !== null)?.termMonths ?? null;
    if (termMonths === null && EQUAL_TO_TERM_RE.test(sentenceText(doc, main)))
      termMonths = firstTermMonths(doc, main.idx);
    if (noticeDays === null) {
      for (let i = main.idx + 1; i <= main.idx + 2 && i < doc.sentences.length; i++) {
        const s = doc.sentences[i];
        const raw = doc.text.slice(s.start, s.end);
        if (!/non[\s-]?renew|not\s+to\s+renew|terminat|notice|cancel|notify|tell\s+us|inform/i.test(raw))
          continue;
        // "terminate ... if the other commits a breach not remedied within 30 days of notice": a cure period
        if (FOR_CAUSE_RE.test(raw)) continue;
        // a notice only the other side gives ("We may end your subscription on 60 days' notice") is not yours
        if (givenByOtherSide(raw, ctx)) continue;
        const n = noticeDurations(raw, s.start);
        if (n.length > 0) {
          noticeDays = n[0].days;
          noticeWords = noticeWordsOf(n[0]);
          noticeIdx = i;
          break;
        }
      }
    }
  }
  if (main.kind === "auto" && noticeDays === null) {
    // "either party may end this Agreement at the end of the Initial Term on 90 days' notice"
    for (const i of renewalNoticeSentences(doc, sentences)) {
      const n = doc.sentences[i];
      if (i !== main.idx && givenByOtherSide(doc.text.slice(n.start, n.end), ctx)) continue;
      const d = noticeDurations(doc.text.slice(n.start, n.end), n.start);
      if (d.length > 0) {
        noticeDays = d[0].days;
        noticeWords = noticeWordsOf(d[0]);
        noticeIdx = i;
        break;
      }
    }
  }
  const scheduledIdx = NOTICE_IN_SCHEDULE_RE.test(sentenceText(doc, main)) ? scheduledNoticeIdx(doc) : null;
  // "unless the Customer gives 30 days' notice. The Supplier may only prevent a renewal by giving 12 months'
  // notice": each side has its own notice, and the one the user must give is the one that binds the user
  let theirNotice: { days: number; words: string | null } | null = null;
  if (main.kind === "auto" && !main.rolling && noticeDays !== null) {
    const at = doc.sentences[noticeIdx ?? main.idx];
    const giver = renewalNoticeGiver(doc.text.slice(at.start, at.end), ctx);
    const own = giver && giver !== "both" && giver !== ctx.side ? ownNoticeNear(doc, main.idx, ctx) : null;
    if (own && own.notice.days > noticeDays) {
      theirNotice = { days: noticeDays, words: noticeWords };
      noticeDays = own.notice.days;
      noticeWords = noticeWordsOf(own.notice);
      noticeIdx = own.idx;
    }
  }
  const noticeClause =
    noticeDays !== null && noticeIdx !== null && noticeIdx !== main.idx ? termClauseOf(doc, noticeIdx) : null;
  const s = doc.sentences[main.idx];
  // a customer that may end the contract on shorter notice than the renewal's is not held by the renewal
  const escapeDays =
    main.kind === "auto" &&
    // the customer's right to leave does not free a supplier from its own longer notice
    !(theirNotice && ctx.side === "supplier") &&
    !main.rolling &&
    noticeDays !== null &&
    customerLeaveDays !== null &&
    customerLeaveDays < noticeDays
      ? customerLeaveDays
      : null;
  // the notice to stop a renewal is what the customer must give to leave: more of it keeps a supplier's customer
  const supplier = ctx.side === "supplier";
  let rating: Rating;
  let summary: string;
  let optionHolder: "user" | "other" | "both" | null = null;
  const term = termMonths !== null ? formatMonths(termMonths) : null;
  const cancellable =
    main.kind === "auto" && noticeDays === null && userMayCancel(doc.text.slice(s.start, s.end), ctx);
  // a supplier keeps a rolling customer only as long as the customer's own notice to leave
  const leaveDays =
    main.rolling &&
    supplier &&
    customerLeaveDays !== null &&
    (noticeDays === null || customerLeaveDays < noticeDays)
      ? customerLeaveDays
      : noticeDays;
  if (main.rolling) {
    rating = noticeDays !== null ? (supplier ? "green" : rateNoticeDays(noticeDays, thresholds)) : "amber";
    summary = `After its first period the contract runs on${
      termMonths === 1 ? " month by month" : term ? ` ${term} at a time` : ""
    } until it is ended${
      leaveDays !== noticeDays && leaveDays !== null
        ? noticeDays !== null
          ? `: by you on ${noticeText(noticeDays, noticeWords)} notice, by the customer on ${daysText(leaveDays)} notice`
          : `; the customer may end it on ${daysText(leaveDays)} notice`
        : noticeDays !== null
          ? ` on ${noticeText(noticeDays, noticeWords)} notice`
          : "; the notice needed is not stated"
    }.`;
  } else if (main.kind === "auto" && theirNotice && noticeDays !== null) {
    rating = rateNoticeDays(noticeDays, thresholds);
    summary = `Renews automatically${term ? ` for ${term} at a time` : ""}; you must give ${noticeText(noticeDays, noticeWords)} notice to stop it; the ${supplier ? "customer" : "supplier"} needs only ${noticeText(theirNotice.days, theirNotice.words)} notice.`;
  } else if (main.kind === "auto") {
    rating =
      noticeDays !== null
        ? supplier
          ? "green"
          : rateNoticeDays(escapeDays ?? noticeDays, thresholds)
        : cancellable
          ? "green"
          : "amber";
    const window = NOTICE_WINDOW_RE.exec(doc.text.slice(s.start, s.end));
    const renewer = main.part ? `${main.part[0].toUpperCase()}${main.part.slice(1)} renews` : "Renews";
    summary = `${renewer} automatically${term ? ` for ${term} at a time` : ""}${
      noticeDays !== null
        ? `; ${noticeText(noticeDays, noticeWords)} notice needed to stop it${
            window
              ? `, and notice counts only if given no earlier than ${window[1].trim()} before the end`
              : ""
          }`
        : cancellable
          ? " until cancelled; you may cancel it, and no notice period is stated"
          : "; the notice needed to stop it is not stated"
    }${escapeDays !== null ? `; ${supplier ? "the customer" : "you"} may also end the contract at any time on ${daysText(escapeDays)} notice (see the cancellation term)` : ""}.`;
  } else if (main.kind === "no-auto") {
    rating = "green";
    summary = "No auto-renewal: the contract ends at the end of its term unless both sides agree to renew.";
  } else {
    const holder = renewalOptionHolder(doc.text.slice(s.start, s.end), ctx);
    optionHolder =
      holder === null ? null : holder === "both" ? "both" : holder === ctx.side ? "user" : "other";
    rating = optionHolder === "other" ? "amber" : "green";
    const lead =
      optionHolder === "other"
        ? `Renewal only if ${labelsOf(ctx)[ctx.side === "customer" ? "supplier" : "customer"]} chooses`
        : optionHolder === "user"
          ? "Renewal only if you choose"
          : "Renewal only by choice";
    summary = `${lead}${term ? ` (for ${term})` : ""}: it does not renew automatically${
      noticeDays !== null ? `; ${noticeText(noticeDays, noticeWords)} notice to take up the renewal` : ""
    }.`;
  }
  const invests = userInvests(ctx);
  const mainRaw = doc.text.slice(s.start, s.end);
  // a franchisee or distributor without a secure renewal may lose what it has built up when the term ends
  const notSecured = invests && renewalNotSecured(main.kind, optionHolder, mainRaw);
  if (notSecured) {
    rating = "amber";
    summary =
      main.kind === "no-auto"
        ? "No right to renew: the contract ends at the end of its term unless both sides agree a new one."
        : `No secure right to renew: renewal depends on ${optionHolder === "other" ? `${labelsOf(ctx)[ctx.side === "customer" ? "supplier" : "customer"]}'s choice` : "conditions the other side sets"}${term ? ` (for ${term})` : ""}.`;
  }
  // "unless either party gives 6 months' notice": the notice also keeps the other side from ending it soon
  const mutualNotice =
    invests &&
    main.kind === "auto" &&
    !main.rolling &&
    !theirNotice &&
    noticeDays !== null &&
    // a short notice lets the other side end the appointment soon too: only a long one protects
    noticeDays >= 90 &&
    escapeDays === null &&
    renewalNoticeGiver(
      doc.text.slice(doc.sentences[noticeIdx ?? main.idx].start, doc.sentences[noticeIdx ?? main.idx].end),
      ctx,
    ) === "both";
  if (mutualNotice) rating = "green";
  return {
    ...foundBlock(doc, s.start, s.end, {
      summary,
      favorabilityScore: rating,
      confidence:
        main.kind === "other"
          ? CONFIDENCE.keyword
          : noticeDays !== null || term
            ? CONFIDENCE.exact
            : CONFIDENCE.strongPattern,
      ...renewalAdvice({
        kind: main.kind,
        noticeDays: leaveDays,
        noticeWords: leaveDays === noticeDays ? noticeWords : null,
        rating,
        thresholds,
        cancellable,
        rolling: main.rolling,
        side: ctx.side,
        part: main.part,
        optionHolder,
        them: labelsOf(ctx)[ctx.side === "customer" ? "supplier" : "customer"],
        earliest:
          main.kind === "auto"
            ? (NOTICE_WINDOW_RE.exec(doc.text.slice(s.start, s.end))?.[1]?.trim() ?? null)
            : null,
        escapeDays,
        theirNotice,
        invested: notSecured ? "not-secured" : mutualNotice ? "mutual-notice" : null,
        us: labelsOf(ctx)[ctx.side],
        termMonths,
      }),
    }),
    autoRenewal:
      main.kind === "auto" ? true : main.kind === "no-auto" || main.kind === "option" ? false : null,
    // a contract that does not renew has no renewal period: "three years ... and shall not renew" is its term
    renewalTermMonths: main.kind === "no-auto" ? null : termMonths,
    noticePeriod: noticeDays,
    ...(noticeWords && noticeDays !== null ? { noticeWords } : {}),
    ...(noticeClause ? { noticeClause } : {}),
    // a notice read from elsewhere is shown beside the renewal when its clause is known or it is a schedule row
    ...(noticeIdx !== null && (noticeClause || noticeIdx === scheduledIdx)
      ? { noticeSentence: { start: doc.sentences[noticeIdx].start, end: doc.sentences[noticeIdx].end } }
      : {}),
    ...(main.rolling ? { rolling: true } : {}),
    ...(notSecured
      ? { invested: "not-secured" as const }
      : mutualNotice
        ? { invested: "mutual-notice" as const }
        : {}),
    ...(theirNotice ? { otherNoticePeriod: theirNotice.days } : {}),
    evidence: renews(doc, main, termMonths)
      ? [main, ...sentences.filter((r) => r !== main && isRenewal(r))].map((r) => ({
          start: doc.sentences[r.idx].start,
          end: doc.sentences[r.idx].end,
        }))
      : [],
  };
}

const TERM_HEADING_WORDS_RE = /\b(?:term|renew\w*|terminat\w*|duration|notice|cancel\w*|expir\w*|period)\b/i;

/**
 * "clause 14.2": where a term's notice or end is stated. Not named when the clause found around it
 * is headed as another topic ("Warranties"), or has no number: the document's clauses were then read
 * too coarsely for the reference to be trusted.
 */
export function termClauseOf(doc: Doc, idx: number): string | null {
  const s = doc.sentences[idx];
  const raw = doc.text.slice(s.start, s.end);
  const clause = [...doc.clauses].reverse().find((c) => c.start <= s.start && s.start < c.end);
  const ownNumber = OWN_NUMBER_RE.test(raw);
  if (!ownNumber && clause?.heading && !TERM_HEADING_WORDS_RE.test(clause.heading)) return null;
  // "15. Duration of Agreement This Agreement ..." found inside clause 13.7: a clause the reading missed
  const lead = /^\s*(\d{1,3})\.(?!\d)/.exec(raw);
  if (lead && clause?.number && clause.number.split(/[.(\s]/)[0] !== lead[1]) return null;
  const ref = clauseRefIn(doc.clauses, s.start, raw);
  return /^(?:clause|section)\s+\d/i.test(ref) ? ref : null;
}

const OPEN_ENDED_RE =
  /\b(?<!\b(?:under|of|in|to|by)\s+(?:this|the)\s+)(?:agreement|contract|it)\s+(?:shall\s+|will\s+)?(?:continues?|remains?\s+in\s+(?:full\s+)?(?:force|effect))\b[^.;]{0,60}?\b(?:indefinitely|until\s+(?:it\s+is\s+)?(?:terminated|ended|cancell?ed)\s+by\s+(?:either|one|any|each|the)\b|until\s+(?:either|one|any)\s+party\b)/;

/** "This Agreement continues until terminated by either party on 30 days' notice": no end date to renew from. */
function hasNoFixedEnd(doc: Doc): boolean {
  return sentencesWithWords(doc, RENEWAL_WORDS).some((idx) => {
    const s = doc.sentences[idx];
    return s.end - s.start < 1500 && OPEN_ENDED_RE.test(doc.lower.slice(s.start, s.end));
  });
}

/** A sentence that renews the contract: automatically, or at a party's option for a stated term. */
const isRenewal = (r: RenewalSentence) => r.kind === "auto" || (r.kind === "option" && r.termMonths !== null);

/** Whether the chosen sentence gives a renewal the user should see (a term that only expires does not). */
/** One party's right to renew or extend ("the Customer shall have the right to renew"), not a joint choice. */
const UNILATERAL_RE =
  /\b(?:(?:right|option)\s+to\s+(?:renew|extend)|at\s+(?:its|his|their|the\s+\w+['’]s|\w+['’]s)\s+(?:sole\s+)?(?:option|election|discretion))/i;
const MUTUAL_RE =
  /\bmutual(?:ly)?\b|\bboth\s+parties\b|\bthe\s+parties\s+(?:may|shall|can)\s+(?:\w+\s+)?agree/i;

function renews(doc: Doc, main: RenewalSentence, termMonths: number | null): boolean {
  return (
    main.kind === "auto" ||
    (main.kind === "option" && termMonths !== null) ||
    (main.kind === "option" &&
      UNILATERAL_RE.test(sentenceText(doc, main)) &&
      !MUTUAL_RE.test(sentenceText(doc, main)))
  );
}

/** "renews ... until you or we cancel it": the user may stop the renewal by cancelling */
const UNTIL_CANCELLED_RE =
  /\buntil\s+(?:(cancell?ed|terminated)\b|(.{1,40}?)\s+(?:cancels?|terminates?|ends?|gives?\s+notice)\b)/i;

function userMayCancel(raw: string, ctx: TermContext): boolean {
  const m = UNTIL_CANCELLED_RE.exec(raw);
  if (!m) return false;
  if (m[1]) return true;
  const who = m[2].trim();
  if (/\b(?:either|each|any|both|one\s+of\s+us)\b|\b(?:you|we)\s+or\s+(?:we|you|us)\b|\bor\b/i.test(who))
    return true;
  return roleOfPhrase(who, ctx.lexicon) === ctx.side;
}

const ABOUT_THIS_CONTRACT_RE = /\b(?:this|the)\s+agreement\b|\binitial\s+term\b|\bterm\s+of\s+this\b/i;
const FIRST_TERM_ONLY_RE = /\b(?:initial|first|original)\s+(?:term|period)\b/i;

function sentenceText(doc: Doc, r: RenewalSentence): string {
  const s = doc.sentences[r.idx];
  return doc.text.slice(s.start, s.end);
}

export function formatMonths(months: number): string {
  if (months >= 12 && months % 12 === 0) return months === 12 ? "1 year" : `${months / 12} years`;
  if (months === 1) return "1 month";
  return `${months} months`;
}

/** a notice in words: "notice", "notify", telling the other party in writing, or emailing it */
const NOTICE_WORD_RE =
  /\bnotice\b|\bnotif|\b(?:tell|inform|advise)s?\b[^.;]{0,80}?\bin\s+writing\b|\b(?:e-?mail(?:s|ing)?|writ(?:e|es|ing)\s+to)\b/;
/** a notice to change the price or the terms at renewal, not to stop it */
const CHANGE_NOTICE_RE =
  /\b(?:increase|raise|vary|change|amend|adjust|revise|update|index)\w*\s+(?:the\s+|its\s+|any\s+)?(?:charges|fees?|prices?|rates?|tariffs?|subscription|terms)\b/;
const STOPPING_RE =
  /\b(?:non[\s-]?renew|not\s+(?:to\s+)?(?:renew|extend|continue)|terminat|cancel|prevent|stop|opt\s+out|withdraw|(?:not|no\s+longer)\s+wish)/;
const END_OF_TERM_NOTICE_WORDS = triggerWords(["renew*", "nonrenew*", "intention", "terminat*", "cancel*"]);
const END_OF_TERM_RE =
  /\b(?:expir\w*|end\s+of\s+(?:the\s+|its\s+|any\s+|each\s+|such\s+)?(?:then[\s-]?current\s+|applicable\s+|initial\s+|renewal\s+|current\s+)?(?:(?:subscription|contract|service|licen[cs]e|agreement)\s+)?(?:term|period|year)|anniversary|renewal\s+(?:term|period|date))\b/;

/**
 * Sentences that set the notice needed to stop a renewal: the renewal sentence itself when it names
 * the notice (even when the number is redacted), the sentence after it, and "either party may end
 * this Agreement at the end of the Initial Term on 90 days' notice" sentences.
 */
export function renewalNoticeSentences(doc: Doc, renewal: RenewalSentence[]): number[] {
  const out = new Set<number>();
  const autos = renewal.filter((r) => r.kind === "auto");
  for (const r of autos) {
    const s = doc.sentences[r.idx];
    const lower = doc.lower.slice(s.start, s.end);
    if (r.noticeDays !== null) out.add(r.idx);
    else if (NOTICE_IN_SCHEDULE_RE.test(doc.text.slice(s.start, s.end))) {
      out.add(r.idx);
      const row = scheduledNoticeIdx(doc);
      if (row !== null) out.add(row);
    } else if (
      /\bnotice\b|\bnotif/.test(lower) &&
      /\b(?:non[\s-]?renew|not\s+to\s+renew|terminat|prior\s+to|before|in\s+advance)/.test(lower) &&
      !aboutChangingTerms(lower)
    )
      out.add(r.idx);
    for (let i = r.idx + 1; i <= r.idx + 2 && i < doc.sentences.length; i++) {
      const n = doc.sentences[i];
      const nl = doc.lower.slice(n.start, n.end);
      if (
        NOTICE_WORD_RE.test(nl) &&
        /\b(?:renew|terminat|expir|end\s+of)/.test(nl) &&
        !FOR_CAUSE_RE.test(nl) &&
        !aboutChangingTerms(nl) &&
        noticeDurations(doc.text.slice(n.start, n.end), n.start).length > 0
      ) {
        out.add(i);
        break;
      }
    }
  }
  for (const idx of sentencesWithWords(doc, END_OF_TERM_NOTICE_WORDS)) {
    if (out.has(idx)) continue;
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (!/\bnotice\b|\bnotif/.test(lower) || !END_OF_TERM_RE.test(lower)) continue;
    if (FOR_CAUSE_RE.test(lower)) continue;
    if (
      !/\b(?:non[\s-]?renew|not\s+to\s+renew|renewal|(?:may|right\s+to)\s+(?:\w+\s+){0,3}?(?:terminate|cancel)|(?:terminated|cancell?ed)\s+by)/.test(
        lower,
      )
    )
      continue;
    const raw = doc.text.slice(s.start, s.end);
    if (noticeDurations(raw, s.start).length === 0 && !/\[\s*\*+\s*\]/.test(raw)) continue;
    // the end of term must be the moment of termination, not a deadline unrelated to it
    if (
      !/\b(?:at|on|upon|as\s+of|effective|prior\s+to|before)\s+(?:the\s+)?(?:expir|end|anniversary|last\s+day)/.test(
        lower,
      )
    )
      continue;
    out.add(idx);
  }
  return [...out].sort((a, b) => a - b);
}

/** the renewal sends the reader elsewhere for its notice: "notice of the period set out in the Schedule" */
const NOTICE_IN_SCHEDULE_RE =
  /\bnotice\b[^.;]{0,80}?\b(?:set\s+(?:out|forth)|specified|stated|shown|given)\s+(?:(?:against|opposite|next\s+to|for)\s+[^.;]{1,40}?\s+)?in\s+(?:the\s+)?(?:schedule|key\s+(?:terms|details)|order\s+form|particulars)\b/i;
/** a table row or "label: value" line naming the notice to end the contract: "Notice to terminate\t3 months" */
const NOTICE_ROW_RE = new RegExp(
  String.raw`(?:^|\n)[ \t]*(?:[a-z]+[ \t]+){0,2}?notice(?:[ \t]+(?:period|required))?(?:[ \t]+(?:to|of)[ \t]+(?:terminate|termination|end|cancel\w*|non-renewal))?${CELL_BREAK}[ \t]*([^\n]{1,80})`,
  "gi",
);

/** the notice row of a schedule or key-details table, for a renewal that refers to it */
function scheduledNoticeIdx(doc: Doc): number | null {
  NOTICE_ROW_RE.lastIndex = 0;
  for (let m = NOTICE_ROW_RE.exec(doc.text); m !== null; m = NOTICE_ROW_RE.exec(doc.text)) {
    const valueAt = m.index + m[0].length - m[1].length;
    const notice = findDurations(m[1], valueAt)[0];
    if (!notice || notice.start - valueAt > 20) continue;
    const idx = doc.sentences.findIndex((x) => x.start <= valueAt && valueAt < x.end);
    if (idx >= 0) return idx;
  }
  return null;
}

/** the user's own notice to stop the renewal, in a sentence near the renewal: "The Supplier may only prevent a renewal by giving ..." */
function ownNoticeNear(doc: Doc, idx: number, ctx: TermContext): { idx: number; notice: Duration } | null {
  for (let i = Math.max(0, idx - 1); i <= idx + 3 && i < doc.sentences.length; i++) {
    const s = doc.sentences[i];
    const raw = doc.text.slice(s.start, s.end);
    if (
      !/\b(?:non[\s-]?renew|renew\w*|not\s+to\s+(?:renew|extend|continue))/i.test(raw) ||
      FOR_CAUSE_RE.test(raw)
    )
      continue;
    if (renewalNoticeGiver(raw, ctx) !== ctx.side) continue;
    const notice = noticeDurations(raw, s.start)[0];
    if (notice) return { idx: i, notice };
  }
  return null;
}

/** who gives the notice, also in "... unless the Customer gives the Supplier 30 days' notice" */
function renewalNoticeGiver(raw: string, ctx: TermContext): PartyChoice | null {
  const giver = noticeGiver(raw, ctx);
  if (giver) return giver;
  const m =
    /\b(?:unless|if|until|when)\s+((?:either|each|any)\s+party|(?:the\s+)?[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})\s+(?:gives|serves|provides|sends|delivers|notifies)\b/.exec(
      raw,
    );
  const stops =
    m ??
    /((?:either|each|any)\s+party|(?:the\s+)?[A-Z][\w.&'’-]*(?:\s+[A-Z][\w.&'’-]*){0,3})\s+(?:shall|will|must|may|can)\s+(?:only\s+)?(?:prevent|stop|avoid|block)\s+(?:a|the|any|this)\s+(?:renewal|extension)\b/.exec(
      raw,
    );
  return stops ? (roleOfPhrase(stops[1], ctx.lexicon) ?? null) : null;
}

function givenByOtherSide(raw: string, ctx: TermContext): boolean {
  const giver = noticeGiver(raw, ctx);
  return giver !== null && giver !== "both" && giver !== ctx.side;
}
