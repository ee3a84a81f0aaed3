import { Stack, Text, Title } from "@mantine/core";

export function AnalyticsPage() {
  return (
    <Stack p="md">
      <Title order={1}>Predictive Analytics</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
