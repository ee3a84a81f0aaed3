import { expect, it } from "vitest";
import { analysisRuns } from "../db/schema";
import { uploadDocx } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp, type TestContext } from "../test/harness";
import { sampleContractDocx } from "../test/sample-contract";

async function usage(ctx: TestContext, token: string) {
  return (await ctx.app.inject({ method: "GET", url: "/api/usage-limits", headers: auth(token) })).json();
}

const switchSide = (ctx: TestContext, token: string, id: string, side: "customer" | "supplier") =>
  ctx.app.inject({
    method: "PUT",
    url: `/api/contracts/${id}/side`,
    headers: auth(token),
    payload: { side },
  });

describeWithApp("analysis allowance on every path that analyses", (ctx) => {
  it("counts a side switch on a never-analysed contract, refuses it past the limit, and still re-rates for free", async () => {
    const user = await createUser(ctx());
    const bytes = await sampleContractDocx();
    const first = (await uploadDocx(ctx(), user.token, { name: "First.docx", bytes })).json().id as string;
    const second = (await uploadDocx(ctx(), user.token, { name: "Second.docx", bytes })).json().id as string;

    expect((await switchSide(ctx(), user.token, first, "supplier")).statusCode).toBe(200);
    expect((await usage(ctx(), user.token)).analysesUsed).toBe(1);
    // Re-rating an analysed contract after changing sides is not a new analysis.
    expect((await switchSide(ctx(), user.token, first, "customer")).statusCode).toBe(200);
    expect((await usage(ctx(), user.token)).analysesUsed).toBe(1);

    // Re-analysing the same contract is free too (decisions and settings, not a new contract).
    const again = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${first}/analyze`,
      headers: auth(user.token),
    });
    expect(again.statusCode).toBe(200);
    expect((await usage(ctx(), user.token)).analysesUsed).toBe(1);
    // Four analyses of other contracts this month use up the allowance.
    await ctx()
      .database.db.insert(analysisRuns)
      .values(
        Array.from({ length: 4 }, () => ({
          userId: user.profile.id,
          contractId: first,
          ms: 1,
          createdAt: ctx().clock.now,
        })),
      );
    expect((await usage(ctx(), user.token)).analysesUsed).toBe(5);

    const bypass = await switchSide(ctx(), user.token, second, "supplier");
    expect(bypass.statusCode).toBe(402);
    expect(bypass.json()).toMatchObject({ upgradeRequired: true, reason: "analysis_limit" });
    const analysis = await ctx().app.inject({
      method: "GET",
      url: `/api/contracts/${second}/analysis`,
      headers: auth(user.token),
    });
    expect(analysis.json().analysis).toBeNull();
    expect((await switchSide(ctx(), user.token, first, "supplier")).statusCode).toBe(200);
  });
});
