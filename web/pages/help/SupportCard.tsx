import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";

const SUPPORT_EMAIL = "support@clausewise.co.uk";

export function SupportCard() {
  return (
    <Paper withBorder p="lg" bg="gray.0">
      <Group justify="space-between" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            Still need help?
          </Title>
          <Text c="dimmed" size="sm">
            We reply within 24 hours on business days
          </Text>
        </Stack>
        <Button
          component="a"
          href={`mailto:${SUPPORT_EMAIL}`}
          leftSection={<IconMail size={18} aria-hidden />}
          data-testid="help-support-email"
        >
          Email Support
        </Button>
      </Group>
    </Paper>
  );
}
