import { Alert, Button } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";

type Props = { message: string; isRetrying: boolean; onRetry: () => void };

export function ContractsLoadError({ message, isRetrying, onRetry }: Props) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      title="We couldn't load your contracts"
      data-testid="contracts-error"
    >
      {message}
      <div>
        <Button
          mt="sm"
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={isRetrying}
          onClick={onRetry}
          data-testid="contracts-retry"
        >
          Retry
        </Button>
      </div>
    </Alert>
  );
}
