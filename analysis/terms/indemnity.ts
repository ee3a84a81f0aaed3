import { indemnityAdvice, roleWord } from "../advice/index";
import { sentencesWithWords, sentenceText, triggerWords } from "../doc";
import type { LiabilitySentence } from "../liability";
import { roleOfPhrase } from "../parties";
import { type IndemnityShape, rateIndemnity } from "../risk";
import { SELLS_GOODS_RE } from "../supplied";
import type { IndemnityTerms, PartyChoice, PartyRole, Rating, Side } from "../types";
import {
  CONFIDENCE,
  foundBlock,
  labelsOf,
  missingBlock,
  nothingSupplied,
  otherSide,
  type TermContext,
} from "./common";
import { coversParty, indemnityCap } from "./indemnity-cap";

/** work done with people or equipment at the customer's place (cleaning, guarding, plant hire) */
const ON_SITE_WORK_RE =
  /\b(?:(?:building|construction|fit[- ]?out|refurbishment|demolition|installation|alteration)\s+works\b|carry\s+out\s+(?:and\s+complete\s+)?the\s+works\b|clean(?:ing|ers?)\s+(?:services?|contract)|clean\s+the\s+(?:[\w'’]+\s+)?premises|catering|caterers?|security\s+(?:guard\w*|officers?)|(?:equipment|plant|machinery)\s+hire|hire\s+(?:of\s+)?(?:the\s+)?(?:equipment|plant|machinery)|removals?\s+services?|window\s+cleaning|grounds\s+maintenance|pest\s+control)\b/i;
/** something made or licensed whose rights a third party could claim: software, designs, content */
const SUPPLIES_IP_RE =
  /\b(?:software|saas|platform|licen[cs]es?|deliverables|intellectual\s+property|copyright|content|designs?|website|application|personal\s+data|photo\w*|images?|artwork)\b/i;

const DATA_OR_SOFTWARE_RE =
  /\b(?:personal\s+data|data\s+protection|software|saas|platform|hosted|online\s+service)\b/i;

const INDEMNITY_WORDS = triggerWords([
  "indemnif*",
  "indemnit*",
  "harmless",
  "defend",
  "compensate",
  "reimburse",
]);
/** a promise to make good a loss is an indemnity in substance when the loss comes from a claim or a breach */
const LOSS_CAUSE_RE = /\b(?:claims?|proceedings|breach\w*|negligen\w*|infring\w*|default)\b/i;
/** "shall indemnify", "will, at its own cost, defend", "agrees to hold ... harmless". */
const OBLIGATION_RE =
  /\b(?:(?:shall|will|agrees?\s+to|undertakes?\s+to|must|hereby\s+agrees?\s+to|covenants?\s+to|is\s+obliged\s+to|shall\s+at\s+its\s+(?:own\s+)?(?:cost|expense)[^,]{0,20},?)(?:\s*,[^,.;]{1,60},)?\s+(?:(?:\w+|,)\s+){0,6}?(?:indemnif(?:y|ies)|defend|hold\s+(?:\w+\s+){0,3}harmless|keep\s+(?:\w+\s+){0,5}?indemnified|(?:compensate|reimburse)\s+(?:the\s+)?(?:\w+\s+){1,2}?(?:in\s+full\s+|fully\s+)?for\s+(?:any\s+and\s+all|any|all|each)\s+(?:[\w,]+\s+){0,4}?(?:loss(?:es)?|liabilit(?:y|ies)|damages))|(?:party|[a-z]+(?:or|er|ee))\s+(?:hereby\s+)?(?:indemnifies|defends|holds\s+(?:\w+\s+){0,3}harmless))\b/i;
/** A promise to defend claims counts as an indemnity only when it is about claims. */
const DEFEND_ONLY_RE = /\bdefend\b/i;
const CLAIM_RE = /\b(?:claims?|proceedings?|actions?|suits?|demands?)\b/i;
const MUTUAL_RE =
  /\b(?:each\s+party\s+(?:shall|will|agrees?\s+to|hereby)[^.]{0,60}?(?:indemnif|defend|hold\s+(?:\w+\s+){0,3}harmless)|each\s+party\s+(?:hereby\s+)?(?:indemnifies|defends)|either\s+party\s+(?:shall|will)\s+(?:indemnify|defend)|the\s+parties\s+(?:shall|will|agree\s+to)\s+(?:mutually\s+)?(?:indemnify|defend)|mutual(?:ly)?\s+indemnif|indemnify\s+each\s+other|indemnify\s+the\s+other\s+party|each\s+of\s+the\s+parties\s+(?:shall|will)\s+(?:indemnify|defend))/i;

/** "Neither party shall be required to indemnify the other", "is under no obligation to indemnify": no promise */
const NEGATED_OBLIGATION_RE =
  /\b(?:neither\s+party|no\s+party|neither\s+the\s+\w+\s+nor\s+the\s+\w+)\s+(?:shall|will|is|are)\s+(?:\w+\s+){0,4}?(?:indemnif\w*|defend|hold\s+(?:\w+\s+){0,3}harmless)|\b(?:shall|will|is|are)\s+not\s+(?:be\s+)?(?:required|obliged|obligated)\s+to\s+(?:indemnif\w*|defend|hold\s+(?:\w+\s+){0,3}harmless)|\b(?:has|have|shall\s+have|is\s+under|are\s+under)\s+no\s+obligation\s+to\s+(?:indemnif\w*|defend|hold\s+(?:\w+\s+){0,3}harmless)|\bnothing\s+in\s+this\s+agreement\s+(?:shall\s+)?(?:requires?|obliges?)\s+(?:\w+\s+){0,3}to\s+(?:indemnif\w*|defend)/gi;

interface Obligation {
  idx: number;
  party: PartyChoice | null;
}

const OBLIGATIONS_RE = new RegExp(OBLIGATION_RE.source, "gi");

/**
 * Who gives the indemnities a sentence states: "both" for a mutual one, and each party of two promises
 * side by side ("The Supplier shall indemnify ..., and the Customer shall indemnify ...").
 */
function obligors(raw: string, lower: string, ctx: TermContext): Array<PartyChoice | null> {
  if (MUTUAL_RE.test(lower)) return ["both"];
  const found = [...raw.matchAll(OBLIGATIONS_RE)].map((m) => obligorOf(raw, m, ctx));
  const named = [...new Set(found.filter((p) => p !== null))];
  return named.length > 0 ? named : [found[0] ?? null];
}

function obligorOf(raw: string, m: RegExpMatchArray, ctx: TermContext): PartyChoice | null {
  // subject: the words just before the modal verb, after the last comma/semicolon
  // "The Supplier indemnifies ...": the subject is part of the match
  let before =
    raw.slice(0, m.index ?? 0) +
    (/^(?:shall|will|agree|undertake|must|hereby|covenant|is)/i.test(m[0]) ? "" : m[0].split(/\s+/)[0]);
  const cut = Math.max(before.lastIndexOf(","), before.lastIndexOf(";"), before.lastIndexOf(":"));
  if (cut >= 0) before = before.slice(cut + 1);
  const words = before.trim().split(/\s+/).slice(-5).join(" ");
  // try from the longest suffix of the phrase to the shortest
  const parts = words.split(/\s+/);
  for (let i = 0; i < parts.length; i++) {
    const r = roleOfPhrase(parts.slice(i).join(" "), ctx.lexicon);
    if (r) return r;
  }
  // "The Consultant is responsible for its staff's tax and shall indemnify ...": the sentence's subject
  if (/\band\s*$/i.test(raw.slice(0, m.index ?? 0))) {
    const subject = SENTENCE_SUBJECT_RE.exec(raw);
    if (subject) return roleOfPhrase(subject[1], ctx.lexicon) ?? null;
  }
  return null;
}

/** the party a sentence starts with, after any clause number or heading */
const SENTENCE_SUBJECT_RE =
  /^\W*(?:[\d.()a-z]{1,8}\s+)?(?:[A-Z][A-Za-z ]{0,40}[.:]\s+)?((?:[Tt]he\s+)?[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*){0,3})\s+(?:shall|will|is|are|must|agrees?|undertakes?|remains?)\b/;

export function findIndemnity(ctx: TermContext, liability: LiabilitySentence[]): IndemnityTerms {
  const { doc, side, thresholds } = ctx;
  const obligations: Obligation[] = [];
  let firstMention = -1;
  for (const idx of sentencesWithWords(doc, INDEMNITY_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2500) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    if (firstMention < 0) firstMention = idx;
    // a promise not to indemnify is no indemnity; what remains of the sentence may still give one
    const blank = (t: string) => t.replace(NEGATED_OBLIGATION_RE, (m) => " ".repeat(m.length));
    const promised = blank(lower);
    if (!OBLIGATION_RE.test(promised) && !MUTUAL_RE.test(promised)) continue;
    if (!/indemn|harmless/.test(lower) && DEFEND_ONLY_RE.test(lower) && !CLAIM_RE.test(lower)) continue;
    if (!/indemn|harmless|defend/.test(lower) && !LOSS_CAUSE_RE.test(lower)) continue;
    for (const party of obligors(blank(raw), promised, ctx)) obligations.push({ idx, party });
  }
  if (obligations.length === 0 && nothingSupplied(ctx)) {
    return {
      ...missingBlock({
        summary:
          "Not applicable: nothing is bought or sold under this contract, and neither side gives an indemnity.",
        favorabilityScore: "green",
        recommendation: "Nothing to do: an indemnity is not usual in a contract under which nothing is paid.",
      }),
      type: "none",
      indemnifyingParty: null,
      capped: null,
    };
  }
  if (obligations.length === 0) {
    // a supplier that gives no indemnity carries less risk; a customer goes without protection
    const rating = side === "supplier" ? "green" : "amber";
    const head = doc.text.slice(0, 200_000);
    const onSiteWork = ON_SITE_WORK_RE.test(head) && !SUPPLIES_IP_RE.test(head);
    const goods = !onSiteWork && SELLS_GOODS_RE.test(head) && !DATA_OR_SOFTWARE_RE.test(head);
    return {
      ...missingBlock({
        summary:
          "No indemnity found: neither side promises to cover the other's losses from third-party claims.",
        favorabilityScore: rating,
        ...indemnityAdvice({
          shape: { kind: "none" },
          rating,
          side,
          thresholds,
          labels: labelsOf(ctx),
          onSiteWork,
          goods,
        }),
      }),
      type: "none",
      indemnifyingParty: null,
      capped: null,
      ...(onSiteWork ? { onSiteWork } : {}),
      ...(goods ? { goods } : {}),
    };
  }
  const roles = new Set<PartyRole>();
  for (const o of obligations) {
    if (o.party === "both") {
      roles.add("customer");
      roles.add("supplier");
    } else if (o.party) roles.add(o.party);
  }
  const type: IndemnityTerms["type"] = roles.size === 2 ? "mutual" : "one-sided";
  const indemnifyingParty: PartyChoice | null =
    roles.size === 2 ? "both" : roles.size === 1 ? [...roles][0] : null;

  // capped? each indemnity the user gives (else every indemnity) must be capped
  const relevant = obligations.filter((o) => o.party === side || o.party === "both");
  const readings = new Map(
    (relevant.length > 0 ? relevant : obligations).map((o) => [
      o.idx,
      // "Each party shall indemnify": the user's indemnity under it is the user's own
      indemnityCap(ctx, o.idx, o.party === "both" ? side : o.party, liability),
    ]),
  );
  const capped = [...readings.values()].every((r) => r.capped);
  // a mutual indemnity can be capped on one side only ("the Supplier's liability under clause 5.1
  // shall not exceed £250,000" beside "the limits do not apply to the Customer's indemnity")
  const theirs = obligations.filter((o) => o.party === otherSide(side) || o.party === "both");
  const theirsCapped = theirs.every(
    (o) => indemnityCap(ctx, o.idx, o.party === "both" ? otherSide(side) : o.party, liability).capped,
  );

  let shape: IndemnityShape;
  if (type === "mutual") shape = { kind: "mutual", capped, theirsCapped };
  else if (indemnifyingParty === null) shape = { kind: "unknown-party", capped };
  else if (indemnifyingParty === side)
    shape = {
      kind: "given-by-user",
      capped,
      ownWrongOnly: relevant.every((o) => coversOwnWrongOnly(sentenceText(doc, o.idx))),
      taxOnly: relevant.every((o) => coversTaxOnly(sentenceText(doc, o.idx))),
    };
  else shape = { kind: "given-to-user" };
  const rating: Rating = rateIndemnity(shape, thresholds);

  const other = otherSide(side);
  const them = roleWord(labelsOf(ctx), other);
  let summary: string;
  const capText = capped ? "capped" : "not capped (unlimited)";
  switch (shape.kind) {
    case "mutual":
      summary =
        capped === theirsCapped
          ? `Mutual indemnity: each side covers the other's losses from claims it causes; ${capText}.`
          : `Mutual indemnity: each side covers the other's losses from claims it causes; yours is ${capText}, ${them}'s is ${theirsCapped ? "capped" : "not capped (unlimited)"}.`;
      break;
    case "given-to-user":
      summary = `One-sided indemnity in your favour: ${them} covers your losses from the claims listed; you give no indemnity; ${capText}.`;
      break;
    case "given-by-user":
      summary = shape.taxOnly
        ? `Tax indemnity given by you: you cover ${them} for tax and National Insurance due on your fees, with interest and penalties; ${capText}.`
        : `One-sided indemnity given by you: you cover ${them}'s losses${shape.ownWrongOnly ? " from claims your own unlawful acts or misconduct cause" : ""} and get no indemnity back; ${capText}.`;
      break;
    default:
      summary = `Indemnity given by one party (the contract does not make clear which side); ${capText}.`;
  }
  const main =
    obligations.find((o) => o.party === otherSide(side)) ??
    obligations.find((o) => o.party === "both") ??
    obligations[0];
  const s = doc.sentences[main.idx];
  let start = s.start;
  let end = s.end;
  // mutual by two promises side by side ("12.1 The Supplier shall ... 12.2 The Customer shall ..."):
  // the evidence is both
  if (type === "mutual" && main.party !== "both") {
    const pair = obligations.find(
      (o) => o.party !== null && o.party !== main.party && Math.abs(o.idx - main.idx) === 1,
    );
    if (pair) {
      start = Math.min(start, doc.sentences[pair.idx].start);
      end = Math.max(end, doc.sentences[pair.idx].end);
    }
  }
  // a cap or exclusion from the cap in the very next sentence is part of the evidence for "capped"
  const deciding = (readings.get(main.idx) ?? indemnityCap(ctx, main.idx, main.party, liability)).idx;
  if (deciding >= 0 && deciding > main.idx && doc.sentences[deciding].start - end <= 4)
    end = doc.sentences[deciding].end;
  return {
    ...foundBlock(doc, start, end, {
      summary,
      favorabilityScore: rating,
      confidence: indemnifyingParty ? CONFIDENCE.exact : CONFIDENCE.pattern,
      ...indemnityAdvice({
        shape,
        rating,
        side,
        thresholds,
        labels: labelsOf(ctx),
        ...capsFor(ctx, liability, side),
        nothingSupplied: nothingSupplied(ctx),
        outsideCap: [...readings.values()].some((r) => r.outsideCap),
        // what the other side's indemnity already covers, so the advice asks only for the rest
        covers: coverOf(
          obligations
            .filter((o) => o.party === otherSide(side) || o.party === "both")
            .map((o) => sentenceText(doc, o.idx))
            .join(" "),
        ),
      }),
    }),
    type,
    indemnifyingParty,
    capped,
    theirsCapped: type === "mutual" ? theirsCapped : null,
    ...(shape.kind === "given-by-user" && shape.taxOnly ? { taxOnly: true } : {}),
  };
}

/** whether the contract has a liability cap at all, and whether any cap it has limits the user's liability */
function capsFor(ctx: TermContext, liability: LiabilitySentence[], side: Side) {
  const caps = liability.filter((l) => l.cap && !l.nominalCap);
  return {
    noCap: caps.length === 0,
    capNotOurs: caps.length > 0 && !caps.some((l) => coversParty(ctx, sentenceText(ctx.doc, l.idx), side)),
  };
}

/** "arising from the Customer's unlawful use of the Service", "caused by its fraud or wilful misconduct" */
const OWN_WRONG_RE =
  /\b(?:unlawful|illegal|fraud\w*|wilful(?:ly)?\s+(?:misconduct|default)|criminal|(?:breach|violation)\s+of\s+(?:any\s+)?(?:applicable\s+)?(?:law|laws|legislation)|in\s+breach\s+of\s+(?:any\s+)?(?:applicable\s+)?(?:law|laws|legislation))\b/i;
/** causes that reach beyond the user's own wrongs: any breach of the contract, negligence, any act */
const WIDE_CAUSE_RE =
  /\b(?:any\s+(?:act|omission|breach)|breach\s+of\s+(?:this|the)\s+(?:agreement|contract|terms)|negligen\w*|performance\s+of\s+(?:this|the)\s+(?:agreement|contract)|(?:arising|resulting)\s+(?:out\s+of|from|under)\s+(?:this|the)\s+(?:agreement|contract)|infring\w*|data\s+(?:the\s+)?(?:customer|client|you)\s+(?:upload|provide|supplie)\w*)\b/i;
/** "any liability for income tax, National Insurance contributions ... under the off-payroll working rules" */
const TAX_RE =
  /\b(?:income\s+tax|national\s+insurance|PAYE|off-payroll|IR35|employment\s+taxes|social\s+security\s+contributions)\b/i;
const coversTaxOnly = (text: string) =>
  TAX_RE.test(text) && !/\b(?:infring\w*|negligen\w*|any\s+breach)\b/i.test(text);
const coversOwnWrongOnly = (text: string) => OWN_WRONG_RE.test(text) && !WIDE_CAUSE_RE.test(text);

const IP_CLAIM_RE =
  /\b(?:infring\w*|intellectual\s+property|patents?|copyrights?|trade\s*marks?|misappropriat\w*)\b/i;
const DATA_CLAIM_RE =
  /\b(?:data\s+protection|personal\s+data|privacy|GDPR|data\s+breach|security\s+breach)\b/i;

function coverOf(text: string): { ip: boolean; data: boolean } {
  return { ip: IP_CLAIM_RE.test(text), data: DATA_CLAIM_RE.test(text) };
}
