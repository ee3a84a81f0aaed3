import { Paper, Stack, Text, Title } from "@mantine/core";
import { IconPhotoOff } from "@tabler/icons-react";

/** There is no screenshot API yet, so this says so rather than offering an uploader that cannot work. */
export function ScreenshotsPanel() {
  return (
    <Paper withBorder p="xl" data-testid="admin-screenshots-unavailable">
      <Stack align="center" gap="xs" ta="center">
        <IconPhotoOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={2} size="h4">
          Screenshots
        </Title>
        <Text c="dimmed">Screenshot management is not available yet.</Text>
      </Stack>
    </Paper>
  );
}
