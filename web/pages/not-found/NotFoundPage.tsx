import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";

export function NotFoundPage() {
  const location = useLocation();
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <IconAlertCircle size={48} color="var(--mantine-color-red-6)" aria-hidden />
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed" ta="center">
          There is no page at <code>{location.pathname}</code>. It may have moved, or the address may be
          mistyped.
        </Text>
        <Button component={Link} to="/">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
