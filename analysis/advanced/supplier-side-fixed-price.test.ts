import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

type Side = "customer" | "supplier";

/** A cleaning contractor engaged by a school trust, for the term the caller sets. */
const cleaning = (charges: string, term = "an initial term of five years") =>
  `CLEANING SERVICES AGREEMENT\n\nThis Agreement is dated 1 July 2025 and is made between Ashgrove Schools Trust ("the Trust") and Brightwater Facilities Limited ("the Contractor").\n\n1. Term\n\n1.1 This Agreement begins on 1 September 2025 and continues for ${term}.\n\n2. Services\n\n2.1 The Contractor shall clean the Trust's buildings as set out in the Specification.\n\n3. Charges\n\n3.1 The Trust shall pay the Contractor £6,500 per month.\n\n${charges}\n`;

const priceOf = (text: string, side: Side) =>
  analyseContract(text, { side }).advancedClauses.find((c) => c.category === "price_changes" && !c.missing);

describe("charges fixed for a long period with no increase for inflation", () => {
  const frozen = cleaning(
    "3.2 The charges are fixed for the first four years, and the Contractor may not raise them for any reason, whether wages, materials or inflation go up.",
  );

  it("is a cost risk for the supplier, which should ask for a yearly rise in line with CPI after the first year", () => {
    const f = priceOf(frozen, "supplier");
    expect(f).toMatchObject({ subcategory: "fixed_price", risk_level: "medium" });
    expect(f?.whyItMatters).toMatch(/fixed for four years with no increase for inflation/);
    expect(f?.askFor).toMatch(/each year after the first in line with the Consumer Prices Index/);
    expect(f?.askFor).toMatch(/Retail Prices Index/);
    expect(f?.proposal).toMatch(/^Clause 3\.2 fixes the charges for four years/);
  });

  it("is good for the customer: low, keep it", () => {
    const f = priceOf(frozen, "customer");
    expect(f).toMatchObject({
      subcategory: "fixed_price",
      risk_level: "low",
      askFor: "Keep it.",
      proposal: null,
    });
    expect(f?.whyItMatters).toMatch(/cannot raise them/);
  });

  it.each([
    "3.2 The Contractor shall not increase the charges during this Agreement.",
    "3.2 The charges shall remain fixed for the duration of this Agreement.",
    "3.2 No increase in the charges shall take effect during the initial term.",
  ])("reads the whole of a five-year term as the fixed period: %s", (clause) => {
    const f = priceOf(cleaning(clause), "supplier");
    expect(f).toMatchObject({ subcategory: "fixed_price", risk_level: "medium" });
    expect(f?.whyItMatters).toMatch(/for the whole term \(5 years\)/);
    // a promise not to raise the charges is no right to change them
    expect(priceOf(cleaning(clause), "customer")).toMatchObject({
      subcategory: "fixed_price",
      risk_level: "low",
    });
  });

  it("is no concern for a supplier when the charges are fixed for a year or less", () => {
    const f = priceOf(cleaning("3.2 The charges are fixed for the first 12 months."), "supplier");
    expect(f).toMatchObject({ subcategory: "fixed_price", risk_level: "low" });
    expect(f?.proposal).toBeNull();
  });

  it("is no concern for a supplier when the charges are fixed for a one-year contract", () => {
    const f = priceOf(cleaning("3.2 The charges are fixed.", "one year"), "supplier");
    expect(f?.risk_level).toBe("low");
  });

  it("leaves a right to raise the charges to the price-change reading", () => {
    const text = cleaning(
      "3.2 The charges are fixed for the first year.\n\n3.3 After the first year the Contractor may increase the charges once a year by no more than the rise in the Consumer Prices Index.",
    );
    expect(priceOf(text, "supplier")?.subcategory).toBe("you_may_change_prices");
    expect(priceOf(text, "customer")?.subcategory).toBe("capped_increase");
  });

  it("does not treat a limit on increases as a fixed price", () => {
    const text = cleaning(
      "3.2 The Contractor may review the charges each year but shall not increase them by more than 3% in any year.",
    );
    expect(priceOf(text, "customer")?.subcategory).not.toBe("fixed_price");
  });

  it("does not count an interest rate as the price", () => {
    const text = cleaning(
      "3.2 The interest rate on late payments is fixed at 4% above the Bank of England base rate.",
    );
    expect(priceOf(text, "supplier")).toBeUndefined();
  });
});

describe("the contract's own words for a fixed price", () => {
  it("names the fees as the contract does", () => {
    const text = cleaning("3.2 The Contractor's fees shall not be increased during the initial term.");
    const f = priceOf(text, "supplier");
    expect(f?.whyItMatters).toMatch(/^The fees are fixed for the whole term \(5 years\)/);
    expect(f?.proposal).toMatch(/we propose that the fees are fixed for the first 12 months only/);
  });

  it("does not read a denial that governs something else as a fixed price", () => {
    const text = cleaning(
      "3.2 The Trust may not change a cleaning day once the charges for that day have been invoiced.",
    );
    expect(priceOf(text, "customer")).toBeUndefined();
    expect(priceOf(text, "supplier")).toBeUndefined();
  });
});
