import { expect, it } from "vitest";
import { localIsoDate } from "../../common/format";
import { pdfTextItems } from "../../documents/test-support/pdf-text-items";
import { contracts } from "../db/schema";
import { analysedSample } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";
import { sampleContractSections } from "../test/sample-contract";

describeWithApp("the one-page review summary PDF", (ctx) => {
  it("summarises a real analysis with its decisions on one page, for its owner", async () => {
    const user = await createUser(ctx());
    const { contractId, analysisId } = await analysedSample(ctx(), user.token);
    const decide = (payload: Record<string, unknown>) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/term-decisions",
        headers: auth(user.token),
        payload: { analysisId, proposedText: null, ...payload },
      });
    expect((await decide({ termType: "jurisdiction", decision: "accept" })).statusCode).toBe(200);
    expect(
      (
        await decide({
          termType: "payment",
          decision: "propose",
          proposedText: "The Customer shall pay each invoice within thirty (30) days of receipt.",
        })
      ).statusCode,
    ).toBe(200);
    expect((await decide({ termType: "indemnity", decision: "reject" })).statusCode).toBe(200);

    const response = await ctx().app.inject({
      method: "GET",
      url: `/api/contracts/${contractId}/summary.pdf`,
      headers: auth(user.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(
      `filename="Cloudline SaaS Agreement_Review_Summary_${localIsoDate(ctx().clock.now)}.pdf"`,
    );
    const { pages, text } = await pdfTextItems(new Uint8Array(response.rawPayload));
    expect(pages).toHaveLength(1);
    const flat = text.replace(/\s+/g, " ");
    for (const expected of [
      "Cloudline Systems Limited",
      "Northwind Trading Ltd",
      "Pay within 15 days",
      "Amount: £24,000",
      "Auto-renews: yes, 90 days' notice",
      "Governing law: England and Wales",
      "Uptime promised: 98%",
      "Accepted",
      "Alternative proposed",
      "“The Customer shall pay each invoice within thirty (30) days of receipt.”",
      "Rejected",
      "No decision yet",
      "Reviewed: 3 of 6 key terms (1 accepted, 1 rejected, 1 alternative proposed)",
      "Top risks",
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it("answers 404 for another user's contract, an unknown id or a contract not analysed, and 401 without a session", async () => {
    const owner = await createUser(ctx());
    const { contractId } = await analysedSample(ctx(), owner.token);
    const other = await createUser(ctx());
    const get = (id: string, token?: string) =>
      ctx().app.inject({
        method: "GET",
        url: `/api/contracts/${id}/summary.pdf`,
        headers: token ? auth(token) : {},
      });

    const stranger = await get(contractId, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe("Contract not found");
    expect((await get("not-a-uuid", owner.token)).statusCode).toBe(404);
    expect((await get(contractId)).statusCode).toBe(401);

    // Uploaded but never analysed (for example at the month's analysis limit).
    const [pending] = await ctx()
      .deps.db.insert(contracts)
      .values({
        userId: other.profile.id,
        originalName: "Draft.docx",
        sizeBytes: 1000,
        extractedText: "text",
        extractedHtml: "<p>text</p>",
      })
      .returning();
    const notAnalysed = await get(pending.id, other.token);
    expect(notAnalysed.statusCode).toBe(404);
    expect(notAnalysed.json().message).toBe("This contract has not been analysed yet");
  });

  it("names a party written in capitals in ordinary case", async () => {
    const user = await createUser(ctx());
    const sections = sampleContractSections.map((s, i) =>
      i === 0
        ? {
            ...s,
            paragraphs: s.paragraphs.map((p) =>
              p.replace("Cloudline Systems Limited", "CLOUDLINE SYSTEMS LIMITED"),
            ),
          }
        : s,
    );
    const { contractId } = await analysedSample(ctx(), user.token, "Capitals.docx", sections);
    const response = await ctx().app.inject({
      method: "GET",
      url: `/api/contracts/${contractId}/summary.pdf`,
      headers: auth(user.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await pdfTextItems(new Uint8Array(response.rawPayload));
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Cloudline Systems Limited");
    expect(flat).not.toContain("CLOUDLINE SYSTEMS LIMITED");
  });
});
