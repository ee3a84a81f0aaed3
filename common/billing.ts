import type { z } from "zod";
import type { billingStatusSchema, planSummarySchema } from "./api/billing";

/**
 * Plan and subscription summary shared by the API and the screens. A Stripe subscription that is
 * trialing, active or past due (Stripe is still retrying the card) gives Pro; an administrator's grant
 * gives Pro on its own, for self-hosted installs.
 */
export const ENTITLED_STATUSES = ["trialing", "active", "past_due"] as const;

export function isEntitledStatus(status: string | null | undefined): boolean {
  return (ENTITLED_STATUSES as readonly string[]).includes(status ?? "");
}

export type PlanSummary = z.infer<typeof planSummarySchema>;

/** GET /api/billing */
export type BillingStatus = z.infer<typeof billingStatusSchema>;

const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `30 Nov` in UK time: a trial ending at 23:30 UTC on 30 March ends on 31 March for a UK customer. */
export function formatDayMonth(value: string | Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    day: "numeric",
    month: "numeric",
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${Number(part("day"))} ${MONTHS_SHORT[Number(part("month")) - 1]}`;
}

type LabelInput = Pick<
  PlanSummary,
  "subscriptionStatus" | "trialEndsAt" | "currentPeriodEndsAt" | "cancelAtPeriodEnd" | "grantedByAdmin"
>;

export function planLabel(input: LabelInput): string {
  const status = input.subscriptionStatus;
  if (status === "trialing" && input.trialEndsAt)
    return `Pro (trial, ends ${formatDayMonth(input.trialEndsAt)})`;
  if (status === "past_due") return "Pro (payment overdue)";
  if (status === "active" && input.cancelAtPeriodEnd && input.currentPeriodEndsAt) {
    return `Pro (ends ${formatDayMonth(input.currentPeriodEndsAt)})`;
  }
  if (isEntitledStatus(status)) return "Pro";
  if (input.grantedByAdmin) return "Pro (granted by an administrator)";
  return "Free";
}

/** Human words for Stripe's statuses on the billing page and admin list. */
export function subscriptionStatusText(status: string | null | undefined): string {
  switch (status) {
    case "trialing":
      return "Free trial";
    case "active":
      return "Active";
    case "past_due":
      return "Payment overdue";
    case "canceled":
      return "Cancelled";
    case "unpaid":
      return "Unpaid";
    case "incomplete":
    case "incomplete_expired":
      return "Payment not completed";
    case "paused":
      return "Paused";
    default:
      return "No subscription";
  }
}
