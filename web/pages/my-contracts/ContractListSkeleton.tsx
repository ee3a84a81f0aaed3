import { Paper, Skeleton, Stack } from "@mantine/core";

export function ContractListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading your contracts" data-testid="contracts-loading">
      {[1, 2, 3].map((key) => (
        <Paper key={key} withBorder p="md">
          <Skeleton h={20} w="45%" mb="xs" />
          <Skeleton h={14} w="30%" mb="md" />
          <Skeleton h={40} mb="sm" />
          <Skeleton h={26} w="60%" />
        </Paper>
      ))}
    </Stack>
  );
}
