import mammoth from "mammoth";
import { expect, it } from "vitest";
import { secondPersonAdvice } from "../../analysis/advice/index";
import { commentsOf, readPart, revisionsOf } from "../../documents/test-support/inspect-docx";
import { grantPremium, uploadDocx } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";
import { sampleContractDocx, sampleContractSections } from "../test/sample-contract";

describeWithApp("rejecting a term the contract lacks", (ctx) => {
  /** A new user's contract made of `sections`, uploaded and analysed, and a redline rejecting one term. */
  async function analysedUpload(name: string, sections = sampleContractSections) {
    const user = await createUser(ctx());
    const uploaded = await uploadDocx(ctx(), user.token, { name, bytes: await sampleContractDocx(sections) });
    const { contractId } = uploaded.json();
    const analysis = (
      await ctx().app.inject({
        method: "POST",
        url: `/api/contracts/${contractId}/analyze`,
        headers: auth(user.token),
      })
    ).json();
    const rejectInRedline = (termType: string) =>
      ctx().app.inject({
        method: "POST",
        url: `/api/contracts/${contractId}/generate-redlined-document`,
        headers: auth(user.token),
        payload: { decisions: { [termType]: { action: "reject", timestamp: Date.now() } } },
      });
    return { user, contractId, analysis, rejectInRedline };
  }

  it("adds the preferred clause as a tracked insertion and proposes it in the amendment proposal", async () => {
    const withoutLaw = sampleContractSections.filter((s) => !/governing law/i.test(s.heading));
    const { user, contractId, analysis, rejectInRedline } = await analysedUpload(
      "No Law Agreement.docx",
      withoutLaw,
    );
    await grantPremium(ctx(), user.profile.id);
    expect(analysis.jurisdiction.found).toBe(false);

    const response = await rejectInRedline("jurisdiction");
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["x-redline-applied"])).toBe("jurisdiction");
    const bytes = new Uint8Array(response.rawPayload);
    const xml = (await readPart(bytes, "word/document.xml"))!;
    const inserted = revisionsOf(xml)
      .filter((r) => r.type === "ins")
      .map((r) => r.text)
      .join(" ");
    expect(inserted).toMatch(/governed by/i);
    // the new clause is numbered after the contract's last clause and has a heading of its own
    const lastNumber = Math.max(
      ...analysis.clauses.map((c: { number: string | null }) => Number.parseInt(c.number ?? "0", 10) || 0),
    );
    expect(inserted).toMatch(new RegExp(`^${lastNumber + 1}\\. Governing Law and Jurisdiction `));
    // its paragraph is numbered as the contract numbers its own ("7.1")
    expect(inserted).toMatch(
      new RegExp(`^${lastNumber + 1}\\. Governing Law and Jurisdiction ${lastNumber + 1}\\.1 `),
    );
    // the heading takes the look of the contract's own headings (their paragraph style)
    const headingAt = xml.indexOf("Governing Law and Jurisdiction");
    const headingPara = xml.slice(xml.lastIndexOf("<w:p>", headingAt), headingAt);
    expect(headingPara).toMatch(/<w:pStyle w:val="Heading1"\/>/);
    const body = inserted.replace(/^\d+\. Governing Law and Jurisdiction \d+\.1 /, "");
    expect(revisionsOf(xml).some((r) => r.type === "del")).toBe(false);
    // the new clause follows the last clause of the contract
    const accepted = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    const lastClause = withoutLaw[withoutLaw.length - 1].paragraphs.at(-1)!;
    expect(accepted.indexOf(body.slice(0, 40))).toBeGreaterThan(accepted.indexOf(lastClause));
    const comments = commentsOf((await readPart(bytes, "word/comments.xml"))!);
    expect(comments).toHaveLength(1);
    expect(comments[0].text).toMatch(/does not state which law governs it; we propose/);
    expect(comments[0].text).toContain("The new clause shown gives effect to this.");
    expect(secondPersonAdvice(comments[0].text)).toEqual([]);

    const amendment = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-vendor-document`,
      headers: auth(user.token),
    });
    expect(amendment.statusCode).toBe(200);
    const proposal = (await mammoth.extractRawText({ buffer: amendment.rawPayload })).value;
    expect(proposal).toContain("(not covered by the current draft)");
    // the proposal names the new clause by the number the redline gives it
    expect(proposal).toContain(`Jurisdiction (new clause ${lastNumber + 1})`);
    expect(proposal).not.toContain("(the contract)");
    expect(proposal).toContain(body.slice(0, 40));
    expect(secondPersonAdvice(proposal)).toEqual([]);
  });

  it("puts a missing right to end for convenience into the termination section, as its next paragraph", async () => {
    const { analysis, rejectInRedline } = await analysedUpload("No Exit Agreement.docx");
    expect(analysis.cancellationTerms.found).toBe(false);
    const response = await rejectInRedline("cancellation");
    expect(response.statusCode).toBe(200);
    const bytes = new Uint8Array(response.rawPayload);
    const inserted = revisionsOf((await readPart(bytes, "word/document.xml"))!)
      .filter((r) => r.type === "ins")
      .map((r) => r.text)
      .join(" ");
    // "3. Termination" holds 3.1: the new right is 3.2, with no heading of its own
    expect(inserted).toMatch(/^3\.2 \S/);
    expect(inserted).not.toMatch(/Termination for Convenience/);
    const accepted = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    const after31 = accepted.indexOf("3.1 Either party may terminate");
    expect(accepted.indexOf(inserted.slice(0, 30))).toBeGreaterThan(after31);
    expect(accepted.indexOf(inserted.slice(0, 30))).toBeLessThan(accepted.indexOf("4. Indemnity"));
  });
});
