import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface SettingsPageHeaderProps {
  title: string;
  description: ReactNode;
  children?: ReactNode;
}

export function SettingsPageHeader({ title, description, children }: SettingsPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4} style={{ flex: "1 1 320px" }}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      <Group gap="xs">
        {children}
        <Button
          component={Link}
          to="/app"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          data-testid="back-to-dashboard"
        >
          Back to Dashboard
        </Button>
      </Group>
    </Group>
  );
}
