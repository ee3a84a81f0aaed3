import { expect, test } from "@playwright/test";
import { newUser, registerViaApi, signInWithToken } from "./support";

test("the settings forms check what is typed with the shared schemas and save it on the server", async ({
  page,
}) => {
  const token = await registerViaApi(page, newUser("settings"));
  const headers = { authorization: `Bearer ${token}` };
  await signInWithToken(page, token);

  await page.goto("/settings");
  const green = page.getByTestId("threshold-paymentTermsGreen");
  const red = page.getByTestId("threshold-paymentTermsRed");
  await green.fill("");
  await expect(page.getByText("Enter a whole number of days from 0 to 365")).toBeVisible();
  await green.fill("20");
  await red.fill("45");
  await expect(
    page.getByText("The red payment threshold must be fewer days than the green one"),
  ).toBeVisible();
  await red.fill("14");
  await page.getByTestId("save-thresholds").click();
  await expect(page.getByText("Your next analysis will use these thresholds.")).toBeVisible();
  const thresholds = await (await page.request.get("/api/risk-thresholds", { headers })).json();
  expect(thresholds).toMatchObject({ paymentTermsGreen: 20, paymentTermsRed: 14 });

  await page.goto("/enhanced-settings");
  await page.getByTestId("service-level-premium").click();
  await page.getByTestId("save-enhanced-settings").click();
  await expect(page.getByText("Your next analysis will use these settings.")).toBeVisible();
  const enhanced = await (await page.request.get("/api/enhanced-risk-settings", { headers })).json();
  expect(enhanced.serviceLevelRequirement).toBe("premium");
});
