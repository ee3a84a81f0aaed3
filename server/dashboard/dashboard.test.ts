import { expect, it } from "vitest";
import { REVIEW_TERMS } from "../../common/review-terms";
import { analysedSample } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";

describeWithApp("dashboard figures", (ctx) => {
  it("counts signed contracts in the total and their High ratings in high risk", async () => {
    const user = await createUser(ctx());
    const ids: string[] = [];
    // the rating shown on the check-details form is saved with the contract
    for (const [contractTitle, overallRisk] of [
      ["Cleaning services", "Low"],
      ["Payroll bureau", "High"],
    ]) {
      const saved = await ctx().app.inject({
        method: "POST",
        url: "/api/executed-contracts/save-manual",
        headers: auth(user.token),
        payload: { contractTitle, vendorName: "Brightside Ltd", contractValue: "£6,000", overallRisk },
      });
      expect(saved.json().overallRisk).toBe(overallRisk);
      ids.push(saved.json().id);
    }
    const stats = (
      await ctx().app.inject({ method: "GET", url: "/api/dashboard/stats", headers: auth(user.token) })
    ).json();
    expect(stats).toMatchObject({
      totalContracts: 2,
      draftContracts: 0,
      signedContracts: 2,
      highRisk: 1,
      approved: 0,
      pendingReview: 0,
    });
  });

  it("does not count a draft with every term decided as pending review, even when changes are asked for", async () => {
    const user = await createUser(ctx());
    const stats = async () =>
      (
        await ctx().app.inject({ method: "GET", url: "/api/dashboard/stats", headers: auth(user.token) })
      ).json();
    const { analysisId } = await analysedSample(ctx(), user.token);
    expect(await stats()).toMatchObject({ draftContracts: 1, approved: 0, pendingReview: 1 });
    for (const term of REVIEW_TERMS) {
      const saved = await ctx().app.inject({
        method: "POST",
        url: "/api/term-decisions",
        headers: auth(user.token),
        payload: {
          analysisId,
          termType: term.id,
          decision: term.id === "payment" ? "reject" : "accept",
          proposedText: null,
        },
      });
      expect(saved.statusCode).toBe(200);
    }
    expect(await stats()).toMatchObject({ draftContracts: 1, approved: 0, pendingReview: 0 });
  });
});
