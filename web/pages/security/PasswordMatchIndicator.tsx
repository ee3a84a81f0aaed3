import { Group, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";

/** Live "do the new passwords match" line under the confirmation field; silent until something is typed. */
export function PasswordMatchIndicator({
  password,
  confirmation,
}: {
  password: string;
  confirmation: string;
}) {
  if (!confirmation) return null;
  const matches = password === confirmation;
  const Icon = matches ? IconCircleCheck : IconCircleX;
  return (
    <Group gap={6} wrap="nowrap" role="status" data-testid="password-match" data-match={matches}>
      <Icon size={16} color={`var(--mantine-color-${matches ? "green" : "red"}-8)`} aria-hidden />
      <Text size="sm" c={matches ? "green.9" : "red.8"}>
        {matches ? "New passwords match" : "New passwords don't match"}
      </Text>
    </Group>
  );
}
