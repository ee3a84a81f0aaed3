import { chromium, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";

const BASE = "http://localhost:3104";
const token = readFileSync("/tmp/cw-dash-token", "utf8").trim();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
page.on("pageerror", (err) => console.error("pageerror:", err.message));
page.on("console", (msg) => msg.type() === "error" && console.error("console:", msg.text()));
await page.goto(`${BASE}/favicon.svg`);
await page.evaluate((t) => {
  localStorage.setItem("token", t);
  localStorage.setItem("clausewise-cookie-consent", JSON.stringify({ version: 1, necessary: true, analytics: false, marketing: false, decidedAt: new Date().toISOString() }));
}, token);
const step = process.argv[2] ?? "all";
const shot = (p: Page, name: string) => p.screenshot({ path: `/tmp/dash-${name}.png`, fullPage: true });

await page.goto(`${BASE}/app`, { waitUntil: "networkidle" });
await shot(page, "rows");

if (step === "all" || step === "chooser") {
  await page.getByTestId("dashboard-upload").click();
  const cont = page.getByTestId("upload-type-continue");
  console.log("continue text:", await cont.textContent(), "disabled:", await cont.isDisabled());
  await page.getByTestId("upload-type-draft").focus();
  await page.keyboard.press("ArrowDown");
  console.log("after ArrowDown executed checked:", await page.getByTestId("upload-type-executed").getAttribute("aria-checked"));
  console.log("continue text:", await cont.textContent(), "disabled:", await cont.isDisabled());
  await shot(page, "chooser");
  await cont.click();
  await page.waitForTimeout(500);
  console.log("url after continue:", page.url());
  await page.goto(`${BASE}/app`, { waitUntil: "networkidle" });
}

if (step === "all" || step === "upgrade") {
  for (const reason of ["analysis_limit", "storage_limit", "email_feature", "analytics_feature", "whatever"]) {
    await page.evaluate((r) => window.dispatchEvent(new CustomEvent("storageUpgradeRequired", { detail: { reason: r } })), reason);
    const dialog = page.getByTestId("upgrade-dialog");
    await dialog.waitFor();
    await page.waitForTimeout(400);
    console.log(reason, "→", (await dialog.locator("h2").textContent())?.trim());
    await dialog.screenshot({ path: `/tmp/dash-upgrade-${reason}.png` });
    if (reason === "whatever") {
      await page.getByRole("button", { name: /Start 7-Day Free Trial/ }).click();
      await page.getByRole("alert").filter({ hasText: "payment" }).waitFor();
      console.log("trial error:", await dialog.getByRole("alert").textContent(), "still open:", await dialog.isVisible());
      await dialog.screenshot({ path: "/tmp/dash-upgrade-error.png" });
    }
    await page.getByRole("button", { name: "Continue with Free" }).click();
    await dialog.waitFor({ state: "hidden" });
  }
  await page.getByTestId("dashboard-analytics").click();
  console.log("analytics title:", (await page.getByTestId("upgrade-dialog").locator("h2").textContent())?.trim());
  await page.keyboard.press("Escape");
  await page.getByTestId("try-premium").click();
  console.log("try premium title:", (await page.getByTestId("upgrade-dialog").locator("h2").textContent())?.trim());
  await page.keyboard.press("Escape");
}

if (step === "all" || step === "analyse") {
  const row = page.getByTestId("recent-contract").first();
  const name = await row.locator("p").first().textContent();
  const t0 = Date.now();
  await row.getByTestId("start-analysis").click();
  await page.waitForURL(/\/contract-analysis\//);
  console.log("analysed", name, "→", page.url(), `${Date.now() - t0}ms`);
  await page.goto(`${BASE}/app`, { waitUntil: "networkidle" });
  await shot(page, "after-analyse");
}

if (step === "all" || step === "delete") {
  const row = page.getByTestId("recent-contract").first();
  await row.getByTestId("delete-contract").click();
  console.log("confirm title:", await page.locator(".mantine-Modal-title").textContent());
  await shot(page, "delete-confirm");
  await page.getByTestId("confirm-delete").click();
  await page.getByText("Contract deleted").waitFor();
  console.log("toast shown; rows now:", await page.getByTestId("recent-contract").count());
}
await browser.close();
