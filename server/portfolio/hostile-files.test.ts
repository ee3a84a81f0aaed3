import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { documentReader } from "../../documents/isolated-reader";
import {
  hugeDocumentXmlDocx,
  hugeStreamPdf,
  nulOverwrittenPdf,
  twoPagePdf,
} from "../../documents/test-support/crafted-files";
import { makeDocx, p } from "../../documents/test-support/make-docx";
import { makePdf } from "../../documents/test-support/make-pdf";
import { contracts, executedUploads, storedFiles } from "../db/schema";
import { uploadDocx } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp, type TestContext } from "../test/harness";
import { DOCX_TYPE, multipartBody } from "../test/multipart";

const PDF_TYPE = "application/pdf";

async function uploadSigned(
  ctx: TestContext,
  token: string,
  file: { name: string; bytes: Uint8Array; type: string },
) {
  const body = multipartBody("contract", file);
  return ctx.app.inject({
    method: "POST",
    url: "/api/executed-contracts/manual",
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}

async function storedFileCount(ctx: TestContext) {
  const [{ value }] = await ctx.deps.db.select({ value: count() }).from(storedFiles);
  return value;
}

describeWithApp("hostile documents", (ctx) => {
  // Start the reader workers first, so the timings below measure reading, not a worker's start.
  beforeAll(async () => {
    await documentReader().readPdf(twoPagePdf());
  }, 120_000);

  it("keeps serving after a PDF whose objects were overwritten by NUL bytes", async () => {
    const user = await createUser(ctx());
    const response = await uploadSigned(ctx(), user.token, {
      name: "damaged.pdf",
      bytes: nulOverwrittenPdf(),
      type: PDF_TYPE,
    });
    expect(response.statusCode).toBeLessThan(500);
    // The stray rejection pdfjs leaves behind would surface here, after the answer.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const health = await ctx().app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });

  it("refuses a small DOCX whose document.xml unpacks to 95 MB quickly, with 413", async () => {
    const user = await createUser(ctx());
    const bytes = await hugeDocumentXmlDocx(95 * 1024 * 1024);
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const draft = await uploadDocx(ctx(), user.token, { name: "bomb.docx", bytes });
    expect(draft.statusCode).toBe(413);
    expect(draft.json().message).toMatch(/too long or complex/);
    const signed = await uploadSigned(ctx(), user.token, { name: "bomb.docx", bytes, type: DOCX_TYPE });
    expect(signed.statusCode).toBe(413);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it("refuses a PDF with a compression-bomb stream quickly, with 413", async () => {
    const user = await createUser(ctx());
    const bytes = await hugeStreamPdf(200 * 1024 * 1024);
    const started = Date.now();
    const response = await uploadSigned(ctx(), user.token, { name: "bomb.pdf", bytes, type: PDF_TYPE });
    expect(response.statusCode).toBe(413);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it("answers /api/health within a second while another user's large DOCX is read", async () => {
    const reader = await createUser(ctx());
    const paragraph = p("The Supplier shall provide the Services with reasonable skill and care.");
    const bytes = await makeDocx(paragraph.repeat(8_000));
    let finished = false;
    const upload = uploadDocx(ctx(), reader.token, { name: "long.docx", bytes }).finally(() => {
      finished = true;
    });
    let worst = 0;
    let probes = 0;
    while (!finished) {
      const started = performance.now();
      const health = await ctx().app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      worst = Math.max(worst, performance.now() - started);
      probes++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await upload).statusCode).toBe(201);
    expect(probes).toBeGreaterThan(1);
    expect(worst).toBeLessThan(1_000);
  }, 60_000);

  it("stores text with NUL characters cleaned, and file and row together", async () => {
    const user = await createUser(ctx());
    const before = await storedFileCount(ctx());
    const pdf = makePdf([
      {
        kind: "text",
        lines: [{ x: 50, y: 780, text: "1. Fees. The Customer shall pay\u0000 within 30 days." }],
      },
    ]);
    const signed = await uploadSigned(ctx(), user.token, { name: "nul.pdf", bytes: pdf, type: PDF_TYPE });
    expect(signed.statusCode).toBe(201);
    expect(signed.json().extractedData.text).toContain("The Customer shall pay within 30 days.");

    // A character reference, as XML-level mutations produce; the XML parser turns it into U+0000.
    const docx = await makeDocx(
      `<w:p><w:r><w:t>2. Term. This Agreement lasts&#0; two years.</w:t></w:r></w:p>${p(
        "3. Fees. The Customer shall pay each invoice within thirty days of receipt, and late payments carry interest at four per cent above the base rate of the Bank of England.",
      )}`,
    );
    const draft = await uploadDocx(ctx(), user.token, { name: "nul.docx", bytes: docx });
    expect(draft.statusCode).toBe(201);
    const [row] = await ctx()
      .deps.db.select({ text: contracts.extractedText })
      .from(contracts)
      .where(eq(contracts.id, draft.json().id));
    expect(row.text).toContain("This Agreement lasts two years.");
    expect(row.text).not.toContain("\u0000");

    const [upload] = await ctx()
      .deps.db.select({ fileId: executedUploads.fileId })
      .from(executedUploads)
      .where(eq(executedUploads.id, signed.json().uploadId));
    expect(upload.fileId).toBeTruthy();
    expect(await storedFileCount(ctx())).toBe(before + 2);
  });

  it("cleans control characters out of JSON bodies before they are stored", async () => {
    const user = await createUser(ctx());
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/executed-contracts/save-manual",
      headers: auth(user.token),
      payload: {
        contractTitle: "Hosting\u0000 agreement",
        vendorName: "Cloud\u0000line Ltd",
        contractValue: "£1,000",
        currency: "GBP",
        startDate: "01/04/2026",
        endDate: "31/03/2027",
        contractType: "SaaS Subscription",
        department: "IT",
        autoRenewal: false,
        noticeRequired: "30",
        description: "bell\u0007 and null\u0000",
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().vendorName).toBe("Cloudline Ltd");
  });
});
