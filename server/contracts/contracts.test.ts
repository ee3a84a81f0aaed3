import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { beforeAll, expect, it } from "vitest";
import { analyses, users } from "../db/schema";
import { auth, createUser } from "../test/factories";
import { describeWithApp, type TestContext } from "../test/harness";
import { DOCX_TYPE, multipartBody } from "../test/multipart";
import { sampleContractDocx } from "../test/sample-contract";

let docx: Uint8Array;
beforeAll(async () => {
  docx = await sampleContractDocx();
});

async function upload(
  ctx: TestContext,
  token: string,
  file: { name: string; bytes: Uint8Array; type?: string },
) {
  const body = multipartBody("contract", { type: DOCX_TYPE, ...file });
  return ctx.app.inject({
    method: "POST",
    url: "/api/contracts/upload",
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}

async function makePremium(ctx: TestContext, userId: string) {
  await ctx.database.db.update(users).set({ hasPremiumAccess: true }).where(eq(users.id, userId));
}

describeWithApp(
  "draft contracts",
  (ctx) => {
    it("uploads, analyses and returns text, HTML, analysis and offsets that agree", async () => {
      const { token } = await createUser(ctx());
      const uploaded = await upload(ctx(), token, { name: "Cloudline SaaS Agreement.docx", bytes: docx });
      expect(uploaded.statusCode).toBe(201);
      const { contractId } = uploaded.json();

      const analysed = await ctx().app.inject({
        method: "POST",
        url: `/api/contracts/${contractId}/analyze`,
        headers: auth(token),
      });
      expect(analysed.statusCode).toBe(200);
      const analysis = analysed.json();
      expect(analysis.contractId).toBe(contractId);
      expect(["green", "amber", "red"]).toContain(analysis.overallRisk);

      const view = (
        await ctx().app.inject({
          method: "GET",
          url: `/api/contracts/${contractId}/analysis`,
          headers: auth(token),
        })
      ).json();
      expect(view.contract.originalName).toBe("Cloudline SaaS Agreement.docx");
      expect(view.contract.extractedHtml).toContain("<p>");
      const text: string = view.contract.extractedText;
      // the text is sent once, with the contract
      expect(view.contract).not.toHaveProperty("content");
      expect(view.analysis).not.toHaveProperty("extractedText");
      for (const block of ["paymentTerms", "renewalTerms", "jurisdiction"]) {
        const term = view.analysis[block];
        expect(term.found, block).toBe(true);
        expect(text.slice(term.start, term.end)).toBe(term.excerpt);
      }
      expect(view.analysis.paymentTerms.paymentDays).toBe(15);
      expect(view.analysis.renewalTerms.autoRenewal).toBe(true);
      expect(view.analysis.renewalTerms.noticePeriod).toBe(90);
      expect(view.analysis.jurisdiction.governingLaw).toBe("England and Wales");
      expect(view.decisions).toEqual([]);

      const advanced = await ctx().app.inject({
        method: "GET",
        url: `/api/contracts/${contractId}/advanced-clauses`,
        headers: auth(token),
      });
      expect(advanced.statusCode).toBe(200);
      const findings = advanced.json();
      expect(findings.clauseSummary.totalClausesDetected).toBeGreaterThan(0);
      // one naming style and one confidence scale (0..1) for terms and findings alike
      expect(findings.advancedClauses.length).toBeGreaterThan(0);
      for (const finding of findings.advancedClauses) {
        expect(["high", "medium", "low"]).toContain(finding.riskLevel);
        expect(finding).not.toHaveProperty("risk_level");
        expect(finding.confidence).toBeGreaterThan(0);
        expect(finding.confidence).toBeLessThanOrEqual(1);
      }
      expect(findings.enhancedRisk.riskAdjustment).toBeGreaterThanOrEqual(0);
      expect(view.analysis.advancedClauses).toEqual(findings.advancedClauses);

      const list = (
        await ctx().app.inject({ method: "GET", url: "/api/contracts", headers: auth(token) })
      ).json();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        id: contractId,
        status: "analyzed",
        analysis: { overallRisk: analysis.overallRisk },
      });

      const original = await ctx().app.inject({
        method: "GET",
        url: `/api/contracts/${contractId}/file`,
        headers: auth(token),
      });
      expect(original.rawPayload.equals(Buffer.from(docx))).toBe(true);
    });

    it.each([
      [
        { name: "contract.pdf", type: "application/pdf" },
        415,
        "Please upload a DOCX file. Our contract analyzer is optimized for Word documents only.",
      ],
      [{ name: "contract.doc", type: "application/octet-stream" }, 415, "File must have .docx extension."],
      [{ name: "bad\u0007name.docx" }, 400, "Filename contains invalid characters or is too long."],
      [{ name: "invoice\u202Excod.docx" }, 400, "Filename contains invalid characters or is too long."],
      [{ name: `${"a".repeat(252)}.docx` }, 400, "Filename contains invalid characters or is too long."],
    ])("refuses %o", async (file, status, message) => {
      const { token } = await createUser(ctx());
      const response = await upload(ctx(), token, { bytes: docx, ...file });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    });

    it("accepts the names desktops give, stores them composed and sends them back safely", async () => {
      const { token } = await createUser(ctx());
      // "é" decomposed, as macOS sends it; brackets, ampersand, apostrophe, en dash.
      const name = "Consulting Agreement (1) – Cafe\u0301 & O'Brien's.docx";
      const response = await upload(ctx(), token, { name, bytes: docx });
      expect(response.statusCode).toBe(201);
      const stored = "Consulting Agreement (1) – Café & O'Brien's.docx";
      expect(response.json().originalName).toBe(stored);
      const list = (
        await ctx().app.inject({ method: "GET", url: "/api/contracts", headers: auth(token) })
      ).json();
      expect(list[0].originalName).toBe(stored);
      const file = await ctx().app.inject({
        method: "GET",
        url: `/api/contracts/${response.json().id}/file`,
        headers: auth(token),
      });
      expect(file.headers["content-disposition"]).toBe(
        `attachment; filename="Consulting Agreement (1) _ Caf_ & O'Brien's.docx"; ` +
          "filename*=UTF-8''Consulting%20Agreement%20%281%29%20%E2%80%93%20Caf%C3%A9%20%26%20O%27Brien%27s.docx",
      );
    });

    it("refuses tiny, oversized, fake, encrypted and zip-bomb files and stores nothing", async () => {
      const { token } = await createUser(ctx());
      const tiny = await upload(ctx(), token, { name: "tiny.docx", bytes: new Uint8Array(50) });
      expect(tiny.statusCode).toBe(400);
      expect(tiny.json().message).toBe("File appears to be empty or corrupted.");

      const huge = await upload(ctx(), token, {
        name: "huge.docx",
        bytes: new Uint8Array(10 * 1024 * 1024 + 10),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toBe("Please upload a file smaller than 10MB.");

      const fake = await upload(ctx(), token, {
        name: "fake.docx",
        bytes: new TextEncoder().encode("x".repeat(500)),
      });
      expect(fake.statusCode).toBe(415);

      const ole = new Uint8Array(2048);
      ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
      const legacy = await upload(ctx(), token, { name: "old.docx", bytes: ole });
      expect(legacy.statusCode).toBe(415);
      expect(legacy.json().message).toMatch(/older Word document/);

      const zip = new JSZip();
      zip.file("[Content_Types].xml", "<Types/>");
      zip.file("word/document.xml", "<w:document/>");
      zip.file("word/media/bomb.bin", new Uint8Array(120 * 1024 * 1024));
      const bomb = await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
      const bombResponse = await upload(ctx(), token, { name: "bomb.docx", bytes: bomb });
      expect(bombResponse.statusCode).toBe(413);

      const list = (
        await ctx().app.inject({ method: "GET", url: "/api/contracts", headers: auth(token) })
      ).json();
      expect(list).toEqual([]);
    });

    it("free accounts store 5 contracts and run 5 analyses a month; premium is unlimited", async () => {
      const user = await createUser(ctx());
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await upload(ctx(), user.token, { name: `c${i}.docx`, bytes: docx });
        expect(r.statusCode).toBe(201);
        ids.push(r.json().contractId);
      }
      const sixth = await upload(ctx(), user.token, { name: "c6.docx", bytes: docx });
      expect(sixth.statusCode).toBe(402);
      expect(sixth.json()).toMatchObject({ upgradeRequired: true });
      const checkUpload = await ctx().app.inject({
        method: "POST",
        url: "/api/usage-limits/check-upload",
        headers: auth(user.token),
      });
      expect(checkUpload.statusCode).toBe(402);

      for (const id of ids) {
        expect(
          (
            await ctx().app.inject({
              method: "POST",
              url: `/api/contracts/${id}/analyze`,
              headers: auth(user.token),
            })
          ).statusCode,
        ).toBe(200);
      }
      const usage = (
        await ctx().app.inject({ method: "GET", url: "/api/usage-limits", headers: auth(user.token) })
      ).json();
      expect(usage).toMatchObject({
        isPremium: false,
        analysesUsed: 5,
        analysesRemaining: 0,
        canAnalyze: false,
        contractsStored: 5,
        storageRemaining: 0,
        canUpload: false,
      });
      // Re-analysing a contract already analysed is not a new analysis, even at the limit.
      const again = await ctx().app.inject({
        method: "POST",
        url: `/api/contracts/${ids[0]}/analyze`,
        headers: auth(user.token),
      });
      expect(again.statusCode).toBe(200);
      // A sixth contract cannot be analysed: deleting one frees storage but not the analysis.
      await ctx().app.inject({
        method: "DELETE",
        url: `/api/contracts/${ids[4]}`,
        headers: auth(user.token),
      });
      const another = (await upload(ctx(), user.token, { name: "sixth.docx", bytes: docx })).json();
      const sixthAnalysis = await ctx().app.inject({
        method: "POST",
        url: `/api/contracts/${another.contractId}/analyze`,
        headers: auth(user.token),
      });
      expect(sixthAnalysis.statusCode).toBe(402);
      expect(sixthAnalysis.json().upgradeRequired).toBe(true);
      expect(sixthAnalysis.json().message).toMatch(/limit reached/);
      const check = await ctx().app.inject({
        method: "POST",
        url: "/api/usage-limits/check-analysis",
        headers: auth(user.token),
      });
      expect(check.statusCode).toBe(402);
      const after = (
        await ctx().app.inject({ method: "GET", url: "/api/usage-limits", headers: auth(user.token) })
      ).json();
      expect(after.analysesUsed).toBe(5);

      const today = ctx().clock.now;
      ctx().clock.set(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1, 0, 30)));
      const nextMonth = await ctx().app.inject({
        method: "POST",
        url: "/api/usage-limits/check-analysis",
        headers: auth(user.token),
      });
      expect(nextMonth.statusCode).toBe(200);
      ctx().clock.set(today);

      await makePremium(ctx(), user.profile.id);
      expect((await upload(ctx(), user.token, { name: "c7.docx", bytes: docx })).statusCode).toBe(201);
      expect(
        (
          await ctx().app.inject({
            method: "POST",
            url: `/api/contracts/${ids[1]}/analyze`,
            headers: auth(user.token),
          })
        ).statusCode,
      ).toBe(200);
      const premium = (
        await ctx().app.inject({ method: "GET", url: "/api/usage-limits", headers: auth(user.token) })
      ).json();
      expect(premium).toMatchObject({
        isPremium: true,
        canAnalyze: true,
        canUpload: true,
        analysesRemaining: null,
      });
    });

    it("another user's contract answers 404 on every endpoint", async () => {
      const owner = await createUser(ctx());
      const other = await createUser(ctx());
      const { contractId } = (await upload(ctx(), owner.token, { name: "mine.docx", bytes: docx })).json();
      const analysis = (
        await ctx().app.inject({
          method: "POST",
          url: `/api/contracts/${contractId}/analyze`,
          headers: auth(owner.token),
        })
      ).json();
      const decided = await ctx().app.inject({
        method: "POST",
        url: "/api/term-decisions",
        headers: auth(owner.token),
        payload: { analysisId: analysis.id, termType: "payment", decision: "accept" },
      });
      expect(decided.statusCode).toBe(200);
      const calls = [
        { method: "GET", url: `/api/contracts/${contractId}/analysis` },
        { method: "GET", url: `/api/contracts/${contractId}/advanced-clauses` },
        { method: "GET", url: `/api/contracts/${contractId}/file` },
        { method: "POST", url: `/api/contracts/${contractId}/analyze` },
        { method: "PUT", url: `/api/contracts/${contractId}/side`, payload: { side: "supplier" } },
        { method: "DELETE", url: `/api/contracts/${contractId}` },
        {
          method: "POST",
          url: "/api/term-decisions",
          payload: { analysisId: analysis.id, termType: "payment", decision: "accept" },
        },
        {
          method: "POST",
          url: "/api/contract-decisions",
          payload: { analysisId: analysis.id, termType: "payment", decision: "reject", proposedChange: "x" },
        },
        { method: "DELETE", url: `/api/term-decisions/${analysis.id}/payment` },
        { method: "GET", url: "/api/contracts/not-a-uuid/analysis" },
        { method: "DELETE", url: "/api/term-decisions/not-a-uuid/payment" },
      ] as const;
      for (const call of calls) {
        const response = await ctx().app.inject({ ...call, headers: auth(other.token) } as never);
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
      expect(
        (await ctx().app.inject({ method: "GET", url: "/api/contracts", headers: auth(other.token) })).json(),
      ).toEqual([]);
      // The owner's contract, analysis and decision are untouched by the other user's attempts.
      const view = await ctx().app.inject({
        method: "GET",
        url: `/api/contracts/${contractId}/analysis`,
        headers: auth(owner.token),
      });
      expect(view.statusCode).toBe(200);
      expect(view.json().analysis.id).toBe(analysis.id);
      expect(view.json().decisions).toMatchObject([{ termType: "payment", decision: "accept" }]);
    });

    it("re-analyses with the current thresholds, free of allowance, keeping decisions on unchanged wording", async () => {
      const { token } = await createUser(ctx());
      const { contractId } = (await upload(ctx(), token, { name: "again.docx", bytes: docx })).json();
      const analyse = () =>
        ctx().app.inject({
          method: "POST",
          url: `/api/contracts/${contractId}/analyze`,
          headers: auth(token),
        });
      const usedAnalyses = async () =>
        (await ctx().app.inject({ method: "GET", url: "/api/usage-limits", headers: auth(token) })).json()
          .analysesUsed;
      const first = (await analyse()).json();
      expect(first.paymentTerms.favorabilityScore).toBe("red");
      expect(await usedAnalyses()).toBe(1);
      for (const termType of ["payment", "jurisdiction"]) {
        const saved = await ctx().app.inject({
          method: "POST",
          url: "/api/term-decisions",
          headers: auth(token),
          payload: { analysisId: first.id, termType, decision: "accept", proposedText: null },
        });
        expect(saved.statusCode).toBe(200);
      }
      // As if the governing-law wording had been quoted differently by the earlier analysis.
      const [stored] = await ctx()
        .database.db.select()
        .from(analyses)
        .where(eq(analyses.contractId, contractId));
      const older = structuredClone(stored.result) as Record<string, { excerpt: string }>;
      older.jurisdiction.excerpt = "7.1 Older wording of the governing law clause.";
      await ctx()
        .database.db.update(analyses)
        .set({ result: older })
        .where(eq(analyses.contractId, contractId));

      const thresholds = await ctx().app.inject({
        method: "PUT",
        url: "/api/risk-thresholds",
        headers: auth(token),
        payload: {
          paymentTermsGreen: 14,
          paymentTermsRed: 7,
          noticePeriodsGreen: 30,
          noticePeriodsRed: 90,
          indemnityPreference: "mutual-capped",
        },
      });
      expect(thresholds.statusCode).toBe(200);
      const again = await analyse();
      expect(again.statusCode).toBe(200);
      expect(await usedAnalyses()).toBe(1);
      const view = (
        await ctx().app.inject({
          method: "GET",
          url: `/api/contracts/${contractId}/analysis`,
          headers: auth(token),
        })
      ).json();
      expect(view.analysis.paymentTerms.favorabilityScore).toBe("green");
      expect(view.decisions.map((d: { termType: string }) => d.termType)).toEqual(["payment"]);
    });

    it("clears the decisions when the side is switched: they were made from the other side", async () => {
      const { token } = await createUser(ctx());
      const { contractId } = (await upload(ctx(), token, { name: "missing.docx", bytes: docx })).json();
      const first = (
        await ctx().app.inject({
          method: "POST",
          url: `/api/contracts/${contractId}/analyze`,
          headers: auth(token),
        })
      ).json();
      expect(first.cancellationTerms.found).toBe(false);
      const saved = await ctx().app.inject({
        method: "POST",
        url: "/api/term-decisions",
        headers: auth(token),
        payload: { analysisId: first.id, termType: "cancellation", decision: "reject", proposedText: null },
      });
      expect(saved.statusCode).toBe(200);
      for (const side of ["supplier", "customer"]) {
        const switched = await ctx().app.inject({
          method: "PUT",
          url: `/api/contracts/${contractId}/side`,
          headers: auth(token),
          payload: { side },
        });
        expect(switched.statusCode).toBe(200);
        const view = (
          await ctx().app.inject({
            method: "GET",
            url: `/api/contracts/${contractId}/analysis`,
            headers: auth(token),
          })
        ).json();
        expect(view.analysis.cancellationTerms.found).toBe(false);
        expect(view.decisions).toEqual([]);
      }
    });

    it("keeps decisions across reload and re-analysis, and delete removes everything", async () => {
      const { token } = await createUser(ctx());
      const { contractId } = (await upload(ctx(), token, { name: "decide.docx", bytes: docx })).json();
      const analysis = (
        await ctx().app.inject({
          method: "POST",
          url: `/api/contracts/${contractId}/analyze`,
          headers: auth(token),
        })
      ).json();
      const accept = await ctx().app.inject({
        method: "POST",
        url: "/api/term-decisions",
        headers: auth(token),
        payload: {
          analysisId: analysis.id,
          termType: "jurisdiction",
          decision: "accept",
          proposedText: null,
        },
      });
      expect(accept.statusCode).toBe(200);
      const emptyProposal = await ctx().app.inject({
        method: "POST",
        url: "/api/term-decisions",
        headers: auth(token),
        payload: { analysisId: analysis.id, termType: "payment", decision: "propose", proposedText: "  " },
      });
      expect(emptyProposal.statusCode).toBe(400);
      await ctx().app.inject({
        method: "POST",
        url: "/api/contract-decisions",
        headers: auth(token),
        payload: {
          analysisId: analysis.id,
          termType: "payment",
          decision: "propose",
          proposedChange: "The Customer shall pay within 60 days.",
          reasoning: "Cash flow",
        },
      });
      const unknownTerm = await ctx().app.inject({
        method: "POST",
        url: "/api/term-decisions",
        headers: auth(token),
        payload: { analysisId: analysis.id, termType: "weather", decision: "accept" },
      });
      expect(unknownTerm.statusCode).toBe(400);

      await ctx().app.inject({
        method: "POST",
        url: `/api/contracts/${contractId}/analyze`,
        headers: auth(token),
      });
      const view = (
        await ctx().app.inject({
          method: "GET",
          url: `/api/contracts/${contractId}/analysis`,
          headers: auth(token),
        })
      ).json();
      const byTerm = Object.fromEntries(view.decisions.map((d: { termType: string }) => [d.termType, d]));
      expect(byTerm.jurisdiction.decision).toBe("accept");
      expect(byTerm.payment).toMatchObject({
        decision: "propose",
        proposedChange: "The Customer shall pay within 60 days.",
        reasoning: "Cash flow",
      });

      const stats = (
        await ctx().app.inject({ method: "GET", url: "/api/dashboard/stats", headers: auth(token) })
      ).json();
      expect(stats).toMatchObject({ totalContracts: 1, approved: 0, pendingReview: 1, isPremium: false });

      const removed = await ctx().app.inject({
        method: "DELETE",
        url: `/api/contracts/${contractId}`,
        headers: auth(token),
      });
      expect(removed.statusCode).toBe(200);
      expect(
        (
          await ctx().app.inject({
            method: "GET",
            url: `/api/contracts/${contractId}/analysis`,
            headers: auth(token),
          })
        ).statusCode,
      ).toBe(404);
      const leftovers = await ctx().database.db.execute(
        `select (select count(*) from stored_files) as files, (select count(*) from analyses where contract_id = '${contractId}') as analyses, (select count(*) from term_decisions where contract_id = '${contractId}') as decisions` as never,
      );
      const counts = (leftovers as unknown as { rows: Array<Record<string, unknown>> }).rows[0];
      expect(Number(counts.analyses)).toBe(0);
      expect(Number(counts.decisions)).toBe(0);
    });
  },
  { config: { adminEmails: [] } },
);
