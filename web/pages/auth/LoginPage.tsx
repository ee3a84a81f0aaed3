import { Stack, Text, Title } from "@mantine/core";

export function LoginPage() {
  return (
    <Stack p="md">
      <Title order={1}>Log in</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
