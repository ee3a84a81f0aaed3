import { Stack, Text, Title } from "@mantine/core";

export function PrivacyPolicyPage() {
  return (
    <Stack p="md">
      <Title order={1}>Privacy Policy</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
