import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { auth } from "./factories";
import type { TestContext } from "./harness";
import { DOCX_TYPE, multipartBody } from "./multipart";
import { sampleContractDocx, sampleContractSections } from "./sample-contract";

export async function uploadDocx(
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

/** Uploads the sample contract and analyses it; returns the ids. */
export async function analysedSample(
  ctx: TestContext,
  token: string,
  name = "Cloudline SaaS Agreement.docx",
  sections = sampleContractSections,
) {
  const uploaded = await uploadDocx(ctx, token, { name, bytes: await sampleContractDocx(sections) });
  const { contractId } = uploaded.json();
  const analysis = (
    await ctx.app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/analyze`,
      headers: auth(token),
    })
  ).json();
  return { contractId: contractId as string, analysisId: analysis.id as string, analysis };
}

/** Test setup only: grants premium the way an administrator's toggle does. */
export async function grantPremium(ctx: TestContext, userId: string) {
  await ctx.database.db.update(users).set({ hasPremiumAccess: true }).where(eq(users.id, userId));
}
