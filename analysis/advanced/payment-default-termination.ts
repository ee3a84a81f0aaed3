import { upperFirst as capitalise } from "../../common/format";
import { PAYMENT_CURE_DAYS, paymentDefaultTerminationAdvice } from "../advice/franchise-findings";
import { sentencesWithWords, triggerWords } from "../doc";
import { findDurations } from "../numbers";
import { roleOfPhrase } from "../parties";
import type { AdvancedClause, PartyChoice } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, sideLabels, subjectOf } from "./util";

const WORDS = triggerWords(["terminat*"]);
/** a right to end the contract is granted, not mentioned ("does not affect the right to terminate") */
const RIGHT_TO_END_RE =
  /\b(?:may|can|(?:is|shall\s+be|will\s+be)\s+entitled\s+to|(?:has|have|shall\s+have)\s+the\s+right\s+to|reserves?\s+the\s+right\s+to)\b[^.;]{0,50}?\bterminat/i;
const MENTIONED_ONLY_RE =
  /\b(?:does|do|shall|will)\s+not\s+(?:affect|limit|prejudice)\b|\bwithout\s+prejudice\s+to\b/i;
/** "if the Franchisee fails to pay any sum due", "if any invoice remains unpaid" */
const NON_PAYMENT_RE =
  /\b(?:fails?|failure|neglects?|omits?)\s+(?:\w+\s+)?to\s+pay\b|\bnon[\s-]?payment\b|\bdoes\s+not\s+pay\b|\b(?:sum|amount|invoice|payment|fee|charge|rent)s?\b[^.;]{0,60}?\b(?:is|are|remains?)\s+(?:not\s+paid|unpaid|overdue|outstanding|in\s+arrears)\b/i;
/** the party whose failure to pay triggers the right */
const PAYER_RE =
  /((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3}|the\s+other\s+party|[Ee]ither\s+party|a\s+party|you|we)\s+(?:fails?|neglects?|omits?|does\s+not)\s+(?:\w+\s+)?to\s+pay\b/;
/** the party that may end the contract: "..., the Supplier may terminate" */
const HOLDER_RE =
  /((?:[Ee]ither|[Ee]ach)\s+party|(?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3}|we|you)\s+(?:may|can|(?:is|shall\s+be|will\s+be)\s+entitled\s+to|(?:has|have|shall\s+have)\s+the\s+right\s+to|reserves?\s+the\s+right\s+to)\b[^.;]{0,50}?\bterminat/;
const BOTH_RE = /^(?:either|each)\s+party$/i;

/**
 * the time to pay runs from a warning ("within 14 days of written notice requiring payment", "after
 * being notified"): the payer is told before the contract is at risk
 */
const AFTER_WARNING_RE =
  /\b(?:of|after|following|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:its\s+)?(?:receipt\s+of\s+|receiving\s+|service\s+of\s+|being\s+(?:given|served|sent)\s+)?(?:a\s+|the\s+|any\s+|such\s+)?(?:written\s+|formal\s+)?(?:notice|notification|demand|reminder|request)\b|\bbeing\s+(?:notified|reminded|asked|requested)\b|\bhaving\s+been\s+(?:notified|reminded|given\s+(?:written\s+)?notice)\b|\bnotice\s+(?:requiring|demanding|of\s+(?:the\s+)?(?:non[\s-]?payment|late\s+payment|default))\b/i;
/** with no time stated, the right arises on the first day a payment is late */
const WHEN_DUE_RE =
  /\b(?:when|as\s+and\s+when)\s+(?:it\s+(?:is|falls)\s+)?due\b|\bon\s+(?:or\s+before\s+)?(?:the|its)\s+due\s+date\b|\bby\s+(?:the|its)\s+due\s+date\b|\bsums?\s+(?:due|payable)\b|\bamounts?\s+(?:due|payable)\b|\bon\s+time\b/i;

/**
 * A right to end the contract because a payment is a few days late, with no warning first: "The
 * Franchisor may terminate this Agreement immediately if the Franchisee fails to pay any sum due within
 * 7 days of its due date". A payment that goes astray, or an invoice in dispute, would cost the payer
 * the contract. Reported to the side that pays; a fuse of 14 days or more, or one that runs from a
 * written warning, is the ordinary time to put a late payment right and is not reported.
 */
export function paymentDefaultTerminationFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!RIGHT_TO_END_RE.test(raw) || MENTIONED_ONLY_RE.test(raw)) continue;
    const unpaid = NON_PAYMENT_RE.exec(raw);
    if (!unpaid) continue;
    // the part about paying: up to where the sentence turns to another ground ("or commits a breach")
    const tail = raw.slice(unpaid.index);
    const cut = tail.search(
      /[;:]|,?\s+or\s+(?:if\s+)?(?:the\s+)?(?:[A-Z]\w*\s+)?(?:commits?|becomes?|is\s+in\s+(?:material\s+)?breach|enters?|suffers?)\b/,
    );
    const part = cut > 0 ? tail.slice(0, cut) : tail;
    if (AFTER_WARNING_RE.test(part)) continue;
    const times = findDurations(part);
    if (times.some((d) => d.unit === "month" || d.unit === "year")) continue;
    const grace = times.find((d) => d.unit === "day" || d.unit === "week");
    if (grace && grace.days >= PAYMENT_CURE_DAYS) continue;
    if (!grace && !WHEN_DUE_RE.test(part)) continue;
    const holderPhrase = HOLDER_RE.exec(raw)?.[1] ?? null;
    const holder: PartyChoice | null = holderPhrase
      ? BOTH_RE.test(holderPhrase)
        ? "both"
        : (roleOfPhrase(holderPhrase, ctx.lexicon) ?? subjectOf(raw, ctx))
      : subjectOf(raw, ctx);
    const payerPhrase = PAYER_RE.exec(raw)?.[1] ?? null;
    const named =
      payerPhrase && /^(?:the\s+other|either|a)\s+party$/i.test(payerPhrase)
        ? "both"
        : payerPhrase
          ? (roleOfPhrase(payerPhrase, ctx.lexicon) ?? null)
          : null;
    // "if any invoice remains unpaid": the one who may end the contract is owed the money
    const payer: PartyChoice | null =
      named ?? (holder === "customer" ? "supplier" : holder === "supplier" ? "customer" : null);
    if (!holder || !payer || (holder === payer && holder !== "both")) continue;
    // the user is the one who pays (under a right both sides hold, the side that pays the charges)
    const userPays = payer === ctx.side || (payer === "both" && ctx.side === "customer");
    if (!userPays) continue;
    const days = grace?.days ?? 0;
    const byWhom = holder === "both" ? "The other side" : capitalise(sideLabels(ctx).labels[holder]);
    return [
      finding(doc, s.start, s.end, {
        name: "Termination for late payment",
        category: "termination",
        subcategory: "payment_default",
        risk: days === 0 ? "high" : "medium",
        confidence: 75,
        whyItMatters: `${byWhom} can end the contract if any payment is ${
          days > 0 ? `${grace?.text.trim()} late` : "late at all"
        }, without first warning you and giving you time to pay. One missed or disputed payment could cost you the whole contract.`,
        ...paymentDefaultTerminationAdvice({ ...sideLabels(ctx), graceDays: days }),
      }),
    ];
  }
  return [];
}
