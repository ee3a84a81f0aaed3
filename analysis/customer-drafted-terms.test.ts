import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

/** A buyer's own terms for a design studio, written for these tests: hard on the studio (the supplier). */
const STUDIO = `DESIGN SERVICES AGREEMENT

This Agreement is dated 1 June 2026 and is made between Pembury Homewares Limited, a company registered in England ("the Buyer"), and Tollgate Design Studio Ltd, a company registered in England ("the Studio").

1. Charges
1.1 The Studio shall invoice the Buyer quarterly in arrears.
1.2 The Buyer shall pay each undisputed invoice within 60 days of receipt.
1.3 The charges cover all expenses, and the Studio may not recharge any third-party cost unless the Buyer has approved it in advance in writing.
1.4 The Buyer may withhold any amount it disputes in good faith until the dispute is resolved.
1.5 The Buyer may set off against any sum it owes the Studio any amount that the Studio owes the Buyer.

2. Service standards
2.1 The Studio shall meet the standards in the Schedule.
2.2 If the Studio misses a standard in a quarter, the Studio shall credit the Buyer with an amount equal to 15% of the charges for that quarter. Credits under this clause are without prejudice to any other right or remedy of the Buyer.

3. Liability
3.1 Nothing in this Agreement limits or excludes the liability of the Studio of any kind.
3.2 The Buyer shall not be liable to the Studio for any loss of profit or any indirect loss, and the Buyer's total liability shall not exceed the charges paid in the previous quarter.

4. Ending the agreement
4.1 The Buyer may end this Agreement at any time for any reason on 5 days' written notice.
4.2 When this Agreement ends, the Buyer shall pay only for designs completed and accepted before that date and shall have no liability to pay for any work in progress or any loss of profit of the Studio.

SCHEDULE
The Studio shall acknowledge each brief within two working days.
`;

describe("a buyer's own terms read from the studio's side", () => {
  const a = analyseContract(STUDIO, { side: "supplier" });
  const finding = (category: string) => a.advancedClauses.filter((c) => c.category === category);

  it("reads 'nothing limits the liability of the Studio of any kind' as all of its liability left open", () => {
    const open = finding("liability_exclusions").find((c) => c.subcategory === "uncapped_carve_out");
    expect(open?.whyItMatters).toMatch(/^The contract makes your liability unlimited/);
    expect(open?.risk_level).toBe("high");
  });

  it("asks for the studio's own liability to be capped, not for a higher cap on the buyer's", () => {
    const cap = finding("liability_cap")[0];
    expect(cap.subcategory).toBe("their_liability_capped");
    expect(cap.askFor).toMatch(/^Ask for your own liability to be capped as well/);
  });

  it("quotes the liability clause's exclusion of lost profit, and says it protects the buyer only", () => {
    const excluded = finding("liability_exclusions").find(
      (c) => c.subcategory === "indirect_and_consequential_loss",
    );
    expect(excluded?.excerpt).toMatch(/^3\.2 The Buyer shall not be liable/);
    expect(excluded?.whyItMatters).toMatch(/^Only the customer is protected/);
  });

  it("quotes the set-off, not the right to hold back a disputed amount", () => {
    expect(finding("set_off")[0]?.excerpt).toMatch(/^1\.5 The Buyer may set off/);
  });

  it("rates credits on top of other remedies amber and asks for them to be the sole remedy", () => {
    const s = a.serviceGuarantees;
    expect(s.favorabilityScore).toBe("amber");
    expect(s.summary).toContain("on top of any other remedy");
    expect(s.summary).not.toMatch(/uptime/);
    expect(s.recommendation).toMatch(/sole financial remedy/);
  });

  it("asks to be paid for work in progress when the buyer may walk away without paying for it", () => {
    const c = a.cancellationTerms;
    expect(c.summary).toContain("without paying for work in progress");
    expect(c.proposal).toMatch(/pays for work performed and costs committed/);
  });

  it("reads invoicing in arrears, and not a consent given in advance as a timing", () => {
    expect(a.paymentTerms.timing?.when).toBe("arrears");
  });

  it("does not hold the buyer to uptime or fault response for a design studio", () => {
    const c = analyseContract(STUDIO).serviceGuarantees;
    expect(c.favorabilityScore).toBe("green");
    expect(c.recommendation).not.toMatch(/uptime|urgent faults/);
  });
});
