import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { acceptAll, COOKIE_CONSENT_KEY } from "../../common/cookie-consent";
const [premiumToken, premiumId] = readFileSync("/tmp/cw-neg-accounts.txt", "utf8").split("\n")[0].split(" ");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ baseURL: "http://localhost:3109", viewport: { width: 1400, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
const page = await context.newPage();
await page.goto("/favicon.svg");
await page.evaluate(([t, k, c]) => { localStorage.setItem("token", t); localStorage.setItem(k, c); }, [premiumToken, COOKIE_CONSENT_KEY, JSON.stringify(acceptAll(new Date()))]);
await page.addInitScript(() => {
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  const original = document.execCommand.bind(document);
  document.execCommand = (cmd: string, ...rest: unknown[]) => {
    const el = document.activeElement as HTMLTextAreaElement;
    (window as unknown as { copied: string }).copied = el.value.slice(el.selectionStart, el.selectionEnd);
    return original(cmd, ...(rest as []));
  };
});
await page.goto(`/contract-analysis/${premiumId}`);
await page.getByTestId("tab-clauses").click();
await page.getByTestId("exec-issue-summary").click();
await page.getByTestId("generated-text").fill("Edited summary\nline two");
await page.getByTestId("copy-generated-text").click();
await page.getByText("Copied to clipboard").waitFor({ timeout: 20000 });
console.log("fallback selected:", JSON.stringify(await page.evaluate(() => (window as unknown as { copied: string }).copied)));
console.log("hasClipboard:", await page.evaluate(() => typeof navigator.clipboard));
await browser.close();
