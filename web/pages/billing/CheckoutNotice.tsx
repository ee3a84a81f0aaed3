import { Alert, Loader } from "@mantine/core";
import { IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import type { BillingStatus } from "../../../common/billing";

type Props = { outcome: string | null; billing: BillingStatus | undefined; isWaitingTooLong: boolean };

/** What happened at Stripe Checkout, shown when Stripe sends the person back here. */
export function CheckoutNotice({ outcome, billing, isWaitingTooLong }: Props) {
  if (outcome === "cancelled") {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconInfoCircle aria-hidden="true" />}
        data-testid="checkout-notice"
      >
        Checkout was cancelled. Nothing was charged, and you can start your trial whenever you like.
      </Alert>
    );
  }
  if (outcome !== "success" || !billing) return null;
  if (billing.plan === "pro" && billing.source === "subscription") {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden="true" />}
        title={billing.subscriptionStatus === "trialing" ? "Your Pro trial has started" : "Welcome to Pro"}
        data-testid="checkout-notice"
      >
        Every Pro feature is now available on your account.
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<Loader size={16} aria-hidden="true" />}
      role="status"
      data-testid="checkout-notice"
    >
      {isWaitingTooLong
        ? "Stripe has not confirmed your subscription yet. This page keeps checking; if nothing changes in a few minutes, please contact support."
        : "Confirming your subscription with Stripe…"}
    </Alert>
  );
}
