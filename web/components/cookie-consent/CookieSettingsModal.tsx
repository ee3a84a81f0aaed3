import { Button, Group, Modal, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import type { CookieChoices } from "../../../common/cookie-consent";

type Category = { key: keyof CookieChoices; label: string; description: string };

const OPTIONAL_CATEGORIES: Category[] = [
  {
    key: "functional",
    label: "Functional",
    description: "Remember your preferences and support a smoother checkout.",
  },
  {
    key: "analytics",
    label: "Analytics",
    description: "Help us see which pages are used, with IP addresses anonymised.",
  },
  {
    key: "marketing",
    label: "Marketing",
    description: "Tell us whether our emails are opened, so we send fewer and better ones.",
  },
];

type Props = {
  opened: boolean;
  initialChoices: CookieChoices;
  onCancel: () => void;
  onSave: (choices: CookieChoices) => void;
};

export function CookieSettingsModal({ opened, initialChoices, onCancel, onSave }: Props) {
  const [choices, setChoices] = useState<CookieChoices>(initialChoices);

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={
        <Text fw={700} size="lg" component="span">
          Cookie settings
        </Text>
      }
      centered
      size="lg"
      data-testid="cookie-settings-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          Choose which optional cookies we may use. You can change your mind at any time on the Cookie Policy
          page.
        </Text>
        <Switch
          checked
          disabled
          label="Essential"
          description="Always on: they keep you signed in, keep the site secure and remember this choice."
          data-testid="cookie-toggle-essential"
        />
        {OPTIONAL_CATEGORIES.map((category) => (
          <Switch
            key={category.key}
            checked={choices[category.key]}
            onChange={(event) => {
              const isOn = event.currentTarget.checked;
              setChoices((current) => ({ ...current, [category.key]: isOn }));
            }}
            label={category.label}
            description={category.description}
            data-testid={`cookie-toggle-${category.key}`}
          />
        ))}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel} data-testid="cookie-settings-cancel">
            Cancel
          </Button>
          <Button onClick={() => onSave(choices)} data-testid="cookie-settings-save">
            Save Settings
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
