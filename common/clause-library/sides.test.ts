import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import type { AlternativeContext } from "./types";

/** The user's company is the customer, or (with `asSupplier`) the supplier; the labels follow. */
const asCustomer = (overrides: Partial<AlternativeContext> = {}): AlternativeContext => ({
  side: "customer",
  us: "the Customer",
  them: "the Supplier",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: {},
  concerns: "",
  ...overrides,
});
const asSupplier = (overrides: Partial<AlternativeContext> = {}) =>
  asCustomer({ side: "supplier", us: "the Supplier", them: "the Customer", ...overrides });

describe("service levels drafted for either side", () => {
  it("has the supplier provide the service and give the credits, whoever the user is", () => {
    const supplier = draftAlternative("service_levels", asSupplier()).alternativeClause;
    expect(supplier).toMatch(/^The Supplier shall ensure that the Services are available at least 99%/);
    expect(supplier).toContain("The Supplier shall respond to critical incidents reported by the Customer");
    expect(supplier).toContain("the Supplier shall, on the Customer's written request");
    expect(supplier).toContain("credit the Customer 5% of the fees");
    expect(supplier).not.toMatch(/The Customer shall (?:ensure|respond)|credit the Supplier/);
    const customer = draftAlternative("service_levels", asCustomer()).alternativeClause;
    expect(customer).toMatch(/^The Supplier shall ensure that the Services are available at least 99%/);
    expect(customer).toContain("the Supplier shall credit the Customer 5% of the fees");
  });

  it("asks, as the supplier, for measured levels, capped credits as the sole remedy and no more than the contract promises", () => {
    const drafted = draftAlternative(
      "service",
      asSupplier({ values: { uptimePercent: 99.9, responseTimeHours: 1 } }),
    );
    const text = drafted.alternativeClause;
    // stricter than the supplier's own standard tier: brought down to it
    expect(text).toContain("at least 99% of the time");
    expect(text).toContain("within 8 hours");
    expect(text).toContain("as measured by the Supplier's monitoring systems");
    expect(text).toContain("any unavailability caused by the Customer");
    expect(text).toContain("up to a maximum of 20% of the fees for that month");
    expect(text).toContain(
      "Service credits are the Customer's sole and exclusive remedy for any failure to meet the service levels.",
    );
    // no right for the customer to walk away, which a supplier would not offer
    expect(text).not.toMatch(/may terminate/);
    expect(drafted.rationale).toContain("99% availability");
    expect(drafted.rationale).toContain("capped at 20%");
    // a lower promise the contract already makes is not raised by the supplier
    expect(
      draftAlternative("service", asSupplier({ values: { uptimePercent: 98, responseTimeHours: 24 } }))
        .alternativeClause,
    ).toMatch(/at least 98% of the time[\s\S]*within 24 hours/);
  });

  it("asks, as the customer, for credits and a way out, and never less than the contract gives", () => {
    const text = draftAlternative(
      "service",
      asCustomer({ values: { uptimePercent: 99.9, responseTimeHours: 1 } }),
    ).alternativeClause;
    expect(text).toContain("at least 99.9% of the time");
    expect(text).toContain("within 1 hour");
    expect(text).toContain("the Customer may terminate this Agreement without penalty");
    expect(text).not.toContain("sole and exclusive remedy");
  });
});
