import { numberToWords } from "./number-words";

type Figure = { value: number; index: number; end: number };

const REJECTED_AFTER =
  /^\W{0,3}(?:\w+\s+){0,5}?(?:is|are|seems?|feels?|would\s+be|will\s+be)?\s*(?:(?:too|very|rather|quite|far\s+too|a\s+bit)\s+)?(?:long|short|much|little|high|low|tight|hard|difficult|unrealistic|not\s+(?:enough|long\s+enough|realistic|workable)|unacceptable|not acceptable|excessive|unreasonable|insufficient)\b/;
const WANTED_BEFORE =
  /(?:want|need|prefer|ask(?:ing)? for|propose|request|at least|at most|no more than|not more than|maximum|minimum|max|min|up to|within|instead|rather)\W*(?:\w+\W+){0,2}$/;

/** "three" → 3 ... "ninety-nine" → 99: the words numberToWords writes, read back */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  Array.from({ length: 99 }, (_, i) => [numberToWords(i + 1), i + 1]),
);
const NUMBER = `\\d{1,3}(?:\\.\\d{1,3})?|\\b(?:${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;

/**
 * Words saying the user accepts something as it is: "we are happy to give", "fine with", "we can accept",
 * "no problem with", "we can live with", "... is fine". ("Keep the" is left out: "keep the cap low" asks
 * for a change.)
 */
const ACCEPTS_RE =
  /\b(?:happy|content|fine|comfortable|ok|okay|willing|prepared|glad)\s+(?:to\s+(?:give|provide|keep|accept|offer|retain|leave|agree\s+to)|with)\b|\b(?:we|i)\s+(?:can\s+|do\s+|will\s+|are\s+able\s+to\s+)?(?:accept|agree\s+(?:to|with)|live\s+with|don['’]?t\s+mind|do\s+not\s+mind)\b|\bno\s+(?:problem|issue|objection)s?\s+with\b|\b(?:is|are)\s+(?:fine|acceptable|ok|okay)\b/gi;
/** a word just before the acceptance that turns it round: "not happy with", "cannot accept" */
const NEGATED_RE = /\b(?:not|never|cannot|can['’]?t|won['’]?t|don['’]?t|unhappy|un)\s*(?:\w+\s+){0,1}$/i;
/** where what is accepted ends: "happy to give the IP indemnity | but we want ..." */
const ACCEPTED_END_RE =
  /[.;!?\n]|,?\s+\b(?:but|however|although|though|provided|as\s+long\s+as|so\s+long\s+as|while|whereas|except|unless|if|and\s+(?:we|would|want|need|ask)|we\s+(?:want|need|would|ask|propose))\b/i;

type Span = { start: number; end: number };

/** Where in the concerns the user says what they accept: "We are happy to give [the IP indemnity], but ..." */
function acceptedSpans(concerns: string): Span[] {
  const out: Span[] = [];
  for (const m of concerns.matchAll(ACCEPTS_RE)) {
    const at = m.index ?? 0;
    if (NEGATED_RE.test(concerns.slice(Math.max(0, at - 20), at))) continue;
    if (/^(?:is|are)\b/i.test(m[0])) {
      // "45 days is fine": what is accepted stands before the words
      const before = concerns.slice(0, at);
      const from = Math.max(
        ...[...before.matchAll(/[.;!?\n,]|\b(?:but|and|however)\b/gi)].map(
          (b) => (b.index ?? 0) + b[0].length,
        ),
        0,
      );
      out.push({ start: from, end: at });
      continue;
    }
    const start = at + m[0].length;
    const end = ACCEPTED_END_RE.exec(concerns.slice(start));
    out.push({ start, end: end ? start + end.index : concerns.length });
  }
  return out.filter((span) => concerns.slice(span.start, span.end).trim() !== "");
}

/**
 * What the user says they accept, each in their words: "We are happy to give the IP indemnity, but we
 * want one back" gives ["the IP indemnity"]; "45 days is fine" gives ["45 days"].
 */
export const acceptedPhrases = (concerns: string) =>
  acceptedSpans(concerns).map((span) => concerns.slice(span.start, span.end).trim());

/** words that say nothing about which part of a clause is meant */
const PLAIN_WORDS = new Set(
  "the a an our their its his her this that these those which what it them they we us you your one ones as is are be been to of in on at for with and or by from any all whole entire current existing clause clauses term terms part parts wording provision provisions obligation obligations give given giving provide offer keep accept agree here there so also only just very still fine happy drafted written stands currently now".split(
    " ",
  ),
);
/** short names people use for what contracts spell out */
const SAME_AS: Record<string, string> = {
  ip: String.raw`\b(?:ip|ipr|intellectual\s+property|infring\w*)\b`,
  ipr: String.raw`\b(?:ip|ipr|intellectual\s+property|infring\w*)\b`,
  indemnity: String.raw`\bindemn\w*`,
  indemnities: String.raw`\bindemn\w*`,
  cap: String.raw`\b(?:cap\w*|limit\w*|exceed\w*)\b`,
  gdpr: String.raw`\b(?:gdpr|data\s+protection|personal\s+data)\b`,
  notice: String.raw`\bnoti\w*`,
  cover: String.raw`\b(?:cover\w*|indemn\w*|insur\w*)`,
};

/** "infringement" → "infring", "indemnities" → "indemnit": the part the word's forms share */
const stem = (word: string) =>
  word.replace(/(?:ments?|ings?|ions?|ities|ity|ies|ed|es|s)$/, "").replace(/e$/, "");

/**
 * Whether the user accepts what `sentence` says: most of the telling words of something they accept
 * are in it ("the IP indemnity" in "Licensor shall ... indemnify Licensee ... intellectual property
 * rights"). `names` are words that say nothing here, such as the parties' names.
 */
export function acceptsSentence(concerns: string, sentence: string, names: readonly string[] = []): boolean {
  const ignored = new Set(names.flatMap((n) => n.toLowerCase().split(/\s+/)));
  return acceptedPhrases(concerns).some((phrase) => {
    const words = (phrase.toLowerCase().match(/[a-z]+|\d+/g) ?? []).filter(
      (w) => (w.length > 2 || /\d|^ip$/.test(w)) && !PLAIN_WORDS.has(w) && !ignored.has(w),
    );
    if (words.length === 0) return false;
    const found = words.filter((w) => {
      const pattern = /^\d+$/.test(w)
        ? String.raw`\b(?:${w}|${numberToWords(Number(w))})\b`
        : (SAME_AS[w] ?? String.raw`\b${stem(w).length >= 3 ? stem(w) : w}\w*`);
      return new RegExp(pattern, "i").test(sentence);
    });
    return found.length >= Math.ceil(words.length * 0.6);
  });
}

/** All "<number> <unit>" figures in the text with where they stand: "30 days", "three months", "two-year". */
function figures(text: string, unit: RegExp): Figure[] {
  const out: Figure[] = [];
  const pattern = new RegExp(`(${NUMBER})[\\s-]*${unit.source}`, "g");
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    out.push({ value: NUMBER_WORDS[m[1]] ?? Number(m[1]), index: m.index, end: m.index + m[0].length });
  }
  return out;
}

const within = (f: Figure, spans: readonly Span[]) =>
  spans.some((s) => f.index >= s.start && f.index < s.end);

/**
 * The figure the person is asking for: figures described as the problem ("90 days is too long") are
 * set aside; one introduced by "want", "need", "within"... wins; otherwise the last one left. A figure
 * they say they accept ("12 months is fine") is one they are content to have, so it counts too.
 */
function wanted(text: string, unit: RegExp): number | null {
  const candidates = figures(text, unit).filter((f) => !REJECTED_AFTER.test(text.slice(f.end, f.end + 40)));
  if (candidates.length === 0) return null;
  const asked = candidates.find((f) => WANTED_BEFORE.test(text.slice(Math.max(0, f.index - 40), f.index)));
  return (asked ?? candidates[candidates.length - 1]).value;
}

const MONEY_RE =
  /(£|\$|€|gbp\s*|usd\s*|eur\s*)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|million|thousand|bn)?\b/gi;

type Sum = { amount: number; symbol: string; index: number; end: number };

/** Every sum of money in the text, where it stands: "£1m", "£2,000,000", "USD 500k". */
export function sumsIn(text: string): Sum[] {
  const found: Sum[] = [];
  for (const m of text.matchAll(MONEY_RE)) {
    const scale = (m[3] ?? "").toLowerCase();
    const factor =
      scale === "k" || scale === "thousand"
        ? 1e3
        : scale === "m" || scale === "million"
          ? 1e6
          : scale === "bn"
            ? 1e9
            : 1;
    const raw = m[1].trim().toLowerCase();
    const symbol = raw === "gbp" ? "£" : raw === "usd" ? "$" : raw === "eur" ? "€" : m[1];
    const index = m.index ?? 0;
    found.push({ amount: Number(m[2].replace(/,/g, "")) * factor, symbol, index, end: index + m[0].length });
  }
  return found;
}

/** The sum asked for ("cap it at £250,000", "£1m cover"), with its symbol; a sum described as the problem is ignored. */
function wantedMoney(text: string): { amount: number; symbol: string } | null {
  const kept = sumsIn(text).filter((f) => !REJECTED_AFTER.test(text.slice(f.end, f.end + 40)));
  if (kept.length === 0) return null;
  const asked = kept.find((f) => WANTED_BEFORE.test(text.slice(Math.max(0, f.index - 40), f.index)));
  const pick = asked ?? kept[kept.length - 1];
  return { amount: pick.amount, symbol: pick.symbol };
}

/** "£250,000", "£1,000,000" */
export const moneyText = (m: { amount: number; symbol: string }) =>
  `${m.symbol}${m.amount.toLocaleString("en-GB", { maximumFractionDigits: 2 })}`;

const LAWS: Array<[RegExp, string]> = [
  [/\bnorthern\s+ireland\b/, "Northern Ireland"],
  [/\b(?:scotland|scots|scottish)\b/, "Scotland"],
  [/\b(?:republic\s+of\s+)?ireland\b|\birish\b/, "Ireland"],
  [/\b(?:england|english|wales|welsh|uk|united\s+kingdom|british)\b/, "England and Wales"],
];

/** Reads figures the user wrote in their concerns ("we need 45 days", "99.9% uptime", "6 months' notice", "cap at £250k"). */
export function concernFigures(concerns: string) {
  const text = concerns.toLowerCase();
  const kept = acceptedSpans(concerns);
  const dayUnit = /(?:calendar\s+|business\s+|working\s+)?days?\b/;
  const days = wanted(text, dayUnit);
  const months = wanted(text, /months?\b/);
  const keptDays = figures(text, dayUnit).find((f) => within(f, kept))?.value ?? null;
  const years = wanted(text, /years?\b/);
  const percent = wanted(text, /%/);
  const hours = wanted(text, /(?:hours?|hrs?)\b/);
  return {
    days: days !== null ? Math.round(days) : months !== null ? Math.round(months * 30) : null,
    months,
    /** days the user says they accept as the contract has them ("we are happy with 45 days") */
    keptDays: keptDays !== null ? Math.round(keptDays) : null,
    years,
    percent,
    hours,
    money: wantedMoney(text),
    law: LAWS.find(([re]) => re.test(text))?.[1] ?? null,
    wantsMutual:
      /\bmutual|both parties|both sides|reciprocal|each party|either party|same right|for us (?:as well|too)\b|\bwe (?:also|too)\b/.test(
        text,
      ),
    wantsCap: /\bcap(?:ped|s)?\b|\blimit(?:ed)?\b|\bceiling\b/.test(text),
    /**
     * a cap on an amount is asked for, or an unlimited one objected to ("we want it capped", "cannot
     * take on an unlimited indemnity"); "limited to losses we cause" alone limits what is covered, not how much
     */
    asksForCap:
      /\bcap(?:ped|s|ping)?\b|\bceiling\b|\bun(?:limited|capped)\b|\bwithout\s+(?:a\s+|any\s+)?(?:cap|limit)\b|\bno\s+(?:cap|limit)\b|\blimit(?:ed)?\s+(?:at|to)\s+(?:£|\$|€|\d|the\s+(?:charges|fees|contract\s+(?:value|price)|value))|\bmaximum\b/.test(
        text,
      ),
    /** only the losses the indemnifying party causes are to be covered ("losses caused by our negligence") */
    asksForFault:
      /\bnegligen\w*|\bat\s+fault\b|\bour\s+(?:own\s+)?fault\b|\bcaused\s+by\s+(?:us|our)\b|\bwe\s+cause\b/.test(
        text,
      ),
    wantsNoAutoRenewal: /no auto|not (?:auto|automatic)|opt[- ]in|manual renewal/.test(text),
  };
}

/**
 * Days the user says they accept that are the contract's own: stated in the sentence replaced
 * ("sixty (60) days' written notice") or read from the contract as `stated`.
 */
export function keptContractDays(
  concerns: string,
  original: string | null | undefined,
  stated: number | null | undefined,
): number | null {
  const kept = concernFigures(concerns).keptDays;
  if (kept === null) return null;
  if (kept === stated) return kept;
  return new RegExp(String.raw`\b(?:${kept}|${numberToWords(kept)})\b`, "i").test(original ?? "")
    ? kept
    : null;
}
