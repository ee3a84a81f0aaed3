import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const FIT_OUT = `FIT-OUT CONTRACT

This Contract is made on 9 February 2027 between Marram Dental Care Limited (the "Employer") and Eskdale Shopfitters Ltd (the "Contractor").

1. The Works

1.1 The Contractor shall carry out and complete the refurbishment works to the ground floor of 14 Quay Street, Whitby.

2. Price

2.1 The Employer shall pay the Contractor £38,500 within 30 days of each invoice.
`;

describe("a building contract with no indemnity", () => {
  it("asks the contractor, by its role, for cover against injury and damage, not intellectual property", () => {
    const i = analyseContract(FIT_OUT).indemnity;
    expect(i.onSiteWork).toBe(true);
    expect(i.recommendation).toBe(
      "Ask the contractor to indemnify you against claims for injury or damage to property caused by its staff's negligence or its breach of the contract.",
    );
    expect(i.proposal).toContain(
      "that the Contractor indemnifies the Employer against third-party claims for death, personal injury or damage to property",
    );
  });

  it("keeps the intellectual property ask where the works are a licensed design", () => {
    const licensed = FIT_OUT.replace(
      "2. Price",
      "1.2 The Contractor grants the Employer a licence to use the design drawings.\n\n2. Price",
    );
    expect(analyseContract(licensed).indemnity.recommendation).toMatch(/intellectual property/);
  });
});
