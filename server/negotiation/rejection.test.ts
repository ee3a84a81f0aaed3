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

describeWithApp("proposing wording", (ctx) => {
  it("refuses wording that is the same as the contract's, and keeps nothing", async () => {
    const user = await createUser(ctx());
    const { analysisId, analysis } = await analysedSample(ctx(), user.token);
    const propose = (proposedText: string) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/term-decisions",
        headers: auth(user.token),
        payload: { analysisId, termType: "jurisdiction", decision: "propose", proposedText },
      });
    // the clause number and spacing do not make the same words different
    const same = await propose(`  ${analysis.jurisdiction.excerpt.replace(/^7\.1\s+/, "")}  `);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(
      "Your wording is the same as the contract's. Change it, or accept the term instead.",
    );
    const view = await ctx().app.inject({
      method: "GET",
      url: `/api/contracts/${analysis.contractId}/analysis`,
      headers: auth(user.token),
    });
    expect(view.json().decisions).toEqual([]);
    const changed = await propose(
      analysis.jurisdiction.excerpt.replace("courts of England", "courts of England and Wales"),
    );
    expect(changed.statusCode).toBe(200);
  });
});
