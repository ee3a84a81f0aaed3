import { Text } from "@mantine/core";
import { formatDate } from "../../../common/format";
import { DEFAULT_REMINDER_DAYS } from "../../../common/portfolio";
import { reminderTarget } from "../../../common/reminder-plan";
import type { RenewalTerms } from "../../../common/renewal-rule";
import { renewalSummary } from "../../../common/renewal-status";

type Props = { terms: RenewalTerms; today: Date; remindersOn?: boolean };

/**
 * What the dates entered mean today, before saving: "Renews 31/01/2027 (auto-renews yearly). Reminders
 * 90, 30 and 7 days before the notice deadline, 02/11/2026."
 */
export function RenewalPreview({ terms, today, remindersOn = true }: Props) {
  const summary = renewalSummary(terms, today);
  if (summary === "Not recorded") {
    return (
      <Text size="sm" c="dimmed" data-testid="renewal-preview">
        Add an end or renewal date so the renewal can be tracked and reminders sent.
      </Text>
    );
  }
  const target = reminderTarget(terms, today);
  const days = DEFAULT_REMINDER_DAYS.join(", ").replace(/, (\d+)$/, " and $1");
  const reminders = !remindersOn
    ? " Reminders are off for this contract."
    : target
      ? ` Reminders ${days} days before the ${target.kind}, ${formatDate(target.date)}.`
      : "";
  return (
    <Text size="sm" role="status" data-testid="renewal-preview">
      {summary}.{reminders}
    </Text>
  );
}
