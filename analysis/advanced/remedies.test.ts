import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import type { AdvancedCategory, Side } from "../types";

const PARTIES =
  'This Agreement is made between Coldharbour Fabrication Limited (the "Supplier") and Wyvern Rail Services Ltd (the "Customer").';

const find = (body: string, category: AdvancedCategory, side: Side = "customer") =>
  analyseContract(`${PARTIES}\n\n${body}`, { side }).advancedClauses.find((c) => c.category === category);

describe("liquidated damages for delay", () => {
  const capped =
    "5.3 If the Supplier delivers late, the Customer may deduct liquidated damages of 1.5% of the Price for each week of delay, up to 15% of the Price.";
  const uncapped = "5.3 The Supplier shall pay £400 for each day of delay after the Delivery Date.";

  it("is a risk the supplier carries, rated by whether it has a ceiling", () => {
    expect(find(capped, "liquidated_damages", "supplier")).toMatchObject({
      subcategory: "you_pay_for_delay",
      risk_level: "medium",
      proposal: null,
    });
    const open = find(uncapped, "liquidated_damages", "supplier");
    expect(open).toMatchObject({ subcategory: "you_pay_for_delay", risk_level: "high" });
    expect(open?.proposal).toContain("we propose that they are capped at 10%");
    expect(open?.proposal).not.toMatch(/\byou\b/i);
  });

  it("is read when the period of delay comes before the sum", () => {
    const f = find(
      "5.3 For every day of lateness beyond the Completion Date the Supplier will pay the Customer £250.",
      "liquidated_damages",
      "supplier",
    );
    expect(f).toMatchObject({ subcategory: "you_pay_for_delay", risk_level: "high" });
  });

  it("is a protection the customer keeps", () => {
    expect(find(capped, "liquidated_damages")).toMatchObject({
      subcategory: "they_pay_for_delay",
      risk_level: "low",
    });
  });

  it("does not read a termination fee the contract calls liquidated damages as damages for delay", () => {
    expect(
      find(
        "9.4 On early termination the Customer shall pay the Supplier the Exit Fee as liquidated damages and not as a penalty.",
        "liquidated_damages",
      ),
    ).toBeUndefined();
  });

  it("does not read service credits or late-payment interest as damages for delay", () => {
    expect(
      find(
        "5.3 The Supplier shall pay a service credit of 2% of the monthly charge for each day of delay in restoring the service.",
        "liquidated_damages",
      ),
    ).toBeUndefined();
    expect(
      find(
        "5.3 The Customer shall pay interest of 4% per annum for each day of late payment.",
        "liquidated_damages",
      ),
    ).toBeUndefined();
  });
});

describe("set-off", () => {
  it("warns the supplier when only the customer may set off, and proposes agreed amounts only", () => {
    const f = find(
      "7.2 The Customer may set off any amount the Supplier owes it against any sum due to the Supplier.",
      "set_off",
      "supplier",
    );
    expect(f).toMatchObject({ subcategory: "they_may_set_off", risk_level: "medium" });
    expect(f?.proposal).toContain("amounts agreed in writing or finally decided");
  });

  it("reads a mutual right as low risk, and a promise to pay without set-off as no right at all", () => {
    expect(
      find(
        "7.2 Either party may set off any amount owed to it by the other against any amount it owes the other.",
        "set_off",
      ),
    ).toMatchObject({ subcategory: "mutual", risk_level: "low" });
    expect(
      find("7.2 The Customer shall pay all sums due in full without any set-off or deduction.", "set_off"),
    ).toBeUndefined();
    expect(
      find(
        "7.2 The Customer may deduct from any amount owed to the Supplier any tax it must withhold by law.",
        "set_off",
      ),
    ).toBeUndefined();
  });
});
