import { withoutClauseNumber } from "../clause-number";
import { numberToWords } from "./number-words";

/** a number in words: "thirty", "forty-five", "one hundred", "one hundred and twenty" */
const WORDS = String.raw`(?:[a-z]+\s+hundred(?:\s+and\s+[a-z]+(?:-[a-z]+)?)?|[a-z]+(?:-[a-z]+)?)`;
/** a length in words and figures ("thirty (30)"), figures ("30") or words ("thirty"), and its kind of day */
const LENGTH = String.raw`\b(?:${WORDS}\s+\((\d{1,3})\)|(\d{1,3})|(${WORDS}))\s+(?:(calendar|business|working)\s+)?`;

/**
 * The length of notice in a sentence: "thirty (30) days'", "30 days'", "three months'", followed by
 * the word notice ("... days' prior written notice", "... days written notice").
 */
const NOTICE_LENGTH_RE = new RegExp(
  String.raw`${LENGTH}(days?|months?|weeks?)(['’]?)(?=\s+(?:(?:prior|advance)\s+)?(?:written\s+)?(?:notice|notification)\b)`,
  "gi",
);

/** The same length written in the sentence's own style: words and figures, figures alone, or words alone. */
function lengthText(m: RegExpExecArray, days: number): string | null {
  const unit = m[5].toLowerCase();
  const months = unit.startsWith("month");
  if ((months && days % 30 !== 0) || unit.startsWith("week")) return null;
  const n = months ? days / 30 : days;
  const word = months ? (n === 1 ? "month" : "months") : n === 1 ? "day" : "days";
  const kind = m[4] ? `${m[4]} ` : "";
  const count = m[1] ? `${numberToWords(n)} (${n})` : m[2] ? String(n) : numberToWords(n);
  // "three months' notice" but "one month's notice"
  const possessive = m[6] && n === 1 ? `${m[6]}s` : m[6];
  return `${count} ${kind}${word}${possessive}`;
}

/** The days to pay: "within forty-five (45) days of receipt", "30 days after the invoice date". */
const PAY_LENGTH_RE = new RegExp(
  String.raw`${LENGTH}(days?)(['’]?)(?=\s+(?:of|after|from|following)\s+(?:the\s+)?(?:receipt|date|its|issue|invoice|the\s+invoice|delivery|the\s+end))`,
  "gi",
);

/**
 * `original` with its one length matching `re` set to `days`, and what follows the length passed
 * through `after`; null when it has none or several.
 */
function withLength(
  sentence: string,
  re: RegExp,
  days: number,
  after: (rest: string, before: string) => string = (rest) => rest,
): string | null {
  // the document keeps the clause number; a proposal replaces only the words after it
  const original = withoutClauseNumber(sentence);
  const found = [...original.matchAll(re)];
  if (found.length !== 1) return null;
  const m = found[0] as RegExpExecArray;
  const text = lengthText(m, days);
  if (text === null) return null;
  const at = m.index ?? 0;
  return `${original.slice(0, at)}${text}${after(original.slice(at + m[0].length), original.slice(0, at))}`.trim();
}

/** Notice to stop a renewal: "ninety (90) days' notice", "at least 60 days before the end of the then-current term". */
const RENEWAL_NOTICE_RE = new RegExp(
  String.raw`${LENGTH}(days?|months?|weeks?)(['’]?)(?=\s+(?:(?:prior|advance)\s+)?(?:written\s+)?(?:notice|notification)\b|\s+(?:before|prior\s+to)\s+(?:the\s+)?(?:end|expiry|expiration|renewal|last\s+day))`,
  "gi",
);

/** The contract's own renewal sentence with only the notice to stop it changed. */
export const withRenewalNoticeDays = (original: string, days: number) =>
  withLength(original, RENEWAL_NOTICE_RE, days);

/** an invoice, with the words that qualify it: "invoice", "valid VAT invoice", "correct and undisputed invoice" */
const INVOICE = String.raw`(?:(?:valid|correct|proper|undisputed|relevant|applicable|VAT|and)\s+)*invoice`;
const DET = String.raw`(?:the|each|an|any|such|its|a|that|every|the\s+relevant)`;
/** a party named after "by" or "from": "the Customer", "Licensee", "the Hire Company" */
const PARTY = String.raw`(?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)*`;
/** "the end of the month in which the invoice is received", "the end of the month of invoice" */
const MONTH_END = String.raw`(?:the\s+)?end\s+of\s+the\s+(?:calendar\s+)?month\s+(?:in\s+which\s+${DET}\s+${INVOICE}\s+(?:is|was|has\s+been)\s+(?:received|issued|dated|rendered|submitted|raised|sent)(?:\s+by\s+${PARTY})?|of\s+(?:(?:the\s+)?date\s+of\s+)?(?:${DET}\s+)?(?:${INVOICE}(?:\s+date)?|receipt(?:\s+of\s+${DET}\s+${INVOICE})?))`;
/** "receipt", "the date of receipt of the invoice", "receipt by the Customer of a valid invoice from the Supplier" */
const RECEIPT = String.raw`(?:(?:the\s+)?date\s+of\s+)?(?:(?:the|its)\s+)?receipt(?:\s+by\s+${PARTY})?(?:\s+of\s+${DET}\s+${INVOICE})?(?:\s+(?:by|from)\s+${PARTY})?`;
/** "the date of the invoice", "the date of invoice", "the invoice date", "its date", "issue of the invoice", "the invoice" */
const INVOICE_DATE = String.raw`(?:its\s+date|(?:the\s+)?(?:date\s+of\s+(?:(?:issue|issuing)\s+of\s+)?(?:${DET}\s+)?${INVOICE}|${INVOICE}\s+date|(?:issue|issuing|submission|rendering)\s+of\s+(?:${DET}\s+)?${INVOICE}|${INVOICE}))`;
/** what follows the days to pay, read as what they are counted from */
const COUNTED_FROM_RE = new RegExp(
  String.raw`^\s+(of|after|from|following)\s+(?:(${MONTH_END})|(${RECEIPT})|(${INVOICE_DATE}))\b`,
);

/**
 * The contract's own payment sentence with only the days to pay changed, and, when `countFrom` is
 * given, the days counted from that point: "invoice" (a supplier's proposal: "of the date of the
 * invoice") or "receipt" (a customer's: "of receipt of a valid invoice"). The whole phrase saying what
 * the days run from is replaced, so "of the date of receipt of the invoice" does not become "of the
 * date of the date of the invoice"; a phrase already counting from the wanted point is left as written.
 */
export const withPaymentDays = (
  sentence: string,
  days: number,
  countFrom: "invoice" | "receipt" | null = null,
) =>
  withLength(sentence, PAY_LENGTH_RE, days, (rest, before) =>
    countFrom ? countedFrom(rest, countFrom, /\bnet\s*$/i.test(before)) : rest,
  );

/** What follows the days to pay, counted from the invoice's date or from its receipt. */
function countedFrom(rest: string, countFrom: "invoice" | "receipt", net: boolean): string {
  const from = COUNTED_FROM_RE.exec(rest);
  if (!from) return rest;
  const [whole, word, monthEnd, receipt] = from;
  // a phrase already counting from the wanted point stays as the contract writes it
  if (countFrom === "invoice" ? !monthEnd && !receipt : receipt) return rest;
  // "net thirty (30) days from the invoice date" reads "net ninety (90) days from receipt", never
  // "net ... days of receipt": after "net" the days run from a point, they are not days of it
  const wanted = countFrom === "invoice" ? "the date of the invoice" : "receipt of a valid invoice";
  return ` ${net ? (word === "of" ? "from" : word) : "of"} ${wanted}${rest.slice(whole.length)}`;
}

/**
 * The contract's own sentence with only its notice period changed ("Client may terminate this
 * Agreement or any SOW for convenience upon ninety (90) days' written notice"), so a proposal keeps
 * everything else the sentence says. Null when the sentence states no notice, or more than one.
 */
export const withNoticeDays = (original: string, days: number) =>
  withLength(original, NOTICE_LENGTH_RE, days);

/**
 * "by the 10th day of the following month", "no later than the 20th of the month following the month
 * of invoice": a day in the month after a month (captured: the words naming that month, when given)
 */
const NTH_OF_NEXT_MONTH_RE =
  /\b(?:by|on|before|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+)?of\s+(?:the\s+)?(?:(?:calendar\s+)?month\s+(?:following|after|next\s+following)(?:\s+(the\s+(?:calendar\s+)?month\s+(?:of|in\s+which)\s+[^.;,]{1,60}?))?|(?:following|next)\s+(?:calendar\s+)?month)(?=\s*[.;,]|\s*$)/gi;
/** "payable on receipt of the invoice", "due upon receipt": no time at all to pay */
const ON_RECEIPT_RE = /\b(?:immediately\s+)?(?:on|upon)\s+(?=receipt\b)/gi;

/**
 * The contract's own payment sentence with its time to pay set to `days`, when it states that time once:
 * as days ("within 14 days of receipt"), as a day of the next month ("by the 10th day of the following
 * month", which becomes days after the end of the month each payment relates to) or as "on receipt".
 * Null when the sentence states no time to pay this can change, or several.
 */
export function withPaymentTime(
  sentence: string,
  days: number,
  countFrom: "invoice" | "receipt" | null = null,
): string | null {
  const own = withPaymentDays(sentence, days, countFrom);
  if (own !== null) return own;
  const body = withoutClauseNumber(sentence).trim();
  // the sentence's own style: figures when it writes "10th", words and figures otherwise
  const nextMonth = [...body.matchAll(NTH_OF_NEXT_MONTH_RE)];
  if (nextMonth.length === 1) {
    const m = nextMonth[0];
    const month = m[1] ?? "the month to which it relates";
    const at = m.index ?? 0;
    return `${body.slice(0, at)}within ${days} ${days === 1 ? "day" : "days"} after the end of ${month}${body.slice(at + m[0].length)}`;
  }
  const onReceipt = [...body.matchAll(ON_RECEIPT_RE)];
  if (onReceipt.length === 1 && days > 0) {
    const m = onReceipt[0];
    const at = m.index ?? 0;
    return `${body.slice(0, at)}within ${numberToWords(days)} (${days}) days of ${body.slice(at + m[0].length)}`;
  }
  return null;
}
