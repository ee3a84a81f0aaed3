import { Group, List, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCalendarStats, IconCircleCheck, IconInfoCircle, IconShieldCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { ApprovalLine, BudgetWindowWithApprovals, PortfolioAnalytics } from "../../../common/analytics";
import { formatPercent, plural } from "../../../common/format";
import { APPROVAL_LIMITS_CURRENCY, approvalLimitsText } from "../../../common/insights";
import { formatTotals } from "../../../common/money-totals";
import { AnalyticsCard } from "./AnalyticsCard";
import { CurrencyNote } from "./CurrencyNote";

// Figures may break at the " + " between currencies ("£26,400 + $7,920" in a 190 px box), never inside one.
const NUMBERS = { fontVariantNumeric: "tabular-nums" } as const;

const APPROVAL_ICONS: Record<ApprovalLine["tone"], ReactNode> = {
  required: <IconShieldCheck size={16} color="var(--mantine-color-orange-8)" aria-hidden="true" />,
  clear: <IconCircleCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden="true" />,
  unchecked: <IconInfoCircle size={16} color="var(--mantine-color-gray-7)" aria-hidden="true" />,
};

export interface BudgetForecastCardProps {
  analytics: PortfolioAnalytics;
}

export function BudgetForecastCard({ analytics }: BudgetForecastCardProps) {
  const { budget: forecast } = analytics;
  const contingency = formatPercent(forecast.contingencyRate * 100);
  const windows: { window: BudgetWindowWithApprovals; title: string; testId: string }[] = [
    { window: forecast.within90Days, title: "Next 90 days", testId: "budget-90" },
    { window: forecast.within180Days, title: "Next 180 days", testId: "budget-180" },
  ];

  return (
    <AnalyticsCard
      title="Budget forecast"
      description={`What your renewals will cost, with a ${contingency} contingency for price rises.`}
      icon={IconCalendarStats}
      testId="budget-forecast-card"
    >
      {/* Side by side only while the card is full width: in the 5/12 column at 1366 px each would be 190 px. */}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 1 }} spacing="sm">
        {windows.map(({ window, title, testId }) => (
          <Paper key={testId} withBorder radius="md" p="sm" data-testid={testId}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {plural(window.count, "renewal")}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="sm">Contract value</Text>
                <Text size="sm" ta="right" ml="auto" style={NUMBERS}>
                  {formatTotals(window.totals)}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="sm">Contingency ({contingency})</Text>
                <Text size="sm" ta="right" ml="auto" style={NUMBERS}>
                  {formatTotals(window.contingency)}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={700}>
                  Budget to set aside
                </Text>
                <Text fw={700} ta="right" ml="auto" style={NUMBERS} data-testid={`${testId}-total`}>
                  {formatTotals(window.withContingency)}
                </Text>
              </Group>
              {window.count > 0 && (
                <List
                  size="sm"
                  spacing={4}
                  data-testid={`${testId}-approvals`}
                  aria-label={`Approvals for the ${title.toLowerCase()}`}
                >
                  {window.approvals.map((line) => (
                    <List.Item key={line.text} icon={APPROVAL_ICONS[line.tone]}>
                      {line.text}
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Renewals from today up to the end of each period; the 180 days include the first 90. Approvals are for
        the budget including contingency: {approvalLimitsText()}. The limits are set in{" "}
        {APPROVAL_LIMITS_CURRENCY}, so amounts in other currencies are not checked against them.
      </Text>
      <CurrencyNote analytics={analytics} />
    </AnalyticsCard>
  );
}
