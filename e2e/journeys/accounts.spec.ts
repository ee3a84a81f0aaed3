import { expect, test } from "@playwright/test";
import { mailsTo, newUser, registerViaApi, signInWithToken } from "./support";

test.describe("accounts", () => {
  test("register a new account, land on /app, log out and log in again", async ({ page }) => {
    const user = newUser("register");
    // the landing page's call to action opens the Register tab, not the login form
    await page.goto("/");
    await page.getByTestId("cookie-reject-all").click();
    await page.getByTestId("start-trial-hero").click();
    await expect(page.getByText("Create your account")).toBeVisible();
    await page.getByTestId("register-first-name").fill(user.firstName);
    await page.getByTestId("register-last-name").fill(user.lastName);
    await page.getByTestId("register-email").fill("jamie@gmail.com");
    await expect(page.getByTestId("work-email-check")).toContainText(/work email/i);
    await page.getByTestId("register-email").fill(user.email);
    await expect(page.getByTestId("work-email-check")).toContainText("Business email verified");
    await page.getByTestId("register-job-title").fill(user.jobTitle);
    await page.getByTestId("register-company-name").fill(user.companyName);
    await page.getByTestId("register-company-size").click();
    await page.getByRole("option", { name: "11-50" }).click();
    await page.getByTestId("register-industry").click();
    await page.getByRole("option", { name: "Technology" }).click();
    await page.getByTestId("register-password").fill(user.password);
    await page.getByTestId("register-confirm-password").fill(user.password);
    await page.getByTestId("register-submit").click();

    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole("heading", { name: "Contract Analysis Dashboard" })).toBeVisible();
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto("/app");
    await expect(page.getByTestId("login-email")).toBeVisible();
    await page.getByTestId("login-email").fill(user.email);
    await page.getByTestId("login-password").fill(user.password);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole("heading", { name: "Contract Analysis Dashboard" })).toBeVisible();
  });

  test("forgot password, follow the emailed link, reset and log in with the new password", async ({
    page,
  }) => {
    const user = newUser("reset");
    await registerViaApi(page, user);
    await page.goto("/forgot-password");
    await page.getByTestId("cookie-accept-all").click();
    await page.getByTestId("forgot-email").fill(user.email);
    await page.getByTestId("forgot-submit").click();
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();

    let link = "";
    await expect
      .poll(async () => {
        const mails = await mailsTo(user.email);
        link =
          /http:\/\/127\.0\.0\.1:\d+\/reset-password\/[^\s"<]+/.exec(mails.at(-1)?.text ?? "")?.[0] ?? "";
        return link;
      })
      .not.toBe("");
    await page.goto(link);
    await expect(page.getByTestId("reset-email")).toHaveValue(user.email);
    const newPassword = "Brand!NewPass2026";
    await page.getByTestId("reset-password").fill(newPassword);
    await page.getByTestId("reset-confirm-password").fill(newPassword);
    await page.getByTestId("reset-submit").click();
    await expect(page.getByText("Password Reset Complete")).toBeVisible();
    await page.getByTestId("continue-to-login").click();

    await page.getByTestId("login-email").fill(user.email);
    await page.getByTestId("login-password").fill(user.password);
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-error")).toBeVisible();
    await page.getByTestId("login-password").fill(newPassword);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText(/There is no page at/)).toBeVisible();
    await expect(page.locator("code", { hasText: "/no-such-page" })).toBeVisible();
  });

  test("the cookie choice persists across reloads", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await page.getByTestId("cookie-settings").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByTestId("cookie-toggle-analytics").check();
    await page.getByTestId("cookie-settings-save").click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem("clausewise-cookie-consent"));
    expect(JSON.parse(stored ?? "{}")).toMatchObject({
      essential: true,
      analytics: true,
      marketing: false,
      version: "1.0",
    });
    await page.goto("/cookie-policy");
    await page.getByRole("button", { name: "Manage Cookie Preferences" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
  });

  test("a normal user sees no Admin Panel entry and the server refuses /admin data", async ({ page }) => {
    // the first account of this fresh database is the administrator; make sure it exists first
    await registerViaApi(page, newUser("first-admin"));
    const token = await registerViaApi(page, newUser("normal"));
    await signInWithToken(page, token);
    await page.goto("/app");
    await page.getByTestId("user-menu").click();
    await expect(page.getByRole("menuitem", { name: "Settings", exact: true })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.goto("/admin");
    await expect(page.getByText(/administrator rights/i)).toBeVisible();
    const refused = await page.request.get("/api/admin/users", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
  });

  test("the notification bell shows the welcome message and marks it read", async ({ page }) => {
    const token = await registerViaApi(page, newUser("bell"));
    await signInWithToken(page, token);
    await page.goto("/app");
    const bell = page.getByTestId("notification-bell");
    await expect(bell).toHaveAccessibleName(/1 unread/);
    await bell.click();
    await expect(page.getByText("Welcome to Clausewise")).toBeVisible();
    await page.getByRole("button", { name: /Unread: Welcome to Clausewise/ }).click();
    await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });
});
