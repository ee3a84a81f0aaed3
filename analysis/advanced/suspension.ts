import { suspensionAdvice } from "../advice/index";
import { sentencesWithWords, triggerWords } from "../doc";
import { roleOfPhrase } from "../parties";
import type { AdvancedClause, PartyChoice } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, partyAfter, sideLabels, subjectOf } from "./util";

const SUSPEND_WORDS = triggerWords(["suspend", "suspended", "suspension", "suspends"]);
/** "may suspend the Services", "reserves the right to suspend access", "access will be suspended" */
const SUSPEND_RE =
  /\b(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|reserves?\s+the\s+right\s+to|(?:has|have)\s+the\s+right\s+to|right\s+to)\s+(?:[\w,]+\s+){0,8}?suspend\w*\b|\b(?:will|shall|may)\s+be\s+suspended\b|\bright\s+of\s+suspension\b|\bjustify\w*\s+(?:the\s+)?suspension\b|\bentitl\w*\s+(?:the\s+)?[\w-]+\s+to\s+suspend\w*\b/i;
/** why: money owed and not paid */
const UNPAID_RE =
  /\b(?:fail(?:s|ure)?\s+(?:of\s+(?:the\s+)?[\w-]+\s+)?to\s+(?:fully\s+|duly\s+)?pay|non-?payment|not\s+(?:been\s+)?paid|unpaid|overdue|past\s+due|late\s+payment|in\s+arrears|delinquent|(?:is|are|remains?)\s+(?:more\s+than\s+\w+\s+(?:\(\d+\)\s+)?days\s+)?outstanding|payment\s+(?:is\s+)?(?:not\s+)?(?:made|received)\s+(?:when|by\s+the)\s+due|payment\s+(?:is|has)\s+not\s+(?:been\s+)?(?:made|received)|payments?\s+(?:fails?|bounces?|is\s+declined|is\s+rejected)|(?:do|does)\s+not\s+pay|when\s+due)\b/i;
/** the pause is of the customer's own payments, or of everything while an event outside either side's control lasts */
const NOT_A_SUPPLIER_SUSPENSION_RE =
  /\bsuspend(?:s|ing)?\s+(?:(?:the|its|any|all|such)\s+)?(?:\w+\s+)?payments?\b|\bforce\s+majeure\b|\bbeyond\s+(?:its|their|the\s+\w+['’]s)\s+reasonable\s+control\b/i;
const NOTICE_RE =
  /\b(?:\w+|\d+)\s+(?:\(\d+\)\s+)?(?:business\s+|working\s+|calendar\s+|clear\s+)?days['’]?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b|\b(?:after|on|upon|by)\s+(?:giving\s+)?(?:(?:prior|reasonable|advance)\s+)?(?:written\s+)?notice\b|\bnotified\b|\bwarning\b|\b(?:after|once|when)\s+(?:we|it|they|the\s+[\w-]+)\s+(?:have\s+|has\s+)?(?:tells?|told|notif\w*|informs?|informed|warns?|warned|reminds?|reminded)\b/i;
const DISPUTED_RE = /\b(?:undisputed|disputed|dispute[ds]?)\b/i;
/** "until payment is made", "shall resume the Services once paid": the pause ends when the money arrives */
const RESTORED_RE =
  /\buntil\b[^.;]{0,60}?\b(?:pays?|paid|payment|settled|received)\b|\b(?:restor|resum|reinstat|reactivat)\w*/i;

/** A right to stop work or cut off access when invoices are not paid. */
export function suspensionFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, SUSPEND_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!SUSPEND_RE.test(raw) || !UNPAID_RE.test(raw) || NOT_A_SUPPLIER_SUSPENSION_RE.test(raw)) continue;
    // the side that is owed the money stops work: the supplier, unless the sentence names another subject
    const by = /\bsuspension\s+of\s+[^.;]{0,80}?\bby\s+/i.exec(raw);
    // "If the Customer fails to pay ..., the Customer shall pay interest ..., and the Supplier may suspend": the one who may suspend
    const suspender =
      /(?:^|[\s,;(])((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3}|we|you)\s+(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|reserves\s+the\s+right\s+to|(?:shall|will)\s+have\s+the\s+right\s+to)\s+(?:\w+\s+){0,2}?suspend\b/.exec(
        raw,
      );
    const named = suspender ? (roleOfPhrase(suspender[1], ctx.lexicon) ?? null) : null;
    const subject = by
      ? partyAfter(raw, by.index + by[0].length, ctx)
      : named === "customer" || named === "supplier" || named === "both"
        ? named
        : subjectOf(raw, ctx);
    const holder: PartyChoice = subject === "customer" || subject === "both" ? subject : "supplier";
    if (holder === "both") continue;
    const mine = isUserRole(holder, ctx) === true;
    const notice = NOTICE_RE.test(raw);
    const disputesSpared = DISPUTED_RE.test(raw);
    const restored = RESTORED_RE.test(raw);
    return [
      finding(doc, s.start, s.end, {
        name: "Suspension for late payment",
        category: "suspension",
        subcategory: mine ? "you_may_suspend" : "they_may_suspend",
        risk: mine || (notice && disputesSpared) ? "low" : "medium",
        confidence: 75,
        whyItMatters: mine
          ? "You may stop work or access if the customer does not pay on time, which gives you leverage without ending the contract."
          : `The ${holder} may ${pauseOf(raw)} if a payment is late${notice ? ", after notice" : ", with no notice required"}${disputesSpared ? "" : ", even over an amount you dispute"}. A pause can disrupt your business while you are still bound by the contract.`,
        ...suspensionAdvice({
          ...sideLabels(ctx),
          holder: mine ? "user" : "other",
          notice,
          disputesSpared,
          restored,
        }),
      }),
    ];
  }
  return [];
}

/** what stops: access to an online service, deliveries of goods, or the work */
function pauseOf(raw: string): string {
  if (/\b(?:access|accounts?|log-?ins?|platform|subscriptions?|software)\b/i.test(raw))
    return "cut off your access";
  if (/\bdeliver(?:y|ies)\b|\bshipments?\b|\bsupply\s+of\s+(?:the\s+)?goods\b/i.test(raw))
    return "stop deliveries";
  return "stop work";
}
