import { Stack, Text, Title } from "@mantine/core";

export function MyContractsPage() {
  return (
    <Stack p="md">
      <Title order={1}>My Contracts</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
