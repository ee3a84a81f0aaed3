import { Button, Group, Paper, Title } from "@mantine/core";
import { IconHelp, IconPhoto } from "@tabler/icons-react";
import { Link } from "react-router";

export function QuickActions({ onManageScreenshots }: { onManageScreenshots: () => void }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h5" mb="sm">
        Quick Actions
      </Title>
      <Group gap="sm">
        <Button
          component={Link}
          to="/help"
          variant="light"
          leftSection={<IconHelp size={18} aria-hidden />}
          data-testid="admin-manage-help"
        >
          Manage Help Center
        </Button>
        <Button
          variant="light"
          leftSection={<IconPhoto size={18} aria-hidden />}
          onClick={onManageScreenshots}
          data-testid="admin-manage-screenshots"
        >
          Manage Screenshots
        </Button>
      </Group>
    </Paper>
  );
}
