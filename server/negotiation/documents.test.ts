import mammoth from "mammoth";
import { expect, it } from "vitest";
import { secondPersonAdvice } from "../../analysis/advice/index";
import { commentsOf, readPart, revisionsOf } from "../../documents/test-support/inspect-docx";
import { analysedSample, grantPremium } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";
import { sampleWithParagraph } from "../test/sample-contract";

describeWithApp("redline and amendment documents", (ctx) => {
  it("refuses a redline with no decisions and another user's contract", async () => {
    const user = await createUser(ctx());
    const { contractId } = await analysedSample(ctx(), user.token);
    const none = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-redlined-document`,
      headers: auth(user.token),
      payload: { decisions: {} },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/at least one decision/);
    const other = await createUser(ctx());
    for (const call of [
      {
        method: "POST",
        url: `/api/contracts/${contractId}/generate-redlined-document`,
        payload: { decisions: { payment: { action: "reject" } } },
      },
      { method: "GET", url: `/api/contracts/${contractId}/redlined` },
      { method: "POST", url: `/api/contracts/${contractId}/generate-vendor-document` },
    ] as const) {
      expect(
        (await ctx().app.inject({ ...call, headers: auth(other.token) } as never)).statusCode,
        call.url,
      ).toBe(404);
    }
    const noChanges = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-vendor-document`,
      headers: auth(user.token),
    });
    expect(noChanges.statusCode).toBe(400);
  });

  it("keeps one clause number when the proposed wording repeats it", async () => {
    const user = await createUser(ctx());
    await grantPremium(ctx(), user.profile.id);
    const { contractId, analysis } = await analysedSample(ctx(), user.token);
    expect(analysis.jurisdiction.excerpt).toMatch(/^7\.1 /);
    const response = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-redlined-document`,
      headers: auth(user.token),
      payload: {
        decisions: {
          jurisdiction: {
            action: "propose",
            alternativeText: analysis.jurisdiction.excerpt.replace(
              "courts of England",
              "courts of England and Wales",
            ),
            timestamp: Date.now(),
          },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const accepted = (
      await mammoth.extractRawText({ buffer: Buffer.from(new Uint8Array(response.rawPayload)) })
    ).value;
    expect(accepted).toContain("7.1 This Agreement and any dispute");
    expect(accepted).not.toMatch(/7\.1\s+7\.1/);
  });

  it("returns the original Word file with the decisions as tracked changes and comments", async () => {
    const user = await createUser(ctx());
    await grantPremium(ctx(), user.profile.id);
    const { contractId, analysis } = await analysedSample(ctx(), user.token, "Cloudline SaaS Agreement.docx");
    const proposal = analysis.paymentTerms.excerpt.replace("fifteen (15) days", "sixty (60) days");
    expect(proposal).not.toBe(analysis.paymentTerms.excerpt);
    const response = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-redlined-document`,
      headers: auth(user.token),
      payload: {
        decisions: {
          payment: {
            action: "propose",
            alternativeText: proposal,
            timestamp: Date.now(),
            reasoning: "We need 60 days to pay.",
          },
          indemnity: { action: "reject", timestamp: Date.now() },
          jurisdiction: { action: "accept", timestamp: Date.now() },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(
      `Cloudline SaaS Agreement_Redlined_${ctx().clock.now.toISOString().slice(0, 10)}.docx`,
    );
    expect(String(response.headers["x-redline-applied"]).split(",").sort()).toEqual(["indemnity", "payment"]);
    const bytes = new Uint8Array(response.rawPayload);
    const xml = (await readPart(bytes, "word/document.xml"))!;
    const revisions = revisionsOf(xml);
    expect(revisions.some((r) => r.type === "del" && r.text.includes("fifteen"))).toBe(true);
    expect(revisions.some((r) => r.type === "ins" && r.text.includes("sixty"))).toBe(true);
    // the other party sees the changes as the user's, not a tool's
    expect(revisions.every((r) => r.author === "Alice Walker")).toBe(true);
    // clause numbers stay as they are: no deletion starts with one
    expect(revisions.filter((r) => r.type === "del" && /^\s*\d+(?:\.\d+)*\.?\s/.test(r.text))).toEqual([]);
    // word-level: the unchanged words of the clause are not inside any revision
    expect(revisions.some((r) => r.text.includes("within"))).toBe(false);
    // rejecting the one-sided indemnity replaces it with the user's preferred position (mutual,
    // under the cap), drafted from their settings; the clause is not simply deleted
    expect(revisions.some((r) => r.type === "ins" && r.text.includes("Indemnifying Party"))).toBe(true);
    const comments = commentsOf((await readPart(bytes, "word/comments.xml"))!);
    expect(comments).toHaveLength(2);
    // the user's concerns are private: the comment gives our reason from the analysis instead
    expect(comments.some((c) => c.text.includes("We need 60 days to pay"))).toBe(false);
    expect(comments.some((c) => /requires payment within 15 days/.test(c.text))).toBe(true);
    const rejection = comments.find((c) => !/requires payment/.test(c.text))?.text ?? "";
    expect(rejection).toMatch(
      /^Clause \S+ requires the Customer to indemnify .*; we propose that the indemnity is mutual/,
    );
    expect(secondPersonAdvice(comments.map((c) => c.text).join("\n"))).toEqual([]);
    const accepted = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    expect(accepted).toContain("sixty (60) days");

    const saved = await ctx().app.inject({
      method: "GET",
      url: `/api/contracts/${contractId}/redlined`,
      headers: auth(user.token),
    });
    expect(saved.statusCode).toBe(200);
    const view = (
      await ctx().app.inject({
        method: "GET",
        url: `/api/contracts/${contractId}/analysis`,
        headers: auth(user.token),
      })
    ).json();
    expect(view.decisions.map((d: { termType: string }) => d.termType).sort()).toEqual([
      "indemnity",
      "jurisdiction",
      "payment",
    ]);

    const amendment = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-vendor-document`,
      headers: auth(user.token),
    });
    expect(amendment.statusCode).toBe(200);
    expect(amendment.headers["content-disposition"]).toContain(
      "Cloudline SaaS Agreement_Amendment_Proposal_",
    );
    const amendmentText = (await mammoth.extractRawText({ buffer: amendment.rawPayload })).value;
    expect(amendmentText).toContain("Cloudline Systems Limited");
    expect(amendmentText).toContain("sixty (60) days");
    expect(amendmentText).toContain("clause 1.1");
    expect(amendmentText).not.toContain("We need 60 days to pay");
    expect(amendmentText).toContain("requires payment within 15 days; we propose the wording above.");
  });

  it("proposes deleting a sentence that the new wording would contradict, with the reason in our voice", async () => {
    const user = await createUser(ctx());
    await grantPremium(ctx(), user.profile.id);
    const sections = sampleWithParagraph(
      "3. Termination",
      "3.2 The Customer may not terminate this Agreement before the end of the initial term.",
    );
    const { contractId } = await analysedSample(ctx(), user.token, "Locked In.docx", sections);
    const response = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-redlined-document`,
      headers: auth(user.token),
      payload: { decisions: { cancellation: { action: "reject", timestamp: Date.now() } } },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["x-redline-applied"]).split(",").sort()).toEqual([
      "cancellation",
      "cancellation-conflict-1",
    ]);
    const bytes = new Uint8Array(response.rawPayload);
    const revisions = revisionsOf((await readPart(bytes, "word/document.xml"))!);
    expect(
      revisions.some(
        (r) => r.type === "ins" && r.text.includes("may terminate this Agreement for convenience"),
      ),
    ).toBe(true);
    expect(
      revisions.some(
        (r) =>
          r.type === "del" && r.text.includes("The Customer may not terminate this Agreement before the end"),
      ),
    ).toBe(true);
    const comments = commentsOf((await readPart(bytes, "word/comments.xml"))!).map((c) => c.text);
    expect(comments).toContain(
      "We propose deleting this sentence, as it would contradict our proposed new clause on termination for convenience.",
    );
    expect(secondPersonAdvice(comments.join("\n"))).toEqual([]);
    const accepted = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    expect(accepted).not.toContain("may not terminate");
    // the sentence was its whole paragraph: its number goes with it, leaving no empty "3.2"
    expect(accepted).not.toMatch(/^\s*3\.2\s*$/m);

    // the amendment proposal lists the same deletion, after the new clause
    const amendment = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-vendor-document`,
      headers: auth(user.token),
    });
    expect(amendment.statusCode).toBe(200);
    const proposal = (await mammoth.extractRawText({ buffer: amendment.rawPayload })).value.replace(
      /\s+/g,
      " ",
    );
    expect(proposal).toContain(
      // the clause number has its own line ("Clause reference"), so the wording is shown without it
      "Current wording The Customer may not terminate this Agreement before the end of the initial term. Proposed wording Delete this wording. Reason We propose deleting this sentence, as it would contradict our proposed new clause on termination for convenience.",
    );
    expect(proposal).not.toContain("shown in its place");
    expect(proposal).not.toContain("new clause shown");
  });
});
