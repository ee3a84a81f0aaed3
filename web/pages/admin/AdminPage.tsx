import { Stack, Text, Title } from "@mantine/core";

export function AdminPage() {
  return (
    <Stack p="md">
      <Title order={1}>User Management Dashboard</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
