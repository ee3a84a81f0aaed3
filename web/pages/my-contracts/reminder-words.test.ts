import { describe, expect, it } from "vitest";
import { reminderSchedule } from "../../../common/reminder-plan";
import type { RenewalTerms } from "../../../common/renewal-rule";
import { scheduleEntryText } from "./reminder-words";

// An order form added on 29/11/2026 that renews on 19/01/2027 on 60 days' notice: the notice deadline
// (20/11/2026) has passed, so reminders count back from the renewal. Its 90-day day, 21/10/2026, came
// before the contract was added; the reminder already due went out when it was saved, on 29/11/2026.
const today = new Date("2026-11-29T19:10:00Z");
const orderForm = (createdAt: string): RenewalTerms => ({
  startDate: "2026-01-20",
  endDate: "2027-01-19",
  renewalDate: null,
  isAutoRenewal: true,
  renewalNoticeDays: 60,
  renewalPeriodMonths: 12,
  createdAt,
});

function texts(createdAt: string, sentAt: string) {
  const schedule = reminderSchedule(orderForm(createdAt), [90, 30, 7], today, [
    { reminderDay: 90, targetDate: "2027-01-19", sentAt },
  ]);
  expect(schedule.target).toMatchObject({ date: "2027-01-19", kind: "renewal date" });
  return Object.fromEntries(
    schedule.entries.map((entry) => [entry.reminderDay, scheduleEntryText(entry, schedule.entries)]),
  );
}

describe("a sent reminder in the reminder editor", () => {
  it("says it went on the day the contract was added, not on a day before the contract existed", () => {
    const words = texts("2026-11-29T19:05:00.000Z", "2026-11-29T19:06:00.000Z");
    expect(words[90]).toBe("Sent on 29/11/2026, when the contract was added");
    expect(words[90]).not.toContain("21/10/2026");
    expect(words[30]).toBe("On 20/12/2026");
    expect(words[7]).toBe("On 12/01/2027");
  });

  it("gives the day a reminder went, and its due day when it went late", () => {
    expect(texts("2026-02-01T10:00:00.000Z", "2026-10-21T06:00:00.000Z")[90]).toBe("Sent on 21/10/2026");
    expect(texts("2026-02-01T10:00:00.000Z", "2026-10-25T06:00:00.000Z")[90]).toBe(
      "Sent on 25/10/2026 (due 21/10/2026)",
    );
  });
});
