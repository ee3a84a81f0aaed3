import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import type { Side } from "../types";

const PARTIES =
  'This Agreement is made between Calder Print Supplies Limited (the "Supplier") and Marsden Books Ltd (the "Customer").';

const control = (body: string, side: Side = "customer") =>
  analyseContract(`${PARTIES}\n\n9. Termination\n\n${body}`, { side }).advancedClauses.find(
    (c) => c.category === "change_of_control",
  );

describe("ending the contract on a change of control", () => {
  const clause =
    "9.1 The Supplier may terminate this Agreement immediately by notice if the Customer undergoes a change of control.";

  it("is a medium risk for the side whose sale could end the contract, with a proposal to the other party", () => {
    const f = control(clause);
    expect(f).toMatchObject({ subcategory: "their_right", risk_level: "medium", excerpt: clause });
    expect(f?.proposal).toContain(
      "we propose that this right applies only where control passes to a competitor of the Supplier",
    );
    expect(f?.proposal).not.toMatch(/\byou\b/i);
    expect(control(clause, "supplier")).toMatchObject({
      subcategory: "your_right",
      risk_level: "low",
      proposal: null,
    });
  });

  it("reads the right when the change comes first, and for either party", () => {
    expect(
      control(
        "9.1 On a change in control of either party, the other party may terminate this Agreement on 30 days' notice.",
      ),
    ).toMatchObject({ subcategory: "mutual" });
  });

  it("is not a right to end the contract for breach or insolvency", () => {
    expect(
      control("9.1 Either party may terminate this Agreement if the other becomes insolvent."),
    ).toBeUndefined();
    expect(control("9.1 Events beyond a party's reasonable control excuse delay.")).toBeUndefined();
    // whose control changes is not said: not read
    expect(
      control("9.1 The Supplier may terminate this Agreement on 60 days' notice for a change of control."),
    ).toBeUndefined();
  });
});
