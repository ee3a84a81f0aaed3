import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconArrowsExchange, IconBulb, IconReportMoney } from "@tabler/icons-react";
import { Link } from "react-router";
import type { PortfolioAnalytics } from "../../../common/analytics";
import { formatMoney } from "../../../common/format";
import type { InsightType, InsightUrgency } from "../../../common/insights";
import { signalBadgeProps } from "../../components/signal-badge";
import { AnalyticsCard } from "./AnalyticsCard";

const TYPES: Record<InsightType, { label: string; icon: typeof IconBulb; color: string }> = {
  renewal_risk: { label: "Renewal risk", icon: IconAlertTriangle, color: "red" },
  renegotiation: { label: "Renegotiation", icon: IconArrowsExchange, color: "blue" },
  budget_forecast: { label: "Budget forecast", icon: IconReportMoney, color: "teal" },
};

const URGENCY: Record<InsightUrgency, { label: string; color: string }> = {
  high: { label: "High urgency", color: "red" },
  medium: { label: "Medium urgency", color: "yellow" },
  low: { label: "Low urgency", color: "gray" },
};

export interface InsightsListProps {
  analytics: PortfolioAnalytics;
}

export function InsightsList({ analytics }: InsightsListProps) {
  const { insights } = analytics;

  return (
    <AnalyticsCard
      title="Top insights"
      description="The most pressing renewals, risks and savings in your signed contracts, most urgent first."
      icon={IconBulb}
      testId="insights-list"
    >
      {insights.length === 0 ? (
        <Stack gap={4} data-testid="insights-empty">
          <Text fw={600}>Nothing needs action right now</Text>
          <Text size="sm" c="dimmed">
            Insights appear here when a contract is rated high or medium risk, renews soon, or a large renewal
            is coming up.
          </Text>
        </Stack>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {insights.map((insight) => {
            const type = TYPES[insight.type];
            const urgency = URGENCY[insight.urgency];
            return (
              <Paper
                component="li"
                key={`${insight.type}-${insight.contractId ?? insight.contract}`}
                withBorder
                radius="md"
                p="sm"
                data-testid="insight-item"
                data-insight-type={insight.type}
              >
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Group
                      gap="xs"
                      wrap="nowrap"
                      align="flex-start"
                      style={{ flex: "1 1 200px", minWidth: 0 }}
                    >
                      <ThemeIcon color={type.color} variant="light" size="md" radius="md" aria-hidden="true">
                        <type.icon size={16} />
                      </ThemeIcon>
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                          {type.label}
                        </Text>
                        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                          {insight.contract}
                        </Text>
                      </Stack>
                    </Group>
                    <Group gap={6}>
                      <Badge {...signalBadgeProps(urgency.color)} tt="none" data-testid="insight-urgency">
                        {urgency.label}
                      </Badge>
                      <Badge
                        variant="outline"
                        tt="none"
                        color="gray"
                        c="dark"
                        style={{ fontVariantNumeric: "tabular-nums" }}
                      >
                        Score {insight.score}/100
                      </Badge>
                    </Group>
                  </Group>
                  <Text size="sm">{insight.reason}</Text>
                  <Text size="sm">
                    <Text span fw={600} inherit>
                      What to do:
                    </Text>{" "}
                    {insight.recommendation}
                  </Text>
                  {insight.potential_savings !== null && (
                    <Text size="sm" fw={600} c="teal.9" data-testid="insight-savings">
                      Potential saving:{" "}
                      <span style={{ fontVariantNumeric: "tabular-nums" }}>
                        {formatMoney(insight.potential_savings, insight.currency)}
                      </span>
                    </Text>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Group>
        <Button component={Link} to="/my-contracts" variant="light" size="compact-sm">
          Review in My Contracts
        </Button>
      </Group>
    </AnalyticsCard>
  );
}
