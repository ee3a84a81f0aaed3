import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
await page.goto("http://localhost:3102/", { waitUntil: "networkidle" });
for (const id of ["cookie-banner", "cookie-reject-all", "cookie-settings", "cookie-accept-all", "start-trial-hero"]) {
  console.log(id, JSON.stringify(await page.getByTestId(id).boundingBox()));
}
console.log("scrollWidth", await page.evaluate(() => document.documentElement.scrollWidth));
await browser.close();
