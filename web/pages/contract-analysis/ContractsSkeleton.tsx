import { Group, Paper, Skeleton, Stack } from "@mantine/core";

export function ContractsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading your contracts" data-testid="contracts-loading">
      {[0, 1, 2].map((row) => (
        <Paper key={row} withBorder p="md">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={16} width="50%" />
              <Skeleton height={12} width="25%" />
            </Stack>
            <Skeleton height={28} width={160} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
