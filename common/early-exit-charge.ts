/**
 * How a charge for ending a contract early is written, read by the engine's early-termination finding
 * and by the clause library drafting its limit, so the wording asks for what the finding says.
 */

/** the whole of the remaining charges, rather than a fixed fee or a share of them */
const WHOLE_RE =
  /\b(?:all|the\s+whole|the\s+full|100\s?%)\b[^.;]{0,40}?\b(?:charges|fees|amounts?|sums?|rentals?|rent|payments|instalments)\b|\bbalance\s+of\s+the\s+(?:\w+\s+)?(?:charges|fees|rentals?)|\b(?:charges|fees|rentals?|rent)\s+(?:\w+\s+){0,2}?for\s+the\s+(?:rest|remainder|balance|unexpired\s+(?:part|portion))\s+of\b/i;
const SHARE_RE = /\b(?!100\b)\d{1,2}(?:\.\d+)?\s*(?:%|per\s*cent)\s+of\b/i;
/** no charge where the customer leaves because of the supplier's breach */
const BREACH_EXCEPTED_RE =
  /\b(?:other\s+than|except\s+(?:for|where|if|on)|save\s+(?:for|where))\b[^.;]{0,60}?\bbreach\b/i;
/** the charge is the price of a right to leave on notice */
const PRICE_OF_NOTICE_RIGHT_RE =
  /\bmay\s+(?:\w+\s+){0,4}?(?:terminate|end|cancel)\b[^.;]{0,80}?\bnotice\b[^.;]{0,40}?\b(?:if|provided|subject\s+to|on\s+(?:condition|payment))\b/i;

/** The charge is the rest of the term's charges ("all hire charges for the rest of the Minimum Period"). */
export const chargesRestOfTerm = (text: string) => WHOLE_RE.test(text) && !SHARE_RE.test(text);

/** No charge is due where the other side's breach ends the contract, or the charge buys a right to leave. */
export const chargeExcusedOrBought = (text: string) =>
  BREACH_EXCEPTED_RE.test(text) || PRICE_OF_NOTICE_RIGHT_RE.test(text);
