import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const WORKS = `SHOP FIT-OUT CONTRACT

This Contract is made on 5 April 2027 between Hawes Creamery Shop Limited (the "Employer") and Gayle Joinery Ltd (the "Contractor").

1. Works

1.1 The Contractor shall carry out and complete the fit-out works for the Contract Sum of £84,000, paid by monthly interim valuations.

1.2 The Contractor shall complete the Works by 31 August 2027. If the Contractor fails to do so, it shall pay or allow to the Employer liquidated damages at the rate of £900 per week or part of a week.

1.3 The Rectification Period is 12 months from practical completion.
`;

const ld = (side: "customer" | "supplier") =>
  analyseContract(WORKS, { side }).advancedClauses.find((c) => c.category === "liquidated_damages");

describe("damages for delay set in the sentence after the completion date", () => {
  it("is read, with the contractor as the one who pays", () => {
    expect(ld("customer")).toMatchObject({ subcategory: "they_pay_for_delay", risk_level: "low" });
    expect(ld("customer")?.whyItMatters).toMatch(/^The contractor pays a set sum/);
    expect(ld("customer")?.excerpt).toMatch(/^If the Contractor fails to do so, it shall pay or allow/);
  });

  it("asks a contractor for a cap against the contract sum, not 'the late goods or services'", () => {
    const f = ld("supplier");
    expect(f).toMatchObject({ subcategory: "you_pay_for_delay", risk_level: "high" });
    expect(f?.askFor).toContain("10% of the contract sum");
    expect(f?.proposal).toContain(
      "capped at 10% of the contract sum and are the Employer's sole remedy for delay",
    );
  });

  it("does not read 'fails to do so' as delay when the sentence before sets no date to finish by", () => {
    const noDate = WORKS.replace("shall complete the Works by 31 August 2027", "shall keep the site tidy");
    expect(ld("customer")).toBeDefined();
    expect(
      analyseContract(noDate).advancedClauses.find((c) => c.category === "liquidated_damages"),
    ).toBeUndefined();
  });
});
