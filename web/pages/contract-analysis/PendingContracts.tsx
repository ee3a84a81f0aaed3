import { Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlayerPlay } from "@tabler/icons-react";
import { formatDate } from "../../../common/format";
import type { ContractSummary } from "../../api/contracts";
import { DeleteContractButton } from "./DeleteContractButton";

type Props = {
  contracts: ContractSummary[];
  /** The contract whose analysis is running, if any. */
  analysingId: string | null;
  isBusy: boolean;
  deletingId: string | null;
  onAnalyse: (contract: ContractSummary) => void;
  onDelete: (contract: ContractSummary) => void;
};

/** Uploaded but not analysed (for example when the monthly analysis limit was reached). */
export function PendingContracts({ contracts, analysingId, isBusy, deletingId, onAnalyse, onDelete }: Props) {
  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby="pending-contracts-title"
      data-testid="pending-contracts"
    >
      <div>
        <Title id="pending-contracts-title" order={2} size="h4">
          Waiting for analysis
        </Title>
        <Text size="xs" c="dimmed">
          Uploaded but not analysed yet. Each analysis counts towards your monthly allowance.
        </Text>
      </div>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {contracts.map((contract) => {
          const isAnalysing = analysingId === contract.id;
          return (
            <Paper
              key={contract.id}
              component="li"
              withBorder
              px="sm"
              py="xs"
              data-testid="pending-contract-row"
              data-contract-id={contract.id}
            >
              <Group justify="space-between" gap="xs">
                <div style={{ minWidth: 0, flex: "1 1 12rem" }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {contract.originalName}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ fontVariantNumeric: "tabular-nums" }}>
                    Uploaded {formatDate(contract.uploadedAt)} · Not analysed
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={
                      isAnalysing ? (
                        <Loader size={12} aria-hidden />
                      ) : (
                        <IconPlayerPlay size={14} aria-hidden />
                      )
                    }
                    disabled={isBusy}
                    onClick={() => onAnalyse(contract)}
                    aria-label={`Analyse ${contract.originalName}`}
                    data-testid="analyse-contract"
                  >
                    {isAnalysing ? "Analysing…" : "Analyse"}
                  </Button>
                  <DeleteContractButton
                    contract={contract}
                    isDeleting={deletingId === contract.id}
                    isDisabled={isAnalysing}
                    onDelete={onDelete}
                  />
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
