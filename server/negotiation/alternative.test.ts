import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openDatabase } from "../db/client";
import { auth, createUser } from "../test/factories";
import { startFakeLlm } from "../test/fake-llm";
import { describeWithApp, testConfig } from "../test/harness";
import { generateAlternative } from "./alternative";

const original = "The Customer shall pay each invoice within fifteen (15) days of the date of the invoice.";

describeWithApp("generate alternative (built-in library)", (ctx) => {
  it("refuses missing fields with the spec's messages", async () => {
    const { token } = await createUser(ctx());
    const noClause = await ctx().app.inject({
      method: "POST",
      url: "/api/generate-alternative",
      headers: auth(token),
      payload: { termType: "payment" },
    });
    expect(noClause.statusCode).toBe(400);
    expect(noClause.json()).toMatchObject({ error: "Original clause is required" });
    const noType = await ctx().app.inject({
      method: "POST",
      url: "/api/generate-alternative",
      headers: auth(token),
      payload: { originalClause: original },
    });
    expect(noType.json()).toMatchObject({ error: "Term type is required" });
    expect(
      (await ctx().app.inject({ method: "POST", url: "/api/generate-alternative", payload: {} })).statusCode,
    ).toBe(401);
  });

  it("edits the contract's own cancellation right rather than replacing what else it says", async () => {
    const { token } = await createUser(ctx());
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/generate-alternative",
      headers: auth(token),
      payload: {
        originalClause:
          "9.2 The Customer may terminate this Agreement or any Order Form for convenience on ninety (90) days' written notice to the Supplier.",
        termType: "cancellation",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().alternativeClause).toMatch(
      /^The Customer may terminate this Agreement or any Order Form for convenience on thirty \(30\) days' written notice to the Supplier\./,
    );
  });

  it("drafts a balanced clause adapted to the user's thresholds and concerns", async () => {
    const { token } = await createUser(ctx());
    await ctx().app.inject({
      method: "PUT",
      url: "/api/risk-thresholds",
      headers: auth(token),
      payload: {
        paymentTermsGreen: 45,
        paymentTermsRed: 20,
        noticePeriodsGreen: 30,
        noticePeriodsRed: 90,
        indemnityPreference: "mutual-capped",
      },
    });
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/generate-alternative",
      headers: auth(token),
      payload: { originalClause: original, termType: "payment", userConcerns: "" },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, source: "library" });
    // more than 45 days is low risk with these settings, so the draft asks for the next usual period
    expect(body.alternativeClause).toContain("sixty (60) days");
    expect(body.alternativeClause).not.toContain("£125,000");
  });
});

describe("generate alternative with an LLM", () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let close: () => Promise<void>;
  let deps: Awaited<ReturnType<typeof buildApp>>["deps"];
  let user: Parameters<typeof generateAlternative>[0]["user"];

  beforeAll(async () => {
    llm = await startFakeLlm();
    const database = await openDatabase({ dataDir: "memory://" });
    const built = await buildApp({
      db: database.db,
      config: testConfig({ llm: { baseUrl: llm.baseUrl, apiKey: "test-key", model: "test-model" } }),
      logger: false,
    });
    deps = built.deps;
    await built.app.ready();
    const registered = await built.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        firstName: "Lee",
        lastName: "Lm",
        email: "lee@northwind-trading.co.uk",
        jobTitle: "x",
        companyName: "N",
        companySize: "1-10",
        industry: "Other",
        password: "Str0ng!Passphrase",
        confirmPassword: "Str0ng!Passphrase",
      },
    });
    const token = registered.json().token;
    const { resolveSession } = await import("../auth/sessions");
    user = (await resolveSession({ db: database.db, token, now: new Date() })).user;
    close = async () => {
      await built.app.close();
      await database.close();
      await llm.close();
    };
  });
  afterAll(() => close());

  it("uses the model's clause when it is valid, sending the clause and concerns", async () => {
    llm.behave({
      reply:
        "Here is the clause: The Customer shall pay each valid invoice within forty-five (45) days of receipt.",
    });
    const result = await generateAlternative({
      deps,
      user,
      originalClause: original,
      termType: "payment",
      userConcerns: "45 days please",
      analysis: null,
    });
    expect(result).toMatchObject({
      source: "llm",
      alternativeClause: "The Customer shall pay each valid invoice within forty-five (45) days of receipt.",
    });
    const last = llm.requests.at(-1)!;
    expect(last.path).toBe("/v1/chat/completions");
    expect(last.authorization).toBe("Bearer test-key");
    expect(last.body.model).toBe("test-model");
    expect(last.body.messages[1].content).toContain(original);
    expect(last.body.messages[1].content).toContain("45 days please");
  });

  it("falls back to the library when the model copies the original, errors or is too slow", async () => {
    llm.behave({ reply: original });
    expect(
      (
        await generateAlternative({
          deps,
          user,
          originalClause: original,
          termType: "payment",
          analysis: null,
        })
      ).source,
    ).toBe("library");
    llm.behave({ status: 500, reply: "boom" });
    expect(
      (
        await generateAlternative({
          deps,
          user,
          originalClause: original,
          termType: "payment",
          analysis: null,
        })
      ).source,
    ).toBe("library");
    llm.behave({
      reply: "The Customer shall pay within sixty days of receipt of a valid invoice.",
      delayMs: 1500,
    });
    const started = Date.now();
    const slow = await generateAlternative({
      deps,
      user,
      originalClause: original,
      termType: "payment",
      analysis: null,
      timeoutMs: 300,
    });
    expect(slow.source).toBe("library");
    expect(Date.now() - started).toBeLessThan(1400);
  });
});
