const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** English words for 0-999 ("ninety", "one hundred and twenty"), as contracts write them. */
export function numberToWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999) return String(n);
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : "");
  const rest = n % 100;
  return `${ONES[Math.floor(n / 100)]} hundred${rest ? ` and ${numberToWords(rest)}` : ""}`;
}

/** "thirty (30) days" */
export const daysPhrase = (days: number) => `${numberToWords(days)} (${days}) day${days === 1 ? "" : "s"}`;
/** "twelve (12) months" */
export const monthsPhrase = (months: number) =>
  `${numberToWords(months)} (${months}) month${months === 1 ? "" : "s"}`;

/** "five (5) years" */
export const yearsPhrase = (years: number) =>
  `${numberToWords(years)} (${years}) year${years === 1 ? "" : "s"}`;

/** a count written in words or figures, as contracts write them: "14", "fourteen (14)", "twenty-eight" */
export const COUNT_SOURCE = String.raw`(?:[a-z]+(?:[\s-][a-z]+)?\s+)?\(\d{1,3}\)|\d{1,3}|(?:${TENS.slice(2).join("|")})(?:[\s-](?:${ONES.slice(1, 10).join("|")}))?|${ONES.slice(1).reverse().join("|")}`;

/** the number a count gives: its figure, else its words ("twenty-eight" -> 28); null when neither reads */
export function countValue(count: string): number | null {
  const figure = /\d+/.exec(count);
  if (figure) return Number(figure[0]);
  const [tens, ones] = count
    .toLowerCase()
    .trim()
    .split(/[\s-]+/);
  const t = numberFromWord(tens ?? "");
  if (t === null) return null;
  if (!ones) return t;
  const o = numberFromWord(ones);
  return o !== null && o < 10 && t >= 20 ? t + o : null;
}

/** "five" -> 5, "twenty" -> 20: a number written as one word, 0-99 in tens; null for anything else */
export function numberFromWord(word: string): number | null {
  const w = word.toLowerCase();
  const one = ONES.indexOf(w);
  if (one >= 0) return one;
  const ten = TENS.indexOf(w);
  return ten >= 2 ? ten * 10 : null;
}
