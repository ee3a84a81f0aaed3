import { Group, Progress, Stack, Text } from "@mantine/core";
import type { RiskCounts } from "../../../common/analytics";
import { RISK_DISPLAYS } from "../../../common/risk-display";
import { RiskBadge } from "../../components/RiskBadge";

const LEVELS = ["low", "medium", "high"] as const;

export interface RiskBreakdownProps {
  title: string;
  counts: RiskCounts;
  /** Prefix of the per-level test ids, e.g. `signed-risk` gives `signed-risk-high`. */
  testId: string;
}

/** Counts per traffic light, each with its word; the proportion bar is decoration only. */
export function RiskBreakdown({ title, counts, testId }: RiskBreakdownProps) {
  const total = counts.low + counts.medium + counts.high;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} component="h3" size="md" m={0}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {total} in total
        </Text>
      </Group>
      <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {LEVELS.map((level) => (
          <Group component="li" key={level} gap={6} wrap="nowrap" data-testid={`${testId}-${level}`}>
            <RiskBadge level={level} size="md" />
            <Text fw={700} style={{ fontVariantNumeric: "tabular-nums" }} data-count={counts[level]}>
              {counts[level]}
            </Text>
          </Group>
        ))}
      </Group>
      {total > 0 && (
        <Progress.Root size="lg" aria-hidden="true">
          {LEVELS.filter((level) => counts[level] > 0).map((level) => (
            <Progress.Section
              key={level}
              value={(counts[level] / total) * 100}
              color={RISK_DISPLAYS[level].color}
            />
          ))}
        </Progress.Root>
      )}
    </Stack>
  );
}
