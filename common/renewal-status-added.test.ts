import { describe, expect, it } from "vitest";
import type { RenewalTerms } from "./renewal-rule";
import { renewalStatus, termsOf } from "./renewal-status";

// A purchase order with no end date of its own: the user typed the delivery date, 16/10/2026, as the
// required end date when adding it on 29/11/2026.
const today = new Date("2026-11-29T15:00:00Z");
const order = (createdAt: string | null): RenewalTerms => ({
  startDate: "2026-09-07",
  endDate: "2026-10-16",
  renewalDate: null,
  isAutoRenewal: false,
  renewalNoticeDays: null,
  createdAt,
});

describe("a contract that had already ended when it was added", () => {
  it("is shown as ended, not as expired and needing attention", () => {
    expect(renewalStatus(order("2026-11-29T14:58:00.000Z"), today)).toMatchObject({
      status: "expired",
      daysLeft: -44,
      label: "Ended",
      detail: "Had already ended when it was added",
      color: "gray",
      needsAttention: false,
    });
  });

  it("still needs attention when it ended while in the portfolio, on or after the day it was added", () => {
    for (const added of ["2026-09-08T09:00:00.000Z", "2026-10-16T18:00:00.000Z", null]) {
      expect(renewalStatus(order(added), today)).toMatchObject({
        label: "Expired",
        detail: "Needs attention",
        color: "orange",
        needsAttention: true,
      });
    }
  });

  it("reads the day it was added from the contract as the API gives it", () => {
    const contract = { ...order(null), createdAt: "2026-11-29T14:58:00.000Z" };
    expect(termsOf(contract).createdAt).toBe("2026-11-29T14:58:00.000Z");
    expect(renewalStatus(termsOf(contract), today).label).toBe("Ended");
  });
});
