import { minimumCommitmentAdvice } from "../advice/index";
import { sentencesWithWords, sentenceText, triggerWords } from "../doc";
import { roleOfPhrase } from "../parties";
import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, sideLabels, subjectOf } from "./util";

const COMMITMENT_WORDS = triggerWords(["minimum", "least", "less"]);
const MONEY = String.raw`(?:[£$€]\s?\d(?:[\d,]*\d)?(?:\.\d+)?(?:\s?(?:million|m|k)\b)?|(?:GBP|USD|EUR|US\$)\s?\d(?:[\d,]*\d)?(?:\.\d+)?|\b\d(?:[\d,]*\d)?\s+(?:units|cases|pallets|tonnes|litres|licences|licenses|seats))`;
/** a buyer's duty to take or pay for a set amount over a period: "shall purchase ... at least £120,000 in each Contract Year" */
const COMMITMENT_RE = new RegExp(
  String.raw`\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to|commits?\s+to|is\s+required\s+to)\s+(?:\w+\s+){0,2}?(?:purchase|buy|order|procure|spend|take)\b[^.;]{0,160}?\b(?:not\s+less\s+than|no\s+less\s+than|at\s+least|a\s+minimum\s+of|minimum|in\s+excess\s+of)\b[^.;]{0,80}?${MONEY}|\bminimum\s+(?:annual\s+|yearly\s+|quarterly\s+|monthly\s+)?(?:purchase|order|spend|volume|royalt(?:y|ies)|commitment|revenue)s?\b[^.;]{0,120}?${MONEY}|\bguaranteed\s+minimum\s+(?:annual\s+)?(?:royalt(?:y|ies)|payments?|fees?|purchases?)\b`,
  "i",
);
/** over time: each year, quarter or month (a minimum per order is an order size, not a commitment) */
const PERIOD_PHRASE_RE =
  /\b(?:in|during|for|per|each|every|in\s+respect\s+of)\s+(?:each\s+|every\s+|any\s+|a\s+given\s+|the\s+(?:first\s+|initial\s+)?)?(?:contract\s+|calendar\s+|financial\s+|fiscal\s+|licen[cs]e\s+|agreement\s+)?(?:year|quarter|month|term)\b|\bper\s+annum\b|\ba\s+year\b|\bwithin\s+(?:the\s+)?(?:first\s+)?(?:[\w()-]+\s+){1,2}(?:months|years)\b/i;
const PERIOD_WORD_RE = /\b(annual(?:ly)?|yearly|quarterly|monthly)\b/i;
const PERIOD_RE = new RegExp(`${PERIOD_PHRASE_RE.source}|${PERIOD_WORD_RE.source}`, "i");
/** "in each Contract Year" or "each year" for "annual"; a minimum over the whole term or its first months last */
function periodOf(raw: string): string {
  const phrases = [...raw.matchAll(new RegExp(PERIOD_PHRASE_RE.source, "gi"))].map((x) => x[0]);
  const recurring = phrases.find((p) => !/\bterm\b|\bwithin\b/i.test(p));
  if (recurring) return recurring.replace(/^\w/, (c) => c.toLowerCase());
  const word = PERIOD_WORD_RE.exec(raw)?.[1].toLowerCase();
  if (word)
    return word.startsWith("quarter")
      ? "each quarter"
      : word.startsWith("month")
        ? "each month"
        : "each year";
  return phrases[0]?.replace(/^\w/, (c) => c.toLowerCase()) ?? "each period";
}
const PER_ORDER_RE =
  /\b(?:per|each|any|every)\s+(?:purchase\s+)?order\b|\bminimum\s+order\s+(?:quantity|value|size)\b/i;
const SHORTFALL_PAY_RE =
  /\b(?:pay|invoice|charge)\w*\b[^.;]{0,60}?\b(?:shortfall|difference|balance)\b|\bshortfall\b[^.;]{0,80}?\b(?:pay|paid|payable|invoice|due)\w*\b|\btake[\s-]or[\s-]pay\b/i;
/** the buyer holds an exclusive appointment or licence, so losing it is a softer remedy to offer */
const EXCLUSIVE_RE =
  /\b(?<!non-?)exclusive\s+(?:distributor|reseller|dealer|agent|licen[cs]ee|supplier|rights?|licen[cs]e|appointment)\b|\bas\s+(?:its\s+)?(?:sole\s+and\s+)?exclusive\b/i;
const LOSES_EXCLUSIVITY_RE = /\bexclusiv\w*|\bnon-exclusive\b/i;
const TERMINATION_RE = /\bterminat\w*|\bend\s+(?:this|the)\s+(?:agreement|contract|appointment)\b/i;

const BUYER_RE =
  /\b((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})\s+(?:hereby\s+)?(?:shall|will|must|agrees?\s+to|undertakes?\s+to|commits?\s+to|is\s+required\s+to|makes)\b/g;

export type ShortfallConsequence = "pay" | "terminate" | "exclusivity" | "none";

/** A minimum the buyer must purchase, spend or pay over a period, and what missing it costs. */
export function commitmentFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  for (const idx of sentencesWithWords(doc, COMMITMENT_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    const m = COMMITMENT_RE.exec(raw);
    if (!m || PER_ORDER_RE.test(raw) || !PERIOD_RE.test(raw)) continue;
    // the party that "shall purchase" or "commits to purchase": the last one named before the commitment
    const named = [...raw.slice(0, m.index + m[0].length).matchAll(BUYER_RE)].pop();
    const buyer =
      (named ? roleOfPhrase(named[1], ctx.lexicon) : undefined) ?? subjectOf(raw, ctx) ?? "customer";
    if (buyer === "both") continue;
    const mine = isUserRole(buyer, ctx) === true;
    const around = `${raw} ${sentenceText(doc, idx + 1)} ${shortfallSentences(doc)}`;
    const consequence: ShortfallConsequence = SHORTFALL_PAY_RE.test(around)
      ? "pay"
      : TERMINATION_RE.test(around)
        ? "terminate"
        : LOSES_EXCLUSIVITY_RE.test(around)
          ? "exclusivity"
          : "none";
    const amount = new RegExp(MONEY, "i").exec(m[0])?.[0] ?? null;
    const what = amount ? `at least ${amount.trim()}` : "a set minimum";
    const verb = /\broyalt|\bpay\b|\bpayments?\b|\bfees?\b/i.test(m[0])
      ? "pay"
      : /\bspend\b/i.test(m[0])
        ? "spend"
        : "buy";
    const period = periodOf(raw);
    const other = mine ? `the ${buyer === "customer" ? "supplier" : "customer"}` : "you";
    const their = mine ? "your" : "its";
    const ends = [
      LOSES_EXCLUSIVITY_RE.test(around) ? `${their} exclusivity` : null,
      TERMINATION_RE.test(around) ? "the contract" : null,
    ].filter((x): x is string => x !== null);
    const costs =
      consequence === "pay"
        ? "any shortfall must be paid for anyway"
        : ends.length > 0
          ? `missing it lets ${other} end ${ends.join(" or ")}`
          : "the contract does not say what happens if it is missed";
    return [
      finding(doc, s.start, s.end, {
        name: "Minimum purchase commitment",
        category: "minimum_commitment",
        subcategory: mine ? "you_commit" : "they_commit",
        risk: mine
          ? consequence === "pay"
            ? "high"
            : consequence === "exclusivity"
              ? "low"
              : "medium"
          : "low",
        confidence: 75,
        whyItMatters: mine
          ? `You must ${verb} ${what} ${period} whether or not ${verb === "pay" ? "your sales earn it" : "you need it"}; ${costs}.`
          : `The ${buyer} must ${verb} ${what} ${period}, which secures your income; ${costs}.`,
        ...minimumCommitmentAdvice({
          ...sideLabels(ctx),
          committed: mine ? "user" : "other",
          consequence,
          exclusive: EXCLUSIVE_RE.test(doc.text),
        }),
      }),
    ];
  }
  return [];
}

const SHORTFALL_WORDS = triggerWords(["minimum", "shortfall"]);
/** sentences elsewhere that say what a shortfall leads to: "Upon any failure by Distributor to make ... Minimum Purchases, WGT may terminate" */
function shortfallSentences(doc: AdvancedInputs["doc"]): string {
  const out: string[] = [];
  for (const i of sentencesWithWords(doc, SHORTFALL_WORDS)) {
    const t = sentenceText(doc, i);
    if (
      t.length < 1200 &&
      /\b(?:fail\w*|shortfall|(?:does|do)\s+not\s+(?:order|purchase|buy|meet|achieve|reach))\b/i.test(t)
    )
      out.push(t);
  }
  return out.join(" ");
}
