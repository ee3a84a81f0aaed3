import { describe, expect, it } from "vitest";
import type { RenewalTerms } from "./renewal-rule";
import {
  daysUntil,
  matchesRenewalFilter,
  noticeDeadline,
  renewalStatus,
  renewalSummary,
} from "./renewal-status";

const today = new Date("2026-01-14T15:45:00Z");
/** A contract that ends (does not renew) on the given day. */
const ending = (date: string | null): RenewalTerms => ({
  startDate: null,
  endDate: date,
  renewalDate: null,
  isAutoRenewal: false,
  renewalNoticeDays: null,
});
const renewing = (renewalDate: string, notice: number | null, extra: Partial<RenewalTerms> = {}) => ({
  startDate: null,
  endDate: null,
  renewalDate,
  isAutoRenewal: true,
  renewalNoticeDays: notice,
  ...extra,
});

describe("daysUntil", () => {
  it("counts whole UTC calendar days regardless of the time of day", () => {
    expect(daysUntil("2026-01-14", today)).toBe(0);
    expect(daysUntil("2026-01-15", today)).toBe(1);
    expect(daysUntil("2026-01-15T00:00:01Z", new Date("2026-01-14T23:59:59Z"))).toBe(1);
    expect(daysUntil("2026-01-13", today)).toBe(-1);
    expect(daysUntil("2027-01-14", today)).toBe(365);
  });

  it("is not thrown by the clocks changing", () => {
    expect(daysUntil("2026-04-01", new Date("2026-03-28T12:00:00Z"))).toBe(4);
  });

  it("returns null for missing or unreadable dates", () => {
    expect(daysUntil(null, today)).toBeNull();
    expect(daysUntil("", today)).toBeNull();
    expect(daysUntil("soon", today)).toBeNull();
  });
});

describe("renewalStatus", () => {
  it.each([
    ["2026-01-13", "expired", -1, "Expired"],
    ["2026-01-14", "urgent", 0, "Urgent"],
    ["2026-01-15", "urgent", 1, "Urgent"],
    ["2026-02-13", "urgent", 30, "Urgent"],
    ["2026-02-14", "upcoming", 31, "Upcoming"],
    ["2026-04-14", "upcoming", 90, "Upcoming"],
    ["2026-04-15", "active", 91, "Active"],
  ])("a contract ending %s is %s (%i days)", (date, status, daysLeft, label) => {
    const result = renewalStatus(ending(date), today);
    expect(result.status).toBe(status);
    expect(result.daysLeft).toBe(daysLeft);
    expect(result.label).toBe(label);
  });

  it("is valid through its last day and expired only from the day after", () => {
    expect(renewalStatus(ending("2026-01-14"), today)).toMatchObject({ detail: "Ends today", color: "red" });
    expect(renewalStatus(ending("2026-01-10"), today)).toMatchObject({
      status: "expired",
      daysLeft: -4,
      label: "Expired",
      detail: "Needs attention",
      color: "orange",
    });
  });

  it("explains each badge", () => {
    expect(renewalStatus(ending("2026-01-15"), today)).toMatchObject({ detail: "1 day left", color: "red" });
    expect(renewalStatus(ending("2026-03-01"), today)).toMatchObject({
      detail: "46 days left",
      color: "yellow",
    });
    expect(renewalStatus(ending("2027-01-01"), today)).toMatchObject({
      detail: "352 days left",
      color: "green",
    });
  });

  it("never calls an auto-renewing contract expired: a renewal date years ago rolls forward", () => {
    const result = renewalStatus(renewing("2020-03-31", 30), today);
    expect(result.status).toBe("upcoming");
    expect(result.on.nextRenewal).toBe("2026-03-31");
    expect(result.daysLeft).toBe(76);
    const monthly = renewalStatus(renewing("1999-06-30", null, { renewalPeriodMonths: 1 }), today);
    expect(monthly).toMatchObject({ status: "urgent", daysLeft: 17 });
    expect(monthly.on.nextRenewal).toBe("2026-01-31");
  });

  it("shows no badge without a date", () => {
    expect(renewalStatus(ending(null), today)).toMatchObject({
      status: null,
      daysLeft: null,
      label: null,
      detail: null,
      color: null,
    });
    expect(renewalStatus(ending("31/12/2026"), today).status).toBeNull();
  });
});

describe("renewalStatus counted to the next notice deadline", () => {
  it("is urgent when the notice deadline is 3 days away, though the renewal is 64 days away", () => {
    // renews 19/03/2026 on 60 days' notice: notice by 18/01/2026
    expect(renewalStatus(renewing("2026-03-19", 60), today)).toMatchObject({
      status: "urgent",
      daysLeft: 64,
      actionDays: 4,
      detail: "Notice due in 4 days",
    });
  });

  it("counts to a later renewal's deadline once this term's has passed, and to the renewal when that comes first", () => {
    // renews monthly on the 20th on 45 days' notice: 20/01 and 20/02 can no longer be stopped; notice
    // by 05/02/2026 stops the renewal on 20/03/2026
    const monthly = renewing("2026-01-20", 45, { renewalPeriodMonths: 1 });
    expect(renewalStatus(monthly, today)).toMatchObject({
      status: "urgent",
      daysLeft: 6,
      detail: "6 days left",
    });
    const yearly = renewing("2026-12-31", 30);
    expect(renewalStatus(yearly, today)).toMatchObject({ status: "active", actionDays: 321 });
  });
});

describe("renewalSummary", () => {
  it("says what happens next in words", () => {
    expect(renewalSummary(renewing("2021-01-31", 90), new Date("2026-11-23T10:00:00Z"))).toBe(
      "Renews 31/01/2027 (auto-renews yearly)",
    );
    expect(renewalSummary(ending("2026-06-30"), today)).toBe("Ends 30/06/2026");
    expect(renewalSummary(ending("2025-12-31"), today)).toBe("Ended 31/12/2025");
    expect(renewalSummary(ending(null), today)).toBe("Not recorded");
  });
});

describe("matchesRenewalFilter", () => {
  it("keeps everything for 'all' and otherwise matches the status", () => {
    expect(matchesRenewalFilter("all", ending(null), today)).toBe(true);
    expect(matchesRenewalFilter("urgent", ending("2026-01-20"), today)).toBe(true);
    expect(matchesRenewalFilter("upcoming", ending("2026-01-20"), today)).toBe(false);
    expect(matchesRenewalFilter("active", ending(null), today)).toBe(false);
    expect(matchesRenewalFilter("expired", renewing("2019-01-01", 30), today)).toBe(false);
  });
});

describe("noticeDeadline", () => {
  const spring = new Date("2026-03-01T09:00:00Z");

  it("subtracts the notice period from the next renewal of an auto-renewing contract", () => {
    expect(noticeDeadline(renewing("2026-06-30", 90), spring)).toEqual({
      date: "2026-04-01",
      isNotice: true,
      reason:
        "The contract renews automatically (yearly) on 30/06/2026. To stop it, give 90 days' notice by 01/04/2026.",
    });
  });

  it("rolls forward to this year's renewal when the first one is long past", () => {
    expect(noticeDeadline(renewing("2021-06-30", 90), spring).date).toBe("2026-04-01");
  });

  it("says when this term's notice deadline has passed and names the next one", () => {
    const late = new Date("2026-05-01T09:00:00Z");
    expect(noticeDeadline(renewing("2026-06-30", 90), late)).toEqual({
      date: "2026-04-01",
      isNotice: true,
      reason:
        "The notice deadline for this term (01/04/2026) has passed, so the contract renews on 30/06/2026. Notice given now can first stop the renewal on 30/06/2027: give 90 days' notice by 01/04/2027.",
    });
  });

  it("uses the renewal date when there is no notice period", () => {
    expect(noticeDeadline(renewing("2026-06-30", 0), spring)).toEqual({
      date: "2026-06-30",
      isNotice: false,
      reason:
        "The contract renews automatically (yearly) on 30/06/2026. No notice period is recorded, so act before that date.",
    });
    expect(noticeDeadline(renewing("2026-06-30", null), spring).date).toBe("2026-06-30");
  });

  it("uses the end date when the contract does not renew automatically", () => {
    expect(noticeDeadline({ ...ending("2026-06-30"), renewalNoticeDays: 90 }, spring)).toEqual({
      date: "2026-06-30",
      isNotice: false,
      reason:
        "The contract does not renew automatically. It ends on 30/06/2026; decide before then whether to renew.",
    });
  });

  it("has no date without a renewal or end date", () => {
    expect(noticeDeadline(ending(null), spring)).toEqual({
      date: null,
      isNotice: false,
      reason: "No renewal or end date is recorded for this contract.",
    });
  });
});

describe("the notice deadline of a notice stated in months", () => {
  it("names the months and the calendar date", () => {
    const d = noticeDeadline(
      {
        startDate: "2027-01-05",
        endDate: "2028-01-04",
        renewalDate: "2028-01-04",
        isAutoRenewal: true,
        renewalNoticeDays: 90,
        renewalNoticeMonths: 3,
        renewalPeriodMonths: 12,
      },
      new Date("2027-06-01T09:00:00Z"),
    );
    expect(d.date).toBe("2027-10-04");
    expect(d.reason).toBe(
      "The contract renews automatically (yearly) on 04/01/2028. To stop it, give 3 months' notice by 04/10/2027.",
    );
  });
});
