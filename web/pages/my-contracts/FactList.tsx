import { Box, SimpleGrid, type SimpleGridProps, Text } from "@mantine/core";
import type { ReactNode } from "react";

export type Fact = { label: string; value: ReactNode; testId?: string };

type Props = { facts: Fact[]; cols?: SimpleGridProps["cols"] };

/** Label and value pairs as a description list, so screen readers announce them together. */
export function FactList({ facts, cols = { base: 1, sm: 2 } }: Props) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" verticalSpacing="xs" m={0}>
      {facts.map((fact) => (
        <Box key={fact.label}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {fact.label}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            style={{ fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" }}
            data-testid={fact.testId}
          >
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
