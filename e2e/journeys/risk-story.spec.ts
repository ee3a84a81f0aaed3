import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sampleContractDocx } from "../../server/test/sample-contract";
import { newUser, registerViaApi, signInWithToken } from "./support";

const dir = mkdtempSync(path.join(tmpdir(), "cw-e2e-story-"));

async function docxFile(name: string, sections?: Parameters<typeof sampleContractDocx>[0]) {
  const file = path.join(dir, name);
  writeFileSync(file, await sampleContractDocx(sections));
  return file;
}

test.describe("what the review says, and when there is nothing to review", () => {
  test("a blank Word file is refused with a message and no analysis is used", async ({ page }) => {
    const token = await registerViaApi(page, newUser("blank"));
    await signInWithToken(page, token);
    await page.goto("/contract-analysis");
    await page.getByTestId("draft-upload-input").setInputFiles(await docxFile("Blank.docx", []));

    const alert = page.getByTestId("upload-error");
    await expect(alert).toContainText("Nothing to analyse");
    await expect(alert).toContainText("This document has no text to analyse");
    await expect(alert).toContainText("none of your monthly analyses was used");
    const usage = await page.request.get("/api/usage-limits", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await usage.json()).toMatchObject({ analysesUsed: 0, contractsStored: 0 });
  });

  test("the overall level, health score, approval and counts tell one story", async ({ page }) => {
    const token = await registerViaApi(page, newUser("story"));
    await signInWithToken(page, token);
    await page.goto("/contract-analysis");
    await page
      .getByTestId("draft-upload-input")
      .setInputFiles(await docxFile("Cloudline SaaS Agreement.docx"));
    await expect(page).toHaveURL(/\/contract-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const view = page.getByTestId("contract-analysis-view");

    // the sample makes the customer pay within 15 days: a red key term, so a high-risk contract
    await expect(view.getByTestId("overall-risk")).toContainText("High risk");
    await expect(view.getByTestId("approval-required")).toContainText("High-risk contract");

    await view.getByRole("tab", { name: "Clauses" }).first().click();
    const high = Number(await view.getByTestId("count-high").locator("p").first().textContent());
    const medium = Number(await view.getByTestId("count-medium").locator("p").first().textContent());
    const low = Number(await view.getByTestId("count-low").locator("p").first().textContent());
    const rated = Number(await view.getByTestId("count-clauses").locator("p").first().textContent());
    expect(high + medium + low).toBe(rated);
    await expect(view.getByTestId("counts-explanation")).toContainText(`${rated} findings rated`);
    // the Clauses list shows some of the rated findings; a note accounts for the rest
    await view.getByTestId("clauses-tab").getByRole("tab", { name: "Clauses", exact: true }).click();
    const listed = await view.getByTestId("clauses-tab").locator("li[data-testid^='clause-']").count();
    const note = (await view.getByTestId("clauses-not-listed").textContent()) ?? "";
    const unlisted = [...note.matchAll(/(\d+) (?:low|medium)-risk/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(listed + unlisted).toBe(rated);
    await expect(view.getByTestId("clauses-not-listed")).toContainText(
      "Every rated clause is under Categories.",
    );
    await view.getByTestId("clauses-tab").getByRole("tab", { name: "Overview", exact: true }).click();

    const health = view.getByTestId("health-score");
    await expect(health).toContainText("HIGH RISK");
    const score = Number((await health.textContent())?.match(/(\d+)\/10/)?.[1]);
    expect(score).toBeGreaterThanOrEqual(1);
    expect(score).toBeLessThanOrEqual(3);
    await expect(view.getByTestId("health-explanation")).toContainText(`${score}/10 is 10 minus one`);
    await expect(view.getByTestId("level-explanation")).toContainText("High risk because the payment terms");
    await expect(view.getByTestId("top-priority").first()).toContainText("URGENT");
    await page.screenshot({ path: process.env.E2E_SCREENSHOT ?? path.join(dir, "risk-story.png") });

    // the Categories view lists each finding on one line, with its whole advice one click away
    await view.getByTestId("clauses-tab").getByRole("tab", { name: "Categories", exact: true }).click();
    const firstToggle = view
      .getByTestId("clause-categories")
      .getByRole("button", { name: "Show all" })
      .first();
    // the same button after its label changes to "Show less"
    const toggle = view.getByTestId((await firstToggle.getAttribute("data-testid")) ?? "");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const advice = view
      .getByTestId("clause-categories")
      .locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    const cut = (await advice.textContent()) ?? "";
    expect(cut.endsWith("…")).toBe(true);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveText("Show less");
    const whole = (await advice.textContent()) ?? "";
    expect(whole.length).toBeGreaterThan(cut.length);
    expect(whole.endsWith("…")).toBe(false);
    await view.getByTestId("clauses-tab").getByRole("tab", { name: "Overview", exact: true }).click();

    // where the words come from: rule findings are labelled, drafts name their source, no "AI"
    await expect(view.getByTestId("clauses-tab").getByTestId("source-rules")).toContainText(
      "Found by the rules engine",
    );
    await view.getByRole("tab", { name: "Terms" }).first().click();
    await expect(view.getByTestId("source-rules").first()).toBeVisible();
    await view.getByTestId("term-select-renewal").click();
    await view.getByTestId("term-card-renewal").getByTestId("term-propose").click();
    await view.getByTestId("proposal-concerns").fill("90 days' notice is too long; we want 30 days");
    await view.getByTestId("proposal-generate").click();
    await expect(view.getByTestId("source-library")).toContainText("Drafted from the clause library");
    await view.getByTestId("proposal-text").fill("Either party may end this Agreement on 30 days' notice.");
    await expect(view.getByTestId("source-library")).toHaveCount(0);
    // Playwright's innerText is the visible text, which is what must not say "AI"
    // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, not a DOM node
    expect(await view.innerText()).not.toMatch(/\bAI\b/);
  });
});
