import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { sampleContractDocx } from "../../server/test/sample-contract";
import { newUser, registerViaApi, signInWithToken } from "./support";

const dir = mkdtempSync(path.join(tmpdir(), "cw-e2e-pro-"));

/** The upgrade dialog is the element a person would touch at its centre: nothing covers it. */
async function expectUpgradeOnTop(page: Page) {
  const dialog = page.getByTestId("upgrade-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("data-reason", "email_feature");
  const isOnTop = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(hit && element.contains(hit));
  });
  expect(isOnTop).toBe(true);
  // A real click (no force): Playwright refuses it when another layer would receive it.
  await dialog.getByRole("button", { name: "Continue with Free" }).click();
  await expect(dialog).toBeHidden();
}

async function tryProAction(page: Page, button: Locator) {
  await expect(button).toHaveAccessibleName(/\(Pro feature\)$/);
  await button.click();
  await expectUpgradeOnTop(page);
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a free user reaching each Pro action in the review sees the upgrade dialog on top", async ({
      page,
    }) => {
      const token = await registerViaApi(page, newUser("pro-actions"));
      await signInWithToken(page, token);
      const file = path.join(dir, "Cloudline SaaS Agreement.docx");
      writeFileSync(file, await sampleContractDocx());
      await page.goto("/contract-analysis");
      await page.getByTestId("draft-upload-input").setInputFiles(file);
      await expect(page).toHaveURL(/\/contract-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
      const view = page.getByTestId("contract-analysis-view");
      await view.getByTestId("tab-clauses").click();

      for (const testId of ["exec-negotiation", "exec-legal-review", "exec-issue-summary"]) {
        await tryProAction(page, view.getByTestId(testId));
      }

      await view.getByTestId("clauses-tab").getByRole("tab", { name: "Clauses", exact: true }).click();
      for (const testId of ["clause-email-solution", "clause-generate-amendment", "clause-send-proposal"]) {
        await tryProAction(page, view.getByTestId(testId).first());
      }
      // Every dialog closed, the review is still there to work in.
      await expect(view).toBeVisible();
    });
  });
}
