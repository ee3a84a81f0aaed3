import { Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconFileSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { errorMessage } from "../../api/client";
import { type ContractSummary, contractsQuery, useDeleteContract } from "../../api/contracts";
import { LoadError } from "../../components/LoadError";
import { AnalysedContracts } from "./AnalysedContracts";
import { RecentContractRow } from "./RecentContractRow";
import { useStartAnalysis } from "./use-start-analysis";

const isAnalysed = (contract: ContractSummary) =>
  contract.status === "analyzed" && contract.analysis !== null;

const newestFirst = (a: ContractSummary, b: ContractSummary) => b.uploadedAt.localeCompare(a.uploadedAt);

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading recent contracts">
      {[1, 2, 3].map((row) => (
        <Skeleton key={row} h={64} radius="md" />
      ))}
    </Stack>
  );
}

/** Spec 01 §2.6: contracts not yet analysed, with their next action; analysed ones are linked below. */
export function RecentContracts() {
  const contracts = useQuery(contractsQuery());
  const deleteContract = useDeleteContract();
  const { startAnalysis, analysingId } = useStartAnalysis();

  const confirmDelete = (contract: ContractSummary) =>
    modals.openConfirmModal({
      title: `Delete '${contract.originalName}'?`,
      children: (
        <Text size="sm">
          The contract will be removed, with its analysis and decisions if it has any. This cannot be undone.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red", "data-testid": "confirm-delete" } as Record<string, unknown>,
      onConfirm: () =>
        deleteContract.mutate(contract.id, {
          onSuccess: () =>
            notifications.show({ title: "Success", message: "Contract deleted", color: "teal" }),
          onError: (error) =>
            notifications.show({
              title: "Delete failed",
              message: errorMessage(error, "There was an error deleting the contract. Please try again."),
              color: "red",
            }),
        }),
    });

  const all = contracts.data ?? [];
  const recent = all.filter((contract) => !isAnalysed(contract)).sort(newestFirst);
  const analysed = all.filter(isAnalysed).sort(newestFirst);

  return (
    <Card withBorder radius="md" p="lg" data-testid="recent-contracts">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={0}>
            <Title order={2} size="h4">
              Recent Contracts
            </Title>
            <Text size="sm" c="dimmed">
              Uploaded contracts waiting to be analysed.
            </Text>
          </Stack>
        </Group>

        {contracts.isPending && <ListSkeleton />}

        {contracts.isError && !contracts.data && (
          <LoadError
            title="Could not load your contracts"
            message={errorMessage(contracts.error, "Please try again.")}
            isRetrying={contracts.isFetching}
            onRetry={() => void contracts.refetch()}
          />
        )}

        {contracts.data && recent.length === 0 && (
          <Stack align="center" gap="xs" py="lg" data-testid="recent-empty">
            <IconFileSearch size={36} color="var(--mantine-color-dimmed)" aria-hidden="true" />
            {/* spec 01's empty state, unless analysed contracts are listed just below */}
            <Text fw={600}>
              {analysed.length > 0 ? "Nothing waiting to be analysed" : "No recent contracts"}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {analysed.length > 0
                ? "Every contract you uploaded has been analysed; they are listed below. Go to Contract Analysis to upload new contracts"
                : "Go to Contract Analysis to upload new contracts"}
            </Text>
            <Button component={Link} to="/contract-analysis" variant="light" mt="xs">
              Go to Contract Analysis
            </Button>
          </Stack>
        )}

        {recent.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} aria-label="Contracts waiting for analysis">
            {recent.map((contract) => (
              <RecentContractRow
                key={contract.id}
                contract={contract}
                isAnalysing={analysingId === contract.id}
                isAnyAnalysing={analysingId !== null}
                isDeleting={deleteContract.isPending && deleteContract.variables === contract.id}
                onStartAnalysis={(row) => startAnalysis(row.id)}
                onDelete={confirmDelete}
              />
            ))}
          </Stack>
        )}

        {contracts.data && <AnalysedContracts contracts={analysed} />}
      </Stack>
    </Card>
  );
}
