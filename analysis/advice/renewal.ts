import { preferredNoticeDays } from "../../common/negotiation-targets";
import type { RiskThresholds } from "../../common/risk-settings";
import type { Rating } from "../types";
import { keep, type TermAdvice } from "./types";
import { daysOf } from "./wording";

export interface RenewalFacts {
  /** "auto": renews by itself; "no-auto": ends at the end of its term; "option": renews only by choice; "missing": no clause */
  kind: "auto" | "no-auto" | "option" | "missing" | "other";
  /** days of notice needed to stop the renewal */
  noticeDays: number | null;
  /** the same notice in the contract's unit when it is not days ("6 months'") */
  noticeWords?: string | null;
  rating: Rating;
  thresholds: RiskThresholds;
  /** the renewal runs "until cancelled" and the user may cancel */
  cancellable?: boolean;
  /** the contract runs on after its first period until a party ends it on notice */
  rolling?: boolean;
  /** no renewal because the contract has no fixed end */
  openEnded?: boolean;
  /** the other side's name in the contract ("the Supplier"), for text sent to it */
  them?: string;
  /** the user's side; a supplier keeps the customer while the contract renews */
  side?: "customer" | "supplier";
  /** the service that renews when it is not the whole contract ("hosting") */
  part?: string;
  /** an extension by choice: "user" or "other" when only that side may choose it */
  optionHolder?: "user" | "other" | "both" | null;
  /** notice given earlier than this does not count ("not more than 9 months' … notice") */
  earliest?: string | null;
  /** the customer may end the contract at any time on this shorter notice, so the renewal does not hold it */
  escapeDays?: number | null;
  /**
   * each side has its own notice to stop the renewal and the user's is the longer: `noticeDays` is the
   * user's, this is the other side's
   */
  theirNotice?: { days: number; words: string | null } | null;
  /**
   * the user builds a business on the contract (a franchisee, a distributor): "not-secured" when it has
   * no right of its own to renew, "mutual-notice" when the renewal stops only on the same long notice
   * from either side, which also keeps the other side from ending it at short notice
   */
  invested?: "not-secured" | "mutual-notice" | null;
  /** the user's name in the contract ("the Franchisee"), for text sent to the other side */
  us?: string;
  /** the length of a renewal period, when stated */
  termMonths?: number | null;
}

/** "5 years", "18 months" */
const formatTerm = (months: number) =>
  months % 12 === 0
    ? `${months / 12} year${months === 12 ? "" : "s"}`
    : `${months} month${months === 1 ? "" : "s"}`;

/**
 * Renewal advice. Notice to stop an automatic renewal is low risk at or below the green notice value,
 * so that value is what the user asks for, and only when the contract needs more.
 */
export function renewalAdvice(f: RenewalFacts): TermAdvice {
  const target = preferredNoticeDays(f.thresholds);
  if (f.escapeDays != null) {
    const leave = `at any time on ${daysOf(f.escapeDays)} notice (see the cancellation term)`;
    return keep(
      f.side === "supplier"
        ? `The customer can end the contract ${leave}, so the renewal does not hold it to another period; the cancellation term's advice covers that notice.`
        : `You can end the contract ${leave}, so the ${f.noticeWords ?? daysOf(f.noticeDays ?? 0)} notice to stop the renewal does not hold you to another period. ${f.rating === "green" ? "Nothing to change." : "The cancellation term's advice covers that notice."}`,
    );
  }
  if (f.invested === "not-secured" && f.side !== "supplier") {
    const us = f.us ?? "the customer";
    return {
      recommendation:
        "You have no secure right to renew on the present terms, so when the term ends you could lose the business you have built up, or keep it only on whatever terms the other side then sets. Ask for an option to renew for a further term on the same terms, which you can take up by notice if you are not then in material breach.",
      proposal: (ref) =>
        `${ref} does not give ${us} a right to renew this Agreement on its present terms; we propose that ${us} has the option to renew it for a further term of ${
          f.termMonths ? formatTerm(f.termMonths) : "the same length as the initial term"
        } on the same terms, exercisable by written notice given at least six months before the end of the term, provided that ${us} is not then in material breach of this Agreement.`,
    };
  }
  if (f.invested === "mutual-notice" && f.noticeDays !== null && f.side !== "supplier")
    return keep(
      `Keep it: the contract carries on unless either side gives ${f.noticeWords ?? daysOf(f.noticeDays)} notice, so ${f.them ?? "the other side"} cannot end it at short notice and you have time to plan for what you have invested. Diary each notice deadline.`,
    );
  if (f.kind === "missing" && f.openEnded)
    return keep("Nothing to do for renewal. Check the notice either side must give to end the contract.");
  if (f.kind === "missing")
    return keep(
      "Nothing to do now. Put the end date in your calendar so you can decide in good time whether to agree a new contract.",
    );
  if (f.kind === "no-auto")
    return keep(
      "Nothing to change. Diary the end date so that a new contract is in place in time if you still need it.",
    );
  if (f.kind === "option" && f.optionHolder === "other")
    return f.side === "supplier"
      ? {
          recommendation:
            "Only the customer can choose to extend, which holds you to the same terms and prices for a further period. Ask for an extension to need both sides' agreement, or for a price review when it is extended.",
          proposal: (ref) =>
            `${ref} lets ${f.them ?? "the other party"} alone extend the contract; we propose that any extension needs the agreement of both parties, or that the charges are reviewed at each extension.`,
        }
      : {
          recommendation:
            "Only the other side can choose to extend, and its choice binds you for a further period. Ask for an extension to need both sides' agreement.",
          proposal: (ref) =>
            `${ref} lets ${f.them ?? "the other party"} alone extend the contract; we propose that any extension needs the agreement of both parties.`,
        };
  if (f.kind === "option" && f.optionHolder === "user")
    return keep("You alone choose whether to extend. Diary the last day for taking up the option.");
  if (f.kind !== "auto")
    return keep(
      "Renewal needs a decision, so you are not locked in. Diary the renewal window so you do not miss it.",
    );
  if (f.noticeDays === null && f.cancellable)
    return keep(
      "You can stop the renewal by cancelling. Diary each renewal date so you cancel before the next period starts if you no longer need it.",
    );
  if (f.noticeDays === null)
    return {
      recommendation: `The contract renews by itself but does not say how to stop it. Ask for a clear right to stop the renewal by giving ${daysOf(target)} written notice before the end of the term.`,
      proposal: (ref) =>
        `${ref} renews the contract automatically but sets out no way to stop the renewal; we propose that either party may prevent it by giving at least ${daysOf(target)} written notice before the end of the current term.`,
    };
  const n = f.noticeDays;
  // the contract's own unit ("6 months'") where it used one; the settings' target stays in days
  const stated = f.noticeWords ?? daysOf(n);
  if (f.theirNotice) {
    const theirs = f.theirNotice.words ?? daysOf(f.theirNotice.days);
    const other = f.side === "supplier" ? "customer" : "supplier";
    // the same notice for both: a supplier keeps at least 90 days' warning that a customer is leaving
    const ask = Math.min(n, Math.max(f.theirNotice.days, f.side === "supplier" ? 90 : target));
    return {
      recommendation: `You must give ${stated} notice to stop the renewal, but the ${other} needs to give only ${theirs} notice. Ask for the same notice from both sides: ${daysOf(ask)} notice.`,
      proposal: (ref) =>
        `${ref} requires ${stated} notice from us to prevent a renewal but only ${theirs} notice from ${f.them ?? "the other party"}; we propose that either party may prevent a renewal by giving ${daysOf(ask)} written notice before the end of the current term.`,
    };
  }
  // a supplier keeps at least 90 days' warning that a customer is leaving (as asked below)
  if (f.side === "supplier" && f.rolling && n < 90)
    return keep(
      `The contract runs on, but the customer can leave on ${stated} notice, so little of the revenue is secure. The notice needed to end the contract is the term to negotiate.`,
    );
  if (f.side === "supplier")
    return keep(
      `Keep it: ${f.part ? `the ${f.part}` : "the contract"} carries on unless ${stated} notice is given, which helps you keep the customer. Diary each notice deadline so you know when the customer could leave.`,
    );
  if (f.rolling)
    return n <= target || f.rating === "green"
      ? keep(
          `After the first period you can leave with ${stated} notice. Diary when the first period ends so you can review the contract then.`,
        )
      : {
          recommendation: `After the first period you can only leave with ${stated} notice, more than the ${target} days your settings allow. Ask for ${target} days.`,
          proposal: (ref) =>
            `${ref} requires ${stated} notice to end the contract once its first period has passed; we propose ${target} days.`,
        };
  // notice given too early does not count: the diary entry is a window, not a deadline
  const diary = f.earliest
    ? `put in your calendar the window for giving it, which opens ${f.earliest} before the end`
    : "put the notice deadline in your calendar now";
  if (n <= target || f.rating === "green")
    return keep(
      f.earliest
        ? `You can stop the automatic renewal with ${stated} notice; ${diary}.`
        : `You can stop the automatic renewal with ${stated} notice. Put the last day for giving it in your calendar now.`,
    );
  return {
    recommendation: `You must give ${stated} notice to stop the automatic renewal, more than the ${target} days your settings allow. Ask for ${target} days, and ${diary}.`,
    proposal: (ref) =>
      `${ref} requires ${stated} notice of non-renewal${f.earliest ? ` given within a set window` : ""}; we propose ${target} days${f.earliest ? ", with notice valid whenever it is given before then" : ""}.`,
  };
}
