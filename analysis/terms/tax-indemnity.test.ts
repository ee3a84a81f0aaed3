import { describe, expect, it } from "vitest";
import { draftAlternative } from "../../common/clause-library/index";
import { DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { analyseContract } from "../index";

const TEXT = `CONSULTANCY AGREEMENT

This Agreement is made between Whernside Analytics Limited (the "Consultancy") and Dentdale Mutual Insurance plc (the "Client").

1. Services

1.1 The Consultancy shall provide data engineering services to the Client at a day rate of £600.

2. Tax

2.1 The Consultancy shall indemnify the Client against any income tax, National Insurance contributions, interest and penalties the Client must pay in respect of the fees.
`;

describe("a consultancy's tax indemnity", () => {
  const i = analyseContract(TEXT, { side: "supplier" }).indemnity;

  it("is read as a tax indemnity: medium, with advice to limit it to the consultancy's own tax and cap it", () => {
    expect(i).toMatchObject({
      indemnifyingParty: "supplier",
      capped: false,
      taxOnly: true,
      favorabilityScore: "amber",
    });
    expect(i.summary).toMatch(/^Tax indemnity given by you/);
    expect(i.recommendation).toContain(
      "cover only tax that arises from your own failure to account for your taxes",
    );
    expect(i.proposal).toContain(
      "covers only tax and National Insurance that arise from the Consultancy's own failure",
    );
    expect(i.proposal).not.toMatch(/\byou\b|\byour\b/i);
  });

  it("is redrafted about tax, not replaced by a general indemnity", () => {
    const text = draftAlternative("indemnity", {
      side: "supplier",
      us: "the Consultancy",
      them: "the Client",
      thresholds: DEFAULT_RISK_THRESHOLDS,
      serviceLevel: "standard",
      values: { indemnityType: "one-sided", taxIndemnity: true },
      concerns: "",
    }).alternativeClause;
    expect(text).toMatch(
      /^The Consultancy shall indemnify the Client against any income tax and National Insurance/,
    );
    expect(text).toContain("the Consultancy's failure to account for its own taxes");
    expect(text).not.toMatch(/third-party claim/);
  });

  it("does not treat an indemnity for infringement that also mentions tax as a tax indemnity", () => {
    const wide = TEXT.replace(
      "any income tax, National Insurance contributions, interest and penalties the Client must pay in respect of the fees",
      "any claim that the deliverables infringe a third party's rights, and any income tax on the fees",
    );
    expect(analyseContract(wide, { side: "supplier" }).indemnity.taxOnly).toBeUndefined();
  });
});
