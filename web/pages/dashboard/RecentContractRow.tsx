import { ActionIcon, Button, Group, Loader, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconEye, IconSparkles, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDate } from "../../../common/format";
import type { ContractSummary } from "../../api/contracts";
import { RiskBadge } from "../../components/RiskBadge";

export interface RecentContractRowProps {
  contract: ContractSummary;
  isAnalysing: boolean;
  isAnyAnalysing: boolean;
  isDeleting: boolean;
  onStartAnalysis: (contract: ContractSummary) => void;
  onDelete: (contract: ContractSummary) => void;
}

export function RecentContractRow({
  contract,
  isAnalysing,
  isAnyAnalysing,
  isDeleting,
  onStartAnalysis,
  onDelete,
}: RecentContractRowProps) {
  const isAnalysed = contract.status === "analyzed" && contract.analysis !== null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      data-testid="recent-contract"
      style={{ listStyle: "none", opacity: isDeleting ? 0.6 : 1 }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 220px" }}>
          <Text fw={600} truncate="end" title={contract.originalName}>
            {contract.originalName}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed" style={{ fontVariantNumeric: "tabular-nums" }}>
              Uploaded {formatDate(contract.uploadedAt)}
            </Text>
            {contract.analysis && <RiskBadge level={contract.analysis.overallRisk} size="sm" />}
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {isAnalysed ? (
            <Button
              component={Link}
              to={`/contract-analysis/${contract.id}`}
              size="sm"
              variant="light"
              leftSection={<IconEye size={16} aria-hidden="true" />}
            >
              View Analysis
            </Button>
          ) : (
            <Button
              size="sm"
              onClick={() => onStartAnalysis(contract)}
              disabled={isAnyAnalysing || isDeleting}
              leftSection={
                isAnalysing ? (
                  <Loader size={14} aria-hidden="true" />
                ) : (
                  <IconSparkles size={16} aria-hidden="true" />
                )
              }
              aria-live="polite"
              data-testid="start-analysis"
            >
              {isAnalysing ? "Analysing…" : "Start analysis"}
            </Button>
          )}
          <Tooltip label="Delete contract">
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={() => onDelete(contract)}
              disabled={isAnalysing || isDeleting}
              aria-label={`Delete ${contract.originalName}`}
              data-testid="delete-contract"
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
