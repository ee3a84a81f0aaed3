import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCreditCard, IconCrown, IconExternalLink, IconInfoCircle } from "@tabler/icons-react";
import { type BillingStatus, subscriptionStatusText } from "../../../common/billing";
import { formatDate } from "../../../common/format";
import { FREE_PLAN, PRO_PLAN } from "../../../common/plans";
import { useOpenBillingPortal } from "../../api/billing";
import { errorMessage } from "../../api/client";
import { openUpgradeDialog } from "../../components/upgrade/upgrade-events";

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId} style={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Text>
    </Group>
  );
}

/** What the account is on, until when, and the way to change it. */
export function PlanDetails({ billing }: { billing: BillingStatus }) {
  const portal = useOpenBillingPortal();
  const status = billing.subscriptionStatus;
  const hasSubscription = status !== null;
  const isTrial = status === "trialing" && billing.trialEndsAt;
  const renews = (status === "active" || status === "past_due") && !billing.cancelAtPeriodEnd;

  return (
    <Card withBorder radius="md" p="lg" data-testid="billing-plan-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Your plan
            </Text>
            <Group gap={8}>
              {billing.plan === "pro" && (
                <IconCrown size={20} color="var(--mantine-color-yellow-7)" aria-hidden="true" />
              )}
              <Title order={2} size="h3" data-testid="billing-plan">
                {billing.label}
              </Title>
            </Group>
          </Stack>
          {hasSubscription && (
            <Badge
              variant="light"
              color={status === "past_due" ? "red" : billing.plan === "pro" ? "teal" : "gray"}
              data-testid="billing-status"
            >
              {subscriptionStatusText(status)}
            </Badge>
          )}
        </Group>

        {billing.plan === "free" && (
          <Text size="sm">
            The Free plan includes {FREE_PLAN.analysesPerMonth} analyses a month and{" "}
            {FREE_PLAN.storedContracts} stored contracts. Pro gives unlimited analysis and storage for £
            {PRO_PLAN.priceGbpPerMonth} a month.
          </Text>
        )}
        <Stack gap={6}>
          {billing.plan === "pro" && billing.source === "subscription" && (
            <Row label="Price" value={`£${PRO_PLAN.priceGbpPerMonth} a month`} testId="billing-price" />
          )}
          {isTrial && (
            <Row label="Free trial ends" value={formatDate(billing.trialEndsAt)} testId="billing-trial-end" />
          )}
          {isTrial && !billing.cancelAtPeriodEnd && (
            <Row
              label="First payment"
              value={formatDate(billing.trialEndsAt)}
              testId="billing-next-payment"
            />
          )}
          {!isTrial && renews && billing.currentPeriodEndsAt && (
            <Row
              label="Next payment"
              value={formatDate(billing.currentPeriodEndsAt)}
              testId="billing-next-payment"
            />
          )}
          {billing.cancelAtPeriodEnd && billing.currentPeriodEndsAt && billing.plan === "pro" && (
            <Row
              label="Pro ends (cancelled)"
              value={formatDate(billing.currentPeriodEndsAt)}
              testId="billing-ends"
            />
          )}
        </Stack>

        {status === "past_due" && (
          <Alert color="red" variant="light" icon={<IconInfoCircle aria-hidden="true" />} role="alert">
            Your last payment did not go through. Update your card so Pro stays on; Stripe will try again.
          </Alert>
        )}
        {billing.grantedByAdmin && (
          <Text size="sm" data-testid="billing-admin-grant">
            Pro is granted to this account by an administrator
            {billing.source === "subscription" ? ", as well as your subscription." : "; nothing is charged."}
          </Text>
        )}

        {portal.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(portal.error, "The billing portal could not be opened. Please try again.")}
          </Alert>
        )}

        <Group gap="sm">
          {billing.canManageBilling && (
            <Button
              leftSection={<IconCreditCard size={16} aria-hidden="true" />}
              rightSection={<IconExternalLink size={14} aria-hidden="true" />}
              loading={portal.isPending}
              onClick={() => portal.mutate()}
              variant={billing.plan === "pro" ? "filled" : "default"}
              data-testid="billing-portal"
            >
              Manage billing
            </Button>
          )}
          {billing.plan === "free" && billing.paymentsEnabled && (
            <Button
              leftSection={<IconCrown size={16} aria-hidden="true" />}
              onClick={() => openUpgradeDialog("general")}
              data-testid="billing-upgrade"
            >
              {billing.trialAvailable ? `Start ${PRO_PLAN.trialDays}-Day Free Trial` : "Subscribe to Pro"}
            </Button>
          )}
        </Group>
        {billing.canManageBilling && (
          <Text size="xs" c="dimmed">
            Manage billing opens Stripe's secure page to cancel, change your card or download invoices.
          </Text>
        )}
        {billing.plan === "free" && !billing.paymentsEnabled && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
            Online payment is not set up on this installation. Please contact {billing.supportEmail} to
            upgrade.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
