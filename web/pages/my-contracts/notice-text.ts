import { formatDays } from "../../../common/format";
import type { ExecutedContract } from "../../../common/portfolio";

/** "3 months" where the contract states its notice in months, else "90 days"; null when none is recorded. */
export function noticeText(
  contract: Pick<ExecutedContract, "renewalNoticeDays" | "renewalNoticeMonths">,
): string | null {
  const months = contract.renewalNoticeMonths;
  if (months && months > 0) return months === 1 ? "1 month" : `${months} months`;
  return contract.renewalNoticeDays ? formatDays(contract.renewalNoticeDays) : null;
}
