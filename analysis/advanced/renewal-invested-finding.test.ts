import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const DISTRIBUTION = `DISTRIBUTION AGREEMENT

This Agreement is made on 1 June 2027 between Aysgarth Valves Limited (the "Supplier") and Wensleydale Plant Supplies Ltd (the "Distributor").

1. Appointment

1.1 The Supplier appoints the Distributor as its distributor of the Products in Yorkshire.

2. Term

2.1 This Agreement lasts for three years from its date and then renews for successive periods of one year unless either party gives the other at least 6 months' written notice before the end of the then-current term.
`;

describe("a long mutual notice to stop renewal, seen by the distributor", () => {
  it("explains that it protects the distributor, not that the distributor is committed", () => {
    const f = analyseContract(DISTRIBUTION).advancedClauses.find((c) => c.category === "auto_renewal");
    expect(f?.whyItMatters).toMatch(/^The contract renews by itself unless either side gives the notice/);
    expect(f?.whyItMatters).not.toContain("you are committed for another term");
  });
});

describe("a short mutual notice to stop renewal, seen by the distributor", () => {
  it("is not said to protect it", () => {
    const short = DISTRIBUTION.replace(
      "at least 6 months' written notice",
      "at least 30 days' written notice",
    );
    const r = analyseContract(short).renewalTerms;
    expect(r.invested).toBeUndefined();
    expect(r.recommendation).not.toMatch(/cannot end it at short notice/);
  });
});
