import { expect, test } from "@playwright/test";
import { newUser, registerViaApi, signInWithToken, uploadAnalysedSample } from "./support";

test("a refused request shows the server's own message, not a generic failure", async ({ page }) => {
  const token = await registerViaApi(page, newUser("messages"));
  const { view } = await uploadAnalysedSample(page, token);

  await signInWithToken(page, token);
  await page.goto("/contract-analysis");
  // No decision yet: there is nothing to propose, and the button says what to do first.
  await expect(
    page.getByRole("button", {
      name: "Download amendment proposal for Cloudline SaaS Agreement.docx (reject a term or propose an alternative first)",
    }),
  ).toBeDisabled();

  // Accepting a term is a decision, but still nothing to propose: the server refuses and says why.
  const decided = await page.request.post("/api/term-decisions", {
    headers: { authorization: `Bearer ${token}` },
    data: { analysisId: view.analysis.id, termType: "jurisdiction", decision: "accept", proposedText: null },
  });
  expect(decided.status()).toBe(200);
  await page.reload();
  await page
    .getByRole("button", { name: "Download amendment proposal for Cloudline SaaS Agreement.docx" })
    .click();
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: "Download failed" });
  await expect(toast).toContainText("Reject a term or propose an alternative first");
});
