import { CLAUSE_NUMBER_RE } from "../common/clause-number";
import { prepare } from "./doc";
import { WIDER_FORUM_RES } from "./terms/jurisdiction";
import { NO_GUARANTEE_RE } from "./terms/service";

/**
 * Sentences elsewhere in the contract that a replacement clause would contradict: a new right to end
 * for convenience beside "The Customer may not terminate this Agreement before the end of the Term", new
 * service levels beside "The Supplier gives no guarantee of service levels", courts exclusive for both
 * beside "Nothing in this clause prevents the Supplier from bringing proceedings elsewhere", a right to withhold
 * disputed amounts beside "all sums shall be paid without any set-off or deduction". Left in, the
 * contract would say both; the redline proposes deleting them.
 */
export interface ConflictingSentence {
  start: number;
  end: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface ConflictRule {
  /** the replacement grants what the contradicting sentence denies */
  grants: RegExp;
  /** a pattern for the lower-cased sentence, or a test of the sentence as written */
  contradicts: (holder: string, replacement: string) => RegExp | ((raw: string) => boolean);
}

/** "the courts of England and Wales": the place whose courts the new wording names */
const COURTS_OF_RE = /\bcourts\s+of\s+(?:the\s+)?([A-Z][\w'’-]*(?:\s+(?:and\s+)?[A-Z][\w'’-]*){0,4})/;
/**
 * a sentence that sends disputes to courts: "The state and federal courts located in New York County
 * shall have exclusive jurisdiction", "submits to the jurisdiction of", "venue ... courts"
 */
const COURTS_JURISDICTION_RE =
  /\b(?:exclusive|non-exclusive)\s+jurisdiction\b|\bcourts?\b[^.;]{0,120}?\b(?:shall|will)\s+have\s+(?:sole\s+)?jurisdiction\b|\bsubmits?\s+to\s+the\s+(?:exclusive\s+|non-exclusive\s+)?jurisdiction\s+of\b|\bvenue\b[^.;]{0,80}?\bcourts?\b/i;
/** "a court of competent jurisdiction": any court that may hear it, not a forum the parties choose */
const ANY_COURT_RE =
  /\b(?:a|any)\s+courts?\b[^.;]{0,60}?\b(?:competent|having|with)\s+(?:\w+\s+)?jurisdiction\b/i;

/** another sentence that sends disputes to courts the new wording does not name */
function otherCourts(replacement: string): (raw: string) => boolean {
  const place = COURTS_OF_RE.exec(replacement)?.[1];
  return (raw) =>
    WIDER_FORUM_RES.some((re) => re.test(raw)) ||
    (place !== undefined &&
      COURTS_JURISDICTION_RE.test(raw) &&
      !ANY_COURT_RE.test(raw) &&
      !raw.toLowerCase().includes(place.toLowerCase()));
}

const RULES: Record<string, ConflictRule> = {
  cancellation: {
    grants: /\bmay\s+terminate\s+this\s+agreement\s+for\s+convenience\b/i,
    contradicts: (holder) =>
      new RegExp(
        String.raw`\b(?:(?:the\s+)?${holder}\s+(?:may|shall|will|can)\s*not\s+(?:be\s+entitled\s+to\s+)?terminate\b|(?:the\s+)?${holder}\s+(?:has|shall\s+have)\s+no\s+right\s+to\s+terminate\b|(?:this\s+agreement|it)\s+(?:may|shall|will|can)\s*not\s+be\s+terminated\s+(?:by\s+(?:the\s+)?${holder}\s+|by\s+either\s+party\s+)?(?:for\s+convenience|before|prior\s+to|during)\b|neither\s+party\s+(?:may|shall|will)\s+(?:be\s+entitled\s+to\s+)?terminate\s+this\s+agreement\s+for\s+convenience\b)`,
        "i",
      ),
  },
  service: {
    grants: /\b(?:available|availability|uptime|respond|response|resolve|resolution|deliver)\w*\b/i,
    contradicts: () => NO_GUARANTEE_RE,
  },
  // "we propose that the courts of England and Wales have exclusive jurisdiction for both parties"
  // ... and beside another sentence giving the courts of New York exclusive jurisdiction
  jurisdiction: {
    grants: /\bexclusive\s+jurisdiction\b/i,
    contradicts: (_holder, replacement) => otherCourts(replacement),
  },
  payment: {
    grants: /\bmay\s+withhold\b/i,
    contradicts: () =>
      /\b(?:pa(?:y|id|yable)\b[^.;]{0,120}?\bwithout\s+(?:any\s+)?(?:set[\s-]?off|deduction|withholding|counterclaim)|(?:shall|may|will)\s+not\s+(?:withhold|set[\s-]?off|deduct)\b)/i,
  },
};

/**
 * The sentences of `text` outside `replaced` that `replacement` (the new wording for `termId`) would
 * contradict. `holder` is how the contract names the side the new right is for ("Customer").
 */
export function conflictingSentences(options: {
  text: string;
  termId: string;
  replacement: string;
  holder: string;
  replaced: { start: number; end: number };
}): ConflictingSentence[] {
  const rule = RULES[options.termId];
  if (!rule?.grants.test(options.replacement)) return [];
  const holder = escapeRegExp(options.holder.replace(/^the\s+/i, "").trim());
  if (!holder) return [];
  const re = rule.contradicts(holder, options.replacement);
  const doc = prepare(options.text);
  const out: ConflictingSentence[] = [];
  for (const s of doc.sentences) {
    if (s.end > options.replaced.start && s.start < options.replaced.end) continue;
    if (s.end - s.start > 600) continue;
    const hit =
      typeof re === "function"
        ? re(doc.text.slice(s.start, s.end))
        : re.test(doc.lower.slice(s.start, s.end));
    if (!hit) continue;
    // a sentence that is its whole numbered paragraph goes with its number, leaving no empty "3.2";
    // one that opens a longer paragraph keeps the number for the sentences after it
    const wholeParagraph = /^[ \t]*(?:\r?\n|$)/.test(doc.text.slice(s.end, s.end + 200));
    const number = wholeParagraph ? "" : (CLAUSE_NUMBER_RE.exec(doc.text.slice(s.start, s.end))?.[0] ?? "");
    out.push({ start: s.start + number.length, end: s.end });
  }
  return out;
}
