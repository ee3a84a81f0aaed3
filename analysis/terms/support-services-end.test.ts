import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const LICENCE = `LICENCE AND SUPPORT AGREEMENT

This Agreement is made on 2 June 2027 between Ribblehead Systems Limited (the "Licensor") and Settle Farm Supplies Ltd (the "Licensee").

1. Licence

1.1 The Licensor grants the Licensee a perpetual licence to use the Software.

2. Support

2.1 Either party may terminate the support services on 60 days' written notice.
`;

describe("a right to end only the support services", () => {
  it("says the support services end, not the contract (the licence goes on)", () => {
    const c = analyseContract(LICENCE).cancellationTerms;
    expect(c.summary).toBe(
      "Either party may end the support services without giving a reason on 60 days' notice.",
    );
  });

  it("still says the contract when the right ends the whole agreement", () => {
    const whole = LICENCE.replace("terminate the support services", "terminate this Agreement");
    expect(analyseContract(whole).cancellationTerms.summary).toBe(
      "Either party may end the contract without giving a reason on 60 days' notice.",
    );
  });
});
