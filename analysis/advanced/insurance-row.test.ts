import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { orderForm } from "../test-helpers";

const insuranceOf = (row: string, side: "customer" | "supplier" = "customer") =>
  analyseContract(orderForm(row, "1.1 The Supplier shall clean the Customer's premises."), {
    side,
  }).advancedClauses.find((c) => c.category === "insurance");

describe("insurance in a key-details table", () => {
  it.each([
    "Insurance\tPublic liability insurance of £5,000,000",
    "Insurance | £2m employer's liability insurance",
  ])("reads the row '%s' as cover that must be kept, with its sum", (row) => {
    const f = insuranceOf(row);
    expect(f?.missing).toBeFalsy();
    expect(f?.excerpt).toBe(row);
    expect(f?.whyItMatters).toMatch(/must keep insurance \(cover of £/);
  });

  it("names the holder from the row's label", () => {
    expect(insuranceOf("Supplier insurance | £5m public liability insurance")?.subcategory).toBe(
      "they_must_insure",
    );
    expect(insuranceOf("Customer's insurance\t£1m employer's liability insurance")?.subcategory).toBe(
      "you_must_insure",
    );
  });

  it("names the holder after a heading ending in a colon, and keeps a statement of fact a statement", () => {
    const f = insuranceOf("Insurance: The Supplier holds public liability insurance of £1m");
    expect(f?.whyItMatters).toMatch(/^The supplier says it holds insurance/);
  });
});
