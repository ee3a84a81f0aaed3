import { chromium, expect, type Page } from "@playwright/test";
import { acceptAll } from "../../common/cookie-consent";

const BASE = "http://localhost:3107";
const shots = "/tmp/mc-shots";
const stamp = Date.now();
const reg = await fetch(`${BASE}/api/register`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    firstName: "Mo", lastName: "Contracts", email: `mo${stamp}@northwind-trading.co.uk`, jobTitle: "Ops",
    companyName: "Northwind Trading Ltd", companySize: "11-50", industry: "Technology",
    password: "Str0ng!Passphrase", confirmPassword: "Str0ng!Passphrase",
  }),
});
const { token } = (await reg.json()) as { token: string };
console.log("token", token);

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
const page = await context.newPage();
page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
page.on("response", (r) => r.status() >= 400 && console.log("HTTP", r.status(), r.url()));
await page.goto(`${BASE}/favicon.svg`);
await page.evaluate(
  ([t, c]) => {
    localStorage.setItem("token", t);
    localStorage.setItem("clausewise-cookie-consent", c);
  },
  [token, JSON.stringify(acceptAll(new Date()))],
);

const toast = async (p: Page, title: string) => {
  await expect(p.locator(".mantine-Notification-root", { hasText: title }).first()).toBeVisible({ timeout: 25000 });
  console.log("toast ok:", title);
};
const ddmmyyyy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
const inDays = (n: number) => new Date(Date.now() + n * 86400000);

// autoUpload
await page.goto(`${BASE}/my-contracts?autoUpload=true`);
await expect(page.getByTestId("auto-upload-banner")).toBeVisible({ timeout: 5000 });
await expect(page.getByRole("dialog", { name: "Add an executed contract" })).toBeVisible();
await page.waitForTimeout(300);
console.log("url after autoUpload:", page.url());
await page.screenshot({ path: `${shots}/01-auto.png` });
await page.waitForTimeout(2300);
console.log("banner visible after 2.5s:", await page.getByTestId("auto-upload-banner").isVisible());

// wrong type
await page.getByTestId("executed-upload-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
await toast(page, "Invalid file type");

// PDF upload
await page.getByTestId("executed-upload-input").setInputFiles("/work/shared/eval/cuad-dev/pdf/199.pdf");
await expect(page.getByTestId("manual-contract-title")).toBeVisible({ timeout: 30000 });
await toast(page, "Form auto-populated!");
console.log("prefill:", {
  title: await page.getByTestId("manual-contract-title").inputValue(),
  vendor: await page.getByTestId("manual-vendor-name").inputValue(),
  value: await page.getByTestId("manual-contract-value").inputValue(),
  renewal: await page.getByTestId("manual-renewal-date").inputValue(),
});
await page.screenshot({ path: `${shots}/02-form.png`, fullPage: true });
await page.getByTestId("manual-contract-title").fill("Cloud hosting agreement");
await page.getByTestId("manual-vendor-name").fill("Cloudline Systems Limited");
await page.getByTestId("manual-contract-value").fill("£24,000");
await page.getByTestId("manual-renewal-date").fill(ddmmyyyy(inDays(20)));
await page.getByTestId("manual-renewal-date").blur();
console.log("renewal typed ->", await page.getByTestId("manual-renewal-date").inputValue());
await page.getByTestId("manual-save").click();
await toast(page, "Contract saved successfully!");
await expect(page.getByTestId("executed-contract-card")).toHaveCount(1, { timeout: 10000 });
const card = page.getByTestId("executed-contract-card").first();
console.log("badge:", await card.getByTestId("renewal-badge").textContent(), await card.getByTestId("contract-renewal").textContent());
await toast(page, "Contract added successfully");

// reminders
const unreadBefore = await (await fetch(`${BASE}/api/notifications/unread-count`, { headers: { authorization: `Bearer ${token}` } })).json();
await card.getByTestId("contract-reminders").click();
await expect(page.getByRole("dialog", { name: /Renewal reminders/ })).toBeVisible();
for (const n of [90, 60, 30, 14, 7, 1]) {
  console.log(`day ${n} checked:`, await page.getByTestId(`reminder-day-${n}`).isChecked());
}
console.log("target:", await page.getByTestId("reminder-target").textContent());
await page.getByTestId("reminder-day-30").uncheck();
await page.getByTestId("reminder-day-90").uncheck();
await page.getByTestId("reminder-day-7").uncheck();
console.log("save disabled with none:", await page.getByTestId("reminders-save").isDisabled());
await page.getByTestId("reminder-day-30").check();
await page.getByTestId("reminder-day-7").check();
await page.screenshot({ path: `${shots}/03-reminders.png` });
await page.getByTestId("reminders-save").click();
await toast(page, "Reminders saved");
await expect(card.getByTestId("contract-reminders")).toHaveText(/Reminders set/);
await page.waitForTimeout(1500);
const unreadAfter = await (await fetch(`${BASE}/api/notifications/unread-count`, { headers: { authorization: `Bearer ${token}` } })).json();
console.log("unread", unreadBefore, "->", unreadAfter, "bell:", await page.getByTestId("notification-bell").getAttribute("aria-label"));

// DOCX upload
await page.getByTestId("upload-executed-contract").click();
await page.getByTestId("executed-upload-input").setInputFiles("/tmp/sample.docx");
await expect(page.getByTestId("manual-contract-title")).toBeVisible({ timeout: 30000 });
console.log("docx prefill:", {
  title: await page.getByTestId("manual-contract-title").inputValue(),
  vendor: await page.getByTestId("manual-vendor-name").inputValue(),
  value: await page.getByTestId("manual-contract-value").inputValue(),
  renewal: await page.getByTestId("manual-renewal-date").inputValue(),
});
if (!(await page.getByTestId("manual-contract-value").inputValue())) await page.getByTestId("manual-contract-value").fill("5000");
await page.getByTestId("manual-renewal-date").fill(ddmmyyyy(inDays(200)));
await page.getByTestId("manual-renewal-date").blur();
await page.getByTestId("manual-save").click();
await expect(page.getByTestId("executed-contract-card")).toHaveCount(2, { timeout: 10000 });

// Scanned PDF
await page.getByTestId("upload-executed-contract").click();
await page.getByTestId("executed-upload-input").setInputFiles("/tmp/scan.pdf");
await expect(page.getByTestId("executed-upload-progress-text")).toContainText(/Reading/, { timeout: 10000 });
const progressSeen = new Set<string>();
for (let i = 0; i < 60 && !(await page.getByTestId("manual-contract-title").isVisible()); i++) {
  const t = await page.getByTestId("executed-upload-progress-text").textContent().catch(() => null);
  if (t) progressSeen.add(t);
  if (i === 2) await page.screenshot({ path: `${shots}/04-scanning.png` });
  await page.waitForTimeout(500);
}
console.log("progress texts:", [...progressSeen]);
await expect(page.getByTestId("ocr-review-notice")).toBeVisible({ timeout: 60000 });
console.log("check hints:", await page.getByTestId("field-check-hint").count());
console.log("scan prefill:", {
  title: await page.getByTestId("manual-contract-title").inputValue(),
  vendor: await page.getByTestId("manual-vendor-name").inputValue(),
  value: await page.getByTestId("manual-contract-value").inputValue(),
});
await page.screenshot({ path: `${shots}/05-scan-form.png`, fullPage: true });
if (!(await page.getByTestId("manual-contract-value").inputValue())) await page.getByTestId("manual-contract-value").fill("8400");
await page.getByTestId("manual-renewal-date").fill(ddmmyyyy(inDays(60)));
await page.getByTestId("manual-renewal-date").blur();
await page.getByTestId("manual-save").click();
await expect(page.getByTestId("executed-contract-card")).toHaveCount(3, { timeout: 10000 });
await page.screenshot({ path: `${shots}/06-list.png`, fullPage: true });

// edit
const hosting = page.getByTestId("executed-contract-card").filter({ hasText: "Cloud hosting agreement" });
await hosting.getByTestId("contract-edit").click();
await page.getByTestId("edit-contract-title").fill("Cloud hosting agreement (edited)");
await page.getByTestId("edit-contract-value").fill("30000");
await page.getByLabel("Renews automatically").last().check();
await page.screenshot({ path: `${shots}/07-edit.png`, fullPage: true });
await page.getByTestId("edit-save").click();
await toast(page, "Contract updated");
await expect(page.getByTestId("contract-title").filter({ hasText: "Cloud hosting agreement (edited)" })).toBeVisible();

// filters / sort / search
const titles = async () => page.getByTestId("contract-title").allTextContents();
console.log("sorted by renewal:", await titles());
await page.getByTestId("portfolio-filter").getByText(/^Urgent/).click();
console.log("urgent:", await titles());
await page.getByTestId("portfolio-filter").getByText(/^Active/).click();
console.log("active:", await titles());
await page.getByTestId("portfolio-filter").getByText(/^All/).click();
await page.getByTestId("portfolio-sort").click();
await page.getByRole("option", { name: "Value (highest first)" }).click();
console.log("by value:", await titles());
await page.getByTestId("portfolio-sort").click();
await page.getByRole("option", { name: "Title (A to Z)" }).click();
console.log("by title:", await titles());
await page.getByTestId("portfolio-search").fill("cloudline");
await page.waitForTimeout(800);
console.log("search cloudline:", await titles());
await page.getByTestId("portfolio-search").fill("zzzz-nothing");
await page.waitForTimeout(800);
console.log("no match visible:", await page.getByTestId("portfolio-no-match").isVisible());
await page.getByLabel("Clear search").click();
await page.waitForTimeout(600);

// export
const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
console.log("csv:", csv.suggestedFilename());
// file download
const [file] = await Promise.all([
  page.waitForEvent("download"),
  page.getByTestId("executed-contract-card").filter({ hasText: "edited" }).getByTestId("contract-download").click(),
]);
console.log("file:", file.suggestedFilename());

// details / negotiation / budget
await hosting.getByTestId("contract-details").click();
await page.screenshot({ path: `${shots}/08-details.png`, fullPage: true });
console.log("details deadline:", await page.getByTestId("details-notice-deadline").textContent());
await page.keyboard.press("Escape");
await page.getByTestId("executed-contract-card").filter({ hasText: "edited" }).getByTestId("contract-more").click();
await page.getByTestId("contract-negotiation").click();
console.log("talking points:", await page.getByTestId("talking-points").locator("li").allTextContents());
await page.getByTestId("generate-negotiation-brief").click();
await toast(page, "Documents Generated");
await page.screenshot({ path: `${shots}/09-negotiation.png`, fullPage: true });
const [brief] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download .txt" }).click()]);
console.log("brief:", brief.suggestedFilename());
await page.keyboard.press("Escape");
await page.getByTestId("executed-contract-card").filter({ hasText: "edited" }).getByTestId("contract-more").click();
await page.getByTestId("contract-budget").click();
await page.getByTestId("generate-budget-memo").click();
await toast(page, "Budget Documents Generated");
console.log("memo:\n" + (await page.getByTestId("budget-memo").inputValue()));
await page.screenshot({ path: `${shots}/10-budget.png`, fullPage: true });
await page.keyboard.press("Escape");

// delete
await page.getByTestId("executed-contract-card").filter({ hasText: "edited" }).getByTestId("contract-more").click();
await page.getByTestId("contract-delete").click();
console.log("confirm title:", await page.locator(".mantine-Modal-title").last().textContent());
await page.getByTestId("confirm-delete-contract").click();
await toast(page, "Contract deleted");
await expect(page.getByTestId("executed-contract-card")).toHaveCount(2);

// mobile
await page.setViewportSize({ width: 375, height: 800 });
await page.waitForTimeout(400);
await page.screenshot({ path: `${shots}/11-mobile.png`, fullPage: true });
const sw = await page.evaluate(() => document.documentElement.scrollWidth);
console.log("mobile scrollWidth", sw);
await browser.close();
console.log("DONE");
