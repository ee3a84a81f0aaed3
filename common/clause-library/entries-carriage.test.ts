import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative, findingTermType } from "./index";
import type { AlternativeContext } from "./types";

const asSender = (overrides: Partial<AlternativeContext> = {}): AlternativeContext => ({
  side: "customer",
  us: "the Client",
  them: "the Courier",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: {},
  concerns: "",
  ...overrides,
});
const asCarrier = (overrides: Partial<AlternativeContext> = {}) =>
  asSender({ side: "supplier", us: "the Courier", them: "the Client", ...overrides });
const draftFor = (category: string, subcategory: string, ctx: AlternativeContext) =>
  draftAlternative(findingTermType({ category, subcategory }), ctx).alternativeClause;

describe("wording drafted for the terms of carriage", () => {
  it("asks for the value of lost goods rather than a sum per parcel, within the overall cap", () => {
    const text = draftFor("liability_cap", "per_item_limit", asSender());
    expect(text).toMatch(/^The Courier shall be liable for the loss of or damage to any goods/);
    expect(text).toContain("subject to the overall limit of liability");
    expect(text).not.toMatch(/\bcap applies to both\b/);
  });

  it("keeps a carrier's own per-parcel limit as the contract words it", () => {
    const original = "7.2 The Courier's liability is limited to £40 per parcel.";
    expect(draftFor("liability_cap", "per_item_limit", asCarrier({ original }))).toBe(
      "The Courier's liability is limited to £40 per parcel.",
    );
  });

  it("gives a sender 28 days from when it knows of the loss to notify a claim", () => {
    expect(draftFor("liability_exclusions", "claims_time_limit", asSender())).toContain(
      "within twenty-eight (28) days of the date on which the Client became aware",
    );
  });

  it("ties a discretionary surcharge to an index by a table, under the contract's name for it", () => {
    const original = "4.2 The Courier may vary the fuel surcharge from time to time.";
    const text = draftFor("price_changes", "surcharge_change", asSender({ original }));
    expect(text).toMatch(/^The fuel surcharge percentage shall be set/);
    expect(text).toContain("table attached to this Agreement");
  });

  it("leaves other price changes to the price-change wording", () => {
    expect(findingTermType({ category: "price_changes", subcategory: "unilateral_change" })).toBe(
      "price_changes",
    );
  });
});
