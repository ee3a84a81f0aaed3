import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const BASE = "http://localhost:3106";
const token = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
await page.goto(`${BASE}/favicon.svg`);
await page.evaluate((t) => {
  localStorage.setItem("token", t);
}, token);
await page.goto(`${BASE}/contract-analysis`);
await page.getByRole("heading", { name: "Contract Analysis" }).waitFor();
await page.getByRole("button", { name: "Reject All" }).click();

// Record every progress text seen.
await page.evaluate(() => {
  (window as any).__seen = [];
  new MutationObserver(() => {
    const el = document.querySelector('[data-testid="upload-progress-text"]');
    const t = el?.textContent ?? null;
    const seen = (window as any).__seen as string[];
    if (t && seen[seen.length - 1] !== t) seen.push(`${t} @${Math.round(performance.now())}`);
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
});

// Wrong type and tiny file.
await page.getByTestId("draft-upload-input").setInputFiles({ name: "contract.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5000, 1) });
console.log("pdf:", await page.getByTestId("upload-error").innerText());
await page.getByTestId("draft-upload-input").setInputFiles({
  name: "tiny.docx",
  mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  buffer: Buffer.alloc(20, 1),
});
console.log("tiny:", await page.getByTestId("upload-error").innerText());
await page.getByTestId("draft-upload-input").setInputFiles({
  name: "bad$name.docx",
  mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  buffer: Buffer.alloc(2000, 1),
});
console.log("badname:", await page.getByTestId("upload-error").innerText());
// A fake DOCX that passes the browser checks: the server refuses it.
await page.getByTestId("draft-upload-input").setInputFiles({
  name: "fake.docx",
  mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  buffer: Buffer.alloc(2000, 1),
});
await page.getByTestId("upload-error").getByText("Upload failed").waitFor();
console.log("server refusal:", (await page.getByTestId("upload-error").innerText()).replace(/\n/g, " | "));
await page.screenshot({ path: "/tmp/ca-error.png" });

// Real upload.
const t0 = Date.now();
await page.getByTestId("draft-upload-input").setInputFiles("/tmp/sample.docx");
await page.waitForURL(/\/contract-analysis\/[\w-]+$/, { timeout: 15000 });
console.log("navigated after", Date.now() - t0, "ms to", page.url());
await page.getByTestId("analysis-title").waitFor();
console.log("seen:", await page.evaluate(() => (window as any).__seen));
await page.screenshot({ path: "/tmp/ca-view.png" });
await page.waitForTimeout(2500);
console.log("progress after 3s visible:", await page.getByTestId("upload-progress").count());
console.log("view title:", await page.getByTestId("analysis-title").innerText(), "|", await page.getByTestId("terms-found").innerText());
await page.screenshot({ path: "/tmp/ca-view.png" });
await page.getByTestId("close-analysis").click();
await page.waitForURL(`${BASE}/contract-analysis`);
await page.getByTestId("analysed-contract-row").first().waitFor();
console.log("rows:", await page.getByTestId("analysed-contract-row").allInnerTexts());
await page.screenshot({ path: "/tmp/ca-list.png", fullPage: true });
writeFileSync("/tmp/ca-done", "ok");
await browser.close();
