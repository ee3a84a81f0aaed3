import { Group, Progress, Stack, Text } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import type { PortfolioAnalytics } from "../../../common/analytics";
import { plural } from "../../../common/format";
import { formatTotals } from "../../../common/money-totals";
import { AnalyticsCard } from "./AnalyticsCard";
import { CurrencyNote } from "./CurrencyNote";
import { departmentAmount, departmentBarPercent } from "./department-spend";

const NUMBERS = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

export interface SpendByDepartmentProps {
  analytics: PortfolioAnalytics;
}

export function SpendByDepartment({ analytics }: SpendByDepartmentProps) {
  const { currency, departments: rows } = analytics;

  return (
    <AnalyticsCard
      title="Spend by department"
      description="The annual value of your signed contracts, by the department that owns them."
      icon={IconBuilding}
      testId="spend-by-department"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {plural(analytics.contractCount - analytics.pastRenewals, "running contract")} across{" "}
          {plural(rows.length, "department")}
          {analytics.pastRenewals > 0
            ? ` (${plural(analytics.pastRenewals, "ended contract")} left out)`
            : ""}
        </Text>
        <Text fw={700} style={{ fontVariantNumeric: "tabular-nums" }} data-testid="spend-total">
          {formatTotals(analytics.annualTotals)} a year
        </Text>
      </Group>
      {/* Each row is text (department, count, value); the bar repeats the value for the eye only. */}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} data-testid="spend-bars">
        {rows.map((row) => (
          <Stack component="li" key={row.department} gap={4}>
            <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
              <Text size="sm">
                {row.department} · {plural(row.count, "contract")}
              </Text>
              <Text size="sm" fw={600} ta="right" style={NUMBERS}>
                {departmentAmount(row, currency)}
              </Text>
            </Group>
            <Progress value={departmentBarPercent(row, rows)} color="teal" size="md" aria-hidden="true" />
          </Stack>
        ))}
      </Stack>
      <CurrencyNote analytics={analytics} chartCurrency={currency} />
    </AnalyticsCard>
  );
}
