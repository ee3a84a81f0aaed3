import { Alert, Button, Grid, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../api/client";
import { AnalyticsEmpty } from "./AnalyticsEmpty";
import { AnalyticsHeader } from "./AnalyticsHeader";
import { AnalyticsSkeleton } from "./AnalyticsSkeleton";
import { BudgetForecastCard } from "./BudgetForecastCard";
import { executedContractsQuery } from "./executed-contracts-query";
import { HealthScoreCard } from "./HealthScoreCard";
import { InsightsList } from "./InsightsList";
import { RenewalTimeline } from "./RenewalTimeline";
import { RiskDistribution } from "./RiskDistribution";
import { SpendByDepartment } from "./SpendByDepartment";

/** The premium view: every figure is worked out in the browser from the user's own signed contracts. */
export function AnalyticsDashboard() {
  const contracts = useQuery(executedContractsQuery());
  const today = new Date();
  const list = contracts.data;

  return (
    <Stack gap="lg" py="md" data-testid="analytics-page">
      <AnalyticsHeader />

      {contracts.isPending && <AnalyticsSkeleton />}

      {contracts.isError && !list && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden="true" />}
          title="Could not load your contracts"
          role="alert"
          data-testid="analytics-error"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(contracts.error, "Please try again.")}</Text>
            <Button
              size="compact-sm"
              variant="outline"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
              loading={contracts.isFetching}
              onClick={() => contracts.refetch()}
              data-testid="analytics-retry"
            >
              Retry
            </Button>
          </Stack>
        </Alert>
      )}

      {list && list.length === 0 && <AnalyticsEmpty />}

      {list && list.length > 0 && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <HealthScoreCard contracts={list} today={today} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <InsightsList contracts={list} today={today} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <BudgetForecastCard contracts={list} today={today} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <RenewalTimeline contracts={list} today={today} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <RiskDistribution contracts={list} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SpendByDepartment contracts={list} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
