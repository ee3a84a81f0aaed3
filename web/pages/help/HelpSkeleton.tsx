import { Paper, Skeleton, Stack } from "@mantine/core";

export function HelpSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading FAQs" data-testid="help-loading">
      {[0, 1, 2, 3].map((row) => (
        <Paper key={row} withBorder p="md">
          <Skeleton height={18} width="55%" mb="xs" />
          <Skeleton height={12} width="35%" />
        </Paper>
      ))}
    </Stack>
  );
}
