import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const make = (indemnity: string) =>
  `HOSTING TERMS\n\nThese Terms are made between Blencathra Hosting Limited (the "Supplier") and Ullswater Boat Hire Ltd (the "Customer").\n\n1. Service\n\n1.1 The Supplier shall host the Customer's booking website.\n\n2. Indemnity\n\n2.1 ${indemnity}\n`;

describe("an unlimited indemnity the user gives only for its own unlawful acts", () => {
  it("is medium, not high: the claims it covers are in the user's control", () => {
    const i = analyseContract(
      make(
        "The Customer shall indemnify the Supplier against any claim arising from the Customer's illegal use of the website.",
      ),
    ).indemnity;
    expect(i).toMatchObject({ indemnifyingParty: "customer", capped: false, favorabilityScore: "amber" });
    expect(i.summary).toContain("from claims your own unlawful acts or misconduct cause");
    expect(i.recommendation).toContain("which are in your control");
  });

  it("stays high when it also covers any breach of the contract or negligence", () => {
    for (const wide of [
      "The Customer shall indemnify the Supplier against any claim arising from the Customer's unlawful use of the website or any breach of this Agreement.",
      "The Customer shall indemnify the Supplier against all losses caused by the Customer's negligence or fraud.",
    ])
      expect(analyseContract(make(wide)).indemnity.favorabilityScore).toBe("red");
  });
});
