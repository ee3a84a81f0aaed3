import { Button, Divider, Stack, Text } from "@mantine/core";
import { IconChartPie } from "@tabler/icons-react";
import { Link } from "react-router";
import type { PortfolioAnalytics } from "../../../common/analytics";
import { AnalyticsCard } from "./AnalyticsCard";
import { RiskBreakdown } from "./RiskBreakdown";

export interface RiskDistributionProps {
  analytics: PortfolioAnalytics;
}

export function RiskDistribution({ analytics }: RiskDistributionProps) {
  const { signed, drafts: draftCounts } = analytics.risk;
  const analysedDrafts = draftCounts.low + draftCounts.medium + draftCounts.high;

  return (
    <AnalyticsCard
      title="Risk distribution"
      description="How your signed contracts are rated, and the overall rating of drafts you have analysed."
      icon={IconChartPie}
      testId="risk-distribution"
    >
      <RiskBreakdown title="Signed contracts" counts={signed} testId="signed-risk" />
      <Divider />
      {analysedDrafts > 0 && (
        <RiskBreakdown title="Analysed drafts" counts={draftCounts} testId="draft-risk" />
      )}
      {analysedDrafts === 0 && (
        <Stack gap={4} align="flex-start" data-testid="draft-risk-empty">
          <Text fw={600}>Analysed drafts</Text>
          <Text size="sm" c="dimmed">
            No drafts analysed yet. Upload a draft to see its risk before you sign.
          </Text>
          <Button component={Link} to="/contract-analysis" variant="light" size="compact-sm">
            Go to Contract Analysis
          </Button>
        </Stack>
      )}
    </AnalyticsCard>
  );
}
