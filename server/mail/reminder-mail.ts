import { formatDate } from "../../common/format";
import type { MailMessage } from "./mailer";

export function reminderText(options: {
  contractTitle: string;
  vendorName: string;
  targetDate: string;
  renewalDate: string | null;
  daysLeft: number;
  aboutNoticeDeadline: boolean;
  customMessage: string;
}) {
  const when =
    options.daysLeft === 0 ? "today" : `in ${options.daysLeft} day${options.daysLeft === 1 ? "" : "s"}`;
  const title = options.aboutNoticeDeadline
    ? `Notice deadline ${when}: ${options.contractTitle}`
    : `Renewal ${when}: ${options.contractTitle}`;
  const message = options.aboutNoticeDeadline
    ? `${formatDate(options.targetDate)} is the last day to give ${options.vendorName} notice if you do not want ${options.contractTitle} to renew automatically on ${formatDate(options.renewalDate)}. After that date you are committed to another term.`
    : `${options.contractTitle} with ${options.vendorName} reaches its renewal date on ${formatDate(options.targetDate)}. Decide now whether to renew, renegotiate or let it end.`;
  return {
    title,
    message: options.customMessage ? `${message} Your note: ${options.customMessage}` : message,
  };
}

export function reminderMail(options: {
  to: string;
  firstName: string;
  title: string;
  message: string;
  url: string;
}): MailMessage {
  return {
    to: options.to,
    subject: options.title,
    text: `Hello ${options.firstName},\n\n${options.message}\n\nOpen your portfolio: ${options.url}\n\nClausewise`,
  };
}
