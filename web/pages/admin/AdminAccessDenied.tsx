import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";

export function AdminAccessDenied() {
  return (
    <Center mih="50vh" data-testid="admin-access-denied">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <IconLock size={44} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={1} size="h2">
          Access denied
        </Title>
        <Text c="dimmed">You need administrator rights to view this page.</Text>
        <Button component={Link} to="/app">
          Back to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
