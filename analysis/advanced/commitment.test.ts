import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import type { Side } from "../types";

const PARTIES =
  'This Agreement is made between Tarn Valley Ceramics Limited (the "Supplier") and Ouseburn Home Stores Ltd (the "Distributor").';

const commitment = (body: string, side: Side = "customer") =>
  analyseContract(`${PARTIES}\n\n${body}`, { side }).advancedClauses.find(
    (c) => c.category === "minimum_commitment",
  );

describe("a minimum the buyer must purchase", () => {
  const appointment =
    "1.1 The Supplier appoints the Distributor as its exclusive distributor of the Products in Scotland.";
  const minimum = "3.1 The Distributor shall purchase Products worth at least £80,000 in each Contract Year.";

  it("tells the buyer what it must buy, over what period, and what missing it costs", () => {
    const f = commitment(
      `${appointment}\n\n${minimum} If it does not, the Supplier may terminate this Agreement on 30 days' notice.`,
    );
    expect(f).toMatchObject({ subcategory: "you_commit", risk_level: "medium", excerpt: minimum });
    expect(f?.whyItMatters).toBe(
      "You must buy at least £80,000 in each Contract Year whether or not you need it; missing it lets the supplier end the contract.",
    );
    expect(f?.askFor).toContain("cost you only your exclusivity rather than the whole contract");
    expect(f?.proposal).toContain("the Supplier may end the Distributor's exclusivity on written notice");
    expect(f?.proposal).not.toMatch(/\byou\b/i);
  });

  it("is high risk when a shortfall must be paid for, and asks for a review instead where nothing is exclusive", () => {
    const f = commitment(
      "3.1 The Distributor commits to purchase not less than 2,000 units during each calendar quarter, and shall pay the Supplier for any shortfall at the end of the quarter.",
    );
    expect(f).toMatchObject({ subcategory: "you_commit", risk_level: "high" });
    expect(f?.whyItMatters).toContain("any shortfall must be paid for anyway");
    expect(f?.askFor).toBe(
      "Ask for a shortfall to lead only to a review of the minimum for the next year, not to a payment.",
    );
  });

  it("finds the consequence in another clause", () => {
    const f = commitment(
      `${appointment}\n\n${minimum}\n\n9.2 If the Distributor fails to reach the minimum in clause 3.1, the Supplier may by notice end the Distributor's exclusivity.`,
    );
    expect(f).toMatchObject({ risk_level: "low", proposal: null });
    expect(f?.whyItMatters).toContain("missing it lets the supplier end your exclusivity");
  });

  it("reads a minimum royalty as a sum to pay whatever the sales", () => {
    const f = commitment(
      "4.2 The Distributor shall pay a minimum annual royalty of £12,000, and any shortfall against the royalties earned shall be paid within 30 days after the year end.",
    );
    expect(f?.whyItMatters).toContain(
      "You must pay at least £12,000 each year whether or not your sales earn it",
    );
  });

  it("is the supplier's security from its side", () => {
    expect(commitment(`${appointment}\n\n${minimum}`, "supplier")).toMatchObject({
      subcategory: "they_commit",
      risk_level: "low",
      proposal: null,
    });
  });

  it.each([
    "3.1 The minimum order quantity is 50 units per order.",
    "3.1 The Supplier shall keep a minimum stock of 300 units of each Product.",
    "3.1 The Distributor shall place each order at least 10 Business Days before the delivery date.",
    "3.1 The Distributor shall pay a monthly fee of at least £250 for each store.",
    "3.1 The Supplier shall deliver at least 95% of orders on time in each month.",
  ])("is not a commitment to buy: %s", (body) => {
    expect(commitment(body)).toBeUndefined();
  });
});
