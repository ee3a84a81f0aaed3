import { describe, expect, it } from "vitest";
import { dueReminders, reminderUrgency } from "./reminder-plan";

const on = (iso: string) => new Date(`${iso}T09:00:00Z`);

describe("dueReminders", () => {
  const autoRenewing = { renewalDate: "2026-12-31", renewalNoticeDays: 90, isAutoRenewal: true };

  it("counts back from the last day to give notice when the contract auto-renews", () => {
    // notice deadline = 31/12/2026 - 90 days = 02/10/2026
    expect(dueReminders(autoRenewing, [30], on("2026-09-01"))).toEqual([]);
    expect(dueReminders(autoRenewing, [30], on("2026-09-02"))).toEqual([
      {
        reminderDay: 30,
        targetDate: "2026-10-02",
        daysLeft: 30,
        aboutNoticeDeadline: true,
        superseded: false,
      },
    ]);
  });

  it("counts back from the renewal date when there is no notice period or no auto-renewal", () => {
    const fixed = { renewalDate: "2026-12-31", renewalNoticeDays: 90, isAutoRenewal: false };
    expect(dueReminders(fixed, [7], on("2026-12-24"))[0]).toMatchObject({
      targetDate: "2026-12-31",
      aboutNoticeDeadline: false,
    });
  });

  it("sends only the most urgent when several days are reached at once, and nothing once past", () => {
    const due = dueReminders(autoRenewing, [90, 30, 7], on("2026-09-28"));
    expect(due.map((d) => [d.reminderDay, d.superseded])).toEqual([
      [7, false],
      [30, true],
      [90, true],
    ]);
    expect(dueReminders(autoRenewing, [90, 30, 7], on("2026-10-03"))).toEqual([]);
    expect(dueReminders({ ...autoRenewing, renewalDate: null }, [90], on("2026-09-28"))).toEqual([]);
  });

  it("grades urgency by days left", () => {
    expect(reminderUrgency(7)).toBe("urgent");
    expect(reminderUrgency(30)).toBe("normal");
    expect(reminderUrgency(90)).toBe("info");
  });
});
