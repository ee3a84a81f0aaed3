import { LoadError } from "../../components/LoadError";

type Props = { message: string; isRetrying: boolean; onRetry: () => void };

export function ContractsLoadError(props: Props) {
  return (
    <LoadError
      {...props}
      title="We couldn't load your contracts"
      testId="contracts-error"
      retryTestId="contracts-retry"
    />
  );
}
