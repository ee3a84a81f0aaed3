import { execSync } from "node:child_process";
import { chromium, expect } from "@playwright/test";

const BASE = "http://localhost:3101";
const email = `jane.doe+${Date.now()}@northwind-trading.co.uk`;
const pw1 = "Str0ng!Passphrase";
const pw2 = "N3w!Passphrase-2026";
const pw3 = "Th1rd?Passphrase-x";
const shot = (p: import("@playwright/test").Page, n: string) =>
  p.screenshot({ path: `/tmp/j-${n}.png`, fullPage: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const ctx = await browser.newContext({ viewport: { width: Number(process.env.W ?? 1280), height: 900 } });
const page = await ctx.newPage();
page.on("pageerror", (e) => console.error("pageerror", e.message));
page.on("console", (m) => m.type() === "error" && console.error("console", m.text()));

await page.goto(`${BASE}/login?tab=register`);
await page.getByRole("button", { name: "Accept All" }).click();
await expect(page.getByTestId("register-submit")).toBeVisible();
// empty submit -> errors
await page.getByTestId("register-submit").click();
for (const m of [
  "First name is required",
  "Last name is required",
  "Email address is required",
  "Job title is required",
  "Company name is required",
  "Please select company size",
  "Please select your industry",
  "Password is required",
  "Please confirm your password",
]) {
  await expect(page.getByText(m, { exact: true })).toBeVisible();
}
await shot(page, "register-errors");
await page.getByTestId("register-first-name").fill("Jane");
await page.getByTestId("register-last-name").fill("Doe");
await page.getByTestId("register-email").fill("jane@gmail.com");
await expect(page.getByTestId("work-email-check")).toContainText("Please use your work email address");
await page.getByTestId("register-email").fill("jane@tempmail.co");
await expect(page.getByTestId("work-email-check")).toContainText("Temporary email");
await page.getByTestId("register-email").fill(email);
await expect(page.getByTestId("work-email-check")).toContainText("Business email verified");
await page.getByTestId("register-job-title").fill("Procurement Lead");
await page.getByTestId("register-company-name").fill("Northwind Trading");
await page.getByTestId("register-company-size").click();
await page.getByRole("option", { name: "11-50" }).click();
await page.getByTestId("register-industry").click();
await page.getByRole("option", { name: "Retail" }).click();
await page.getByTestId("register-password").fill("short");
await expect(page.getByTestId("register-password-strength-label")).toHaveText("Weak");
await page.getByTestId("register-password").fill(pw1);
await expect(page.getByTestId("register-password-strength-label")).toHaveText("Very strong");
await page.getByTestId("register-confirm-password").fill("mismatch");
await page.getByTestId("register-submit").click();
await expect(page.getByText("Passwords do not match")).toBeVisible();
await page.getByTestId("register-confirm-password").fill(pw1);
await shot(page, "register-filled");
await page.getByTestId("register-submit").click();
await expect(page.getByText("Registration successful")).toBeVisible();
await page.waitForURL(`${BASE}/app`);
console.log("registered, at", page.url());

// logout
await page.getByTestId("user-menu").click();
await page.getByRole("menuitem", { name: "Logout" }).click();
await page.waitForURL(`${BASE}/login`);
// wrong password
await page.getByTestId("login-email").fill(email);
await page.getByTestId("login-password").fill("Wrong!Password1");
await page.getByTestId("login-submit").click();
await expect(page.getByTestId("login-error")).toContainText("Invalid email or password");
await shot(page, "login-error");
await page.getByTestId("login-password").fill(pw1);
await page.getByTestId("login-submit").click();
await expect(page.getByText("Login successful")).toBeVisible();
await page.waitForURL(`${BASE}/app`);
console.log("logged in");

// security settings: overview shows 1 failed attempt? (reset on success) then change password
await page.goto(`${BASE}/security-settings`);
await expect(page.getByTestId("security-overview")).toBeVisible();
await shot(page, "security");
await expect(page.getByTestId("change-password-submit")).toBeDisabled();
await page.getByTestId("change-password-current").fill(pw1);
await page.getByTestId("change-password-new").fill(pw1);
await page.getByTestId("change-password-confirm").fill("x");
await expect(page.getByTestId("password-match")).toContainText("don't match");
await page.getByTestId("change-password-confirm").fill(pw1);
await expect(page.getByTestId("password-match")).toContainText("New passwords match");
await page.getByTestId("change-password-submit").click();
await expect(page.getByText("New password must be different from current password")).toBeVisible();
await page.getByTestId("change-password-current").fill("Wrong!Current1");
await page.getByTestId("change-password-new").fill(pw2);
await page.getByTestId("change-password-confirm").fill(pw2);
await page.getByTestId("change-password-submit").click();
await expect(page.getByText("Password change failed")).toBeVisible();
await expect(page.getByText("Current password is incorrect").first()).toBeVisible();
await shot(page, "security-error");
await page.getByTestId("change-password-current").fill(pw1);
await page.getByTestId("change-password-submit").click();
await expect(page.getByText("Password changed successfully")).toBeVisible();
await expect(page.getByTestId("change-password-current")).toHaveValue("");
await shot(page, "security-changed");
console.log("changed password");

// logout, forgot, reset
await page.getByTestId("user-menu").click();
await page.getByRole("menuitem", { name: "Logout" }).click();
await page.waitForURL(`${BASE}/login`);
await page.getByTestId("forgot-password-link").click();
await page.waitForURL(`${BASE}/forgot-password`);
await page.getByTestId("forgot-submit").click();
await expect(page.getByText("Email address is required")).toBeVisible();
await page.getByTestId("forgot-email").fill(email);
await page.getByTestId("forgot-submit").click();
await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
await shot(page, "forgot-sent");
await page.getByTestId("forgot-try-again").click();
await expect(page.getByTestId("forgot-email")).toHaveValue(email);
await page.waitForTimeout(800);
const log = execSync("grep -o 'reset-password/[^\" \\\\]*' /tmp/cw-auth.log | tail -1").toString().trim();
console.log("link", log);
const link = `${BASE}/${log.replace(/\\u0026/g, "&")}`;
await page.goto(link);
await expect(page.getByTestId("reset-email")).toHaveValue(email);
await expect(page.getByTestId("reset-submit")).toBeDisabled();
await page.getByTestId("reset-password").fill(pw3);
await expect(page.getByTestId("reset-submit")).toBeEnabled();
await page.getByTestId("reset-confirm-password").fill("nope");
await page.getByTestId("reset-submit").click();
await expect(page.getByText("Passwords do not match")).toBeVisible();
await page.getByTestId("reset-confirm-password").fill(pw3);
await shot(page, "reset-form");
await page.getByTestId("reset-submit").click();
await expect(page.getByRole("heading", { name: "Password Reset Complete" })).toBeVisible();
await shot(page, "reset-done");
await page.getByTestId("continue-to-login").click();
await page.waitForURL(`${BASE}/login`);
await page.getByTestId("login-email").fill(email);
await page.getByTestId("login-password").fill(pw3);
await page.getByTestId("login-submit").click();
await page.waitForURL(`${BASE}/app`);
console.log("logged in with reset password");

// signed-out app route: stays on route
await page.evaluate(() => localStorage.removeItem("token"));
await page.goto(`${BASE}/security-settings?tab=register`);
await expect(page.getByTestId("register-submit")).toBeVisible();
await page.getByTestId("tab-login").click();
await expect(page).toHaveURL(`${BASE}/security-settings`);
await page.getByTestId("login-email").fill(email);
await page.getByTestId("login-password").fill(pw3);
await page.getByTestId("login-submit").click();
await expect(page.getByTestId("security-overview")).toBeVisible();
await page.waitForTimeout(300);
console.log("stayed at", page.url());
await browser.close();
