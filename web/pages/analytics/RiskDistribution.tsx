import { Alert, Button, Divider, Skeleton, Stack, Text } from "@mantine/core";
import { IconChartPie } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { ExecutedContract } from "../../../common/portfolio";
import { errorMessage } from "../../api/client";
import { contractsQuery } from "../../api/contracts";
import { AnalyticsCard } from "./AnalyticsCard";
import { draftRiskCounts, signedRiskCounts } from "./analytics-data";
import { RiskBreakdown } from "./RiskBreakdown";

export interface RiskDistributionProps {
  contracts: readonly ExecutedContract[];
}

export function RiskDistribution({ contracts }: RiskDistributionProps) {
  const drafts = useQuery(contractsQuery());
  const draftCounts = drafts.data ? draftRiskCounts(drafts.data) : null;
  const analysedDrafts = draftCounts ? draftCounts.low + draftCounts.medium + draftCounts.high : 0;

  return (
    <AnalyticsCard
      title="Risk distribution"
      description="How your signed contracts are rated, and the overall rating of drafts you have analysed."
      icon={IconChartPie}
      testId="risk-distribution"
    >
      <RiskBreakdown title="Signed contracts" counts={signedRiskCounts(contracts)} testId="signed-risk" />
      <Divider />
      {drafts.isPending && <Skeleton h={72} aria-label="Loading your analysed drafts" />}
      {drafts.isError && !drafts.data && (
        <Alert color="red" variant="light" title="Could not load your analysed drafts" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(drafts.error, "Please try again.")}</Text>
            <Button size="compact-sm" variant="outline" color="red" onClick={() => drafts.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      )}
      {draftCounts && analysedDrafts > 0 && (
        <RiskBreakdown title="Analysed drafts" counts={draftCounts} testId="draft-risk" />
      )}
      {draftCounts && analysedDrafts === 0 && (
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
