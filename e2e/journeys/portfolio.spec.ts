import { expect, test } from "@playwright/test";
import { newUser, registerViaApi, signInWithToken } from "./support";

const SIGNED_PDF = new URL("../../documents/test-support/cuad/pdf/001.pdf", import.meta.url).pathname;

function ukDateIn(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

test.describe("signed-contract portfolio", () => {
  test("add a signed PDF from the dashboard, save it, set reminders and see the notification", async ({
    page,
  }) => {
    const token = await registerViaApi(page, newUser("portfolio"));
    await signInWithToken(page, token);
    await page.goto("/app");
    await page.getByTestId("dashboard-upload").click();
    await expect(page.getByTestId("upload-type-continue")).toBeDisabled();
    await page.getByTestId("upload-type-executed").click();
    await page.getByTestId("upload-type-continue").click();
    await expect(page).toHaveURL(/\/my-contracts/);
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 10_000 });

    await page.getByTestId("executed-upload-input").setInputFiles(SIGNED_PDF);
    const title = page.getByTestId("manual-contract-title");
    await expect(title).not.toHaveValue("", { timeout: 30_000 });
    await expect(page.getByText("Form auto-populated!")).toBeVisible();

    await title.fill("Co-branding licence");
    await page.getByTestId("manual-vendor-name").fill("Acme Licensing Inc");
    await page.getByTestId("manual-contract-value").fill("£12,000");
    const renewal = page.getByTestId("manual-renewal-date");
    await renewal.fill(ukDateIn(20));
    await renewal.press("Tab");
    await page.getByTestId("manual-save").click();

    const card = page.getByTestId("executed-contract-card").filter({ hasText: "Co-branding licence" });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("renewal-badge")).toHaveAttribute("data-status", "urgent");
    await expect(card.getByTestId("renewal-badge")).toContainText("Urgent");

    await expect(page.getByTestId("notification-bell")).toHaveAccessibleName(/1 unread/);
    await card.getByTestId("contract-reminders").click();
    await expect(page.getByTestId("reminder-day-30")).toBeChecked();
    await page.getByTestId("reminders-save").click();
    await expect(page.getByTestId("notification-bell")).toHaveAccessibleName(/2 unread/);
    await page.getByTestId("notification-bell").click();
    await expect(page.getByText(/Renewal in 20 days: Co-branding licence/)).toBeVisible();
  });
});
