import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import type { AlternativeContext } from "./types";

/** A supplier giving an indemnity the contract's liability clause leaves unlimited. */
const supplier = (concerns: string, values: AlternativeContext["values"] = {}): AlternativeContext => ({
  side: "supplier",
  us: "the Contractor",
  them: "the Client",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: { indemnityType: "one-sided", ownIndemnityUncapped: true, ...values },
  concerns,
  original:
    "The Contractor shall indemnify the Client against all losses, damages, costs and expenses arising out of or in connection with the Services.",
});

const draft = (ctx: AlternativeContext) => draftAlternative("indemnity", ctx).alternativeClause;
const TWELVE_MONTHS =
  "shall not exceed the charges paid or payable under this Agreement in the twelve (12) months before the claim";

describe("an indemnity drafted from the concerns the library recognises", () => {
  it("a cap and negligence: states a cap and limits the indemnity to losses the indemnifying party causes", () => {
    const text = draft(supplier("we want it capped and limited to losses caused by our negligence"));
    expect(text).toContain(TWELVE_MONTHS);
    expect(text).toContain(
      "to the extent caused by the negligence or breach of this Agreement of the Indemnifying Party",
    );
    // the contract leaves the indemnity unlimited: pointing at its limitations would cap nothing
    expect(text).not.toMatch(/subject to the limitations of liability/);
  });

  it("a figure the user gives is the cap", () => {
    expect(draft(supplier("cap our indemnity at £100k"))).toContain(
      "total liability under this clause shall not exceed £100,000",
    );
    expect(draft(supplier("we want it capped at 6 months' charges"))).toContain(
      "shall not exceed the charges paid or payable under this Agreement in the six (6) months before the claim",
    );
  });

  it("asks for a cap even where the contract's limitations would apply, when the user asks for one", () => {
    const text = draft(
      supplier("We cannot take on an unlimited indemnity.", { ownIndemnityUncapped: false }),
    );
    expect(text).toContain(TWELVE_MONTHS);
    expect(text).not.toMatch(/subject to the limitations of liability/);
  });

  it("never claims a limitation the contract does not give, even without concerns", () => {
    const text = draft(supplier(""));
    expect(text).toContain(TWELVE_MONTHS);
    expect(text).not.toMatch(/subject to the limitations of liability/);
    // where the contract's cap does reach the indemnity, it may still be named
    expect(draft(supplier("", { ownIndemnityUncapped: false }))).toContain(
      "is subject to the limitations of liability in this Agreement",
    );
  });

  it("says what it does in its rationale", () => {
    expect(draftAlternative("indemnity", supplier("we want it capped")).rationale).toMatch(/capped at/);
    expect(draftAlternative("indemnity", supplier("", { ownIndemnityUncapped: false })).rationale).toMatch(
      /subject to the liability cap/,
    );
  });
});
