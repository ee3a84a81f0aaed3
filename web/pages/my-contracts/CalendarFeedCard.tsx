import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconCalendarShare, IconCheck, IconCopy, IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { calendarFeedQuery, useResetCalendarFeed } from "../../api/portfolio";

/** The iCalendar address: every renewal and notice deadline as an event in Outlook or Google Calendar. */
export function CalendarFeedCard() {
  const feed = useQuery(calendarFeedQuery());
  const reset = useResetCalendarFeed();

  const handleReset = () =>
    modals.openConfirmModal({
      title: "Reset the calendar address?",
      children: (
        <Text size="sm">
          The old address stops working at once. Any calendar subscribed to it stops updating until you
          subscribe to the new address.
        </Text>
      ),
      labels: { confirm: "Reset address", cancel: "Keep the current one" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        reset.mutate(undefined, {
          onSuccess: () =>
            notifications.show({
              title: "Calendar address reset",
              message: "Subscribe to the new address in your calendar.",
              color: "teal",
            }),
          onError: (error) =>
            notifications.show({
              title: "Could not reset the address",
              message: error.message || "Please try again.",
              color: "red",
            }),
        }),
    });

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="calendar-feed-card">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarShare size={22} aria-hidden />
          <Title order={2} size="h4">
            Renewals in your calendar
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          In Outlook choose Add calendar → Subscribe from web; in Google Calendar choose Other calendars →
          From URL. Paste this address and every renewal and notice deadline appears as an event.
        </Text>
        {feed.isPending ? (
          <Skeleton h={36} aria-label="Loading the calendar address" />
        ) : feed.isError ? (
          <Alert color="red" title="We couldn't load your calendar address">
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => feed.refetch()}
            >
              Retry
            </Button>
          </Alert>
        ) : (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label="Calendar address"
              value={feed.data.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: "1 1 260px", minWidth: 0 }}
              data-testid="calendar-feed-url"
            />
            <Group gap="xs" wrap="nowrap">
              <CopyButton value={feed.data.url} timeout={2000}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    color={copied ? "teal" : undefined}
                    leftSection={
                      copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                    }
                    onClick={copy}
                    data-testid="calendar-feed-copy"
                  >
                    {copied ? "Copied" : "Copy"}
                  </Button>
                )}
              </CopyButton>
              <Button
                variant="subtle"
                color="red.8"
                onClick={handleReset}
                loading={reset.isPending}
                data-testid="calendar-feed-reset"
              >
                Reset address
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
