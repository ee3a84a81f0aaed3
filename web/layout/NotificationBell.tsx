import { ActionIcon, Indicator, Popover } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { unreadCountQuery } from "../api/notifications";
import { NotificationPanel } from "./NotificationPanel";

export function NotificationBell() {
  const [opened, { close, toggle }] = useDisclosure(false);
  const { data } = useQuery(unreadCountQuery(true));
  const unread = data?.unreadCount ?? 0;
  const label = unread > 9 ? "9+" : String(unread);

  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      position="bottom-end"
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Indicator label={label} size={18} disabled={unread === 0} color="red" offset={4}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={toggle}
            aria-label={unread ? `Notifications, ${label} unread` : "Notifications"}
            data-testid="notification-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <NotificationPanel onClose={close} />
      </Popover.Dropdown>
    </Popover>
  );
}
