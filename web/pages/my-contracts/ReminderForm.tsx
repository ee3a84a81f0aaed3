import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Switch, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCalendarEvent, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { type ExecutedContract, REMINDER_DAY_CHOICES } from "../../../common/portfolio";
import { reminderSchedule } from "../../../common/reminder-plan";
import { noticeDeadline } from "../../../common/renewal-status";
import { type ReminderState, useSaveReminders } from "../../api/portfolio";
import { ReminderScheduleList } from "./ReminderScheduleList";
import { scheduleEntryText, targetTitle } from "./reminder-words";

type Props = { contract: ExecutedContract; today: Date; settings: ReminderState; onClose: () => void };

/**
 * Reminders are on by default (90, 30 and 7 days). The form shows, as the choices change, exactly
 * which reminders will be sent and on which day, from the same plan the server sends by.
 */
export function ReminderForm({ contract, today, settings, onClose }: Props) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [days, setDays] = useState<string[]>(
    (settings.reminderDays.length ? settings.reminderDays : settings.defaultReminderDays).map(String),
  );
  const [emailAlerts, setEmailAlerts] = useState(settings.emailAlerts);
  const [dashboardAlerts, setDashboardAlerts] = useState(settings.dashboardAlerts);
  const [customMessage, setCustomMessage] = useState(settings.customMessage);
  const save = useSaveReminders();
  const chosen = days.map(Number);
  const schedule = reminderSchedule(contract, chosen, today, settings.sent);
  const deadline = noticeDeadline(contract, today);
  const noChannel = enabled && !emailAlerts && !dashboardAlerts;
  const cannotSave = enabled && (chosen.length === 0 || noChannel);

  const handleSave = () =>
    save.mutate(
      { contractId: contract.id, reminderDays: chosen, enabled, emailAlerts, dashboardAlerts, customMessage },
      {
        onSuccess: () => {
          notifications.show({
            title: enabled ? "Reminders saved" : "Reminders switched off",
            message: contract.contractTitle,
            color: "teal",
          });
          onClose();
        },
        onError: (error) =>
          notifications.show({
            title: "Error saving reminders",
            message: error.message || "Please try again.",
            color: "red",
          }),
      },
    );

  return (
    <Stack gap="md">
      <Switch
        label="Send renewal reminders for this contract"
        description={enabled ? "On. Switch off to stop every reminder for it." : "Off. Nothing will be sent."}
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
        data-testid="reminders-enabled"
      />

      <Alert
        color={schedule.target ? "blue" : "yellow"}
        icon={schedule.target ? <IconCalendarEvent aria-hidden /> : <IconInfoCircle aria-hidden />}
        title={targetTitle(schedule.target, deadline.date)}
        styles={{ title: { color: "var(--mantine-color-text)" } }}
        data-testid="reminder-target"
      >
        {deadline.date
          ? deadline.reason
          : "Add a renewal or end date (Edit) so reminders know when to arrive."}
      </Alert>

      {enabled && (
        <>
          <Checkbox.Group
            label="Remind me"
            description="Days before the date above."
            value={days}
            onChange={setDays}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {REMINDER_DAY_CHOICES.map((choice) => {
                const entry = schedule.entries.find((e) => e.reminderDay === choice);
                return (
                  <Checkbox
                    key={choice}
                    value={String(choice)}
                    label={`${choice} ${choice === 1 ? "day" : "days"} before`}
                    description={entry ? scheduleEntryText(entry, schedule.entries) : undefined}
                    data-testid={`reminder-day-${choice}`}
                  />
                );
              })}
            </SimpleGrid>
          </Checkbox.Group>

          <ReminderScheduleList schedule={schedule} email={emailAlerts} dashboard={dashboardAlerts} />

          <Stack gap="xs">
            <Switch
              label="Email alerts"
              description="Sent to your account's email address"
              checked={emailAlerts}
              onChange={(event) => setEmailAlerts(event.currentTarget.checked)}
              data-testid="reminders-email"
            />
            <Switch
              label="Dashboard alerts"
              description="Shown under the bell in the header"
              checked={dashboardAlerts}
              onChange={(event) => setDashboardAlerts(event.currentTarget.checked)}
              data-testid="reminders-dashboard"
            />
          </Stack>

          <Textarea
            label="Custom message"
            description="Added to every reminder, for example who should decide"
            maxLength={1000}
            autosize
            minRows={2}
            value={customMessage}
            onChange={(event) => setCustomMessage(event.currentTarget.value)}
          />
        </>
      )}

      {enabled && chosen.length === 0 && (
        <Text size="sm" c="red.8" role="status">
          Choose at least one day, or switch reminders off.
        </Text>
      )}
      {noChannel && (
        <Text size="sm" c="red.8" role="status">
          Turn on email or dashboard alerts, or switch reminders off: otherwise nothing would be sent.
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={handleSave}
          disabled={cannotSave}
          loading={save.isPending}
          data-testid="reminders-save"
        >
          Save reminders
        </Button>
      </Group>
    </Stack>
  );
}
