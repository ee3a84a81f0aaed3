import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";

type Props = { search: string; hasOtherFilters: boolean; onClear: () => void };

/** The filtered list is empty: say so and offer the way back to every contract. */
export function NoMatchingContracts({ search, hasOtherFilters, onClear }: Props) {
  let title = "No contracts match these filters";
  if (search) title = `No contracts match “${search}”${hasOtherFilters ? " with these filters" : ""}`;
  return (
    <Paper withBorder p="xl" data-testid="contracts-no-match">
      <Stack align="center" gap="xs" ta="center">
        <IconFilterOff size={36} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={3} size="h4" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          Try other words, or clear the filters to see all your analysed contracts.
        </Text>
        <Button variant="light" onClick={onClear} data-testid="clear-filters">
          Clear filters
        </Button>
      </Stack>
    </Paper>
  );
}
