import { CONFIDENTIALITY_YEARS } from "../../common/negotiation-targets";
import { type SideLabels, them, us } from "./liability-findings";
import { type FindingAdvice, keepFinding } from "./types";

const DPA_BEFORE_END =
  "data processing terms meeting Article 28 of the UK GDPR: documented instructions, appropriate security measures, prior approval of sub-processors, notice of a personal data breach within 48 hours and help with individuals' requests";
const DPA = `${DPA_BEFORE_END.replace(/ and help with individuals' requests$/, ", help with individuals' requests")}, and return or deletion of the data at the end`;

/** Confidentiality: mutual, binding only the user, binding only the other side, or too short. */
export function confidentialityAdvice(
  p: SideLabels & { bound: "both" | "user" | "other"; years: string | null; short: boolean },
): FindingAdvice {
  if (p.bound === "user")
    return {
      askFor: "Ask for the confidentiality obligations to be mutual.",
      proposal: (ref) =>
        `${ref} binds only ${us(p)} to keep information confidential; we propose that the obligations apply equally to ${them(p)}.`,
    };
  if (p.short && p.side === "customer")
    return {
      askFor: `The protection ends quite soon. Ask for confidentiality to last at least ${CONFIDENTIALITY_YEARS} years after the contract ends, and indefinitely for trade secrets.`,
      proposal: (ref) =>
        `${ref} protects confidential information for ${p.years ?? "a short period"}; we propose ${CONFIDENTIALITY_YEARS} years after the contract ends, and indefinitely for trade secrets.`,
    };
  return keepFinding("Keep it.");
}

export function noConfidentialityAdvice(termsOnly = false): FindingAdvice {
  return {
    askFor: `Ask for a mutual confidentiality clause${termsOnly ? " covering the information each side shares, not only the contract's terms," : ""} lasting at least ${CONFIDENTIALITY_YEARS} years after the contract ends.`,
    proposal: (ref) =>
      termsOnly
        ? `${ref} keeps only the terms of the contract confidential; we propose mutual confidentiality obligations over the information each party shares, lasting ${CONFIDENTIALITY_YEARS} years after the contract ends, and indefinitely for trade secrets.`
        : `The contract has no confidentiality clause; we propose mutual confidentiality obligations lasting ${CONFIDENTIALITY_YEARS} years after it ends, and indefinitely for trade secrets.`,
  };
}

/** The supplier processes the data: the terms are its own obligations, so it offers its own. */
const SUPPLIER_DPA_ADVICE = keepFinding(
  "If you handle personal data for the customer, offer your own data processing terms (Article 28 of the UK GDPR) so that you set how you meet them.",
);

/** the longest a processor should take to report a breach, so the controller can meet its own 72 hours */
const BREACH_NOTICE_HOURS = 48;

export function dataProtectionAdvice(
  strong: boolean,
  side: SideLabels["side"] = "customer",
  /** hours the clause allows to report a personal data breach, when it states them */
  breachHours: number | null = null,
): FindingAdvice {
  if (strong && side === "supplier")
    return keepFinding(
      "Keep it, and check you can meet each duty it sets, such as the time allowed to report a breach.",
    );
  if (strong && breachHours !== null && breachHours <= BREACH_NOTICE_HOURS)
    return keepFinding("Keep it: a personal data breach must be reported to you promptly.");
  if (strong && breachHours !== null)
    return {
      askFor: `A breach need only be reported to you within ${breachHours} hours, which leaves you little of your own 72 hours to tell the ICO. Ask for ${BREACH_NOTICE_HOURS} hours.`,
      proposal: (ref) =>
        `${ref} allows ${breachHours} hours to report a personal data breach; we propose ${BREACH_NOTICE_HOURS} hours, so that the controller can meet its own deadline under the UK GDPR.`,
    };
  if (strong) return keepFinding("Keep it, and check breaches must be reported to you within 24-48 hours.");
  if (side === "supplier") return SUPPLIER_DPA_ADVICE;
  return {
    askFor:
      "Ask for a data processing agreement: instructions, security measures, breach notice within 48 hours, approval of sub-processors and deletion of data at the end.",
    proposal: (ref) => `${ref} does not set out data processing terms; we propose adding ${DPA}.`,
  };
}

/** A duty to obey data protection law where nothing says the supplier processes personal data for the customer. */
export function complianceOnlyAdvice(side: SideLabels["side"] = "customer"): FindingAdvice {
  return keepFinding(
    side === "supplier"
      ? "Keep it. If you will process personal data for the customer, agree processing terms with it as well."
      : "Check whether the supplier will handle personal data for you; only if it will, ask for processing terms as well.",
  );
}

/** `endClause`: where the contract already has the data returned or deleted at the end ("clause 11.2") */
export function securityOnlyAdvice(
  side: SideLabels["side"] = "customer",
  endClause: string | null = null,
): FindingAdvice {
  if (side === "supplier") return SUPPLIER_DPA_ADVICE;
  if (endClause !== null)
    return {
      askFor: `Ask for a data processing agreement: processing only on your instructions, approval of sub-processors and help with people's data requests. Return and deletion of the data at the end is already covered (${endClause}).`,
      proposal: (ref) =>
        `${ref} deals with the security of the data but not how it is processed; we propose adding ${DPA_BEFORE_END} (return and deletion at the end being covered by ${endClause}).`,
    };
  return {
    askFor:
      "Ask for a data processing agreement: processing only on your instructions, approval of sub-processors, help with people's data requests and deletion or return of the data at the end.",
    proposal: (ref) =>
      `${ref} deals with the security of the data but not how it is processed; we propose adding ${DPA}.`,
  };
}

export function noDataProtectionAdvice(
  side: SideLabels["side"] = "customer",
  endClause: string | null = null,
): FindingAdvice {
  if (side === "supplier") return SUPPLIER_DPA_ADVICE;
  if (endClause !== null)
    return {
      askFor: `Ask for a data processing agreement covering security, breach notification, sub-processors and international transfers. Return and deletion of the data at the end is already covered (${endClause}).`,
      proposal: () =>
        `The contract has no data protection terms although personal data will be processed under it; we propose adding ${DPA_BEFORE_END} (return and deletion at the end being covered by ${endClause}).`,
    };
  return {
    askFor:
      "Ask for a data processing agreement covering security, breach notification, sub-processors, international transfers and deletion at the end.",
    proposal: () =>
      `The contract has no data protection terms although personal data will be processed under it; we propose adding ${DPA}.`,
  };
}
