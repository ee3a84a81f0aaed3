import { chromium } from "@playwright/test";
const width = Number(process.argv[2] ?? 375);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width, height: 667 } });
await page.goto("http://localhost:3102/", { waitUntil: "networkidle" });
await page.getByTestId("cookie-banner").screenshot({ path: `/tmp/banner-${width}.png` });
await browser.close();
