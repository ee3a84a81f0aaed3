import type { Doc } from "../doc";
import type { AdvancedCategory, AdvancedClause, PaymentTerms, TermBlock } from "../types";

/**
 * A document that says it forms part of another agreement (a data processing agreement, an order
 * form, a statement of work): "It forms part of the Services Agreement ...", "This Order Form is entered into
 * ... by and between ..., and is governed by the Master Subscription Agreement". Terms it does not state
 * are the main agreement's to set, so they are not reported as missing from this document.
 */
const PART_OF_RE =
  /\b(?:this\s+(?:[A-Z0-9][\w.-]*\s+){0,5}|it\s+|this\s+(?:order\s+form|statement\s+of\s+work|work\s+order|purchase\s+order)\b(?:[^.;\n]|\.(?=\s*[,)a-z]))(?:[^.;\n]|\.(?=\s*[,)a-z])){0,400}?,?\s+and\s+)(?:forms?\s+(?:an?\s+)?(?:integral\s+)?part\s+of|is\s+supplemental\s+to|supplements|amends|varies|is\s+incorporated\s+into|is\s+(?:entered\s+into|made|issued)\s+(?:under|pursuant\s+to)|is\s+(?:governed\s+by|subject\s+to))\s+(?:the\s+|that\s+|an?\s+)?((?:[A-Z][\w-]*\s+){0,4}(?:Agreement|Contract|Terms\s+of\s+(?:Service|Business|Use|Supply|Sale)|Terms(?:\s+and\s+Conditions)?|Conditions))\b/i;

/** The main agreement this document forms part of ("the Services Agreement"), or null. */
export function mainAgreement(doc: Doc): string | null {
  const m = PART_OF_RE.exec(doc.text.slice(0, 4000));
  // a bare "the Agreement" is this document's own name for itself ("This Schedule forms part of the Agreement")
  if (!m || !/^[A-Z]/.test(m[1]) || m[1].trim().split(/\s+/).length < 2) return null;
  const name = m[1].trim();
  // an order form followed by the terms it names ("TERMS OF SERVICE" as a heading below): one document
  if (includedBelow(doc.text, name, m.index + m[0].length)) return null;
  return `the ${name}`;
}

/** The named terms appear later in the same text as a heading line of their own. */
function includedBelow(text: string, name: string, from: number): boolean {
  const tail = name.split(/\s+/).slice(-3).join("\\s+");
  const heading = new RegExp(
    `^[ \\t]*(?:\\d+\\.?[ \\t]*)?(?:the[ \\t]+)?(?:[A-Z][\\w-]*[ \\t]+){0,2}${tail}[ \\t]*$`,
    "im",
  );
  return heading.test(text.slice(from));
}

/** A term this document leaves to the main agreement: not applicable here, with nothing to ask; `topic` is plural. */
export function leftToMainAgreement<T extends TermBlock>(block: T, main: string | null, topic: string): T {
  if (!main || block.found) return block;
  return {
    ...block,
    summary: `Not applicable: ${topic} are left to ${main}, which this document sits under.`,
    favorabilityScore: "green",
    recommendation: `Nothing to do here. Check what ${main} says.`,
    proposal: null,
  };
}

/** Missing-term findings a document under a main agreement should not raise. */
const LEFT_TO_MAIN: ReadonlySet<AdvancedCategory> = new Set<AdvancedCategory>([
  "payment_terms",
  "termination",
  "termination_notice",
  "warranty",
  "indemnification",
  "service_levels",
  "insurance",
  "liability_cap",
  "confidentiality",
  "auto_renewal",
  "jurisdiction",
]);

export function withoutTermsLeftToMain(findings: AdvancedClause[], main: string | null): AdvancedClause[] {
  return main ? findings.filter((f) => !(f.missing && LEFT_TO_MAIN.has(f.category))) : findings;
}

const NO_DAYS_SUFFIX = ", but no number of days to pay is stated.";

/** A schedule that states the price but not the days to pay leaves the days to the main agreement. */
export function daysToPayLeftToMain(block: PaymentTerms, main: string | null): PaymentTerms {
  if (!main || !block.found || block.paymentDays !== null || !block.summary.endsWith(NO_DAYS_SUFFIX))
    return block;
  return {
    ...block,
    summary: `${block.summary.slice(0, -NO_DAYS_SUFFIX.length)}; the time to pay each invoice is left to ${main}.`,
    favorabilityScore: "green",
    recommendation: `Nothing to ask here. Check what ${main} says about the time to pay.`,
    proposal: null,
  };
}
