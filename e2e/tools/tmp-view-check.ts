import { chromium, expect } from "@playwright/test";

const [base, token, id] = [process.env.BASE!, process.env.TOKEN!, process.env.ID!];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on("pageerror", (err) => console.error("pageerror:", err.message));
page.on("console", (m) => m.type() === "error" && console.error("console:", m.text()));
await page.goto(`${base}/favicon.svg`);
await page.evaluate((t) => localStorage.setItem("token", t), token);
const step = (name: string) => console.log("✓", name);

await page.goto(`${base}/contract-analysis/${id}`);
await expect(page.getByTestId("analysis-title")).toHaveText("sample.docx");
const view = await (await page.request.get(`${base}/api/contracts/${id}/analysis`, { headers: { Authorization: `Bearer ${token}` } })).json();
for (const [term, block] of [["payment", "paymentTerms"], ["renewal", "renewalTerms"], ["indemnity", "indemnity"], ["jurisdiction", "jurisdiction"], ["service", "serviceGuarantees"]]) {
  const marks = await page.locator(`mark[data-covers~="${term}"]`).allTextContents();
  const text = marks.join("").replace(/\s+/g, " ").trim();
  const want = view.analysis[block].excerpt.replace(/\s+/g, " ").trim();
  if (text !== want) throw new Error(`highlight ${term} text mismatch:\n${text}\n${want}`);
}
await expect(page.getByTestId("highlight-cancellation")).toHaveCount(0);
step("highlights carry the exact excerpts; not-found term not highlighted");

// click a highlight
await page.getByTestId("highlight-renewal").click();
await expect(page.getByTestId("term-card-renewal")).toHaveAttribute("data-selected", "true");
await expect(page.locator('mark[data-covers~="renewal"][data-flash]').first()).toBeVisible();
await expect(page.locator('mark[data-covers~="renewal"][data-selected]').first()).toBeVisible();
await page.waitForTimeout(2200);
await expect(page.locator("mark[data-flash]")).toHaveCount(0);
step("highlight click selects the card, flashes 2 s");

// accept it
await page.getByTestId("term-card-renewal").getByTestId("term-accept").click();
await expect(page.getByTestId("term-card-renewal").getByTestId("term-status")).toHaveText(/Accepted/i);
await expect(page.getByText("Decision saved")).toBeVisible();
await expect(page.getByTestId("download-redline")).toBeEnabled();
step("accept");

// propose for payment via card click
await page.getByTestId("term-select-payment").click();
await expect(page.locator('mark[data-covers~="payment"][data-selected]').first()).toBeVisible();
await page.getByTestId("term-card-payment").getByTestId("term-propose").click();
await expect(page.getByTestId("proposal-generate")).toBeDisabled();
await expect(page.getByTestId("proposal-submit")).toBeDisabled();
await expect(page.getByTestId("proposal-concerns")).toBeFocused();
await page.getByTestId("proposal-concerns").fill("15 days is too short for our accounts team");
await page.getByTestId("proposal-generate").click();
await expect(page.getByText("Alternative ready")).toBeVisible();
const generated = await page.getByTestId("proposal-text").inputValue();
console.log("  generated:", generated.slice(0, 120));
await page.getByTestId("proposal-text").fill("The Customer shall pay each correct invoice within thirty (30) days of receipt.");
await page.getByTestId("proposal-submit").click();
await expect(page.getByTestId("term-card-payment").getByTestId("term-status")).toHaveText(/Proposed/i);
await expect(page.getByTestId("propose-panel")).toHaveCount(0);
step("propose alternative (generated, edited, submitted)");

await page.reload();
await expect(page.getByTestId("term-card-renewal").getByTestId("term-status")).toHaveText(/Accepted/i);
await expect(page.getByTestId("term-card-payment").getByTestId("term-status")).toHaveText(/Proposed/i);
await expect(page.getByTestId("term-card-payment").getByTestId("term-proposed-text")).toContainText("thirty (30) days");
await expect(page.getByTestId("review-progress")).toHaveText(/Progress: 2 of 6 terms reviewed/);
step("reload keeps both decisions");

// keyboard
await page.locator("body").click({ position: { x: 5, y: 5 } }).catch(() => {});
await page.getByTestId("analysis-title").click();
await page.keyboard.press("ArrowDown");
await expect(page.getByTestId("term-card-payment")).toHaveAttribute("data-selected", "true");
await page.keyboard.press("ArrowDown");
await page.keyboard.press("ArrowDown");
await page.keyboard.press("ArrowDown");
await expect(page.getByTestId("term-card-indemnity")).toHaveAttribute("data-selected", "true");
await page.keyboard.press("r");
await expect(page.getByTestId("term-card-indemnity").getByTestId("term-status")).toHaveText(/Rejected/i);
await page.getByTestId("term-card-indemnity").getByTestId("term-change-decision").click();
await expect(page.getByTestId("term-card-indemnity").getByTestId("term-status")).toHaveText(/Pending review/i);
await page.keyboard.press("ArrowUp");
await page.keyboard.press("ArrowDown");
await expect(page.getByTestId("term-card-indemnity")).toHaveAttribute("data-selected", "true");
await page.keyboard.press("p");
await expect(page.getByTestId("propose-panel")).toBeVisible();
await page.keyboard.type("a r p typed");
await expect(page.getByTestId("proposal-concerns")).toHaveValue("a r p typed");
await page.keyboard.press("Escape");
await expect(page.getByTestId("propose-panel")).toHaveCount(0);
await expect(page.getByTestId("contract-analysis-view")).toBeVisible();
await page.keyboard.press("a");
await expect(page.getByTestId("term-card-indemnity").getByTestId("term-status")).toHaveText(/Accepted/i);
await page.getByTestId("term-card-indemnity").getByTestId("term-change-decision").click();
await expect(page.getByTestId("term-card-indemnity").getByTestId("term-status")).toHaveText(/Pending review/i);
step("keyboard: arrows, R, P, typing, Esc closes panel, A; change decision");

// zoom
const size = () => page.getByTestId("document-content").evaluate((el) => getComputedStyle(el).fontSize);
const before = await size();
await page.getByTestId("zoom-in").click();
await page.getByTestId("zoom-in").click();
await expect(page.getByTestId("zoom-level")).toHaveText("150%");
const after = await size();
for (let i = 0; i < 6; i++) if (await page.getByTestId("zoom-in").isEnabled()) await page.getByTestId("zoom-in").click();
await expect(page.getByTestId("zoom-level")).toHaveText("200%");
await expect(page.getByTestId("zoom-in")).toBeDisabled();
await page.getByTestId("zoom-reset").click();
await expect(page.getByTestId("zoom-level")).toHaveText("100%");
for (let i = 0; i < 2; i++) await page.getByTestId("zoom-out").click();
await expect(page.getByTestId("zoom-level")).toHaveText("50%");
await expect(page.getByTestId("zoom-out")).toBeDisabled();
await page.getByTestId("zoom-reset").click();
console.log("  font size", before, "→", after);
step("zoom 50-200 step 25, reset");

// clauses tab
await page.getByTestId("tab-clauses").click();
await expect(page.getByTestId("sophistication-score")).toContainText("/100");
await expect(page.getByTestId("risk-adjustment")).toContainText("increased overall risk by");
await expect(page.getByTestId("health-score")).toContainText("/10");
await expect(page.getByTestId("top-priority")).toHaveCount(3);
await page.getByTestId("exec-negotiation").click();
await expect(page.getByRole("dialog").filter({ hasText: /upgrade|premium/i }).first()).toBeVisible();
await page.keyboard.press("Escape");
await expect(page.getByTestId("contract-analysis-view")).toBeVisible();
step("clauses overview; free user gets the upgrade dialog; Esc closes only it");
await page.getByRole("tab", { name: "Clauses", exact: true }).last().click();
await expect(page.getByTestId("clauses-issues")).toBeVisible();
await expect(page.getByTestId("clause-missing").first()).toBeVisible();
await page.getByTestId("clauses-issues").getByTestId("clause-show").first().click();
const clauseMark = page.locator('mark[data-covers*="clause-"][data-selected]').first();
await expect(clauseMark).toBeVisible();
await page.getByRole("tab", { name: "Categories" }).click();
await expect(page.getByTestId("clause-categories")).toBeVisible();
step("clauses list + highlight in document + categories");

// download
const downloadPromise = page.waitForEvent("download", { timeout: 10_000 }).catch(() => null);
await page.getByTestId("download-redline").click();
const download = await downloadPromise;
if (download) {
  const path = "/tmp/redline-download.docx";
  await download.saveAs(path);
  console.log("  downloaded:", download.suggestedFilename());
}
await expect(page.getByText(/Failed to generate redlined document|Redlined document downloaded/)).toBeVisible();
console.log("  download toast:", await page.locator(".mantine-Notification-root").first().innerText());
step("download button answers");

// side switch
await page.getByTestId("tab-terms").click();
await page.getByText("We are the supplier").click();
await expect(page.getByText("Ratings updated")).toBeVisible();
const supplierBadge = await page.getByTestId("term-card-payment").locator("[data-risk]").first().getAttribute("data-risk");
await page.getByText("We are the customer").click();
await expect(page.getByText("Rated as the customer")).toBeVisible();
console.log("  payment risk as supplier:", supplierBadge);
step("side switch re-rates");

await page.screenshot({ path: "/tmp/view-after.png" });
await page.mouse.move(300, 600);
await page.getByTestId("analysis-title").click();
await page.keyboard.press("Escape");
await expect(page).toHaveURL(`${base}/contract-analysis`);
await expect(page.getByTestId("contract-analysis-view")).toHaveCount(0);
step("Esc closes the view");

// mobile
const mobile = await browser.newPage({ viewport: { width: 375, height: 800 } });
await mobile.goto(`${base}/favicon.svg`);
await mobile.evaluate((t) => localStorage.setItem("token", t), token);
await mobile.goto(`${base}/contract-analysis/${id}`);
await expect(mobile.getByTestId("term-card-payment")).toBeVisible();
const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth);
console.log("  mobile scrollWidth", overflow);
await mobile.screenshot({ path: "/tmp/view-375.png", fullPage: false });
await browser.close();

// extra screenshots
const b2 = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p2 = await b2.newPage({ viewport: { width: 1280, height: 900 } });
await p2.goto(`${base}/favicon.svg`);
await p2.evaluate((t) => localStorage.setItem("token", t), token);
await p2.goto(`${base}/contract-analysis/${id}`);
await p2.getByTestId("highlight-service").click();
await p2.getByTestId("term-card-service").getByTestId("term-propose").click();
await p2.waitForTimeout(400);
await p2.screenshot({ path: "/tmp/view-propose.png" });
console.log("  accept colours", await p2.getByTestId("term-accept").evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]));
await p2.getByTestId("proposal-cancel").click();
await p2.getByTestId("tab-clauses").click();
await p2.waitForTimeout(300);
await p2.screenshot({ path: "/tmp/view-clauses.png" });
await p2.getByRole("tab", { name: "Clauses", exact: true }).last().click();
await p2.waitForTimeout(300);
await p2.screenshot({ path: "/tmp/view-clauses-list.png" });
const m2 = await b2.newPage({ viewport: { width: 375, height: 800 } });
await m2.goto(`${base}/favicon.svg`);
await m2.evaluate((t) => localStorage.setItem("token", t), token);
await m2.goto(`${base}/contract-analysis/${id}`);
await m2.getByTestId("term-card-payment").scrollIntoViewIfNeeded();
await m2.screenshot({ path: "/tmp/view-375-terms.png" });
await b2.close();
