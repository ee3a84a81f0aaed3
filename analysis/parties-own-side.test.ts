import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

const NDA = `CONFIDENTIALITY AGREEMENT

THIS AGREEMENT is dated 2 February 2027

PARTIES
1. HARDRAW FORGE LIMITED, incorporated in England and Wales (the "Discloser").
2. STAINFORTH EQUITY LLP, registered in England and Wales (the "Recipient").

1. OBLIGATIONS
1.1 The Recipient shall keep the Confidential Information secret and use it only to evaluate buying the Discloser's business.

2. STAFF
2.1 The Recipient shall not, for a period of nine (9) months from the date of this Agreement, solicit any employee of the Discloser.

3. DURATION
3.1 The obligations in this Agreement shall continue for a period of three (3) years from the date of this Agreement.

4. INDEMNITY
4.1 The Recipient shall indemnify the Discloser against all losses arising from any breach of this Agreement by the Recipient.
`;

describe("a contract with no customer or supplier, read for a user who is one of its parties", () => {
  const mine = analyseContract(NDA, { ownCompanyName: "Hardraw Forge Ltd" });

  it("reads the other party's indemnity as protecting the user, with nothing to ask", () => {
    expect(mine.indemnity).toMatchObject({ indemnifyingParty: "supplier", favorabilityScore: "green" });
    expect(mine.indemnity.summary).toContain("the recipient covers your losses");
    expect(mine.indemnity.recommendation).toBe("This protects you. Keep it.");
  });

  it("still treats it as a contract under which nothing is paid", () => {
    expect(mine.paymentTerms.summary).toBe("Not applicable: nothing is paid under this contract.");
    expect(mine.advancedClauses.some((c) => c.category === "payment_terms")).toBe(false);
  });

  it("without the user's company, says it cannot tell who gives the indemnity, as before", () => {
    expect(analyseContract(NDA).indemnity.indemnifyingParty).toBeNull();
  });

  it("reads the obligations' duration as the term, and a restriction counted from signing as such", () => {
    expect(mine.expirationDate?.value).toBe("2030-02-01");
    expect(mine.advancedClauses.find((c) => c.category === "non_solicitation")?.whyItMatters).toBe(
      "The other side may not approach or poach your staff for nine (9) months from the date of the agreement.",
    );
  });
});
