import { Button, Group, List, Modal, Radio, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconFileCertificate, IconFilePencil } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";

type UploadType = "draft" | "executed";

const OPTIONS: {
  value: UploadType;
  title: string;
  description: string;
  formats: string;
  benefits: string[];
  to: string;
  icon: typeof IconFilePencil;
}[] = [
  {
    value: "draft",
    title: "New contract for analysis",
    description: "A draft you are reviewing before signing, to check the risks and ask for changes.",
    formats: "Word (.docx) only",
    benefits: ["Clause-by-clause risk analysis", "Redlined output", "Vendor negotiation emails"],
    to: "/contract-analysis?autoUpload=true",
    icon: IconFilePencil,
  },
  {
    value: "executed",
    title: "Fully executed contract",
    description: "A signed contract to keep in your portfolio and track until renewal.",
    formats: "PDF or Word (.docx)",
    benefits: ["Lifecycle tracking", "Renewal notifications", "Portfolio analytics"],
    to: "/my-contracts?autoUpload=true",
    icon: IconFileCertificate,
  },
];

export interface UploadTypeChooserProps {
  opened: boolean;
  onClose: () => void;
}

/** The 'Upload Contract' chooser (spec 01 §2.7): draft for analysis, or signed contract for the portfolio. */
export function UploadTypeChooser({ opened, onClose }: UploadTypeChooserProps) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<UploadType | null>(null);
  const idPrefix = useId();

  const handleClose = () => {
    setChoice(null);
    onClose();
  };

  const handleContinue = () => {
    const option = OPTIONS.find((o) => o.value === choice);
    if (!option) return;
    handleClose();
    navigate(option.to);
  };

  return (
    <Modal opened={opened} onClose={handleClose} title="Upload Contract" size="lg" centered>
      <Stack gap="md">
        <Radio.Group
          value={choice}
          onChange={(value) => setChoice(value as UploadType)}
          label="What kind of contract are you uploading?"
          description="Choose one to continue."
        >
          <Stack gap="sm" mt="xs">
            {OPTIONS.map((option) => (
              <Radio.Card
                key={option.value}
                value={option.value}
                p="md"
                radius="md"
                data-testid={`upload-type-${option.value}`}
                aria-labelledby={`${idPrefix}-${option.value}-title`}
                aria-describedby={`${idPrefix}-${option.value}-details ${idPrefix}-${option.value}-formats`}
              >
                <Group wrap="nowrap" align="flex-start" gap="md">
                  <Radio.Indicator mt={4} />
                  <ThemeIcon variant="light" size="lg" aria-hidden="true" visibleFrom="xs">
                    <option.icon size={20} />
                  </ThemeIcon>
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} id={`${idPrefix}-${option.value}-title`}>
                      {option.title}
                    </Text>
                    <Text size="sm" c="dimmed" id={`${idPrefix}-${option.value}-details`}>
                      {option.description}
                    </Text>
                    <Text size="sm" id={`${idPrefix}-${option.value}-formats`}>
                      <Text span fw={500}>
                        Accepted:
                      </Text>{" "}
                      {option.formats}
                    </Text>
                    <List
                      size="sm"
                      spacing={2}
                      icon={<IconCheck size={14} aria-hidden="true" color="var(--mantine-color-teal-7)" />}
                    >
                      {option.benefits.map((benefit) => (
                        <List.Item key={benefit}>{benefit}</List.Item>
                      ))}
                    </List>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose}>
            Cancel
          </Button>
          <Button disabled={!choice} onClick={handleContinue} data-testid="upload-type-continue">
            {choice ? "Continue" : "Select contract type first"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
