import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sampleContractDocx } from "../../server/test/sample-contract";
import { newUser, registerViaApi, signInWithToken } from "./support";

const dir = mkdtempSync(path.join(tmpdir(), "cw-e2e-mobile-"));

test.use({ viewport: { width: 375, height: 812 } });

test("at 375 px: upload a file with an ordinary name, decide, re-analyse free, download the redline", async ({
  page,
}) => {
  const token = await registerViaApi(page, newUser("mobile"));
  await signInWithToken(page, token);
  const file = path.join(dir, "Consulting Agreement (1) – O'Brien & Co.docx");
  writeFileSync(file, await sampleContractDocx());
  await page.goto("/contract-analysis");
  await page.getByTestId("draft-upload-input").setInputFiles(file);
  await expect(page).toHaveURL(/\/contract-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const view = page.getByTestId("contract-analysis-view");
  await expect(view.getByTestId("analysis-title")).toBeVisible();

  await view.getByTestId("term-select-payment").click();
  const payment = view.getByTestId("term-card-payment");
  await payment.getByTestId("term-accept").click();
  await expect(payment.getByTestId("term-status")).toHaveText(/accept/i);

  await view.getByTestId("reanalyse").click();
  await expect(page.getByText("This did not use a monthly analysis.")).toBeVisible();
  await expect(view.getByTestId("term-card-payment").getByTestId("term-status")).toHaveText(/accept/i);
  const usage = await (
    await page.request.get("/api/usage-limits", { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(usage.analysesUsed).toBe(1);

  const downloadPromise = page.waitForEvent("download");
  await view.getByTestId("download-redline").click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(
    /^Consulting Agreement \(1\) – O'Brien & Co_Redlined_\d{4}-\d{2}-\d{2}\.docx$/,
  );
  // Nothing on the review is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The dashboard offers re-analysis too.
  await page.goto("/app");
  await page.getByTestId("reanalyse").click();
  await expect(page.getByText("This did not use a monthly analysis.")).toBeVisible();
});
