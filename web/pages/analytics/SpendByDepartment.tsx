import { BarsList } from "@mantine/charts";
import { Group, Text } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import type { PortfolioAnalytics } from "../../../common/analytics";
import { formatMoney, plural } from "../../../common/format";
import { formatTotals } from "../../../common/money-totals";
import { AnalyticsCard } from "./AnalyticsCard";
import { CurrencyNote } from "./CurrencyNote";

export interface SpendByDepartmentProps {
  analytics: PortfolioAnalytics;
}

export function SpendByDepartment({ analytics }: SpendByDepartmentProps) {
  const { currency, departments: rows } = analytics;
  const money = (value: number) => formatMoney(value, currency);
  const others = (row: (typeof rows)[number]) => row.values.filter((t) => t.currency !== currency);

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
      {/* Each bar is text (department, count, value), so it reads as a list without the drawing. */}
      <BarsList
        data={rows.map((row) => ({
          name: `${row.department} · ${plural(row.count, "contract")}${
            others(row).length ? ` · plus ${formatTotals(others(row))}` : ""
          }`,
          value: row.value,
        }))}
        valueFormatter={money}
        barsLabel="Department"
        valueLabel="Annual value"
        barColor="teal"
        barTextColor="black"
        minBarSize={4}
        barHeight={30}
        getBarProps={() => ({ style: { whiteSpace: "nowrap", overflow: "visible" } })}
        styles={{ barValue: { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } }}
        data-testid="spend-bars"
      />
      <CurrencyNote analytics={analytics} />
    </AnalyticsCard>
  );
}
