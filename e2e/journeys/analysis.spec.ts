import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { sampleContractDocx, sampleContractSections } from "../../server/test/sample-contract";
import { newUser, registerViaApi, signInWithToken } from "./support";

const dir = mkdtempSync(path.join(tmpdir(), "cw-e2e-"));

async function sampleFile(name = "Cloudline SaaS Agreement.docx") {
  const file = path.join(dir, name);
  writeFileSync(file, await sampleContractDocx());
  return file;
}

/** A new user uploads a contract made of `sections` for review; resolves to the review screen. */
async function reviewSections(
  page: Page,
  who: string,
  fileName: string,
  sections: Array<{ heading: string; paragraphs: string[] }>,
) {
  const token = await registerViaApi(page, newUser(who));
  await signInWithToken(page, token);
  const file = path.join(dir, fileName);
  writeFileSync(file, await sampleContractDocx(sections));
  await page.goto("/contract-analysis");
  await page.getByTestId("draft-upload-input").setInputFiles(file);
  await expect(page).toHaveURL(/\/contract-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  return page.getByTestId("contract-analysis-view");
}

test.describe("draft contract analysis", () => {
  test("upload a DOCX, review terms, and keep decisions across a reload", async ({ page }) => {
    const token = await registerViaApi(page, newUser("analysis"));
    await signInWithToken(page, token);
    await page.goto("/contract-analysis");
    await page.getByTestId("draft-upload-input").setInputFiles(await sampleFile());

    await expect(page).toHaveURL(/\/contract-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const view = page.getByTestId("contract-analysis-view");
    await expect(view.getByTestId("analysis-title")).toContainText("Cloudline SaaS Agreement.docx");
    await expect(view.getByTestId("review-progress")).toContainText(/0 of 6|of 6/);

    // clicking highlighted text selects its term
    await view.getByTestId("highlight-payment").first().click();
    await expect(view.getByTestId("term-card-payment")).toHaveAttribute("data-selected", "true");
    await expect(view.getByTestId("term-card-payment")).toContainText("15 days");

    // accept one term
    await view.getByTestId("term-select-jurisdiction").click();
    await view.getByTestId("term-card-jurisdiction").getByTestId("term-accept").click();
    await expect(view.getByTestId("term-card-jurisdiction").getByTestId("term-status")).toContainText(
      /Accepted/i,
    );

    // propose an alternative for another, drafted by the built-in generator
    await view.getByTestId("term-select-renewal").click();
    await view.getByTestId("term-card-renewal").getByTestId("term-propose").click();
    await view.getByTestId("proposal-concerns").fill("90 days' notice is too long for us; we want 30 days");
    await view.getByTestId("proposal-generate").click();
    await expect(view.getByTestId("proposal-text")).toHaveValue(/thirty \(30\) days/);
    await view.getByTestId("proposal-submit").click();
    await expect(view.getByTestId("term-card-renewal").getByTestId("term-status")).toContainText(/Proposed/i);
    await expect(view.getByTestId("download-redline")).toBeEnabled();

    await page.reload();
    const reloaded = page.getByTestId("contract-analysis-view");
    await expect(reloaded.getByTestId("term-card-jurisdiction").getByTestId("term-status")).toContainText(
      /Accepted/i,
    );
    await expect(reloaded.getByTestId("term-card-renewal").getByTestId("term-status")).toContainText(
      /Proposed/i,
    );
    await expect(reloaded.getByTestId("review-progress")).not.toContainText(/^Progress: 0 of/);
  });

  test("the sixth analysis of a free account in a month opens the upgrade dialog", async ({ page }) => {
    const token = await registerViaApi(page, newUser("limit"));
    const headers = { authorization: `Bearer ${token}` };
    const docx = await sampleContractDocx();
    // Re-analysing one contract is free, and deleting a contract does not give its analysis back:
    // five contracts analysed and deleted use the month's five analyses but no storage.
    for (let i = 0; i < 5; i++) {
      const upload = await page.request.post("/api/contracts/upload", {
        headers,
        multipart: {
          contract: {
            name: `contract-${i + 1}.docx`,
            mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            buffer: Buffer.from(docx),
          },
        },
      });
      const { contractId } = await upload.json();
      expect((await page.request.post(`/api/contracts/${contractId}/analyze`, { headers })).status()).toBe(
        200,
      );
      expect((await page.request.delete(`/api/contracts/${contractId}`, { headers })).status()).toBe(200);
    }
    await signInWithToken(page, token);
    await page.goto("/contract-analysis");
    await page.getByTestId("draft-upload-input").setInputFiles(await sampleFile("second.docx"));
    const dialog = page.getByTestId("upgrade-dialog");
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText("Monthly Analysis Limit Reached");
    await expect(dialog).toContainText("5/5");
  });
});

test("the term cards give a set-up fee, its monthly charge and an exit charge as the contract words them", async ({
  page,
}) => {
  const sections = [
    {
      heading: "MANAGED SERVICES AGREEMENT",
      paragraphs: [
        'This Agreement is made on 2 March 2026 between Tarn Valley IT Limited (the "Supplier") and Northwind Trading Ltd (the "Customer").',
      ],
    },
    {
      heading: "1. Charges",
      paragraphs: [
        "1.1 The Charges are £3,000 (one-off set-up fee) plus £400 per month. Each invoice is payable on receipt.",
      ],
    },
    {
      heading: "2. Term",
      paragraphs: [
        "2.1 This Agreement runs for two years from its date.",
        "2.2 The Customer may terminate this Agreement for convenience on 60 days' notice, subject to paying an early termination fee equal to three months' Charges.",
      ],
    },
  ];
  const view = await reviewSections(page, "values", "Tarn Valley Managed Services.docx", sections);

  const payment = view.getByTestId("term-card-payment");
  await expect(payment).toContainText("Pay on receipt of each invoice");
  await expect(payment).toContainText("Amount: £3,000 (one-off)");
  await expect(payment).toContainText("Then: £400 (a month)");
  await view.getByTestId("term-select-cancellation").click();
  const cancellation = view.getByTestId("term-card-cancellation");
  await expect(cancellation).toContainText("Can end early without a reason: yes, 60 days' notice");
  await expect(cancellation).toContainText("Early termination charge: yes");
});

test("the renewal notice stated in another clause is highlighted as part of the renewal term", async ({
  page,
}) => {
  const sections = sampleContractSections.map((s) =>
    s.heading === "2. Term and Renewal"
      ? {
          ...s,
          paragraphs: [
            "2.1 This Agreement shall commence on the Effective Date and continue for an initial term of twelve (12) months, and shall then renew automatically for successive periods of twelve (12) months.",
          ],
        }
      : s,
  );
  sections.push({
    heading: "8. Notices",
    paragraphs: [
      "8.1 Either party may prevent the renewal of this Agreement by giving the other not less than ninety (90) days' written notice before the end of the then-current term.",
    ],
  });
  const view = await reviewSections(page, "notice", "Cloudline renewal notice.docx", sections);

  const notice = view.getByTestId("highlight-renewal~1");
  await expect(notice).toContainText("8.1 Either party may prevent the renewal");
  await expect(notice).toHaveAccessibleName(
    /^Renewal Terms: the notice to stop the renewal, \w+ risk\. Select to review this term\.$/,
  );
  // choosing the notice selects the renewal term, and the term outlines both its sentences
  await view.getByTestId("term-select-payment").click();
  await notice.click();
  await expect(view.getByTestId("term-card-renewal")).toHaveAttribute("data-selected", "true");
  await expect(notice).toHaveAttribute("data-selected", "true");
  await expect(view.getByTestId("highlight-renewal")).toHaveAttribute("data-selected", "true");
  await expect(view.getByTestId("term-card-renewal")).toContainText("90 days");

  // the arrow keys move the selection and the focus with it, so a screen reader announces the new term
  await view.getByTestId("term-select-renewal").click();
  await page.keyboard.press("ArrowDown");
  await expect(view.getByTestId("term-card-cancellation")).toHaveAttribute("data-selected", "true");
  await expect(view.getByTestId("term-select-cancellation")).toBeFocused();

  // moving focus onto a card (Tab) selects it: the shortcut keys act on the card that has focus
  await view.getByTestId("term-select-renewal").click();
  await expect(view.getByTestId("term-card-renewal")).toHaveAttribute("data-selected", "true");
  // a key press first, so the browser treats the focus that follows as keyboard focus, as Tab gives
  await page.keyboard.press("Shift");
  await view.getByTestId("term-select-indemnity").focus();
  await expect(view.getByTestId("term-card-indemnity")).toHaveAttribute("data-selected", "true");
  await page.keyboard.press("a");
  await expect(view.getByTestId("term-card-indemnity").getByTestId("term-change-decision")).toBeVisible();
  await expect(view.getByTestId("term-card-renewal").getByTestId("term-change-decision")).toHaveCount(0);
});

test("a minimum term followed by notice to leave is not a term that simply ends", async ({ page }) => {
  const sections = sampleContractSections.map((s) =>
    s.heading === "2. Term and Renewal"
      ? {
          ...s,
          paragraphs: [
            "2.1 This Agreement has a minimum term of twelve (12) months from the date of this Agreement. After the minimum term, either party may terminate it on three (3) months' written notice.",
          ],
        }
      : s,
  );
  const view = await reviewSections(page, "minterm", "Cloudline minimum term.docx", sections);

  const renewal = view.getByTestId("term-card-renewal");
  await expect(renewal).toContainText(
    "No renewal: after its first period, which ends on 02/03/2027 (clause 2.1), the contract runs on until either side ends it on 3 months' notice (see the cancellation term).",
  );
  // the summary already says what is missing; no second, contradicting "No renewal terms found" line
  await expect(renewal.getByTestId("term-not-found")).toHaveCount(0);
  await expect(view.getByTestId("review-progress-na")).toHaveText(
    /^Includes \d terms? that do(?:es)? not apply to this contract and needs? no decision\.$/,
  );
  await expect(view.getByTestId("term-card-cancellation")).toContainText("once its first period has passed");
});
