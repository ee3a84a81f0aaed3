import { cancellationChargeAdvice, earlyTerminationChargeAdvice } from "../advice/index";
import { sentencesWithWords, triggerWords } from "../doc";
import { roleOfPhrase } from "../parties";
import type { AdvancedClause, PartyChoice } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, sideLabels } from "./util";

const WORDS = triggerWords(["remainder", "rest", "balance", "remaining", "unexpired", "early"]);
/** leaving early costs the charges for the rest of the term, or a named early termination fee */
const CHARGE_RE =
  /\bearly\s+termination\s+(?:fees?|charges?|payments?)\b|\b(?:pay|paid|payable|liable\s+(?:for|to\s+pay))\b[^.;]{0,90}?\b(?:rest|remainder|balance|remaining|unexpired)\b[^.;]{0,50}?\b(?:term|period|charges|fees|contract|months?)\b/i;
const ENDING_RE =
  /\b(?:terminat\w*|end(?:s|ed)?\s+(?:the|this|your|its)\s+(?:\w+\s+)?(?:contract|agreement|subscription|retainer|services?|engagement|plan|membership|licen[cs]e|hire|rental)|cancel\w*|early)\b/i;
const PAY_DUTY_RE = /\b(?:pay|pays|payable|paid|liable|owe|owes|due|payment\s+of)\b/i;
const DEFINITION_RE =
  /^\W*(?:\(?[a-z0-9.]{1,6}\)?\s*)?["“][^"”]{1,60}["”]\s+(?:means|shall\s+mean|has\s+the\s+meaning)\b/i;
/** money going back to the customer is a refund, not a charge */
const REFUND_RE = /\b(?:refund\w*|credit\w*|repay\w*|reimburs\w*)\b/i;
const PAYER_RE =
  /\b(you|we|(?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})\s+(?:must|shall|will|agrees?\s+to|is\s+liable\s+to|are\s+liable\s+to)\s+(?:\w+\s+){0,2}?pay\b/;
/** "If the Supplier terminates early it shall pay ...": the party that leaves pays */
const LEAVER_RE =
  /\b[Ii]f\s+((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3}|you|we)\s+(?:terminates?|ends?|cancels?)\b/;
/** the whole of the remaining charges, rather than a fixed fee or a share of them */
const WHOLE_RE =
  /\b(?:all|the\s+whole|the\s+full|100\s?%)\b[^.;]{0,40}?\b(?:charges|fees|amounts?|sums?|rentals?|rent|payments|instalments)\b|\bbalance\s+of\s+the\s+(?:\w+\s+)?(?:charges|fees|rentals?)|\b(?:charges|fees|rentals?|rent)\s+(?:\w+\s+){0,2}?for\s+the\s+(?:rest|remainder|balance|unexpired\s+(?:part|portion))\s+of\b/i;

/** no charge where the customer leaves because of the supplier's breach */
const BREACH_EXCEPTED_RE =
  /\b(?:other\s+than|except\s+(?:for|where|if|on)|save\s+(?:for|where))\b[^.;]{0,60}?\bbreach\b/i;

/** A charge for ending the contract early: the customer pays the rest of the term, or a set fee. */
export function earlyTerminationFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!CHARGE_RE.test(raw) || !ENDING_RE.test(raw) || REFUND_RE.test(raw)) continue;
    // the duty to pay, not a definition of the fee or a list of schedules naming it
    if (!PAY_DUTY_RE.test(raw) || DEFINITION_RE.test(raw)) continue;
    const payerWords = PAYER_RE.exec(raw)?.[1] ?? LEAVER_RE.exec(raw)?.[1];
    const payer: PartyChoice | null = payerWords ? (roleOfPhrase(payerWords, ctx.lexicon) ?? null) : null;
    // a charge the supplier pays for walking away is the customer's protection, not a lock-in
    if (payer === "supplier") continue;
    const mine = payer === null ? null : isUserRole(payer, ctx);
    const whole = WHOLE_RE.test(raw);
    const breachExcepted = BREACH_EXCEPTED_RE.test(raw);
    const customerView = ctx.side === "customer";
    return [
      finding(doc, s.start, s.end, {
        name: "Early termination charges",
        category: "termination",
        subcategory: "early_termination_charge",
        risk: customerView ? (whole ? "high" : "medium") : "low",
        confidence: 70,
        whyItMatters: customerView
          ? `Leaving before the end of the term costs ${whole ? "the charges for the rest of the term" : "an early termination charge"}${mine === false ? "" : ", so you are in effect committed for the whole term"}.`
          : `A customer that leaves early pays ${whole ? "the charges for the rest of the term" : "an early termination charge"}, which protects your revenue.`,
        ...earlyTerminationChargeAdvice({ ...sideLabels(ctx), whole, breachExcepted }),
      }),
    ];
  }
  return cancellationScale(inp);
}

const CANCEL_WORDS = triggerWords(["cancels", "cancel", "cancelled", "canceled", "cancellation"]);
/** "If it cancels less than 30 days before the Event the full hire charge is payable": a sliding scale of charges */
const CANCEL_CHARGE_RE =
  /\b(?:if|where|should)\s+(?:it|they|you|the\s+[A-Z]?\w+)\s+cancels?\b[^.;]{0,120}?\b(?:pay|payable|lose|loses|forfeit\w*|retain\w*|due)\b[^.;]{0,60}?(?:\d+\s*(?:%|per\s*cent)|\b(?:the\s+)?(?:full|whole|total|entire)\b|\bdeposit\b)|\b(?:if|where|should)\s+(?:it|they|you|the\s+[A-Z]?\w+)\s+cancels?\b[^.;]{0,120}?(?:\d+\s*(?:%|per\s*cent)|\b(?:full|whole|total|entire))\b[^.;]{0,40}?\b(?:is|are|becomes?|shall\s+be|will\s+be)\s+(?:payable|due)\b|\bcancellation\s+(?:charges?|fees?)\b[^.;]{0,80}?\b(?:pay|payable|due)\b/i;

/** Charges for cancelling a booking or an order, which rise as the date gets closer. */
function cancellationScale(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, CANCEL_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 800) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!CANCEL_CHARGE_RE.test(raw) || REFUND_RE.test(raw)) continue;
    const customerView = ctx.side === "customer";
    return [
      finding(doc, s.start, s.end, {
        name: "Cancellation charges",
        category: "termination",
        subcategory: "cancellation_charge",
        risk: customerView ? "medium" : "low",
        confidence: 70,
        whyItMatters: customerView
          ? "Cancelling costs part or all of the price, and the charge rises as the date gets closer."
          : "A customer that cancels pays part or all of the price, which protects your revenue.",
        ...cancellationChargeAdvice(sideLabels(ctx)),
      }),
    ];
  }
  return [];
}
