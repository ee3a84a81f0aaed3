import { Alert, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { AdvancedClauses } from "../../../api/contracts";
import { RiskBadge } from "../../../components/RiskBadge";
import { SummaryCount } from "./SummaryCount";

type Props = { data: AdvancedClauses };

/** Spec 01 section 2.10: the counts, sophistication score and the risk-adjustment alert. */
export function ClausesHeader({ data }: Props) {
  const { clauseSummary: summary, enhancedRisk, riskExplanation } = data;
  return (
    <>
      {summary ? (
        <Stack gap={4}>
          <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs" data-testid="clause-summary">
            <SummaryCount label="Clauses rated" value={summary.totalClausesDetected} testId="count-clauses" />
            <SummaryCount label="High risk" value={summary.highRiskClauses} testId="count-high" />
            <SummaryCount label="Medium risk" value={summary.mediumRiskClauses} testId="count-medium" />
            <SummaryCount label="Low risk" value={summary.lowRiskClauses} testId="count-low" />
            <SummaryCount
              label="Sophistication Score"
              value={`${summary.sophisticationScore}/100`}
              testId="sophistication-score"
            />
          </SimpleGrid>
          {riskExplanation && (
            <Text size="xs" c="dimmed" data-testid="counts-explanation">
              {riskExplanation.counts}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Sophistication: 5 points for each kind of clause the contract covers, plus up to 15 for numbered,
            headed sections.
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No clause summary available
        </Text>
      )}
      {enhancedRisk && enhancedRisk.riskAdjustment > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          data-testid="risk-adjustment"
        >
          <Group gap="xs">
            <Text size="sm">
              Advanced clause analysis increased overall risk by {enhancedRisk.riskAdjustment}{" "}
              {enhancedRisk.riskAdjustment === 1 ? "point" : "points"}.
            </Text>
            <Group gap={6}>
              <Text size="sm">Current risk level:</Text>
              <RiskBadge level={enhancedRisk.riskLevel} size="sm" />
            </Group>
          </Group>
          {riskExplanation && <Text size="xs">{riskExplanation.level}</Text>}
        </Alert>
      )}
    </>
  );
}
