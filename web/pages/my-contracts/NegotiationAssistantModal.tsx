import { Alert, Badge, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMemo } from "react";
import type { ExecutedContract } from "../../../common/portfolio";
import { documentFileName } from "./document-name";
import { DocumentOnRequest } from "./GeneratedDocument";
import { negotiationBrief, type TalkingPoint, talkingPoints } from "./negotiation-brief";

type Props = { contract: ExecutedContract; today: Date; onClose: () => void };

const TOPIC_LABELS: Record<TalkingPoint["topic"], string> = {
  timing: "Timing",
  notice: "Notice",
  price: "Price",
  renewal: "Renewal",
  risk: "Risk",
  payment: "Payment",
  approval: "Approval",
};

export function NegotiationAssistantModal({ contract, today, onClose }: Props) {
  const isMobile = useMediaQuery("(max-width: 48em)");
  const points = useMemo(() => talkingPoints(contract, today), [contract, today]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Negotiation assistant: ${contract.contractTitle}`}
      size="xl"
      fullScreen={isMobile}
      data-testid="negotiation-modal"
    >
      <Stack gap="md">
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          Built from this contract's own details: its renewal date, notice period, value, automatic renewal
          and risk rating. Check them in Edit if anything looks wrong.
        </Alert>
        <Stack gap={6}>
          <Text fw={600}>What to raise with {contract.vendorName}</Text>
          <List spacing="xs" size="sm" data-testid="talking-points">
            {points.map((point) => (
              <List.Item key={point.text}>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Badge size="sm" variant="light" color="dark" tt="none" miw={72} style={{ flexShrink: 0 }}>
                    {TOPIC_LABELS[point.topic]}
                  </Badge>
                  <span>{point.text}</span>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
        <DocumentOnRequest
          label="Negotiation brief"
          fileName={documentFileName("negotiation-brief", contract.contractTitle, today)}
          testId="negotiation-brief"
          write={() => negotiationBrief(contract, today)}
          buttonLabel="Generate negotiation brief"
          buttonTestId="generate-negotiation-brief"
          ready={{
            title: "Documents Generated",
            message: "Your negotiation brief is ready to copy or download.",
          }}
        />
      </Stack>
    </Modal>
  );
}
