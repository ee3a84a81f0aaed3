import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, missing, riskFromRating } from "./util";

/**
 * Findings that restate the six rated terms in the advanced view (payment, auto-renewal, notice to
 * terminate, termination rights, indemnity, jurisdiction), so the Clauses tab is complete.
 */
export function findingsFromTerms(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, payment, renewal, cancellation, indemnity, jurisdiction, ctx } = inp;
  const out: AdvancedClause[] = [];
  const pct = (c: number) => Math.round(c * 100);

  if (payment.found) {
    out.push(
      finding(doc, payment.start, payment.end, {
        name: "Payment terms",
        category: "payment_terms",
        subcategory: payment.paymentDays !== null ? "days_to_pay" : "payment_schedule",
        risk: riskFromRating(payment.favorabilityScore),
        confidence: pct(payment.confidence),
        whyItMatters: payment.summary,
        askFor: payment.recommendation,
        extra: payment.lateInterest
          ? [
              ctx.side === "customer"
                ? `Paying late costs you interest (${payment.lateInterest}). Set up reminders so invoices are paid on time.`
                : `Late payment carries interest (${payment.lateInterest}), which encourages the customer to pay on time.`,
            ]
          : [],
      }),
    );
  }

  if (renewal.found && renewal.autoRenewal) {
    out.push(
      finding(doc, renewal.start, renewal.end, {
        name: "Automatic renewal",
        category: "auto_renewal",
        subcategory:
          renewal.noticePeriod !== null ? "notice_to_stop_renewal" : "renewal_without_notice_period",
        risk: riskFromRating(renewal.favorabilityScore),
        confidence: pct(renewal.confidence),
        whyItMatters:
          "If nobody acts in time, the contract renews by itself and you are committed for another term." +
          (renewal.renewalTermMonths ? ` Each renewal lasts ${renewal.renewalTermMonths} months.` : ""),
        askFor: renewal.recommendation,
      }),
    );
  }

  if (cancellation.found) {
    out.push(
      finding(doc, cancellation.start, cancellation.end, {
        name: "Notice to end the contract",
        category: "termination_notice",
        subcategory:
          cancellation.forConvenienceParty === "both"
            ? "mutual_termination_for_convenience"
            : cancellation.forConvenienceParty === ctx.side
              ? "your_termination_for_convenience"
              : "their_termination_for_convenience",
        risk: riskFromRating(cancellation.favorabilityScore),
        confidence: pct(cancellation.confidence),
        whyItMatters: cancellation.summary,
        askFor: cancellation.recommendation,
      }),
    );
  } else if (ctx.side === "customer") {
    out.push(
      missing({
        name: "No right to end the contract early",
        category: "termination",
        subcategory: "no_termination_for_convenience",
        risk: "medium",
        confidence: 70,
        whyItMatters:
          "The contract gives you no way to leave early without a breach by the supplier, so you pay until the end of the term even if your needs change.",
        askFor: "Ask for the right to end the contract at any time on 30 days' written notice.",
      }),
    );
  }

  if (indemnity.found) {
    out.push(
      finding(doc, indemnity.start, indemnity.end, {
        name: indemnity.type === "mutual" ? "Mutual indemnity" : "One-sided indemnity",
        category: "indemnification",
        subcategory: `${indemnity.type}_${indemnity.capped ? "capped" : "uncapped"}`,
        risk: riskFromRating(indemnity.favorabilityScore),
        confidence: pct(indemnity.confidence),
        whyItMatters: indemnity.summary,
        askFor: indemnity.recommendation,
      }),
    );
  }

  if (jurisdiction.found) {
    out.push(
      finding(doc, jurisdiction.start, jurisdiction.end, {
        name: "Governing law and courts",
        category: "jurisdiction",
        subcategory: jurisdiction.governingLaw
          ? jurisdiction.governingLaw.toLowerCase().replace(/\s+/g, "_")
          : "unclear",
        risk: riskFromRating(jurisdiction.favorabilityScore),
        confidence: pct(jurisdiction.confidence),
        whyItMatters: jurisdiction.summary,
        askFor: jurisdiction.recommendation,
      }),
    );
  } else {
    out.push(
      missing({
        name: "No governing law",
        category: "jurisdiction",
        subcategory: "missing",
        risk: "medium",
        confidence: 60,
        whyItMatters:
          "Without a governing law clause, a dispute could start with an expensive argument about which country's law and courts apply.",
        askFor: "Ask for the law and courts of England and Wales.",
      }),
    );
  }
  return out;
}
