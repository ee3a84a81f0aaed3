import { expect, it } from "vitest";
import { auth, createUser } from "../test/factories";
import { describeWithApp, type TestContext } from "../test/harness";
import { DOCX_TYPE, multipartBody } from "../test/multipart";
import { sampleContractDocx, sampleContractSections } from "../test/sample-contract";

/** The sample SaaS agreement (Cloudline supplies Northwind) with its renewal notice stated in months. */
const inMonths = sampleContractSections.map((s) =>
  s.heading === "2. Term and Renewal"
    ? {
        ...s,
        paragraphs: [
          "2.1 This Agreement shall commence on 5 January 2027 and continue for an initial term of twelve (12) months. Thereafter it shall automatically renew for successive periods of twelve (12) months unless either party gives not less than three months' written notice of non-renewal before the end of the then-current term.",
        ],
      }
    : s,
);

async function uploadAndSave(ctx: TestContext, token: string, form: Record<string, unknown> = {}) {
  const body = multipartBody("contract", {
    name: "signed.docx",
    bytes: await sampleContractDocx(inMonths),
    type: DOCX_TYPE,
  });
  const uploaded = await ctx.app.inject({
    method: "POST",
    url: "/api/executed-contracts/manual",
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const upload = uploaded.json();
  const details = upload.extractedData.contractDetails;
  const saved = await ctx.app.inject({
    method: "POST",
    url: "/api/executed-contracts/save-manual",
    headers: auth(token),
    payload: {
      contractTitle: details.title,
      vendorName: details.vendor,
      contractValue: "24000",
      startDate: details.startDate,
      endDate: details.endDate,
      renewalDate: details.renewalDate,
      autoRenewal: true,
      noticeRequired: String(details.noticePeriodDays),
      noticeMonths: details.noticePeriodMonths,
      uploadId: upload.uploadId,
      ...form,
    },
  });
  expect(saved.statusCode).toBe(201);
  return { upload, contract: saved.json() };
}

describeWithApp("a signed contract from the user's side, with its notice in months", (ctx) => {
  it("reads the supplier's contract from the supplier's side and keeps that side on the contract", async () => {
    const supplier = await createUser(ctx(), { companyName: "Cloudline Systems Limited" });
    const { upload, contract } = await uploadAndSave(ctx(), supplier.token);
    expect(upload.extractedData.contractDetails.side).toBe("supplier");
    expect(upload.extractedData.contractDetails.vendor).toBe("Northwind Trading Ltd");
    expect(upload.extractedData.contractDetails.description).toMatch(/^The customer has 15 days to pay/);
    expect(contract.side).toBe("supplier");

    const customer = await createUser(ctx());
    const theirs = await uploadAndSave(ctx(), customer.token);
    expect(theirs.upload.extractedData.contractDetails.side).toBe("customer");
    expect(theirs.upload.extractedData.contractDetails.description).toMatch(/^You have 15 days to pay/);
    expect(theirs.contract.side).toBe("customer");
  });

  it("stores a notice stated in months as months, and an edit in days replaces it", async () => {
    const user = await createUser(ctx());
    const { upload, contract } = await uploadAndSave(ctx(), user.token);
    expect(upload.extractedData.contractDetails.noticePeriodMonths).toBe(3);
    expect(contract.renewalNoticeDays).toBe(90);
    expect(contract.renewalNoticeMonths).toBe(3);

    const put = (payload: Record<string, unknown>) =>
      ctx().app.inject({
        method: "PUT",
        url: `/api/executed-contracts/${contract.id}`,
        headers: auth(user.token),
        payload: {
          contractTitle: contract.contractTitle,
          vendorName: contract.vendorName,
          contractValue: 24000,
          startDate: contract.startDate,
          endDate: contract.endDate,
          renewalDate: contract.renewalDate,
          isAutoRenewal: true,
          ...payload,
        },
      });
    expect((await put({ renewalNoticeDays: 90, renewalNoticeMonths: 3 })).json().renewalNoticeMonths).toBe(3);
    const inDays = (await put({ renewalNoticeDays: 60 })).json();
    expect(inDays.renewalNoticeDays).toBe(60);
    expect(inDays.renewalNoticeMonths).toBeNull();
    const back = (await put({ renewalNoticeDays: 180, renewalNoticeMonths: 6 })).json();
    expect(back.renewalNoticeMonths).toBe(6);
    expect((await put({ renewalNoticeDays: 30, renewalNoticeMonths: 0 })).statusCode).toBe(400);
  });

  it("refuses a notice in months that is not a whole number of months", async () => {
    const user = await createUser(ctx());
    const r = await ctx().app.inject({
      method: "POST",
      url: "/api/executed-contracts/save-manual",
      headers: auth(user.token),
      payload: { contractTitle: "T", vendorName: "V", contractValue: "1", noticeMonths: "three" },
    });
    expect(r.statusCode).toBe(400);
  });
});
