import { describe, expect, it } from "vitest";
import { reminderText } from "./reminder-mail";

const base = {
  contractTitle: "Warehouse racking maintenance",
  vendorName: "Steelspan Services Ltd",
  customMessage: "",
};

describe("renewal reminder wording", () => {
  it("asks for notice by the deadline while it is still ahead", () => {
    const text = reminderText({
      ...base,
      targetDate: "2026-09-30",
      renewalDate: "2026-12-31",
      daysLeft: 7,
      kind: "notice deadline",
      passedNotice: null,
    });
    expect(text.title).toBe("Notice deadline in 7 days: Warehouse racking maintenance");
    expect(text.message).toContain("30/09/2026 is the last day to give Steelspan Services Ltd notice");
    expect(text.message).toContain("renew automatically on 31/12/2026");
  });

  it("says the deadline has passed and when the contract renews, without asking for notice", () => {
    const text = reminderText({
      ...base,
      targetDate: "2026-12-31",
      renewalDate: "2026-12-31",
      daysLeft: 40,
      kind: "renewal date",
      passedNotice: { deadline: "2026-09-30", renews: "2026-12-31" },
    });
    expect(text.title).toBe("Renewal in 40 days: Warehouse racking maintenance");
    expect(
      text.message.startsWith(
        "The notice deadline of 30/09/2026 has passed; Warehouse racking maintenance with Steelspan Services Ltd renews on 31/12/2026.",
      ),
    ).toBe(true);
    expect(text.message).toContain("late notice");
    expect(text.message).not.toMatch(/last day to give|days to give notice|let it end/);
  });

  it("names the passed deadline and the next one when the next term's deadline comes first", () => {
    const text = reminderText({
      ...base,
      targetDate: "2027-01-14",
      renewalDate: "2027-02-28",
      daysLeft: 4,
      kind: "notice deadline",
      passedNotice: { deadline: "2026-12-17", renews: "2027-01-31" },
    });
    expect(text.message).toBe(
      "The notice deadline of 17/12/2026 has passed; Warehouse racking maintenance with Steelspan Services Ltd renews on 31/01/2027. The next notice deadline is 14/01/2027: give Steelspan Services Ltd notice by then to stop the renewal on 28/02/2027.",
    );
  });

  it("speaks of the end date for a contract that does not renew, and adds the user's note", () => {
    const text = reminderText({
      ...base,
      targetDate: "2026-06-30",
      renewalDate: "2026-06-30",
      daysLeft: 1,
      kind: "end date",
      passedNotice: null,
      customMessage: "Ask procurement for quotes.",
    });
    expect(text.title).toBe("Contract ends in 1 day: Warehouse racking maintenance");
    expect(text.message).toBe(
      "Warehouse racking maintenance with Steelspan Services Ltd ends on 30/06/2026. Decide now whether to renew, renegotiate or let it end. Your note: Ask procurement for quotes.",
    );
  });
});
