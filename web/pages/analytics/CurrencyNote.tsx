import { Text } from "@mantine/core";
import type { ExecutedContract } from "../../../common/portfolio";
import { otherCurrencies, plural } from "./analytics-data";

export interface CurrencyNoteProps {
  contracts: readonly ExecutedContract[];
  currency: string;
}

/** Totals add values as recorded; say so when some contracts are in another currency. */
export function CurrencyNote({ contracts, currency }: CurrencyNoteProps) {
  const others = otherCurrencies(contracts, currency);
  if (others.count === 0) return null;
  return (
    <Text size="xs" c="orange.9" data-testid="currency-note">
      Totals are shown in {currency}. {plural(others.count, "contract")} in {others.codes.join(", ")}{" "}
      {others.count === 1 ? "is" : "are"} added at face value, without conversion.
    </Text>
  );
}
