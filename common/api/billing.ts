import { z } from "zod";

export const planSummarySchema = z.object({
  plan: z.enum(["free", "pro"]),
  /** why the account is on Pro: a paid (or trial) subscription, or an administrator's grant */
  source: z.enum(["subscription", "admin"]).nullable(),
  subscriptionStatus: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  currentPeriodEndsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  grantedByAdmin: z.boolean(),
  /** the short label shown on the usage card, dashboard and admin list */
  label: z.string(),
});

/** GET /api/billing */
export const billingStatusSchema = planSummarySchema.extend({
  /** online payment is set up on this installation */
  paymentsEnabled: z.boolean(),
  /** a Stripe customer exists, so the Customer Portal can be opened */
  canManageBilling: z.boolean(),
  /** the 7-day trial is offered to an account's first subscription only */
  trialAvailable: z.boolean(),
  /** whom to ask when online payment is not set up */
  supportEmail: z.string(),
});

/** POST /api/stripe/create-checkout-session: Stripe's page, or the billing page when already subscribed */
export const checkoutSessionSchema = z.object({
  url: z.string().nullable(),
  sessionId: z.string().optional(),
  alreadySubscribed: z.boolean(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const portalSessionSchema = z.object({ url: z.string().nullable() });

export const webhookReceiptSchema = z.object({
  received: z.boolean(),
  status: z.enum(["applied", "duplicate", "ignored"]),
});
