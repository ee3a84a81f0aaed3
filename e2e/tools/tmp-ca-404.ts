import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
page.on("response", (r) => r.status() >= 400 && console.log("http", r.status(), r.url()));
await page.goto("http://localhost:3106/favicon.svg");
await page.evaluate((t) => localStorage.setItem("token", t), process.argv[2]);
await page.goto("http://localhost:3106/contract-analysis", { waitUntil: "networkidle" });
await browser.close();
