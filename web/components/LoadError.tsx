import { Alert, Button } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";

type Props = {
  title: string;
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
  /** test id of the alert; the Retry button gets `{testId}-retry` unless `retryTestId` is given */
  testId?: string;
  retryTestId?: string;
};

/** The error state of a list or panel: what went wrong and a Retry. */
export function LoadError({ title, message, isRetrying, onRetry, testId, retryTestId }: Props) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title} role="alert" data-testid={testId}>
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
          data-testid={retryTestId ?? (testId ? `${testId}-retry` : undefined)}
        >
          Retry
        </Button>
      </div>
    </Alert>
  );
}
