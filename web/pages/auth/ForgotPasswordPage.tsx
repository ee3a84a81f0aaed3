import { Stack, Text, Title } from "@mantine/core";

export function ForgotPasswordPage() {
  return (
    <Stack p="md">
      <Title order={1}>Forgot password</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
