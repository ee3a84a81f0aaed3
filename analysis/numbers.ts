/**
 * Numbers and durations written in digits, words or both ("thirty (30) days", "three months",
 * "Net 45", "one (1) year", "12-month").
 *
 * Unit convention (documented, used everywhere in the engine):
 *   1 week = 7 days, 1 month = 30 days, 1 year = 365 days (and 12 months);
 *   business/working days are counted as calendar days (the contract's own wording is kept in the excerpt).
 */

const UNITS: Record<string, number> = {
  zero: 0,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1000,
};

const WORD_ALTERNATION =
  "seventeen|thirteen|fourteen|fifteen|sixteen|eighteen|nineteen|thousand|hundred|seventy|twenty|thirty|forty|fourty|fifty|sixty|eighty|ninety|eleven|twelve|three|seven|eight|zero|four|five|nine|one|two|six|ten";

/** A number written in words: "thirty", "one hundred eighty", "forty-five", "one hundred and twenty". */
export const NUMBER_WORDS_SOURCE = `(?:${WORD_ALTERNATION})(?:(?:\\s+and\\s+|[\\s-]+)(?:${WORD_ALTERNATION}))*`;

/** Parse a number in words (or digits). Returns null when not a number. */
export function wordsToNumber(input: string): number | null {
  const s = input.trim().toLowerCase().replace(/,/g, "");
  if (s === "") return null;
  if (/^\d+(?:\.\d+)?$/.test(s)) return Number(s);
  const parts = s.split(/[\s-]+/).filter((p) => p !== "and");
  let total = 0;
  let current = 0;
  for (const p of parts) {
    const v = UNITS[p];
    if (v === undefined) return null;
    if (v === 100) current = (current || 1) * 100;
    else if (v === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else current += v;
  }
  return total + current;
}

export type DurationUnit = "day" | "week" | "month" | "year";

export interface Duration {
  value: number;
  unit: DurationUnit;
  /** whole days using the convention above */
  days: number;
  /** months (days / 30 for day units, rounded to 2 decimals) */
  months: number;
  business: boolean;
  start: number;
  end: number;
  text: string;
}

/**
 * Matches a quantity + unit. Groups: 1 words, 2 digits in brackets, 3 bare digits, 4 business, 5 unit.
 * Examples: "thirty (30) days", "30 days", "sixty days", "(90) days", "12-month", "one (1) year",
 * "3 months'", "ninety (90) calendar days", "5 (five) years", "one (I) year" and "3~year" as a scan prints them.
 */
const DURATION_SOURCE = `\\b(?:(${NUMBER_WORDS_SOURCE})\\s*(?:\\(\\s*(?:(\\d{1,4})|[Il])\\s*\\)\\s*)?|\\(?(\\d{1,4})\\)?\\s*(?:\\(\\s*(?:${NUMBER_WORDS_SOURCE})\\s*\\)\\s*)?)[\\s~-]*(?:(business|working|calendar|banking|consecutive|full|complete|whole|contract|agreement|fiscal|financial)\\s+)?(days?|weeks?|months?|years?|yrs?|mths?)\\b`;
const DURATION_RE = new RegExp(DURATION_SOURCE, "gi");

function unitOf(word: string): DurationUnit {
  const w = word.toLowerCase();
  if (w.startsWith("day")) return "day";
  if (w.startsWith("week")) return "week";
  if (w.startsWith("month") || w.startsWith("mth")) return "month";
  return "year";
}

export function toDays(value: number, unit: DurationUnit): number {
  switch (unit) {
    case "day":
      return value;
    case "week":
      return value * 7;
    case "month":
      return value * 30;
    case "year":
      return value * 365;
  }
}

export function toMonths(value: number, unit: DurationUnit): number {
  switch (unit) {
    case "day":
      return Math.round((value / 30) * 100) / 100;
    case "week":
      return Math.round(((value * 7) / 30) * 100) / 100;
    case "month":
      return value;
    case "year":
      return value * 12;
  }
}

/** All durations in `text` (offsets are relative to `text` plus `offset`). */
export function findDurations(text: string, offset = 0): Duration[] {
  const out: Duration[] = [];
  DURATION_RE.lastIndex = 0;
  for (let m = DURATION_RE.exec(text); m !== null; m = DURATION_RE.exec(text)) {
    const words = m[1];
    const bracket = m[2];
    const digits = m[3];
    let value: number | null = null;
    if (bracket) value = Number(bracket);
    else if (digits) value = Number(digits);
    else if (words) value = wordsToNumber(words);
    if (value === null || Number.isNaN(value)) continue;
    // "the 2026 calendar year" names a year, it is not a length
    if (digits?.length === 4 && value >= 1900 && value < 2200) continue;
    // "a day" / "an hour" style: only accept "a"/"an" when followed directly by the unit (handled by words)
    const unit = unitOf(m[5]);
    out.push({
      value,
      unit,
      days: toDays(value, unit),
      months: toMonths(value, unit),
      business: Boolean(m[4] && /business|working|banking/i.test(m[4])),
      start: offset + m.index,
      end: offset + m.index + m[0].length,
      text: m[0],
    });
  }
  return out;
}

const NET_RE = /\bnet\s*[-–]?\s*(\d{1,3})\b|\b(\d{1,3})\s+days?\s+net\b/i;

/** "Net 45" / "net-30" → 45 / 30. */
export function netDays(text: string): { days: number; index: number; length: number } | null {
  const m = NET_RE.exec(text);
  if (!m) return null;
  return { days: Number(m[1] ?? m[2]), index: m.index, length: m[0].length };
}

const PERCENT_RE = new RegExp(
  `(?:(\\d{1,3}(?:\\.\\d+)?)\\s*(?:%|per\\s*cent|percent)|\\b(${NUMBER_WORDS_SOURCE})\\s*(?:\\(\\s*(\\d{1,3}(?:\\.\\d+)?)\\s*%?\\s*\\)\\s*)?(?:per\\s*cent|percent|%)(?:\\s*\\(\\s*(\\d{1,3}(?:\\.\\d+)?)\\s*%\\s*\\))?)`,
  "gi",
);

export interface Percent {
  value: number;
  start: number;
  end: number;
  text: string;
}

/** Percentages: "10%", "99.9 %", "ten per cent", "five percent (5%)". */
export function findPercents(text: string, offset = 0): Percent[] {
  const out: Percent[] = [];
  PERCENT_RE.lastIndex = 0;
  for (let m = PERCENT_RE.exec(text); m !== null; m = PERCENT_RE.exec(text)) {
    let value: number | null = null;
    if (m[1]) value = Number(m[1]);
    else if (m[3]) value = Number(m[3]);
    else if (m[4]) value = Number(m[4]);
    else if (m[2]) value = wordsToNumber(m[2]);
    if (value === null) continue;
    out.push({ value, start: offset + m.index, end: offset + m.index + m[0].length, text: m[0] });
  }
  return out;
}

export type CurrencyCode = "GBP" | "USD" | "EUR" | "JPY" | "CAD" | "AUD" | "CHF" | "INR" | "CNY";

export interface Money {
  amount: number;
  currency: CurrencyCode | null;
  start: number;
  end: number;
  text: string;
}

const MULTIPLIERS: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mm: 1e6,
  billion: 1e9,
  bn: 1e9,
};

// an amount: "3,600.50" (commas for thousands), "3.600,50" (full stops for thousands, as in much of
// Europe), "3600.50" or "3600,50"; a full stop followed by three digits separates thousands
const AMOUNT =
  "\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?(?!\\d)|\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2})?(?!\\d)|\\d+(?:[.,]\\d{1,2})?(?!\\d)";
// symbol/code before the number, or a currency word after it
const MONEY_RE = new RegExp(
  `(?:(C\\$|A\\$|US\\$|£|\\$|€|¥|GBP|USD|EUR|JPY|CAD|AUD|CHF|INR|RMB|CNY|Rs\\.?)\\s?(${AMOUNT})(?:\\s?(thousand|million|billion|bn|mm|m|k)\\b)?|(?<![/\\d.,])\\b(${AMOUNT})(?:\\s?(thousand|million|billion))?\\s?(pounds?(?:\\s+sterling)?|sterling|dollars?|euros?|GBP|USD|EUR|CAD|AUD|JPY)\\b)`,
  "gi",
);

/** "3,600.50" -> 3600.5, "3.600,50" -> 3600.5, "3.600" -> 3600, "3,5" -> 3.5. */
export function parseAmount(num: string): number {
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(num)) return Number(num.replace(/\./g, "").replace(",", "."));
  if (/^\d+,\d{1,2}$/.test(num)) return Number(num.replace(",", "."));
  return Number(num.replace(/,/g, ""));
}

function currencyOf(token: string): CurrencyCode | null {
  const t = token.toLowerCase().replace(/\.$/, "");
  if (t === "£" || t === "gbp" || t.startsWith("pound") || t === "sterling") return "GBP";
  if (t === "$" || t === "us$" || t === "usd" || t.startsWith("dollar")) return "USD";
  if (t === "€" || t === "eur" || t.startsWith("euro")) return "EUR";
  if (t === "¥" || t === "jpy") return "JPY";
  if (t === "c$" || t === "cad") return "CAD";
  if (t === "a$" || t === "aud") return "AUD";
  if (t === "chf") return "CHF";
  if (t === "inr" || t === "rs") return "INR";
  if (t === "rmb" || t === "cny") return "CNY";
  return null;
}

/** Money amounts: "£12,000", "$5,000,000", "USD 2.5 million", "10,000 pounds", "€ 500". */
export function findMoney(text: string, offset = 0): Money[] {
  const out: Money[] = [];
  MONEY_RE.lastIndex = 0;
  for (let m = MONEY_RE.exec(text); m !== null; m = MONEY_RE.exec(text)) {
    const sym = m[1] ?? m[6];
    const num = m[2] ?? m[4];
    const mult = m[3] ?? m[5];
    if (!num) continue;
    let amount = parseAmount(num);
    if (mult) amount *= MULTIPLIERS[mult.toLowerCase()] ?? 1;
    out.push({
      amount,
      currency: sym ? currencyOf(sym) : null,
      start: offset + m.index,
      end: offset + m.index + m[0].length,
      text: m[0],
    });
  }
  return out;
}

/**
 * Every mention of `amount` in the text, as `findMoney` would find it, without running the money
 * pattern over the whole text: only around where the amount's digits are written ("2500", "2,500",
 * "2.500", "2 500"). An amount written only with a multiplier ("£2.5 million") falls back to a full scan.
 */
export function mentionsOfAmount(text: string, amount: number): Money[] {
  if (!Number.isInteger(amount) || amount <= 0 || amount >= 1_000_000_000)
    return findMoney(text).filter((m) => m.amount === amount);
  const groups = String(amount)
    .replace(/\B(?=(?:\d{3})+$)/g, "|")
    .split("|");
  const written = new RegExp(`(?<![\\d.,])${groups.join("[,. ]?")}(?!\\d)`, "g");
  const found = new Map<number, Money>();
  const around = (re: RegExp) => {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const from = Math.max(0, m.index - 12);
      for (const x of findMoney(text.slice(from, m.index + m[0].length + 40), from))
        if (x.amount === amount && x.start <= m.index && !found.has(x.start)) found.set(x.start, x);
    }
  };
  around(written);
  // "$5 million", "£12k": a round amount may also be written with a multiplier
  if (amount % 1000 === 0) around(/(?<![\d.,])\d[\d.,]*\s?(?:thousand|million|billion|bn|mm|m|k)\b/gi);
  if (found.size === 0) return findMoney(text).filter((m) => m.amount === amount);
  return [...found.values()].sort((a, b) => a.start - b.start);
}

/** Currency named in words anywhere ("pounds sterling", "US dollars"), for a default. */
export function currencyFromWords(text: string): CurrencyCode | null {
  const m = CURRENCY_WORD_RE.exec(text);
  return m ? currencyOf(m[1].replace(/^u\.?s\.?\s*/i, "")) : null;
}
const CURRENCY_WORD_RE =
  /(£|€|\bGBP\b|\bEUR\b|\bUSD\b|\bpounds?\s+sterling\b|\bsterling\b|\beuros?\b|\bU\.?S\.? dollars?\b|\$)/i;

/**
 * The first currency a contract names within its first `limit` characters. A contract's text is
 * searched once however many findings ask (searching a long text with no currency is slow).
 */
export function firstCurrencyIn(text: string, limit: number): CurrencyCode | null {
  if (firstCurrency?.text !== text) {
    const m = CURRENCY_WORD_RE.exec(text.slice(0, FIRST_CURRENCY_SPAN));
    firstCurrency = { text, at: m ? m.index + m[0].length : -1, code: m ? currencyFromWords(m[0]) : null };
  }
  return firstCurrency.at >= 0 && firstCurrency.at <= Math.min(limit, FIRST_CURRENCY_SPAN)
    ? firstCurrency.code
    : null;
}
const FIRST_CURRENCY_SPAN = 200_000;
let firstCurrency: { text: string; at: number; code: CurrencyCode | null } | null = null;
