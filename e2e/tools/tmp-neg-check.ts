import { readFileSync } from "node:fs";
import { type BrowserContext, chromium, expect, type Page } from "@playwright/test";
import { acceptAll, COOKIE_CONSENT_KEY } from "../../common/cookie-consent";

const BASE = "http://localhost:3109";
const [premiumLine, freeLine] = readFileSync("/tmp/cw-neg-accounts.txt", "utf8").trim().split("\n");
const [premiumToken, premiumId] = premiumLine.split(" ");
const [freeToken, freeId] = freeLine.split(" ");
const OUT = "/tmp/cw-neg-shots";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
let failures = 0;
const check = async (name: string, fn: () => Promise<void>) => {
  try {
    await fn();
    console.log(`ok   ${name}`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL ${name}\n     ${(error as Error).message.split("\n").slice(0, 6).join("\n     ")}`);
  }
};

async function open(token: string, id: string, width = 1400) {
  const context: BrowserContext = await browser.newContext({
    baseURL: BASE,
    viewport: { width, height: 900 },
    permissions: ["clipboard-read", "clipboard-write"],
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.on("pageerror", (err) => console.log("pageerror:", err.message));
  page.on("console", (msg) => msg.type() === "error" && console.log("console:", msg.text()));
  await page.goto("/favicon.svg");
  await page.evaluate(
    ([t, key, consent]) => {
      localStorage.setItem("token", t);
      localStorage.setItem(key, consent);
    },
    [token, COOKIE_CONSENT_KEY, JSON.stringify(acceptAll(new Date()))],
  );
  await page.goto(`/contract-analysis/${id}`);
  await expect(page.getByTestId("analysis-workspace")).toBeVisible({ timeout: 15_000 });
  await page.getByTestId("tab-clauses").click();
  await expect(page.getByTestId("clauses-tab")).toBeVisible();
  return { context, page };
}

const innerTab = (page: Page, name: string) =>
  page.getByTestId("clauses-tab").getByRole("tab", { name, exact: true });

async function exercise(page: Page, testId: string, label: string, shot?: string) {
  const button = page.getByTestId(testId).first();
  await button.click();
  const modal = page.getByTestId("generated-text-modal");
  await expect(modal).toBeVisible({ timeout: 15_000 });
  const title = await modal.locator(".mantine-Modal-title").innerText();
  const subject = await modal.getByTestId("generated-subject").innerText();
  const area = modal.getByTestId("generated-text");
  const original = await area.inputValue();
  expect(original.length).toBeGreaterThan(50);
  const rows = await area.evaluate((el) => el.getBoundingClientRect().height);
  if (shot) await page.screenshot({ path: `${OUT}/${shot}.png` });
  const edited = `${original}\n\nP.S. Edited by the check for ${label}.`;
  await area.fill(edited);
  await modal.getByTestId("copy-generated-text").click();
  await expect(page.getByText("Copied to clipboard")).toBeVisible();
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip).toBe(edited);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    modal.getByTestId("download-generated-text").click(),
  ]);
  const path = await download.path();
  const content = readFileSync(path, "utf8");
  expect(content).toBe(edited);
  await modal.getByTestId("close-generated-text").click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId("contract-analysis-view")).toBeVisible();
  console.log(
    `     ${label}: title="${title}" subject="${subject}" file=${download.suggestedFilename()} height=${Math.round(rows)}px`,
  );
}

// ---- premium
{
  const { context, page } = await open(premiumToken, premiumId);
  await check("executive actions have no lock and no 'Available soon'", async () => {
    await expect(page.getByText("Available soon")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Start Negotiation Process", exact: true })).toBeVisible();
  });
  await check("Start Negotiation Process", () =>
    exercise(page, "exec-negotiation", "negotiation", "modal-negotiation"),
  );
  await check("Request Legal Review", () => exercise(page, "exec-legal-review", "legal review"));
  await check("Email Issue Summary", () => exercise(page, "exec-issue-summary", "issue summary"));

  await check("Esc closes only the generated-text modal and focus returns to its button", async () => {
    await page.getByTestId("exec-negotiation").click();
    await expect(page.getByTestId("generated-text-modal")).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("generated-text-modal")).toBeHidden();
    await expect(page.getByTestId("contract-analysis-view")).toBeVisible();
    await expect(page.getByTestId("exec-negotiation")).toBeFocused();
  });

  await check("a fresh text replaces the previous edits", async () => {
    await page.getByTestId("exec-legal-review").click();
    const area = page.getByTestId("generated-text");
    await expect(area).toBeVisible({ timeout: 15_000 });
    await expect(area).not.toHaveValue(/Edited by the check/);
    await page.getByTestId("close-generated-text").click();
  });

  await check("loader while the text is written", async () => {
    await page.route("**/messages/issue-summary", async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.getByTestId("exec-issue-summary").click();
    await expect(page.getByTestId("exec-issue-summary")).toHaveAttribute("data-loading", "true");
    await expect(page.getByTestId("generated-text-modal")).toBeVisible({ timeout: 15_000 });
    await page.getByTestId("close-generated-text").click();
    await page.unroute("**/messages/issue-summary");
  });

  await check("server error shows toast 'Error' with the server message", async () => {
    await page.route("**/messages/legal-review", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"The writer is down"}' }),
    );
    await page.getByTestId("exec-legal-review").click();
    await expect(page.locator(".mantine-Notification-root").filter({ hasText: "The writer is down" })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(".mantine-Notification-root").getByText("Error", { exact: true })).toBeVisible();
    await page.unroute("**/messages/legal-review");
  });

  await check("a 402 from the server opens the upgrade dialog (email_feature)", async () => {
    await page.route("**/messages/negotiation-email", (route) =>
      route.fulfill({
        status: 402,
        contentType: "application/json",
        body: JSON.stringify({ upgradeRequired: true, reason: "email_feature", message: "Pro feature" }),
      }),
    );
    await page.getByTestId("exec-negotiation").click();
    const dialog = page.getByTestId("upgrade-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("data-reason", "email_feature");
    await page.screenshot({ path: `${OUT}/upgrade-over-view.png` });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("contract-analysis-view")).toBeVisible();
    await page.unroute("**/messages/negotiation-email");
  });

  await innerTab(page, "Clauses").click();
  await check("Email Solution (high risk)", () =>
    exercise(page, "clause-email-solution", "email solution", "modal-email-solution"),
  );
  await check("Generate Amendment (high risk)", () =>
    exercise(page, "clause-generate-amendment", "amendment", "modal-amendment"),
  );
  await check("Send Proposal (medium risk)", () => exercise(page, "clause-send-proposal", "proposal"));
  await check("per-clause buttons name their clause", async () => {
    const label = await page.getByTestId("clause-email-solution").first().getAttribute("aria-label");
    expect(label).toMatch(/^Email Solution for /);
    console.log(`     aria-label: ${label}`);
  });
  await check("Show Benchmark popover; Esc closes only it", async () => {
    await page.getByTestId("clause-show-benchmark").first().click();
    const pop = page.getByTestId("clause-benchmark");
    await expect(pop).toBeVisible();
    await expect(pop).toContainText("Typical market position");
    console.log(`     benchmark: ${(await pop.innerText()).replace(/\s+/g, " ")}`);
    await page.screenshot({ path: `${OUT}/benchmark.png` });
    await page.keyboard.press("Escape");
    await expect(pop).toBeHidden();
    await expect(page.getByTestId("contract-analysis-view")).toBeVisible();
  });

  await check("keyboard decisions still work; redline lists what was not applied", async () => {
    await page.getByTestId("tab-terms").click();
    await page.locator("body").click({ position: { x: 5, y: 5 } }).catch(() => {});
    await page.getByTestId("tab-terms").focus();
    // Move to Cancellation Terms (third) and reject it; it has no clause text, so it cannot be applied.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("r");
    await expect(page.getByTestId("review-progress")).not.toHaveText(/Progress: 0 of/, { timeout: 10_000 });
    // And reject Payment Terms (first) which can be applied.
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("r");
    await page.waitForTimeout(800);
    console.log(`     ${await page.getByTestId("review-progress").innerText()}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("download-redline").click(),
    ]);
    console.log(`     redline file: ${download.suggestedFilename()}`);
    await expect(page.getByText("Redlined document downloaded successfully")).toBeVisible();
    const alert = page.getByTestId("redline-not-applied");
    await expect(alert).toBeVisible();
    console.log(`     alert: ${(await alert.innerText()).replace(/\s+/g, " ")}`);
    await expect(alert).toContainText("Not applied to the Word file");
    await expect(alert).toContainText("Cancellation Terms —");
    await expect(alert).not.toContainText("Payment Terms");
    await page.screenshot({ path: `${OUT}/redline-alert.png` });
    await alert.getByRole("button", { name: "Dismiss" }).click();
    await expect(alert).toBeHidden();
  });
  await context.close();
}

// ---- premium, phone width
{
  const { context, page } = await open(premiumToken, premiumId, 375);
  await check("375 px: modal full screen and usable", async () => {
    await page.getByTestId("exec-negotiation").scrollIntoViewIfNeeded();
    await page.getByTestId("exec-negotiation").click();
    await expect(page.getByTestId("generated-text-modal")).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `${OUT}/modal-375.png` });
    await page.getByTestId("close-generated-text").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/modal-375-bottom.png` });
    await page.getByTestId("close-generated-text").click();
    await innerTab(page, "Clauses").click();
    await page.getByTestId("clause-send-proposal").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/clauses-375.png` });
  });
  await context.close();
}

// ---- free
{
  const { context, page } = await open(freeToken, freeId);
  const expectUpgrade = async (testId: string) => {
    let called = false;
    const listener = (req: { url: () => string }) => {
      if (req.url().includes("/messages/")) called = true;
    };
    page.on("request", listener);
    await page.getByTestId(testId).first().click();
    const dialog = page.getByTestId("upgrade-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("data-reason", "email_feature");
    await expect(page.getByTestId("generated-text-modal")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    page.off("request", listener);
    expect(called).toBe(false);
  };
  for (const id of ["exec-negotiation", "exec-legal-review", "exec-issue-summary"]) {
    await check(`free: ${id} opens the upgrade dialog`, () => expectUpgrade(id));
  }
  await check("free: exec button says Pro feature to screen readers", async () => {
    const label = await page.getByTestId("exec-negotiation").getAttribute("aria-label");
    expect(label).toBe("Start Negotiation Process (Pro feature)");
    await page.screenshot({ path: `${OUT}/free-overview.png` });
  });
  await innerTab(page, "Clauses").click();
  for (const id of ["clause-email-solution", "clause-generate-amendment", "clause-send-proposal"]) {
    await check(`free: ${id} opens the upgrade dialog`, () => expectUpgrade(id));
  }
  await check("free: Show Benchmark works without upgrade", async () => {
    await page.getByTestId("clause-show-benchmark").first().click();
    await expect(page.getByTestId("clause-benchmark")).toContainText("Typical market position");
    await expect(page.getByTestId("upgrade-dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "Close the benchmark" }).click();
    await expect(page.getByTestId("clause-benchmark")).toBeHidden();
    await expect(page.getByTestId("clause-show-benchmark").first()).toBeFocused();
  });
  await check("free: server refuses with 402", async () => {
    const res = await page.request.post(`/api/contracts/${freeId}/messages/negotiation-email`, {
      headers: { Authorization: `Bearer ${freeToken}` },
    });
    expect(res.status()).toBe(402);
  });
  await context.close();
}

await browser.close();
console.log(failures ? `${failures} failure(s)` : "all passed");
process.exit(failures ? 1 : 0);
