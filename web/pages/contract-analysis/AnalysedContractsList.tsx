import { Badge, Group, Stack, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../api/client";
import { type ContractSummary, contractsQuery } from "../../api/contracts";
import { AnalysedContractCard } from "./AnalysedContractCard";
import { AnalysedContractsTable } from "./AnalysedContractsTable";
import { ContractsEmptyState } from "./ContractsEmptyState";
import { ContractsLoadError } from "./ContractsLoadError";
import { ContractsSkeleton } from "./ContractsSkeleton";
import type { ContractRowActions } from "./contract-row-actions";
import { PendingContracts } from "./PendingContracts";
import { useContractActions } from "./use-contract-actions";

const WIDE_QUERY = "(min-width: 48em)";

type Props = {
  onUpload: () => void;
  /** An upload or analysis is running: no second one may start. */
  isBusy: boolean;
  analysingId: string | null;
  onAnalyse: (contract: ContractSummary) => void;
};

const isAnalysed = (contract: ContractSummary) =>
  contract.status === "analyzed" && contract.analysis !== null;
const newestFirst = (a: ContractSummary, b: ContractSummary) => b.uploadedAt.localeCompare(a.uploadedAt);

export function AnalysedContractsList({ onUpload, isBusy, analysingId, onAnalyse }: Props) {
  const contracts = useQuery(contractsQuery());
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

  const all = [...(contracts.data ?? [])].sort(newestFirst);
  const analysed = all.filter(isAnalysed);
  const pending = all.filter((contract) => !isAnalysed(contract));

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
          {analysed.length > 0 && (
            <Badge variant="light" color="gray" aria-label={`${analysed.length} contracts`}>
              {analysed.length}
            </Badge>
          )}
        </Group>
        {body}
      </Stack>
    </Stack>
  );
}
