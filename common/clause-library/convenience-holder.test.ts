import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import type { AlternativeContext } from "./types";

const renter = (original: string, values: AlternativeContext["values"] = {}): AlternativeContext => ({
  side: "customer",
  us: "the Renter",
  them: "the Lessor",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: { mutualBreachRight: true, ...values },
  concerns: "",
  original,
});

describe("a shorter notice for the user's own right to end for convenience", () => {
  it("keeps the right with the party that holds it, in the contract's own words", () => {
    const text = draftAlternative(
      "cancellation",
      renter(
        "12.1 The Renter may bring the rental to an end for convenience at any time, even within the Fixed Period, by giving the Lessor not less than ninety (90) days' written notice.",
        { ownConvenienceRight: true },
      ),
    ).alternativeClause;
    expect(text).toBe(
      "The Renter may bring the rental to an end for convenience at any time, even within the Fixed Period, by giving the Lessor not less than thirty (30) days' written notice.",
    );
    expect(text).not.toMatch(/The Lessor may/);
  });

  it("keeps it with the party the sentence names when that is the user under another of its defined terms", () => {
    // the user's company is "the Renter" or "the Customer"; the clause uses the second name
    const text = draftAlternative(
      "cancellation",
      renter(
        "The Customer may end the rental for convenience at any time by giving the Lessor not less than ninety (90) days' written notice.",
        { ownConvenienceRight: true },
      ),
    ).alternativeClause;
    expect(text).toBe(
      "The Customer may end the rental for convenience at any time by giving the Lessor not less than thirty (30) days' written notice.",
    );
  });

  it("never hands the other side's right to the user, nor the user's to the other side", () => {
    const theirs = draftAlternative(
      "cancellation",
      renter(
        "The Lessor may end the rental for convenience at any time by giving not less than ninety (90) days' written notice.",
        { ownConvenienceRight: true },
      ),
    ).alternativeClause;
    expect(theirs).not.toMatch(
      /^The Lessor may end the rental for convenience at any time by giving not less than thirty/,
    );
    expect(theirs).toMatch(/^The Renter may terminate this Agreement for convenience/);
  });
});
