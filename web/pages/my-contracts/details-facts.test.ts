import { describe, expect, it } from "vitest";
import { contractFacts } from "./details-facts";
import { executedContract } from "./test-contract";

const today = new Date("2026-11-29T09:00:00Z");
const factValue = (facts: { label: string; value: string }[], label: string) =>
  facts.find((f) => f.label === label)?.value;

describe("the details of a signed contract", () => {
  it("shows the end of a contract that cannot renew as its end date, not a renewal date", () => {
    const lease = executedContract({ startDate: "2027-01-15", endDate: "2032-01-31", isAutoRenewal: false });
    const facts = contractFacts(lease, today);
    expect(facts.map((f) => f.label)).not.toContain("Renewal date");
    expect(factValue(facts, "End date")).toBe("31/01/2032 (1889 days left)");
    expect(facts.filter((f) => f.label === "End date")).toHaveLength(1);
  });

  it("keeps the renewal date of a contract that renews", () => {
    const saas = executedContract({ startDate: "2026-01-01", endDate: "2026-12-31", isAutoRenewal: true });
    const facts = contractFacts(saas, today);
    expect(factValue(facts, "End date")).toBe("31/12/2026");
    expect(factValue(facts, "Renewal date")).toMatch(/^31\/12\/2026/);
  });

  it("names the other party as the customer when the user is the supplier, and the vendor otherwise", () => {
    const mine = executedContract({ vendorName: "Hollybank Dental", side: "supplier" });
    expect(factValue(contractFacts(mine, today), "Customer")).toBe("Hollybank Dental");
    expect(factValue(contractFacts({ ...mine, side: null }, today), "Vendor")).toBe("Hollybank Dental");
  });

  it("gives a notice stated in months in months", () => {
    const months = executedContract({ isAutoRenewal: true, renewalNoticeDays: 90, renewalNoticeMonths: 3 });
    expect(factValue(contractFacts(months, today), "Notice required")).toBe("3 months");
    expect(factValue(contractFacts({ ...months, renewalNoticeMonths: null }, today), "Notice required")).toBe(
      "90 days",
    );
  });
});
