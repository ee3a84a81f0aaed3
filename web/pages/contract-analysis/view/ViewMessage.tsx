import { Center, CloseButton, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  title: string;
  heading: string;
  message?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  testId: string;
};

/** The view's loading, error and not-yet-analysed states: a header with Close, and one message. */
export function ViewMessage({ title, heading, message, icon, actions, onClose, testId }: Props) {
  return (
    <>
      <Group
        justify="space-between"
        px="md"
        py="sm"
        wrap="nowrap"
        style={{ borderBottom: "1px solid var(--mantine-color-default-border)", flex: "none" }}
      >
        <Modal.Title fw={700} fz="lg" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Modal.Title>
        <CloseButton size="lg" aria-label="Close analysis" onClick={onClose} data-testid="close-analysis" />
      </Group>
      <Center p="xl" style={{ flex: 1 }} data-testid={testId}>
        <Stack align="center" gap="sm" maw={480} ta="center">
          {icon && (
            <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden="true">
              {icon}
            </ThemeIcon>
          )}
          <Text fw={600} size="lg" role="status">
            {heading}
          </Text>
          {message && (
            <Text size="sm" c="dimmed">
              {message}
            </Text>
          )}
          {actions}
        </Stack>
      </Center>
    </>
  );
}
