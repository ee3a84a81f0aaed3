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
  rating: Rating;
  side: Side;
  level: ServiceLevel;
  labels: PartyLabels;
}

/**
 * Service-level advice against the user's tier. Only what falls short is asked for: an uptime already
 * at the tier, a response already fast enough or credits already given are never asked for again.
 */
export function serviceAdvice(f: ServiceFacts): TermAdvice {
  const tier = serviceTargets(f.level);
  const supplier = f.labels.supplier;
  const customer = f.labels.customer;
  if (!f.applicable) return keep("Nothing to do unless you rely on the other party for an ongoing service.");
  if (f.side === "supplier") {
    return keep(
      f.found
        ? "These service levels are promises you make. Check you can meet them every month, and that service credits are the customer's only remedy for a missed target."
        : "No service levels bind you. If the customer asks for them, offer targets you can meet, with service credits as the only remedy.",
    );
  }
  const needUptime = f.uptimePercent === null ? f.rating !== "green" : f.uptimePercent < tier.uptimePercent;
  const needResponse = f.responseHours === null ? !f.found : f.responseHours > tier.responseHours;
  const needCredits = !f.credits;
  if (f.found && !needUptime && !needResponse && !needCredits)
    return keep("The service levels meet your requirement and come with service credits. Keep them.");
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
  if (!f.found)
    return {
      recommendation: `Ask for a service level agreement: ${asks.join(", ")}, and service credits when these are missed.`,
      proposal: () =>
        `The contract sets no service levels; we propose that ${supplier} commits to ${proposed.join(" and ")}, with service credits to ${customer} when either is missed.`,
    };
  if (asks.length === 0)
    return {
      recommendation:
        "The service levels meet your requirement. Ask for service credits so that a missed target costs the supplier something.",
      proposal: (ref) =>
        `${ref} sets service levels but no remedy when they are missed; we propose service credits to ${customer} for each month a target is missed.`,
    };
  const creditText = needCredits ? ", with service credits when they are missed" : "";
  return {
    recommendation: `The promised service is below your requirement. Ask for ${asks.join(" and ")}${creditText}.`,
    proposal: (ref) =>
      `${current.length > 0 ? `${ref} commits ${supplier} to ${current.join(" and ")}` : `${upperFirst(ref)} does not commit ${supplier} to ${needUptime ? "an availability level" : "a response time"}`}; we propose ${proposed.join(" and ")}${needCredits ? `, with service credits to ${customer} when a target is missed` : ""}.`,
  };
}
