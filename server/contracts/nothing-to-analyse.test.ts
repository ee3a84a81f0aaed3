import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { contracts } from "../db/schema";
import { uploadDocx } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp, type TestContext } from "../test/harness";
import { sampleContractDocx } from "../test/sample-contract";

async function usage(ctx: TestContext, token: string) {
  return (await ctx.app.inject({ method: "GET", url: "/api/usage-limits", headers: auth(token) })).json();
}

describeWithApp("documents with nothing to analyse", (ctx) => {
  it("refuses a blank Word file, one of headings only and one of a few words with 422, storing and counting nothing", async () => {
    const user = await createUser(ctx());
    const documents = {
      blank: await sampleContractDocx([]),
      headings: await sampleContractDocx([
        { heading: "CONSULTANCY AGREEMENT", paragraphs: [] },
        { heading: "1. Services", paragraphs: [] },
        { heading: "2. Fees", paragraphs: [] },
        { heading: "3. Term and Termination", paragraphs: [] },
      ]),
      fewWords: await sampleContractDocx([
        { heading: "Heads of terms", paragraphs: ["To be drafted by the legal team next week."] },
      ]),
    };
    const messages: Record<string, RegExp> = {
      blank: /no text to analyse/,
      headings: /only headings/,
      fewWords: /only 9 words of clause text/,
    };
    for (const [kind, bytes] of Object.entries(documents)) {
      const response = await uploadDocx(ctx(), user.token, { name: `${kind}.docx`, bytes });
      expect(response.statusCode, kind).toBe(422);
      const { message } = response.json();
      expect(message).toMatch(messages[kind]);
      expect(message).toMatch(/Upload the Word file that holds the contract's clauses as text/);
      expect(message).toMatch(/Nothing was saved and none of your monthly analyses was used\.$/);
    }
    const list = await ctx().app.inject({ method: "GET", url: "/api/contracts", headers: auth(user.token) });
    expect(list.json()).toEqual([]);
    expect(await usage(ctx(), user.token)).toMatchObject({ analysesUsed: 0, contractsStored: 0 });
  });

  it("answers 422 to analysing a stored contract without text, without using an analysis", async () => {
    const user = await createUser(ctx());
    const uploaded = await uploadDocx(ctx(), user.token, {
      name: "Real.docx",
      bytes: await sampleContractDocx(),
    });
    expect(uploaded.statusCode).toBe(201);
    const { contractId } = uploaded.json();
    // a contract stored before the upload check existed, or whose text was lost
    await ctx().database.db.update(contracts).set({ extractedText: "" }).where(eq(contracts.id, contractId));

    const analysed = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/analyze`,
      headers: auth(user.token),
    });
    expect(analysed.statusCode).toBe(422);
    expect(analysed.json().message).toMatch(/no text to analyse.*None of your monthly analyses was used\.$/);
    expect(await usage(ctx(), user.token)).toMatchObject({ analysesUsed: 0, contractsStored: 1 });
    const view = await ctx().app.inject({
      method: "GET",
      url: `/api/contracts/${contractId}/analysis`,
      headers: auth(user.token),
    });
    expect(view.json().analysis).toBeNull();
  });
});
