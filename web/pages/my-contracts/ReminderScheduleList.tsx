import { List, Stack, Text, Title } from "@mantine/core";
import { formatDate } from "../../../common/format";
import type { ReminderSchedule } from "../../../common/reminder-plan";
import { channelWords } from "./reminder-words";

type Props = { schedule: ReminderSchedule; email: boolean; dashboard: boolean };

/** "What will be sent": every reminder still to go, with its day, and what happens after the target. */
export function ReminderScheduleList({ schedule, email, dashboard }: Props) {
  const { target } = schedule;
  if (!target) return null;
  const upcoming = schedule.entries.filter((e) => e.state === "today" || e.state === "scheduled");
  const channel = channelWords(email, dashboard);
  return (
    <Stack gap={4} data-testid="reminder-schedule">
      <Title order={3} size="h6">
        What will be sent
      </Title>
      {upcoming.length === 0 ? (
        <Text size="sm">Nothing more for {formatDate(target.date)}.</Text>
      ) : (
        <List size="sm" spacing={2}>
          {upcoming.map((entry) => (
            <List.Item key={entry.reminderDay} data-testid="reminder-schedule-item">
              {entry.state === "today" ? "Today" : formatDate(entry.sendOn)}: {channel}, {entry.reminderDay}{" "}
              {entry.reminderDay === 1 ? "day" : "days"} before the {target.kind} ({formatDate(target.date)})
            </List.Item>
          ))}
        </List>
      )}
      {schedule.afterwards && (
        <Text size="sm" c="dimmed">
          {schedule.afterwards}
        </Text>
      )}
    </Stack>
  );
}
