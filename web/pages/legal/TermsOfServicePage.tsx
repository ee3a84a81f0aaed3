import { Stack, Text, Title } from "@mantine/core";

export function TermsOfServicePage() {
  return (
    <Stack p="md">
      <Title order={1}>Terms of Service</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
