import { Stack, Text, Title } from "@mantine/core";

export function EnhancedSettingsPage() {
  return (
    <Stack p="md">
      <Title order={1}>Enhanced Risk Settings</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
