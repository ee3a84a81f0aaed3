import { andList, upperFirst as cap } from "../../common/format";
import { FORCE_MAJEURE_DAYS } from "../../common/negotiation-targets";
import {
  assignmentAdvice,
  breachTerminationAdvice,
  disclaimerAdvice,
  forceMajeureAdvice,
  freeTransferAdvice,
  insuranceAdvice,
  noInsuranceAdvice,
  nonSolicitationAdvice,
  noWarrantyAdvice,
  ownFreeTransferAdvice,
  permittedTransferAdvice,
  standardOfCareAdvice,
  toSpecificationAdvice,
  type WarrantedSupply,
  warrantyAdvice,
} from "../advice/index";
import { type Doc, findInSentences, sentencesWithWords, sentenceText, triggerWords } from "../doc";
import { valueRowLabel } from "../evidence";
import { type Duration, findDurations } from "../numbers";
import { BOTH_OF_US_RE, roleOfPhrase } from "../parties";
import { SELLS_GOODS_RE, suppliedTerms } from "../supplied";
import { customerLeaveDays } from "../terms/cancellation";
import { nothingSupplied } from "../terms/common";
import type { AdvancedClause, PartyChoice } from "../types";
import { auditFindings } from "./audit";
import type { AdvancedInputs } from "./inputs";
import { fixedPriceFindings } from "./pricing";
import {
  currencySymbolOf,
  evidenceFor,
  finding,
  findingOn,
  isUserRole,
  missing,
  nextSentence,
  partyAfter,
  sideLabels,
  subjectOf,
  who,
} from "./util";

const TERMINATION_WORDS = triggerWords(["terminat*"]);

const WARRANTY_SCAN_WORDS = triggerWords([
  "warrant*",
  "disclaim*",
  "guaranteed",
  "guarantee",
  "guarantees",
  "promise",
  "promises",
  "uninterrupted",
]);

const DISCLAIMER_RE =
  /\b(?:as\s+is|as\s+available|disclaims?\s+(?:all|any)\s+(?:other\s+)?(?:warranties|representations)|without\s+warranty\s+of\s+any\s+kind|makes?\s+no\s+(?:other\s+)?(?:warranties|representations))\b|\b(?:gives?|provides?|offers?)\s+no\s+(?:\w+\s+)?(?:warranty|warranties|guarantee)(?:\s+(?:of\s+any\s+kind|whatsoever|as\s+to|that|about)\b|\s*[.,;])|\b(?:do|does|will|shall|can)\s*n[o']t\s+(?:promise|guarantee)\s+that\b/i;
const WARRANTY_GIVEN_RE =
  /\b(?:(?:are|is|will\s+be|shall\s+be)\s+guaranteed\s+for\b|warrants?\s+(?:and\s+represents\s+)?that|represents\s+and\s+warrants|warranty\s+period|shall\s+be\s+free\s+from\s+(?:material\s+)?defects|will\s+perform\s+(?:substantially\s+)?in\s+accordance|(?<=\b(?:we|it|they|(?:the\s+)?(?:supplier|seller|contractor|consultant|provider|vendor|developer|licensor|company|manufacturer|installer|builder|designer|agency))\s+(?:also\s+|hereby\s+)?)(?:promises?|guarantees?)\s+(?:that\s+)?(?:the\s+|our\s+|its\s+|their\s+|all\s+|your\s+)?(?:[\w-]+\s+){0,3}?(?:will|shall|workmanship|work|goods|services?|software|products?|equipment|installation)\b)/i;
/** a warranty that is not about what is supplied: authority to sign, ownership, a denial ("does not warrant that") */
const NOT_A_QUALITY_WARRANTY_RE =
  /\b(?:warrants?|represents?)\s+(?:and\s+(?:warrants?|represents?)\s+)?(?:to\s+(?:the\s+)?\w+\s+)?that\s+(?:it|he|she|they|each\s+of\s+them)\s+(?:has|have|is|are|owns?|holds?)\s+(?:the\s+)?(?:full\s+|all\s+(?:necessary\s+|requisite\s+)?|requisite\s+|necessary\s+)?(?:(?:corporate\s+)?power|authority|right\s+to\s+enter|capacity|duly|validly|legally|owner|title|not\s+(?:entered|been))|\b(?:not|n['’]t|no)\s+(?:\w+\s+){0,2}?(?:warrant|represent|promise|guarantee)s?\b/i;
/** a guarantor standing behind another's payment or performance gives no warranty of quality */
const GUARANTEE_OF_DEBT_RE =
  /\bguarantor\b|\bguarantee\w*\s+(?:to\s+\w+\s+)?(?:that\s+)?(?:the\s+)?(?:[A-Z][\w&-]*['’]s\s+)?(?:due\s+|punctual\s+)?(?:payment|performance|obligations|debts?|liabilities)\b|\bguarantees?\s+that\s+(?:the\s+)?[A-Z][\w&-]*\s+will\s+(?:pay|perform|comply)\b/;
/** a promise of the quality the law expects of goods, in the words of the Sale of Goods Act or the Consumer Rights Act */
const QUALITY_WORDS = triggerWords(["satisfactory", "merchantable", "fit", "defects", "description"]);
const QUALITY_PROMISE_RE =
  /\b(?:shall|will|must|ensures?|undertakes?|agrees?)\b[^.;]{0,120}?\b(?:(?:be|is|are)\s+of\s+(?:satisfactory|merchantable|good\s+and\s+merchantable|sound\s+and\s+merchantable)\s+quality|(?:be|is|are)\s+(?:reasonably\s+)?fit\s+for\s+(?:(?:the|their|its|any|all|a)\s+)?(?:[\w-]+\s+){0,2}?purposes?|(?:be|is|are|remain)\s+free\s+(?:from|of)\s+(?:any\s+)?(?:material\s+)?defects|correspond\s+with\s+(?:their|its|the)\s+description|conform\w*\s+(?:in\s+all\s+(?:material\s+)?respects\s+)?(?:with|to)\s+(?:their|its|the)\s+description)\b/i;
/** the promise is denied, or only the implied terms are mentioned to be excluded */
const QUALITY_DENIED_RE =
  /\b(?:not|no|nor|disclaim\w*|whether|if|unless)\b[^.;]{0,40}?\b(?:satisfactory|merchantable|fit|free|correspond|conform)\w*\b|\b(?:excluded|exclusion|implied)\b/i;
const WARRANTY_CORE_RE = /\bwarrant(?:y|ies|s)\b[^.;]{0,160}\b(?:days?|months?|years?|period)\b/i;
/** "its professional indemnity insurance, which must be at least £1,000,000 for each claim": a minimum cover required */
const INSURANCE_MINIMUM_RE =
  /\binsurance\b[^.;]{0,60}?\b(?:which|that)\s+(?:shall|must|will)\s+be\s+(?:at\s+least|not\s+less\s+than|no\s+less\s+than|a\s+minimum\s+of)\b/i;
const INSURANCE_CORE_RE =
  /\b(?:maintain|carry|procure|obtain|keep|take\s+out|purchase)\w*\b[^.;]{0,120}\binsurance\b|\bholds?\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}?insurance\b|\binsurance\b[^.;]{0,80}\b(?:maintain|carr(?:y|ied)|procured?|obtained?)\b/i;
const PASSIVE_ASSIGN_BY_RE =
  /\b(?:be|being)\s+(?:\w+\s+)?(?:assigned|transferred|novated|delegated)(?:\s*,?\s*(?:or|and)\s+(?:\w+\s+)?(?:assigned|transferred|novated|delegated))?\s+by\s+/i;
/** "Neither party", "by a party", consent "of the other party" with no party named, "by Buyer or Seller", "Neither A nor B" */
function bindsBothSides(raw: string, lower: string, restricted: PartyChoice | null): boolean {
  if (
    /\b(?:neither|either|each|no)\s+party|\bthe\s+parties\b|\bby\s+(?:a|either|any)\s+party\b/.test(lower) ||
    BOTH_OF_US_RE.test(lower)
  )
    return true;
  if (/\b[Nn]either\s+(?:the\s+)?[A-Z][\w.&-]*\s+(?:or|nor)\s+(?:the\s+)?[A-Z]/.test(raw)) return true;
  return (
    /\b(?:consent|approval|agreement|permission)\s+of\s+the\s+other\s+part(?:y|ies)\b/.test(lower) &&
    (restricted === null || /\bby\s+(?:the\s+)?[A-Z][\w.-]*\s+or\s+(?:the\s+)?[A-Z]/.test(raw))
  );
}

const ASSIGNMENT_CORE_RE =
  /\b(?:assign|transfer|delegate)\w*\s+(?:or\s+\w+\s+)?(?:(?:this|the)\s+(?:agreement|contract)|these\s+terms|(?:them|it)\s+without\b|(?:any\s+of\s+)?(?:its|their)\s+(?:rights|obligations)|the\s+benefit)|\b(?:agreement|contract)\b[^.;]{0,60}\bassign(?:able|ed)\b|\bpurported\s+assignment|\bnull\s+and\s+void|\bassign\w*\b[^.;]{0,100}?\b(?:rights?|obligations?)\b[^.;]{0,100}?\bwithout\s+(?:the\s+)?(?:prior\s+)?(?:express\s+)?(?:written\s+)?(?:consent|approval)\b|\b(?:agreement|contract|rights|obligations)\b[^.;]{0,120}?\b(?:be|being)\s+(?:\w+\s+)?(?:assigned|transferred)\b[^.;]{0,80}?\bwithout\s+(?:the\s+)?(?:prior\s+)?(?:express\s+)?(?:written\s+)?(?:consent|approval)\b/i;
/** the restriction itself: "may not assign", "neither party shall ... transfer", "no rights ... shall be assigned" */
const ASSIGNMENT_STRONG_RE = /\b(?:not|neither|no|nor)\b[^.;]{0,120}?\b(?:assign|transfer|delegat)\w*/i;
/** an exception to the restriction, an IP assignment or a right to end the contract is not the restriction */
const ASSIGNMENT_AGAINST_RE =
  /\bno\s+(?:such\s+)?(?:prior\s+)?(?:written\s+)?consent\s+(?:\w+\s+){0,2}required|^\W*notwithstanding\s+the\s+foregoing|\bhereby\s+assigns?\b|\bterminat\w+\b[^.;]{0,60}\b(?:upon|if|in\s+the\s+event)/i;
/** transfer allowed without consent on a merger, a sale of the business or to a group company */
/** a transfer allowed with consent or on a condition, rather than banned outright */
const CONSENT_WORDS_RE =
  /\b(?:consent|approval|permission|unless|provided|subject\s+to)\b|\b(?:written\s+)?agreement\s+of\b/;
const ONE_SIDE_FREE_RE =
  /\bmay\s+(?:freely\s+)?(?:assign|transfer|novate)\b[^.;]{0,160}\bwithout\b[^.;]{0,60}\b(?:consent|approval|permission)\b/;
const SALE_EXCEPTION_RE =
  /\b(?:merger|amalgamation|acquisition|reorgani[sz]ation|change\s+of\s+control|sale\s+of\s+(?:all\s+or\s+)?(?:substantially\s+)?(?:all|the\s+whole|its\s+business)|(?:purchaser|buyer|successor)\s+(?:of|to|in)\b)/;
const SERVICE_SITE_WORDS = triggerWords(["services", "site", "premises", "install*"]);
/** a right to end the contract: "terminate", or "may end this Agreement by written notice" */
const FM_EXIT_RE =
  /\bterminat|\b(?:may|can|entitled\s+to|right\s+to)\s+(?:\w+\s+){0,2}?(?:end|cancel)\s+(?:this|the)\s+(?:agreement|contract)\b/;
const FM_WORDS = triggerWords(["majeure", "god", "beyond"]);
const NON_SOLICIT_WORDS = triggerWords([
  "solicit*",
  "hire",
  "employ",
  "engage",
  "poach",
  "employment",
  "entice",
  "recruit",
]);
/** one verb of taking staff: "solicit", "entice away", "employ", "offer employment to" */
const TAKE_STAFF_VERB = String.raw`(?:solicit(?:s|ed|ing|ation)?|hir(?:e|es|ed|ing)|employ(?:s|ed|ing)?|engag(?:e|es|ed|ing)|entic(?:e|es|ed|ing)|poach(?:es|ed|ing)?|recruit(?:s|ed|ing)?|induc(?:e|es|ed|ing)|offer\s+(?:\w+\s+)?employment\s+to)\b(?:\s+away)?`;
/** "try to", "attempt to", "offer to", "seek to": an attempt at the same thing */
const ATTEMPT = String.raw`(?:(?:try|tries|attempt|attempts|seek|seeks|offer|offers|endeavour|endeavours)\s+to\s+)?`;
/**
 * The ban governs the staff: a list of verbs ("solicit, entice away or employ, or try to solicit, entice
 * away or employ,") followed by the people it protects, not verbs sitting in a list of other duties.
 */
const NON_SOLICIT_STAFF_RE = new RegExp(
  String.raw`\b${TAKE_STAFF_VERB}(?:\s*,\s*(?:(?:or|and|and\/or)\s+)?${ATTEMPT}${TAKE_STAFF_VERB}|\s+(?:or|and|and\/or)\s+${ATTEMPT}${TAKE_STAFF_VERB})*,?\s+[^.;,]{0,80}?\b(?:employees?|staff|personnel|consultants?|contractors?|(?:persons?|people|individuals?|anyone|anybody)\s+(?:who\s+(?:is|was|are|were|has\s+been|have\s+been)\s+)?(?:employed|engaged))\b`,
);
/** the ban already covers only staff who worked on the contract or whom the bound side dealt with */
const STAFF_WORKED_WITH_RE =
  /\b(?:involved|engaged|employed|worked|working|assigned|deployed|concerned)\s+(?:\w+\s+){0,3}?(?:in|on|with|at|for)\s+(?:the\s+)?(?:provision\s+of\s+(?:the\s+)?|performance\s+of\s+(?:the\s+)?|delivery\s+of\s+(?:the\s+)?)?(?:services|work|works|project|premises|site|contract|agreement|deliverables|account)\b|\bwith\s+whom\b[^.;]{0,80}\b(?:dealt|dealings|contact|worked)\b|\b(?:had|has|have)\s+(?:\w+\s+)?(?:material\s+|direct\s+)?(?:contact|dealings)\s+with\b/i;

const CARE_WORDS = triggerWords(["skill", "workmanlike", "practice", "professional"]);
/** a promise about how the work is done: "with reasonable skill and care", "in a professional and workmanlike manner" */
const CARE_RE =
  /\b(?:(?:reasonable|due|all\s+reasonable)\s+(?:skill(?:,)?\s+(?:and|,)\s+care|care(?:,)?\s+(?:and|,)\s+skill)|(?:professional|good)\s+and\s+workmanlike|workmanlike\s+manner|(?:good|best)\s+industry\s+practi[cs]e)\b/i;

const PUT_RIGHT_WORDS = triggerWords([
  "put",
  "re-perform",
  "reperform",
  "re-clean",
  "reclean",
  "redo",
  "rectify",
  "good",
  "correct",
]);
/** "will clean the premises in accordance with the Specification": work promised to a written standard */
const SPEC_WORDS = triggerWords(["specification", "accordance", "conform", "comply", "standards"]);
const TO_SPEC_RE =
  /\b(?:shall|will|must|agrees?\s+to)\s+(?:\w+\s+){0,2}?(?:provide|perform|carry\s+out|supply|deliver|do|clean|complete|execute|maintain|install|build|design|develop|manufacture|produce|undertake|ensure)\b[^.;]{0,120}?\b(?:in\s+accordance\s+with|in\s+line\s+with|to\s+the\s+standards?\s+(?:set\s+out|described)\s+in|(?:so\s+as\s+to\s+)?(?:conform|comply)\s+with)\s+(?:the\s+)?(?:[A-Z][\w-]*\s+){0,2}?(?:Specification|Standards|Service\s+(?:Specification|Description)|Statement\s+of\s+Work|Schedule\s+\d+)\b/;
/** work that falls short is put right without charge */
const PUT_RIGHT_FREE_RE =
  /\b(?:put\s+(?:\w+\s+){0,3}?right|re-?(?:perform|clean|do)|rectify|make\s+good|correct)\b[^.;]{0,120}?\b(?:at\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)|free\s+of\s+charge|without\s+(?:extra\s+|additional\s+)?charge)\b/i;

const UNQUALIFIED_SCAN_WORDS = triggerWords(["warrant*", "represent*", "undertake*", "guarantee*"]);
const PROMISE_THAT_RE =
  /\b(?:warrants?|represents?|undertakes?|guarantees?|warranty|warranties)\b(?:\s+and\s+\w+)?(?:\s+to\s+(?:the\s+)?[\w-]+)?\s+that\b/i;
const PROMISE_DENIED_RE =
  /\b(?:not|n['’]t|no)\s+(?:\w+\s+){0,2}?(?:warrant|represent|promise|guarantee|undertake)s?\b/i;
/** "will not infringe", "non-infringement", "free from any claim of infringement" */
const NON_INFRINGEMENT_RE =
  /\b(?:(?:will|shall|does|do|must)\s+not|won['’]t|doesn['’]t|nor\s+(?:will|shall|do|does))\s+(?:\w+\s+){0,2}?infringe\b|\bnon-?infringement\b|\bfree\s+(?:from|of)\s+(?:any\s+)?(?:claims?\s+(?:of\s+)?)?infringement\b/i;
/** what is delivered "will comply with all applicable laws and advertising codes" */
const COMPLIES_WITH_LAW_RE =
  /\b(?:will|shall|must|does|do)\s+(?:\w+\s+){0,2}?compl(?:y|ies)\s+(?:in\s+all\s+respects\s+)?with\s+(?:all|every|any)\s+(?:[\w-]+\s+){0,3}?(?:laws?|legislation|regulations?|codes?|statutes?)\b/i;
/**
 * The promise is about what is delivered ("that the Deliverables will ..."), not the supplier's own
 * conduct ("that it will comply with all laws in performing the services"), which it controls.
 */
const OUTPUT_PROMISE_RE =
  /\bthat\s+(?:,[^,]{0,80},\s*)?(?:the|all|any|each|every|its|such)\s+(?:[\w-]+\s+){0,3}?(?:deliverables|designs?|materials?|works?|goods|products?|software|content|copy|artwork|campaigns?|advertisements?|adverts?|outputs?|equipment|documents?|reports?|systems?|data|creative|drawings|plans)\b/i;
/** "to the best of its knowledge", "so far as it is aware", "having made reasonable enquiries" */
const KNOWLEDGE_RE =
  /\bto\s+the\s+best\s+of\s+(?:its|their|his|her|our|the\s+[\w-]+['’]s|[A-Z][\w-]*['’]s)\s+(?:\w+\s+)?(?:knowledge|belief)|\b(?:so|in\s+so)\s+far\s+as\s+(?:it|they|he|she|we|the\s+[\w-]+|[A-Z][\w-]*)\s+(?:is|are)\s+aware|\bto\s+(?:its|their|our)\s+(?:actual\s+)?knowledge|\b(?:it|they)\s+(?:is|are)\s+not\s+aware|\bknowingly\b|\bhaving\s+made\s+(?:all\s+)?reasonable\s+enquir/i;
/** the promise does not reach what the customer supplied or asked for */
const CUSTOMER_INPUT_EXCLUDED_RE =
  /\b(?:except|excluding|exclusive\s+of|other\s+than|save|not\s+(?:apply|extend)|does\s+not\s+cover|to\s+the\s+extent\s+(?:that\s+)?(?:any|the|an?|such)?\s*(?:infringement|claim|breach|non-?compliance)\b[^.;]{0,40}?\b(?:caused|arises|arising|results?))\b[^.;]{0,160}?\b(?:supplied|provided|furnished|given|specified|requested|instructed|instructions?|specifications?|directions?|approved)\b/i;

/**
 * The user's (a supplier's) promise that what it delivers infringes no one's rights or complies with
 * every law, without "so far as it is aware" and without leaving out what the customer supplies: it
 * then answers for claims it could not foresee or did not cause. The chosen warranty sentence is
 * preferred; another sentence is used when that one carries no other concern.
 */
function unqualifiedWarranty(
  inp: AdvancedInputs,
  chosen: number,
): { idx: number; infringement: boolean; law: boolean; knowledge: boolean; excluded: boolean } | null {
  const { doc, ctx } = inp;
  const read = (i: number) => {
    const s = doc.sentences[i];
    if (!s || s.end - s.start > 1500) return null;
    const raw = doc.text.slice(s.start, s.end);
    if (!PROMISE_THAT_RE.test(raw) || PROMISE_DENIED_RE.test(raw)) return null;
    // "The Studio further warrants that ...": the party named before the promise
    const named =
      /\b(?:the\s+)?([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3})\s+(?:also\s+|further\s+|hereby\s+)?(?:warrants?|represents?|undertakes?|guarantees?)\b/.exec(
        raw,
      );
    const giver = subjectOf(raw, ctx) ?? (named ? (roleOfPhrase(named[1], ctx.lexicon) ?? null) : null);
    if (giver !== ctx.side) return null;
    const infringement = NON_INFRINGEMENT_RE.test(raw);
    const law = COMPLIES_WITH_LAW_RE.test(raw) && OUTPUT_PROMISE_RE.test(raw);
    if (!infringement && !law) return null;
    const scope = `${raw} ${nextSentence(doc, i)}`;
    const knowledge = KNOWLEDGE_RE.test(raw);
    const excluded = CUSTOMER_INPUT_EXCLUDED_RE.test(scope);
    if (knowledge && excluded) return null;
    return { idx: i, infringement, law, knowledge, excluded };
  };
  if (chosen >= 0) {
    const own = read(chosen);
    if (own) return own;
    // a warranty that already needs changing keeps its own advice
    const raw = sentenceText(doc, chosen);
    const d = warrantyPeriod(raw);
    if (ANY_PURPOSE_RE.test(raw) || (d !== undefined && d.days > 366)) return null;
  }
  for (const i of sentencesWithWords(doc, UNQUALIFIED_SCAN_WORDS)) {
    const found = read(i);
    if (found) return found;
  }
  return null;
}

/** goods when the contract sells them; building works; software when it licenses or hosts it; services otherwise */
function warrantedSupply(doc: Doc): WarrantedSupply {
  const head = doc.text.slice(0, 200_000);
  if (/\b(?:Goods|Products|Equipment)\b/.test(suppliedTerms(doc) ?? "") || SELLS_GOODS_RE.test(head))
    return "goods";
  if (BUILDING_WORKS_RE.test(head)) return "works";
  return SOFTWARE_RE.test(head) ? "software" : "services";
}
const SOFTWARE_RE = /\b(?:software|saas|hosted|subscription)\b/i;
const BUILDING_WORKS_RE =
  /\b(?:(?:building|construction|fit[- ]?out|refurbishment|demolition|alteration)\s+works|carry\s+out\s+(?:and\s+complete\s+)?the\s+works)\b/i;

/** "the Lessor may terminate", "the Supplier shall be entitled to terminate": who holds the right */
const MAY_TERMINATE_HOLDER_RE =
  /\b((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})\s+(?:may|shall\s+be\s+entitled\s+to|is\s+entitled\s+to|shall\s+have\s+the\s+right\s+to)\s+(?:\w+\s+){0,3}?terminat/;

/** The supplier's (or both sides') promise of a standard of work, or -1. */
function careIdx(inp: AdvancedInputs): { idx: number; kind: "care" | "spec" } {
  const { doc, ctx } = inp;
  for (const i of sentencesWithWords(doc, CARE_WORDS)) {
    const s = doc.sentences[i];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (!CARE_RE.test(raw) || /\b(?:not|no)\s+(?:\w+\s+){0,3}?liable\b/i.test(raw)) continue;
    const giver = subjectOf(raw, ctx);
    if (giver === "supplier" || giver === "both") return { idx: i, kind: "care" };
  }
  for (const i of sentencesWithWords(doc, SPEC_WORDS)) {
    const s = doc.sentences[i];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    if (TO_SPEC_RE.test(raw) && subjectOf(raw, ctx) === "supplier") return { idx: i, kind: "spec" };
  }
  return { idx: -1, kind: "care" };
}

/** "The Goods shall be of satisfactory quality and fit for purpose": a quality promise without the word "warrant" */
function qualityPromiseIdx(inp: AdvancedInputs): number {
  const { doc, ctx } = inp;
  for (const i of sentencesWithWords(doc, QUALITY_WORDS)) {
    const s = doc.sentences[i];
    if (s.end - s.start > 1200) continue;
    const raw = doc.text.slice(s.start, s.end);
    const m = QUALITY_PROMISE_RE.exec(raw);
    if (!m || QUALITY_DENIED_RE.test(raw) || DISCLAIMER_RE.test(raw)) continue;
    if (subjectOf(raw, ctx) !== "customer") return i;
  }
  return -1;
}

/** the restriction already spares people who answer a general job advertisement */
const ADVERTS_EXCLUDED_RE =
  /\b(?:general|public|national|online|untargeted)\s+(?:\w+\s+){0,2}?(?:advert\w*|recruitment\s+campaigns?|solicitations?)|\badvert\w*\s+(?:\w+\s+){0,3}?not\s+(?:specifically\s+)?(?:targeted|directed)/i;
/** the insured party must already show its cover ("provide a copy of the certificate on request") */
const EVIDENCE_OF_COVER_RE =
  /\b(?:certificates?|evidence|copy|copies|proof)\s+(?:of\s+)?(?:\w+\s+){0,3}?(?:insurance|cover|polic(?:y|ies)|premiums?)|\b(?:produce|provide|supply|deliver|show)\w*\b[^.;]{0,60}\b(?:certificates?|the\s+polic(?:y|ies))\b/i;

/** fitness for purposes the customer makes known, rather than for purposes the contract sets out */
const ANY_PURPOSE_RE =
  /\bfit\s+for\s+(?:any|every|all|each)\s+(?:particular\s+)?purposes?\b|\bfit\s+for\s+(?:the\s+)?(?:any\s+)?purposes?\b[^.;]{0,80}?\b(?:makes?|made)\s+known\b[^.;]{0,60}?\bimplication\b/i;

/** Warranty, insurance, audit, assignment, non-solicitation, force majeure and termination for breach. */
export function commercialFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx, detections } = inp;
  const out: AdvancedClause[] = [];
  const customer = ctx.side === "customer";

  // Warranty
  const warrantyRanked = evidenceFor(doc, detections.warranty, "warranty", { core: WARRANTY_CORE_RE });
  let warrantyIdx = warrantyRanked[0]?.idx ?? -1;
  let disclaimerIdx = -1;
  for (const i of sentencesWithWords(doc, WARRANTY_SCAN_WORDS)) {
    const s = doc.sentences[i];
    const raw = doc.text.slice(s.start, s.end);
    if (disclaimerIdx < 0 && DISCLAIMER_RE.test(raw)) disclaimerIdx = i;
    if (
      warrantyIdx < 0 &&
      WARRANTY_GIVEN_RE.test(raw) &&
      !DISCLAIMER_RE.test(raw) &&
      !GUARANTEE_OF_DEBT_RE.test(raw) &&
      !NOT_A_QUALITY_WARRANTY_RE.test(raw) &&
      subjectOf(raw, ctx) !== "customer"
    )
      warrantyIdx = i;
    if (warrantyIdx >= 0 && disclaimerIdx >= 0) break;
  }
  if (warrantyIdx < 0) warrantyIdx = qualityPromiseIdx(inp);
  // a supplier's unqualified promise that its work infringes no one's rights or breaks no law is the
  // warranty that matters most to it, even where another sentence promises the quality
  const unqualified = customer ? null : unqualifiedWarranty(inp, warrantyIdx);
  if (unqualified) warrantyIdx = unqualified.idx;
  const { idx: care, kind: careKind } =
    warrantyIdx < 0 && disclaimerIdx < 0 ? careIdx(inp) : { idx: -1, kind: "care" };
  if (warrantyIdx >= 0) {
    const s = doc.sentences[warrantyIdx];
    const raw = doc.text.slice(s.start, s.end);
    const d = warrantyPeriod(raw);
    const short = d !== undefined && d.days < 90;
    // a supplier answering for defects for more than a year carries the cost of fixing them that long
    const long = !customer && d !== undefined && d.days > 366 && subjectOf(raw, ctx) !== "customer";
    // "fit for any purpose the Customer makes known ..., whether expressly or by implication": open-ended for a supplier
    const anyPurpose = !customer && ANY_PURPOSE_RE.test(raw);
    const absolute = unqualified?.idx === warrantyIdx && !anyPurpose ? unqualified : null;
    const absoluteWhy = absolute
      ? `You promise without qualification that what you deliver ${andList(
          [
            absolute.infringement ? "infringes no one's rights" : null,
            absolute.law ? "complies with every applicable law" : null,
          ].filter((x): x is string => x !== null),
        )}, so you answer for it even where the problem comes from ${
          absolute.excluded
            ? "something you could not have known of"
            : "material or instructions the customer gave you"
        }.`
      : "";
    out.push({
      evidence: warrantyRanked.map((c) => ({ start: c.start, end: c.end })),
      ...finding(doc, s.start, s.end, {
        name: "Warranty",
        category: "warranty",
        subcategory: absolute ? "absolute_warranty" : d ? "warranty_period" : "performance_warranty",
        risk: (customer && short) || long || anyPurpose || absolute ? "medium" : "low",
        confidence: 75,
        whyItMatters: absolute
          ? `${d ? `The warranty lasts ${d.text.trim()}${d.from ? ` from ${d.from}` : ""}. ` : ""}${absoluteWhy}`
          : d
            ? `The warranty lasts ${d.text.trim()}${d.from ? ` from ${d.from}` : ""}.${
                long ? " You must fix defects for longer than the usual 12 months." : ""
              }`
            : customer
              ? "The contract includes promises about the quality of what is supplied, which give you a remedy if it falls short."
              : anyPurpose
                ? "You promise that what you supply is fit for any purpose the customer makes known, even by implication, so you could answer for uses you never agreed to."
                : "You promise the quality of what you supply, so the customer has a remedy if it falls short.",
        ...warrantyAdvice({
          ...sideLabels(ctx),
          period: d ? d.text.trim() : null,
          short,
          long,
          anyPurpose,
          absolute: absolute ?? undefined,
        }),
      }),
    });
  } else if (disclaimerIdx >= 0) {
    const s = doc.sentences[disclaimerIdx];
    // information shared "as is" under a confidentiality agreement: nothing is bought, so nothing to warrant
    const shared = nothingSupplied(ctx);
    out.push(
      finding(doc, s.start, s.end, {
        name: "No warranty (provided 'as is')",
        category: "warranty",
        subcategory: "disclaimer",
        risk: customer && !shared ? "high" : "low",
        confidence: 80,
        whyItMatters: shared
          ? "Information shared under the contract comes with no promise that it is accurate or complete. That is usual where nothing is bought or sold, as in a confidentiality agreement."
          : customer
            ? "The supplier gives no promise that what you buy works or is fit for purpose, so you have little comeback if it does not."
            : "You give no warranty, which limits claims against you.",
        ...disclaimerAdvice(sideLabels(ctx), shared),
      }),
    );
  } else if (care >= 0 && careKind === "spec") {
    const s = doc.sentences[care];
    const putRight = findInSentences(doc, PUT_RIGHT_WORDS, PUT_RIGHT_FREE_RE) !== null;
    out.push(
      finding(doc, s.start, s.end, {
        name: "Standard of work",
        category: "warranty",
        subcategory: "to_specification",
        risk: "low",
        confidence: 70,
        whyItMatters: customer
          ? putRight
            ? "The supplier promises to do the work to the written specification and to put right, at no extra charge, work that falls short."
            : "The supplier promises to do the work to the written specification, which gives you a remedy if it falls short."
          : `You promise to do the work to the written specification${putRight ? " and to put right, at no extra charge, work that falls short" : ""}.`,
        ...toSpecificationAdvice(sideLabels(ctx)),
      }),
    );
  } else if (care >= 0) {
    const s = doc.sentences[care];
    out.push(
      finding(doc, s.start, s.end, {
        name: "Standard of work",
        category: "warranty",
        subcategory: "skill_and_care",
        risk: "low",
        confidence: 70,
        whyItMatters: customer
          ? "The supplier promises to do the work with reasonable skill and care (or to a professional standard). That gives you a remedy for careless work, though not a promise of particular results."
          : "You promise to do the work with reasonable skill and care, the standard the law expects of a supplier of services anyway.",
        ...standardOfCareAdvice(sideLabels(ctx)),
      }),
    );
  } else if (customer && !nothingSupplied(ctx)) {
    out.push(
      missing({
        name: "No warranty",
        category: "warranty",
        subcategory: "missing",
        risk: "medium",
        confidence: 55,
        whyItMatters: "Nothing in the contract promises that what you buy will work as described.",
        ...noWarrantyAdvice(sideLabels(ctx), warrantedSupply(doc)),
      }),
    );
  }

  // Insurance
  const insRanked = evidenceFor(doc, detections.insurance, "insurance", {
    core: { test: (t: string) => INSURANCE_CORE_RE.test(t) || INSURANCE_MINIMUM_RE.test(t) },
    // a minimum cover the sentence requires is insurance evidence even inside a liability clause
    strong: INSURANCE_MINIMUM_RE,
  });
  if (insRanked.length > 0) {
    const s = doc.sentences[insRanked[0].idx];
    const raw = doc.text.slice(s.start, s.end);
    const rowLabel = valueRowLabel(raw);
    const holder =
      /\b(?:each|either|both)\s+part(?:y|ies)/i.test(raw) || BOTH_OF_US_RE.test(raw)
        ? "both"
        : (subjectOf(raw, ctx) ?? (rowLabel ? (roleOfPhrase(rowLabel, ctx.lexicon) ?? null) : null));
    const mine = isUserRole(holder, ctx);
    const onlyUser = mine === true && holder !== "both";
    // "The Contractor holds public liability insurance": a statement of fact, not a promise to keep it
    // ("will produce the certificate" is a promise about evidence, not about keeping the cover)
    // a key-details row ("Insurance | Public liability £5m") sets the cover required, as a minimum would
    const obliged =
      INSURANCE_MINIMUM_RE.test(raw) ||
      (rowLabel !== null && !/\b(?:holds?|has|have|had|carries)\b/i.test(raw)) ||
      /\b(?:maintain|carry|keep|take\s+out|effect|obtain|procure|insur(?:e|ing)|required|obliged)\b/i.test(
        raw,
      ) ||
      /\b(?:shall|must|will|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,2}?(?:be\s+insured|have|hold|provide|purchase|secure|furnish|arrange)\b/i.test(
        raw,
      );
    // "£2,000,000 for each claim": the cover the sentence names, when it names one
    const sum =
      /(?:AU|US|CA|NZ|HK|SG)?[£$€]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|m)\b)?(?:\s+(?:for\s+each|per|in\s+respect\s+of\s+each|in\s+the\s+aggregate|in\s+aggregate)\s+(?:claim|occurrence|event|year))?/i.exec(
        raw,
      )?.[0];
    const cover = sum ? ` (cover of ${sum})` : "";
    out.push(
      findingOn(doc, insRanked, {
        name: "Insurance",
        category: "insurance",
        subcategory: holder === "both" ? "both_insured" : onlyUser ? "you_must_insure" : "they_must_insure",
        risk: onlyUser && obliged ? "medium" : "low",
        confidence: 75,
        whyItMatters: onlyUser
          ? obliged
            ? `You must take out and keep insurance${cover}, which is a cost to budget for.`
            : "The contract records the insurance you hold, but does not require you to keep it."
          : !obliged && holder !== "both"
            ? `${cap(who(holder, ctx))} says it holds insurance, but the contract does not require it to keep the cover for the whole contract.`
            : `${holder === "both" ? "Both sides must" : `${who(holder, ctx) === "one party" ? "One party must" : `${cap(who(holder, ctx))} must`}`} keep insurance${cover}, so money is there to pay a claim.`,
        ...insuranceAdvice({
          ...sideLabels(ctx),
          onlyUser,
          statementOnly: !obliged && holder !== "both",
          evidenceGiven: EVIDENCE_OF_COVER_RE.test(`${raw} ${nextSentence(doc, insRanked[0].idx)}`),
        }),
      }),
    );
  } else if (
    customer &&
    !nothingSupplied(ctx) &&
    findInSentences(doc, SERVICE_SITE_WORDS, /\b(?:services|on\s+site|premises|install\w*)\b/)
  ) {
    out.push(
      missing({
        name: "No insurance requirement",
        category: "insurance",
        subcategory: "missing",
        risk: "low",
        confidence: 50,
        whyItMatters:
          "The supplier does not have to carry insurance, so it may not be able to pay if it causes a large loss.",
        ...noInsuranceAdvice(sideLabels(ctx), currencySymbolOf(doc)),
      }),
    );
  }

  out.push(...auditFindings(inp));

  // Assignment
  const asgRanked = evidenceFor(doc, detections.assignment, "assignment", {
    core: ASSIGNMENT_CORE_RE,
    strong: ASSIGNMENT_STRONG_RE,
    against: ASSIGNMENT_AGAINST_RE,
  });
  if (asgRanked.length > 0) {
    const s = doc.sentences[asgRanked[0].idx];
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    // "Either party may assign this Agreement to a buyer of its business without consent": a permission
    // that restricts nothing
    const permissionOnly =
      /\b(?:either|each)\s+party\s+may\s+(?:freely\s+)?(?:assign|transfer)\b[^.;]{0,160}\bwithout\b[^.;]{0,40}\bconsent\b/.test(
        lower,
      ) && !/\b(?:not|neither|nor|no|only)\b/.test(lower);
    // "This Agreement may not be assigned by Customer without ...": the party after "by" is the one bound
    const byParty = PASSIVE_ASSIGN_BY_RE.exec(raw);
    const restricted =
      (byParty ? partyAfter(raw, byParty.index + byParty[0].length, ctx) : null) ?? subjectOf(raw, ctx);
    const mutual = bindsBothSides(raw, lower, restricted);
    const onlyUser = !mutual && isUserRole(restricted, ctx) === true;
    const unclear = !mutual && restricted === null;
    const freeForThem = /\bmay\s+(?:freely\s+)?assign\b[^.;]{0,80}\bwithout\b/.test(lower) && !mutual;
    // "The Provider may assign this Agreement to a finance company without the Client's consent": one
    // side's freedom to transfer, with no restriction in the sentence
    const oneSideFree =
      !mutual &&
      restricted !== null &&
      ONE_SIDE_FREE_RE.test(lower) &&
      !/\b(?:not|neither|nor|no|only)\b/.test(lower);
    const nextIdx = asgRanked[0].idx + 1;
    const next =
      nextIdx < doc.sentences.length
        ? doc.lower.slice(doc.sentences[nextIdx].start, doc.sentences[nextIdx].end)
        : "";
    const saleExcepted =
      SALE_EXCEPTION_RE.test(lower) || (/\bassign|\btransfer/.test(next) && SALE_EXCEPTION_RE.test(next));
    if (oneSideFree && !permissionOnly) {
      const userFree = isUserRole(restricted, ctx) === true;
      out.push(
        findingOn(doc, asgRanked, {
          name: "Assignment and transfer",
          category: "assignment",
          subcategory: userFree ? "you_may_transfer_freely" : "they_may_transfer_freely",
          risk: userFree ? "low" : "medium",
          confidence: 70,
          whyItMatters: userFree
            ? "You may transfer the contract without the other side's consent."
            : `${cap(who(restricted, ctx))} may transfer the contract without your consent, so you could end up dealing with a company you did not choose.`,
          ...(userFree ? ownFreeTransferAdvice() : freeTransferAdvice({ ...sideLabels(ctx), saleExcepted })),
        }),
      );
    } else if (permissionOnly) {
      out.push(
        findingOn(doc, asgRanked, {
          name: "Assignment and transfer",
          category: "assignment",
          subcategory: "permitted_transfer",
          risk: "low",
          confidence: 70,
          whyItMatters: `Either side may transfer the contract without consent${saleExcepted ? " to a buyer or successor of its business" : ""}; the clause does not otherwise restrict transfers.`,
          ...permittedTransferAdvice(),
        }),
      );
    } else
      out.push(
        findingOn(doc, asgRanked, {
          name: "Assignment and transfer",
          category: "assignment",
          subcategory: mutual
            ? "mutual_consent"
            : onlyUser
              ? "you_need_consent"
              : unclear
                ? "restricted"
                : "one_sided",
          risk: onlyUser || freeForThem ? "medium" : "low",
          confidence: 75,
          whyItMatters: mutual
            ? `Neither side can pass the contract to someone else without the other's consent${saleExcepted ? ", except to a buyer or successor of its business" : ""}, so you know who you are dealing with.`
            : onlyUser
              ? CONSENT_WORDS_RE.test(lower)
                ? "You need consent to transfer the contract, but the other side does not, so it could pass the contract to a company you did not choose."
                : "You may not transfer the contract at all, but the other side may, so it could pass the contract to a company you did not choose."
              : unclear
                ? "One party needs the other's consent to transfer the contract; check whether it is you."
                : CONSENT_WORDS_RE.test(lower)
                  ? `${cap(who(restricted, ctx))} needs your consent to transfer the contract; the contract does not make your own transfer depend on its consent.`
                  : `${cap(who(restricted, ctx))} may not transfer the contract at all; the clause does not restrict your own transfer.`,
          ...assignmentAdvice({
            ...sideLabels(ctx),
            shape: mutual ? "mutual" : onlyUser ? "only-user" : unclear ? "unclear" : "only-other",
            freeForThem,
            saleExcepted,
            outright: !CONSENT_WORDS_RE.test(lower),
          }),
        }),
      );
  }

  // Non-solicitation
  for (const i of sentencesWithWords(doc, NON_SOLICIT_WORDS)) {
    const s = doc.sentences[i];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    if (
      !/\b(?:not|neither|no)\b[^.;]{0,100}\b(?:solicit|hire|employ|engage|entice|poach|offer\s+(?:\w+\s+)?employment)/.test(
        lower,
      )
    )
      continue;
    // the verb must govern the staff ("not solicit any employee"), not sit in a list of other duties
    if (!NON_SOLICIT_STAFF_RE.test(lower)) continue;
    const mutual =
      /\b(?:each|either|neither)\s+party|\bthe\s+parties\b/.test(lower) || BOTH_OF_US_RE.test(lower);
    // "For 18 months after this Agreement ends, the Studio shall not ...": the party the ban names
    const named =
      /\b(?:the\s+)?([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3})\s+(?:shall|will|must|may)\s+not\b/.exec(raw);
    const bound = mutual
      ? "both"
      : (subjectOf(raw, ctx) ?? (named ? (roleOfPhrase(named[1], ctx.lexicon) ?? null) : null));
    const onlyUser = !mutual && isUserRole(bound, ctx) === true;
    const d = findDurations(raw).find((x) => x.unit === "month" || x.unit === "year");
    const long = d !== undefined && d.months > 12;
    // a ban that binds only the other side protects the user's staff, however long it runs
    const onlyThem = !mutual && !onlyUser && bound !== null;
    // "shall not solicit or entice away": approaching staff, not hiring those who apply unprompted
    const act = /\b(?:hire|employ|engage|offer\s+(?:\w+\s+)?employment)\b/.test(lower)
      ? "hire or poach"
      : "approach or poach";
    // "For 6 months after termination": the restriction starts when the contract ends
    const when = /\b(?:during|while|term\s+of\s+this|for\s+the\s+duration)\b/.test(lower)
      ? "during the contract and for"
      : "for";
    // "for 12 months from the date of this Agreement": counted from signing, not from the end
    const fromSigning = /\bfrom\s+the\s+date\s+(?:of\s+this\s+(?:agreement|contract)|hereof)\b/.test(lower);
    out.push(
      finding(doc, s.start, s.end, {
        name: "Non-solicitation of staff",
        category: "non_solicitation",
        subcategory: mutual ? "mutual" : onlyUser ? "binding_you" : "binding_them",
        risk: onlyUser || (long && !onlyThem) ? "medium" : "low",
        confidence: 75,
        whyItMatters: `${mutual ? `Neither side may ${act} the other's staff` : onlyUser ? `You may not ${act} the other side's staff` : `The other side may not ${act} your staff`}${d ? ` ${when} ${d.text.trim()} ${fromSigning ? "from the date of the agreement" : `after ${when === "for" ? "the contract ends" : "it ends"}`}` : ""}.${
          onlyUser ? " The restriction applies to you only." : ""
        }`,
        ...nonSolicitationAdvice({
          ...sideLabels(ctx),
          long,
          onlyUser,
          onlyThem: !mutual && !onlyUser,
          period: d ? d.text.trim() : null,
          advertsExcluded: ADVERTS_EXCLUDED_RE.test(`${raw} ${nextSentence(doc, i)}`),
          staffLimited: STAFF_WORKED_WITH_RE.test(raw),
        }),
      }),
    );
    break;
  }

  // Force majeure
  for (const i of sentencesWithWords(doc, FM_WORDS)) {
    const s = doc.sentences[i];
    if (s.end - s.start > 2000) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (
      !/\b(?:force\s+majeure|acts?\s+of\s+god|beyond\s+(?:its|their|the)\s+reasonable\s+control)\b/.test(
        lower,
      )
    )
      continue;
    if (!/\b(?:liable|breach|delay|failure|perform|excused|suspend)\w*/.test(lower)) continue;
    // does the clause (or the next sentences) let you leave after a long event?
    let exit = FM_EXIT_RE.test(lower);
    for (let j = i + 1; j < Math.min(doc.sentences.length, i + 4) && !exit; j++) {
      const t = doc.lower.slice(doc.sentences[j].start, doc.sentences[j].end);
      if (
        FM_EXIT_RE.test(t) &&
        /\b(?:force\s+majeure|such\s+event|(?:delay|event|failure|suspension)\s+continues|continues?\s+for|lasts?\s+(?:for\s+)?(?:more|longer)|exceeds?)\b/.test(
          t,
        )
      )
        exit = true;
      // a one-off event that cannot take place is refunded, which ends the matter
      if (
        /\brefund\w*\b/.test(t) &&
        /\b(?:cannot|can\s*not|does\s+not|is\s+unable\s+to)\s+(?:take\s+place|go\s+ahead|proceed)|\bcancel\w*/.test(
          t,
        )
      )
        exit = true;
    }
    // "The Client shall not be liable ... beyond its reasonable control": relief for one named party only
    const relieved = fmRelieved(doc, i, ctx);
    const reliefOnly = relieved === null ? null : isUserRole(relieved, ctx) ? "user" : "other";
    // the side that performs the service is the one an event beyond its control excuses
    const supplierSide = ctx.side === "supplier";
    // a customer who may leave on short notice without a reason is not held by a long event
    const leaveDays = customerLeaveDays(inp.convenience);
    const canLeave = !exit && !supplierSide && leaveDays !== null && leaveDays <= FORCE_MAJEURE_DAYS;
    // relief for the user alone leaves the other side's failures a breach, so a long event needs no exit
    const covered = exit || (supplierSide && reliefOnly !== "other") || reliefOnly === "user";
    const other = relieved !== null ? who(relieved, ctx) : "";
    const unrelieved = who(relieved === "customer" ? "supplier" : "customer", ctx);
    const mutualWhy = exit
      ? "Neither side is liable for delays caused by events outside its control, and the contract can be ended if the event goes on too long."
      : supplierSide
        ? "Events outside your control excuse you from liability for what they prevent, which protects you."
        : canLeave
          ? `Events outside a party's control excuse its performance. You can already end the contract on ${leaveDays} days' notice without a reason (see the cancellation term), so a long event does not hold you to it.`
          : "Events outside a party's control excuse its performance, but nothing lets you leave if the service stops for a long time.";
    const whyItMatters =
      reliefOnly === "user"
        ? supplierSide
          ? `Events outside your control excuse you from liability for what they prevent, which protects you. The relief is for you only: ${unrelieved} gets none.`
          : `Only you are excused for events outside your control. ${cap(unrelieved)} is not, so a failure on its side stays a breach of contract.`
        : reliefOnly === "other"
          ? `Only ${other} is excused for events outside its control; you are not, so you stay liable for delays and failures caused by events you cannot control${
              supplierSide || exit
                ? ""
                : canLeave
                  ? ""
                  : ", and nothing lets you leave if the service stops for a long time"
            }.`
          : mutualWhy;
    out.push(
      finding(doc, s.start, s.end, {
        name: "Force majeure",
        category: "force_majeure",
        subcategory:
          reliefOnly === "user"
            ? "yours_only"
            : reliefOnly === "other"
              ? "theirs_only"
              : exit
                ? "with_exit_right"
                : "no_exit_right",
        risk:
          reliefOnly === "other"
            ? supplierSide || !(exit || canLeave)
              ? "medium"
              : "low"
            : covered || canLeave
              ? "low"
              : "medium",
        confidence: 75,
        whyItMatters,
        ...forceMajeureAdvice(covered, canLeave ? leaveDays : null, {
          ...sideLabels(ctx),
          theirsOnly: reliefOnly === "other",
        }),
      }),
    );
    break;
  }

  // Charges the contract fixes, where it gives no right to change them (read beside the price changes,
  // here so that the early termination charge still learns only of rights to raise the price)
  out.push(...fixedPriceFindings(inp));

  // Termination for breach or insolvency
  for (const i of sentencesWithWords(doc, TERMINATION_WORDS)) {
    const s = doc.sentences[i];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    if (!/\bmay\s+(?:\w+\s+){0,3}terminat|\bentitled\s+to\s+terminat|\bright\s+to\s+terminat/.test(lower))
      continue;
    // "liquidated damages do not affect the Client's right to terminate": a right mentioned, not granted
    if (
      /\b(?:does|do|shall|will)\s+not\s+(?:affect|limit|prejudice)\b|\bwithout\s+prejudice\s+to\b/.test(lower)
    )
      continue;
    if (!/\b(?:breach|default|insolven|bankrupt|administration|liquidation|liquidator)\w*/.test(lower))
      continue;
    const mutual = /\b(?:either|each)\s+party|\bthe\s+parties\b/.test(lower) || BOTH_OF_US_RE.test(lower);
    // "If the Lessee fails to pay ..., the Lessor may terminate": the one that may terminate holds the right
    const holderNamed = MAY_TERMINATE_HOLDER_RE.exec(raw);
    const who0 = mutual
      ? "both"
      : ((holderNamed ? roleOfPhrase(holderNamed[1], ctx.lexicon) : undefined) ?? subjectOf(raw, ctx));
    // a right whose holder cannot be told is not called the user's
    if (who0 === null || who0 === undefined) continue;
    const onlyThem = !mutual && isUserRole(who0, ctx) === false;
    const cure = findDurations(raw).find((d) => d.unit === "day");
    // "if the Agency commits any breach": however small, with no time to put it right
    const anyBreach = ANY_BREACH_RE.test(lower) && !cure && !/\bmaterial|\bserious|\bsubstantial/.test(lower);
    out.push(
      finding(doc, s.start, s.end, {
        name: "Termination for breach",
        category: "termination",
        subcategory: mutual ? "mutual" : onlyThem ? "their_right_only" : "your_right",
        risk: onlyThem ? (anyBreach ? "high" : "medium") : "low",
        confidence: 75,
        whyItMatters: anyBreach
          ? `${mutual ? "Either side" : onlyThem ? `Only ${who(who0, ctx)}` : "You"} can end the contract at once for any breach, however small, with no time to put it right.`
          : `${mutual ? "Either side" : onlyThem ? `Only ${who(who0, ctx)}` : "You"} can end the contract if the other commits a serious breach${
              cure ? ` that is not put right within ${cure.text.trim()}` : ""
            }.`,
        ...breachTerminationAdvice({ ...sideLabels(ctx), onlyThem, anyBreach: anyBreach && onlyThem }),
      }),
    );
    break;
  }
  return out;
}

const ANY_BREACH_RE = /\b(?:any|a)\s+breach\s+of\s+(?:this|the)\s+(?:agreement|contract)\b/;

/** "Neither party", "either party", "a party", "the affected party", "the parties": relief for both sides */
const FM_MUTUAL_RE =
  /\b(?:neither|either|each|a|any|the\s+affected|an\s+affected)\s+part(?:y|ies)\b|\bthe\s+parties\b|\bparty\s+(?:so\s+)?affected\b/i;
const FM_RELIEF_RE =
  /\b(?:force\s+majeure|acts?\s+of\s+god|beyond\s+(?:its|their|the)\s+reasonable\s+control)\b/i;

/**
 * The one named party a force majeure clause excuses ("The Client shall not be in breach ... where the
 * delay is caused by events beyond its reasonable control"), or null when it excuses both sides or does
 * not say. Relief the next sentences give the other party ("The Supplier is likewise not liable ...")
 * makes it mutual.
 */
function fmRelieved(doc: Doc, idx: number, ctx: AdvancedInputs["ctx"]): "customer" | "supplier" | null {
  const reliefOf = (j: number): PartyChoice | null => {
    const raw = sentenceText(doc, j);
    if (FM_MUTUAL_RE.test(raw) || BOTH_OF_US_RE.test(raw)) return "both";
    if (/\b[Nn]either\s+(?:the\s+)?[A-Z][\w.&-]*\s+nor\s+(?:the\s+)?[A-Z]/.test(raw)) return "both";
    return subjectOf(raw, ctx);
  };
  const first = reliefOf(idx);
  if (first !== "customer" && first !== "supplier") return null;
  for (let j = idx + 1; j < Math.min(doc.sentences.length, idx + 4); j++) {
    const raw = sentenceText(doc, j);
    if (!FM_RELIEF_RE.test(raw)) continue;
    const r = reliefOf(j);
    if (r === "both" || (r !== null && r !== first)) return null;
  }
  return first;
}

/** What a warranty period runs from ("12 months from delivery"). */
const PERIOD_ANCHOR_RE =
  /^\s*(?:\(\d+\)\s*)?(?:from|after|following|of)\s+(?:the\s+|their\s+|its\s+)?(?:(?:date|time)\s+of\s+)?(?:(?:final|initial|first|original)\s+)?((?:delivery|acceptance|installation|completion|go[\s-]live|shipment|purchase|commissioning|first\s+use|handover|hand-over|launch|practical\s+completion|the\s+effective\s+date|effective\s+date|the\s+start\s+date|start\s+date)\b(?:\s+of\s+(?:the|each|any)\s+(?:(?:final|first|last|relevant|initial|completed)\s+)?\w+)?|performance\s+of\s+the\s+(?:[a-z]+\s+)?[A-Z]\w+)/i;
/** A deadline to fix, notify or respond: "correct the defect within 30 days", "within 30 days of notice". */
const FIX_DEADLINE_RE = /\b(?:within|no\s+later\s+than|not\s+later\s+than|not\s+more\s+than)\s+$/i;
const PERIOD_LEAD_RE =
  /\b(?:(?:warranty|guarantee|defects?\s+liability)\s+(?:coverage\s+)?period\s+(?:of|is|shall\s+be|will\s+be|lasts?|ending)?\s*(?:(?:not\s+)?(?:less\s+than|at\s+least)\s+)?(?:a\s+period\s+of\s+)?|for\s+(?:a\s+(?:period|term)\s+of\s+)?|during\s+(?:the\s+)?(?:first\s+)?|(?:period|term)\s+of\s+)$/i;

/**
 * The warranty period in a warranty sentence: "for 12 months", "a warranty period of 90 days", "six
 * months from delivery". A deadline to fix a defect ("correct it within 30 days of notice") is a
 * remedy, not the length of the warranty.
 */
function warrantyPeriod(raw: string): (Duration & { from: string | null }) | undefined {
  for (const d of findDurations(raw)) {
    if (d.unit === "day" && d.value < 14) continue;
    const before = raw.slice(Math.max(0, d.start - 50), d.start);
    const after = raw.slice(d.end, d.end + 60);
    const anchor = PERIOD_ANCHOR_RE.exec(after);
    if (
      /^\s*(?:\(\d+\)\s*)?(?:of|after|following)\s+(?:(?:the\s+|its\s+|written\s+|receipt\s+of\s+|receiving\s+|being\s+)+)?(?:notice|notification|notified|a\s+claim|the\s+claim|report)/i.test(
        after,
      )
    )
      continue;
    if (anchor) return { ...d, from: anchor[1].replace(/^the\s+/i, "") };
    if (FIX_DEADLINE_RE.test(before)) continue;
    if (PERIOD_LEAD_RE.test(before) || /^\s*(?:\(\d+\)\s*)?warranty\b/i.test(after))
      return { ...d, from: null };
  }
  return undefined;
}
