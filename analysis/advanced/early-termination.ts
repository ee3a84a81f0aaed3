import { chargeExcusedOrBought, chargesRestOfTerm } from "../../common/early-exit-charge";
import { cancellationChargeAdvice, earlyTerminationChargeAdvice } from "../advice/index";
import { sentencesWithWords, triggerWords } from "../doc";
import { earlyExitCharges, REFUND_RE } from "../terms/early-exit";
import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";
import { priceChangeFindings } from "./pricing";
import { finding, isUserRole, sideLabels } from "./util";

/** A charge for ending the contract early: the customer pays the rest of the term, or a set fee. */
export function earlyTerminationFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const { idx, payer } of earlyExitCharges(doc, ctx.lexicon)) {
    const s = doc.sentences[idx];
    const raw = doc.text.slice(s.start, s.end);
    // a charge the supplier pays for walking away is the customer's protection, not a lock-in
    if (payer === "supplier") continue;
    const mine = payer === null ? null : isUserRole(payer, ctx);
    // "50% of the monthly charges for the rest of the initial period" is a share, not the whole
    const whole = chargesRestOfTerm(raw);
    // a fee that is the price of a right to leave on notice does not apply to leaving for the supplier's breach
    const breachExcepted = chargeExcusedOrBought(raw);
    const customerView = ctx.side === "customer";
    return [
      finding(doc, s.start, s.end, {
        name: "Early termination charges",
        category: "termination",
        subcategory: "early_termination_charge",
        risk: customerView ? (whole ? "high" : "medium") : "low",
        confidence: 70,
        whyItMatters: customerView
          ? `Leaving before the end of the term costs ${whole ? "the charges for the rest of the term" : "an early termination charge"}${mine === false || !whole ? "" : ", so you are in effect committed for the whole term"}.`
          : `A customer that leaves early pays ${whole ? "the charges for the rest of the term" : "an early termination charge"}, which protects your revenue.`,
        ...earlyTerminationChargeAdvice({
          ...sideLabels(ctx),
          whole,
          breachExcepted,
          pricesMayRise: priceChangeFindings(inp).length > 0,
        }),
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
