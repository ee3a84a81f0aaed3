import { describe, expect, it } from "vitest";
import { daysUntil, matchesRenewalFilter, noticeDeadline, renewalStatus } from "./renewal-status";

const today = new Date("2026-01-14T15:45:00Z");

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
    ["2026-01-14", "expired", 0, "Expired"],
    ["2026-01-15", "urgent", 1, "Urgent"],
    ["2026-02-13", "urgent", 30, "Urgent"],
    ["2026-02-14", "upcoming", 31, "Upcoming"],
    ["2026-04-14", "upcoming", 90, "Upcoming"],
    ["2026-04-15", "active", 91, "Active"],
  ])("%s → %s (%i days)", (date, status, daysLeft, label) => {
    const result = renewalStatus(date, today);
    expect(result.status).toBe(status);
    expect(result.daysLeft).toBe(daysLeft);
    expect(result.label).toBe(label);
  });

  it("explains each badge", () => {
    expect(renewalStatus("2026-01-10", today)).toEqual({
      status: "expired",
      daysLeft: -4,
      label: "Expired",
      detail: "Needs attention",
      color: "orange",
    });
    expect(renewalStatus("2026-01-15", today)).toMatchObject({ detail: "1 day left", color: "red" });
    expect(renewalStatus("2026-03-01", today)).toMatchObject({ detail: "46 days left", color: "yellow" });
    expect(renewalStatus("2027-01-01", today)).toMatchObject({ detail: "352 days left", color: "green" });
  });

  it("shows no badge without a date", () => {
    expect(renewalStatus(null, today)).toEqual({
      status: null,
      daysLeft: null,
      label: null,
      detail: null,
      color: null,
    });
    expect(renewalStatus("31/12/2026", today).status).toBeNull();
  });
});

describe("matchesRenewalFilter", () => {
  it("filters by status", () => {
    expect(matchesRenewalFilter("all", null, today)).toBe(true);
    expect(matchesRenewalFilter("urgent", "2026-01-20", today)).toBe(true);
    expect(matchesRenewalFilter("upcoming", "2026-01-20", today)).toBe(false);
    expect(matchesRenewalFilter("active", null, today)).toBe(false);
  });
});

describe("noticeDeadline", () => {
  it("subtracts the notice period for an auto-renewing contract", () => {
    expect(noticeDeadline("2026-06-30", 90, true)).toEqual({
      date: "2026-04-01",
      reason:
        "The contract renews automatically on 30/06/2026. To stop it, give 90 days' notice by 01/04/2026.",
    });
  });

  it("reads the renewal date as a calendar date", () => {
    expect(noticeDeadline("2026-03-01T00:00:00.000Z", 1, true)).toEqual({
      date: "2026-02-28",
      reason:
        "The contract renews automatically on 01/03/2026. To stop it, give 1 day's notice by 28/02/2026.",
    });
  });

  it("uses the renewal date when there is no notice period", () => {
    expect(noticeDeadline("2026-06-30", 0, true)).toEqual({
      date: "2026-06-30",
      reason:
        "The contract renews automatically on 30/06/2026. No notice period is recorded, so act before that date.",
    });
    expect(noticeDeadline("2026-06-30", null, true).date).toBe("2026-06-30");
  });

  it("uses the renewal date when the contract does not renew automatically", () => {
    expect(noticeDeadline("2026-06-30", 90, false)).toEqual({
      date: "2026-06-30",
      reason: "The contract does not renew automatically. Decide whether to renew before 30/06/2026.",
    });
  });

  it("has no date without a renewal date", () => {
    expect(noticeDeadline(null, 30, true)).toEqual({
      date: null,
      reason: "No renewal date is recorded for this contract.",
    });
  });
});
