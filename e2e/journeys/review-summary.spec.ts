import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { pdfTextItems } from "../../documents/test-support/pdf-text-items";
import { sampleContractDocx } from "../../server/test/sample-contract";
import { newUser, registerViaApi, signInWithToken } from "./support";

test("download a one-page PDF summary of a review from the review screen", async ({ page }) => {
  const token = await registerViaApi(page, newUser("summary"));
  const headers = { authorization: `Bearer ${token}` };
  const uploaded = await page.request.post("/api/contracts/upload", {
    headers,
    multipart: {
      contract: {
        name: "Cloudline SaaS Agreement.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: Buffer.from(await sampleContractDocx()),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { contractId } = await uploaded.json();
  const analysed = await page.request.post(`/api/contracts/${contractId}/analyze`, { headers });
  expect(analysed.status()).toBe(200);

  await signInWithToken(page, token);
  await page.goto(`/contract-analysis/${contractId}`);
  const view = page.getByTestId("contract-analysis-view");
  await view.getByTestId("term-select-jurisdiction").click();
  await view.getByTestId("term-card-jurisdiction").getByTestId("term-accept").click();
  await expect(view.getByTestId("term-card-jurisdiction").getByTestId("term-status")).toContainText(
    /Accepted/i,
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    view.getByRole("button", { name: "Download summary (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^Cloudline SaaS Agreement_Review_Summary_\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const { pages, text } = await pdfTextItems(new Uint8Array(readFileSync(await download.path())));
  expect(pages).toHaveLength(1);
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("Cloudline Systems Limited");
  expect(flat).toContain("Governing law: England and Wales");
  // the same count as the progress line on the screen
  await expect(view.getByTestId("review-progress")).toHaveText("Progress: 1 of 6 terms reviewed");
  expect(flat).toContain("Reviewed: 1 of 6 key terms (1 accepted)");
  await expect(page.getByText("Summary downloaded")).toBeVisible();
});
