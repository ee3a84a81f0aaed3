import { describe, expect, it } from "vitest";
import {
  addMonths,
  firstTermEnd,
  followingTerm,
  monthsBefore,
  type RenewalTerms,
  renewalNumber,
  renewalOn,
  renewalPeriodMonths,
} from "./renewal-rule";

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);
const terms = (extra: Partial<RenewalTerms>): RenewalTerms => ({
  startDate: null,
  endDate: null,
  renewalDate: null,
  isAutoRenewal: true,
  renewalNoticeDays: null,
  ...extra,
});

describe("addMonths", () => {
  it("keeps the day of the month, or the last day when the month is shorter", () => {
    expect(addMonths("2026-01-15", 1)).toBe("2026-02-15");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2026-11-10", 3)).toBe("2027-02-10");
  });

  it("keeps a month-end date on the month's end", () => {
    expect(addMonths("2026-04-30", 1)).toBe("2026-05-31");
    expect(addMonths("2026-02-28", 12)).toBe("2027-02-28");
    expect(addMonths("2023-02-28", 12)).toBe("2024-02-29");
  });
});

describe("first term and renewal period", () => {
  it("takes the first renewal, else the end date, else the start plus the term length", () => {
    expect(firstTermEnd(terms({ renewalDate: "2027-01-31", endDate: "2027-01-30" }))).toBe("2027-01-31");
    expect(firstTermEnd(terms({ endDate: "2027-01-30" }))).toBe("2027-01-30");
    expect(firstTermEnd(terms({ startDate: "2026-03-01", termMonths: 6 }))).toBe("2026-08-31");
    expect(firstTermEnd(terms({ startDate: "2026-03-01" }))).toBeNull();
  });

  it("renews for the stated period, else for the length of the first term, else yearly", () => {
    expect(renewalPeriodMonths(terms({ renewalPeriodMonths: 1, termMonths: 24 }))).toBe(1);
    expect(renewalPeriodMonths(terms({ termMonths: 24 }))).toBe(24);
    expect(renewalPeriodMonths(terms({ startDate: "2024-02-01", endDate: "2026-01-31" }))).toBe(24);
    expect(renewalPeriodMonths(terms({ endDate: "2026-01-31" }))).toBe(12);
  });
});

describe("renewalOn", () => {
  it("rolls a yearly contract that started in 2020 forward to its next renewal", () => {
    const contract = terms({ startDate: "2020-02-01", endDate: "2021-01-31", renewalNoticeDays: 90 });
    const result = renewalOn(contract, on("2026-11-23"));
    expect(result).toMatchObject({
      autoRenews: true,
      periodLabel: "yearly",
      nextRenewal: "2027-01-31",
      termStart: "2026-02-01",
      noticeDeadline: "2026-11-02",
      renewalsSoFar: 6,
      ended: false,
    });
  });

  it("rolls a monthly contract from 1999 without walking every month", () => {
    const contract = terms({ renewalDate: "1999-03-31", renewalPeriodMonths: 1, renewalNoticeDays: 7 });
    const result = renewalOn(contract, on("2026-11-23"));
    expect(result.nextRenewal).toBe("2026-11-30");
    expect(result.noticeDeadline).toBe("2026-11-23");
    expect(result.periodLabel).toBe("monthly");
  });

  it("on the renewal day itself the renewal is today; the day after it is a period later", () => {
    const contract = terms({ renewalDate: "2025-06-30" });
    expect(renewalOn(contract, on("2026-06-30")).nextRenewal).toBe("2026-06-30");
    expect(renewalOn(contract, on("2026-07-01")).nextRenewal).toBe("2027-06-30");
  });

  it("leaves a contract that does not renew on its end date, ended only after that day", () => {
    const fixed = terms({ isAutoRenewal: false, endDate: "2026-06-30", renewalNoticeDays: 60 });
    expect(renewalOn(fixed, on("2026-06-30"))).toMatchObject({
      nextRenewal: "2026-06-30",
      noticeDeadline: null,
      ended: false,
    });
    expect(renewalOn(fixed, on("2026-07-01")).ended).toBe(true);
  });

  it("knows nothing without any date", () => {
    expect(renewalOn(terms({ startDate: "2026-01-01" }), on("2026-11-23"))).toMatchObject({
      nextRenewal: null,
      ended: false,
    });
  });

  it("gives the term after the current one", () => {
    const contract = terms({ renewalDate: "2021-01-31", renewalNoticeDays: 90 });
    expect(followingTerm(contract, on("2026-11-23"))).toEqual({
      renewal: "2028-01-31",
      noticeDeadline: "2027-11-02",
    });
    expect(renewalNumber(contract, 2)).toBe("2023-01-31");
    expect(followingTerm({ ...contract, isAutoRenewal: false }, on("2026-11-23"))).toBeNull();
  });
});

describe("the next renewal that notice given today can still stop", () => {
  it("skips a monthly renewal whose notice deadline has also passed", () => {
    // renews on the last day of each month, on 60 days' notice; on 29/11/2026 the renewals on 30/11
    // and 31/12 can no longer be stopped, so the deadline that matters is the one for 31/01/2027
    const contract = terms({ renewalDate: "2026-01-31", renewalNoticeDays: 60, renewalPeriodMonths: 1 });
    expect(followingTerm(contract, on("2026-11-29"))).toEqual({
      renewal: "2027-01-31",
      noticeDeadline: "2026-12-02",
    });
  });
});

describe("a notice stated in calendar months", () => {
  const cleaning = terms({
    startDate: "2027-01-05",
    endDate: "2028-01-04",
    renewalNoticeDays: 90,
    renewalNoticeMonths: 3,
    renewalPeriodMonths: 1,
  });

  it("is the same day of the month that many months before the renewal, not 90 days", () => {
    expect(renewalOn(cleaning, on("2027-06-01")).noticeDeadline).toBe("2027-10-04");
    expect(renewalOn({ ...cleaning, renewalNoticeMonths: null }, on("2027-06-01")).noticeDeadline).toBe(
      "2027-10-06",
    );
  });

  it("is clamped to the end of a shorter month, and a 30th stays the 30th", () => {
    expect(monthsBefore("2028-05-31", 3)).toBe("2028-02-29");
    expect(monthsBefore("2027-05-31", 3)).toBe("2027-02-28");
    expect(monthsBefore("2027-06-30", 1)).toBe("2027-05-30");
    expect(monthsBefore("2027-01-04", 12)).toBe("2026-01-04");
  });

  it("rolls forward with later renewals", () => {
    const after = followingTerm(cleaning, on("2027-10-05"));
    expect(after).toEqual({ renewal: "2028-02-04", noticeDeadline: "2027-11-04" });
  });
});
