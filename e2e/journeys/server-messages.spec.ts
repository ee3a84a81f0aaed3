import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sampleContractDocx } from "../../server/test/sample-contract";
import { newUser, registerViaApi, signInWithToken } from "./support";

const dir = mkdtempSync(path.join(tmpdir(), "cw-e2e-messages-"));

test("a refused request shows the server's own message, not a generic failure", async ({ page }) => {
  const token = await registerViaApi(page, newUser("messages"));
  await signInWithToken(page, token);
  const file = path.join(dir, "Cloudline SaaS Agreement.docx");
  writeFileSync(file, await sampleContractDocx());
  await page.goto("/contract-analysis");
  await page.getByTestId("draft-upload-input").setInputFiles(file);
  await expect(page).toHaveURL(/\/contract-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.getByRole("button", { name: "Close analysis" }).click();
  await expect(page.getByTestId("contract-analysis-view")).toBeHidden();

  // No decision yet: the amendment proposal has nothing to list, and the server says what to do.
  await page
    .getByRole("button", { name: "Download amendment proposal for Cloudline SaaS Agreement.docx" })
    .click();
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: "Download failed" });
  await expect(toast).toContainText("Reject a term or propose an alternative first");
});
