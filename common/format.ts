/**
 * Number and date formatting used by every screen, e-mail and document (UI.md: "formatted once in
 * common/"). Dates are calendar dates, so they are read and written in UTC to avoid a date moving by
 * one day depending on the viewer's time zone.
 */

export const DEFAULT_CURRENCY = "GBP";

export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  GBP: "£",
  USD: "$",
  EUR: "€",
  JPY: "¥",
  CAD: "C$",
  AUD: "A$",
};

/** Currencies that have no minor unit, so they are always shown without decimals. */
const ZERO_DECIMAL_CURRENCIES = new Set(["JPY"]);

const EMPTY = "—";

const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Symbol for a currency code (case-insensitive); an unknown code is returned as the code itself. */
export function currencySymbol(currency: string | null | undefined = DEFAULT_CURRENCY): string {
  const code = (currency || DEFAULT_CURRENCY).trim().toUpperCase();
  return CURRENCY_SYMBOLS[code] ?? code;
}

/** `£18,000`, `$1,200.50`, `-£500`; pence only when the amount is not whole. Null or NaN gives '—'. */
export function formatMoney(
  value: number | null | undefined,
  currency: string | null = DEFAULT_CURRENCY,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  const code = (currency || DEFAULT_CURRENCY).trim().toUpperCase();
  const rounded = ZERO_DECIMAL_CURRENCIES.has(code) ? Math.round(value) : Math.round(value * 100) / 100;
  const isWhole = Number.isInteger(rounded);
  const digits = new Intl.NumberFormat("en-GB", {
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: isWhole ? 0 : 2,
  }).format(Math.abs(rounded));
  const symbol = currencySymbol(code);
  // Unknown codes read better with a space: "CHF 1,200".
  const prefix = CURRENCY_SYMBOLS[code] ? symbol : `${symbol} `;
  return `${rounded < 0 ? "-" : ""}${prefix}${digits}`;
}

/**
 * Reads an amount typed by a person or found in a document: `£12,500.00`, `GBP 12,500`, `C$1,200`,
 * `12 500`. Commas and spaces are thousands separators (UK style). Returns null when no number is found.
 */
export function parseMoney(text: string | number | null | undefined): number | null {
  if (typeof text === "number") return Number.isFinite(text) ? text : null;
  if (!text) return null;
  const cleaned = text.replace(/[,\s]/g, "").replace(/[^0-9.-]/g, "");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const pad2 = (n: number) => String(n).padStart(2, "0");

/** `1 contract`, `3 contracts`; `many` for irregular plurals. */
export const plural = (count: number, word: string, many = `${word}s`) =>
  `${count} ${count === 1 ? word : many}`;

/** `YYYY-MM-DD` of the person's own calendar date (local time): the day they would write on a file. */
export const localIsoDate = (now: Date) =>
  `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;

/** `{original name without extension}_{label}_{YYYY-MM-DD}.{extension}`, dated the day of the download. */
export function datedFileName(
  originalName: string,
  label: string,
  now = new Date(),
  extension = "docx",
): string {
  const base = originalName.replace(/\.[^./\\]*$/, "").trim() || "contract";
  return `${base}_${label}_${localIsoDate(now)}.${extension}`;
}

/** `DD/MM/YYYY` of the UTC calendar date; null, empty or invalid input gives '—'. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  return `${pad2(date.getUTCDate())}/${pad2(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** `YYYY-MM-DD` of the UTC calendar date, or null for missing or invalid input. */
export function toIsoDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  if (!date) return null;
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/**
 * `14 Jan, 09:30` (notification times). The time zone defaults to Europe/London because the product's
 * users are mainly in the UK; pass the browser's zone to show local time. Month names come from a fixed
 * list because ICU versions disagree on some short names ("Sep" / "Sept").
 */
export function formatDateTime(value: string | Date | null | undefined, timeZone = "Europe/London"): string {
  const date = toDate(value);
  if (!date) return EMPTY;
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const month = MONTHS_SHORT[Number(part("month")) - 1];
  return `${Number(part("day"))} ${month}, ${part("hour")}:${part("minute")}`;
}

/** `60 days`, `1 day`, `0 days`, `-3 days`. */
export function formatDays(days: number | null | undefined): string {
  if (days === null || days === undefined || !Number.isFinite(days)) return EMPTY;
  return `${days} ${Math.abs(days) === 1 ? "day" : "days"}`;
}

/** `99.9%`, `50%`: at most `maxDecimals` decimals, trailing zeros dropped. */
export function formatPercent(value: number | null | undefined, maxDecimals = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  return `${new Intl.NumberFormat("en-GB", { maximumFractionDigits: maxDecimals }).format(value)}%`;
}

/**
 * `14/01/2026` → `2026-01-14`. Also accepts `-` or `.` separators, one-digit day or month, a two-digit
 * year (read as 20yy) and a date already in `YYYY-MM-DD`. Returns null for anything else or for a date
 * that does not exist (31/02/2026).
 */
export function parseUkDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const trimmed = text.trim();
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const uk = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(trimmed);
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (uk) {
    day = Number(uk[1]);
    month = Number(uk[2]);
    year = uk[3].length === 2 ? 2000 + Number(uk[3]) : Number(uk[3]);
  } else {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return toIsoDate(date);
}

/** "the supplier may ..." -> "The supplier may ...". */
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const COMPANY_WORDS: Readonly<Record<string, string>> = {
  LTD: "Ltd",
  PLC: "plc",
  INC: "Inc",
  CO: "Co",
  AND: "and",
  OF: "of",
  THE: "the",
  // particles in names ("EL POLLO LOCO, INC.", "BANCO DE LA PLATA SA"), not initialisms
  EL: "el",
  LA: "la",
  LE: "le",
  LES: "les",
  DE: "de",
  DEL: "del",
  DU: "du",
  DA: "da",
  DI: "di",
  VAN: "van",
  VON: "von",
  DER: "der",
  LOS: "los",
  LAS: "las",
};

const COMPANY_SUFFIX_RE =
  /\b(?:LTD|LIMITED|LLP|PLC|INC|LLC|CORP|CORPORATION|CO|COMPANY|GMBH|AG|SA|SAS|SARL|SRL|SPA|BV|NV|AS|ASA|AB|OY|OYJ|APS|SE|KG|PTE|PTY|BHD|ULC|GROUP|HOLDINGS|LP|PARTNERS|TRUST)\b/;

/**
 * A company name written in capitals, as a letter addresses it: "BRIGHTSIDE CLEANING SERVICES LTD"
 * -> "Brightside Cleaning Services Ltd". Short words stay in capitals ("IBM UK LTD" -> "IBM UK Ltd");
 * a name with small letters is kept as written.
 */
export function companyNameCase(name: string, writtenIn?: string): string {
  if (/[a-z]/.test(name) || !/[A-Z]/.test(name)) return name;
  if (writtenIn)
    return companyNameCase(name).replace(/[A-Za-z]+/g, (w) => writtenSpelling(w, writtenIn) ?? w);
  // a person's name ("SAM OKAFOR") has no initialisms to keep
  const company = COMPANY_SUFFIX_RE.test(name);
  let first = true;
  return name.replace(/[A-Z][A-Z'’]*/g, (w) => {
    const isFirst = first;
    first = false;
    const bare = w.replace(/['’]/g, "");
    const known = COMPANY_WORDS[bare];
    if (known) return isFirst ? upperFirst(known) : known;
    if (bare.length <= 3 && company) return w;
    return w.charAt(0) + w.slice(1).toLowerCase();
  });
}

/**
 * How the text spells a word with a capital inside it ("PixelForge", "McAllister"), for a word it
 * also sets in capitals ("PIXELFORGE STUDIO LIMITED"): re-casing would otherwise give "Pixelforge".
 */
export function writtenSpelling(word: string, text: string): string | null {
  if (!/^[A-Za-z]{3,}$/.test(word)) return null;
  for (const m of text.matchAll(new RegExp(String.raw`\b${word}\b`, "gi")))
    if (/[a-z]/.test(m[0]) && /[A-Z]/.test(m[0].slice(1))) return m[0];
  return null;
}

/** "a", "a and b", "a, b and c". */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * Text with its whitespace collapsed; when longer than `max`, cut at the last whole word within
 * `max` (a trailing comma, semicolon or colon dropped). `cut` says whether anything was left out.
 */
export function wholeWordsWithin(text: string, max: number): { text: string; cut: boolean } {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return { text: flat, cut: false };
  const head = flat.slice(0, max);
  const lastSpace = head.lastIndexOf(" ");
  const whole = lastSpace > max / 2 ? head.slice(0, lastSpace) : head;
  return { text: whole.replace(/[,;:]$/, "").trimEnd(), cut: true };
}
