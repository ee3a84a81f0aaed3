import { Stack, Text, Title } from "@mantine/core";

export function RiskSettingsPage() {
  return (
    <Stack p="md">
      <Title order={1}>Risk Threshold Settings</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
