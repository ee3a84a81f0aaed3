import { Group, Paper, Stack, Text } from "@mantine/core";
import { formatDate } from "../../../common/format";
import type { ContractSummary } from "../../api/contracts";
import { RiskBadge } from "../../components/RiskBadge";
import { ContractActions } from "./ContractActions";
import type { ContractRowActions } from "./contract-row-actions";

type Props = { contract: ContractSummary; actions: ContractRowActions };

/** The narrow-screen form of a table row: 375 px has no room for four columns. */
export function AnalysedContractCard({ contract, actions }: Props) {
  return (
    <Paper
      withBorder
      p="sm"
      component="li"
      data-testid="analysed-contract-row"
      data-contract-id={contract.id}
    >
      <Stack gap="xs">
        <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
          {contract.originalName}
        </Text>
        <Group gap="sm" justify="space-between">
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: "tabular-nums" }}>
            Uploaded {formatDate(contract.uploadedAt)}
          </Text>
          {contract.analysis && <RiskBadge level={contract.analysis.overallRisk} size="sm" />}
        </Group>
        <ContractActions contract={contract} {...actions.forContract(contract)} />
      </Stack>
    </Paper>
  );
}
