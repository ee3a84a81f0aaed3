import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { analyses, termDecisions } from "../db/schema";
import { auth, createUser } from "../test/factories";
import { describeWithApp, type TestContext } from "../test/harness";
import { DOCX_TYPE, multipartBody } from "../test/multipart";
import { sampleContractDocx } from "../test/sample-contract";

let docx: Uint8Array;
beforeAll(async () => {
  docx = await sampleContractDocx();
});

async function analysedContract(ctx: TestContext, token: string) {
  const body = multipartBody("contract", { type: DOCX_TYPE, name: "Cloudline.docx", bytes: docx });
  const uploaded = await ctx.app.inject({
    method: "POST",
    url: "/api/contracts/upload?analyse=true",
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  return uploaded.json() as { contractId: string; view: { analysis: { id: string } } };
}

describeWithApp("analyses stored by an older engine", (ctx) => {
  it("are read again from the contract text, free and with the user's decisions kept, not answered with a 500", async () => {
    const { token } = await createUser(ctx());
    const { contractId, view } = await analysedContract(ctx(), token);
    const decided = await ctx().app.inject({
      method: "POST",
      url: "/api/term-decisions",
      headers: auth(token),
      payload: { analysisId: view.analysis.id, termType: "payment", decision: "accept", proposedText: null },
    });
    expect(decided.statusCode).toBe(200);

    // an older engine stored no payment days, no evidence lists and no key data
    const [row] = await ctx().database.db.select().from(analyses).where(eq(analyses.contractId, contractId));
    const { keyData: _keyData, ...older } = row.result as Record<string, unknown>;
    const payment = { ...(older.paymentTerms as Record<string, unknown>) };
    delete payment.paymentDays;
    await ctx()
      .database.db.update(analyses)
      .set({ result: { ...older, paymentTerms: payment }, engineVersion: "0.9.0" })
      .where(eq(analyses.id, row.id));
    const usageBefore = (
      await ctx().app.inject({ method: "GET", url: "/api/usage-limits", headers: auth(token) })
    ).json();

    const read = await ctx().app.inject({
      method: "GET",
      url: `/api/contracts/${contractId}/analysis`,
      headers: auth(token),
    });
    expect(read.statusCode).toBe(200);
    const { analysis, decisions } = read.json();
    expect(analysis.paymentTerms.paymentDays).toBe(15);
    expect(decisions.map((d: { termType: string }) => d.termType)).toEqual(["payment"]);
    const usageAfter = (
      await ctx().app.inject({ method: "GET", url: "/api/usage-limits", headers: auth(token) })
    ).json();
    expect(usageAfter.analysesUsed).toBe(usageBefore.analysesUsed);

    const advanced = await ctx().app.inject({
      method: "GET",
      url: `/api/contracts/${contractId}/advanced-clauses`,
      headers: auth(token),
    });
    expect(advanced.statusCode).toBe(200);
    const stored = await ctx()
      .database.db.select()
      .from(termDecisions)
      .where(eq(termDecisions.contractId, contractId));
    expect(stored).toHaveLength(1);
  });
});
