import { hoursText, serviceTargets } from "../../common/negotiation-targets";
import type { ServiceLevel } from "../../common/risk-settings";
import type { Rating, Side } from "../types";
import { keep, type PartyLabels, type TermAdvice } from "./types";
import { upperFirst } from "./wording";

export interface ServiceFacts {
  found: boolean;
  /** false when the contract is not for an ongoing service */
  applicable: boolean;
  uptimePercent: number | null;
  responseHours: number | null;
  credits: boolean;
  /** a late repair brings replacement equipment at no charge: a remedy, though not a credit */
  inKind?: boolean;
  side: Side;
  level: ServiceLevel;
  labels: PartyLabels;
  /** the contract calls the levels targets only, or excludes liability for missing them */
  targetsOnly?: boolean;
  /** false for a service that is not a system (cleaning, catering): uptime means nothing there */
  systems?: boolean;
  /** the service is hosted software or a platform the customer uses, where uptime is what matters most */
  hosted?: boolean;
  /** the only levels are delivery times or rates for goods: late delivery is the risk, not downtime */
  deliveryOnly?: boolean;
  /** service credits with no overall limit (a share of the charges for each miss, without a cap) */
  creditsUncapped?: boolean;
  /** the credits are the customer's sole remedy for a missed level */
  creditsSoleRemedy?: boolean;
  /** the credits come on top of the customer's other remedies ("without prejudice to any other right") */
  creditsNotSole?: boolean;
  /** the contract has service levels (credits for missing them) but no figure the engine could read */
  levelsUnstated?: boolean;
  /** where the contract says the levels are set out ("Schedule 2") */
  levelsIn?: string | null;
}

/** a supplier whose credits have no ceiling asks for one */
const CREDIT_CAP_ASK =
  " Service credits have no overall limit: ask for the credits in any month to be capped, for example at 20% of that month's charges.";
const creditCapProposal = (ref: string) =>
  `${ref} sets service credits with no overall limit; we propose that the service credits in any month do not exceed 20% of the charges for that month.`;

/** credits that are the only remedy: the customer checks they are worth enough */
const SOLE_REMEDY_NOTE = (f: ServiceFacts) =>
  f.creditsSoleRemedy
    ? " The credits are your only remedy when a level is missed: check they would cover what an outage costs you."
    : "";

type RatingFacts = Pick<
  ServiceFacts,
  | "found"
  | "applicable"
  | "uptimePercent"
  | "responseHours"
  | "side"
  | "level"
  | "targetsOnly"
  | "hosted"
  | "levelsUnstated"
  | "credits"
  | "creditsNotSole"
  | "systems"
>;

/**
 * The service-level rating, by side, against the user's tier; the advice below is written from it.
 * A customer wants at least the tier's uptime and response; no service levels on a service contract
 * leave it exposed. A supplier makes these promises: none is best for it, and only a promise stricter
 * than its tier is a risk to it.
 */
export function serviceRating(f: RatingFacts): Rating {
  const tier = serviceTargets(f.level);
  if (!f.applicable) return "green";
  if (f.side === "supplier") {
    const stricter =
      (f.uptimePercent !== null && f.uptimePercent > tier.uptimePercent) ||
      (f.responseHours !== null && f.responseHours < tier.responseHours);
    // credits on top of damages: a missed level can cost the supplier twice
    return f.found && (stricter || (f.credits && f.creditsNotSole)) ? "amber" : "green";
  }
  if (!f.found) return "amber";
  // a target the supplier may miss without consequence protects the customer little
  if (f.targetsOnly) return "amber";
  // levels the customer has not yet seen cannot be said to meet its requirement
  if (f.levelsUnstated) return "amber";
  // uptime and response settings measure a system, not a service done by people
  if (f.systems === false) return "green";
  // delivery and fix-time targets have no requirement setting to compare with: a measurable target
  // is rated as meeting it
  if (f.uptimePercent === null && f.responseHours === null) return "green";
  let r: Rating = "amber";
  if (f.uptimePercent !== null) {
    if (f.uptimePercent >= tier.uptimePercent) r = "green";
    else if (f.uptimePercent >= tier.uptimePercent - 0.5) r = "amber";
    else r = "red";
  } else if (f.responseHours !== null) {
    // a hosted system with a response time but no uptime leaves the customer's uptime requirement unmet
    r = f.responseHours <= tier.responseHours && f.hosted !== true ? "green" : "amber";
  }
  if (r === "green" && f.responseHours !== null && f.responseHours > tier.responseHours) r = "amber";
  return r;
}

/**
 * Service-level advice against the user's tier. Only what falls short is asked for: an uptime already
 * at the tier, a response already fast enough or credits already given are never asked for again.
 */
export function serviceAdvice(f: ServiceFacts): TermAdvice {
  const tier = serviceTargets(f.level);
  const supplier = f.labels.supplier;
  const customer = f.labels.customer;
  const rating = serviceRating(f);
  if (!f.applicable) return keep("Nothing to do unless you rely on the other party for an ongoing service.");
  if (f.side === "supplier") {
    if (rating === "green" && f.deliveryOnly)
      return keep(
        f.targetsOnly
          ? "The delivery time is only a target: missing it costs you nothing. Keep it."
          : "This delivery time is a promise you make. Check you can meet it for every order.",
      );
    if (f.found && f.credits && f.creditsNotSole)
      return {
        recommendation: `Service credits here come on top of the customer's other remedies, so a missed level can cost you the credit and damages as well. Ask for the credits to be the customer's sole financial remedy for a missed level${f.creditsUncapped ? ", and for the credits in any month to be capped, for example at 20% of that month's charges" : ""}.`,
        proposal: (ref) =>
          `${ref} gives service credits in addition to any other remedy; we propose that service credits are the sole financial remedy for a failure to meet a service level${f.creditsUncapped ? ", and that the service credits in any month do not exceed 20% of the charges for that month" : ""}.`,
      };
    if (rating === "green" && f.credits && f.creditsUncapped)
      return {
        recommendation: `These service levels are promises you make. Check you can meet them every month.${CREDIT_CAP_ASK}`,
        proposal: creditCapProposal,
      };
    if (rating === "green")
      return keep(
        f.found
          ? f.credits
            ? f.systems === false
              ? "These service standards are promises you make. Check you can meet them, and that the reduction in the charges is the customer's only remedy when one is missed."
              : "These service levels are promises you make. Check you can meet them every month, and that service credits are the customer's only remedy for a missed target."
            : "These service levels are promises you make. Check you can meet them every month."
          : f.systems === false
            ? "No service standards bind you. If the customer asks for them, offer standards you can meet, with a reduction in the charges as the only remedy."
            : "No service levels bind you. If the customer asks for them, offer targets you can meet, with service credits as the only remedy.",
      );
    const stricter = [
      f.uptimePercent !== null && f.uptimePercent > tier.uptimePercent ? `${f.uptimePercent}% uptime` : null,
      f.responseHours !== null && f.responseHours < tier.responseHours
        ? `a response within ${hoursText(f.responseHours)}`
        : null,
    ].filter((x): x is string => x !== null);
    const standard = [
      f.uptimePercent !== null && f.uptimePercent > tier.uptimePercent
        ? `availability of ${tier.uptimePercent}% in each calendar month`
        : null,
      f.responseHours !== null && f.responseHours < tier.responseHours
        ? `a response to critical incidents within ${hoursText(tier.responseHours)}`
        : null,
    ].filter((x): x is string => x !== null);
    const capAsk = f.credits && f.creditsUncapped;
    return {
      recommendation: `You promise ${stricter.join(" and ")}, stricter than your service level (${tier.uptimePercent}% uptime, ${hoursText(tier.responseHours)} response). Ask to bring ${stricter.length > 1 ? "them" : "it"} to your level, or check you can meet ${stricter.length > 1 ? "them" : "it"} every month.${capAsk ? CREDIT_CAP_ASK : ""}`,
      proposal: (ref) =>
        `${ref} commits ${supplier} to ${stricter.join(" and ")}; we propose ${standard.join(" and ")}, with service credits as the sole remedy for a missed target${capAsk ? ", not exceeding 20% of the charges in any month" : ""}.`,
    };
  }
  if (f.found && f.targetsOnly && f.deliveryOnly)
    return {
      recommendation:
        "The delivery time is only a target: missing it costs the supplier nothing. Ask for it to be a commitment, with the right to cancel a late order without charge.",
      proposal: (ref) =>
        `${ref} states the delivery time as a target only; we propose that it is a binding commitment of ${supplier}, and that ${customer} may cancel, without charge, any order not delivered on time.`,
    };
  if (f.found && f.targetsOnly)
    return {
      recommendation:
        "The service levels are only targets: missing them costs the supplier nothing. Ask for them to be commitments, with service credits when they are missed.",
      proposal: (ref) =>
        `${ref} states the service levels as targets only; we propose that they are binding commitments of ${supplier}, with service credits to ${customer} for each month a target is missed.`,
    };
  if (f.found && f.levelsUnstated)
    return keep(
      f.systems === false
        ? `No service standard was found in the text${f.levelsIn ? `; the standards are set out in ${f.levelsIn}` : ""}. Check ${f.levelsIn ? "it says" : "they say"} what is done, how often and how quickly complaints are put right before you sign. The charges are reduced when a standard is missed.`
        : `No uptime or response figure was found in the text${f.levelsIn ? `; the service levels are set out in ${f.levelsIn}` : ""}. Check ${f.levelsIn ? "it gives" : "they give"} at least ${tier.uptimePercent}% uptime and a response within ${hoursText(tier.responseHours)} for urgent faults before you sign. Service credits apply when a level is missed.`,
    );
  // uptime and fault response are measures of a system; a service done by people keeps its own standards
  const system = f.systems !== false;
  const needUptime =
    system && (f.uptimePercent === null ? rating !== "green" : f.uptimePercent < tier.uptimePercent);
  const needResponse = system && (f.responseHours === null ? !f.found : f.responseHours > tier.responseHours);
  const needCredits = !f.credits && !f.inKind;
  if (f.found && !needUptime && !needResponse && !needCredits)
    return keep(
      !f.credits
        ? `${f.uptimePercent === null && f.responseHours !== null ? "The response time meets" : "The service levels meet"} your requirement, and a repair that is late brings replacement equipment at no charge. Keep them.`
        : f.responseHours === null && f.uptimePercent !== null
          ? `The uptime meets your requirement and comes with service credits.${SOLE_REMEDY_NOTE(f)} No response time is set: if support matters to you, ask for a response within ${hoursText(tier.responseHours)}.`
          : f.systems === false
            ? "The service standards come with a reduction in the charges when they are missed. Keep them."
            : `The service levels meet your requirement and come with service credits.${SOLE_REMEDY_NOTE(f)} Keep them.`,
    );
  const asks = [
    needUptime ? `at least ${tier.uptimePercent}% uptime` : null,
    needResponse ? `a response within ${hoursText(tier.responseHours)} for urgent faults` : null,
  ].filter((x): x is string => x !== null);
  const proposed = [
    needUptime ? `availability of at least ${tier.uptimePercent}% in each calendar month` : null,
    needResponse ? `a response to critical incidents within ${hoursText(tier.responseHours)}` : null,
  ].filter((x): x is string => x !== null);
  const current = [
    f.uptimePercent !== null && needUptime ? `${f.uptimePercent}% availability` : null,
    f.responseHours !== null && needResponse ? `a response within ${hoursText(f.responseHours)}` : null,
  ].filter((x): x is string => x !== null);
  if (!f.found && f.systems === false)
    return {
      recommendation:
        "Ask for written service standards: what is done and how often, how quickly complaints are put right, and a reduction in the charges when the standards are missed.",
      proposal: () =>
        `The contract sets no service standards; we propose that ${supplier} commits to written service standards, including how quickly complaints are put right, with a reduction in the charges to ${customer} when they are not met.`,
    };
  if (!f.found)
    return {
      recommendation: `Ask for a service level agreement: ${asks.join(", ")}, and service credits when these are missed.`,
      proposal: () =>
        `The contract sets no service levels; we propose that ${supplier} commits to ${proposed.join(" and ")}, with service credits to ${customer} when either is missed.`,
    };
  // a cleaning or catering service is measured by its standards, and missed ones by money off
  if (asks.length === 0 && f.systems === false)
    return {
      recommendation:
        "The contract sets service standards. Ask for a reduction in the charges when they are missed, so that poor service costs the supplier something.",
      proposal: (ref) =>
        `${ref} sets service standards but no remedy when they are missed; we propose a reduction in the charges to ${customer} for each month the standards are not met.`,
    };
  if (asks.length === 0 && f.deliveryOnly && needCredits)
    return {
      recommendation:
        "The contract sets a delivery time but no remedy when it is missed. Ask for the right to cancel a late order without charge and to recover the extra cost of buying elsewhere.",
      proposal: (ref) =>
        `${ref} sets a delivery time but no remedy when it is missed; we propose that ${customer} may cancel, without charge, any order not delivered on time, and recover the reasonable additional cost of obtaining the goods elsewhere.`,
    };
  if (asks.length === 0)
    return {
      recommendation:
        f.uptimePercent === null && f.responseHours === null
          ? "The contract sets measurable targets. Ask for service credits so that a missed target costs the supplier something."
          : f.uptimePercent === null
            ? "The response time meets your requirement. Ask for service credits so that a missed target costs the supplier something."
            : "The service levels meet your requirement. Ask for service credits so that a missed target costs the supplier something.",
      proposal: (ref) =>
        `${ref} sets service levels but no remedy when they are missed; we propose service credits to ${customer} for each month a target is missed.`,
    };
  const creditText = needCredits ? ", with service credits when they are missed" : "";
  return {
    recommendation: `${f.uptimePercent === null && needUptime ? "No uptime is promised for the hosted service." : "The promised service is below your requirement."} Ask for ${asks.join(" and ")}${creditText}.`,
    proposal: (ref) =>
      `${current.length > 0 ? `${ref} commits ${supplier} to ${current.join(" and ")}` : `${upperFirst(ref)} does not commit ${supplier} to ${needUptime ? "an availability level" : "a response time"}`}; we propose ${proposed.join(" and ")}${needCredits ? `, with service credits to ${customer} when a target is missed` : ""}.`,
  };
}
