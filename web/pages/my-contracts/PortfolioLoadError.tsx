import { Alert, Button } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";

type Props = { message: string; isRetrying: boolean; onRetry: () => void };

export function PortfolioLoadError({ message, isRetrying, onRetry }: Props) {
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      title="We couldn't load your contracts"
      role="alert"
      data-testid="portfolio-error"
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
          data-testid="portfolio-retry"
        >
          Retry
        </Button>
      </div>
    </Alert>
  );
}
