import { Badge, Group, Stack, Title, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { contractListSearchParams, type ReviewStatus } from "../../../common/contract-list";
import { errorMessage } from "../../api/client";
import { type ContractSummary, contractListQuery } from "../../api/contracts";
import { AnalysedContractCard } from "./AnalysedContractCard";
import { AnalysedContractsTable } from "./AnalysedContractsTable";
import { ContractsEmptyState } from "./ContractsEmptyState";
import { ContractsLoadError } from "./ContractsLoadError";
import { ContractsSkeleton } from "./ContractsSkeleton";
import type { ContractRowActions } from "./contract-row-actions";
import { ContractListFilters } from "./filters/ContractListFilters";
import { NoMatchingContracts } from "./filters/NoMatchingContracts";
import { useListFilters } from "./filters/use-list-filters";
import { PendingContracts } from "./PendingContracts";
import { useContractActions } from "./use-contract-actions";

const WIDE_QUERY = "(min-width: 48em)";
/** Contracts waiting for analysis have their own list above; this one shows the analysed ones. */
const ANALYSED: ReviewStatus[] = ["analysed", "decisions-made"];
const PENDING_PARAMS = new URLSearchParams({ status: "not-analysed" });

type Props = {
  onUpload: () => void;
  /** An upload or analysis is running: no second one may start. */
  isBusy: boolean;
  analysingId: string | null;
  onAnalyse: (contract: ContractSummary) => void;
};

export function AnalysedContractsList({ onUpload, isBusy, analysingId, onAnalyse }: Props) {
  const filters = useListFilters();
  const { query } = filters;
  const statuses = query.status.filter((status) => ANALYSED.includes(status));
  const listParams = contractListSearchParams({ ...query, status: statuses.length ? statuses : ANALYSED });
  const contracts = useQuery(contractListQuery(listParams));
  const pendingQuery = useQuery(contractListQuery(PENDING_PARAMS));
  // Read the width on the first render so a desktop never flashes the card layout.
  const isWide = useMediaQuery(WIDE_QUERY, window.matchMedia(WIDE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const { downloadProposal, downloadingId, confirmDelete, deletingId } = useContractActions();

  const actions: ContractRowActions = {
    forContract: (contract) => ({
      isDownloading: downloadingId === contract.id,
      isDownloadDisabled: downloadingId !== null,
      isDeleting: deletingId === contract.id,
      onDownload: downloadProposal,
      onDelete: confirmDelete,
    }),
  };

  const analysed = contracts.data ?? [];
  const pending = pendingQuery.data ?? [];
  // A status this list does not show (a pasted link with not-analysed) filters nothing here.
  const isFiltered = query.q !== "" || query.risk.length > 0 || statuses.length > 0;

  let body: React.ReactNode;
  if (contracts.isPending) body = <ContractsSkeleton />;
  else if (contracts.isError) {
    body = (
      <ContractsLoadError
        message={errorMessage(contracts.error, "Something went wrong. Please try again.")}
        isRetrying={contracts.isFetching}
        onRetry={() => contracts.refetch()}
      />
    );
  } else if (analysed.length === 0 && isFiltered) {
    body = (
      <NoMatchingContracts
        search={query.q}
        hasOtherFilters={statuses.length + query.risk.length > 0}
        onClear={filters.clearFilters}
      />
    );
  } else if (analysed.length === 0) {
    body = <ContractsEmptyState onUpload={onUpload} isUploadDisabled={isBusy} />;
  } else if (isWide) {
    body = <AnalysedContractsTable contracts={analysed} actions={actions} />;
  } else {
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {analysed.map((contract) => (
          <AnalysedContractCard key={contract.id} contract={contract} actions={actions} />
        ))}
      </Stack>
    );
  }

  const hasAnyAnalysed = analysed.length > 0 || isFiltered;
  const countLabel = `${analysed.length} ${analysed.length === 1 ? "contract" : "contracts"}${isFiltered ? " match" : ""}`;

  return (
    <Stack gap="lg">
      {pending.length > 0 && (
        <PendingContracts
          contracts={pending}
          analysingId={analysingId}
          isBusy={isBusy}
          deletingId={deletingId}
          onAnalyse={onAnalyse}
          onDelete={confirmDelete}
        />
      )}
      <Stack
        gap="sm"
        component="section"
        aria-labelledby="analysed-contracts-title"
        data-testid="analysed-contracts"
      >
        <Group gap="xs">
          <Title id="analysed-contracts-title" order={2} size="h3">
            Analysed contracts
          </Title>
          {contracts.data && analysed.length > 0 && (
            <Badge variant="light" color="gray" aria-hidden data-testid="analysed-count">
              {analysed.length}
            </Badge>
          )}
        </Group>
        {hasAnyAnalysed && (
          <ContractListFilters
            query={query}
            statuses={ANALYSED}
            isSearching={contracts.isFetching && contracts.isPlaceholderData}
            onChange={filters.update}
          />
        )}
        <VisuallyHidden role="status" aria-live="polite">
          {contracts.data ? countLabel : ""}
        </VisuallyHidden>
        {body}
      </Stack>
    </Stack>
  );
}
