import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Switch, Text, Textarea } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconCalendarEvent, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { formatDate } from "../../../common/format";
import { type ExecutedContract, REMINDER_DAY_CHOICES } from "../../../common/portfolio";
import { type ReminderState, useDeleteReminders, useSaveReminders } from "../../api/portfolio";
import { reminderDay, reminderTarget } from "./reminder-plan";

type Props = { contract: ExecutedContract; today: Date; settings: ReminderState; onClose: () => void };

/** Starts from the saved settings, or the defaults (90, 30, 7) when none are set. */
export function ReminderForm({ contract, today, settings, onClose }: Props) {
  const [days, setDays] = useState<string[]>(
    (settings.isSet ? settings.reminderDays : settings.defaultReminderDays).map(String),
  );
  const [emailAlerts, setEmailAlerts] = useState(settings.emailAlerts);
  const [dashboardAlerts, setDashboardAlerts] = useState(settings.dashboardAlerts);
  const [customMessage, setCustomMessage] = useState(settings.customMessage);
  const save = useSaveReminders();
  const remove = useDeleteReminders();
  const target = reminderTarget(contract);

  const handleSave = () =>
    save.mutate(
      {
        contractId: contract.id,
        reminderDays: days.map(Number),
        emailAlerts,
        dashboardAlerts,
        customMessage,
      },
      {
        onSuccess: () => {
          notifications.show({ title: "Reminders saved", message: contract.contractTitle, color: "teal" });
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

  const handleDelete = () =>
    modals.openConfirmModal({
      title: `Delete the reminders for ‘${contract.contractTitle}’?`,
      children: (
        <Text size="sm">No more reminders will be sent for this contract until you set them again.</Text>
      ),
      labels: { confirm: "Delete reminders", cancel: "Keep them" },
      confirmProps: { color: "red", "data-testid": "reminders-delete-confirm" } as Record<string, unknown>,
      onConfirm: () =>
        remove.mutate(contract.id, {
          onSuccess: () => {
            notifications.show({
              title: "Reminders deleted",
              message: contract.contractTitle,
              color: "teal",
            });
            onClose();
          },
          onError: (error) =>
            notifications.show({
              title: "Error deleting reminders",
              message: error.message || "Please try again.",
              color: "red",
            }),
        }),
    });

  return (
    <Stack gap="md">
      <Alert
        color={target.date ? "blue" : "yellow"}
        icon={target.date ? <IconCalendarEvent aria-hidden /> : <IconInfoCircle aria-hidden />}
        title={
          target.date
            ? `Reminders count back from the ${target.kind}: ${formatDate(target.date)}`
            : "No renewal date recorded"
        }
        styles={{ title: { color: "var(--mantine-color-text)" } }}
        data-testid="reminder-target"
      >
        {target.date ? target.reason : "Add a renewal date (Edit) so reminders know when to arrive."}
      </Alert>

      <Checkbox.Group
        label="Remind me"
        description="Days before the date above. A reminder whose day has already come arrives straight away."
        value={days}
        onChange={setDays}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {REMINDER_DAY_CHOICES.map((choice) => {
            const when = reminderDay(target, choice, today);
            return (
              <Checkbox
                key={choice}
                value={String(choice)}
                label={`${choice} ${choice === 1 ? "day" : "days"} before`}
                description={when ? `${when.date}${when.isDue ? " (already due)" : ""}` : undefined}
                data-testid={`reminder-day-${choice}`}
              />
            );
          })}
        </SimpleGrid>
      </Checkbox.Group>

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

      {days.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          Choose at least one day to save reminders.
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        {settings.isSet ? (
          <Button
            variant="subtle"
            color="red.8"
            onClick={handleDelete}
            loading={remove.isPending}
            data-testid="reminders-delete"
          >
            Delete reminders
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={handleSave}
            disabled={days.length === 0}
            loading={save.isPending}
            data-testid="reminders-save"
          >
            {settings.isSet ? "Update reminders" : "Save reminders"}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
