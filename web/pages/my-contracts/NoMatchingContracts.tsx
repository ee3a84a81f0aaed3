import { Button, Paper, Stack, Text } from "@mantine/core";

type Props = { search: string; onClear: () => void };

/** The portfolio has contracts but none match the search or filter. */
export function NoMatchingContracts({ search, onClear }: Props) {
  return (
    <Paper withBorder p="lg" data-testid="portfolio-no-match">
      <Stack align="center" gap="xs" ta="center">
        <Text fw={600}>{search ? `No contracts match “${search}”` : "No contracts in this group"}</Text>
        <Text size="sm" c="dimmed">
          Try another search term or show all contracts.
        </Text>
        <Button variant="light" onClick={onClear}>
          Show all contracts
        </Button>
      </Stack>
    </Paper>
  );
}
