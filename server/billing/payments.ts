import type Stripe from "stripe";
import type { StripeConfig } from "../config";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";

export const NOT_SET_UP = "Online payment is not set up on this installation.";

/** The SDK client and settings, or the honest 503 an installation without Stripe settings gives. */
export function requirePayments(deps: AppDeps): { stripe: Stripe; settings: StripeConfig } {
  if (!deps.stripe || !deps.config.stripe) {
    throw new AppError(
      "UNAVAILABLE",
      `${NOT_SET_UP} Please contact ${deps.config.supportEmail} to upgrade.`,
      { error: NOT_SET_UP },
    );
  }
  return { stripe: deps.stripe, settings: deps.config.stripe };
}

/** Stripe unreachable or refusing: logged with its detail, answered without it. */
export function providerFailed(deps: AppDeps, error: unknown, what: string): AppError {
  deps.log.error({ err: error }, `stripe: ${what} failed`);
  return new AppError(
    "UNAVAILABLE",
    "The payment provider could not be reached. Please try again in a moment.",
  );
}
