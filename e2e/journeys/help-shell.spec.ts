import { expect, test } from "@playwright/test";
import { adminToken, newUser, registerViaApi, signInWithToken } from "./support";

test.describe("help centre navigation", () => {
  test("a signed-in user keeps the app navigation on /help; a visitor gets the public header", async ({
    page,
  }) => {
    await adminToken(page); // on a fresh database the first account is the administrator
    const token = await registerViaApi(page, newUser("help"));
    await signInWithToken(page, token);
    await page.goto("/help");
    await expect(page.getByRole("heading", { name: "Help Center" })).toBeVisible();
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Contracts" })).toBeVisible();
    await expect(page.getByTestId("user-menu")).toBeVisible();
    await expect(page.getByTestId("help-login")).toHaveCount(0);
    await expect(page.getByTestId("help-back")).toHaveText("Back to Dashboard");
    // on a wide screen the closed mobile menu is off-screen: Tab never stops in it
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      const inMobileMenu = await page.evaluate(
        () => document.activeElement?.closest('[aria-label="Mobile navigation"]') !== null,
      );
      expect(inMobileMenu, `Tab stop ${i + 1}`).toBe(false);
    }
    await main.getByRole("link", { name: "Contracts" }).click();
    await expect(page).toHaveURL(/\/my-contracts$/);

    // at 375 px the burger opens the same app menu, with Help in it
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/help");
    await page.getByRole("button", { name: "Toggle navigation" }).click();
    const mobile = page.getByLabel("Mobile navigation");
    await expect(mobile.getByRole("link", { name: "My Contracts" })).toBeVisible();
    await expect(mobile.getByRole("link", { name: "Help" })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => localStorage.removeItem("token"));
    await page.goto("/help");
    await expect(page.getByRole("heading", { name: "Help Center" })).toBeVisible();
    await expect(page.getByTestId("help-login")).toBeVisible();
    await expect(page.getByTestId("help-back")).toHaveText("Back to Home");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByTestId("user-menu")).toHaveCount(0);
  });

  test("each app screen names itself in the tab title, and the first Tab offers a skip to the content", async ({
    page,
  }) => {
    const token = await registerViaApi(page, newUser("titles"));
    await signInWithToken(page, token);
    for (const [path, title] of [
      ["/app", "Dashboard · Clausewise"],
      ["/my-contracts", "My Contracts · Clausewise"],
      ["/contract-analysis", "Contract Analysis · Clausewise"],
      ["/settings/billing", "Billing · Clausewise"],
    ]) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    await page.goto("/my-contracts");
    const skip = page.getByTestId("skip-link");
    // the shell is drawn once the profile has loaded; a Tab before that lands nowhere
    await expect(page.getByTestId("upload-executed-contract")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });
});
