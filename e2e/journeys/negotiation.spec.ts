import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { sampleContractDocx } from "../../server/test/sample-contract";
import { grantPremiumViaAdmin, newUser, registerViaApi, signInWithToken } from "./support";

const dir = mkdtempSync(path.join(tmpdir(), "cw-e2e-neg-"));

test.describe("negotiation outputs", () => {
  test("propose an alternative, download the redline with tracked changes, copy the negotiation email", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const token = await registerViaApi(page, newUser("negotiate"));
    await grantPremiumViaAdmin(page, token);
    await signInWithToken(page, token);
    const file = path.join(dir, "Cloudline SaaS Agreement.docx");
    writeFileSync(file, await sampleContractDocx());
    await page.goto("/contract-analysis");
    await page.getByTestId("draft-upload-input").setInputFiles(file);
    await expect(page).toHaveURL(/\/contract-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const view = page.getByTestId("contract-analysis-view");
    await expect(view.getByTestId("download-redline")).toBeDisabled();

    await view.getByTestId("term-select-payment").click();
    await view.getByTestId("term-card-payment").getByTestId("term-propose").click();
    // the concern is private: it drafts the wording and is never sent; the field says so before it is typed
    await expect(view.getByTestId("proposal-concerns")).toHaveAccessibleDescription(
      /^Private: used to draft the alternative, never sent to the other party\./,
    );
    await view.getByTestId("proposal-concerns").fill("15 days is too short; we need 60 days to pay");
    await view.getByTestId("proposal-generate").click();
    await expect(view.getByTestId("proposal-text")).toHaveValue(/sixty \(60\) days/);
    await view.getByTestId("proposal-submit").click();
    await view.getByTestId("term-select-indemnity").click();
    await view.getByTestId("term-card-indemnity").getByTestId("term-reject").click();

    const downloadPromise = page.waitForEvent("download");
    await view.getByTestId("download-redline").click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(
      /^Cloudline SaaS Agreement_Redlined_\d{4}-\d{2}-\d{2}\.docx$/,
    );
    const zip = await JSZip.loadAsync(readFileSync(await download.path()));
    const documentXml = await zip.file("word/document.xml")!.async("string");
    expect(documentXml).toMatch(/<w:del [^>]*w:author="Jamie Fraser"/);
    expect(documentXml).toMatch(/<w:ins [^>]*w:author="Jamie Fraser"/);
    expect(documentXml).toMatch(/<w:delText[^>]*>[^<]*fifteen/);
    expect(documentXml).toMatch(/<w:ins [^>]*>.*?sixty/s);
    // the comment gives our reason from the analysis, never the concern the user typed
    const comments = await zip.file("word/comments.xml")!.async("string");
    expect(comments).toContain("requires payment within 15 days");
    expect(comments).not.toContain("we need 60 days to pay");

    await view.getByTestId("tab-clauses").click();
    await view.getByTestId("exec-negotiation").click();
    const modal = page.getByTestId("generated-text-modal");
    await expect(modal).toBeVisible();
    await expect(page.getByTestId("generated-text")).toHaveValue(/Dear Cloudline Systems Limited/);
    await expect(page.getByTestId("generated-text")).toHaveValue(/sixty \(60\) days/);
    await page.getByTestId("copy-generated-text").click();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain("Dear Cloudline Systems Limited");
    expect(clipboard).not.toContain("£125,000");

    // Beside Copy to Clipboard, a mailto: link with the subject and the text; this letter is too long
    // for a link, so it opens shortened at a line and the screen says so.
    const mailLink = modal.getByRole("link", { name: "Open in email" });
    const mailto = async () => {
      const href = (await mailLink.getAttribute("href")) ?? "";
      expect(href.startsWith("mailto:?subject=")).toBe(true);
      const params = new URLSearchParams(href.slice("mailto:?".length));
      return { href, subject: params.get("subject"), body: params.get("body") ?? "" };
    };
    const long = await mailto();
    expect(long.subject).toBe(await page.getByTestId("generated-subject").textContent());
    expect(long.href.length).toBeLessThanOrEqual(2000);
    expect(long.body.startsWith("Dear Cloudline Systems Limited,\r\n\r\nThank you")).toBe(true);
    expect(long.body.endsWith("\r\n\r\n[…]")).toBe(true);
    await expect(modal.getByTestId("mailto-shortened")).toBeVisible();
    // The link follows the edited text; a short one goes whole.
    await page
      .getByTestId("generated-text")
      .fill("Dear Cloudline Systems Limited,\n\nCould we speak on Friday? £5 & 10%.");
    const short = await mailto();
    expect(short.body).toBe("Dear Cloudline Systems Limited,\r\n\r\nCould we speak on Friday? £5 & 10%.");
    await expect(modal.getByTestId("mailto-shortened")).toBeHidden();
  });
});
