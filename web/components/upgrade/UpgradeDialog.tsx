import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertCircle, IconBolt, IconCheck, IconLock, IconShieldCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { ApiErrorBody } from "../../../common/api/errors";
import { FREE_PLAN, PRO_PLAN } from "../../../common/plans";
import { billingQuery, useCreateCheckoutSession } from "../../api/billing";
import { ApiError } from "../../api/client";
import { usageQuery } from "../../api/usage";
import { LAYERS } from "../../layers";
import { useSession } from "../../session/session-context";
import { PRO_FEATURES, upgradeReasonContent } from "./upgrade-reasons";

export interface UpgradeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** analysis_limit, storage_limit, email_feature, analytics_feature; anything else shows the general upgrade. */
  reason?: string;
}

function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return "Network error. Please try again.";
    const body = error.body as ApiErrorBody & { error?: string };
    // The server's message is the complete one (it says whom to contact); its error is a short form.
    return body.message || body.error || "Failed to create checkout session";
  }
  return "Network error. Please try again.";
}

const TRUST_NOTES = [
  { icon: IconLock, text: "SSL encryption" },
  { icon: IconBolt, text: "Instant access" },
  { icon: IconShieldCheck, text: `${PRO_PLAN.moneyBackDays}-day money-back guarantee` },
];

/** Spec 01 §2.5. Opened by UpgradeDialogHost for window events; also usable directly. */
export function UpgradeDialog({ opened, onClose, reason }: UpgradeDialogProps) {
  const { user } = useSession();
  const content = upgradeReasonContent(reason);
  const usage = useQuery({ ...usageQuery(), enabled: opened && Boolean(user) });
  const billing = useQuery({ ...billingQuery(), enabled: opened && Boolean(user) });
  // The trial is for an account's first subscription; a returning subscriber is not promised one.
  const hasTrial = billing.data?.trialAvailable ?? true;
  const isNarrow = useMediaQuery("(max-width: 36em)");
  const checkout = useCreateCheckoutSession();
  // busy until the browser has left for Checkout
  const isBusy = checkout.isPending || Boolean(checkout.data?.url);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) setError(null);
  }, [opened]);

  const handleStartTrial = () => {
    setError(null);
    if (!user) {
      setError("Please log in to upgrade your account.");
      return;
    }
    const userName = `${user.firstName ?? ""} ${user.lastName ?? ""}`.trim() || user.username;
    checkout.mutate(
      { userEmail: user.email, userName },
      {
        onSuccess: (result) => {
          if (result?.url) window.location.assign(result.url);
          else setError("Failed to create checkout session");
        },
        onError: (caught) => setError(checkoutErrorMessage(caught)),
      },
    );
  };

  const isFree = user ? !user.isPremium && !usage.data?.isPremium : true;
  const analysesLimit = usage.data?.analysesLimit ?? FREE_PLAN.analysesPerMonth;
  const storageLimit = usage.data?.storageLimit ?? FREE_PLAN.storedContracts;
  const ReasonIcon = content.icon;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered
      fullScreen={isNarrow}
      zIndex={LAYERS.upgrade}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={content.color} variant="light" size="lg" radius="xl" aria-hidden="true">
            <ReasonIcon size={20} />
          </ThemeIcon>
          <Text component="span" fw={700} fz="h3">
            {content.title}
          </Text>
        </Group>
      }
      attributes={{ content: { "data-testid": "upgrade-dialog", "data-reason": reason ?? "general" } }}
    >
      <Stack gap="lg">
        <Text>{content.text}</Text>
        <List
          spacing={4}
          icon={
            <ThemeIcon color={content.color} variant="light" size={20} radius="xl" aria-hidden="true">
              <IconCheck size={12} />
            </ThemeIcon>
          }
          aria-label="What this upgrade gives you"
        >
          {content.benefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Paper withBorder p="md" radius="md">
            <Text fw={600} mb="xs">
              Everything in Pro
            </Text>
            <List
              size="sm"
              spacing={4}
              icon={<IconCheck size={14} aria-hidden="true" color="var(--mantine-color-teal-7)" />}
            >
              {PRO_FEATURES.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </Paper>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md" bg="var(--mantine-color-teal-light)">
              <Group gap={6} align="baseline">
                <Text fz={32} fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
                  £{PRO_PLAN.priceGbpPerMonth}
                </Text>
                <Text c="dimmed">/month</Text>
              </Group>
              <Text size="sm">
                {hasTrial ? `${PRO_PLAN.trialDays}-day free trial · Cancel anytime` : "Cancel anytime"}
              </Text>
            </Paper>
            {user && isFree && (
              <Paper withBorder p="md" radius="md">
                <Text fw={600} size="sm" mb={4}>
                  Your usage this month
                </Text>
                {usage.isPending ? (
                  <Text size="sm" c="dimmed">
                    Loading your usage…
                  </Text>
                ) : usage.isError ? (
                  <Text size="sm" c="dimmed">
                    Your usage could not be loaded.
                  </Text>
                ) : (
                  <Group gap="xs">
                    <Badge
                      variant="light"
                      color="gray"
                      tt="none"
                      style={{ fontVariantNumeric: "tabular-nums" }}
                    >
                      {usage.data.analysesUsed}/{analysesLimit} analyses
                    </Badge>
                    <Badge
                      variant="light"
                      color="gray"
                      tt="none"
                      style={{ fontVariantNumeric: "tabular-nums" }}
                    >
                      {usage.data.contractsStored}/{storageLimit} stored
                    </Badge>
                  </Group>
                )}
              </Paper>
            )}
            <Stack gap={6}>
              {TRUST_NOTES.map((note) => (
                <Group key={note.text} gap={8} wrap="nowrap">
                  <note.icon size={16} aria-hidden="true" color="var(--mantine-color-teal-7)" />
                  <Text size="sm">{note.text}</Text>
                </Group>
              ))}
            </Stack>
          </Stack>
        </SimpleGrid>

        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {error}
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            Continue with Free
          </Button>
          <Button onClick={handleStartTrial} disabled={isBusy} data-testid="start-trial">
            {hasTrial
              ? isBusy
                ? "Starting Trial..."
                : `Start ${PRO_PLAN.trialDays}-Day Free Trial`
              : isBusy
                ? "Opening checkout..."
                : "Subscribe to Pro"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
