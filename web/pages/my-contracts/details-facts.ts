/** The facts the details dialog lists for a signed contract. */
import { formatDate, formatDays, formatMoney } from "../../../common/format";
import type { ExecutedContract } from "../../../common/portfolio";
import { renewalStatus } from "../../../common/renewal-status";
import { noticeText } from "./notice-text";
import { otherPartyLabel } from "./party-label";

const orNone = (value: string | null | undefined) => (value?.trim() ? value : "Not recorded");

export function contractFacts(contract: ExecutedContract, today: Date): { label: string; value: string }[] {
  const status = renewalStatus(contract, today);
  const next =
    status.daysLeft === null
      ? "Not recorded"
      : `${formatDate(status.on.nextRenewal)} (${status.detail ?? formatDays(status.daysLeft)})`;
  // a contract that cannot renew has an end, not a renewal: one "End date", counting down to it
  const dates = contract.isAutoRenewal
    ? [
        { label: "End date", value: formatDate(contract.endDate) },
        { label: "Renewal date", value: next },
      ]
    : [{ label: "End date", value: status.daysLeft === null ? formatDate(contract.endDate) : next }];
  return [
    { label: otherPartyLabel(contract.side), value: contract.vendorName },
    { label: "Annual value", value: formatMoney(contract.contractValue, contract.currency) },
    { label: "Currency", value: contract.currency },
    { label: "Contract type", value: contract.contractType },
    { label: "Department", value: contract.department },
    { label: "Status", value: contract.status === "active" ? "Active" : contract.status },
    { label: "Start date", value: formatDate(contract.startDate) },
    ...dates,
    { label: "Renews automatically", value: contract.isAutoRenewal ? "Yes" : "No" },
    { label: "Notice required", value: noticeText(contract) ?? "Not recorded" },
    { label: "Business critical", value: orNone(contract.businessCritical) },
    { label: "Spend level", value: orNone(contract.spendLevel) },
    { label: "Added", value: formatDate(contract.createdAt) },
    { label: "Stored file", value: contract.fileName ?? "None" },
  ];
}
