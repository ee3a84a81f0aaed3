import { expect, it } from "vitest";
import { secondPersonAdvice } from "../../analysis/advice/index";
import { analysedSample, grantPremium } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";

describeWithApp("rejecting a term", (ctx) => {
  it("saves the preferred position from the user's settings, or none when the clause already meets them", async () => {
    const user = await createUser(ctx());
    await grantPremium(ctx(), user.profile.id);
    await ctx().app.inject({
      method: "PUT",
      url: "/api/risk-thresholds",
      headers: auth(user.token),
      payload: {
        paymentTermsGreen: 60,
        paymentTermsRed: 30,
        noticePeriodsGreen: 45,
        noticePeriodsRed: 120,
        indemnityPreference: "mutual-capped",
      },
    });
    const { contractId, analysisId, analysis } = await analysedSample(ctx(), user.token);
    const reject = (termType: string) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/term-decisions",
        headers: auth(user.token),
        payload: { analysisId, termType, decision: "reject" },
      });

    // 90 days' notice of non-renewal is more than the 45 these settings allow: the rejection proposes 45
    expect(analysis.renewalTerms.noticePeriod).toBe(90);
    const renewal = await reject("renewal");
    expect(renewal.statusCode).toBe(200);
    // the contract's own renewal sentence, with only the notice changed
    expect(renewal.json().proposedText).toContain("at least forty-five (45) days' written notice");

    // a UK governing law already meets the settings: nothing to draft, so the user is asked
    expect(analysis.jurisdiction.favorabilityScore).toBe("green");
    const law = await reject("jurisdiction");
    expect(law.statusCode).toBe(200);
    expect(law.json().proposedText).toBeNull();

    // the email sent to the other party carries the position and the wording, in our voice
    const email = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/messages/negotiation-email`,
      headers: auth(user.token),
    });
    const text: string = email.json().text;
    expect(text).toMatch(
      /Our position: Clause \S+ requires 90 days' notice of non-renewal; we propose 45 days\./,
    );
    expect(text).toContain("at least forty-five (45) days' written notice");
    expect(text).toMatch(
      /is not acceptable to us as drafted, and we would like to agree alternative wording\./,
    );
    expect(secondPersonAdvice(text)).toEqual([]);
  });
});
