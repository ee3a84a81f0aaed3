import { beforeAll, expect, it } from "vitest";
import { grantPremium } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp, type TestContext } from "../test/harness";
import { DOCX_TYPE, multipartBody } from "../test/multipart";
import { sampleContractDocx } from "../test/sample-contract";

let docx: Uint8Array;
beforeAll(async () => {
  docx = await sampleContractDocx();
});

function uploadAndAnalyse(ctx: TestContext, token: string | null, name = "Supply Agreement.docx") {
  const body = multipartBody("contract", { type: DOCX_TYPE, name, bytes: docx });
  return ctx.app.inject({
    method: "POST",
    url: "/api/contracts/upload?analyse=true",
    headers: { ...(token ? auth(token) : {}), ...body.headers },
    payload: body.payload,
  });
}

const get = (ctx: TestContext, token: string, url: string) =>
  ctx.app.inject({ method: "GET", url, headers: auth(token) });

describeWithApp("upload and analyse in one request", (ctx) => {
  it("answers with the same review that GET /analysis gives, counted as one analysis", async () => {
    const { token } = await createUser(ctx());
    const response = await uploadAndAnalyse(ctx(), token);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.contractId).toEqual(expect.any(String));
    expect(body.view.contract).toMatchObject({ id: body.contractId, status: "analyzed" });
    expect(body.view.analysis.contractId).toBe(body.contractId);
    expect(body.view.decisions).toEqual([]);

    const stored = (await get(ctx(), token, `/api/contracts/${body.contractId}/analysis`)).json();
    expect(body.view).toEqual(stored);
    const usage = (await get(ctx(), token, "/api/usage-limits")).json();
    expect(usage).toMatchObject({ analysesUsed: 1, contractsStored: 1 });
  });

  it("reads a first upload from the supplier's side when the user's company is the contract's supplier", async () => {
    const supplier = await createUser(ctx(), { companyName: "Cloudline Systems" });
    const mine = (await uploadAndAnalyse(ctx(), supplier.token)).json();
    expect(mine.view.contract.side).toBe("supplier");
    expect(mine.view.analysis.side).toBe("supplier");
    const customer = await createUser(ctx(), { companyName: "Northwind Trading" });
    const theirs = (await uploadAndAnalyse(ctx(), customer.token)).json();
    expect(theirs.view.contract.side).toBe("customer");
  });

  it("keeps the contract but answers 402 with the reason when the month's analyses are used", async () => {
    const user = await createUser(ctx());
    for (let i = 0; i < 5; i++) {
      const r = await uploadAndAnalyse(ctx(), user.token, `c${i}.docx`);
      expect(r.statusCode).toBe(201);
      const del = await ctx().app.inject({
        method: "DELETE",
        url: `/api/contracts/${r.json().contractId}`,
        headers: auth(user.token),
      });
      expect(del.statusCode).toBe(200);
    }
    const refused = await uploadAndAnalyse(ctx(), user.token, "sixth.docx");
    expect(refused.statusCode).toBe(402);
    const body = refused.json();
    expect(body).toMatchObject({ upgradeRequired: true, reason: "analysis_limit" });
    expect(body.message).toMatch(/analysis limit reached/i);
    const list = (await get(ctx(), user.token, "/api/contracts")).json();
    expect(list).toEqual([
      expect.objectContaining({ id: body.contractId, status: "uploaded", analysis: null }),
    ]);

    await grantPremium(ctx(), user.profile.id);
    expect((await uploadAndAnalyse(ctx(), user.token, "pro.docx")).statusCode).toBe(201);
  });

  it("stores nothing and answers 402 with the storage reason when storage is full", async () => {
    const user = await createUser(ctx());
    const body = multipartBody("contract", { type: DOCX_TYPE, name: "x.docx", bytes: docx });
    for (let i = 0; i < 5; i++) {
      const r = await ctx().app.inject({
        method: "POST",
        url: "/api/contracts/upload",
        headers: { ...auth(user.token), ...body.headers },
        payload: body.payload,
      });
      expect(r.statusCode).toBe(201);
    }
    const refused = await uploadAndAnalyse(ctx(), user.token);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ upgradeRequired: true, reason: "storage_limit" });
    expect(refused.json().contractId).toBeUndefined();
    const usage = (await get(ctx(), user.token, "/api/usage-limits")).json();
    expect(usage).toMatchObject({ analysesUsed: 0, contractsStored: 5 });
  });

  it("refuses a request with no session", async () => {
    expect((await uploadAndAnalyse(ctx(), null)).statusCode).toBe(401);
  });
});
