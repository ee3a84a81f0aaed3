import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative, findingTermType } from "./index";
import type { AlternativeContext } from "./types";

const LATE_CANCEL =
  "4. If the Client cancels less than 21 days before the event, 75% of the hire fee is payable.";

const ctx = (side: "customer" | "supplier"): AlternativeContext => ({
  side,
  us: side === "customer" ? "the Client" : "the Venue",
  them: side === "customer" ? "the Venue" : "the Client",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: {},
  concerns: "",
  original: LATE_CANCEL,
});

describe("wording drafted for a charge for cancelling a booking", () => {
  const termType = findingTermType({ category: "termination", subcategory: "cancellation_charge" });

  it("keeps the charge and limits it, instead of drafting a right to end the contract for convenience", () => {
    const text = draftAlternative(termType, ctx("customer")).alternativeClause;
    expect(text).toMatch(
      /^If the Client cancels less than 21 days before the event, 75% of the hire fee is payable\./,
    );
    expect(text).toContain(
      "No cancellation charge is payable where the Client cancels because of the Venue's breach",
    );
    expect(text).toContain("no cancellation charge shall exceed the loss the Venue reasonably incurs");
    expect(text).not.toMatch(/for convenience|terminate this Agreement/);
  });

  it("keeps the venue's own charges as they are when the user is the venue", () => {
    expect(draftAlternative(termType, ctx("supplier")).alternativeClause).toBe(
      "If the Client cancels less than 21 days before the event, 75% of the hire fee is payable.",
    );
  });
});
