import { expect, type Page, test } from "@playwright/test";
import {
  adminToken,
  grantPremiumViaAdmin,
  newUser,
  registerViaApi,
  signInWithToken,
  uploadAnalysedSample,
} from "./support";

/** Counts the API calls a form makes, so a journey can see that a refused form sent nothing. */
function countPosts(page: Page, path: string) {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

test.describe("forms, and the documents they produce", () => {
  test("registration shows every missing field under it and sends nothing", async ({ page }) => {
    const posts = countPosts(page, "/api/register");
    await page.goto("/login?tab=register");
    await page.getByTestId("register-submit").click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Company name is required")).toBeVisible();
    await expect(page.getByText("Please select company size")).toBeVisible();
    expect(posts.count).toBe(0);
  });

  test("the landing page's contact form refuses a short message, then sends a proper one", async ({
    page,
  }) => {
    const posts = countPosts(page, "/api/contact");
    await page.goto("/#contact");
    const form = page.getByTestId("contact-form");
    await form.getByLabel("Name").fill("Morag Lindsay");
    await form.getByLabel("Email").fill("morag@glenrowan.co.uk");
    await form.getByLabel("Message").fill("Hello");
    await form.getByTestId("contact-submit").click();
    await expect(form.getByText("Please write a message of at least 10 characters")).toBeVisible();
    expect(posts.count).toBe(0);

    await form.getByLabel("Message").fill("Do you support contracts governed by Scots law?");
    await expect(form.getByText("Please write a message of at least 10 characters")).toBeHidden();
    await form.getByTestId("contact-submit").click();
    await expect(form.getByTestId("contact-success")).toBeVisible();
    await expect(form.getByLabel("Message")).toHaveValue("");
  });

  test("editing a signed contract refuses an empty title and keeps what was saved", async ({ page }) => {
    const token = await registerViaApi(page, newUser("forms-edit"));
    const saved = await page.request.post("/api/executed-contracts/save-manual", {
      headers: { authorization: `Bearer ${token}` },
      data: { contractTitle: "Courier services", vendorName: "Swift Parcels Ltd", contractValue: "£4,800" },
    });
    expect(saved.status()).toBe(201);
    const puts = { count: 0 };
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().includes("/api/executed-contracts/")) puts.count += 1;
    });

    await signInWithToken(page, token);
    await page.goto("/my-contracts");
    await page.getByTestId("contract-edit").first().click();
    const modal = page.getByTestId("edit-contract-modal");
    await modal.getByTestId("edit-contract-title").fill("");
    await modal.getByTestId("edit-save").click();
    await expect(modal.getByText("Contract title is required")).toBeVisible();
    expect(puts.count).toBe(0);

    await modal.getByTestId("edit-contract-title").fill("Courier and returns services");
    await modal.getByTestId("edit-save").click();
    await expect(modal).toBeHidden();
    await expect(page.getByText("Courier and returns services").first()).toBeVisible();
    expect(puts.count).toBe(1);
  });

  test("editing a signed contract refuses a date that does not exist and a negative value", async ({
    page,
  }) => {
    const token = await registerViaApi(page, newUser("forms-edit-bad"));
    const saved = await page.request.post("/api/executed-contracts/save-manual", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        contractTitle: "Payroll software",
        vendorName: "Northgate Payroll Software Limited",
        contractValue: "£18,500",
        startDate: "01/02/2026",
      },
    });
    expect(saved.status()).toBe(201);
    const puts = { count: 0 };
    page.on("request", (request) => {
      if (request.method() === "PUT" && request.url().includes("/api/executed-contracts/")) puts.count += 1;
    });

    await signInWithToken(page, token);
    await page.goto("/my-contracts");
    await page.getByTestId("contract-edit").first().click();
    const modal = page.getByTestId("edit-contract-modal");
    const start = modal.getByLabel("Start date");
    await start.fill("31/02/2026");
    await start.press("Tab");
    await modal.getByTestId("edit-contract-value").fill("-5000");
    await modal.getByTestId("edit-contract-value").press("Tab");
    await modal.getByTestId("edit-save").click();
    await expect(modal.getByText("Start date must be a date (DD/MM/YYYY)")).toBeVisible();
    await expect(modal.getByText("Annual value must be an amount, for example £12,500")).toBeVisible();
    expect(puts.count).toBe(0);
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(page.getByText("£18,500").first()).toBeVisible();
  });

  test("a signed contract's assistants write a negotiation brief and a budget memo on request", async ({
    page,
  }) => {
    const token = await registerViaApi(page, newUser("forms-assist"));
    const saved = await page.request.post("/api/executed-contracts/save-manual", {
      headers: { authorization: `Bearer ${token}` },
      data: { contractTitle: "Payroll bureau", vendorName: "Ledgerline Ltd", contractValue: "£9,600" },
    });
    expect(saved.status()).toBe(201);
    await signInWithToken(page, token);
    await page.goto("/my-contracts");

    await page.getByTestId("contract-more").first().click();
    await page.getByTestId("contract-negotiation").click();
    await page.getByTestId("generate-negotiation-brief").click();
    await expect(page.getByTestId("negotiation-brief")).toHaveValue(/Ledgerline Ltd/);
    await page.keyboard.press("Escape");

    await page.getByTestId("contract-more").first().click();
    await page.getByTestId("contract-budget").click();
    await page.getByTestId("generate-budget-memo").click();
    await expect(page.getByTestId("budget-memo")).toHaveValue(/Payroll bureau/);
  });

  test("the contract list downloads the amendment proposal as a Word file", async ({ page }) => {
    const token = await registerViaApi(page, newUser("forms-amend"));
    await grantPremiumViaAdmin(page, token);
    const { view } = await uploadAnalysedSample(page, token);
    // the proposal lists the user's changes, so it needs one
    const decided = await page.request.post("/api/term-decisions", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        analysisId: view.analysis.id,
        termType: "jurisdiction",
        decision: "reject",
        proposedText: null,
      },
    });
    expect(decided.status()).toBe(200);

    await signInWithToken(page, token);
    await page.goto("/contract-analysis");
    const row = page.getByTestId("analysed-contract-row").first();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByTestId("download-amendment").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Cloudline SaaS Agreement_Amendment_Proposal_\d{4}-\d{2}-\d{2}\.docx$/,
    );
    await expect(page.getByText("Amendment proposal downloaded")).toBeVisible();
  });

  test("an administrator adds a help category and an FAQ; the server's refusal shows on its field", async ({
    page,
  }) => {
    const token = await adminToken(page);
    await signInWithToken(page, token);
    await page.goto("/help");
    const category = `Renewals ${Date.now()}`;

    await page.getByTestId("help-add-category").click();
    const categoryForm = page.getByTestId("category-form");
    await categoryForm.getByRole("button", { name: "Create Category" }).click();
    await expect(categoryForm.getByText("Category name is required")).toBeVisible();
    await categoryForm.getByLabel("Name").fill(category);
    await categoryForm.getByRole("button", { name: "Create Category" }).click();
    await expect(categoryForm).toBeHidden();
    await expect(page.getByText("Category created successfully")).toBeVisible();

    await page.getByTestId("help-add-faq").click();
    const faqForm = page.getByTestId("faq-form");
    await faqForm.getByLabel("Category").click();
    await page.getByRole("option", { name: category }).click();
    await faqForm.getByLabel("Question").fill("When should I give notice of non-renewal?");
    await faqForm.getByLabel("Answer").fill("Before the notice deadline the review shows for the contract.");
    await faqForm.getByRole("button", { name: "Create FAQ" }).click();
    await expect(faqForm).toBeHidden();
    await expect(page.getByText("FAQ created successfully")).toBeVisible();
    await page.getByText(category).click();
    await expect(page.getByText("When should I give notice of non-renewal?")).toBeVisible();
  });

  test("changing the password: a wrong current password is refused, the right one changes it", async ({
    page,
  }) => {
    const user = newUser("forms-password");
    const token = await registerViaApi(page, user);
    await signInWithToken(page, token);
    await page.goto("/security-settings");
    const current = page.getByTestId("change-password-current");
    const next = "Heather-Moor-Lantern-7";
    await current.fill("Not-My-Password-1");
    await page.getByTestId("change-password-new").fill(next);
    await page.getByTestId("change-password-confirm").fill(next);
    await page.getByRole("button", { name: "Show or hide current password" }).focus();
    await page.getByTestId("change-password-submit").click();
    await expect(page.getByText("Password change failed")).toBeVisible();

    await current.fill(user.password);
    await page.getByTestId("change-password-submit").click();
    await expect(page.getByText("Password changed successfully")).toBeVisible();
    const login = await page.request.post("/api/login", { data: { email: user.email, password: next } });
    expect(login.status()).toBe(200);
  });
});
