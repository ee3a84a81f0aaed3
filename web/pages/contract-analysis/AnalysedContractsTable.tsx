import { Table, Text } from "@mantine/core";
import { formatDate } from "../../../common/format";
import type { ContractSummary } from "../../api/contracts";
import { RiskBadge } from "../../components/RiskBadge";
import { ContractActions } from "./ContractActions";
import type { ContractRowActions } from "./contract-row-actions";
import { ContractRowDetails } from "./filters/ContractRowDetails";

type Props = { contracts: ContractSummary[]; actions: ContractRowActions };

export function AnalysedContractsTable({ contracts, actions }: Props) {
  return (
    <Table verticalSpacing="sm" highlightOnHover data-testid="analysed-contracts-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Contract</Table.Th>
          <Table.Th>Uploaded</Table.Th>
          <Table.Th>Overall risk</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {contracts.map((contract) => (
          <Table.Tr key={contract.id} data-testid="analysed-contract-row" data-contract-id={contract.id}>
            <Table.Td maw={360}>
              <Text
                fw={600}
                size="sm"
                truncate="end"
                title={contract.originalName}
                data-testid="contract-name"
              >
                {contract.originalName}
              </Text>
              <ContractRowDetails contract={contract} />
            </Table.Td>
            <Table.Td style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
              {formatDate(contract.uploadedAt)}
            </Table.Td>
            <Table.Td>
              {contract.analysis && <RiskBadge level={contract.analysis.overallRisk} size="sm" />}
            </Table.Td>
            <Table.Td>
              <ContractActions contract={contract} {...actions.forContract(contract)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
