import { Stack, Text, Title } from "@mantine/core";

export function ResetPasswordPage() {
  return (
    <Stack p="md">
      <Title order={1}>Reset password</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
