import { Paper, Stack, Text, Title } from "@mantine/core";
import { IconHourglassEmpty } from "@tabler/icons-react";

export function ComingSoonPanel({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl" data-testid="admin-coming-soon">
      <Stack align="center" gap="xs" ta="center">
        <IconHourglassEmpty size={40} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed">Coming soon.</Text>
      </Stack>
    </Paper>
  );
}
