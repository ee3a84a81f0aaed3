import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { formatDayMonth } from "../../common/billing";
import { acceptAll, COOKIE_CONSENT_KEY } from "../../common/cookie-consent";
import { formatDate } from "../../common/format";
import {
  type FakeStripe,
  signedEvent,
  startFakeStripe,
  subscriptionObject,
  TEST_WEBHOOK_SECRET,
} from "../../server/test/fake-stripe";
import { newUser, registerViaApi, signInWithToken } from "./support";

test("without Stripe settings the upgrade dialog says online payment is not set up", async ({ page }) => {
  const token = await registerViaApi(page, newUser("no-stripe"));
  await signInWithToken(page, token);
  await page.goto("/app");
  await page.getByTestId("try-premium").click();
  const dialog = page.getByTestId("upgrade-dialog");
  await dialog.getByTestId("start-trial").click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Online payment is not set up on this installation. Please contact support@clausewise.co.uk to upgrade.",
  );
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A second app server with the three Stripe settings, its SDK pointed at a local fake Stripe. */
test.describe("card payments with Stripe", () => {
  let fake: FakeStripe;
  let server: ChildProcess;
  let base = "";
  const dataDir = `${process.env.E2E_DATA_DIR ?? "/tmp/clausewise-e2e"}-stripe`;

  test.beforeAll(async () => {
    fake = await startFakeStripe();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    // its own process group, so the teardown stops tsx and the node process it starts
    server = spawn("node_modules/.bin/tsx", ["server/main.ts"], {
      cwd: process.cwd(),
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        APP_URL: base,
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        STRIPE_SECRET_KEY: "sk_test_clausewise",
        STRIPE_PRICE_ID: "price_pro_monthly",
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
      },
    });
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 60_000,
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    await fake?.close();
  });

  async function deliver(type: string, object: Record<string, unknown>) {
    const signed = signedEvent({ type, object, secret: TEST_WEBHOOK_SECRET });
    const response = await fetch(`${base}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signed.header },
      body: signed.payload,
    });
    expect(response.status).toBe(200);
  }

  async function signIn(page: Page) {
    const user = newUser("stripe");
    const response = await page.request.post(`${base}/api/register`, {
      data: { ...user, companySize: "11-50", industry: "Technology", confirmPassword: user.password },
    });
    expect(response.status()).toBe(201);
    const { token } = await response.json();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(
      ([t, key, consent]) => {
        localStorage.setItem("token", t);
        localStorage.setItem(key, consent);
      },
      [token, COOKIE_CONSENT_KEY, JSON.stringify(acceptAll(new Date()))],
    );
    const profile = await (
      await page.request.get(`${base}/api/profile`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    return { user, id: profile.id as string };
  }

  test("a free account starts the trial, sees Pro with its trial end, and returns to Free when the subscription ends", async ({
    page,
  }) => {
    const account = await signIn(page);

    // a Pro feature on a free account opens the upgrade dialog; starting the trial goes to Stripe Checkout
    await page.goto(`${base}/app`);
    await page.getByTestId("dashboard-analytics").click();
    const dialog = page.getByTestId("upgrade-dialog");
    await expect(dialog).toHaveAttribute("data-reason", "analytics_feature");
    await dialog.getByTestId("start-trial").click();
    await expect(page).toHaveURL(new RegExp(`^${fake.url}/checkout/cs_test_`));
    await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
    const session = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1);
    expect(session?.params).toMatchObject({
      mode: "subscription",
      client_reference_id: account.id,
      "line_items[0][price]": "price_pro_monthly",
      "subscription_data[trial_period_days]": "7",
      success_url: `${base}/settings/billing?checkout=success`,
    });
    const customer = session?.params.customer as string;

    // Stripe completes the checkout: the events arrive, then Stripe sends the browser back
    const trialEnd = new Date(Date.now() + 7 * 86_400_000);
    const sub = { id: "sub_e2e_trial", customer, status: "trialing", trialEnd };
    fake.setSubscription(sub);
    await deliver("checkout.session.completed", {
      id: new URL(page.url()).pathname.split("/").pop(),
      object: "checkout.session",
      mode: "subscription",
      customer,
      client_reference_id: account.id,
      subscription: sub.id,
    });
    await deliver("customer.subscription.created", subscriptionObject(sub));
    await page.goto(`${base}/settings/billing?checkout=success`);
    const label = `Pro (trial, ends ${formatDayMonth(trialEnd)})`;
    await expect(page.getByTestId("checkout-notice")).toContainText("Your Pro trial has started");
    await expect(page.getByTestId("billing-plan")).toHaveText(label);
    await expect(page.getByTestId("billing-status")).toHaveText("Free trial");
    await expect(page.getByTestId("billing-trial-end")).toHaveText(formatDate(trialEnd));

    await page.goto(`${base}/app`);
    await expect(page.getByTestId("premium-badge")).toHaveText(label);
    await expect(page.getByTestId("usage-plan")).toHaveText(`${label} - Unlimited Access`);
    await page.getByTestId("dashboard-analytics").click();
    await expect(page).toHaveURL(/\/analytics$/);

    // Manage billing opens Stripe's Customer Portal for this customer
    await page.goto(`${base}/settings/billing`);
    await page.getByTestId("billing-portal").click();
    await expect(page.getByRole("heading", { name: "Test customer portal" })).toBeVisible();
    expect(fake.requests.filter((r) => r.path === "/v1/billing_portal/sessions").at(-1)?.params).toEqual({
      customer,
      return_url: `${base}/settings/billing`,
    });

    // the subscription ends: Pro features stop
    const ended = { ...sub, status: "canceled" };
    fake.setSubscription(ended);
    await deliver("customer.subscription.deleted", subscriptionObject(ended));
    await page.goto(`${base}/settings/billing`);
    await expect(page.getByTestId("billing-plan")).toHaveText("Free");
    await expect(page.getByTestId("billing-status")).toHaveText("Cancelled");
    await expect(page.getByTestId("billing-upgrade")).toHaveText("Subscribe to Pro");
    await page.goto(`${base}/app`);
    await expect(page.getByTestId("usage-plan")).toHaveText("Free Plan - Limited Access");
    await page.getByTestId("dashboard-analytics").click();
    await expect(page.getByTestId("upgrade-dialog")).toHaveAttribute("data-reason", "analytics_feature");
    // the trial was used: the dialog does not promise another one
    await expect(page.getByTestId("start-trial")).toHaveText("Subscribe to Pro");
  });
});
