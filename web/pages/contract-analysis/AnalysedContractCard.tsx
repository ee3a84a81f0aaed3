import { Group, Paper, Stack, Text } from "@mantine/core";
import { formatDate } from "../../../common/format";
import type { ContractSummary } from "../../api/contracts";
import { RiskBadge } from "../../components/RiskBadge";
import { ContractActions } from "./ContractActions";
import type { ContractRowActions } from "./contract-row-actions";
import { DeleteContractButton } from "./DeleteContractButton";
import { ContractRowDetails } from "./filters/ContractRowDetails";

type Props = { contract: ContractSummary; actions: ContractRowActions };

/** The narrow-screen form of a table row: 375 px has no room for four columns. */
export function AnalysedContractCard({ contract, actions }: Props) {
  const rowActions = actions.forContract(contract);
  return (
    <Paper
      withBorder
      p="sm"
      component="li"
      data-testid="analysed-contract-row"
      data-contract-id={contract.id}
    >
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }} data-testid="contract-name">
              {contract.originalName}
            </Text>
            <ContractRowDetails contract={contract} />
          </div>
          <DeleteContractButton
            contract={contract}
            isDeleting={rowActions.isDeleting}
            onDelete={rowActions.onDelete}
          />
        </Group>
        <Group gap="sm" justify="space-between">
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: "tabular-nums" }}>
            Uploaded {formatDate(contract.uploadedAt)}
          </Text>
          {contract.analysis && <RiskBadge level={contract.analysis.overallRisk} size="sm" />}
        </Group>
        <ContractActions contract={contract} {...rowActions} showDelete={false} />
      </Stack>
    </Paper>
  );
}
