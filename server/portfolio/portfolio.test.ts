import { expect, it } from "vitest";
import { auth, createUser } from "../test/factories";
import { describeWithApp, type TestContext } from "../test/harness";
import { DOCX_TYPE, multipartBody } from "../test/multipart";
import { sampleContractDocx } from "../test/sample-contract";

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

const form = (overrides: Record<string, unknown> = {}) => ({
  contractTitle: "Cloud hosting",
  vendorName: "Cloudline Systems Limited",
  contractValue: "£24,000",
  currency: "GBP",
  startDate: "01/04/2026",
  endDate: "31/03/2027",
  renewalDate: "31/03/2027",
  contractType: "SaaS Subscription",
  department: "IT",
  autoRenewal: true,
  noticeRequired: "90",
  paymentTerms: "Monthly in advance",
  description: "",
  ...overrides,
});

describeWithApp("signed-contract portfolio", (ctx) => {
  it("keeps why the engine rated the contract, only while the contract keeps that rating", async () => {
    const user = await createUser(ctx());
    const upload = async () =>
      (
        await uploadSigned(ctx(), user.token, {
          name: "Cloudline signed.docx",
          bytes: await sampleContractDocx(),
          type: DOCX_TYPE,
        })
      ).json();
    const save = async (payload: Record<string, unknown>) => {
      const r = await ctx().app.inject({
        method: "POST",
        url: "/api/executed-contracts/save-manual",
        headers: auth(user.token),
        payload: form(payload),
      });
      expect(r.statusCode).toBe(201);
      return r.json();
    };

    const first = await upload();
    const { overallRisk, riskReason } = first.extractedData.contractDetails;
    expect(riskReason).toMatch(new RegExp(`^${overallRisk} risk because .+\\.$`));
    const kept = await save({ uploadId: first.uploadId });
    expect(kept.overallRisk).toBe(overallRisk);
    expect(kept.keyTerms).toMatchObject({ riskReason, riskReasonFor: overallRisk });

    // a rating the user chose instead is not explained by the engine's reason
    const other = (["Low", "Medium", "High"] as const).find((r) => r !== overallRisk);
    const second = await upload();
    const chosen = await save({ uploadId: second.uploadId, overallRisk: other });
    expect(chosen.overallRisk).toBe(other);
    expect(chosen.keyTerms.riskReason).toBeUndefined();
  });

  it("reads a signed DOCX, pre-fills key data, saves it with the file and lists only your own", async () => {
    const user = await createUser(ctx(), { companyName: "Northwind Trading Ltd" });
    const response = await uploadSigned(ctx(), user.token, {
      name: "Cloudline signed.docx",
      bytes: await sampleContractDocx(),
      type: DOCX_TYPE,
    });
    expect(response.statusCode).toBe(201);
    const upload = response.json();
    expect(upload.extractedData.success).toBe(true);
    expect(upload.extractedData.extractionMethod).toBe("docx");
    expect(upload.extractedData.contractDetails.vendor).toBe("Cloudline Systems Limited");
    expect(upload.extractedData.contractDetails.currency).toBe("GBP");

    // Another user can neither read the unsaved upload nor save it onto a contract of their own.
    const other = await createUser(ctx());
    for (const call of [
      { method: "GET", url: `/api/executed-contracts/uploads/${upload.uploadId}` },
      { method: "GET", url: `/api/executed-contracts/uploads/${upload.uploadId}/file` },
      {
        method: "POST",
        url: "/api/executed-contracts/save-manual",
        payload: form({ uploadId: upload.uploadId }),
      },
    ] as const) {
      const r = await ctx().app.inject({ ...call, headers: auth(other.token) } as never);
      expect(r.statusCode, `${call.method} ${call.url}`).toBe(404);
    }

    const saved = await ctx().app.inject({
      method: "POST",
      url: "/api/executed-contracts/save-manual",
      headers: auth(user.token),
      payload: form({ uploadId: upload.uploadId, fileName: upload.fileName, filePath: upload.filePath }),
    });
    expect(saved.statusCode).toBe(201);
    const contract = saved.json();
    expect(contract).toMatchObject({
      contractValue: 24000,
      startDate: "2026-04-01",
      renewalDate: "2027-03-31",
      renewalNoticeDays: 90,
      isAutoRenewal: true,
      fileName: "Cloudline signed.docx",
    });
    const file = await ctx().app.inject({ method: "GET", url: contract.filePath, headers: auth(user.token) });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe(DOCX_TYPE);

    expect(
      (
        await ctx().app.inject({ method: "GET", url: "/api/executed-contracts", headers: auth(other.token) })
      ).json(),
    ).toEqual([]);
    for (const call of [
      { method: "GET", url: `/api/executed-contracts/${contract.id}` },
      { method: "GET", url: contract.filePath },
      {
        method: "PUT",
        url: `/api/executed-contracts/${contract.id}`,
        payload: { contractTitle: "x", vendorName: "y", contractValue: 1 },
      },
      { method: "DELETE", url: `/api/executed-contracts/${contract.id}` },
      { method: "GET", url: `/api/contract-reminders/${contract.id}` },
      {
        method: "POST",
        url: "/api/contract-reminders",
        payload: { contractId: contract.id, reminderDays: [30] },
      },
      { method: "DELETE", url: `/api/contract-reminders/${contract.id}` },
      { method: "GET", url: `/api/executed-contracts/uploads/${upload.uploadId}` },
      { method: "GET", url: `/api/executed-contracts/uploads/${upload.uploadId}/file` },
      { method: "GET", url: "/api/executed-contracts/not-a-uuid" },
    ] as const) {
      const r = await ctx().app.inject({ ...call, headers: auth(other.token) } as never);
      expect(r.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    // ...and the owner's contract and reminders are as they were.
    const mine = await ctx().app.inject({
      method: "GET",
      url: `/api/executed-contracts/${contract.id}`,
      headers: auth(user.token),
    });
    expect(mine.json()).toMatchObject({
      contractTitle: "Cloud hosting",
      vendorName: "Cloudline Systems Limited",
    });
    const reminders = await ctx().app.inject({
      method: "GET",
      url: `/api/contract-reminders/${contract.id}`,
      headers: auth(user.token),
    });
    expect(reminders.json()).toMatchObject({ enabled: true, reminderDays: [90, 30, 7] });
    const search = await ctx().app.inject({
      method: "GET",
      url: "/api/executed-contracts?search=cloudline",
      headers: auth(user.token),
    });
    expect(search.json()).toHaveLength(1);
    const csv = await ctx().app.inject({
      method: "GET",
      url: "/api/executed-contracts/export.csv",
      headers: auth(user.token),
    });
    expect(csv.body).toContain("Cloud hosting,Cloudline Systems Limited,24000,GBP");
  });

  it("refuses an edit with a date that does not exist or a negative value, and keeps what was saved", async () => {
    const user = await createUser(ctx());
    const saved = await ctx().app.inject({
      method: "POST",
      url: "/api/executed-contracts/save-manual",
      headers: auth(user.token),
      payload: form(),
    });
    expect(saved.statusCode).toBe(201);
    const contract = saved.json();
    for (const bad of [{ startDate: "31/02/2026" }, { contractValue: -5000 }, { contractValue: "lots" }]) {
      const r = await ctx().app.inject({
        method: "PUT",
        url: `/api/executed-contracts/${contract.id}`,
        headers: auth(user.token),
        payload: { ...form(), ...bad },
      });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().message).toMatch(/Start date must be a date|Annual value must be an amount/);
    }
    const after = await ctx().app.inject({
      method: "GET",
      url: `/api/executed-contracts/${contract.id}`,
      headers: auth(user.token),
    });
    expect(after.json()).toMatchObject({ contractValue: 24000, startDate: "2026-04-01" });
  });

  it("refuses wrong types by content and size, and applies the shared storage limit", async () => {
    const user = await createUser(ctx());
    const fakePdf = await uploadSigned(ctx(), user.token, {
      name: "scan.pdf",
      bytes: new TextEncoder().encode("not a pdf at all ".repeat(20)),
      type: "application/pdf",
    });
    expect(fakePdf.statusCode).toBe(415);
    expect(fakePdf.json()).toMatchObject({
      message: "Please upload a PDF or Word document.",
      title: "Invalid file type",
    });
    const exe = await uploadSigned(ctx(), user.token, {
      name: "setup.exe",
      bytes: new Uint8Array(300),
      type: "application/octet-stream",
    });
    expect(exe.statusCode).toBe(415);
    const spoofed = await uploadSigned(ctx(), user.token, {
      name: "invoice\u202Excod.pdf",
      bytes: new Uint8Array(300),
      type: "application/pdf",
    });
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json()).toMatchObject({
      message: "Filename contains invalid characters or is too long.",
      title: "Invalid file name",
    });
    const big = await uploadSigned(ctx(), user.token, {
      name: "big.pdf",
      bytes: new Uint8Array(10 * 1024 * 1024 + 1),
      type: "application/pdf",
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("File size must be less than 10MB.");

    for (let i = 0; i < 5; i++) {
      const r = await ctx().app.inject({
        method: "POST",
        url: "/api/executed-contracts/save-manual",
        headers: auth(user.token),
        payload: form({ contractTitle: `C${i}` }),
      });
      expect(r.statusCode).toBe(201);
    }
    const sixth = await uploadSigned(ctx(), user.token, {
      name: "six.docx",
      bytes: await sampleContractDocx(),
      type: DOCX_TYPE,
    });
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json()).toMatchObject({ upgradeRequired: true, reason: "storage_limit" });
    const usage = (
      await ctx().app.inject({ method: "GET", url: "/api/usage-limits", headers: auth(user.token) })
    ).json();
    expect(usage).toMatchObject({ contractsStored: 5, canUpload: false });
  });

  it("validates the manual form and serves an iCalendar feed behind a resettable secret", async () => {
    const user = await createUser(ctx());
    const bad = await ctx().app.inject({
      method: "POST",
      url: "/api/executed-contracts/save-manual",
      headers: auth(user.token),
      payload: form({ vendorName: "" }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Vendor name is required");
    const badDate = await ctx().app.inject({
      method: "POST",
      url: "/api/executed-contracts/save-manual",
      headers: auth(user.token),
      payload: form({ renewalDate: "31/02/2027" }),
    });
    expect(badDate.statusCode).toBe(400);
    const badTerms = await ctx().app.inject({
      method: "POST",
      url: "/api/executed-contracts/save-manual",
      headers: auth(user.token),
      payload: form({ paymentTerms: "Net forty-five" }),
    });
    expect(badTerms.statusCode).toBe(400);
    // days to pay that are not one of the spec's choices are kept as the contract states them
    const saved = await ctx().app.inject({
      method: "POST",
      url: "/api/executed-contracts/save-manual",
      headers: auth(user.token),
      payload: form({ paymentTerms: "Net 45" }),
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().paymentTerms).toBe("Net 45");

    const { url } = (
      await ctx().app.inject({ method: "GET", url: "/api/calendar-feed", headers: auth(user.token) })
    ).json();
    const path = new URL(url).pathname;
    const ics = await ctx().app.inject({ method: "GET", url: path });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    expect(ics.body).toContain("DTSTART;VALUE=DATE:20270331");
    expect(ics.body).toContain("SUMMARY:Last day to cancel: Cloud hosting");
    expect(ics.body).toContain("DTSTART;VALUE=DATE:20261231");
    const reset = (
      await ctx().app.inject({ method: "POST", url: "/api/calendar-feed/reset", headers: auth(user.token) })
    ).json();
    expect(reset.url).not.toBe(url);
    expect((await ctx().app.inject({ method: "GET", url: path })).statusCode).toBe(404);
  });
});

describeWithApp("signed PDFs", (ctx) => {
  it("reads a real signed PDF and pre-fills the form from its text", async () => {
    const { readFileSync } = await import("node:fs");
    const bytes = new Uint8Array(
      readFileSync(new URL("../../documents/test-support/cuad/pdf/001.pdf", import.meta.url)),
    );
    const user = await createUser(ctx());
    const response = await uploadSigned(ctx(), user.token, {
      name: "signed licence.pdf",
      bytes,
      type: "application/pdf",
    });
    expect(response.statusCode).toBe(201);
    const upload = response.json();
    expect(upload.status).toBe("ready");
    expect(upload.extractedData).toMatchObject({ success: true, extractionMethod: "pdf-text" });
    expect(upload.extractedData.textLength).toBeGreaterThan(5000);
    expect(upload.extractedData.contractDetails.title).toBeTruthy();
  });

  it("reads a scanned PDF by OCR off the request and reports progress until the form can be filled", async () => {
    const { makePdf } = await import("../../documents/test-support/make-pdf");
    const { renderTextImage } = await import("../../documents/test-support/render-text-image");
    const page = await renderTextImage([
      "SERVICES AGREEMENT",
      "This Agreement is made between Brightwater Cleaning Limited",
      "(the Supplier) and Northwind Trading Ltd (the Customer).",
      "The Customer shall pay each invoice within thirty (30) days.",
      "This Agreement is governed by the laws of England and Wales.",
    ]);
    const pdf = makePdf([{ kind: "image", ...page }]);
    const user = await createUser(ctx(), { companyName: "Northwind Trading Ltd" });
    const response = await uploadSigned(ctx(), user.token, {
      name: "scan.pdf",
      bytes: pdf,
      type: "application/pdf",
    });
    expect(response.statusCode).toBe(201);
    const first = response.json();
    expect(first.status).toBe("ocr_running");
    let upload = first;
    const started = Date.now();
    while (upload.status === "ocr_running" && Date.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 250));
      upload = (
        await ctx().app.inject({
          method: "GET",
          url: `/api/executed-contracts/uploads/${first.uploadId}`,
          headers: auth(user.token),
        })
      ).json();
    }
    expect(upload.status).toBe("ready");
    expect(upload.extractedData).toMatchObject({ success: true, extractionMethod: "ocr", needsReview: true });
    expect(upload.extractedData.text).toMatch(/thirty \(30\) days/i);
    expect(upload.extractedData.contractDetails.vendor).toMatch(/Brightwater Cleaning/);
  }, 90_000);

  it("keeps a file with no readable text and starts the form empty with a note", {
    timeout: 90_000,
  }, async () => {
    const { makePdf } = await import("../../documents/test-support/make-pdf");
    const blank = makePdf([{ kind: "text", lines: [] }]);
    const user = await createUser(ctx());
    const response = await uploadSigned(ctx(), user.token, {
      name: "blank.pdf",
      bytes: blank,
      type: "application/pdf",
    });
    expect(response.statusCode).toBe(201);
    let upload = response.json();
    const started = Date.now();
    while (upload.status === "ocr_running" && Date.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 250));
      upload = (
        await ctx().app.inject({
          method: "GET",
          url: `/api/executed-contracts/uploads/${upload.uploadId}`,
          headers: auth(user.token),
        })
      ).json();
    }
    expect(upload.status).not.toBe("ocr_running");
    expect(upload.extractedData.success).toBe(false);
    expect(upload.extractedData.note).toMatch(/could not read any text/);
    const file = await ctx().app.inject({ method: "GET", url: upload.filePath, headers: auth(user.token) });
    expect(file.statusCode).toBe(200);
  });
});

describeWithApp("unsaved signed uploads", (ctx) => {
  it("do not use the free storage allowance, are capped at ten a day and are purged after a day", async () => {
    const { purgeUnsavedUploads, MAX_UNSAVED_UPLOADS } = await import("./intake");
    const user = await createUser(ctx());
    const docx = await sampleContractDocx();
    // more unsaved files than the free plan stores: the allowance counts stored contracts only
    for (let i = 0; i < MAX_UNSAVED_UPLOADS; i++) {
      expect(
        (await uploadSigned(ctx(), user.token, { name: `u${i}.docx`, bytes: docx, type: DOCX_TYPE }))
          .statusCode,
      ).toBe(201);
    }
    const usage = (
      await ctx().app.inject({ method: "GET", url: "/api/usage-limits", headers: auth(user.token) })
    ).json();
    expect(usage).toMatchObject({ contractsStored: 0, canUpload: true });
    const over = await uploadSigned(ctx(), user.token, { name: "u11.docx", bytes: docx, type: DOCX_TYPE });
    expect(over.statusCode).toBe(429);
    ctx().clock.advance(25 * 3_600_000);
    expect(await purgeUnsavedUploads({ deps: ctx().deps })).toBe(MAX_UNSAVED_UPLOADS);
    expect(
      (await uploadSigned(ctx(), user.token, { name: "later.docx", bytes: docx, type: DOCX_TYPE }))
        .statusCode,
    ).toBe(201);
  });

  it("are discarded with their file when the form is cancelled; another user's or a saved one answers 404", async () => {
    const user = await createUser(ctx());
    const other = await createUser(ctx());
    const docx = await sampleContractDocx();
    const upload = (
      await uploadSigned(ctx(), user.token, { name: "cancel-me.docx", bytes: docx, type: DOCX_TYPE })
    ).json();
    const url = `/api/executed-contracts/uploads/${upload.uploadId}`;
    expect((await ctx().app.inject({ method: "DELETE", url, headers: auth(other.token) })).statusCode).toBe(
      404,
    );
    const gone = await ctx().app.inject({ method: "DELETE", url, headers: auth(user.token) });
    expect(gone.statusCode).toBe(200);
    expect((await ctx().app.inject({ method: "GET", url, headers: auth(user.token) })).statusCode).toBe(404);
    expect(
      (await ctx().app.inject({ method: "GET", url: `${url}/file`, headers: auth(user.token) })).statusCode,
    ).toBe(404);
    expect((await ctx().app.inject({ method: "DELETE", url, headers: auth(user.token) })).statusCode).toBe(
      404,
    );
  });
});
