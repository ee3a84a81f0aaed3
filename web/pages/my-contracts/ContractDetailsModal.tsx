import { Alert, Button, Divider, Group, List, Modal, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCalendarEvent, IconDownload } from "@tabler/icons-react";
import { formatDate } from "../../../common/format";
import type { ExecutedContract } from "../../../common/portfolio";
import { daysUntil, renewalStatus } from "../../../common/renewal-status";
import { RiskBadge } from "../../components/RiskBadge";
import { contractFacts } from "./details-facts";
import { FactList } from "./FactList";
import { healthContribution, riskReason } from "./health-contribution";
import { RenewalBadge } from "./RenewalBadge";
import { reminderTarget } from "./reminder-plan";

type Props = {
  contract: ExecutedContract;
  today: Date;
  onClose: () => void;
  onDownload: (contract: ExecutedContract) => void;
};

const orNone = (value: string | null | undefined) => (value?.trim() ? value : "Not recorded");

export function ContractDetailsModal({ contract, today, onClose, onDownload }: Props) {
  const isMobile = useMediaQuery("(max-width: 48em)");
  const status = renewalStatus(contract, today);
  const target = reminderTarget(contract, today);
  const deductions = healthContribution(contract, today);
  const ratedBecause = riskReason(contract);
  const deadlineDays = daysUntil(target.date, today);
  const isDeadlinePassed = deadlineDays !== null && deadlineDays < 0;

  return (
    <Modal
      opened
      onClose={onClose}
      title={contract.contractTitle}
      size="xl"
      fullScreen={isMobile}
      data-testid="contract-details-modal"
    >
      <Stack gap="lg">
        <Group gap="xs">
          <RenewalBadge status={status} />
          <RiskBadge level={contract.overallRisk} />
        </Group>
        {ratedBecause && (
          <Text size="sm" data-testid="details-risk-reason">
            {ratedBecause} Rated by the rules engine when the contract was added.
          </Text>
        )}

        <FactList facts={contractFacts(contract, today)} />

        <Divider />
        <Stack gap="xs">
          <Title order={3} size="h5">
            Key terms
          </Title>
          <FactList
            facts={[
              {
                label: "Payment terms",
                value: orNone(contract.paymentTerms ?? contract.keyTerms?.paymentTerms),
              },
              { label: "Governing law", value: orNone(contract.keyTerms?.jurisdiction) },
            ]}
          />
          {contract.description.trim() && (
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {contract.description}
            </Text>
          )}
        </Stack>

        <Alert
          color={target.date ? "blue" : "gray"}
          icon={<IconCalendarEvent aria-hidden />}
          title={
            target.date
              ? `${target.kind === "notice deadline" ? "Notice deadline" : contract.isAutoRenewal ? "Renewal date" : "End date"}: ${formatDate(target.date)}${isDeadlinePassed ? " (passed)" : ""}`
              : "No notice deadline"
          }
          data-testid="details-notice-deadline"
        >
          {target.reason}
        </Alert>

        <Stack gap={4}>
          <Title order={3} size="h5">
            Effect on the portfolio health score
          </Title>
          {deductions.length === 0 ? (
            <Text size="sm">This contract takes no points off the score.</Text>
          ) : (
            <List size="sm" spacing={2}>
              {deductions.map((item) => (
                <List.Item key={item.reason}>
                  {item.reason}: −{item.points} points
                </List.Item>
              ))}
              <List.Item fw={600}>
                In total −{deductions.reduce((sum, item) => sum + item.points, 0)} points of the 100
              </List.Item>
            </List>
          )}
        </Stack>

        <Group justify="space-between" gap="sm">
          {contract.filePath ? (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => onDownload(contract)}
            >
              Download file
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              No file is stored for this contract.
            </Text>
          )}
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
