import { Stack, Text } from "@mantine/core";
import type { ExecutedContract } from "../../../common/portfolio";
import { ContractCard } from "./ContractCard";
import { ContractListSkeleton } from "./ContractListSkeleton";
import type { ContractActionHandlers } from "./contract-actions";
import { NoMatchingContracts } from "./NoMatchingContracts";
import { PortfolioEmpty } from "./PortfolioEmpty";
import { PortfolioLoadError } from "./PortfolioLoadError";

type Props = ContractActionHandlers & {
  /** null while the first load is running. */
  contracts: ExecutedContract[] | null;
  isPortfolioEmpty: boolean;
  error: Error | null;
  isRetrying: boolean;
  onRetry: () => void;
  onAdd: () => void;
  search: string;
  onClearFilters: () => void;
  today: Date;
  deletingId: string | null;
  downloadingId: string | null;
};

export function ContractList({
  contracts,
  isPortfolioEmpty,
  error,
  isRetrying,
  onRetry,
  onAdd,
  search,
  onClearFilters,
  today,
  deletingId,
  downloadingId,
  ...handlers
}: Props) {
  if (error && !contracts) {
    return <PortfolioLoadError message={error.message} isRetrying={isRetrying} onRetry={onRetry} />;
  }
  if (!contracts) return <ContractListSkeleton />;
  if (isPortfolioEmpty) return <PortfolioEmpty onAdd={onAdd} />;
  if (contracts.length === 0) return <NoMatchingContracts search={search} onClear={onClearFilters} />;
  return (
    <Stack gap="sm" component="section" aria-label="Signed contracts" data-testid="executed-contracts-list">
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        Showing {contracts.length} {contracts.length === 1 ? "contract" : "contracts"}
      </Text>
      {contracts.map((contract) => (
        <ContractCard
          key={contract.id}
          contract={contract}
          today={today}
          isDeleting={deletingId === contract.id}
          isDownloading={downloadingId === contract.id}
          {...handlers}
        />
      ))}
    </Stack>
  );
}
