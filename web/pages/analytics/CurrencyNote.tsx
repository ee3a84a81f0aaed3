import { Text } from "@mantine/core";
import type { ExecutedContract } from "../../../common/portfolio";
import { otherCurrencies, plural, portfolioCurrency } from "./analytics-data";

export interface CurrencyNoteProps {
  contracts: readonly ExecutedContract[];
  /** When a chart draws one currency only, name it. */
  chartCurrency?: string;
}

/** Each currency is totalled on its own; say so when the portfolio holds more than one. */
export function CurrencyNote({ contracts, chartCurrency }: CurrencyNoteProps) {
  const main = portfolioCurrency(contracts);
  const others = otherCurrencies(contracts, main);
  if (others.count === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="currency-note">
      {plural(others.count, "contract")} {others.count === 1 ? "is" : "are"} in {others.codes.join(", ")}:
      each currency is totalled on its own, never converted or added to {main}.
      {chartCurrency ? ` The value bars show ${chartCurrency} only.` : ""}
    </Text>
  );
}
