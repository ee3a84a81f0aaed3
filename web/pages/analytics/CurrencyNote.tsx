import { Text } from "@mantine/core";
import type { PortfolioAnalytics } from "../../../common/analytics";
import { plural } from "../../../common/format";

export interface CurrencyNoteProps {
  analytics: PortfolioAnalytics;
  /** When a chart draws one currency only, name it. */
  chartCurrency?: string;
}

/** Each currency is totalled on its own; say so when the portfolio holds more than one. */
export function CurrencyNote({ analytics, chartCurrency }: CurrencyNoteProps) {
  const { currency: main, otherCurrencies: others } = analytics;
  if (others.count === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="currency-note">
      {plural(others.count, "contract")} {others.count === 1 ? "is" : "are"} in {others.codes.join(", ")}:
      each currency is totalled on its own, never converted or added to {main}.
      {chartCurrency ? ` The value bars show ${chartCurrency} only.` : ""}
    </Text>
  );
}
