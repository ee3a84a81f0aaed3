import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertOctagon, IconCircleCheck, IconClockHour4, IconFileText } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../api/client";
import { type DashboardStats, dashboardStatsQuery } from "../../api/contracts";
import { LoadError } from "../../components/LoadError";

const CARDS: {
  key: "totalContracts" | "highRisk" | "approved" | "pendingReview";
  label: string;
  hint: string | ((stats: DashboardStats) => string);
  color: string;
  icon: typeof IconFileText;
}[] = [
  {
    key: "totalContracts",
    label: "Total Contracts",
    hint: (s) =>
      `${s.draftContracts} ${s.draftContracts === 1 ? "draft" : "drafts"} and ${s.signedContracts} signed`,
    color: "blue",
    icon: IconFileText,
  },
  {
    key: "highRisk",
    label: "High Risk",
    hint: "Drafts and signed contracts rated high risk",
    color: "red",
    icon: IconAlertOctagon,
  },
  {
    key: "approved",
    label: "Approved",
    hint: "Drafts with every term accepted",
    color: "green",
    icon: IconCircleCheck,
  },
  {
    key: "pendingReview",
    label: "Pending Review",
    hint: "Drafts with terms still to review",
    color: "yellow",
    icon: IconClockHour4,
  },
];

export function StatCards() {
  const stats = useQuery(dashboardStatsQuery());

  if (stats.isError && !stats.data) {
    return (
      <LoadError
        title="Could not load your contract figures"
        message={errorMessage(stats.error, "Please try again.")}
        isRetrying={stats.isFetching}
        onRetry={() => void stats.refetch()}
      />
    );
  }

  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="stat-cards">
      {CARDS.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="md" data-testid={`stat-${card.key}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed" fw={500}>
                {card.label}
              </Text>
              {stats.data ? (
                <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: "tabular-nums" }}>
                  {stats.data[card.key]}
                </Text>
              ) : (
                <Skeleton h={34} w={48} aria-label={`Loading ${card.label}`} />
              )}
            </Stack>
            <ThemeIcon
              color={card.color}
              variant="light"
              size="lg"
              radius="md"
              aria-hidden="true"
              visibleFrom="xs"
            >
              <card.icon size={20} />
            </ThemeIcon>
          </Group>
          <Text size="xs" c="dimmed" mt={4} data-testid={`stat-${card.key}-hint`}>
            {typeof card.hint === "string" ? card.hint : stats.data ? card.hint(stats.data) : "\u00a0"}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
