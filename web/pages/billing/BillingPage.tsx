import { Skeleton, Stack } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { profileKeys } from "../../api/auth";
import { billingQuery } from "../../api/billing";
import { errorMessage } from "../../api/client";
import { usageKeys } from "../../api/usage";
import { LoadError } from "../../components/LoadError";
import { SettingsPageHeader } from "../settings/SettingsPageHeader";
import { CheckoutNotice } from "./CheckoutNotice";
import { PlanDetails } from "./PlanDetails";

const CONFIRMATION_PATIENCE_MS = 30_000;

/** /settings/billing: plan, status, trial end or next payment, and Stripe's Customer Portal. */
export function BillingPage() {
  useDocumentTitle("Billing · Clausewise");
  const [params] = useSearchParams();
  const outcome = params.get("checkout");
  const billing = useQuery(billingQuery({ pollWhileFree: outcome === "success" }));
  const queryClient = useQueryClient();
  const [isWaitingTooLong, setIsWaitingTooLong] = useState(false);
  const plan = billing.data?.plan;

  useEffect(() => {
    if (outcome !== "success") return;
    const timer = setTimeout(() => setIsWaitingTooLong(true), CONFIRMATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  // The rest of the app (profile, usage card, dashboard) follows as soon as the plan changes.
  useEffect(() => {
    if (!plan) return;
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    void queryClient.invalidateQueries({ queryKey: usageKeys.status() });
  }, [plan, queryClient]);

  return (
    <Stack gap="lg" py="md" maw={720} data-testid="billing-page">
      <SettingsPageHeader
        title="Billing"
        description="Your plan, your trial or next payment, and your card and invoices."
      />
      <CheckoutNotice outcome={outcome} billing={billing.data} isWaitingTooLong={isWaitingTooLong} />
      {billing.isPending && <Skeleton h={220} radius="md" aria-label="Loading your plan" />}
      {billing.isError && !billing.data && (
        <LoadError
          title="Could not load your plan"
          message={errorMessage(billing.error, "Please try again.")}
          isRetrying={billing.isFetching}
          onRetry={() => billing.refetch()}
          testId="billing-load-error"
        />
      )}
      {billing.data && <PlanDetails billing={billing.data} />}
    </Stack>
  );
}
