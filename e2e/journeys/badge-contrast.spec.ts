import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { sampleContractDocx, sampleContractSections } from "../../server/test/sample-contract";
import { type BadgeContrast, badgeContrasts } from "./contrast";
import { adminToken, grantPremiumViaAdmin, newUser, registerViaApi, signInWithToken } from "./support";

const dir = mkdtempSync(path.join(tmpdir(), "cw-e2e-badges-"));
/** WCAG AA for normal-size text: badges are small, so the 3:1 large-text allowance never applies. */
const AA = 4.5;

function ukDateIn(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

class BadgeAudit {
  readonly seen: Array<BadgeContrast & { where: string }> = [];
  readonly riskLevels = new Set<string>();
  readonly renewalStatuses = new Set<string>();

  async check(page: Page, where: string) {
    await page.waitForLoadState("networkidle");
    const found = await badgeContrasts(page);
    for (const badge of found) this.seen.push({ ...badge, where });
    for (const level of await page
      .locator("[data-risk]:visible")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-risk")))) {
      if (level) this.riskLevels.add(level);
    }
    for (const status of await page
      .getByTestId("renewal-badge")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-status")))) {
      if (status) this.renewalStatuses.add(status);
    }
    return found.length;
  }
}

async function uploadDraft(page: Page, name: string, bytes: Uint8Array) {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  await page.goto("/contract-analysis");
  await page.getByTestId("draft-upload-input").setInputFiles(file);
  await expect(page).toHaveURL(/\/contract-analysis\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const view = page.getByTestId("contract-analysis-view");
  await expect(view.getByTestId("analysis-workspace")).toBeVisible();
  return view;
}

test("every badge variant on every screen meets WCAG AA contrast", async ({ page }) => {
  test.setTimeout(180_000);
  const audit = new BadgeAudit();

  // Public pages, signed out.
  await page.goto("/");
  await audit.check(page, "landing");
  await page.goto("/help");
  await audit.check(page, "help");

  // A free user reviewing a draft: risk levels, decision states, the clause tabs, the upgrade dialog.
  const token = await registerViaApi(page, newUser("badges"));
  await signInWithToken(page, token);
  let view = await uploadDraft(page, "Cloudline SaaS Agreement.docx", await sampleContractDocx());
  await view.getByTestId("term-select-payment").click();
  await view.getByTestId("term-card-payment").getByTestId("term-accept").click();
  await view.getByTestId("term-select-indemnity").click();
  await view.getByTestId("term-card-indemnity").getByTestId("term-reject").click();
  await expect(view.getByTestId("term-card-indemnity").getByTestId("term-status")).toHaveText(/reject/i);
  await audit.check(page, "review: terms");
  await view.getByTestId("tab-clauses").click();
  await audit.check(page, "review: clause overview");
  for (const name of ["Clauses", "Categories"]) {
    await view.getByTestId("clauses-tab").getByRole("tab", { name, exact: true }).click();
    await audit.check(page, `review: clause ${name.toLowerCase()}`);
  }
  await view.getByTestId("clauses-tab").getByRole("tab", { name: "Overview", exact: true }).click();
  await view.getByTestId("exec-negotiation").click();
  await expect(page.getByTestId("upgrade-dialog")).toBeVisible();
  await audit.check(page, "upgrade dialog");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("upgrade-dialog")).toBeHidden();

  // A fixed-term contract: renewal does not apply, so its term shows NOT APPLICABLE.
  const fixedTerm = sampleContractSections.map((section) =>
    section.heading === "2. Term and Renewal"
      ? {
          heading: section.heading,
          paragraphs: [
            "2.1 This Agreement is for a fixed term of twelve (12) months and shall not renew automatically.",
          ],
        }
      : section,
  );
  view = await uploadDraft(page, "Fixed Term Agreement.docx", await sampleContractDocx(fixedTerm));
  await view.getByTestId("term-select-renewal").click();
  await expect(
    view.getByTestId("term-card-renewal").getByText("NOT APPLICABLE", { exact: true }),
  ).toBeVisible();
  // nothing to decide on a term that does not apply: no Accept / Reject / Propose, and the shortcut does nothing
  await expect(view.getByTestId("term-card-renewal").getByTestId("term-nothing-to-decide")).toBeVisible();
  await expect(view.getByTestId("term-card-renewal").getByTestId("term-accept")).toHaveCount(0);
  await page.keyboard.press("a");
  // a decision would show at once (the card updates before the request returns); give it the chance to
  await page.waitForTimeout(750);
  await expect(view.getByTestId("term-card-renewal").getByTestId("term-change-decision")).toHaveCount(0);
  await expect(view.getByTestId("term-card-renewal").getByTestId("term-status")).toHaveText(
    "Not applicable: no action needed",
  );
  await audit.check(page, "review: not applicable term");

  for (const [where, url] of [
    ["dashboard", "/app"],
    ["analysed contracts", "/contract-analysis"],
    ["risk settings", "/settings"],
    ["security settings", "/security-settings"],
    ["analytics upsell", "/analytics"],
  ]) {
    await page.goto(url);
    await audit.check(page, where);
  }

  // A Pro user with signed contracts in every renewal state.
  await grantPremiumViaAdmin(page, token);
  for (const [title, renewalIn, autoRenewal] of [
    ["Office cleaning", 10, true],
    ["Payroll software", 75, true], // notice due in 45 days: upcoming
    ["Fleet leasing", 200, false],
    ["Old courier deal", -20, false],
  ] as const) {
    const response = await page.request.post("/api/executed-contracts/save-manual", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        contractTitle: title,
        vendorName: `${title} Ltd`,
        contractValue: 24_000,
        startDate: ukDateIn(-300),
        renewalDate: ukDateIn(renewalIn),
        endDate: ukDateIn(renewalIn),
        autoRenewal,
        noticeRequired: 30,
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto("/my-contracts");
  await expect(page.getByTestId("renewal-badge").first()).toBeVisible();
  await audit.check(page, "signed contracts");
  await page.goto("/analytics");
  await audit.check(page, "analytics");

  // The administrator's user list.
  await signInWithToken(page, await adminToken(page));
  await page.goto("/admin");
  await expect(page.getByText("User Management").first()).toBeVisible();
  await audit.check(page, "admin");

  expect(audit.riskLevels).toEqual(new Set(["low", "medium", "high", "na"]));
  expect(audit.renewalStatuses).toEqual(new Set(["urgent", "upcoming", "active", "expired"]));
  expect(audit.seen.length).toBeGreaterThan(40);
  const unreadable = audit.seen.filter((badge) => badge.ratio < AA);
  expect(
    unreadable.map((b) => `${b.where}: "${b.text}" ${b.color} on ${b.background} = ${b.ratio}:1`),
  ).toEqual([]);
});
