import { Button, Card, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock, IconLogin } from "@tabler/icons-react";
import { Link } from "react-router";

/** Fallback only: the router normally shows the login screen to signed-out visitors. */
export function AuthRequired() {
  return (
    <Card withBorder radius="md" p="xl" maw={520} mx="auto" my="xl" data-testid="analytics-auth-required">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size="xl" radius="xl" variant="light" aria-hidden="true">
          <IconLock size={24} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Authentication Required
        </Title>
        <Text c="dimmed">Log in to see the predictive analytics for your contracts.</Text>
        <Button component={Link} to="/login" leftSection={<IconLogin size={16} aria-hidden="true" />}>
          Go to login
        </Button>
      </Stack>
    </Card>
  );
}
