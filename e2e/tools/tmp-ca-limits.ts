import { chromium, type Page } from "@playwright/test";

const BASE = "http://localhost:3106";
const token = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
page.on("response", (r) => r.status() >= 400 && console.log("http", r.status(), r.request().method(), r.url()));
await page.goto(`${BASE}/favicon.svg`);
await page.evaluate((t) => localStorage.setItem("token", t), token);
await page.goto(`${BASE}/contract-analysis?autoUpload=true`);
page.on("filechooser", () => console.log("filechooser opened"));
await page.getByTestId("auto-upload-banner").waitFor();
const bannerAt = Date.now();
console.log("banner:", await page.getByTestId("auto-upload-banner").innerText(), "url:", page.url());
console.log("focused:", await page.evaluate(() => document.activeElement?.getAttribute("data-testid")));
await page.getByTestId("auto-upload-banner").waitFor({ state: "detached" });
console.log("banner visible for", Date.now() - bannerAt, "ms; history length", await page.evaluate(() => history.length));
await page.getByRole("button", { name: "Reject All" }).click().catch(() => {});

const toast = async () => {
  const n = page.locator(".mantine-Notification-root").first();
  await n.waitFor({ timeout: 5000 });
  const text = (await n.innerText()).replace(/\n/g, " | ");
  await n.getByRole("button").click().catch(() => {});
  return text;
};
const uploadAndWait = async (p: Page, i: number) => {
  await p.goto(`${BASE}/contract-analysis`);
  await p.getByTestId("draft-upload-input").setInputFiles({ name: `contract ${i}.docx`, mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: (await import("node:fs")).readFileSync("/tmp/sample.docx") });
};

const existing = await page.evaluate(async (t) => (await (await fetch("/api/contracts", { headers: { authorization: `Bearer ${t}` } })).json()).length, token);
console.log("existing contracts", existing);
for (let i = existing + 1; i <= 5; i++) {
  await uploadAndWait(page, i);
  await page.waitForURL(/\/contract-analysis\/[\w-]+$/, { timeout: 15000 });
  console.log("uploaded+analysed", i);
}
// 6th: storage limit.
await uploadAndWait(page, 6);
await page.getByTestId("upgrade-dialog").waitFor();
console.log("dialog reason:", await page.getByTestId("upgrade-dialog").getAttribute("data-reason"));
await page.screenshot({ path: "/tmp/ca-storage-limit.png" });
await page.keyboard.press("Escape");
await page.getByTestId("upgrade-dialog").waitFor({ state: "detached" });

// Download amendment proposal (endpoint not there yet).
await page.getByTestId("download-amendment").first().click();
console.log("download toast:", await toast());

// Delete one: confirmation names the file.
await page.getByTestId("delete-contract").first().click();
console.log("confirm title:", await page.locator(".mantine-Modal-title").innerText());
await page.getByTestId("confirm-delete").click();
console.log("delete toast:", await toast());

// Upload again: storage ok, analyses at 5 → analysis limit, contract stays uploaded.
await uploadAndWait(page, 7);
await page.getByTestId("upgrade-dialog").waitFor();
console.log("dialog reason:", await page.getByTestId("upgrade-dialog").getAttribute("data-reason"), page.url());
await page.keyboard.press("Escape");
await page.getByTestId("pending-contract-row").first().waitFor();
console.log("pending:", (await page.getByTestId("pending-contract-row").allInnerTexts()).map((t) => t.replace(/\n/g, " | ")));
await page.getByTestId("analyse-contract").first().click();
await page.getByTestId("upgrade-dialog").waitFor();
console.log("analyse button dialog reason:", await page.getByTestId("upgrade-dialog").getAttribute("data-reason"));
await page.keyboard.press("Escape");
await page.screenshot({ path: "/tmp/ca-pending.png", fullPage: true });

// The window event opens the analysis.
const firstId = await page.getByTestId("analysed-contract-row").first().getAttribute("data-contract-id");
await page.evaluate((id) => window.dispatchEvent(new CustomEvent("openFullScreenAnalysis", { detail: { contractId: id } })), firstId);
await page.waitForURL(`${BASE}/contract-analysis/${firstId}`);
console.log("event navigated ok");
await browser.close();
