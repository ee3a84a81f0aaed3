import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { sampleContractDocx } from "../../server/test/sample-contract";
import { newUser, registerViaApi, signInWithToken } from "./support";

const dir = mkdtempSync(path.join(tmpdir(), "cw-e2e-mobile-"));

test.use({ viewport: { width: 375, height: 812 } });

test("at 375 px: upload a file with an ordinary name, decide, re-analyse free, download the redline", async ({
  page,
}) => {
  const token = await registerViaApi(page, newUser("mobile"));
  await signInWithToken(page, token);
  const file = path.join(dir, "Consulting Agreement (1) – O'Brien & Co.docx");
  writeFileSync(file, await sampleContractDocx());
  await page.goto("/contract-analysis");
  await page.getByTestId("draft-upload-input").setInputFiles(file);
  await expect(page).toHaveURL(/\/contract-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const view = page.getByTestId("contract-analysis-view");
  await expect(view.getByTestId("analysis-title")).toBeVisible();

  await view.getByTestId("term-select-payment").click();
  const payment = view.getByTestId("term-card-payment");
  await payment.getByTestId("term-accept").click();
  await expect(payment.getByTestId("term-status")).toHaveText(/accept/i);

  await view.getByTestId("reanalyse").click();
  await expect(page.getByText("This did not use a monthly analysis.")).toBeVisible();
  await expect(view.getByTestId("term-card-payment").getByTestId("term-status")).toHaveText(/accept/i);
  const usage = await (
    await page.request.get("/api/usage-limits", { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(usage.analysesUsed).toBe(1);

  const downloadPromise = page.waitForEvent("download");
  await view.getByTestId("download-redline").click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(
    /^Consulting Agreement \(1\) – O'Brien & Co_Redlined_\d{4}-\d{2}-\d{2}\.docx$/,
  );
  // Nothing on the review is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The dashboard offers re-analysis too.
  await page.goto("/app");
  await page.getByTestId("reanalyse").click();
  await expect(page.getByText("This did not use a monthly analysis.")).toBeVisible();
});

test("at 375 px: findings come first, a finding opens its words in the text, three decisions make a real redline", async ({
  page,
}) => {
  const token = await registerViaApi(page, newUser("mobile-decide"));
  await signInWithToken(page, token);
  const file = path.join(dir, "Cloudline SaaS Agreement.docx");
  writeFileSync(file, await sampleContractDocx());
  await page.goto("/contract-analysis");
  await page.getByTestId("draft-upload-input").setInputFiles(file);
  await expect(page).toHaveURL(/\/contract-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const view = page.getByTestId("contract-analysis-view");
  await expect(view.getByTestId("analysis-title")).toBeVisible();

  // Findings first, on the opening screen; the contract text is one tap away, not above them.
  const findingsTab = view.getByRole("tab", { name: "Findings" });
  const textTab = view.getByRole("tab", { name: "Contract" });
  await expect(findingsTab).toHaveAttribute("aria-selected", "true");
  await expect(view.getByTestId("term-card-payment")).toBeInViewport();
  await expect(view.getByTestId("document-content")).toBeHidden();

  // A finding's "Show in contract" opens the text at that finding's words, marked.
  const indemnity = view.getByTestId("term-card-indemnity");
  await indemnity.getByRole("button", { name: "Show Indemnity Clause in the contract" }).click();
  await expect(textTab).toHaveAttribute("aria-selected", "true");
  const indemnityText = view.getByTestId("highlight-indemnity");
  await expect(indemnityText).toBeInViewport();
  await expect(indemnityText).toHaveAttribute("data-selected", "true");
  await expect(indemnityText).toContainText("indemnify");
  await expect(indemnityText).toBeFocused();
  await expect(view.getByTestId("term-card-payment")).toBeHidden();

  // Tapping marked words goes back to their finding, selected and in view.
  await view.getByTestId("highlight-renewal").click();
  await expect(findingsTab).toHaveAttribute("aria-selected", "true");
  const renewal = view.getByTestId("term-card-renewal");
  await expect(renewal).toHaveAttribute("data-selected", "true");
  await expect(renewal).toBeInViewport();
  await expect(renewal.getByTestId("term-select-renewal")).toBeFocused();

  // So does a clause of the advanced analysis.
  await view.getByTestId("tab-clauses").click();
  await view.getByTestId("clauses-tab").getByRole("tab", { name: "Clauses", exact: true }).click();
  const clauseShow = view.getByTestId("clause-show").first();
  const clauseName = ((await clauseShow.getAttribute("aria-label")) ?? "").replace(
    /^Show (.*) in the document$/,
    "$1",
  );
  await clauseShow.click();
  await expect(textTab).toHaveAttribute("aria-selected", "true");
  const clauseText = view.locator('mark[data-highlight-id^="clause-"][tabindex]');
  await expect(clauseText).toBeInViewport();
  await expect(clauseText).toBeFocused();
  expect(clauseName).not.toBe("");
  expect((await clauseText.getAttribute("aria-label"))?.startsWith(`${clauseName},`)).toBe(true);
  await findingsTab.click();
  await view.getByTestId("tab-terms").click();

  // The switch is a keyboard tab list too.
  await findingsTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(textTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(findingsTab).toHaveAttribute("aria-selected", "true");

  // Turning to landscape keeps what the reader set up: the panes sit side by side, zoom unchanged.
  await textTab.click();
  await view.getByTestId("zoom-in").click();
  await expect(view.getByTestId("zoom-level")).toHaveText("125%");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(view.getByRole("tab", { name: "Findings" })).toHaveCount(0);
  await expect(view.getByTestId("document-content")).toBeVisible();
  await expect(view.getByTestId("term-card-payment")).toBeVisible();
  await expect(view.getByTestId("zoom-level")).toHaveText("125%");
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(textTab).toHaveAttribute("aria-selected", "true");
  await view.getByTestId("zoom-reset").click();
  await findingsTab.click();

  // Accept one term, reject one, propose an alternative for a third.
  await view.getByTestId("term-select-jurisdiction").click();
  const jurisdiction = view.getByTestId("term-card-jurisdiction");
  await jurisdiction.getByTestId("term-accept").click();
  await expect(jurisdiction.getByTestId("term-status")).toHaveText(/accepted/i);

  await view.getByTestId("term-select-payment").click();
  const payment = view.getByTestId("term-card-payment");
  await payment.getByTestId("term-reject").click();
  await expect(payment.getByTestId("term-status")).toHaveText(/rejected/i);
  // The rejection proposes the preferred position from the risk settings, all of it readable.
  const position = payment.getByTestId("term-rejection-position");
  await expect(position).toContainText("ninety (90) days");
  await expect(position).toHaveText(/…$/);
  const showAll = payment.getByRole("button", { name: "Show all the wording" });
  await expect(showAll).toHaveAttribute("aria-expanded", "false");
  await showAll.click();
  await expect(position).not.toHaveText(/…$/);
  await expect(payment.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");

  const ownWording =
    "This Agreement shall renew for further periods of twelve (12) months unless either party gives at least thirty (30) days' written notice before the end of the then-current term.";
  await view.getByTestId("term-select-renewal").click();
  await renewal.getByTestId("term-propose").click();
  await renewal.getByTestId("proposal-concerns").fill("Ninety days' notice is too long for us.");
  await renewal.getByTestId("proposal-text").fill(ownWording);
  await renewal.getByTestId("proposal-submit").click();
  await expect(renewal.getByTestId("term-status")).toHaveText(/proposed/i);
  await expect(view.getByTestId("review-progress")).toHaveText("Progress: 3 of 6 terms reviewed");

  // The download is a Word file with tracked changes: the old words deleted, the new ones inserted.
  const downloadPromise = page.waitForEvent("download");
  await view.getByTestId("download-redline").click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^Cloudline SaaS Agreement_Redlined_\d{4}-\d{2}-\d{2}\.docx$/);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  const xml = await zip.file("word/document.xml")?.async("string");
  expect(xml).toBeDefined();
  expect(xml).toMatch(/<w:ins\b/);
  expect(xml).toMatch(/<w:del\b/);
  const before = versionText(xml ?? "", "before");
  const after = versionText(xml ?? "", "after");
  expect(before).toContain("within fifteen (15) days of the date of the invoice");
  expect(before).toContain("ninety (90) days' written notice of non-renewal");
  expect(after).toContain(ownWording);
  expect(after).toContain("within ninety (90) days of receipt of a valid invoice");
  expect(after).not.toContain("fifteen (15)");

  // The rejected term's wording can be taken over and edited; Change Decision undoes the rejection.
  await payment.getByRole("button", { name: "Edit the wording you ask for on Payment Terms" }).click();
  await expect(payment.getByTestId("proposal-text")).toHaveValue(
    /within ninety \(90\) days of receipt of a valid invoice/,
  );
  await payment.getByTestId("proposal-cancel").click();
  await expect(payment.getByTestId("term-status")).toHaveText(/pending review/i);
});

const decode = (text: string) =>
  text
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The document's text with the tracked changes rejected ("before") or accepted ("after"), one line a paragraph. */
function versionText(xml: string, version: "before" | "after") {
  const dropped = version === "before" ? /<w:ins\b[\s\S]*?<\/w:ins>/g : /<w:del\b[\s\S]*?<\/w:del>/g;
  const kept =
    version === "before"
      ? /<w:(?:t|delText)(?:\s[^>]*)?>([^<]*)<\/w:(?:t|delText)>/g
      : /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g;
  return xml
    .split("</w:p>")
    .map((paragraph) => [...paragraph.replace(dropped, "").matchAll(kept)].map((m) => decode(m[1])).join(""))
    .join("\n");
}
