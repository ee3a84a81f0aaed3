import { expect, test } from "@playwright/test";
import { formatKilobytes } from "../../common/screenshots";
import { adminToken, signInWithToken } from "./support";

/** A real image made by the browser: a coloured panel with a heading, captured as PNG or JPEG. */
async function capture(
  page: import("@playwright/test").Page,
  heading: string,
  colour: string,
  type: "png" | "jpeg",
) {
  await page.setViewportSize({ width: 640, height: 400 });
  await page.setContent(
    `<body style="margin:0;background:${colour};font:32px sans-serif;color:#fff"><h1 style="padding:40px">${heading}</h1></body>`,
  );
  return page.screenshot({ type });
}

test.describe("admin screenshots", () => {
  test("admin uploads two images, copies a path, deletes one, and the landing gallery shows the other", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const token = await adminToken(page);
    const dashboard = await capture(page, "Risk dashboard", "#0b7285", "png");
    const calendar = await capture(page, "Renewal calendar", "#5f3dc4", "jpeg");
    await signInWithToken(page, token);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto("/admin");
    await page.getByRole("tab", { name: "Screenshots" }).click();
    await expect(page.getByText("PNG, JPG, GIF, WebP up to 10MB", { exact: false })).toBeVisible();
    await expect(page.getByTestId("screenshots-empty")).toBeVisible();

    // a file that is not an image is refused with the reason, and nothing is stored
    await page.getByTestId("screenshot-input").setInputFiles({
      name: "diagram.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(page.getByTestId("screenshot-uploads")).toContainText(
      "Only PNG, JPG, GIF and WebP images can be uploaded.",
    );

    // two images and a PDF in one drop: the images are uploaded, the PDF is listed as refused
    await page.getByTestId("screenshot-input").setInputFiles([
      { name: "Risk Dashboard.png", mimeType: "image/png", buffer: dashboard },
      { name: "renewal calendar.jpg", mimeType: "image/jpeg", buffer: calendar },
      { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") },
    ]);
    const rows = page.getByTestId("screenshot-upload-row");
    await expect(rows.filter({ has: page.getByText("Uploaded", { exact: true }) })).toHaveCount(2);
    await expect(rows.filter({ hasText: "notes.pdf" })).toContainText(
      "Only PNG, JPG, GIF and WebP images can be uploaded.",
    );
    await expect(page.getByText("Image uploaded successfully").first()).toBeVisible();

    const dashboardCard = page.getByTestId("screenshot-card-risk-dashboard.png");
    const calendarCard = page.getByTestId("screenshot-card-renewal-calendar.jpg");
    await expect(dashboardCard.getByTestId("screenshot-size")).toHaveText(formatKilobytes(dashboard.length));
    await expect(calendarCard.getByTestId("screenshot-size")).toHaveText(formatKilobytes(calendar.length));
    await expect(dashboardCard.getByRole("img", { name: "risk-dashboard.png" })).toHaveJSProperty(
      "complete",
      true,
    );
    expect(
      await dashboardCard.getByRole("img").evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBe(640);

    await calendarCard.getByRole("button", { name: "Copy path of renewal-calendar.jpg" }).click();
    await expect(page.getByText("Image path copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "/uploads/screenshots/renewal-calendar.jpg",
    );

    await dashboardCard.getByRole("button", { name: "Delete risk-dashboard.png" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Are you sure you want to delete this screenshot?");
    await expect(dialog).toContainText("risk-dashboard.png");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dashboardCard).toBeVisible();
    await dashboardCard.getByRole("button", { name: "Delete risk-dashboard.png" }).click();
    await page.getByTestId("confirm-delete").click();
    await expect(page.getByText("Screenshot deleted successfully")).toBeVisible();
    await expect(dashboardCard).toHaveCount(0);
    await expect(calendarCard).toBeVisible();

    await page.goto("/");
    const item = page.getByTestId("gallery-item-uploaded-renewal-calendar.jpg");
    await expect(item).toContainText("Renewal calendar");
    await expect(page.getByTestId("gallery-item-contract-analysis")).toHaveCount(0);
    await expect(page.getByTestId("gallery-grid").getByRole("button")).toHaveCount(1);
    expect(await item.getByRole("img").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
    await item.click();
    await expect(
      page.getByTestId("gallery-modal").getByRole("img", { name: "Renewal calendar" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();

    // leave the landing page as other journeys expect it: no uploaded screenshots, built-in illustrations
    const removed = await page.request.delete("/api/admin/screenshots/renewal-calendar.jpg", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId("gallery-item-contract-analysis")).toBeVisible();
  });
});
