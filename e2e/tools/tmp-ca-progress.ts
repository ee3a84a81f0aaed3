import { chromium } from "@playwright/test";

const BASE = "http://localhost:3106";
const [token, width] = [process.argv[2], Number(process.argv[3] ?? 1280)];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(`${BASE}/favicon.svg`);
await page.evaluate((t) => localStorage.setItem("token", t), token);
await page.goto(`${BASE}/contract-analysis`);
await page.getByRole("button", { name: "Reject All" }).click();
await page.getByRole("heading", { name: "Analysed contracts" }).waitFor();
await page.waitForTimeout(300);
await page.screenshot({ path: `/tmp/ca-list-${width}.png`, fullPage: true });
if (process.argv[4] === "progress") {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 800000 });
  await page.route("**/analyze", async (route) => { await new Promise((r) => setTimeout(r, 2000)); await route.continue(); });
  const texts: string[] = [];
  const poll = setInterval(async () => {
    const t = await page.getByTestId("upload-progress-text").textContent().catch(() => null);
    if (t && texts[texts.length - 1] !== t) texts.push(t);
  }, 100);
  await page.getByTestId("draft-upload-input").setInputFiles("/tmp/sample-big.docx");
  await page.getByText(/Uploading… [1-9]/).waitFor().catch(() => console.log("no upload %", texts));
  await page.getByTestId("draft-upload-card").screenshot({ path: `/tmp/ca-uploading-${width}.png` });
  await page.getByText("Analysing clauses").waitFor({ timeout: 20000 });
  await page.getByTestId("draft-upload-card").screenshot({ path: `/tmp/ca-analysing-${width}.png` });
  await page.getByRole("status").filter({ hasText: "Done" }).waitFor();
  await page.getByTestId("draft-upload-card").screenshot({ path: `/tmp/ca-done-${width}.png` });
  await page.waitForURL(/\/contract-analysis\/[\w-]+$/, { timeout: 15000 });
  clearInterval(poll);
  console.log(texts.join(" → "));
}
await browser.close();
