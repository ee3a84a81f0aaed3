import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import type { AlternativeContext } from "./types";

const side = (who: "customer" | "supplier"): AlternativeContext => ({
  side: who,
  us: who === "customer" ? "the Renter" : "the Lessor",
  them: who === "customer" ? "the Lessor" : "the Renter",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: {},
  concerns: "",
  original:
    "18.1 Neither party is liable for delay caused by events outside its control, but the Renter must keep paying the charges.",
});

describe("force majeure wording that matches the proposal beside it", () => {
  it("for a customer, stops the charges while the supplier cannot perform, as the proposal asks", () => {
    const text = draftAlternative("force_majeure", side("customer")).alternativeClause;
    expect(text).toContain(
      "No charges shall be payable for any period during which the Lessor's performance is suspended under this clause",
    );
    expect(text).not.toContain("does not excuse any payment obligation");
  });

  it("for a supplier, keeps every payment due", () => {
    const text = draftAlternative("force_majeure", side("supplier")).alternativeClause;
    expect(text).toMatch(/This clause does not excuse any payment obligation\.$/);
    expect(text).not.toContain("No charges shall be payable");
  });
});
