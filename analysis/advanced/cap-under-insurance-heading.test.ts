import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const text = `BUILDING CONTRACT

This contract is made between Elmstead Veterinary Practice Ltd (the "Employer") and Stonebridge Builders Limited (the "Builder").

1. The Works

1.1 The Builder shall carry out the extension works described in the drawings for the sum of £84,000 (the "Contract Price").

2. Payment

2.1 The Employer shall pay each interim valuation within 14 days of receiving it.

3. Insurance and indemnity

3.1 The Builder shall keep public liability insurance of at least £2,000,000 for any one event.

3.2 The Builder shall indemnify the Employer against claims for injury or damage to property caused by the works.

3.3 The Builder's total liability under this contract, other than for death or personal injury caused by its negligence, shall not exceed a sum equal to the Contract Price.
`;

describe("a limit of liability under an insurance and indemnity heading", () => {
  it("is quoted and read as the contract price", () => {
    const a = analyseContract(text);
    const cap = a.advancedClauses.find((c) => c.category === "liability_cap");
    expect(cap).toBeDefined();
    expect(text.slice(cap!.start, cap!.end)).toContain("shall not exceed a sum equal to the Contract Price");
    expect(cap!.whyItMatters).toContain("the contract price");
  });
});
