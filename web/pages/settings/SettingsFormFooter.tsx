import { Button, Group, Stack, Text } from "@mantine/core";
import { IconDeviceFloppy, IconRestore } from "@tabler/icons-react";

type Props = {
  /** the form's values are already the defaults */
  isDefault: boolean;
  isDirty: boolean;
  isSaving: boolean;
  onReset: () => void;
  saveTestId: string;
};

/** Reset and Save for a settings form, and when its settings take effect. */
export function SettingsFormFooter({ isDefault, isDirty, isSaving, onReset, saveTestId }: Props) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconRestore size={16} aria-hidden="true" />}
          onClick={onReset}
          disabled={isDefault || isSaving}
        >
          Reset to defaults
        </Button>
        <Button
          type="submit"
          loading={isSaving}
          leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
          data-testid={saveTestId}
        >
          Save settings
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {isDirty
          ? "You have unsaved changes. Settings apply to your next analysis; re-analyse a contract to apply them to it."
          : "Settings apply to your next analysis; re-analyse a contract to apply them to it."}
      </Text>
    </Stack>
  );
}
