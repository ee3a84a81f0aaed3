import {
  ActionIcon,
  Box,
  Button,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconBellOff, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../common/format";
import {
  type Notification,
  notificationsQuery,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from "../api/notifications";

const urgencyColour = (urgency: string) =>
  urgency === "urgent" ? "red" : urgency === "normal" ? "yellow" : "blue";

export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { data, isLoading, isError, refetch } = useQuery(notificationsQuery(true));
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;

  return (
    <Box w="20rem" maw="calc(100vw - 2rem)">
      <Group justify="space-between" px="sm" py="xs">
        <Text fw={700} component="h2" size="md">
          Notifications
        </Text>
        <ActionIcon variant="subtle" color="gray" aria-label="Close notifications" onClick={onClose}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
      <ScrollArea.Autosize mah="20rem">
        {isLoading ? (
          <Group justify="center" p="md" gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Loading notifications
            </Text>
          </Group>
        ) : isError ? (
          <Stack align="center" p="md" gap="xs">
            <Text size="sm">Could not load notifications.</Text>
            <Button size="xs" variant="light" onClick={() => refetch()}>
              Retry
            </Button>
          </Stack>
        ) : !data || data.notifications.length === 0 ? (
          <Stack align="center" p="lg" gap={4}>
            <IconBellOff size={28} aria-hidden />
            <Text size="sm" fw={600}>
              No notifications yet
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              You'll see contract alerts and updates here
            </Text>
          </Stack>
        ) : (
          <Stack gap={0}>
            {data.notifications.map((item) => (
              <NotificationItem key={item.id} item={item} onRead={(id) => markRead.mutate(id)} />
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
      <Box p="xs">
        <Button
          fullWidth
          variant="light"
          size="xs"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {markAll.isPending ? "Marking all as read..." : "Mark all as read"}
        </Button>
      </Box>
    </Box>
  );
}

function NotificationItem({ item, onRead }: { item: Notification; onRead: (id: string) => void }) {
  const colour = urgencyColour(item.urgency);
  return (
    <UnstyledButton
      onClick={() => !item.isRead && onRead(item.id)}
      disabled={item.isRead}
      aria-label={`${item.isRead ? "" : "Unread: "}${item.title}`}
      px="sm"
      py="xs"
      style={{
        opacity: item.isRead ? 0.6 : 1,
        cursor: item.isRead ? "default" : "pointer",
        borderLeft: `3px solid var(--mantine-color-${colour}-6)`,
        borderBottom: "1px solid var(--mantine-color-gray-2)",
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box
          mt={6}
          w={8}
          h={8}
          style={{
            borderRadius: 8,
            flexShrink: 0,
            background: item.isRead ? "transparent" : `var(--mantine-color-${colour}-6)`,
          }}
          aria-hidden
        />
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {item.title}
          </Text>
          <Text size="xs" lineClamp={2}>
            {item.message}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(item.createdAt)}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
