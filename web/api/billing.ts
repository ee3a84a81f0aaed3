import { queryOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { CheckoutSession, portalSessionSchema } from "../../common/api/billing";
import type { BillingStatus } from "../../common/billing";
import { apiFetch } from "./client";

export const billingKeys = { status: () => ["billing"] as const };

export const billingQuery = (options: { pollWhileFree?: boolean } = {}) =>
  queryOptions({
    queryKey: billingKeys.status(),
    queryFn: () => apiFetch<BillingStatus>("/api/billing"),
    // Back from Stripe Checkout, the webhook may land a moment after the browser does.
    refetchInterval: (query) => (options.pollWhileFree && query.state.data?.plan !== "pro" ? 2000 : false),
  });

/** Opens Stripe's Customer Portal in this tab (cancel, change card, invoices). */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () =>
      apiFetch<z.infer<typeof portalSessionSchema>>("/api/billing/portal-session", { method: "POST" }),
    onSuccess: ({ url }) => {
      if (url) window.location.assign(url);
    },
  });
}

/** Starts Stripe Checkout for the Pro plan; the page sends the browser to the session's URL. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: (input: { userEmail: string; userName: string }) =>
      apiFetch<CheckoutSession>("/api/stripe/create-checkout-session", { method: "POST", body: input }),
  });
}
