import { Alert, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { usageBarColor } from "../../../common/risk-display";

const tabular = { fontVariantNumeric: "tabular-nums" } as const;

function percentOf(used: number, limit: number | null) {
  if (!limit) return 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

export interface UsagePanelProps {
  title: string;
  rows: { label: string; value: string }[];
  used: number;
  limit: number | null;
  badge?: ReactNode;
  notice?: { title: string; text: string } | null;
  testId: string;
}

/** One usage meter of the usage card: counts, a bar coloured by usageBarColor, and a limit notice. */
export function UsagePanel(props: UsagePanelProps) {
  const percent = percentOf(props.used, props.limit);
  return (
    <Paper withBorder p="md" radius="md" data-testid={props.testId}>
      <Stack gap="xs">
        <Group justify="space-between" gap={6} wrap="nowrap">
          <Text fw={600}>{props.title}</Text>
          {props.badge}
        </Group>
        {props.rows.map((row) => (
          <Group key={row.label} justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {row.label}
            </Text>
            <Text size="sm" fw={500} style={tabular}>
              {row.value}
            </Text>
          </Group>
        ))}
        {props.limit !== null ? (
          <Progress
            value={percent}
            color={usageBarColor(percent)}
            size="md"
            aria-label={`${props.title}: ${props.used} of ${props.limit} used`}
          />
        ) : (
          <Text size="xs" c="dimmed">
            No monthly limit on your plan.
          </Text>
        )}
        {props.notice && (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            title={props.notice.title}
            role="status"
          >
            <Text size="sm">{props.notice.text}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
