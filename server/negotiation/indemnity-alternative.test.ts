import { describe, expect, it } from "vitest";
import { analyseContract } from "../../analysis/index";
import { draftAlternative } from "../../common/clause-library/index";
import { DEFAULT_ENHANCED_RISK_SETTINGS, DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";
import { alternativeContext } from "./alternative";

/** Written for these tests: the liability clause leaves the cleaning firm's indemnity unlimited. */
const CLEANING = `OFFICE CLEANING AGREEMENT

This Agreement is made on 3 February 2026 between Sparkle Office Cleaning Ltd, a company registered in England and Wales ("Contractor"), and Harbourside Lettings Limited, a company registered in England and Wales ("Client").

1. SERVICES
1.1 The Contractor shall clean the Client's offices at 12 Dock Street, Hull each weekday evening.

2. INDEMNITY
2.1 The Contractor shall indemnify the Client against all losses, damages, costs and expenses arising out of or in connection with the Services.

3. LIABILITY
3.1 Each party's total liability under this Agreement shall not exceed the charges paid in the 12 months before the claim.
3.2 The limits in clause 3.1 do not apply to the indemnity in clause 2.

4. GOVERNING LAW
4.1 This Agreement is governed by the law of England and Wales.
`;
const CONCERNS = "we want it capped and limited to losses caused by our negligence";
const user = {
  riskThresholds: DEFAULT_RISK_THRESHOLDS,
  enhancedRiskSettings: DEFAULT_ENHANCED_RISK_SETTINGS,
};

describe("the library's indemnity for a contract whose liability clause leaves it unlimited", () => {
  it("states its own cap rather than pointing at limitations that do not apply to it", () => {
    const analysis = analyseContract(CLEANING, { side: "supplier" });
    expect(analysis.indemnity.capped).toBe(false);
    const ctx = alternativeContext(analysis, user, CONCERNS, analysis.indemnity.excerpt);
    expect(ctx.values.ownIndemnityUncapped).toBe(true);
    const text = draftAlternative("indemnity", ctx).alternativeClause;
    expect(text).not.toMatch(/subject to the limitations of liability/);
    expect(text).toMatch(
      /shall not exceed the charges paid or payable under this Agreement in the twelve \(12\) months/,
    );
    expect(text).toContain(
      "to the extent caused by the negligence or breach of this Agreement of the Indemnifying Party",
    );
  });
});

describeWithApp("Generate AI Alternative on an unlimited indemnity (no language model)", (ctx) => {
  it("answers the concern from the clause library, and says so", async () => {
    const { token } = await createUser(ctx());
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/generate-alternative",
      headers: auth(token),
      payload: {
        originalClause:
          "2.1 The Contractor shall indemnify the Client against all losses, damages, costs and expenses arising out of or in connection with the Services.",
        termType: "indemnity",
        userConcerns: "We want it capped at £50,000 and limited to losses caused by our negligence.",
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, source: "library" });
    expect(body.alternativeClause).toContain("shall not exceed £50,000");
    expect(body.alternativeClause).toContain("to the extent caused by the negligence or breach");
    expect(body.alternativeClause).not.toMatch(/subject to the limitations of liability/);
  });
});
