import { Alert, Button, Group, Stack, Text, Title, Transition } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { ExecutedContract } from "../../../common/portfolio";
import { executedContractsQuery } from "../../api/portfolio";
import { useAutoUploadParam } from "../../components/upload/use-auto-upload-param";
import { CalendarFeedCard } from "./CalendarFeedCard";
import { ContractDialogHost } from "./ContractDialogHost";
import { ContractList } from "./ContractList";
import type { ContractDialog } from "./contract-actions";
import { PortfolioFilters } from "./PortfolioFilters";
import { PortfolioOverview } from "./PortfolioOverview";
import {
  FILTER_OPTIONS,
  filterContracts,
  type PortfolioFilter,
  type PortfolioSort,
  portfolioTotals,
  sortContracts,
} from "./portfolio-view";
import { UploadExecutedModal } from "./UploadExecutedModal";
import { useContractDelete } from "./use-contract-delete";
import { useContractFiles } from "./use-contract-files";

const SEARCH_DEBOUNCE_MS = 300;

/** /my-contracts and /executed-contracts: the signed-contract portfolio. */
export function MyContractsPage() {
  // One "today" per visit, so every badge, count and document on the screen agrees.
  const today = useMemo(() => new Date(), []);
  const [filter, setFilter] = useState<PortfolioFilter>("all");
  const [sort, setSort] = useState<PortfolioSort>("renewalDate");
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [isUploadOpen, setUploadOpen] = useState(false);
  const [open, setOpen] = useState<{ dialog: ContractDialog; id: string } | null>(null);

  // The overview, the budget forecast and the empty state read the whole portfolio; the list reads the search.
  const portfolio = useQuery(executedContractsQuery(""));
  const listed = useQuery(executedContractsQuery(debouncedSearch));
  const files = useContractFiles();
  const closeDialog = useCallback(() => setOpen(null), []);
  const { confirmDelete, deletingId } = useContractDelete(
    useCallback(
      (contract: ExecutedContract) => setOpen((current) => (current?.id === contract.id ? null : current)),
      [],
    ),
  );

  const openUpload = useCallback(() => setUploadOpen(true), []);
  const isBannerVisible = useAutoUploadParam(openUpload);

  const all = portfolio.data ?? null;
  const isPortfolioEmpty = all?.length === 0;
  const isLoadFailed = portfolio.isError && !all;
  const totals = useMemo(() => (all ? portfolioTotals(all, today) : null), [all, today]);
  const counts = useMemo(() => {
    if (!listed.data) return null;
    const data = listed.data;
    return Object.fromEntries(
      FILTER_OPTIONS.map((option) => [option.value, filterContracts(data, option.value, today).length]),
    ) as Record<PortfolioFilter, number>;
  }, [listed.data, today]);
  const visible = useMemo(
    () => (listed.data ? sortContracts(filterContracts(listed.data, filter, today), sort, today) : null),
    [listed.data, filter, sort, today],
  );
  const openContract = all?.find((contract) => contract.id === open?.id) ?? null;

  const handleClearFilters = () => {
    setSearch("");
    setFilter("all");
  };

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: "1 1 280px" }}>
          <Title order={1}>My Contracts</Title>
          <Text c="dimmed">
            Your signed contracts: when each renews, the last day to give notice, and what it costs.
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={openUpload}
          data-testid="upload-executed-contract"
        >
          Add Executed Contract
        </Button>
      </Group>

      <Transition mounted={isBannerVisible} transition="fade" duration={200}>
        {(styles) => (
          <Alert
            style={styles}
            color="blue"
            icon={<IconInfoCircle aria-hidden />}
            role="status"
            data-testid="auto-upload-banner"
          >
            Ready to add your executed contract
          </Alert>
        )}
      </Transition>

      {!isLoadFailed && !isPortfolioEmpty && <PortfolioOverview totals={totals} />}

      {!isLoadFailed && !isPortfolioEmpty && (
        <PortfolioFilters
          filter={filter}
          onFilterChange={setFilter}
          counts={counts}
          sort={sort}
          onSortChange={setSort}
          search={search}
          onSearchChange={setSearch}
          onExport={files.exportCsv}
          isExporting={files.isExporting}
          isExportDisabled={!all?.length}
        />
      )}

      <ContractList
        contracts={visible}
        isPortfolioEmpty={isPortfolioEmpty}
        error={listed.error ?? portfolio.error}
        isRetrying={listed.isFetching || portfolio.isFetching}
        onRetry={() => {
          portfolio.refetch();
          listed.refetch();
        }}
        onAdd={openUpload}
        search={debouncedSearch}
        onClearFilters={handleClearFilters}
        today={today}
        deletingId={deletingId}
        downloadingId={files.downloadingId}
        onOpen={(dialog, contract) => setOpen({ dialog, id: contract.id })}
        onDownload={files.download}
        onDelete={confirmDelete}
      />

      <CalendarFeedCard />

      <UploadExecutedModal opened={isUploadOpen} onClose={() => setUploadOpen(false)} />
      <ContractDialogHost
        dialog={open?.dialog ?? null}
        contract={openContract}
        portfolio={all ?? []}
        today={today}
        onClose={closeDialog}
        onDownload={files.download}
      />
    </Stack>
  );
}
