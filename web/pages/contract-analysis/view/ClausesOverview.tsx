import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { PriorityLabel } from "../../../../common/contract-health";
import type { AdvancedClauses } from "../../../api/contracts";
import { RiskBadge } from "../../../components/RiskBadge";
import { signalBadgeProps } from "../../../components/signal-badge";
import { ExecutiveActions } from "./ExecutiveActions";
import { PREVIEW_LIMIT, preview } from "./text-preview";
import type { GeneratedTextState } from "./use-generated-text";

const PRIORITY_COLOURS: Record<PriorityLabel, string> = { URGENT: "red", HIGH: "orange", MEDIUM: "yellow" };

type Props = { data: AdvancedClauses; messages: GeneratedTextState };

/** Overview inner tab: health score, the three things to fix first, executive actions, risk breakdown. */
export function ClausesOverview({ data, messages }: Props) {
  const { health, topPriorities, clauseSummary, enhancedRisk, riskExplanation } = data;
  const tabular = { fontVariantNumeric: "tabular-nums" } as const;

  return (
    <Stack gap="md">
      {health ? (
        <Paper withBorder p="md" data-testid="health-score">
          <Text size="sm" c="dimmed">
            Contract Health Score
          </Text>
          <Group gap="sm" align="baseline">
            <Text fz={32} fw={700} style={tabular}>
              {health.score}/10
            </Text>
            <RiskBadge level={health.level.toLowerCase()} size="sm" wording="badge" />
          </Group>
          <Text size="sm">{health.recommendation}</Text>
          {riskExplanation && (
            <Stack gap={2} mt="xs">
              <Text size="xs" c="dimmed" data-testid="health-explanation">
                {riskExplanation.health}
              </Text>
              <Text size="xs" c="dimmed" data-testid="approval-explanation">
                {riskExplanation.approval}
              </Text>
            </Stack>
          )}
        </Paper>
      ) : null}

      <Stack gap="xs" component="section" aria-labelledby="top-priorities-heading">
        <Title order={3} size="h6" id="top-priorities-heading">
          Top priorities
        </Title>
        {riskExplanation && topPriorities.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="priorities-explanation">
            {riskExplanation.priorities}
          </Text>
        )}
        {topPriorities.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing urgent: no high or medium-risk clauses were found.
          </Text>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
            {topPriorities.slice(0, 3).map((priority) => (
              <Paper
                component="li"
                withBorder
                p="sm"
                key={priority.id ?? priority.name}
                data-testid="top-priority"
              >
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Badge
                    {...signalBadgeProps(PRIORITY_COLOURS[priority.label])}
                    size="sm"
                    style={{ flex: "none" }}
                  >
                    {priority.label}
                  </Badge>
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {priority.name}
                    </Text>
                    {priority.recommendation && (
                      <Text size="xs">{preview(priority.recommendation, PREVIEW_LIMIT)}</Text>
                    )}
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="next-steps-heading">
        <Title order={3} size="h6" id="next-steps-heading">
          Next steps
        </Title>
        <ExecutiveActions messages={messages} />
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="contract-overview-heading">
        <Title order={3} size="h6" id="contract-overview-heading">
          Contract overview
        </Title>
        {clauseSummary ? (
          <SimpleGrid cols={3} spacing="xs" data-testid="risk-breakdown">
            {(
              [
                ["high", clauseSummary.highRiskClauses],
                ["medium", clauseSummary.mediumRiskClauses],
                ["low", clauseSummary.lowRiskClauses],
              ] as const
            ).map(([level, count]) => (
              <Paper withBorder p="xs" key={level}>
                <Text fz="xl" fw={700} style={tabular}>
                  {count}
                </Text>
                <RiskBadge level={level} size="xs" withIcon={false} />
                <Text size="xs" c="dimmed" mt={4}>
                  {count === 1 ? "clause" : "clauses"}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            No clause summary available
          </Text>
        )}
        {enhancedRisk ? (
          <Stack gap={2}>
            <Group gap="xs">
              <Text size="sm">Overall risk after the clause analysis:</Text>
              <RiskBadge level={enhancedRisk.riskLevel} size="sm" />
            </Group>
            {riskExplanation && (
              <Text size="xs" c="dimmed" data-testid="level-explanation">
                {riskExplanation.level}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" data-testid="no-enhanced-risk">
            No enhanced risk data available
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
