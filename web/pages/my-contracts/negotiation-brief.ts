/**
 * Talking points and a negotiation brief for one signed contract, built only from that contract's own
 * data (no market figures, no invented numbers).
 */
import { formatDate, formatDays, formatMoney } from "../../../common/format";
import { approvalHints, topInsights } from "../../../common/insights";
import type { ExecutedContract } from "../../../common/portfolio";
import { daysUntil, renewalStatus } from "../../../common/renewal-status";
import { noticeText } from "./notice-text";
import { otherPartyLabel } from "./party-label";
import { reminderTarget } from "./reminder-plan";

export interface TalkingPoint {
  topic: "timing" | "notice" | "price" | "renewal" | "risk" | "payment" | "approval";
  text: string;
}

export function talkingPoints(contract: ExecutedContract, today: Date): TalkingPoint[] {
  const points: TalkingPoint[] = [];
  const status = renewalStatus(contract, today);
  const target = reminderTarget(contract, today);
  const value = formatMoney(contract.contractValue, contract.currency);
  const hasNotice = contract.isAutoRenewal && (contract.renewalNoticeDays ?? 0) > 0;
  const noticeDaysLeft = daysUntil(target.date, today);

  if (status.daysLeft === null) {
    points.push({
      topic: "timing",
      text: "Record the renewal date first, so you know when to start talking.",
    });
  } else if (status.status === "expired") {
    points.push({
      topic: "timing",
      text: `The contract ended on ${formatDate(status.on.nextRenewal)}: if you still use the service, ask the vendor to confirm in writing on what terms.`,
    });
  } else {
    const when =
      status.status === "urgent"
        ? "open the conversation this week"
        : status.status === "upcoming"
          ? "ask for the renewal quote now, so there is time to compare alternatives"
          : "you have time to compare alternatives before asking for better terms";
    points.push({ topic: "timing", text: `The contract renews in ${formatDays(status.daysLeft)}: ${when}.` });
  }

  if (hasNotice && target.date && noticeDaysLeft !== null) {
    points.push({
      topic: "notice",
      text:
        noticeDaysLeft >= 0
          ? `Give notice by ${formatDate(target.date)} if you want to renegotiate; after that the contract renews on its current terms.`
          : `The last day to give notice (${formatDate(target.date)}) has passed: ask whether the vendor will accept late notice, or plan for the next term.`,
    });
  } else if (contract.isAutoRenewal) {
    points.push({
      topic: "notice",
      text: "It renews automatically but no notice period is recorded: ask the vendor to confirm in writing how much notice stops the renewal.",
    });
  }

  if (contract.contractValue > 0) {
    points.push({
      topic: "price",
      text: "Ask for a cap on price increases at renewal, written into the contract.",
    });
    points.push({
      topic: "price",
      text: `Ask for a multi-year price or a discount in return for renewing: you spend ${value} a year with ${contract.vendorName}.`,
    });
  }
  if (contract.isAutoRenewal) {
    points.push({
      topic: "renewal",
      text: "Ask to replace the automatic renewal with a renewal you confirm, or a shorter notice period.",
    });
  }

  if (contract.overallRisk === "High") {
    points.push({
      topic: "risk",
      text: "It is rated high risk: ask for the riskiest terms (liability, termination, price changes) to be changed before it renews.",
    });
  } else if (contract.overallRisk === "Medium") {
    points.push({
      topic: "risk",
      text: "It is rated medium risk: use the renewal to tighten the terms behind that rating.",
    });
  }
  for (const insight of topInsights([contract], today)) {
    if (insight.type === "renegotiation") points.push({ topic: "price", text: insight.recommendation });
  }

  const terms = contract.paymentTerms ?? contract.keyTerms?.paymentTerms;
  if (terms === "Annual in advance" || terms === "Quarterly in advance") {
    points.push({
      topic: "payment",
      text: `You pay ${terms.toLowerCase()}: ask to pay monthly to spread the cost.`,
    });
  } else if (terms === "Net 30") {
    points.push({ topic: "payment", text: "Payment is due in 30 days: ask for 60 days (Net 60)." });
  }

  for (const hint of approvalHints(contract.contractValue, contract.currency).hints) {
    points.push({ topic: "approval", text: `${hint}: involve them before you agree a renewal price.` });
  }
  return points;
}

export function negotiationBrief(contract: ExecutedContract, today: Date): string {
  const status = renewalStatus(contract, today);
  const target = reminderTarget(contract, today);
  const renewal =
    status.daysLeft === null
      ? "not recorded"
      : `${formatDate(status.on.nextRenewal)} (${status.status === "expired" ? "date passed" : status.detail})`;
  const notice = noticeText(contract) ?? "not recorded";
  const lines = [
    `NEGOTIATION BRIEF: ${contract.contractTitle}`,
    `${otherPartyLabel(contract.side)}: ${contract.vendorName}`,
    `Prepared: ${formatDate(today)}`,
    "",
    "CONTRACT FACTS",
    `- Annual value: ${formatMoney(contract.contractValue, contract.currency)}`,
    `- Contract type: ${contract.contractType}; department: ${contract.department}`,
    `- Start date: ${formatDate(contract.startDate)}; end date: ${formatDate(contract.endDate)}`,
    `- ${contract.isAutoRenewal ? "Renewal date" : "End date"}: ${renewal}`,
    `- Renews automatically: ${contract.isAutoRenewal ? "yes" : "no"}; notice required: ${notice}`,
    `- Last day to act: ${target.date ? formatDate(target.date) : "not known"}`,
    `- Payment terms: ${contract.paymentTerms ?? contract.keyTerms?.paymentTerms ?? "not recorded"}`,
    `- Risk rating: ${contract.overallRisk}`,
    "",
    "WHY NOW",
    target.reason,
    "",
    "TALKING POINTS",
    ...talkingPoints(contract, today).map((point, index) => `${index + 1}. ${point.text}`),
    "",
    "NEXT STEPS",
    "- Agree internally what you want: renew as is, renegotiate or leave.",
    target.date
      ? `- Put ${formatDate(target.date)} in your calendar as the last day to act.`
      : "- Record the renewal date in Clausewise so reminders can be sent.",
    "- Ask the vendor for any renewal offer in writing.",
  ];
  return `${lines.join("\n")}\n`;
}
