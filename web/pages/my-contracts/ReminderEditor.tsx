import { Modal, Skeleton, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { ExecutedContract } from "../../../common/portfolio";
import { reminderSettingsQuery } from "../../api/portfolio";
import { ReminderForm } from "./ReminderForm";

type Props = { contract: ExecutedContract; today: Date; onClose: () => void };

export function ReminderEditor({ contract, today, onClose }: Props) {
  const isMobile = useMediaQuery("(max-width: 48em)");
  const settings = useQuery(reminderSettingsQuery(contract.id));
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Renewal reminders: ${contract.contractTitle}`}
      size="lg"
      fullScreen={isMobile}
      data-testid="reminder-editor"
    >
      {settings.data ? (
        <ReminderForm contract={contract} today={today} settings={settings.data} onClose={onClose} />
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label="Loading reminder settings">
          <Skeleton h={60} />
          <Skeleton h={120} />
          <Skeleton h={40} />
        </Stack>
      )}
    </Modal>
  );
}
