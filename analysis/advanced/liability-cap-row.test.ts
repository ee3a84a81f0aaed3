import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { orderForm } from "../test-helpers";

const capOf = (row: string) =>
  analyseContract(orderForm(row)).advancedClauses.find((c) => c.category === "liability_cap");

describe("a liability cap in a key-details table", () => {
  it.each([
    ["Liability cap\t£150,000", "£150,000"],
    ["Limit of liability | £250,000 in aggregate", "£250,000"],
    ["Cap on liability: 12 months' fees", "12 months' charges"],
    ["Maximum liability - 100% of the annual Fees", "100% of"],
  ])("quotes the row '%s' and states the cap", (row, value) => {
    const cap = capOf(row);
    expect(cap?.missing).toBeFalsy();
    expect(cap?.excerpt).toBe(row);
    expect(cap?.whyItMatters).toContain(value);
  });

  it("reads whose liability the row caps, and says when it cannot tell", () => {
    expect(capOf("Each party's liability cap\t£500,000")?.subcategory).toBe("mutual_cap");
    expect(capOf("Supplier's liability cap\t£500,000")?.subcategory).toBe("their_liability_capped");
    const unclear = capOf("Liability cap\t£500,000");
    expect(unclear?.subcategory).toBe("liability_capped");
    expect(unclear?.risk_level).toBe("medium");
    expect(unclear?.whyItMatters).toMatch(/not clear whether the cap protects both sides/);
  });

  it.each(["Limitation of Liability\tSee clause 9 of the Terms", "Liability\tAs set out in the Terms"])(
    "does not take '%s' for a cap",
    (row) => {
      expect(capOf(row)?.missing).toBe(true);
    },
  );

  it("still treats a contents line as a heading, not a cap", () => {
    const text = orderForm("9. Limitation of liability\t12").replace(
      "1. Services",
      "1. Services\n\n1.0 The Supplier's total liability shall not exceed £75,000.",
    );
    const cap = analyseContract(text).advancedClauses.find((c) => c.category === "liability_cap");
    expect(cap?.excerpt).toContain("£75,000");
  });
});
