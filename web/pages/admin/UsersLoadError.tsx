import { Alert, Button, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

export function UsersLoadError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <Alert
      color="red"
      title="Failed to load users"
      icon={<IconAlertCircle size={18} aria-hidden />}
      data-testid="admin-users-error"
    >
      <Stack gap="xs" align="flex-start">
        {message}
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={isRetrying}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
