import { expect, test } from "@playwright/test";
import { newUser, registerViaApi, signInWithToken, uploadAnalysedSample } from "./support";

test("switching sides asks first, then clears the decisions made from the other side", async ({ page }) => {
  const token = await registerViaApi(page, newUser("sides"));
  const headers = { authorization: `Bearer ${token}` };
  const { contractId } = await uploadAnalysedSample(page, token);

  await signInWithToken(page, token);
  await page.goto(`/contract-analysis/${contractId}`);
  const view = page.getByTestId("contract-analysis-view");
  await view.getByTestId("term-select-jurisdiction").click();
  await view.getByTestId("term-card-jurisdiction").getByTestId("term-accept").click();
  const status = view.getByTestId("term-card-jurisdiction").getByTestId("term-status");
  await expect(status).toContainText(/Accepted/i);

  // cancelling keeps the side and the decision
  await view.getByTestId("side-switch").getByText("We are the supplier").click();
  const dialog = page.getByRole("dialog", { name: "Switch to the supplier's side?" });
  await expect(dialog).toContainText("Your 1 decision was made as the customer.");
  await dialog.getByRole("button", { name: "Stay the customer" }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toContainText(/Accepted/i);

  // confirming re-rates from the supplier's side and clears it
  await view.getByTestId("side-switch").getByText("We are the supplier").click();
  await page.getByTestId("confirm-side-switch").click();
  await expect(page.getByText("Rated as the supplier")).toBeVisible();
  await expect(status).not.toContainText(/Accepted/i);
  const stored = await page.request.get(`/api/contracts/${contractId}/analysis`, { headers });
  expect((await stored.json()).decisions).toEqual([]);
});
