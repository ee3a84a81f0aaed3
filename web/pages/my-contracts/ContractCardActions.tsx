import { ActionIcon, Button, Group, Menu } from "@mantine/core";
import {
  IconBell,
  IconBellCheck,
  IconDots,
  IconDownload,
  IconEye,
  IconMessages,
  IconPencil,
  IconReportMoney,
  IconTrash,
} from "@tabler/icons-react";
import type { ExecutedContract } from "../../../common/portfolio";
import type { ContractActionHandlers } from "./contract-actions";

type Props = ContractActionHandlers & {
  contract: ExecutedContract;
  hasReminders: boolean;
  isDeleting: boolean;
  isDownloading: boolean;
};

export function ContractCardActions({
  contract,
  hasReminders,
  isDeleting,
  isDownloading,
  onOpen,
  onDownload,
  onDelete,
}: Props) {
  const name = contract.contractTitle;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        onClick={() => onOpen("details", contract)}
        aria-label={`Details of ${name}`}
        data-testid="contract-details"
      >
        Details
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => onOpen("edit", contract)}
        aria-label={`Edit ${name}`}
        data-testid="contract-edit"
      >
        Edit
      </Button>
      <Button
        size="compact-sm"
        variant={hasReminders ? "filled" : "light"}
        leftSection={
          hasReminders ? <IconBellCheck size={14} aria-hidden /> : <IconBell size={14} aria-hidden />
        }
        onClick={() => onOpen("reminders", contract)}
        aria-label={`${hasReminders ? "Reminders set" : "Set reminders"} for ${name}`}
        data-testid="contract-reminders"
        data-reminders-set={hasReminders}
      >
        {hasReminders ? "Reminders set" : "Reminders"}
      </Button>
      {contract.filePath && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => onDownload(contract)}
          loading={isDownloading}
          aria-label={`Download the file of ${name}`}
          data-testid="contract-download"
        >
          Download
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size={26}
            aria-label={`More actions for ${name}`}
            loading={isDeleting}
            data-testid="contract-more"
          >
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconMessages size={16} aria-hidden />}
            onClick={() => onOpen("negotiation", contract)}
            data-testid="contract-negotiation"
          >
            Negotiation assistant
          </Menu.Item>
          <Menu.Item
            leftSection={<IconReportMoney size={16} aria-hidden />}
            onClick={() => onOpen("budget", contract)}
            data-testid="contract-budget"
          >
            Budget planning
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red.8"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(contract)}
            data-testid="contract-delete"
          >
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
