import type { Analysis } from "./api/analysis";
import { formatDays, formatMoney, formatPercent, plural, upperFirst } from "./format";
import type { ReviewTermId } from "./review-terms";

/** The parts of an analysis the six terms' values are read from (the review screen and the PDF summary). */
export type TermValueSource = Pick<
  Analysis,
  | "side"
  | "paymentTerms"
  | "renewalTerms"
  | "cancellationTerms"
  | "indemnity"
  | "jurisdiction"
  | "serviceGuarantees"
> & { parties?: { rolesFromOwnCompany?: boolean } };

type Side = "customer" | "supplier";
type Party = "customer" | "supplier" | "both" | null;

/** "90 days' notice", or the contract's own unit where it used one ("6 months' notice") */
const notice = (days: number, words?: string) =>
  words ? `${words} notice` : days === 1 ? "1 day's notice" : `${formatDays(days)}' notice`;

/** Who a party is from the user's side of the deal. */
/** "you", "the supplier"; "the other party" where the contract names no customer or supplier (an NDA) */
function who(party: Party, side: Side, noRoles = false): string | null {
  if (party === "both") return "either side";
  if (party === null) return null;
  return party === side ? "you" : noRoles ? "the other party" : `the ${party}`;
}

const FREQUENCY_WORDS: Record<string, string> = {
  "one-off": "Paid once",
  weekly: "Paid weekly",
  monthly: "Paid monthly",
  quarterly: "Paid quarterly",
  annually: "Paid annually",
};

/** The period a fee is quoted for, as it follows an amount ("£2,000 a month"). */
export const PERIOD_WORDS: Record<string, string> = {
  hourly: "an hour",
  daily: "a day",
  weekly: "a week",
  monthly: "a month",
  quarterly: "a quarter",
  annually: "a year",
  "one-off": "one-off",
};

/** A service level's time as the contract words it ("within 2 working days"), or null. */
export function timeAsWritten(levelText: string | undefined): string | null {
  const time = /\b(?:within|no\s+later\s+than)\s+.*$/i.exec(levelText ?? "")?.[0];
  return time ? time.charAt(0).toLowerCase() + time.slice(1) : null;
}

/** The values the engine read from a term, in plain words ('Pay within 15 days'); none when not found. */
export function termValueLines(analysis: TermValueSource, termId: ReviewTermId): string[] {
  const side: Side = analysis.side ?? "customer";
  const noRoles = analysis.parties?.rolesFromOwnCompany === true;
  const lines: string[] = [];
  switch (termId) {
    case "payment": {
      const t = analysis.paymentTerms;
      if (!t.found) break;
      if (t.paymentDays !== null) {
        lines.push(
          `${side === "customer" ? "Pay" : "The customer pays"} ${t.dueWords ?? `within ${formatDays(t.paymentDays)}`}`,
        );
      }
      if (t.amount !== null) {
        const period = t.amountPeriod ? PERIOD_WORDS[t.amountPeriod] : null;
        const per = t.amountUnit ? ` per ${t.amountUnit}` : "";
        lines.push(`Amount: ${formatMoney(t.amount, t.currency)}${per}${period ? ` (${period})` : ""}`);
        if (t.recurring)
          lines.push(
            `Then: ${formatMoney(t.recurring.amount, t.currency)} (${PERIOD_WORDS[t.recurring.period] ?? t.recurring.period})`,
          );
      }
      if (t.frequency) lines.push(FREQUENCY_WORDS[t.frequency] ?? `Paid ${t.frequency}`);
      if (t.timing?.when || t.timing?.collectedBy)
        lines.push(
          [
            "Paid",
            t.timing.when ? `in ${t.timing.when}` : null,
            t.timing.collectedBy ? `by ${t.timing.collectedBy}` : null,
          ]
            .filter(Boolean)
            .join(" "),
        );
      if (t.lateInterest) lines.push(`Late payment interest: ${t.lateInterest}`);
      break;
    }
    case "renewal": {
      const t = analysis.renewalTerms;
      if (!t.found) break;
      if (t.autoRenewal === true) {
        lines.push(
          `Auto-renews: yes${t.noticePeriod !== null ? `, ${notice(t.noticePeriod, t.noticeWords)}${t.noticeClause ? ` (${t.noticeClause})` : ""}` : ""}`,
        );
      } else if (t.autoRenewal === false) {
        lines.push("Auto-renews: no");
      }
      if (t.renewalTermMonths !== null)
        lines.push(`Renews for ${plural(t.renewalTermMonths, "month")} at a time`);
      break;
    }
    case "cancellation": {
      const t = analysis.cancellationTerms;
      if (!t.found) break;
      if (t.forConvenience) {
        lines.push(
          `Can end early without a reason: yes${t.noticePeriod !== null ? `, ${notice(t.noticePeriod, t.noticeWords)}` : ""}${t.availableWhen ? `, ${t.availableWhen}` : ""}`,
        );
        const party = who(t.forConvenienceParty, side, noRoles);
        if (party) lines.push(`Who can end it early: ${party}`);
        if (t.exitCharge) lines.push("Early termination charge: yes");
      } else {
        lines.push("Can end early without a reason: no");
        if (t.noticePeriod !== null) lines.push(`Notice to end it: ${formatDays(t.noticePeriod)}`);
      }
      break;
    }
    case "indemnity": {
      const t = analysis.indemnity;
      if (!t.found) break;
      if (t.type === "mutual") lines.push("Indemnity: mutual (each side covers the other)");
      else if (t.type === "one-sided") {
        const party = who(t.indemnifyingParty, side, noRoles);
        lines.push(`Indemnity: one-sided${party ? `, given by ${party}` : ""}`);
      } else lines.push("Indemnity: none");
      const theirs = t.type === "mutual" ? t.theirsCapped : null;
      if (typeof theirs === "boolean" && theirs !== t.capped) {
        lines.push(`Yours: ${t.capped ? "capped" : "not capped, no upper limit"}`);
        lines.push(
          `The ${side === "customer" ? "supplier" : "customer"}'s: ${theirs ? "capped" : "not capped, no upper limit"}`,
        );
      } else if (t.capped === true) lines.push("Capped by the liability limit");
      else if (t.capped === false) lines.push("Not capped: no upper limit");
      break;
    }
    case "jurisdiction": {
      const t = analysis.jurisdiction;
      if (!t.found) break;
      if (t.governingLaw) lines.push(`Governing law: ${t.governingLaw}`);
      if (t.courts) lines.push(`Disputes go to: ${t.courts}`);
      break;
    }
    case "service": {
      const t = analysis.serviceGuarantees;
      if (!t.found) break;
      if (t.uptimePercent !== null) lines.push(`Uptime promised: ${formatPercent(t.uptimePercent, 2)}`);
      // the time in the contract's own words ("within 2 working days"), else in hours
      const within = (kind: string, hours: number) =>
        timeAsWritten(t.levels?.find((l) => l.kind === kind)?.text) ?? `within ${plural(hours, "hour")}`;
      if (t.responseTimeHours !== null) lines.push(`Response ${within("response", t.responseTimeHours)}`);
      if (t.resolutionTimeHours != null)
        lines.push(`${t.plainService ? "Put right" : "Fix"} ${within("resolution", t.resolutionTimeHours)}`);
      const delivery = t.levels?.find((l) => l.kind === "delivery");
      if (delivery)
        lines.push(`${delivery.unit === "hours" ? "Delivery time" : "Delivery target"}: ${delivery.text}`);
      const performance = t.levels?.find((l) => l.kind === "performance");
      if (performance) lines.push(`Performance target: ${performance.text}`);
      if (t.replacementIfLate && !t.serviceCredits) lines.push("Replacement equipment if a repair is late");
      else if (t.plainService && !t.serviceCredits) lines.push("Reduction in the charges if missed: no");
      else lines.push(`Service credits if missed: ${t.serviceCredits ? "yes" : "no"}`);
      break;
    }
  }
  return lines.map(upperFirst);
}

/** What a term card says when the engine did not find the term. */
export const NOT_FOUND_TEXT: Record<ReviewTermId, string> = {
  payment: "No payment terms found in this contract",
  renewal: "No renewal terms found in this contract",
  cancellation: "No clause found that lets a party end the contract early without a reason",
  indemnity: "No indemnity clause found in this contract",
  jurisdiction: "No governing law or jurisdiction clause found in this contract",
  service: "No service guarantees found in this contract",
};

/** The not-found line under a term's summary; none when the summary already says what is missing. */
export const notFoundLine = (id: ReviewTermId, summary: string): string | null =>
  /^(?:No|Not applicable)\b/.test(summary) ? null : NOT_FOUND_TEXT[id];
