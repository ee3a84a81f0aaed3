import { Paper, Text } from "@mantine/core";
import { formatMoney } from "../../../common/format";
import type { BudgetWindow } from "../../../common/insights";

type Props = { title: string; window: BudgetWindow; currency: string; testId: string };

/** One forecast window: the total with contingency, and how it is made up. */
export function BudgetWindowCard({ title, window, currency, testId }: Props) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="xl" fw={700} style={{ fontVariantNumeric: "tabular-nums" }}>
        {formatMoney(window.totalWithContingency, currency)}
      </Text>
      <Text size="xs" c="dimmed" style={{ fontVariantNumeric: "tabular-nums" }}>
        {window.count} {window.count === 1 ? "renewal" : "renewals"}: {formatMoney(window.total, currency)} +{" "}
        {formatMoney(window.contingency, currency)} contingency
      </Text>
    </Paper>
  );
}
