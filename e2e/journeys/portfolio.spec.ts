import { expect, type Page, test } from "@playwright/test";
import { newUser, registerViaApi, signInWithToken } from "./support";

const SIGNED_PDF = new URL("../../documents/test-support/cuad/pdf/001.pdf", import.meta.url).pathname;

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");
const uk = (d: Date) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
const ukDateIn = (days: number) => uk(new Date(Date.now() + days * DAY_MS));

/** The next 31 January on or after today: where a yearly term that first ended on 31/01/2021 has got to. */
function next31January() {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const thisYear = Date.UTC(now.getUTCFullYear(), 0, 31);
  return new Date(thisYear >= today ? thisYear : Date.UTC(now.getUTCFullYear() + 1, 0, 31));
}

/** Saves a signed contract through the API, as the manual form would, with the fields given. */
async function saveSigned(page: Page, token: string, fields: Record<string, unknown>) {
  const saved = await page.request.post("/api/executed-contracts/save-manual", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      vendorName: "Pennant Interiors Ltd",
      contractValue: "£1,200",
      currency: "GBP",
      contractType: "SaaS Subscription",
      department: "IT",
      autoRenewal: true,
      paymentTerms: "Monthly in advance",
      description: "",
      ...fields,
    },
  });
  expect(saved.status()).toBe(201);
}

test.describe("signed-contract portfolio", () => {
  test("add a signed PDF from the dashboard, save it, and get the reminder that is due without setting anything", async ({
    page,
  }) => {
    const token = await registerViaApi(page, newUser("portfolio"));
    await signInWithToken(page, token);
    await page.goto("/app");
    await page.getByTestId("dashboard-upload").click();
    await expect(page.getByTestId("upload-type-continue")).toBeDisabled();
    await page.getByTestId("upload-type-executed").click();
    await page.getByTestId("upload-type-continue").click();
    await expect(page).toHaveURL(/\/my-contracts/);
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 10_000 });

    await page.getByTestId("executed-upload-input").setInputFiles(SIGNED_PDF);
    const title = page.getByTestId("manual-contract-title");
    await expect(title).not.toHaveValue("", { timeout: 30_000 });
    await expect(page.getByText("Form auto-populated!")).toBeVisible();
    await expect(page.getByTestId("manual-risk-note")).toContainText(
      /^From the review of the document's terms: (High|Medium|Low) risk because .+\. Change it if you disagree\./,
    );

    await title.fill("Co-branding licence");
    await page.getByTestId("manual-vendor-name").fill("Acme Licensing Inc");
    await page.getByTestId("manual-contract-value").fill("£12,000");
    const renewal = page.getByTestId("manual-renewal-date");
    await renewal.fill(ukDateIn(20));
    await renewal.press("Tab");
    await page.getByTestId("manual-save").click();

    const card = page.getByTestId("executed-contract-card").filter({ hasText: "Co-branding licence" });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("renewal-badge")).toHaveAttribute("data-status", "urgent");
    await expect(card.getByTestId("renewal-badge")).toContainText("Urgent");

    // the details say why the rules engine gave the contract its rating
    await card.getByTestId("contract-details").click();
    await expect(page.getByTestId("details-risk-reason")).toContainText(
      /^(High|Medium|Low) risk because .+\. Rated by the rules engine when the contract was added\.$/,
    );
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("contract-details-modal")).toBeHidden();

    // reminders are on from the save: the 30-day reminder was already due and has been sent
    await expect(page.getByTestId("notification-bell")).toHaveAccessibleName(/2 unread/);
    await card.getByTestId("contract-reminders").click();
    await expect(page.getByTestId("reminders-enabled")).toBeChecked();
    await expect(page.getByTestId("reminder-day-30")).toBeChecked();
    await expect(page.getByTestId("reminder-day-30")).toHaveAccessibleDescription(/Sent/);
    await page.getByTestId("reminders-save").click();
    await expect(page.getByTestId("notification-bell")).toHaveAccessibleName(/2 unread/);
    await page.getByTestId("notification-bell").click();
    await expect(page.getByText(/Contract ends in 20 days: Co-branding licence/)).toBeVisible();
  });

  test("a contract that started in 2020 and renews yearly shows its next renewal, reminder plan and calendar event", async ({
    page,
  }) => {
    const token = await registerViaApi(page, newUser("rolling"));
    await signInWithToken(page, token);
    await page.goto("/my-contracts");
    await page.getByTestId("upload-executed-contract").click();
    await page.getByTestId("manual-without-file").click();
    await page.getByTestId("manual-contract-title").fill("Fleet tracking service");
    await page.getByTestId("manual-vendor-name").fill("Trackwise Telematics Ltd");
    await page.getByTestId("manual-contract-value").fill("£9,600");
    for (const [id, date] of [
      ["manual-start-date", "01/02/2020"],
      ["manual-end-date", "31/01/2021"],
    ]) {
      await page.getByTestId(id).fill(date);
      await page.getByTestId(id).press("Tab");
    }
    await page.getByTestId("manual-notice").click();
    await page.getByRole("option", { name: "90 days", exact: true }).click();
    await page.getByTestId("manual-auto-renewal").check();
    await page.getByTestId("manual-renewal-period").click();
    await page.getByRole("option", { name: "Yearly" }).click();

    const next = next31January();
    const deadline = new Date(next.getTime() - 90 * DAY_MS);
    const renews = `Renews ${uk(next)} (auto-renews yearly)`;
    await expect(page.getByTestId("renewal-preview")).toContainText(renews);
    await page.getByTestId("manual-save").click();

    const card = page.getByTestId("executed-contract-card").filter({ hasText: "Fleet tracking service" });
    await expect(card.getByTestId("contract-renewal")).toContainText(renews);
    await expect(card.getByTestId("renewal-badge")).not.toHaveAttribute("data-status", "expired");

    await card.getByTestId("contract-reminders").click();
    const editor = page.getByTestId("reminder-editor");
    await expect(editor.getByTestId("reminders-enabled")).toBeChecked();
    const deadlinePassed = deadline.getTime() < Date.now() - DAY_MS;
    await expect(editor.getByTestId("reminder-target")).toContainText(
      deadlinePassed ? `renewal date, ${uk(next)}` : `notice deadline: ${uk(deadline)}`,
    );
    const schedule = editor.getByTestId("reminder-schedule");
    await expect(schedule).toContainText("What will be sent");
    await expect(schedule.getByTestId("reminder-schedule-item").first()).toBeVisible();
    await expect(schedule).toContainText(/After \d\d\/\d\d\/\d{4}, the same reminders count back from/);
    await page.keyboard.press("Escape");

    const feedUrl = await page.getByTestId("calendar-feed-url").inputValue();
    const ics = await (await page.request.get(new URL(feedUrl).pathname)).text();
    const icsDate = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
    expect(ics).toContain(`DTSTART;VALUE=DATE:${icsDate(next)}`);
    expect(ics).toContain("SUMMARY:Renews: Fleet tracking service");
    expect(ics).toContain(`DTSTART;VALUE=DATE:${icsDate(deadline)}`);
  });

  test("a contract that does not renew shows its end date, not a notice deadline, in its details", async ({
    page,
  }) => {
    const token = await registerViaApi(page, newUser("fixed"));
    await signInWithToken(page, token);
    await page.goto("/my-contracts");
    await page.getByTestId("upload-executed-contract").click();
    await page.getByTestId("manual-without-file").click();
    await page.getByTestId("manual-contract-title").fill("Office fit-out");
    await page.getByTestId("manual-vendor-name").fill("Pennant Interiors Ltd");
    await page.getByTestId("manual-contract-value").fill("£18,000");
    const ends = ukDateIn(200);
    for (const [id, date] of [
      ["manual-start-date", ukDateIn(-100)],
      ["manual-end-date", ends],
    ]) {
      await page.getByTestId(id).fill(date);
      await page.getByTestId(id).press("Tab");
    }
    await page.getByTestId("manual-notice").click();
    await page.getByRole("option", { name: "60 days", exact: true }).click();
    await page.getByTestId("manual-save").click();

    const card = page.getByTestId("executed-contract-card").filter({ hasText: "Office fit-out" });
    await card.getByTestId("contract-details").click();
    const deadline = page.getByTestId("details-notice-deadline");
    await expect(deadline).toContainText(`End date: ${ends}`);
    await expect(deadline).not.toContainText("Notice deadline");
    await expect(deadline).toContainText("does not renew automatically");
  });

  test("a notice deadline days away makes the contract urgent, though its renewal is two months off", async ({
    page,
  }) => {
    const token = await registerViaApi(page, newUser("deadline"));
    await signInWithToken(page, token);
    await saveSigned(page, token, {
      contractTitle: "Accounting software",
      vendorName: "Ledgerleaf Ltd",
      contractValue: "£2,400",
      startDate: ukDateIn(-301),
      endDate: ukDateIn(64),
      renewalDate: ukDateIn(64),
      noticeRequired: "60",
    });
    await page.goto("/my-contracts");
    const card = page.getByTestId("executed-contract-card").filter({ hasText: "Accounting software" });
    await expect(card.getByTestId("renewal-badge")).toHaveAttribute("data-status", "urgent");
    await expect(card.getByTestId("contract-notice-deadline")).toContainText(
      `Last day to cancel ${ukDateIn(4)} (4 days left)`,
    );
    await expect(page.getByTestId("overview-urgent")).toContainText("1");
  });

  test("a cancelled upload is not kept, and a full free allowance is said before the form is filled in", async ({
    page,
  }) => {
    const token = await registerViaApi(page, newUser("storage"));
    await signInWithToken(page, token);
    await page.goto("/my-contracts");
    await page.getByTestId("upload-executed-contract").click();
    const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/executed-contracts/manual"));
    await page.getByTestId("executed-upload-input").setInputFiles(SIGNED_PDF);
    const { uploadId } = await (await uploaded).json();
    await expect(page.getByTestId("manual-contract-title")).toBeVisible({ timeout: 30_000 });
    const discarded = page.waitForResponse(
      (r) => r.request().method() === "DELETE" && r.url().endsWith(`/uploads/${uploadId}`),
    );
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    expect((await discarded).status()).toBe(200);
    const after = await page.request.get(`/api/executed-contracts/uploads/${uploadId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(404);

    for (let i = 1; i <= 5; i++) {
      await saveSigned(page, token, {
        contractTitle: `Stored ${i}`,
        startDate: ukDateIn(-30),
        endDate: ukDateIn(335),
        renewalDate: ukDateIn(335),
        noticeRequired: "30",
      });
    }
    await page.reload();
    await page.getByTestId("upload-executed-contract").click();
    await page.getByTestId("manual-without-file").click();
    await expect(page.getByTestId("upgrade-dialog")).toHaveAttribute("data-reason", "storage_limit");
    await expect(page.getByTestId("manual-contract-title")).toHaveCount(0);
  });
});
