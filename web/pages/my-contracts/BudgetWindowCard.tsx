import { Paper, Text } from "@mantine/core";
import type { BudgetWindow } from "../../../common/insights";
import { formatTotals } from "../../../common/money-totals";
import { budgetWindowBreakdown } from "./budget-window-text";

type Props = { title: string; window: BudgetWindow; testId: string };

/** One forecast window: the total with contingency per currency, and how it is made up. */
export function BudgetWindowCard({ title, window, testId }: Props) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="xl" fw={700} style={{ fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" }}>
        {formatTotals(window.withContingency)}
      </Text>
      <Text size="xs" c="dimmed" style={{ fontVariantNumeric: "tabular-nums" }}>
        {budgetWindowBreakdown(window)}
      </Text>
    </Paper>
  );
}
