import { andList } from "../../common/format";
import {
  buyerNoCapAdvice,
  doubtfulCapAdvice,
  excludedLossAdvice,
  excluderNoCapAdvice,
  indirectLossCarveOutAdvice,
  liabilityCapAdvice,
  limitedRemedyAdvice,
  mutualExclusionNoCapAdvice,
  noLiabilityCapAdvice,
  ownCapKeptAdvice,
  statutoryCarveOutAdvice,
  uncappedCarveOutAdvice,
  wholeLiabilityUnlimitedAdvice,
} from "../advice/index";
import { definitionStartingAt } from "../defined-terms";
import { findInSentences, sentenceText, triggerWords } from "../doc";
import { clauseNumberAt, headingAt, headingOfClause, rankEvidence } from "../evidence";
import { STATED_UNLIMITED_RE } from "../liability";
import { findMoney } from "../numbers";
import { BOTH_OF_US_RE, roleOfPhrase } from "../parties";
import { liabilityOwner, nothingSupplied, otherSide } from "../terms/common";
import type { AdvancedClause, PartyChoice } from "../types";
import { broadExclusion } from "./broad-exclusion";
import type { AdvancedInputs } from "./inputs";
import {
  currencySymbolOf,
  type FindingInput,
  finding,
  findingOn,
  isUserRole,
  missing,
  sideLabels,
  subjectOf,
  who,
} from "./util";

/** "limited to the price paid for the Products giving rise to the claim": the price of what went wrong */
const CLAIM_PRICE_RE =
  /\b(?:price|fees?|charges?)\s+(?:\w+\s+){0,3}?(?:paid|payable)\s+(?:\w+\s+){0,2}?for\s+(?:the\s+)?(?:products?|goods|items?|services?|deliverables?|orders?)\b[^.;]{0,40}?\b(?:giving\s+rise|concerned|in\s+question|to\s+which\s+the\s+claim|that\s+gave\s+rise)/;
/** "in any year is limited to the fees you paid us in that year": a year's charges */
const YEAR_OF_CLAIM_RE =
  /\b(?:in|during)\s+(?:any|each|that|the\s+(?:same|relevant))\s+(?:contract\s+|calendar\s+)?year\b/;

const CAP_CORE_RE =
  /\bthe\s+most\s+(?:we|you|it|they|either\s+of\s+us|each\s+of\s+us)\s+(?:will|shall|may|can|would)\s+(?:ever\s+)?(?:have\s+to\s+)?pay\b|\b(?:aggregate|total|maximum|entire|cumulative)\s+(?:[\w'’]+\s+){0,3}liabilit|\bliabilit\w*(?:[^.;]|\.(?=\d)){0,200}\b(?:shall|will)\s+(?:not|in\s+no\s+(?:event|case|circumstances))\s+(?:\w+\s+){0,2}exceed|\b(?:neither|no)\s+party['’]s\s+(?:[\w'’]+\s+){0,4}?liabilit\w*(?:[^.;]|\.(?=\d)){0,160}\b(?:shall|will)\s+(?:\w+\s+){0,2}?exceed|\bliabilit\w*(?:[^.;]|\.(?=\d)){0,120}\blimited\s+to\b/i;
/** below this evidence score the cap sentence is not quoted and its value is not stated */
const CAP_MIN_SCORE = 2;
const UNLIMITED_WORDS = triggerWords(["unlimited", "uncapped"]);
/** liability said to be unlimited as a whole, not only the liability the law will not let be limited */
const WHOLLY_UNLIMITED_RE = new RegExp(
  String.raw`^(?![^]*(?:death|personal\s+injury|fraud\w*|by\s+law|cannot\s+be\s+(?:limited|excluded)|except|save|other\s+than))[^]*?(?:${STATED_UNLIMITED_RE.source})`,
);
/** "Reprinting is the Customer's sole remedy", "the sole and exclusive remedy of the Buyer" */
const REMEDY_OF_RE =
  /\b(?:(?:(either|each)\s+party|(?:the\s+)?([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,2}))['’]s?\s+(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remed(?:y|ies)|(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remed(?:y|ies)\s+of\s+(?:the\s+)?([A-Z][\w&-]*))/;
/** insurance policies have "limits of liability" of their own; they are not a cap between the parties */
const CAP_AGAINST_RE =
  /\binsur\w*|\bpolic(?:y|ies)\b|\bcoverage\b|\bunderwrit|\b(?:trade|assumed|excluded|retained|accrued|current|contingent)\s+(?:liabilities|obligations?)\b/i;
/** a cap with its measure: "limited to the annual Charges", "shall not exceed £250,000" */
const CAP_MEASURE_RE =
  /\b(?:limited\s+to|(?:shall|will)\s+(?:not|in\s+no\s+(?:event|case|circumstances)|(?<=\b(?:neither|no)\s+party['’]s\s+[^.;]{0,200}?\b(?:shall|will))\s*)\s*exceed|not\s+to\s+exceed|in\s+excess\s+of)\s+(?:an\s+amount\s+equal\s+to\s+|the\s+(?:lesser|greater)\s+of\s+)?(?:the\s+)?(?:[£$€]|\d|(?:total|aggregate|annual|annualised|annualized|fees|charges|price|sums?|amounts?|contract\s+(?:sum|price|value))\b)/i;
/** caveats that mention insurance inside a cap ("unless SEV is insured") are not an insurance policy's limit */
const CAVEAT_INSURED_RE =
  /\b(?:unless|except\s+(?:to\s+the\s+extent|where)|to\s+the\s+extent)\s+(?:that\s+)?[^.;]{0,40}?\b(?:is|are)\s+insured\b/i;

/**
 * A customer buying goods whose only duty is to pay: no clause makes it indemnify the supplier, and
 * the contract is about goods rather than services.
 */
function buysGoodsOnly({ ctx, doc, indemnity }: AdvancedInputs): boolean {
  if (ctx.side !== "customer") return false;
  if (indemnity.indemnifyingParty === "customer" || indemnity.indemnifyingParty === "both") return false;
  const goods = doc.lower.match(/\bgoods\b/g)?.length ?? 0;
  const services = doc.lower.match(/\bservices?\b/g)?.length ?? 0;
  const buying = /\b(?:buyer|purchaser|purchase\s+orders?|(?:conditions|terms)\s+of\s+purchase)\b/.test(
    doc.lower,
  );
  return buying && goods >= 3 && goods > services;
}

/**
 * Liability cap and exclusions, read from the user's side: whose liability is capped, how high the
 * cap is, which losses are excluded and what is left unlimited. The usual UK statutory carve-out
 * ("nothing limits liability for death or personal injury caused by negligence, or for fraud") is an
 * exclusion from the cap that the law requires, not an uncapped liability for everything.
 */
export function liabilityFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, liability, ctx } = inp;
  const out: AdvancedClause[] = [];
  // a sole remedy or a time limit for claims limits how a claim is made, not how much: it is not a cap
  // an insurance policy's "limits of liability" is not a cap between the parties
  const caps = liability.filter((l) => {
    if (!l.cap || l.nominalCap) return false;
    const raw = sentenceText(doc, l.idx);
    return CAP_CORE_RE.test(raw) || !CAP_AGAINST_RE.test(raw);
  });
  const nominal = liability.filter((l) => l.cap && l.nominalCap);
  // exclusions of kinds of loss, including a cap sentence that also excludes them ("shall not be liable for
  // loss of profit ..., and its total liability shall not exceed ..."); those under a liability heading first
  const underLiability = (idx: number) =>
    LIABILITY_HEADING_RE.test(headingAt(doc, doc.sentences[idx].start) ?? "") ? 0 : 1;
  const exclusions = liability
    .filter((l) => l.exclusion && (!l.cap || KINDS_OF_LOSS_RE.test(sentenceText(doc, l.idx))))
    .sort((a, b) => underLiability(a.idx) - underLiability(b.idx));
  const carves = liability.filter((l) => l.carveOut);

  const capCues = {
    core: CAP_CORE_RE,
    strong: CAP_MEASURE_RE,
    against: { test: (raw: string) => CAP_AGAINST_RE.test(raw.replace(CAVEAT_INSURED_RE, " ")) },
  };
  const capRanked = rankEvidence(
    doc,
    caps.map((l) => l.idx),
    "liability",
    capCues,
  );
  const nominalRanked = rankEvidence(
    doc,
    nominal.map((l) => l.idx),
    "liability",
    capCues,
  );
  if (capRanked.length > 0) {
    const s = doc.sentences[capRanked[0].idx];
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    // "The most we will pay you for all claims ...": the payer's liability is the one capped
    const payer = /\bthe\s+most\s+(we|you)\s+(?:will|shall|may|can|would)\b/i.exec(raw)?.[1];
    let whose: PartyChoice | null =
      (payer ? (roleOfPhrase(payer.toLowerCase() === "we" ? "us" : "you", ctx.lexicon) ?? null) : null) ??
      subjectOf(raw, ctx) ??
      liabilityOwner(raw, ctx);
    if (
      /\b(?:either|each|neither|any)\s+party|\bthe\s+parties\b|\bboth\s+parties\b/.test(lower) ||
      BOTH_OF_US_RE.test(lower)
    )
      whose = "both";
    const mine = isUserRole(whose, ctx);
    const months = /\b(?:(\d+)|twelve|six|three|eighteen|twenty-four)\s*(?:\(\d+\)\s*)?months?\b/.exec(lower);
    const monthsN = months
      ? months[1]
        ? Number(months[1])
        : ({ twelve: 12, six: 6, three: 3, eighteen: 18, "twenty-four": 24 } as Record<string, number>)[
            months[0].split(/\s/)[0]
          ]
      : null;
    const money = findMoney(raw)[0];
    // "the greater of £100,000 and the Charges paid ...": the sum is only one side of the comparison
    const which = /\b(greater|higher|lesser|lower)\s+of\b/i.exec(raw)?.[1]?.toLowerCase();
    const other = monthsN ? `${monthsN} months' charges` : "an amount tied to the charges";
    // "125% of the fees paid": a multiple of the charges, not the charges themselves
    const shareOf =
      /\b(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s*cent)\)?\s+of\s+(?:the\s+)?(?:total\s+|aggregate\s+)?(annual\s+|yearly\s+)?(?:[A-Z][\w-]*\s+)?(?:fees?|charges?|sums|amounts?|price)\b(?:[^.;]{0,60}?\b(in\s+(?:that|each|any|the\s+relevant)\s+(?:contract\s+)?year))?/i.exec(
        raw,
      );
    const share = shareOf?.[1];
    const capAmount = money
      ? which
        ? `the ${which} of ${money.text.trim()} and ${other}`
        : `${money.text.trim()}`
      : share
        ? `${share}% of ${monthsN ? `${monthsN} months' charges` : shareOf?.[2] || shareOf?.[3] ? "the annual charges" : "the fees paid"}`
        : monthsN
          ? `${monthsN} months' charges`
          : CLAIM_PRICE_RE.test(lower)
            ? "the price of what the claim concerns"
            : /\b(?:fees?|charges?|sums|amounts?|price|rents?|rentals?|subscriptions?)\s+(?:\w+\s+){0,3}?(?:paid|payable)\b/.test(
                  lower,
                ) && YEAR_OF_CLAIM_RE.test(lower)
              ? "the fees paid in a year"
              : /\b(?:fees?|charges?|sums|amounts?|price|rents?|rentals?|subscriptions?)\s+(?:\w+\s+){0,2}?(?:paid|payable)\b/.test(
                    lower,
                  )
                ? "the fees paid under the contract"
                : /\b(?:limited\s+to|(?:not\s+)?exceed)\s+(?:an?\s+(?:amount|sum)\s+equal\s+to\s+)?the\s+(?:fixed\s+|contract\s+|total\s+)?(?:\w+\s+)?(?:price|fees?|charges?|contract\s+(?:value|sum))\b/.test(
                      lower,
                    )
                  ? "the contract price"
                  : /\binsurance\b/.test(lower)
                    ? "the amount of the insurance cover"
                    : "a limit the clause sets";
    // "£500,000 per claim": a limit on each claim, not on the total
    const perClaim =
      money !== undefined &&
      /\b(?:per|for\s+each|in\s+respect\s+of\s+(?:each|any\s+one))\s+(?:claim|event|incident|occurrence)\b/.test(
        lower,
      );
    const capText = perClaim ? `${capAmount} for each claim` : capAmount;
    let risk: AdvancedClause["risk_level"];
    let why: string;
    if (whose === "both") {
      risk = monthsN !== null && monthsN < 12 && ctx.side === "customer" ? "medium" : "low";
      why = `Each side's ${perClaim ? "" : "total "}liability is capped at ${capText}. A mutual cap is normal and keeps both sides' exposure predictable.`;
    } else if (mine === true) {
      risk = "low";
      why = `Your liability is capped at ${capText}, which limits what you could have to pay.`;
    } else if (mine === false) {
      risk = "high";
      why = `Only ${who(whose, ctx)}'s liability is capped (at ${capText}); yours is not limited, so a claim against you has no ceiling.`;
    } else {
      risk = "medium";
      why = `Liability is capped at ${capText}, but it is not clear whether the cap protects both sides.`;
    }
    // when no sentence is confidently the cap, its amount and whom it protects are not stated either
    const ref = clauseNumberAt(doc, s.start);
    const doubtful = capRanked[0].score < CAP_MIN_SCORE;
    out.push(
      findingOn(
        doc,
        [...capRanked, ...nominalRanked],
        {
          name: "Liability cap",
          category: "liability_cap",
          subcategory:
            whose === "both"
              ? "mutual_cap"
              : mine === true
                ? "your_liability_capped"
                : mine === false
                  ? "their_liability_capped"
                  : "liability_capped",
          risk: doubtful ? "medium" : risk,
          confidence: 85,
          whyItMatters: doubtful
            ? `${ref ? `Clause ${ref}` : "One clause"} appears to limit liability, but the engine could not read the cap with confidence.`
            : why,
          ...(doubtful
            ? doubtfulCapAdvice(ref)
            : liabilityCapAdvice({
                ...sideLabels(ctx),
                whose:
                  whose === "both" ? "both" : mine === true ? "user" : mine === false ? "other" : "unclear",
                capText,
                // a cap of a few months' charges is low whoever it protects
                low: whose === "both" ? risk === "medium" : monthsN !== null && monthsN < 12,
              })),
        },
        CAP_MIN_SCORE,
      ),
    );
  } else {
    const paid = !nothingSupplied(ctx);
    const buyer = buysGoodsOnly(inp);
    // "The Agency shall not be liable for any loss ...": one side has already excluded its liability
    const broad = broadExclusion(inp);
    const mutual = broad?.holder === "both";
    // a mutual exclusion protects the supplier as the one more likely to be claimed against
    const broadMine = broad
      ? mutual
        ? ctx.side === "supplier"
        : isUserRole(broad.holder, ctx) === true
      : null;
    const broadRef = broad ? clauseNumberAt(doc, doc.sentences[broad.idx].start) : null;
    // "The Supplier's total liability ... shall be unlimited": the clause that says so is the evidence
    const unlimitedHit = findInSentences(doc, UNLIMITED_WORDS, WHOLLY_UNLIMITED_RE);
    const unlimited = unlimitedHit ? doc.sentences[unlimitedHit.idx] : null;
    const unlimitedRef = unlimited ? clauseNumberAt(doc, unlimited.start) : null;
    const place = (f: FindingInput) =>
      unlimited ? finding(doc, unlimited.start, unlimited.end, f) : missing(f);
    out.push(
      place({
        name: "No liability cap",
        category: "liability_cap",
        subcategory: "missing",
        // with nothing paid there is no contract value to measure the exposure against (a confidentiality agreement)
        risk: buyer || broadMine === true || mutual ? "low" : paid ? "high" : "medium",
        confidence: liability.length > 0 ? 70 : 80,
        whyItMatters: buyer
          ? "Nothing limits the supplier's liability to you. Your own duty is mainly to pay for the goods you order, so unlimited liability mostly protects you."
          : broad
            ? mutual
              ? `No clause caps liability, but each side excludes its liability to the other for any loss${broadRef ? ` (clause ${broadRef})` : ""}.`
              : broadMine
                ? `No clause caps liability, but you exclude yours for any loss${broadRef ? ` (clause ${broadRef})` : ""}; the ${otherSide(ctx.side)}'s liability to you has no limit.`
                : `No clause caps liability. The ${broad.holder} excludes its own for any loss${broadRef ? ` (clause ${broadRef})` : ""}, but your liability has no limit.`
            : paid
              ? `${unlimited ? `${unlimitedRef ? `Clause ${unlimitedRef}` : "The contract"} says liability is unlimited: nothing` : "Nothing"} limits how much either side can claim, so a single mistake could cost you far more than the contract is worth.`
              : "Nothing limits how much either side can claim for a breach. That is common where nothing is paid, as in a confidentiality agreement, but a breach could still be costly.",
        ...(buyer
          ? buyerNoCapAdvice()
          : broadMine === true
            ? excluderNoCapAdvice()
            : mutual
              ? mutualExclusionNoCapAdvice()
              : noLiabilityCapAdvice(paid, broad !== null, currencySymbolOf(doc))),
      }),
    );
    // a sole remedy usually sits under a warranty or defects heading, a time limit under a liability one
    const asRemedy = rankEvidence(
      doc,
      nominal.map((l) => l.idx),
      "warranty",
      capCues,
    );
    const best = [nominalRanked, asRemedy].sort((a, b) => (b[0]?.score ?? -99) - (a[0]?.score ?? -99))[0];
    if (best.length > 0) out.push(limitedRemedy(inp, best));
  }

  const span = (idx: number) => ({ start: doc.sentences[idx].start, end: doc.sentences[idx].end });
  // a sentence that excludes every loss ("loss of profits or any other loss") is the broad finding, not this one
  const broadAt = broadExclusion(inp)?.idx;
  const indirectOnly = exclusions.filter((e) => e.idx !== broadAt);
  if (indirectOnly.length > 0) {
    const l = indirectOnly[0];
    const s = doc.sentences[l.idx];
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    let whose: PartyChoice | null = subjectOf(raw, ctx) ?? liabilityOwner(raw, ctx);
    if (/\b(?:either|each|neither|no)\s+party|\bthe\s+parties\b/.test(lower) || BOTH_OF_US_RE.test(lower))
      whose = "both";
    const mine = isUserRole(whose, ctx);
    const oneSidedAgainstUser = mine === false && whose !== "both";
    out.push({
      evidence: indirectOnly.map((e) => span(e.idx)),
      ...finding(doc, s.start, s.end, {
        name: "Excluded losses",
        category: "liability_exclusions",
        subcategory: "indirect_and_consequential_loss",
        risk: oneSidedAgainstUser ? "medium" : "low",
        confidence: 80,
        whyItMatters: oneSidedAgainstUser
          ? `Only ${who(whose, ctx)} is protected from claims for indirect losses and lost profits; you are not.`
          : mine === true && whose !== "both"
            ? "Only you are protected from claims for indirect losses such as lost profits, which favours you."
            : whose === "both"
              ? l.carveOut && !l.statutoryOnly
                ? "Neither side can claim indirect losses such as lost profits, apart from the claims the clause excepts. The exclusion itself is standard."
                : "Neither side can claim indirect losses such as lost profits. This is standard."
              : "Claims for indirect losses such as lost profits are excluded, but the clause does not make clear whether this protects both sides.",
        ...excludedLossAdvice({
          ...sideLabels(ctx),
          oneSidedAgainstUser,
          unclear: mine === null && whose !== "both",
        }),
      }),
    });
  }
  const uncapped = carves.filter((l) => !l.statutoryOnly).map((l) => span(l.idx));

  const shown = carves.slice(0, 2);
  for (const l of shown) {
    const s = doc.sentences[l.idx];
    const whole = l.statutoryOnly ? null : wholeUnlimited(inp, l.idx);
    if (l.statutoryOnly) {
      out.push(
        finding(doc, s.start, s.end, {
          name: "Statutory exceptions to the cap",
          category: "liability_exclusions",
          subcategory: "statutory_carve_out",
          risk: "low",
          confidence: 85,
          whyItMatters:
            "Liability for death or personal injury caused by negligence, and for fraud, cannot be limited by law, so this exception is standard. It does not make all liability unlimited.",
          ...statutoryCarveOutAdvice(),
        }),
      );
    } else if (whole) {
      const { owner, name } = whole;
      const mine = isUserRole(owner, ctx) === true;
      out.push({
        evidence: [span(l.idx)],
        ...finding(doc, s.start, s.end, {
          name: "Unlimited liability",
          category: "liability_exclusions",
          subcategory: "uncapped_carve_out",
          risk: mine ? "high" : "low",
          confidence: 80,
          whyItMatters: mine
            ? "The contract makes your liability unlimited, so a single claim could cost you more than the contract is worth."
            : `The ${owner}'s liability is expressly unlimited, which protects you.`,
          ...wholeLiabilityUnlimitedAdvice(mine, name),
        }),
      });
    } else {
      const covers = carveCovers(doc, l.idx);
      const list = covers.length > 0 ? andList(covers) : "the matters listed";
      const evidence = [span(l.idx), ...uncapped.filter((u) => u.start !== s.start)];
      // "Except for indemnities or breach of Section 5, neither party is liable for indirect damages":
      // an exception to the exclusion of indirect losses, while a separate cap still applies
      // ("except for direct damages arising from gross negligence" excepts direct damages, not indirect ones)
      const exceptsDirectOnly = /\bexcept\w*\s+(?:for\s+)?(?<!in)direct\s+damages\b/.test(
        doc.lower.slice(s.start, s.end),
      );
      if (l.exclusion && !l.cap && capRanked.length > 0 && covers.length > 0 && !exceptsDirectOnly) {
        out.push({ evidence, ...indirectLossesFor(inp, l.idx, covers, carves, shown) });
        continue;
      }
      // "Except for Licensor's obligations under Section 6": only one side's liability is left uncapped
      const owner =
        capRanked.length > 0 && covers.length > 0 ? carveOwner(doc.text.slice(s.start, s.end), ctx) : null;
      const mineOnly = owner !== null && isUserRole(owner, ctx) === true;
      // paying what is owed is never capped in practice: only the other carve-outs are worth a cap
      const worthCapping =
        covers.length === 0 ? list : andList(covers.filter((c) => c !== "unpaid fees")) || null;
      out.push({
        evidence,
        ...finding(doc, s.start, s.end, {
          name: "Unlimited liability for some claims",
          category: "liability_exclusions",
          subcategory: "uncapped_carve_out",
          risk: owner === null || (mineOnly && covers.some((c) => c !== "unpaid fees")) ? "medium" : "low",
          confidence: 75,
          whyItMatters:
            owner !== null
              ? mineOnly
                ? `Your liability for ${list} falls outside the cap, so it is unlimited; the ${otherSide(ctx.side)}'s stays capped.`
                : `The ${owner}'s liability for ${list} falls outside the cap, so it is unlimited, which protects you; yours stays capped.`
              : capRanked.length > 0
                ? `Claims for ${list} fall outside the cap, so liability for them is unlimited${
                    ctx.side === "customer" ? " for whoever causes them, which can include you" : ""
                  }.`
                : `The contract leaves liability for ${list === "the matters listed" ? "the breaches it names" : list} unlimited, whichever side commits them.`,
          ...(owner !== null && !mineOnly ? ownCapKeptAdvice() : uncappedCarveOutAdvice(worthCapping)),
        }),
      });
    }
  }
  return out;
}

/** "The Supplier's liability under this Agreement, including under the indemnity in clause 11, shall be unlimited" */
const WHOLE_UNLIMITED_RE =
  /^(?:[\d.()a-z]{1,8}\s+)?(?:the\s+)?([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)?)['’]s?\s+(?:total\s+|entire\s+|aggregate\s+|whole\s+)*liability\b(?![^.;]{0,120}?\b(?:for|in\s+respect\s+of)\s+(?:death|personal|fraud|breach))[^.;]{0,160}?\b(?:shall|will|is)\s+(?:be\s+)?unlimited\b/i;

const LIABILITY_HEADING_RE = /\bliabilit|\blimitation|\bexclusion/i;
const KINDS_OF_LOSS_RE = /\b(?:indirect|consequential|loss\s+of\s+(?:profits?|revenue|business|goodwill))\b/i;

/** "Nothing in this Agreement limits or excludes the liability of the Agency of any kind": all of it, not a list */
const NOTHING_LIMITS_ANY_RE =
  /^(?:[\d.()a-z]{1,8}\s+)?nothing\s+in\s+th(?:is|e)\s+(?:agreement|contract)\s+(?:shall\s+|will\s+)?(?:limits?|restricts?|excludes?)(?:\s+or\s+(?:limits?|restricts?|excludes?))?\s+(?:the\s+)?liability\s+of\s+(?:the\s+)?([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)?)\s+(?:of\s+any\s+kind|in\s+any\s+(?:way|respect)|(?:howsoever|however)\s+(?:arising|caused))\b/i;

function wholeUnlimited(
  inp: AdvancedInputs,
  idx: number,
): { owner: "customer" | "supplier"; name: string } | null {
  const raw = sentenceText(inp.doc, idx);
  const m = WHOLE_UNLIMITED_RE.exec(raw) ?? NOTHING_LIMITS_ANY_RE.exec(raw);
  if (!m || /^(?:a|each|either|any|both|the)$/i.test(m[1]) || /\bparty$/i.test(m[1])) return null;
  const owner = roleOfPhrase(m[1], inp.ctx.lexicon) ?? null;
  return owner === "customer" || owner === "supplier"
    ? { owner, name: `the ${m[1].replace(/^the\s+/i, "")}` }
    : null;
}

/**
 * The one party whose liability a carve-out leaves uncapped: "except for Licensor's obligations under
 * Section 6", "other than the Supplier's indemnity"; null when it names no party or each party.
 */
function carveOwner(raw: string, ctx: AdvancedInputs["ctx"]): PartyChoice | null {
  const m =
    /\b(?:except|excluding|other\s+than|save)\s+(?:for|in\s+respect\s+of\s+)?\s*(?:the\s+)?([A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)['’]s?\s+(?:(?:indemnif\w*|indemnit\w*|payment)\s+)?(?:obligations?|liabilit(?:y|ies)|indemnit(?:y|ies))\b/i.exec(
      raw,
    );
  if (!m || /^(?:a|each|either|any|both|the)$/i.test(m[1]) || /\bparty$/i.test(m[1])) return null;
  // "the Customer's payment obligations and either party's indemnification obligations": both sides
  const carve = raw.slice(m.index, m.index + 200).split(/,|\bin\s+no\s+event\b|\bneither\b/i)[0];
  if (/\b(?:either|each|a|any|both)\s+part(?:y|ies)['’]?s?\s+/i.test(carve)) return null;
  const role = roleOfPhrase(m[1], ctx.lexicon) ?? null;
  return role === "customer" || role === "supplier" ? role : null;
}

/** What a carve-out covers ("except for obligations under Section 6": what Section 6 is about, from its heading). */
function carveCovers(doc: AdvancedInputs["doc"], idx: number): string[] {
  const s = doc.sentences[idx];
  const own = doc.lower.slice(s.start, s.end);
  const intro = /\b(?:except(?:\s+for)?|excluding|other\s+than|save\s+for)\b/.exec(own);
  // "except for Excluded Claims": what the defined term stands for
  const lower = intro ? `${own} ${definitionStartingAt(doc, own.slice(intro.index + intro[0].length))}` : own;
  const named = [...lower.matchAll(/\b(?:sections?|clauses?|articles?|paragraphs?)\s+(\d{1,3})\b/g)]
    .map((m) => headingOfClause(doc, m[1]) ?? "")
    .join(" ")
    .toLowerCase();
  const about = `${lower} ${named}`;
  const covers: string[] = [];
  if (/indemn/.test(about)) covers.push("indemnities");
  if (/confidential/.test(about)) covers.push("confidentiality");
  if (/data\s+protection|personal\s+data|privacy/.test(about)) covers.push("data protection");
  if (/intellectual\s+property|infring/.test(about)) covers.push("intellectual property");
  if (/gross|wil+ful|intentional/.test(about)) covers.push("wilful misconduct or gross negligence");
  // "except for the Customer's payment obligations": fees owed are not capped either
  if (
    /\bpayment\s+obligations?\b|\bobligations?\s+to\s+pay\b|\bfees\s+(?:due|owed|payable)\b|\bamounts?\s+(?:due|owed|payable)\b/.test(
      about,
    )
  )
    covers.push("unpaid fees");
  return covers;
}

/**
 * An exception to the exclusion of indirect losses where a cap applies separately: lost profits can
 * be claimed for the matters named, and only those the cap also excepts are unlimited (the cap's own
 * exception finding asks about those, when it is shown).
 */
function indirectLossesFor(
  inp: AdvancedInputs,
  idx: number,
  covers: string[],
  carves: AdvancedInputs["liability"],
  shown: AdvancedInputs["liability"],
) {
  const { doc, ctx } = inp;
  const s = doc.sentences[idx];
  const capCarves = carves.filter((c) => c.cap && !c.statutoryOnly);
  const uncappedToo = new Set(capCarves.flatMap((c) => carveCovers(doc, c.idx)));
  // the indemnity finding may already have found the indemnities outside every cap
  if (inp.indemnity.capped === false || inp.indemnity.theirsCapped === false) uncappedToo.add("indemnities");
  const unlimited = covers.filter((c) => uncappedToo.has(c) && c !== "unpaid fees");
  const list = andList(covers);
  const capAsked = shown.find((c) => c.cap && !c.statutoryOnly);
  const capClause = capAsked ? clauseNumberAt(doc, doc.sentences[capAsked.idx].start) : null;
  return finding(doc, s.start, s.end, {
    name: "Indirect losses claimable for some claims",
    category: "liability_exclusions",
    subcategory: "uncapped_carve_out",
    // the cap's own exception finding already counts the unlimited part
    risk: unlimited.length > 0 && !capAsked ? "medium" : "low",
    confidence: 75,
    whyItMatters:
      unlimited.length === 0
        ? `Lost profits and other indirect losses can be claimed for ${list}. The liability cap makes no exception for them.`
        : capAsked
          ? `Lost profits and other indirect losses can be claimed for ${list}. The cap does not apply to ${andList(unlimited)} either; that is the exception to the cap${capClause ? ` in clause ${capClause}` : ""}.`
          : `Lost profits and other indirect losses can be claimed for ${list}, and the cap does not apply to ${andList(unlimited)} either, so that liability is unlimited${ctx.side === "customer" ? " for whoever causes it, which can include you" : ""}.`,
    ...indirectLossCarveOutAdvice(
      unlimited.length > 0 ? andList(unlimited) : null,
      capAsked ? (capClause ?? "") : null,
    ),
  });
}

/** Where the only limit is a sole remedy or a time limit for claims: who it binds, and what to ask. */
function limitedRemedy(inp: AdvancedInputs, ranked: ReturnType<typeof rankEvidence>): AdvancedClause {
  const { doc, ctx } = inp;
  const s = doc.sentences[ranked[0].idx];
  const raw = doc.text.slice(s.start, s.end);
  const of = REMEDY_OF_RE.exec(raw);
  const kind =
    of || /\b(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remed/i.test(raw) ? "sole-remedy" : "time-limit";
  const named = of?.[2] ?? of?.[3];
  const limited: PartyChoice | null = of?.[1]
    ? "both"
    : named
      ? (roleOfPhrase(named, ctx.lexicon) ?? null)
      : null;
  const mine =
    limited === "both" ? "both" : limited ? (isUserRole(limited, ctx) ? "user" : "other") : "unclear";
  const ref = clauseNumberAt(doc, s.start);
  const where = ref ? `Clause ${ref}` : "One clause";
  return findingOn(
    doc,
    ranked,
    {
      name: kind === "sole-remedy" ? "Sole remedy" : "Time limit for claims",
      category: "liability_cap",
      subcategory: "remedy_limited",
      risk: kind === "sole-remedy" && (mine === "user" || mine === "both") ? "medium" : "low",
      confidence: 70,
      whyItMatters:
        kind === "sole-remedy"
          ? `${where} makes one remedy the only one${mine === "user" ? " you have" : mine === "other" ? ` ${who(limited, ctx)} has` : ""} for a particular failure. It limits how a claim is met, not how much can be claimed: the contract sets no cap on the amount.`
          : `${where} sets a time limit for bringing claims. It does not cap the amount that can be claimed.`,
      ...limitedRemedyAdvice({ ...sideLabels(ctx), kind, limited: mine }),
    },
    0,
  );
}
