import { Alert, Button, Grid, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { analyticsQuery } from "../../api/analytics";
import { ApiError, errorMessage } from "../../api/client";
import { AnalyticsEmpty } from "./AnalyticsEmpty";
import { AnalyticsHeader } from "./AnalyticsHeader";
import { AnalyticsSkeleton } from "./AnalyticsSkeleton";
import { AnalyticsUpsell } from "./AnalyticsUpsell";
import { BudgetForecastCard } from "./BudgetForecastCard";
import { HealthScoreCard } from "./HealthScoreCard";
import { InsightsList } from "./InsightsList";
import { RenewalTimeline } from "./RenewalTimeline";
import { RiskDistribution } from "./RiskDistribution";
import { SpendByDepartment } from "./SpendByDepartment";

/** The premium view: every figure comes worked out from the server (GET /api/analytics). */
export function AnalyticsDashboard() {
  const query = useQuery(analyticsQuery());
  const analytics = query.data;
  // The server is the gate: an account that lost Pro since the page loaded sees the upsell.
  if (query.error instanceof ApiError && query.error.status === 402) return <AnalyticsUpsell />;

  return (
    <Stack gap="lg" py="md" data-testid="analytics-page">
      <AnalyticsHeader />

      {query.isPending && <AnalyticsSkeleton />}

      {query.isError && !analytics && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden="true" />}
          title="Could not load your analytics"
          role="alert"
          data-testid="analytics-error"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, "Please try again.")}</Text>
            <Button
              size="compact-sm"
              variant="outline"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              loading={query.isFetching}
              onClick={() => query.refetch()}
              data-testid="analytics-retry"
            >
              Retry
            </Button>
          </Stack>
        </Alert>
      )}

      {analytics && analytics.contractCount === 0 && <AnalyticsEmpty />}

      {analytics && analytics.contractCount > 0 && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <HealthScoreCard health={analytics.health} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <InsightsList analytics={analytics} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <BudgetForecastCard analytics={analytics} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <RenewalTimeline analytics={analytics} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <RiskDistribution analytics={analytics} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SpendByDepartment analytics={analytics} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
