import { Badge, Button, Card, Grid, Group, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCalendarStats,
  IconCheck,
  IconCrown,
  IconHeartRateMonitor,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { formatMoney } from "../../../common/format";
import { PRO_PLAN } from "../../../common/plans";
import { openUpgradeDialog } from "../../components/upgrade/upgrade-events";
import { AnalyticsPreview } from "./AnalyticsPreview";

const FEATURES = [
  {
    title: "Portfolio health scoring",
    text: "One score out of 100 for all your signed contracts, with the reasons it went down.",
    icon: IconHeartRateMonitor,
  },
  {
    title: "Renewal risk insights",
    text: "The renewals and risky terms that need you first, and what to do about each one.",
    icon: IconAlertTriangle,
  },
  {
    title: "Budget forecasts",
    text: "What your renewals will cost in the next 90 and 180 days, with contingency and who must approve.",
    icon: IconCalendarStats,
  },
];

const ALSO_INCLUDED = [
  "A 12-month renewal timeline",
  "Risk distribution of signed and draft contracts",
  "Spend by department",
  "Unlimited analyses and storage",
];

/** What free users see at /analytics: what Pro adds, its price and trial, and the way to upgrade. */
export function AnalyticsUpsell() {
  const price = formatMoney(PRO_PLAN.priceGbpPerMonth, "GBP");
  return (
    <Stack gap="lg" py="md" data-testid="analytics-upsell">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1}>Predictive Analytics</Title>
          <Badge color="grape" variant="filled" leftSection={<IconCrown size={12} aria-hidden="true" />}>
            Pro
          </Badge>
        </Group>
        <Text c="dimmed" maw={680}>
          See where the money and the risk sit across all your signed contracts, and which renewals need you
          first. Analytics are part of the Pro plan.
        </Text>
      </Stack>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {FEATURES.map((feature) => (
              <Paper key={feature.title} withBorder radius="md" p="md">
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
                    <feature.icon size={20} />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Title order={2} size="h4">
                      {feature.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {feature.text}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            ))}
            <AnalyticsPreview />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" p="lg" data-testid="analytics-upsell-plan">
            <Stack gap="md">
              <Title order={2} size="h3">
                {PRO_PLAN.name} plan
              </Title>
              <Group gap={6} align="baseline">
                <Text
                  fz={36}
                  fw={700}
                  lh={1}
                  style={{ fontVariantNumeric: "tabular-nums" }}
                  data-testid="analytics-upsell-price"
                >
                  {price}
                </Text>
                <Text c="dimmed">per month</Text>
              </Group>
              <Text size="sm" data-testid="analytics-upsell-trial">
                Start with a {PRO_PLAN.trialDays}-day free trial. Cancel anytime.
              </Text>
              <List
                size="sm"
                spacing={6}
                icon={<IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden="true" />}
              >
                {ALSO_INCLUDED.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
              <Button
                size="md"
                fullWidth
                leftSection={<IconCrown size={18} aria-hidden="true" />}
                onClick={() => openUpgradeDialog("analytics_feature")}
                data-testid="analytics-upgrade"
              >
                Upgrade to Pro
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                {PRO_PLAN.moneyBackDays}-day money-back guarantee
              </Text>
              <Button component={Link} to="/app" variant="subtle" size="compact-sm">
                Back to Dashboard
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
