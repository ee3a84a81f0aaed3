import { Stack, Text, Title } from "@mantine/core";

export function HelpPage() {
  return (
    <Stack p="md">
      <Title order={1}>Help Center</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
