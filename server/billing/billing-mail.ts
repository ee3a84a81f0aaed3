import { formatDate, formatMoney } from "../../common/format";
import { PRO_PLAN } from "../../common/plans";
import type { MailMessage } from "../mail/mailer";

export function trialEndingMail(options: {
  to: string;
  firstName: string;
  trialEndsAt: Date;
  cancelAtPeriodEnd: boolean;
  url: string;
}): MailMessage {
  const date = formatDate(options.trialEndsAt);
  const next = options.cancelAtPeriodEnd
    ? `You have cancelled, so nothing will be charged: on ${date} your account returns to the Free plan and keeps your contracts.`
    : `From ${date} your card will be charged £${PRO_PLAN.priceGbpPerMonth} a month for Pro. To stop before then, cancel from your billing page; nothing is charged if you cancel before the trial ends.`;
  return {
    to: options.to,
    subject: `Your Clausewise Pro trial ends on ${date}`,
    text: `Hello ${options.firstName},\n\nYour free trial of Clausewise Pro ends on ${date}.\n\n${next}\n\nYour billing page: ${options.url}\n\nClausewise`,
  };
}

export function paymentFailedMail(options: {
  to: string;
  firstName: string;
  amountDue: number | null;
  currency: string | null;
  nextAttempt: Date | null;
  url: string;
}): MailMessage {
  const amount =
    options.amountDue !== null
      ? ` of ${formatMoney(options.amountDue / 100, options.currency ?? "GBP")}`
      : "";
  const retry = options.nextAttempt
    ? `We will try the card again on ${formatDate(options.nextAttempt)}.`
    : "No further attempt is scheduled.";
  return {
    to: options.to,
    subject: "Your Clausewise payment failed",
    text: `Hello ${options.firstName},\n\nThe payment${amount} for your Clausewise Pro subscription did not go through. ${retry} Please update your card from your billing page so Pro stays on.\n\nYour billing page: ${options.url}\n\nClausewise`,
  };
}
