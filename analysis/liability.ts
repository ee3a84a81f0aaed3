import { definitionStartingAt } from "./defined-terms";
import { type Doc, sentencesWithWords, triggerWords } from "./doc";
import { CELL_BREAK } from "./text";

/**
 * Limitation of liability: caps ("total liability shall not exceed the fees paid in the 12 months"),
 * exclusions of kinds of loss ("neither party is liable for indirect or consequential loss") and
 * carve-outs that leave some liability unlimited ("except for breach of confidentiality ...",
 * "nothing in this Agreement limits liability for death or personal injury caused by negligence").
 */

const LIAB_WORDS = triggerWords([
  "liability",
  "liabilities",
  "liable",
  "damages",
  "remedy",
  "remedies",
  "limitation",
  "limitations",
  "limit",
  "limits",
  "cap",
  "responsible",
  "most",
  "exclusion",
  "exclusions",
  "excluded",
]);
export const CAP_RE =
  /(?:\bthe\s+most\s+(?:we|you|it|they|either\s+of\s+us|each\s+of\s+us|(?:the\s+)?[a-z]+)\s+(?:will|shall|may|can|would)\s+(?:ever\s+)?(?:have\s+to\s+)?pay\b|\b(?:aggregate|total|maximum|entire|cumulative|overall|combined)\s+(?:[\w'’]+\s+){0,4}?liabilit(?:y|ies)\b|\bliabilit(?:y|ies)\b(?:[^.;]|\.(?=\d)){0,220}?\b(?:shall|will|may)\s+(?:not|in\s+no\s+(?:event|case|circumstances))\s+(?:\w+\s+){0,2}?exceed|\b(?:neither|no)\s+party['’]s\s+(?:[\w'’]+\s+){0,4}?liabilit(?:y|ies)\b(?:[^.;]|\.(?=\d)){0,160}?\b(?:shall|will|may)\s+(?:\w+\s+){0,2}?exceed|\bliabilit(?:y|ies)\b(?:[^.;]|\.(?=\d)){0,160}?\b(?:(?:is|are|be|shall\s+be|will\s+be)\s+(?:expressly\s+)?(?:limited|capped)\b|not\s+to\s+exceed|up\s+to\s+(?:a\s+)?maximum|in\s+excess\s+of|exceeding)|\bin\s+no\s+(?:event|case)\s+(?:shall|will)\b(?:[^.;]|\.(?=\d)){0,200}?\b(?:exceed|in\s+excess\s+of)|\b(?:liability|damages)\s+(?:cap|limit)\b|\blimited\s+to\s+(?:the\s+)?(?:amount|fees|total|sum|lesser|greater|aggregate|direct\s+damages|\$|£|€|refund|repair|replacement)|\b(?:shall|will)\s+not\s+be\s+liable\s+for\s+(?:any\s+)?(?:amounts?|damages)\s+in\s+excess|(?<!not\s+(?:constitute|be)\s+(?:the\s+|an\s+)?)\bexclusive\s+remedy\b|\bsole\s+(?:and\s+exclusive\s+)?(?:remedy|liability)\b|\b(?:no|any)\s+(?:action|claim)(?:[^.;]|\.(?=\d)){0,100}?(?:may|shall|must)\s+be\s+(?:brought|commenced|made)(?:[^.;]|\.(?=\d)){0,80}?(?:more\s+than|after|within)\s+\S+\s+(?:\(\d+\)\s+)?(?:years?|months?))/i;
/** a key-details row: "Limit of liability | £250,000", "Cap on liability: 12 months' fees" */
const CAP_ROW_RE = new RegExp(
  String.raw`^\s*(?:[\w'’]+\s+){0,2}?(?:limit(?:ation)?\s+(?:of|on)\s+liability|cap\s+on\s+liability)\s*${CELL_BREAK}\s*[^\t|]*?(?:[£$€]\s?\d|\d+(?:\.\d+)?\s*(?:%|per\s*cent)|\b(?:\d+|twelve|six|three|eighteen|twenty-four)\s+months|\bfees|\bcharges)`,
  "i",
);
export const EXCLUSION_RE =
  /(?:\b(?:not|never|no\s+party|neither\s+party|no\s+circumstances|neither)\b[^.;]{0,200}?\b(?:liable|responsible|have\s+any\s+liability)\b[^.;]{0,250}?\b(?:indirect|consequential|special|incidental|punitive|exemplary|lost\s+profits?|loss\s+of\s+(?:profits?|revenue|business|goodwill|data|use|anticipated)|lost\s+(?:revenue|savings|business|data)|economic\s+loss|multiple\s+damages)|\bin\s+no\s+(?:event|case)\b[^.;]{0,150}?\bliable\b[^.;]{0,250}?\b(?:indirect|consequential|special|incidental|punitive|exemplary|lost\s+profits?|loss\s+of)|\b(?:disclaims?|excludes?|waives?)\b[^.;]{0,80}?\b(?:liability|claims?|damages)\b[^.;]{0,150}?\b(?:indirect|consequential|special|incidental|punitive|exemplary|lost\s+profits?)|\b(?:indirect|consequential|special|incidental|punitive)\s+(?:or\s+\w+\s+)?(?:damages|losses?)\b[^.;]{0,120}?\b(?:shall\s+not|will\s+not|not)\s+be\s+(?:recoverable|payable|liable|available)|\b(?:not|neither\s+party|no\s+party)\b[^.;]{0,60}?\b(?:entitled\s+to\s+)?recover\b[^.;]{0,120}?\b(?:indirect|consequential|special|incidental|punitive|exemplary|lost\s+profits?)|\b(?:indirect|consequential|special|incidental|punitive)\b[^.;]{0,80}?\b(?:losses?|damages)\b[^.;]{0,40}?\b(?:are|is|shall\s+be|will\s+be)\s+excluded|\bliability\s+for\b[^.;]{0,120}?\b(?:indirect|consequential|lost\s+profits?|loss\s+of\s+profits?)\b[^.;]{0,80}?\b(?:is|are|shall\s+be|will\s+be)\s+excluded|\bno\s+liability\b[^.;]{0,80}?\bfor\b[^.;]{0,120}?\b(?:indirect|consequential|lost\s+profits?|loss\s+of\s+profits?)\b)/i;
const CARVE_INTRO_RE =
  /\b(?:except(?:\s+(?:for|with\s+respect\s+to|as\s+(?:otherwise\s+)?(?:set\s+forth|provided|stated)|in\s+(?:the\s+)?(?:case|event)\s+of|under|to\s+the\s+extent|in\s+connection\s+with))?|excluding|other\s+than|save\s+(?:for|in\s+respect\s+of)|with\s+the\s+exception\s+of|excepting|exclusive\s+of)\b/i;
const CARVE_TARGET_RE =
  /\b(?:indemnif\w*|indemnit\w*|confidential\w*|gross(?:ly)?\s+negligen\w*|wil(?:l)?ful\s+(?:mis)?conduct|intentional|fraud\w*|death|personal\s+injury|bodily\s+injury|infring\w*|misappropriat\w*|intellectual\s+property|section\s+\d|article\s+\d|clause\s+\d|sections?\s+\d|obligations\s+under|payment\s+obligations|amounts?\s+(?:due|owed|payable)|third[\s-]part(?:y|ies)\s+claims?|data\s+protection|abandonment|\[\s*\*+\s*\]|privacy|willful|wilful|paragraph\s+\d)/i;
export const STATED_UNLIMITED_RE =
  /\bliabilit(?:y|ies)\b[^.;]{0,200}?\b(?:shall|will|is|are)\s+(?:be\s+)?(?:unlimited|uncapped)\b/;
/** the measure of a cap: a sum, a share, or "limited to" / "not exceed" */
const STATES_A_LIMIT_RE =
  /\bnot\s+(?:\w+\s+){0,2}?exceed|\blimited\s+to\b|\bcapped\s+at\b|[£$€]\s?\d|\d\s*(?:%|per\s*cent)/;
const THIRD_PARTY_BENEFIT_RE =
  /\bthird[\s-]party\s+beneficiar|\bsolely\s+for\s+the\s+benefit\s+of\s+the\s+parties\b|\bnot\s+intended\s+to\s+confer\b/;
const NOT_APPLY_RE =
  /\b(?:(?:limitations?|exclusions?|limits?|caps?)\b[^;]{0,140}?\b(?:shall|will|do|does)\s+not,?\s+(?:however,?\s+)?apply|not\s+be\s+(?:subject\s+to|limited\s+by|counted\s+(?:against|toward))|nothing\s+in\s+this\s+(?:agreement|clause|section|contract|article)\b[^;]{0,80}?\b(?:limit|exclude|restrict)s?\b(?=[^;]{0,60}?\b(?:liabilit\w*|liable|damages|claims?|remed\w*|rights?|indemnit\w*)\b)|(?:shall|will)\s+not\s+(?:be\s+construed\s+to\s+)?(?:limit|exclude|restrict)\s+(?:(?:either|any|a)\s+party'?s\s+|the\s+)?(?:liability|indemnif)|(?:neither\s+party|no\s+party|nothing)\s+(?:\w+\s+){0,6}?(?:excludes?|limits?|restricts?)\s+(?:or\s+(?:excludes?|limits?|restricts?)\s+)?(?:any\s+|its\s+)?liabilit|unlimited\s+liability|liab\w*[^.;]{0,60}?\bwithout\s+(?:any\s+)?limit(?:ation)?\s+(?:as\s+to|in)\s+amount|shall\s+be\s+unlimited|no\s+limitation\s+of\s+liability|there\s+shall\s+be\s+no\s+limitation)/i;
const STATUTORY_ONLY_RE =
  /\b(?:death|personal\s+injury|fraud\w*|(?:any\s+)?(?:other\s+)?liability\s+which\s+cannot\s+(?:lawfully\s+)?be\s+(?:limited|excluded))/i;

/** caps in name only: a sole or exclusive remedy, or a time limit for bringing claims */
const REMEDY_OR_TIME_LIMIT_RE =
  /\b(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remed(?:y|ies)\b|\b(?:no|any)\s+(?:lawsuit|action|claim|suit|proceedings?)\b[^.;]{0,200}?\b(?:brought|commenced|made)\b[^.;]{0,160}?\b(?:after|more\s+than|within)\b[^.;]{0,60}?\b(?:years?|months?)\b/g;

/** the same, for testing one sentence (the global one above is for replacing) */
const TIME_LIMIT_OR_REMEDY_RE = new RegExp(REMEDY_OR_TIME_LIMIT_RE.source);

export type LiabilityKind = "cap" | "exclusion" | "carve-out";

export interface LiabilitySentence {
  idx: number;
  cap: boolean;
  /** the "cap" is only a sole remedy or a time limit for bringing claims: no amount is limited */
  nominalCap: boolean;
  exclusion: boolean;
  /** some liability is left unlimited (carve-out from a cap or exclusion, or "nothing limits ...") */
  carveOut: boolean;
  /** the carve-out covers only what the law does not allow to be limited (death, personal injury, fraud) */
  statutoryOnly: boolean;
  /** the carve-out covers indemnities */
  indemnityCarved: boolean;
}

export function liabilitySentences(doc: Doc): LiabilitySentence[] {
  const out: LiabilitySentence[] = [];
  for (const idx of sentencesWithWords(doc, LIAB_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 3000) continue;
    const lower = doc.lower.slice(s.start, s.end);
    const capRow = CAP_ROW_RE.test(lower);
    // "total liability ... shall be unlimited": the words of a cap, saying there is none
    const cap =
      capRow || (CAP_RE.test(lower) && !(STATED_UNLIMITED_RE.test(lower) && !STATES_A_LIMIT_RE.test(lower)));
    const exclusion = EXCLUSION_RE.test(lower);
    let carveOut = false;
    let statutoryOnly = false;
    let indemnityCarved = false;
    const intro = CARVE_INTRO_RE.exec(lower);
    // "EXCEPT FOR EXCLUDED CLAIMS, ...": what the defined term stands for is what is carved out
    const defined = intro ? definitionStartingAt(doc, lower.slice(intro.index + intro[0].length)) : "";
    const carveText = intro ? `${lower.slice(intro.index, intro.index + 400)} ${defined}` : "";
    if ((cap || exclusion) && intro && CARVE_TARGET_RE.test(carveText)) carveOut = true;
    // "Except ..., in no event shall either party be liable ..." (sentence-initial carve-out)
    if (
      (cap || exclusion) &&
      /^(?:[\d.()a-z]{1,8}\s+)?(?:except|other\s+than|save\s+(?:for|as)|with\s+the\s+exception)\b/.test(
        lower,
      ) &&
      // "Except as set forth above, ..." points back at the clause; it names nothing left unlimited
      !/^(?:[\d.()a-z]{1,8}\s+)?except\s+as\s+(?:(?:above|otherwise|expressly|specifically)\s+)*(?:set\s+forth|provided|stated)(?:\s+(?:above|herein|in\s+this\s+(?:section|clause|agreement)))?\s*,/.test(
        lower,
      )
    )
      carveOut = true;
    if (
      NOT_APPLY_RE.test(lower) &&
      (CARVE_TARGET_RE.test(lower) || /\bnothing\b/.test(lower)) &&
      (cap ||
        exclusion ||
        /\bliab|\bdamages\b|\b(?:this|that|such|these|the\s+(?:foregoing|above|preceding))\s+(?:limitations?|exclusions?|limits?|caps?)\b|\blimitations?\s+(?:of\s+liability|set\s+forth|in\s+(?:this\s+)?(?:section|clause|article))|\bexclusions?\s+(?:of|set\s+forth|in)\b/.test(
          lower,
        ))
    )
      carveOut = true;
    if ((cap || exclusion) && /\bshall\s+not\s+be\s+construed\s+to\s+limit\b/.test(lower)) carveOut = true;
    // a cap in name only: a sole remedy or a time limit for claims, with no limit on the amount
    const nominalCap = cap && !capRow && !CAP_RE.test(lower.replace(REMEDY_OR_TIME_LIMIT_RE, " "));
    // an exception to such a clause leaves no liability unlimited
    if (carveOut && nominalCap && !exclusion) carveOut = false;
    // "no action may be brought after two years ...; the foregoing limitation shall not apply to amounts due":
    // an exception to a time limit for claims leaves no amount unlimited
    if (
      carveOut &&
      !exclusion &&
      TIME_LIMIT_OR_REMEDY_RE.test(lower) &&
      !CAP_RE.test(lower.replace(REMEDY_OR_TIME_LIMIT_RE, " "))
    )
      carveOut = false;
    if (!cap && !exclusion && !carveOut) continue;
    // "there are no third-party beneficiaries ... no remedy in excess of ...": about who may sue, not how much
    if (THIRD_PARTY_BENEFIT_RE.test(lower)) continue;
    if (carveOut) {
      const targets = (intro ? carveText : lower).match(new RegExp(CARVE_TARGET_RE.source, "gi")) ?? [];
      statutoryOnly =
        targets.length > 0 &&
        targets.every((t) => /death|personal|bodily|fraud/.test(t)) &&
        STATUTORY_ONLY_RE.test(lower);
      indemnityCarved = targets.some((t) => /indemn/.test(t));
    }
    out.push({ idx, cap, nominalCap, exclusion, carveOut, statutoryOnly, indemnityCarved });
  }
  return out;
}
