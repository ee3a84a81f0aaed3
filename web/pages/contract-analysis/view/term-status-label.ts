import type { TermStatus } from "../../../../common/term-status";

/** The words and badge colour of a term's review status (spec 01 section 2.9). */
export const STATUS_DISPLAY: Record<TermStatus, { label: string; color: string }> = {
  pending: { label: "Pending review", color: "gray" },
  accepted: { label: "Accepted", color: "green" },
  rejected: { label: "Rejected", color: "red" },
  proposed: { label: "Proposed", color: "blue" },
  not_applicable: { label: "Not applicable: no action needed", color: "gray" },
};
