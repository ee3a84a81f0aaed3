import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

/** A letter of engagement: written by the supplier as "we" to the client as "you", with From/To lines. */
const LETTER = `LETTER OF ENGAGEMENT

From: Hollybush Payroll Bureau LLP, 3 Mill Street, Hexham NE46 1AA
To: The Partners, Tyne Valley Vets Ltd, 12 Bridge End, Corbridge NE45 5AA

Date: 9 March 2027

Dear Partners,

1. Our services
We will run your monthly payroll for up to 20 staff.

2. Our liability
Our aggregate liability to you for all claims under this engagement is limited to £100,000.

3. Data
We will process your employees' personal data as an independent controller for payroll purposes, in line with the UK GDPR.

4. Ending the engagement
Either of us may end this engagement on two months' written notice.

5. Law
This letter is governed by the law of England and Wales.`;

describe("a letter of engagement", () => {
  const a = analyseContract(LETTER);

  it("names the letter, the writer as the supplier and the addressee as the customer", () => {
    expect(a.title?.text).toBe("LETTER OF ENGAGEMENT");
    expect(a.parties.supplier?.name).toBe("Hollybush Payroll Bureau LLP");
    expect(a.parties.customer?.name).toBe("Tyne Valley Vets Ltd");
    expect(a.keyData.vendor).toBe("Hollybush Payroll Bureau LLP");
  });

  it("reads 'our aggregate liability' as the supplier's cap", () => {
    expect(a.advancedClauses.find((c) => c.category === "liability_cap")?.subcategory).toBe(
      "their_liability_capped",
    );
  });

  it("does not ask for processing terms from a supplier that is a controller", () => {
    const dp = a.advancedClauses.find((c) => c.category === "data_protection");
    expect(dp).toMatchObject({ subcategory: "independent_controller", risk_level: "low", proposal: null });
  });

  it("does not call an engagement with no end date a fixed term", () => {
    expect(a.renewalTerms.summary).toBe(
      "No renewal: no end date was found, and the contract runs until one side ends it on notice.",
    );
    expect(a.cancellationTerms).toMatchObject({
      forConvenience: true,
      forConvenienceParty: "both",
      noticePeriod: 60,
    });
  });
});
