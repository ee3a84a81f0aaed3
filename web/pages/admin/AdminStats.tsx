import { Group, Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { IconCrown, IconFileAnalytics, IconUserCheck, IconUsers } from "@tabler/icons-react";
import type { summariseUsers } from "./user-list";

type Props = { summary: ReturnType<typeof summariseUsers> };

export function AdminStats({ summary }: Props) {
  const stats = [
    {
      label: "Total Users",
      value: summary.total,
      icon: IconUsers,
      color: "blue",
      testId: "admin-stat-total",
    },
    {
      label: "Active Users",
      value: summary.active,
      icon: IconUserCheck,
      color: "teal",
      testId: "admin-stat-active",
    },
    {
      label: "Premium Users",
      value: summary.premium,
      icon: IconCrown,
      color: "grape",
      testId: "admin-stat-premium",
    },
    {
      label: "Contracts Analysed",
      value: summary.contractsAnalyzed,
      icon: IconFileAnalytics,
      color: "orange",
      testId: "admin-stat-contracts",
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder p="md" data-testid={stat.testId}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div>
              <Text size="sm" c="dimmed">
                {stat.label}
              </Text>
              <Text fz={28} fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
                {stat.value.toLocaleString("en-GB")}
              </Text>
            </div>
            <ThemeIcon variant="light" color={stat.color} size="lg" visibleFrom="xs">
              <stat.icon size={20} aria-hidden />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
