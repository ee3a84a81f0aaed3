import { Paper, Text } from "@mantine/core";

type Props = { label: string; value: string | number; testId: string };

/** One figure of the Clauses tab header. */
export function SummaryCount({ label, value, testId }: Props) {
  return (
    <Paper withBorder p="xs" data-testid={testId}>
      <Text fz="lg" fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}
