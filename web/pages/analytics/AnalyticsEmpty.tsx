import { Button, Card, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconChartBar, IconUpload } from "@tabler/icons-react";
import { Link } from "react-router";

/** No signed contracts yet: nothing to forecast, so say what to do instead of showing zeros. */
export function AnalyticsEmpty() {
  return (
    <Card withBorder radius="md" p="xl" data-testid="analytics-empty">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconChartBar size={28} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Add your signed contracts to see forecasts
        </Title>
        <Text c="dimmed" maw={520}>
          Your health score, renewal insights, budget forecast and spend by department are worked out from the
          signed contracts in My Contracts.
        </Text>
        <Button
          component={Link}
          to="/my-contracts?autoUpload=true"
          leftSection={<IconUpload size={16} aria-hidden="true" />}
          mt="xs"
          data-testid="analytics-add-contract"
        >
          Add a signed contract
        </Button>
      </Stack>
    </Card>
  );
}
