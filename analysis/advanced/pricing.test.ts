import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";

const priceChange = (body: string) =>
  analyseContract(contract(body, { us: true })).advancedClauses.find((c) => c.category === "price_changes");

describe("a price change already limited to once a year", () => {
  it.each([
    "Vendor may increase its hourly rates once in any twelve-month period upon sixty (60) days' prior written notice to Customer.",
    "Vendor may increase its rates once in any twelve (12) month period on 60 days' notice.",
    "Vendor may increase its rates no more than once in any period of twelve months, on 60 days' notice.",
  ])("does not ask for what it gives: %s", (body) => {
    const f = priceChange(body);
    expect(f?.whyItMatters).toContain("once a year");
    expect(f?.askFor).not.toMatch(/once a year/);
    expect(f?.proposal).not.toMatch(/once in any 12 months/);
    expect(f?.proposal).toContain("Consumer Prices Index");
  });
});
