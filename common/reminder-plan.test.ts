import { describe, expect, it } from "vitest";
import { dueReminders, reminderSchedule, reminderTarget, reminderUrgency } from "./reminder-plan";
import type { RenewalTerms } from "./renewal-rule";

const on = (iso: string) => new Date(`${iso}T09:00:00Z`);
const contract = (extra: Partial<RenewalTerms>): RenewalTerms => ({
  startDate: null,
  endDate: null,
  renewalDate: null,
  isAutoRenewal: true,
  renewalNoticeDays: null,
  ...extra,
});

describe("dueReminders", () => {
  const autoRenewing = contract({ renewalDate: "2026-12-31", renewalNoticeDays: 90 });

  it("counts back from the last day to give notice when the contract auto-renews", () => {
    // notice deadline = 31/12/2026 - 90 days = 02/10/2026
    expect(dueReminders(autoRenewing, [30], on("2026-09-01"))).toEqual([]);
    expect(dueReminders(autoRenewing, [30], on("2026-09-02"))).toEqual([
      {
        reminderDay: 30,
        targetDate: "2026-10-02",
        renewalDate: "2026-12-31",
        daysLeft: 30,
        kind: "notice deadline",
        aboutNoticeDeadline: true,
        passedNotice: null,
        superseded: false,
      },
    ]);
  });

  it("counts back from the renewal date when there is no notice period", () => {
    const noNotice = contract({ renewalDate: "2026-12-31" });
    expect(dueReminders(noNotice, [7], on("2026-12-24"))[0]).toMatchObject({
      targetDate: "2026-12-31",
      aboutNoticeDeadline: false,
    });
  });

  it("counts back from the end date of a contract that does not renew, and stops once it has ended", () => {
    const fixed = contract({ isAutoRenewal: false, endDate: "2026-12-31", renewalNoticeDays: 90 });
    expect(dueReminders(fixed, [7], on("2026-12-24"))[0]).toMatchObject({
      targetDate: "2026-12-31",
      aboutNoticeDeadline: false,
    });
    expect(dueReminders(fixed, [90, 30, 7], on("2027-01-01"))).toEqual([]);
  });

  it("sends only the most urgent when several days are reached at once", () => {
    const due = dueReminders(autoRenewing, [90, 30, 7], on("2026-09-28"));
    expect(due.map((d) => [d.reminderDay, d.superseded])).toEqual([
      [7, false],
      [30, true],
      [90, true],
    ]);
    expect(dueReminders({ ...autoRenewing, renewalDate: null }, [90], on("2026-09-28"))).toEqual([]);
  });

  it("moves to the renewal date once the notice deadline has passed, instead of dropping the reminders", () => {
    // notice by 02/11/2026 for a renewal on 31/01/2027; on 23/11/2026 the renewal is 69 days away
    const late = contract({ renewalDate: "2027-01-31", renewalNoticeDays: 90 });
    const due = dueReminders(late, [90, 30, 7], on("2026-11-23"));
    expect(due).toEqual([
      {
        reminderDay: 90,
        targetDate: "2027-01-31",
        renewalDate: "2027-01-31",
        daysLeft: 69,
        kind: "renewal date",
        aboutNoticeDeadline: false,
        passedNotice: {
          deadline: "2026-11-02",
          renews: "2027-01-31",
          next: { deadline: "2027-11-02", renews: "2028-01-31" },
        },
        superseded: false,
      },
    ]);
    expect(dueReminders(late, [90, 30, 7], on("2027-01-01"))[0]).toMatchObject({
      reminderDay: 30,
      targetDate: "2027-01-31",
    });
  });

  it("moves to the next term's notice deadline once the renewal has happened", () => {
    const yearly = contract({ renewalDate: "2027-01-31", renewalNoticeDays: 90 });
    expect(reminderTarget(yearly, on("2027-02-01"))).toEqual({
      date: "2027-11-02",
      kind: "notice deadline",
      renewalDate: "2028-01-31",
      noticePassed: false,
      passedNotice: null,
    });
    expect(dueReminders(yearly, [90], on("2027-08-04"))[0]).toMatchObject({
      targetDate: "2027-11-02",
      renewalDate: "2028-01-31",
      daysLeft: 90,
      aboutNoticeDeadline: true,
    });
  });

  it("names the passed deadline when the next term's deadline comes before this term's renewal", () => {
    // renews monthly on the last day with 45 days' notice: on 10/01/2027 the deadline for the
    // 31/01/2027 renewal (17/12/2026) has passed and the one for 28/02/2027 (14/01/2027) comes first
    const monthly = contract({
      startDate: "2026-11-01",
      endDate: "2026-11-30",
      renewalPeriodMonths: 1,
      renewalNoticeDays: 45,
    });
    expect(reminderTarget(monthly, on("2027-01-10"))).toMatchObject({
      date: "2027-01-14",
      kind: "notice deadline",
      renewalDate: "2027-02-28",
      passedNotice: { deadline: "2026-12-17", renews: "2027-01-31" },
    });
  });

  it("reminds about a contract that started in 2020 and renews yearly", () => {
    const running = contract({ startDate: "2020-02-01", endDate: "2021-01-31", renewalNoticeDays: 30 });
    expect(dueReminders(running, [30], on("2026-12-02"))[0]).toMatchObject({
      targetDate: "2027-01-01",
      renewalDate: "2027-01-31",
      aboutNoticeDeadline: true,
    });
  });

  it("grades urgency by days left", () => {
    expect(reminderUrgency(7)).toBe("urgent");
    expect(reminderUrgency(30)).toBe("normal");
    expect(reminderUrgency(90)).toBe("info");
  });
});

describe("reminderSchedule", () => {
  const yearly = contract({ renewalDate: "2027-01-31", renewalNoticeDays: 90 });

  it("lists each chosen day with the date it is sent, and what follows", () => {
    const plan = reminderSchedule(yearly, [7, 90, 30], on("2026-06-01"));
    expect(plan.target).toMatchObject({ date: "2026-11-02", kind: "notice deadline" });
    expect(plan.entries).toEqual([
      { reminderDay: 90, sendOn: "2026-08-04", state: "scheduled" },
      { reminderDay: 30, sendOn: "2026-10-03", state: "scheduled" },
      { reminderDay: 7, sendOn: "2026-10-26", state: "scheduled" },
    ]);
    expect(plan.afterwards).toBe(
      "After 02/11/2026, the same reminders count back from the renewal date, 31/01/2027.",
    );
  });

  it("marks a day whose date has passed as sent today or covered by a more urgent one, never as promised and dropped", () => {
    const plan = reminderSchedule(yearly, [90, 30, 7], on("2026-10-10"));
    expect(plan.entries.map((e) => [e.reminderDay, e.state])).toEqual([
      [90, "covered"],
      [30, "today"],
      [7, "scheduled"],
    ]);
  });

  it("shows what was already sent for this target", () => {
    const plan = reminderSchedule(yearly, [90, 30, 7], on("2026-10-10"), [
      { reminderDay: 30, targetDate: "2026-11-02" },
      { reminderDay: 90, targetDate: "2025-11-02" },
    ]);
    expect(plan.entries.map((e) => [e.reminderDay, e.state])).toEqual([
      [90, "covered"],
      [30, "sent"],
      [7, "scheduled"],
    ]);
  });

  it("after the notice deadline, plans the reminders against the renewal date", () => {
    const plan = reminderSchedule(yearly, [90, 30, 7], on("2026-11-23"));
    expect(plan.target).toMatchObject({ date: "2027-01-31", kind: "renewal date", noticePassed: true });
    expect(plan.entries.map((e) => [e.reminderDay, e.sendOn, e.state])).toEqual([
      [90, "2026-11-02", "today"],
      [30, "2027-01-01", "scheduled"],
      [7, "2027-01-24", "scheduled"],
    ]);
    expect(plan.afterwards).toBe(
      "After 31/01/2027, the same reminders count back from the notice deadline, 02/11/2027.",
    );
  });

  it("plans nothing for an ended contract or one without dates", () => {
    const ended = contract({ isAutoRenewal: false, endDate: "2025-12-31" });
    expect(reminderSchedule(ended, [90], on("2026-01-05"))).toEqual({
      target: null,
      entries: [],
      afterwards: null,
    });
    expect(reminderSchedule(contract({}), [90], on("2026-01-05")).target).toBeNull();
  });
});
