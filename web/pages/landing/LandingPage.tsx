import { Stack, Text, Title } from "@mantine/core";

export function LandingPage() {
  return (
    <Stack p="md">
      <Title order={1}>Clausewise</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
