import { Alert, Badge, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconFileText, IconInfoCircle } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import type { ExecutedContract } from "../../../common/portfolio";
import { documentFileName } from "./document-name";
import { GeneratedDocument } from "./GeneratedDocument";
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
  const [brief, setBrief] = useState<string | null>(null);

  const handleGenerate = () => {
    setBrief(negotiationBrief(contract, today));
    notifications.show({
      title: "Documents Generated",
      message: "Your negotiation brief is ready to copy or download.",
      color: "teal",
    });
  };

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
        {brief ? (
          <GeneratedDocument
            label="Negotiation brief"
            text={brief}
            fileName={documentFileName("negotiation-brief", contract.contractTitle, today)}
            testId="negotiation-brief"
          />
        ) : (
          <Group justify="flex-end">
            <Button
              leftSection={<IconFileText size={16} aria-hidden />}
              onClick={handleGenerate}
              data-testid="generate-negotiation-brief"
            >
              Generate negotiation brief
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
