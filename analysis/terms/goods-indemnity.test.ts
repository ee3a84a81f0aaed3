import { describe, expect, it } from "vitest";
import { draftAlternative } from "../../common/clause-library/index";
import { DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { analyseContract } from "../index";

const SALE = `CONDITIONS OF SALE

These Conditions apply between Wharfedale Timber Supplies Limited (the "Seller") and Ribble Valley Joinery Ltd (the "Buyer").

1. Supply of goods

1.1 The Seller shall deliver the Goods ordered by the Buyer within 10 days of each order.

2. Payment

2.1 The Buyer shall pay each invoice within 30 days of its date.
`;

describe("a sale of goods with no indemnity", () => {
  it("asks for cover against infringement and defective goods, not data protection", () => {
    const i = analyseContract(SALE).indemnity;
    expect(i.goods).toBe(true);
    expect(i.recommendation).toBe(
      "Ask the supplier to indemnify you against claims that the goods infringe someone else's intellectual property, or that a defect in them causes death, personal injury or damage to property.",
    );
    expect(i.proposal).toContain(
      "that the Seller indemnifies the Buyer against third-party claims that the goods infringe",
    );
    expect(`${i.recommendation} ${i.proposal}`).not.toMatch(/data protection/);
  });

  it("keeps the data protection ask where the contract handles personal data", () => {
    const withData = SALE.replace(
      "2. Payment",
      "1.2 The Seller shall process personal data of the Buyer's customers only on the Buyer's instructions.\n\n2. Payment",
    );
    const i = analyseContract(withData).indemnity;
    expect(i.goods).toBeUndefined();
    expect(i.recommendation).toMatch(/data protection/);
  });

  it("drafts the same cover in the clause library", () => {
    const draft = draftAlternative("indemnity", {
      side: "customer",
      us: "the Buyer",
      them: "the Seller",
      thresholds: DEFAULT_RISK_THRESHOLDS,
      serviceLevel: "standard",
      values: { indemnityType: "none", goods: true, supplied: "the Goods" },
      concerns: "",
    }).alternativeClause;
    expect(draft).toMatch(
      /^The Seller shall indemnify the Buyer .*use of the Goods supplied under this Agreement infringes/,
    );
    expect(draft).toContain("a defect in the Goods causes death, personal injury or damage to property");
    expect(draft).not.toMatch(/data protection/);
  });
});
