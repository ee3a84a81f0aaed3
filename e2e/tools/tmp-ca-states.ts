import { chromium } from "@playwright/test";

const BASE = "http://localhost:3106";
const token = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(`${BASE}/favicon.svg`);
await page.evaluate((t) => localStorage.setItem("token", t), token);
let mode: "slow" | "fail" | "ok" = "slow";
await page.route("**/api/contracts", async (route) => {
  if (route.request().method() !== "GET") return route.continue();
  if (mode === "slow") await new Promise((r) => setTimeout(r, 3000));
  if (mode === "fail") return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Internal Server Error" }) });
  return route.continue();
});
await page.goto(`${BASE}/contract-analysis`);
await page.getByRole("button", { name: "Reject All" }).click();
await page.getByTestId("contracts-loading").waitFor();
await page.getByTestId("contracts-loading").scrollIntoViewIfNeeded();
await page.screenshot({ path: "/tmp/ca-loading.png" });
mode = "fail";
await page.reload();
await page.getByTestId("contracts-error").waitFor();
await page.getByTestId("contracts-error").scrollIntoViewIfNeeded();
await page.screenshot({ path: "/tmp/ca-error-state.png" });
console.log("error:", (await page.getByTestId("contracts-error").innerText()).replace(/\n/g, " | "));
mode = "ok";
await page.getByTestId("contracts-retry").click();
await page.getByTestId("analysed-contract-row").first().waitFor();
console.log("after retry rows:", await page.getByTestId("analysed-contract-row").count());
// Keyboard: tab order reaches dropzone and Choose file.
await browser.close();
