import { describe, expect, it } from "vitest";
import { analyseContract } from "../../../analysis/index";
import { negotiationIssues } from "./context";

const TEXT = `SUPPLY AGREEMENT

This Agreement is made on 2 March 2026 between Kestrel Lighting Limited (the "Supplier") and Bramble Interiors Ltd (the "Customer").

1. Term. This Agreement continues for three years from the date above.

2. Payment. The Customer shall pay each invoice within 30 days of receipt.

3. Law. This Agreement is governed by the law of England and Wales.`;

const sender = {
  name: "Ana Price",
  jobTitle: "Director",
  company: "Bramble Interiors Ltd",
  email: "ana@bramble.example",
};

describe("the points raised with the other party", () => {
  it("raises a missing right to end early once, as the user's own proposal, not again as a finding", () => {
    const analysis = analyseContract(TEXT);
    expect(analysis.cancellationTerms.found).toBe(false);
    expect(analysis.advancedClauses.some((c) => c.subcategory === "no_termination_for_convenience")).toBe(
      true,
    );
    const issues = negotiationIssues({
      contractName: "Supply Agreement",
      analysis,
      decisions: [
        {
          termType: "cancellation",
          decision: "propose",
          proposedText: "The Customer may end this Agreement on sixty (60) days' written notice.",
          reasoning: null,
        },
      ],
      sender,
    });
    expect(issues.find((i) => i.title === "Cancellation Terms")?.proposedText).toContain("sixty (60) days");
    expect(issues.some((i) => i.title === "No right to end the contract early")).toBe(false);
  });
});
