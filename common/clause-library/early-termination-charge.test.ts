import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative, findingTermType } from "./index";
import type { AlternativeContext } from "./types";

const hirer = (original: string, overrides: Partial<AlternativeContext> = {}): AlternativeContext => ({
  side: "customer",
  us: "the Hirer",
  them: "the Owner",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: {},
  concerns: "Please suggest a more favourable, balanced alternative for our side.",
  original,
  ...overrides,
});

const CHARGE = { category: "termination", subcategory: "early_termination_charge" };
const draft = (ctx: AlternativeContext) => draftAlternative(findingTermType(CHARGE), ctx).alternativeClause;

describe("wording for a charge for ending the contract early", () => {
  it("is drafted by its own entry, not the convenience right of its category", () => {
    expect(findingTermType(CHARGE)).toBe("early_termination_charge");
    expect(findingTermType({ category: "termination", subcategory: "no_termination_for_convenience" })).toBe(
      "termination",
    );
    expect(findingTermType({ category: "payment_terms", subcategory: "early_termination_charge" })).toBe(
      "payment_terms",
    );
  });

  it("limits a charge of the rest of the term to three months' charges, in the contract's own sentence", () => {
    const text = draft(
      hirer(
        "2.2 If the Hirer ends this agreement before the end of the Minimum Period, it shall pay the Owner all hire charges for the rest of the Minimum Period.",
        { values: { pricesMayRise: true } },
      ),
    );
    expect(text).toBe(
      "If the Hirer ends this agreement before the end of the Minimum Period, it shall pay the Owner the lower of (a) the hire charges for three (3) months and (b) all hire charges for the rest of the Minimum Period. No charge for ending this Agreement early is payable where the Hirer ends it because of the Owner's breach or an increase in the charges.",
    );
    expect(text).not.toMatch(/for convenience|notice/i);
  });

  it("asks for no exception the contract already has, nor one for price rises it does not allow", () => {
    const text = draft(
      hirer(
        "The Customer may terminate this Agreement on 30 days' notice, subject to payment of an early termination fee equal to the Charges for the rest of the Minimum Term.",
        { us: "the Customer", them: "the Supplier" },
      ),
    );
    // the right to leave on notice stays as the contract gives it; only the fee is limited
    expect(text).toBe(
      "The Customer may terminate this Agreement on 30 days' notice, subject to payment of an early termination fee equal to the lower of (a) the Charges for three (3) months and (b) the Charges for the rest of the Minimum Term.",
    );
  });

  it("uses the number of months the user asks for", () => {
    const text = draft(
      hirer(
        "If the Hirer ends the hire during the Minimum Period, it must pay the rentals for the remainder of the Minimum Period.",
        {
          concerns: "We could live with paying at most two months' rental",
          values: { pricesMayRise: false },
        },
      ),
    );
    expect(text).toContain(
      "the lower of (a) the rentals for two (2) months and (b) the rentals for the remainder",
    );
    expect(text).toContain("because of the Owner's breach.");
  });

  it("a set fee stays, with no charge where the supplier's breach is why the customer leaves", () => {
    const text = draft(
      hirer("9.1 If the Hirer terminates early it shall pay an early termination fee of £500.", {
        values: { pricesMayRise: true },
      }),
    );
    expect(text).toBe(
      "If the Hirer terminates early it shall pay an early termination fee of £500. No charge for ending this Agreement early is payable where the Hirer ends it because of the Owner's breach or an increase in the charges.",
    );
  });

  it("a set fee that already excepts a breach is limited to the supplier's real, unrecovered costs", () => {
    const text = draft(
      hirer(
        "The Hirer may end this agreement early, other than for the Owner's breach, on payment of a cancellation fee of £2,000.",
      ),
    );
    expect(text).toMatch(/^The Hirer may end this agreement early, other than for the Owner's breach/);
    expect(text).toContain("shall not exceed the reasonable set-up costs the Owner has not yet recovered");
  });

  it("a supplier keeps the charge that protects its revenue", () => {
    const original =
      "If the Customer ends this Agreement early it shall pay the Charges for the rest of the Term.";
    const text = draft(
      hirer(`4.4 ${original}`, { side: "supplier", us: "the Supplier", them: "the Customer" }),
    );
    expect(text).toBe(original);
  });
});
