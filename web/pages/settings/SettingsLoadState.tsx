import { Alert, Button, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { errorMessage } from "../../api/client";

export interface SettingsLoadStateProps {
  label: string;
  error: unknown;
  onRetry: () => void;
}

/** Loading skeleton, or the load error with a retry, for both settings screens. */
export function SettingsLoadState({ label, error, onRetry }: SettingsLoadStateProps) {
  if (error) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden="true" />}
        title={`Could not load your ${label}`}
        role="alert"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(error, "Please try again.")}</Text>
          <Button size="compact-sm" variant="outline" color="red" onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md" aria-busy="true" aria-label={`Loading your ${label}`}>
      {[1, 2, 3].map((block) => (
        <Paper key={block} withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Skeleton h={20} w="40%" />
            <Skeleton h={36} />
            <Skeleton h={14} w="80%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
