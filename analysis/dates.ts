/**
 * Calendar dates written in contracts: "May 8, 2014", "8th day of May 2014", "1 October 2019",
 * "29/3/18", "2014-05-08", and blanks to be filled in ("the ___ day of ______, 2019").
 * Numeric dates are read day/month/year (UK), or month/day/year in a contract written the American
 * way (see `numericDateOrder`); a date that can only be read one way ("12/25/2020", "25/12/2020") is
 * read that way whatever the contract's order.
 */

const MONTHS =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec";
const MONTH_INDEX: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const UNIT_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"];
const TEEN_ORDINALS = [
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
];
const DAY_WORDS = `(?:twenty|thirty)[\\s-]?(?:${UNIT_ORDINALS.join("|")})|${[...UNIT_ORDINALS, ...TEEN_ORDINALS, "twentieth", "thirtieth"].join("|")}`;

/** "twenty-first" -> 21 */
function dayFromWords(words: string): number {
  const w = words.toLowerCase().replace(/[\s-]+/g, "");
  if (w === "twentieth") return 20;
  if (w === "thirtieth") return 30;
  const tens = w.startsWith("twenty") ? 20 : w.startsWith("thirty") ? 30 : 0;
  const rest = tens ? w.slice(6) : w;
  const unit = UNIT_ORDINALS.indexOf(rest);
  return unit >= 0 ? tens + unit + 1 : 10 + TEEN_ORDINALS.indexOf(rest);
}

// Each alternative captures its parts in named groups.
const DATE_SOURCE = [
  // the last day of February 2023 / the last day in February, 2023
  `(?:the\\s+)?last\\s+day\\s+(?:of|in)\\s+(?<m9>${MONTHS})\\.?\\s*,?\\s*(?<y9>\\d{4})`,
  // May 8, 2014 / May 8th 2014 / June 1st, 2020
  `(?<m1>${MONTHS})\\.?\\s+(?<d1>\\d{1,2})\\s*(?:st|nd|rd|th)?\\s*,?\\s*(?<y1>\\d{4})`,
  // 8th day of May 2014 / 27t h day of March, 2017 / the 26 day of January, 2007 / (1st) day of January, 1996
  // and "30th day of April" without a year
  `\\(?(?<d2>\\d{1,2})\\s*(?:s\\s*t|n\\s*d|r\\s*d|t\\s*h)?\\)?\\s+day\\s+of\\s+(?<m2>${MONTHS})\\.?(?:\\s*,?\\s*(?:in\\s+the\\s+year\\s+)?(?<y2>\\d{4}|\\d{3}_|\\d{2}_{1,2}))?`,
  // 1 October 2019 / 1st October, 2019 / the 1st of March, 2003
  `(?<d3>\\d{1,2})\\s*(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<m3>${MONTHS})\\.?\\s*,?\\s*(?<y3>\\d{4})`,
  // 2014-05-08
  `(?<y4>\\d{4})-(?<m4>\\d{1,2})-(?<d4>\\d{1,2})`,
  // 29/3/18, 08.05.2014, 3-14-18
  `(?<a5>\\d{1,2})(?<sep>[/.-])(?<b5>\\d{1,2})\\k<sep>(?<y5>\\d{4}|\\d{2})(?![\\d/])`,
  // blanks: "September ___, 2019", "____ day of ______, 20__", "this day of , 2015"
  `(?<m6>${MONTHS})\\s+_{2,}\\s*,?\\s*(?<y6>\\d{4}|\\d{2}_+)`,
  `(?:_{2,}|\\[[^\\]\\n]{0,5}\\]|this|the)\\s*day\\s+of\\s+(?:_{2,}|\\[[^\\]\\n]{0,5}\\]|${MONTHS})?\\s*,?\\s*(?<y7>(?:19|20)\\d{2}|(?:19|20)_*|_{2,}|\\[[^\\]\\n]{0,5}\\])`,
].join("|");

/** every ordinal day name ends in "st", "nd", "rd" or "th" before "(day) of" */
const WORD_DAY_HINT_RE = /(?:st|nd|rd|th)\s+(?:day\s+)?of\s/i;
const WORD_DATE_RE = new RegExp(
  `\\b(?<dw>${DAY_WORDS})\\s+(?:day\\s+)?of\\s+(?<mw>${MONTHS})\\.?\\s*,?\\s*(?<yw>\\d{4})`,
  "gi",
);

const DATE_RE = new RegExp(
  `(?<!\\d)(?:${DATE_SOURCE}|(?<=\\b(?:of|dated|on|made|effective)\\s{1,3})_*\\s*,\\s*(?<y8>(?:19|20)\\d{2})\\b)`,
  "gi",
);

export interface FoundDate {
  /** ISO YYYY-MM-DD or null when the date is blank or incomplete */
  value: string | null;
  start: number;
  end: number;
  text: string;
}

function iso(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return null;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

const lastDayOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** "December", 2027 -> "2027-12-31": the last day of a named month; null for a name that is not a month. */
export function monthEndIso(monthName: string, year: number): string | null {
  const m = month(monthName);
  return m ? iso(year, m, lastDayOfMonth(year, m)) : null;
}

function year(y: string): number {
  const n = Number(y);
  if (y.length === 2) return n < 50 ? 2000 + n : 1900 + n;
  return n;
}

function month(name: string): number {
  return MONTH_INDEX[name.toLowerCase().slice(0, name.toLowerCase().startsWith("sept") ? 4 : 3)] ?? 0;
}

/** How a contract writes numeric dates: day/month/year, or month/day/year as in the United States. */
export type DateOrder = "dmy" | "mdy";

const US_STATES =
  "alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new\\s+hampshire|new\\s+jersey|new\\s+mexico|new\\s+york|north\\s+carolina|north\\s+dakota|ohio|oklahoma|oregon|pennsylvania|rhode\\s+island|south\\s+carolina|south\\s+dakota|tennessee|texas|utah|vermont|virginia|washington|west\\s+virginia|wisconsin|wyoming|district\\s+of\\s+columbia";
const US_LAW_RE = new RegExp(
  `\\blaws?\\s+of\\s+(?:the\\s+)?(?:(?:state|commonwealth)\\s+of\\s+)?(?:${US_STATES})\\b|\\b(?:${US_STATES})\\s+(?:corporation|limited\\s+liability\\s+company|general\\s+partnership|limited\\s+partnership)\\b|\\bunited\\s+states\\s+of\\s+america\\b|\\bu\\.s\\.\\s+dollars\\b`,
  "gi",
);
const US_SPELLING_RE =
  /\b(?:organization|authorized|color|center|favor|labor|behavior|honor|license[ds]?\s+(?:agreement|fee))\b/gi;
const OTHER_RE =
  /\b(?:england(?:\s+and\s+wales)?|scotland|northern\s+ireland|ireland|australia|new\s+zealand|india|singapore|hong\s+kong|germany|france|netherlands|switzerland|sweden|canada|ontario|british\s+columbia|licence|organisation|authorised|colour|centre|favour|labour|behaviour|honour)\b/gi;
const OTHER_SUFFIX_RE = /\b(?:VAT|GmbH|Ltd|plc|PLC|LLP)\b/g;

function count(re: RegExp, text: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(text) !== null && n < 200) n++;
  return n;
}

/**
 * The contract's numeric date order. Dates in the text that can only be read one way ("25/12/2020",
 * "12/25/2020") decide; otherwise American context (governed by a US state's law, a Delaware
 * corporation, dollars, American spelling) against British and other context (pounds, euros, English or
 * other law, "Ltd", "licence", British spelling).
 */
export function numericDateOrder(text: string): DateOrder {
  // one analysis asks for the same text more than once
  if (lastOrder?.text === text) return lastOrder.order;
  const order = readDateOrder(text);
  lastOrder = { text, order };
  return order;
}
let lastOrder: { text: string; order: DateOrder } | null = null;

function readDateOrder(text: string): DateOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  // the character before is checked by hand: a lookbehind at every position is slow on long texts
  for (const m of text.matchAll(/\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})(?![\d/])/g)) {
    const at = m.index ?? 0;
    if (at > 0 && /[\d/.-]/.test(text[at - 1])) continue;
    const parts = /^(\d{1,2})([/.-])(\d{1,2})\2/.exec(m[0]);
    if (!parts) continue;
    const a = Number(parts[1]);
    const b = Number(parts[3]);
    if (a > 12 && a <= 31 && b <= 12) dayFirst++;
    else if (b > 12 && b <= 31 && a <= 12) monthFirst++;
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst ? "dmy" : "mdy";
  const t = text.slice(0, 200_000);
  const us = count(US_LAW_RE, t) * 3 + Math.min(count(/\$\s?\d/g, t), 5) + count(US_SPELLING_RE, t);
  const other = count(OTHER_RE, t) + count(OTHER_SUFFIX_RE, t) + Math.min(count(/[£€]\s?\d/g, t), 5) * 2;
  return us > other ? "mdy" : "dmy";
}

/** Every date in `text` (offsets relative to `text` plus `offset`), numeric dates in the given order. */
export function findDates(
  text: string,
  offset = 0,
  order: DateOrder | (() => DateOrder) = "dmy",
): FoundDate[] {
  const out: FoundDate[] = [];
  DATE_RE.lastIndex = 0;
  for (let m = DATE_RE.exec(text); m !== null; m = DATE_RE.exec(text)) {
    const g = m.groups ?? {};
    let value: string | null = null;
    if (g.m1) value = iso(Number(g.y1), month(g.m1), Number(g.d1));
    else if (g.m2) value = g.y2 && /^\d{4}$/.test(g.y2) ? iso(Number(g.y2), month(g.m2), Number(g.d2)) : null;
    else if (g.m3) value = iso(Number(g.y3), month(g.m3), Number(g.d3));
    else if (g.m9) value = iso(Number(g.y9), month(g.m9), lastDayOfMonth(Number(g.y9), month(g.m9)));
    else if (g.y4) value = iso(Number(g.y4), Number(g.m4), Number(g.d4));
    else if (g.a5) {
      const a = Number(g.a5);
      const b = Number(g.b5);
      const y = year(g.y5);
      // in the contract's order unless that is impossible
      // the contract's order is worked out only when a date could be read either way
      const dayFirst = a > 12 || (b <= 12 && (typeof order === "function" ? order() : order) === "dmy");
      value = dayFirst ? iso(y, b, a) : iso(y, a, b);
    }
    out.push({ value, start: offset + m.index, end: offset + m.index + m[0].length, text: m[0] });
  }
  // "the fifth day of May 2026": read apart, and only where an ordinal word can be, so the common pass
  // above does not try every word of every text against the day names
  if (!WORD_DAY_HINT_RE.test(text)) return out;
  WORD_DATE_RE.lastIndex = 0;
  for (let m = WORD_DATE_RE.exec(text); m !== null; m = WORD_DATE_RE.exec(text)) {
    const start = offset + m.index;
    const end = start + m[0].length;
    if (out.some((d) => d.start < end && start < d.end)) continue;
    const g = m.groups ?? {};
    out.push({ value: iso(Number(g.yw), month(g.mw), dayFromWords(g.dw)), start, end, text: m[0] });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Add a number of months (or days) to an ISO date; returns ISO. */
export function addToIso(isoDate: string, months: number, days = 0): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const dt = new Date(Date.UTC(y, m - 1 + months, d + days));
  return dt.toISOString().slice(0, 10);
}
