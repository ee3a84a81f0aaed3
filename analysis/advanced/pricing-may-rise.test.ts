import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const make = (clause: string) =>
  `SUBSCRIPTION AGREEMENT\n\nThis Agreement is made on 1 May 2027 between Scargill Data Limited (the "Supplier") and Nappa Hall Textiles Ltd (the "Customer").\n\n1. Fees\n\n1.1 The Customer shall pay the fees within 30 days of each invoice.\n\n1.2 ${clause}\n`;

const priceFinding = (clause: string, side: "customer" | "supplier" = "customer") =>
  analyseContract(make(clause), { side }).advancedClauses.find((c) => c.category === "price_changes");

describe("prices that 'may increase' with no party named", () => {
  it("is the supplier's right to raise them, limited by the percentage stated", () => {
    const f = priceFinding("Fees for each renewal term may increase by up to 6%.");
    expect(f).toMatchObject({
      subcategory: "capped_increase",
      excerpt: "1.2 Fees for each renewal term may increase by up to 6%.",
    });
    expect(
      priceFinding("Fees for each renewal term may increase by up to 6%.", "supplier")?.subcategory,
    ).toBe("you_may_change_prices");
  });

  it("is not a right to change prices when the fees rise only because the customer buys more", () => {
    expect(priceFinding("The fees may increase if the Customer adds further users.")).toBeUndefined();
  });
});
