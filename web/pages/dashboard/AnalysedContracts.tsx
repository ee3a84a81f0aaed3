import { Anchor, Divider, Group, Stack, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate } from "../../../common/format";
import type { ContractSummary } from "../../api/contracts";
import { ReanalyseButton } from "../../components/ReanalyseButton";
import { RiskBadge } from "../../components/RiskBadge";

const SHOWN = 5;

/** Keeps analysed contracts one click away, since Recent Contracts lists only those still to analyse. */
export function AnalysedContracts({ contracts }: { contracts: ContractSummary[] }) {
  return (
    <Stack gap="xs" data-testid="analysed-contracts">
      <Divider />
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          Analysed contracts
        </Text>
        <Anchor component={Link} to="/contract-analysis" size="sm">
          <Group gap={4} wrap="nowrap">
            See all in Contract Analysis
            <IconArrowRight size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      </Group>
      {contracts.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet. Analysed contracts appear here with their overall risk.
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0}>
          {contracts.slice(0, SHOWN).map((contract) => (
            <Group
              key={contract.id}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              style={{ listStyle: "none" }}
            >
              <Anchor
                component={Link}
                to={`/contract-analysis/${contract.id}`}
                size="sm"
                truncate="end"
                style={{ minWidth: 0, flex: 1 }}
                aria-label={`View analysis of ${contract.originalName}`}
              >
                {contract.originalName}
              </Anchor>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" visibleFrom="xs" style={{ fontVariantNumeric: "tabular-nums" }}>
                  {formatDate(contract.uploadedAt)}
                </Text>
                {contract.analysis && <RiskBadge level={contract.analysis.overallRisk} size="sm" />}
                <ReanalyseButton contractId={contract.id} contractName={contract.originalName} compact />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
