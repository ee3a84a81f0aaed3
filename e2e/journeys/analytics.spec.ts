import { expect, test } from "@playwright/test";
import { grantPremiumViaAdmin, newUser, registerViaApi, signInWithToken } from "./support";

const ukDateInDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
};

test("a Pro account's analytics page shows the figures the server worked out", async ({ page }) => {
  const token = await registerViaApi(page, newUser("analytics"));
  await grantPremiumViaAdmin(page, token);
  const headers = { authorization: `Bearer ${token}` };
  for (const contract of [
    {
      contractTitle: "Payroll platform",
      contractValue: "£24,000",
      renewalDate: ukDateInDays(40),
      overallRisk: "High",
    },
    {
      contractTitle: "Laptop leasing",
      contractValue: "£6,000",
      renewalDate: ukDateInDays(250),
      overallRisk: "Low",
    },
  ]) {
    const saved = await page.request.post("/api/executed-contracts/save-manual", {
      headers,
      data: {
        ...contract,
        vendorName: "Supplier Ltd",
        currency: "GBP",
        endDate: contract.renewalDate,
        department: "IT",
        contractType: "Service Agreement",
        autoRenewal: false,
        description: "",
      },
    });
    expect(saved.status()).toBe(201);
  }

  await signInWithToken(page, token);
  const computed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/analytics");
  await page.goto("/analytics");
  expect((await computed).status()).toBe(200);
  // 100 - 30 (high risk) and 100: an average of 85.
  await expect(page.getByTestId("health-score")).toHaveText("85");
  await expect(page.getByTestId("health-label")).toHaveText("Excellent");
  await expect(page.getByTestId("budget-90-total")).toHaveText("£26,400");
  await expect(page.getByTestId("budget-90-approvals")).toContainText("Procurement approval required");
  await expect(page.getByTestId("spend-total")).toHaveText("£30,000 a year");
  await expect(page.getByTestId("insight-item").first()).toContainText("Payroll platform");
});

test("a free account is refused by the server and sees the upsell", async ({ page }) => {
  const token = await registerViaApi(page, newUser("analytics-free"));
  const refused = await page.request.get("/api/analytics", { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(402);
  expect((await refused.json()).message).toMatch(/Pro feature/);
  await signInWithToken(page, token);
  await page.goto("/analytics");
  await expect(page.getByTestId("analytics-upsell")).toBeVisible();
});
