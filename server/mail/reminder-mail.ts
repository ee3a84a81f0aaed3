import { formatDate } from "../../common/format";
import type { PassedNotice, ReminderTargetKind } from "../../common/reminder-plan";
import type { MailMessage } from "./mailer";

/**
 * The words of a renewal reminder (email and dashboard alert). Once the notice deadline has passed
 * it says so and when the contract renews; it never asks for notice by a day that has gone.
 */
export function reminderText(options: {
  contractTitle: string;
  vendorName: string;
  targetDate: string;
  renewalDate: string | null;
  daysLeft: number;
  kind: ReminderTargetKind;
  passedNotice: PassedNotice | null;
  customMessage: string;
}) {
  const { contractTitle: contract, vendorName: vendor } = options;
  const when =
    options.daysLeft === 0 ? "today" : `in ${options.daysLeft} day${options.daysLeft === 1 ? "" : "s"}`;
  const passed = options.passedNotice;
  const passedWords = passed
    ? `The notice deadline of ${formatDate(passed.deadline)} has passed; ${contract} with ${vendor} renews on ${formatDate(passed.renews)}.`
    : "";
  let title: string;
  let message: string;
  if (options.kind === "notice deadline") {
    title = `Notice deadline ${when}: ${contract}`;
    message = passed
      ? `${passedWords} The next notice deadline is ${formatDate(options.targetDate)}: give ${vendor} notice by then to stop the renewal on ${formatDate(options.renewalDate)}.`
      : `${formatDate(options.targetDate)} is the last day to give ${vendor} notice if you do not want ${contract} to renew automatically on ${formatDate(options.renewalDate)}. After that date you are committed to another term.`;
  } else if (options.kind === "renewal date") {
    title = `Renewal ${when}: ${contract}`;
    message = passed
      ? passed.next
        ? `${passedWords} If you no longer want it, give ${vendor} notice by ${formatDate(passed.next.deadline)} to stop the renewal on ${formatDate(passed.next.renews)}, or ask whether they will accept late notice; otherwise plan and budget for the new term.`
        : `${passedWords} If you no longer want it, ask ${vendor} whether they will accept late notice; otherwise plan and budget for the new term.`
      : `${contract} with ${vendor} renews on ${formatDate(options.targetDate)}. Decide now whether to renew, renegotiate or let it end.`;
  } else {
    // a contract that does not renew ends: its reminder is not a "renewal"
    title = `Contract ends ${when}: ${contract}`;
    message = `${contract} with ${vendor} ends on ${formatDate(options.targetDate)}. Decide now whether to renew, renegotiate or let it end.`;
  }
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
