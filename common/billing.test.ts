import { describe, expect, it } from "vitest";
import { formatDayMonth, isEntitledStatus, planLabel } from "./billing";

const base = {
  subscriptionStatus: null,
  trialEndsAt: null,
  currentPeriodEndsAt: null,
  cancelAtPeriodEnd: false,
  grantedByAdmin: false,
};

describe("plan label", () => {
  it("names the trial end, an overdue payment, a cancellation and an administrator's grant", () => {
    expect(planLabel(base)).toBe("Free");
    expect(planLabel({ ...base, subscriptionStatus: "trialing", trialEndsAt: "2026-11-30T09:00:00Z" })).toBe(
      "Pro (trial, ends 30 Nov)",
    );
    expect(planLabel({ ...base, subscriptionStatus: "active" })).toBe("Pro");
    expect(planLabel({ ...base, subscriptionStatus: "past_due" })).toBe("Pro (payment overdue)");
    expect(
      planLabel({
        ...base,
        subscriptionStatus: "active",
        cancelAtPeriodEnd: true,
        currentPeriodEndsAt: "2027-01-15T10:00:00Z",
      }),
    ).toBe("Pro (ends 15 Jan)");
    expect(planLabel({ ...base, subscriptionStatus: "canceled", grantedByAdmin: true })).toBe(
      "Pro (granted by an administrator)",
    );
    // a paid subscription is named before the grant
    expect(planLabel({ ...base, subscriptionStatus: "active", grantedByAdmin: true })).toBe("Pro");
  });

  it("uses the UK calendar day", () => {
    // 23:30 UTC on 30 March 2026 is 00:30 on 31 March in London (BST)
    expect(formatDayMonth("2026-03-30T23:30:00Z")).toBe("31 Mar");
    expect(formatDayMonth("2026-01-31T23:30:00Z")).toBe("31 Jan");
  });

  it("keeps Pro while trialing, active or past due only", () => {
    expect(["trialing", "active", "past_due"].every(isEntitledStatus)).toBe(true);
    expect(
      ["canceled", "unpaid", "incomplete", "incomplete_expired", "paused", null].some(isEntitledStatus),
    ).toBe(false);
  });
});
