import { Stack, Text, Title } from "@mantine/core";

export function DashboardPage() {
  return (
    <Stack p="md">
      <Title order={1}>Contract Analysis Dashboard</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
