import { Stack, Text, Title } from "@mantine/core";

export function SecuritySettingsPage() {
  return (
    <Stack p="md">
      <Title order={1}>Security Settings</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
