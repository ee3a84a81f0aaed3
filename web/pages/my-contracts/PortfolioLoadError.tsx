import { LoadError } from "../../components/LoadError";

type Props = { message: string; isRetrying: boolean; onRetry: () => void };

export function PortfolioLoadError(props: Props) {
  return (
    <LoadError
      {...props}
      title="We couldn't load your contracts"
      testId="portfolio-error"
      retryTestId="portfolio-retry"
    />
  );
}
