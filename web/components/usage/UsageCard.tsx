import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconCrown } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { UsageStatus } from "../../../common/usage";
import { errorMessage } from "../../api/client";
import { usageQuery } from "../../api/usage";
import { LoadError } from "../LoadError";
import { openUpgradeDialog } from "../upgrade/upgrade-events";
import { UsagePanel } from "./UsagePanel";

const PREMIUM_FEATURES = [
  "Unlimited analysis",
  "Unlimited storage",
  "Advanced analytics",
  "Priority support",
];

const tabular = { fontVariantNumeric: "tabular-nums" } as const;
function UsageSkeleton() {
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, "560px": 2 }}
      aria-busy="true"
      aria-label="Loading your usage"
    >
      <Skeleton h={140} radius="md" />
      <Skeleton h={140} radius="md" />
    </SimpleGrid>
  );
}

function UsageContent({ usage }: { usage: UsageStatus }) {
  const isPremium = usage.isPremium;
  const analysisLimitReached = !isPremium && !usage.canAnalyze;
  const storageLimitReached = !isPremium && !usage.canUpload;
  return (
    <Stack gap="md">
      {/* Sized by the card's own width, so the card fits a narrow side column as well as a full row. */}
      <SimpleGrid type="container" cols={{ base: 1, "560px": 2 }}>
        <UsagePanel
          testId="usage-analysis"
          title="Contract Analysis"
          used={usage.analysesUsed}
          limit={usage.analysesLimit}
          rows={[
            { label: "Used this month", value: String(usage.analysesUsed) },
            {
              label: "Remaining",
              value: usage.analysesRemaining === null ? "Unlimited" : String(usage.analysesRemaining),
            },
          ]}
          notice={
            analysisLimitReached
              ? { title: "Monthly limit reached", text: "Upgrade to Premium for unlimited analysis." }
              : null
          }
        />
        <UsagePanel
          testId="usage-storage"
          title="Contract Storage"
          used={usage.contractsStored}
          limit={usage.storageLimit}
          badge={
            <Badge
              variant="light"
              color={usage.storageLimit === null ? "teal" : "gray"}
              style={{ ...tabular, flexShrink: 0 }}
            >
              {usage.storageLimit === null ? "Unlimited" : `${usage.contractsStored}/${usage.storageLimit}`}
            </Badge>
          }
          rows={[
            { label: "Stored", value: String(usage.contractsStored) },
            {
              label: "Available",
              value: usage.storageRemaining === null ? "Unlimited" : String(usage.storageRemaining),
            },
          ]}
          notice={
            storageLimitReached
              ? { title: "Storage limit reached", text: "Upgrade to Premium for unlimited storage." }
              : null
          }
        />
      </SimpleGrid>
      {!isPremium && (
        <div>
          <Text fw={600} size="sm" mb={4}>
            Premium Features
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
            {PREMIUM_FEATURES.map((feature) => (
              <Group key={feature} gap={6} wrap="nowrap">
                <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden="true" />
                <Text size="sm">{feature}</Text>
              </Group>
            ))}
          </SimpleGrid>
        </div>
      )}
    </Stack>
  );
}

/** 'Your Usage This Month' (spec 01 §2.4). Reads /api/usage-limits, which refreshes every 30 seconds. */
export function UsageCard() {
  const usage = useQuery(usageQuery());
  const isPremium = usage.data?.isPremium ?? false;

  return (
    <Card withBorder radius="md" p="lg" data-testid="usage-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Your Usage This Month
            </Title>
            {usage.data && (
              <Group gap={6}>
                {isPremium && (
                  <IconCrown size={16} color="var(--mantine-color-yellow-7)" aria-hidden="true" />
                )}
                <Text size="sm" c="dimmed" data-testid="usage-plan">
                  {isPremium ? `${usage.data.planLabel} - Unlimited Access` : "Free Plan - Limited Access"}
                </Text>
              </Group>
            )}
          </Stack>
          {usage.data && !isPremium && (
            <Button
              size="sm"
              leftSection={<IconCrown size={16} aria-hidden="true" />}
              onClick={() => openUpgradeDialog("general")}
            >
              Upgrade to Premium
            </Button>
          )}
        </Group>
        {usage.isPending && <UsageSkeleton />}
        {usage.isError && !usage.data && (
          <LoadError
            title="Could not load your usage"
            message={errorMessage(usage.error, "Please try again.")}
            isRetrying={usage.isFetching}
            onRetry={() => void usage.refetch()}
          />
        )}
        {usage.data && <UsageContent usage={usage.data} />}
      </Stack>
    </Card>
  );
}
