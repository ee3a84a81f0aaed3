import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconChartLine, IconCrown, IconSettings, IconUpload } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { openUpgradeDialog } from "../../components/upgrade/upgrade-events";

export interface DashboardHeaderProps {
  isPremium: boolean;
  /** "Pro (trial, ends 30 Nov)" and the like, from the usage status */
  planLabel?: string;
  onUpload: () => void;
}

export function DashboardHeader({ isPremium, planLabel, onUpload }: DashboardHeaderProps) {
  const navigate = useNavigate();

  const handleAnalytics = () => {
    if (isPremium) navigate("/analytics");
    else openUpgradeDialog("analytics_feature");
  };

  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4}>
        <Title order={1}>Contract Analysis Dashboard</Title>
        <Text c="dimmed">See what needs your attention and start reviewing new contracts.</Text>
      </Stack>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          onClick={handleAnalytics}
          leftSection={<IconChartLine size={16} aria-hidden="true" />}
          rightSection={
            <Badge size="xs" color="grape" variant="filled">
              Pro
            </Badge>
          }
          data-testid="dashboard-analytics"
        >
          Analytics
        </Button>
        {isPremium ? (
          <Badge
            size="lg"
            color="yellow"
            variant="light"
            leftSection={<IconCrown size={14} aria-hidden="true" />}
            data-testid="premium-badge"
            tt="none"
            component={Link}
            to="/settings/billing"
            style={{ cursor: "pointer" }}
          >
            {planLabel && planLabel !== "Free" ? planLabel : "Premium"}
          </Badge>
        ) : (
          <Button
            variant="light"
            color="yellow"
            c="dark"
            onClick={() => openUpgradeDialog("general")}
            leftSection={<IconCrown size={16} aria-hidden="true" />}
            data-testid="try-premium"
          >
            Try Premium
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => navigate("/settings")}
          leftSection={<IconSettings size={16} aria-hidden="true" />}
        >
          Settings
        </Button>
        <Button
          onClick={onUpload}
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          data-testid="dashboard-upload"
        >
          Upload Contract
        </Button>
      </Group>
    </Group>
  );
}
