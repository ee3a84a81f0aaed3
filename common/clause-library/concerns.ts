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

/** All "<number> <unit>" figures in the text with where they stand: "30 days", "three months", "two-year". */
function figures(text: string, unit: RegExp): Figure[] {
  const out: Figure[] = [];
  const pattern = new RegExp(`(${NUMBER})[\\s-]*${unit.source}`, "g");
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    out.push({ value: NUMBER_WORDS[m[1]] ?? Number(m[1]), index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * The figure the person is asking for: figures described as the problem ("90 days is too long") are
 * set aside; one introduced by "want", "need", "within"... wins; otherwise the last one left.
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
  const days = wanted(text, /(?:calendar\s+|business\s+|working\s+)?days?\b/);
  const months = wanted(text, /months?\b/);
  const years = wanted(text, /years?\b/);
  const percent = wanted(text, /%/);
  const hours = wanted(text, /(?:hours?|hrs?)\b/);
  return {
    days: days !== null ? Math.round(days) : months !== null ? Math.round(months * 30) : null,
    months,
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
    wantsNoAutoRenewal: /no auto|not (?:auto|automatic)|opt[- ]in|manual renewal/.test(text),
  };
}
