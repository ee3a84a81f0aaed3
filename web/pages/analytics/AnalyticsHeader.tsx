import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconAdjustmentsHorizontal, IconFiles, IconLayoutDashboard } from "@tabler/icons-react";
import { Link } from "react-router";

const LINKS = [
  { to: "/app", label: "Dashboard", icon: IconLayoutDashboard, testId: "analytics-link-dashboard" },
  { to: "/my-contracts", label: "My Contracts", icon: IconFiles, testId: "analytics-link-my-contracts" },
  {
    to: "/settings",
    label: "Risk Settings",
    icon: IconAdjustmentsHorizontal,
    testId: "analytics-link-settings",
  },
];

export function AnalyticsHeader() {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4} style={{ flex: "1 1 320px" }}>
        <Title order={1}>Predictive Analytics</Title>
        <Text c="dimmed">
          How healthy your signed contracts are, which renewals need you first and what to budget for.
        </Text>
      </Stack>
      <Group gap="xs" component="nav" aria-label="Analytics links">
        {LINKS.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant="default"
            leftSection={<link.icon size={16} aria-hidden="true" />}
            data-testid={link.testId}
          >
            {link.label}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
