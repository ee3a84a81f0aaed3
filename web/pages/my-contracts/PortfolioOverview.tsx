import { Paper, SimpleGrid, Skeleton, Text, Tooltip } from "@mantine/core";
import { formatTotals } from "../../../common/money-totals";
import type { PortfolioTotals } from "./portfolio-view";

type Props = { totals: PortfolioTotals | null };

const HEALTH_COLOURS = { Excellent: "teal.8", Good: "teal.8", Fair: "orange.9", Poor: "red.8" } as const;

/** Totals of the whole portfolio (not the current search or filter). */
export function PortfolioOverview({ totals }: Props) {
  if (!totals) {
    return (
      <SimpleGrid cols={{ base: 2, md: 5 }} aria-busy="true" aria-label="Loading portfolio overview">
        {[1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} h={84} />
        ))}
      </SimpleGrid>
    );
  }
  const isMixedCurrency = totals.totals.length > 1;
  const stats = [
    { label: "Contracts", value: String(totals.count), testId: "overview-count" },
    {
      label: "Total annual value",
      value: formatTotals(totals.totals),
      hint:
        [
          totals.expired > 0
            ? `Leaves out ${totals.expired === 1 ? "1 contract" : `${totals.expired} contracts`} that ended without renewing.`
            : null,
          isMixedCurrency
            ? "Each currency is totalled on its own: there is no exchange rate, so amounts in different currencies are never added together."
            : null,
        ]
          .filter(Boolean)
          .join(" ") || undefined,
      testId: "overview-total",
    },
    {
      label: "Urgent (act within 30 days)",
      value: String(totals.urgent),
      color: totals.urgent ? "red.8" : undefined,
      testId: "overview-urgent",
    },
    { label: "Upcoming (act in 31 to 90 days)", value: String(totals.upcoming), testId: "overview-upcoming" },
    {
      label: "Portfolio health",
      value: `${totals.health.score} · ${totals.health.label}`,
      color: HEALTH_COLOURS[totals.health.label],
      hint: "The average over running contracts: each starts at 100 and loses points for high or medium risk, a renewal under 30 or 14 days, business-critical and high spend. Ended contracts are left out. Details on each contract and in Analytics.",
      testId: "overview-health",
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" component="section" aria-label="Portfolio overview">
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder p="sm">
          <Text size="xs" c="dimmed" fw={500}>
            {stat.label}
          </Text>
          <Tooltip
            label={stat.hint}
            disabled={!stat.hint}
            multiline
            w={260}
            events={{ hover: true, focus: true, touch: true }}
          >
            <Text
              size="xl"
              fw={700}
              c={stat.color}
              style={{ fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" }}
              tabIndex={stat.hint ? 0 : undefined}
              data-testid={stat.testId}
            >
              {stat.value}
            </Text>
          </Tooltip>
          {stat.testId === "overview-total" && isMixedCurrency && (
            <Text size="xs" c="dimmed">
              One total per currency
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
