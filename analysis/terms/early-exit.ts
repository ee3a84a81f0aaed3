import { type Doc, sentencesWithWords, triggerWords } from "../doc";
import { roleOfPhrase } from "../parties";
import type { PartyChoice, PartyRole } from "../types";

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
export const REFUND_RE = /\b(?:refund\w*|credit\w*|repay\w*|reimburs\w*)\b/i;
const PAYER_RE =
  /\b(you|we|(?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})\s+(?:must|shall|will|agrees?\s+to|is\s+liable\s+to|are\s+liable\s+to)\s+(?:\w+\s+){0,2}?pay\b/;
/** "If the Supplier terminates early it shall pay ...": the party that leaves pays */
const LEAVER_RE =
  /\b[Ii]f\s+((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3}|you|we)\s+(?:terminates?|ends?|cancels?)\b/;
/**
 * Sentences that make leaving before the end of the term cost money ("must pay the fees for the rest of
 * the minimum term", "an early termination fee"), with the party that pays when the sentence names it.
 */
export function earlyExitCharges(
  doc: Doc,
  lexicon: Map<string, PartyRole>,
): Array<{ idx: number; payer: PartyChoice | null }> {
  const out: Array<{ idx: number; payer: PartyChoice | null }> = [];
  for (const idx of sentencesWithWords(doc, WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!CHARGE_RE.test(raw) || !ENDING_RE.test(raw) || REFUND_RE.test(raw)) continue;
    // the duty to pay, not a definition of the fee or a list of schedules naming it
    if (!PAY_DUTY_RE.test(raw) || DEFINITION_RE.test(raw)) continue;
    const payerWords = PAYER_RE.exec(raw)?.[1] ?? LEAVER_RE.exec(raw)?.[1];
    out.push({ idx, payer: payerWords ? (roleOfPhrase(payerWords, lexicon) ?? null) : null });
  }
  return out;
}
