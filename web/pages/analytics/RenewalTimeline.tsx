import { BarChart } from "@mantine/charts";
import { Box, SegmentedControl, Table, Text } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useState } from "react";
import { type PortfolioAnalytics, TIMELINE_MONTHS } from "../../../common/analytics";
import { formatMoney, plural } from "../../../common/format";
import { formatTotals, totalsByCurrency } from "../../../common/money-totals";
import { AnalyticsCard } from "./AnalyticsCard";
import { CurrencyNote } from "./CurrencyNote";

type Measure = "count" | "value";

const NUMBERS = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

export interface RenewalTimelineProps {
  analytics: PortfolioAnalytics;
}

export function RenewalTimeline({ analytics }: RenewalTimelineProps) {
  const [measure, setMeasure] = useState<Measure>("count");
  const { currency, timeline: months, pastRenewals: passed } = analytics;
  const withRenewals = months.filter((month) => month.count > 0);
  const totalCount = withRenewals.reduce((sum, month) => sum + month.count, 0);
  const contractCount = new Set(withRenewals.flatMap((month) => month.contractIds)).size;
  const totalValue = formatTotals(
    totalsByCurrency(
      withRenewals.flatMap((m) => m.values.map((t) => ({ contractValue: t.total, currency: t.currency }))),
    ),
  );
  // Only worth naming when one month stands out.
  const most = Math.max(0, ...withRenewals.map((month) => month.count));
  const peaks = withRenewals.filter((month) => month.count === most);
  const busiest = most > 1 && peaks.length === 1 ? peaks[0] : null;
  const money = (value: number) => formatMoney(value, currency);

  return (
    <AnalyticsCard
      title="Renewal timeline"
      description={`Renewals in the next ${TIMELINE_MONTHS} months, by month, with the end of each contract that does not renew automatically (when a new contract would be needed).`}
      icon={IconCalendarEvent}
      testId="renewal-timeline"
      aside={
        totalCount > 0 ? (
          <SegmentedControl
            size="xs"
            value={measure}
            onChange={(value) => setMeasure(value as Measure)}
            data={[
              { label: "Number", value: "count" },
              { label: "Value", value: "value" },
            ]}
            aria-label="Show renewals by number or by value"
            data-testid="renewal-measure"
          />
        ) : undefined
      }
    >
      <Text size="sm" data-testid="renewal-summary">
        {totalCount === 0
          ? `No signed contract renews in the next ${TIMELINE_MONTHS} months.`
          : `${plural(contractCount, "contract")} ${contractCount === 1 ? "renews" : "renew"} in the next ${TIMELINE_MONTHS} months${
              totalCount > contractCount
                ? ` (${totalCount} renewals, as some renew monthly or quarterly)`
                : ""
            }, worth ${totalValue} in total.${
              busiest ? ` The busiest month is ${busiest.long} (${plural(busiest.count, "renewal")}).` : ""
            }`}
      </Text>

      {totalCount > 0 && (
        // The table below carries the same figures for screen readers, so the drawing is hidden from them.
        <Box aria-hidden="true">
          <BarChart
            h={220}
            data={months}
            dataKey="short"
            series={[
              measure === "count"
                ? { name: "count", label: "Renewals", color: "teal.6" }
                : { name: "value", label: `Value (${currency})`, color: "teal.6" },
            ]}
            valueFormatter={measure === "count" ? (value) => String(value) : money}
            yAxisProps={{ allowDecimals: false, width: measure === "count" ? 32 : 76 }}
            xAxisProps={{ tickFormatter: (label: string) => label.slice(0, 3) }}
            accessibilityLayer={false}
            tooltipAnimationDuration={150}
            maxBarWidth={36}
          />
        </Box>
      )}

      {withRenewals.length > 0 && (
        <Table.ScrollContainer minWidth={280}>
          <Table
            striped
            verticalSpacing={6}
            horizontalSpacing="xs"
            fz="sm"
            data-testid="renewal-timeline-table"
          >
            <Table.Caption>Renewals by month (months without renewals are left out)</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Month</Table.Th>
                <Table.Th scope="col">Contracts</Table.Th>
                <Table.Th scope="col" ta="right">
                  Value
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withRenewals.map((month) => (
                <Table.Tr key={month.key}>
                  <Table.Th scope="row" fw={500} style={{ whiteSpace: "nowrap" }}>
                    {month.long}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{month.titles.join(", ")}</Table.Td>
                  <Table.Td ta="right" style={NUMBERS}>
                    {formatTotals(month.values)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {passed > 0 && (
        <Text size="sm" c="dimmed" data-testid="renewal-passed">
          {plural(passed, "contract")} that {passed === 1 ? "does" : "do"} not renew automatically{" "}
          {passed === 1 ? "has" : "have"} ended: {passed === 1 ? "it is" : "they are"} under Ended in My
          Contracts.
        </Text>
      )}
      <CurrencyNote analytics={analytics} chartCurrency={currency} />
    </AnalyticsCard>
  );
}
