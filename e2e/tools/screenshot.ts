/**
 * Developer tool: screenshot a page of a running Clausewise in headless Chromium.
 * npx tsx e2e/tools/screenshot.ts <url> <out.png> [--width 1280] [--token TOKEN] [--full]
 */
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const [url, out] = args;
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
if (!url || !out) {
  console.error("usage: screenshot.ts <url> <out.png> [--width 1280] [--token TOKEN] [--full]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: Number(flag("width") ?? 1280), height: 900 } });
const token = flag("token");
if (token) {
  await page.goto(new URL("/favicon.svg", url).toString());
  await page.evaluate((t) => localStorage.setItem("token", t), token);
}
page.on("console", (msg) => msg.type() === "error" && console.error("console:", msg.text()));
page.on("pageerror", (err) => console.error("pageerror:", err.message));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: args.includes("--full") });
await browser.close();
console.log(`saved ${out}`);
