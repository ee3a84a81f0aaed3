import { customerLeaveDays } from "../terms/cancellation";
import { nothingSupplied } from "../terms/common";
import { formatMonths } from "../terms/renewal";
import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, missing, riskFromRating } from "./util";

/** The term's proposal is already written (with its clause reference); pass it through unchanged. */
const termProposal = (text: string | null | undefined) => (text ? () => text : null);

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
        proposal: termProposal(payment.proposal),
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
    // the customer may leave at any time on shorter notice than the renewal's: a renewal does not hold it
    const leaveDays = customerLeaveDays(inp.convenience);
    const escapeDays =
      leaveDays !== null && (renewal.noticePeriod === null || leaveDays < renewal.noticePeriod)
        ? leaveDays
        : null;
    out.push(
      finding(doc, renewal.start, renewal.end, {
        name: "Automatic renewal",
        category: "auto_renewal",
        subcategory:
          renewal.noticePeriod !== null ? "notice_to_stop_renewal" : "renewal_without_notice_period",
        risk: riskFromRating(renewal.favorabilityScore),
        confidence: pct(renewal.confidence),
        whyItMatters: renewal.rolling
          ? `${renewal.summary} Until someone gives that notice, the contract and its charges carry on.`
          : (escapeDays !== null
              ? ctx.side === "supplier"
                ? `If nobody acts in time, the contract renews by itself, but the customer can end it at any time on ${escapeDays} days' notice, so a renewal does not keep the customer for another term.`
                : `If nobody acts in time, the contract renews by itself, but you can end it at any time on ${escapeDays} days' notice, so a renewal does not hold you for another term.`
              : ctx.side === "supplier"
                ? "If nobody acts in time, the contract renews by itself and the customer stays for another term."
                : renewal.invested === "mutual-notice"
                  ? "The contract renews by itself unless either side gives the notice, so the other side cannot end it at short notice."
                  : "If nobody acts in time, the contract renews by itself and you are committed for another term.") +
            (renewal.renewalTermMonths
              ? ` Each renewal lasts ${formatMonths(renewal.renewalTermMonths)}.`
              : ""),
        askFor: renewal.recommendation,
        proposal: termProposal(renewal.proposal),
      }),
    );
  }

  if (cancellation.found && cancellation.forConvenience) {
    out.push(
      finding(doc, cancellation.start, cancellation.end, {
        name: "Notice to end the contract",
        category: "termination_notice",
        subcategory:
          cancellation.forConvenienceParty === "both"
            ? "mutual_termination_for_convenience"
            : cancellation.forConvenienceParty === ctx.side
              ? "your_termination_for_convenience"
              : cancellation.forConvenienceParty
                ? "their_termination_for_convenience"
                : // "a party may end it": whose right is not clear, so it is labelled as neither side's
                  "termination_for_convenience",
        risk: riskFromRating(cancellation.favorabilityScore),
        confidence: pct(cancellation.confidence),
        whyItMatters: cancellation.summary,
        askFor: cancellation.recommendation,
        proposal: termProposal(cancellation.proposal),
      }),
    );
  } else if (ctx.side === "customer" && !nothingSupplied(ctx)) {
    // "Neither party may terminate this Agreement for convenience" is quoted where the contract says so
    const place = (f: Parameters<typeof missing>[0]) =>
      cancellation.found ? finding(doc, cancellation.start, cancellation.end, f) : missing(f);
    out.push(
      place({
        name: "No right to end the contract early",
        category: "termination",
        subcategory: "no_termination_for_convenience",
        risk: "medium",
        confidence: 70,
        whyItMatters: cancellation.noTerm
          ? "The contract has no end date and gives you no right to leave without a reason, so it runs on even if your needs change."
          : renewal.rolling
            ? "The contract gives you no right to leave during its first period without a reason, so you pay until that period ends even if your needs change."
            : "The contract gives you no right to leave early without a reason, so you pay until the end of the term even if your needs change.",
        askFor: cancellation.recommendation,
        proposal: termProposal(cancellation.proposal),
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
        proposal: termProposal(indemnity.proposal),
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
        proposal: termProposal(jurisdiction.proposal),
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
        askFor: jurisdiction.recommendation,
        proposal: termProposal(jurisdiction.proposal),
      }),
    );
  }
  return out;
}
