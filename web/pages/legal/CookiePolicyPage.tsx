import { Stack, Text, Title } from "@mantine/core";

export function CookiePolicyPage() {
  return (
    <Stack p="md">
      <Title order={1}>Cookie Policy</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
