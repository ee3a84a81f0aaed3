import { expect, type Page, test } from "@playwright/test";
import { sampleContractDocx, sampleContractSections } from "../../server/test/sample-contract";
import { newUser, registerViaApi, signInWithToken } from "./support";

/** The sample agreement with another supplier, so each contract has its own counterparty. */
async function contractWith(supplier: string) {
  const sections = sampleContractSections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((p) => p.replaceAll("Cloudline Systems Limited", supplier)),
  }));
  return Buffer.from(await sampleContractDocx(sections));
}

async function uploadAndAnalyse(page: Page, token: string, name: string, supplier: string) {
  const headers = { authorization: `Bearer ${token}` };
  const uploaded = await page.request.post("/api/contracts/upload", {
    headers,
    multipart: {
      contract: {
        name,
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: await contractWith(supplier),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { contractId } = await uploaded.json();
  const analysed = await page.request.post(`/api/contracts/${contractId}/analyze`, { headers });
  expect(analysed.status()).toBe(200);
  return { contractId: contractId as string, analysisId: (await analysed.json()).id as string };
}

const rowNames = (page: Page) => page.getByTestId("analysed-contracts").getByTestId("contract-name");

test("search, filter and sort the analysed contracts, kept in the address across reload and Back", async ({
  page,
}) => {
  const token = await registerViaApi(page, newUser("lists"));
  await uploadAndAnalyse(page, token, "Cloudline SaaS Agreement.docx", "Cloudline Systems Limited");
  await uploadAndAnalyse(page, token, "Harbour logistics (2).docx", "Harbour Freight Ltd");
  const beacon = await uploadAndAnalyse(page, token, "Beacon print terms.docx", "Beacon Print plc");
  const decision = await page.request.post("/api/term-decisions", {
    headers: { authorization: `Bearer ${token}` },
    data: { analysisId: beacon.analysisId, termType: "payment", decision: "accept", proposedText: null },
  });
  expect(decision.status()).toBe(200);

  await signInWithToken(page, token);
  await page.goto("/contract-analysis");
  await expect(rowNames(page)).toHaveText([
    "Beacon print terms.docx",
    "Harbour logistics (2).docx",
    "Cloudline SaaS Agreement.docx",
  ]);
  await expect(page.getByTestId("analysed-contract-row").first()).toContainText("Beacon Print plc");
  await expect(page.getByTestId("analysed-contract-row").first()).toContainText("1 decision made");

  // Search by the other party's name, not the file name; the address keeps it.
  const search = page.getByRole("searchbox", { name: "Search contracts" });
  await search.fill("freight");
  await expect(rowNames(page)).toHaveText(["Harbour logistics (2).docx"]);
  await expect(page).toHaveURL(/\?q=freight$/);
  await page.reload();
  await expect(search).toHaveValue("freight");
  await expect(rowNames(page)).toHaveText(["Harbour logistics (2).docx"]);

  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(rowNames(page)).toHaveCount(3);
  // Chips are checkboxes with visible labels: a person clicks the label.
  const filters = page.getByTestId("contract-list-filters");
  await filters.getByText("Decisions made", { exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Decisions made" })).toBeChecked();
  await expect(rowNames(page)).toHaveText(["Beacon print terms.docx"]);
  await expect(page).toHaveURL(/status=decisions-made/);
  await filters.getByText("Decisions made", { exact: true }).click();
  await expect(rowNames(page)).toHaveCount(3);

  await page.getByLabel("Sort by").selectOption({ label: "Name A–Z" });
  await expect(rowNames(page)).toHaveText([
    "Beacon print terms.docx",
    "Cloudline SaaS Agreement.docx",
    "Harbour logistics (2).docx",
  ]);
  await expect(page).toHaveURL(/sort=name/);

  // Opening a review and closing it comes back to the same sorted list.
  await page.getByRole("link", { name: "View analysis of Harbour logistics (2).docx" }).click();
  await expect(page.getByTestId("analysis-title")).toContainText("Harbour logistics (2).docx");
  // A decision made there shows in the list once the review closes.
  const view = page.getByTestId("contract-analysis-view");
  await view.getByTestId("term-select-jurisdiction").click();
  await view.getByTestId("term-card-jurisdiction").getByTestId("term-accept").click();
  await expect(view.getByTestId("term-card-jurisdiction").getByTestId("term-status")).toContainText(
    /Accepted/i,
  );
  await page.getByTestId("close-analysis").click();
  await expect(page).toHaveURL(/\/contract-analysis\?sort=name$/);
  await expect(rowNames(page).first()).toHaveText("Beacon print terms.docx");
  await expect(page.getByTestId("analysed-contract-row").nth(2)).toContainText("1 decision made");

  // Nothing matches: say so, and one button brings every contract back.
  await search.fill("zzz nothing");
  const noMatch = page.getByTestId("contracts-no-match");
  await expect(noMatch).toContainText("No contracts match “zzz nothing”");
  await noMatch.getByRole("button", { name: "Clear filters" }).click();
  await expect(rowNames(page)).toHaveCount(3);
  await expect(search).toHaveValue("");
  await expect(page).toHaveURL(/\?sort=name$/);

  // Back returns to the search that matched nothing.
  await page.goBack();
  await expect(search).toHaveValue("zzz nothing");
  await expect(noMatch).toBeVisible();
});
