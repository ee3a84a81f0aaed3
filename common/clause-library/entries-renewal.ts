import { withoutClauseNumber } from "../clause-number";
import { upperFirst as cap } from "../format";
import { noticeToReceiveDays } from "../negotiation-targets";
import { concernFigures } from "./concerns";
import { noticeDays } from "./entries-core";
import { daysPhrase, monthsPhrase } from "./number-words";
import { labelSource } from "./parties";
import { withRenewalNoticeDays } from "./retime";
import type { AlternativeContext, ClauseEntry } from "./types";

/**
 * The notice to stop a renewal a supplier asks for: long enough to plan for a customer who leaves
 * (the length the settings call long), and never shorter than the contract already gives.
 */
function supplierNoticeDays(ctx: AlternativeContext) {
  const asked = concernFigures(ctx.concerns).days;
  return Math.max(
    asked && asked > 0 && asked <= 365 ? asked : 0,
    // where each side has its own notice, the customer's is the one that keeps it: the supplier's own is what it wants shorter
    ctx.values.otherNoticePeriod ?? ctx.values.noticePeriod ?? 0,
    noticeToReceiveDays(ctx.thresholds),
  );
}

/** the sentence lets either side stop the renewal, or does not say who gives the notice */
function mutualNotice(ctx: AlternativeContext, sentence: string) {
  if (/\b(?:either|each)\s+party\b|\b(?:both|the)\s+parties\b/i.test(sentence)) return true;
  return !new RegExp(`\\b${labelSource(ctx.us)}\\b|\\b${labelSource(ctx.them)}\\b`, "i").test(sentence);
}

/**
 * The renewal draft and what it does, decided once so the rationale describes the draft. A customer
 * asks for short notice to stop the renewal and a reminder; a supplier keeps the renewal, asks for
 * notice from either side long enough to plan for a customer who leaves, and offers no reminder.
 */
/**
 * A franchisee or distributor builds a business on the contract: with no secure right to renew it asks
 * for an option on the same terms; a long notice either side must give protects it and is kept.
 */
function investedPlan(ctx: AlternativeContext): { text: string; why: string } | null {
  if (ctx.side !== "customer") return null;
  if (ctx.values.renewalInvested === "mutual-notice" && ctx.original?.trim())
    return {
      text: withoutClauseNumber(ctx.original).trim(),
      why: "Keeps the long notice either side must give to stop the renewal, which protects what you have built up.",
    };
  if (ctx.values.renewalInvested !== "not-secured") return null;
  return {
    text: `${cap(ctx.us)} may renew this Agreement for a further term of the same length as the initial term, on the same terms, by giving ${ctx.them} written notice at least six (6) months before the end of the then-current term, provided that ${ctx.us} is not then in material breach of this Agreement.`,
    why: "Gives you an option to renew on the same terms, so you keep the business you have built up if you are not in material breach.",
  };
}

function renewalPlan(ctx: AlternativeContext): { text: string; why: string } {
  const supplier = ctx.side === "supplier";
  const days = supplier ? supplierNoticeDays(ctx) : noticeDays(ctx);
  const notice = daysPhrase(days);
  const plan = supplier ? ", so you have time to plan if the customer decides to leave" : "";
  const given = ctx.values.renewalTermMonths;
  // a supplier keeps a longer renewal period the contract already has
  const months = given && (supplier || given <= 12) ? given : 12;
  const first = ctx.values.initialTerm ? ctx.values.initialTerm.replace(/[.,;]+$/, "") : null;
  const invested = investedPlan(ctx);
  if (invested) return invested;
  if (concernFigures(ctx.concerns).wantsNoAutoRenewal) {
    const reminder = Math.max(days, 30);
    return supplier
      ? {
          text: `${first ? `${first}. ` : ""}This Agreement shall expire at the end of its initial term unless the parties agree in writing to renew it.`,
          why: "Ends the contract at the end of its initial term unless both sides agree in writing to renew it, as you asked.",
        }
      : {
          text: `${first ? `${first}. ` : ""}This Agreement shall expire at the end of its initial term unless the parties agree in writing to renew it. ${cap(ctx.them)} shall remind ${ctx.us} in writing of the expiry date at least ${daysPhrase(reminder)} before it.`,
          why: `Ends the contract at the end of its initial term unless both sides agree to renew it, and has the supplier remind you of the end date ${daysPhrase(reminder)} before it.`,
        };
  }
  // the contract's own renewal sentence with only the notice changed, as the proposal asks; a
  // supplier keeps it only where either party may stop the renewal
  const original = ctx.original?.trim() ?? "";
  const own =
    original && /\b(?:renew\w*|continue\w*|extend\w*)\b/i.test(original)
      ? withRenewalNoticeDays(original, days)
      : null;
  if (own && (!supplier || mutualNotice(ctx, own))) {
    const stop = ctx.values.rolling ? "to end the contract" : "to stop the renewal";
    if (own === withoutClauseNumber(original).trim())
      return {
        text: own,
        why: `Keeps the contract's ${ctx.values.rolling ? "wording" : "renewal"} as it is: it already needs ${notice}' notice ${stop}.`,
      };
    return {
      text: own,
      why: `Keeps the contract's ${ctx.values.rolling ? "wording" : "renewal wording"} and changes only the notice ${stop}, to ${notice}${plan}.`,
    };
  }
  // a contract that runs on until ended keeps that shape: only the notice to end it changes
  if (ctx.values.rolling)
    return {
      text: first
        ? `${first}, after which it shall continue until either party ends it by giving the other not less than ${notice}' written notice.`
        : `After the end of its initial period this Agreement shall continue until either party ends it by giving the other not less than ${notice}' written notice.`,
      why: `Keeps the contract running on after its first period, until either side ends it with ${notice}' notice${plan}.`,
    };
  const renews = `${first ? `${first}. ` : ""}At the end of its initial term this Agreement shall renew for successive periods of ${monthsPhrase(months)} unless either party gives the other not less than ${notice}' written notice before the end of the then-current term.`;
  return supplier
    ? {
        text: renews,
        why: `Keeps the automatic renewal, for periods of ${monthsPhrase(months)}, and lets either side stop it with ${notice}' notice${plan}.`,
      }
    : {
        text: `${renews} ${cap(ctx.them)} shall remind ${ctx.us} in writing of the renewal date and of any change to the fees at least ${daysPhrase(days + 30)} before it.`,
        why: `Keeps the renewal, lets either side stop it with ${notice}' notice, and has the supplier remind you of the renewal date and any fee change ${daysPhrase(days + 30)} before it.`,
      };
}

export const renewal: ClauseEntry = {
  benchmark:
    "A balanced renewal clause either needs both parties to agree to renew, or lets the customer stop the renewal with 30 to 60 days' notice. Long notice windows (90 days or more) are where most unwanted renewals happen.",
  draft: (ctx) => renewalPlan(ctx).text,
  rationale: (ctx) => renewalPlan(ctx).why,
};
