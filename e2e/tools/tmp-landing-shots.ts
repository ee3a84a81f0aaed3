import { chromium } from "@playwright/test";
const [url, prefix, widthArg, chunkArg] = process.argv.slice(2);
const width = Number(widthArg ?? 1280);
const chunk = Number(chunkArg ?? 1400);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on("console", (msg) => msg.type() === "error" && console.error("console:", msg.text()));
page.on("pageerror", (err) => console.error("pageerror:", err.message));
await page.goto(url, { waitUntil: "networkidle" });
const height = await page.evaluate(() => document.documentElement.scrollHeight);
console.log("height", height);
for (let y = 0, i = 0; y < height; y += chunk, i++) {
  await page.screenshot({ path: `${prefix}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(chunk, height - y) } });
  console.log(`${prefix}-${i}.png`);
}
await browser.close();
