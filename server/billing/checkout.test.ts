import { afterAll, beforeAll, expect, it } from "vitest";
import { auth, createUser } from "../test/factories";
import { type FakeStripe, startFakeStripe, stripeTestSettings } from "../test/fake-stripe";
import { describeWithApp } from "../test/harness";
import { deliverSubscriptionEvent } from "./webhook-test-helpers";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const callsTo = (path: string) => fake.requests.filter((r) => r.path === path);

describeWithApp(
  "card checkout with Stripe",
  (ctx) => {
    const checkout = (token: string) =>
      ctx().app.inject({
        method: "POST",
        url: "/api/stripe/create-checkout-session",
        headers: auth(token),
        payload: { userEmail: "ignored@example.com", userName: "Ignored" },
      });

    it("creates one Stripe customer per account and a subscription Checkout Session for Pro with a 7-day trial", async () => {
      const user = await createUser(ctx());
      const before = fake.requests.length;
      const first = await checkout(user.token);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
      expect(body.sessionId).toMatch(/^cs_test_/);

      const calls = fake.requests.slice(before);
      const customer = calls.find((r) => r.path === "/v1/customers");
      expect(customer?.authorization).toBe("Bearer sk_test_clausewise");
      expect(customer?.params.email).toBe(user.input.email);
      expect(customer?.params.name).toBe("Alice Walker");
      expect(customer?.params["metadata[userId]"]).toBe(user.profile.id);
      expect(customer?.idempotencyKey).toBe(`clausewise-customer-${user.profile.id}`);
      const session = calls.find((r) => r.path === "/v1/checkout/sessions");
      expect(session?.params).toMatchObject({
        mode: "subscription",
        customer: expect.stringMatching(/^cus_test/),
        client_reference_id: user.profile.id,
        "line_items[0][price]": "price_pro_monthly",
        "line_items[0][quantity]": "1",
        "subscription_data[trial_period_days]": "7",
        "subscription_data[metadata][userId]": user.profile.id,
        success_url: "http://localhost:3000/settings/billing?checkout=success",
        cancel_url: "http://localhost:3000/settings/billing?checkout=cancelled",
      });

      // a second attempt (the person closed Stripe's page) reuses the same customer
      const customersBefore = callsTo("/v1/customers").length;
      const second = await checkout(user.token);
      expect(second.statusCode).toBe(200);
      expect(callsTo("/v1/customers")).toHaveLength(customersBefore);
      expect(callsTo("/v1/checkout/sessions").at(-1)?.params.customer).toBe(session?.params.customer);

      const status = await ctx().app.inject({
        method: "GET",
        url: "/api/billing",
        headers: auth(user.token),
      });
      expect(status.json()).toMatchObject({
        paymentsEnabled: true,
        canManageBilling: true,
        trialAvailable: true,
        plan: "free",
        label: "Free",
      });
    });

    it("sends an account that already subscribes to its billing page; a returning subscriber gets no second trial", async () => {
      const user = await createUser(ctx());
      await checkout(user.token);
      const customer = callsTo("/v1/checkout/sessions").at(-1)?.params.customer as string;
      const trialEnd = new Date("2026-03-09T09:00:00Z");
      await deliverSubscriptionEvent(ctx(), fake, "customer.subscription.created", {
        id: `sub_${user.profile.id}`,
        customer,
        status: "trialing",
        trialEnd,
      });

      const sessionsBefore = callsTo("/v1/checkout/sessions").length;
      const again = await checkout(user.token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        url: "http://localhost:3000/settings/billing",
        alreadySubscribed: true,
      });
      expect(callsTo("/v1/checkout/sessions")).toHaveLength(sessionsBefore);

      await deliverSubscriptionEvent(ctx(), fake, "customer.subscription.deleted", {
        id: `sub_${user.profile.id}`,
        customer,
        status: "canceled",
        trialEnd,
      });
      const back = await checkout(user.token);
      expect(back.json().alreadySubscribed).toBe(false);
      const params = callsTo("/v1/checkout/sessions").at(-1)?.params ?? {};
      expect(params.customer).toBe(customer);
      expect(params["subscription_data[trial_period_days]"]).toBeUndefined();
      const status = await ctx().app.inject({
        method: "GET",
        url: "/api/billing",
        headers: auth(user.token),
      });
      expect(status.json().trialAvailable).toBe(false);
    });

    it("asks Stripe before a second checkout, so a subscription its webhook has not announced yet is not paid twice", async () => {
      const user = await createUser(ctx());
      await checkout(user.token);
      const customer = callsTo("/v1/checkout/sessions").at(-1)?.params.customer as string;
      // the person paid in another tab; Stripe knows, the webhook is still on its way
      fake.setSubscription({ id: `sub_tab_${user.profile.id}`, customer, status: "trialing" });
      const sessionsBefore = callsTo("/v1/checkout/sessions").length;
      const again = await checkout(user.token);
      expect(again.json()).toEqual({
        url: "http://localhost:3000/settings/billing",
        alreadySubscribed: true,
      });
      expect(callsTo("/v1/checkout/sessions")).toHaveLength(sessionsBefore);
      expect(
        fake.requests.find((r) => r.path === "/v1/subscriptions" && r.params.customer === customer)?.params,
      ).toMatchObject({
        customer,
        status: "all",
      });
    });

    it("opens Stripe's Customer Portal for an account with a customer, returning to the billing page", async () => {
      const user = await createUser(ctx());
      const none = await ctx().app.inject({
        method: "POST",
        url: "/api/billing/portal-session",
        headers: auth(user.token),
      });
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(
        "There is no subscription to manage yet. Start your free trial first.",
      );

      await checkout(user.token);
      const customer = callsTo("/v1/checkout/sessions").at(-1)?.params.customer;
      const portal = await ctx().app.inject({
        method: "POST",
        url: "/api/billing/portal-session",
        headers: auth(user.token),
      });
      expect(portal.statusCode).toBe(200);
      expect(portal.json().url).toMatch(new RegExp(`^${fake.url}/portal/bps_test_`));
      expect(callsTo("/v1/billing_portal/sessions").at(-1)?.params).toEqual({
        customer,
        return_url: "http://localhost:3000/settings/billing",
      });
    });

    it("answers 503 with a clear message when Stripe cannot be reached, and 401 without a session", async () => {
      const user = await createUser(ctx());
      fake.setFailing(true);
      try {
        const down = await checkout(user.token);
        expect(down.statusCode).toBe(503);
        expect(down.json()).toEqual({
          message: "The payment provider could not be reached. Please try again in a moment.",
        });
      } finally {
        fake.setFailing(false);
      }
      for (const [method, url] of [
        ["POST", "/api/stripe/create-checkout-session"],
        ["POST", "/api/billing/portal-session"],
        ["GET", "/api/billing"],
      ] as const) {
        const anonymous = await ctx().app.inject({ method, url, ...(method === "POST" && { payload: {} }) });
        expect(anonymous.statusCode).toBe(401);
      }
    });
  },
  { config: () => ({ stripe: stripeTestSettings(fake) }) },
);

describeWithApp("card checkout on an installation without Stripe settings", (ctx) => {
  it("answers 503 with the message the upgrade dialog shows, for checkout, portal and webhook", async () => {
    const user = await createUser(ctx());
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/stripe/create-checkout-session",
      headers: auth(user.token),
      payload: {},
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: "Online payment is not set up on this installation.",
      message:
        "Online payment is not set up on this installation. Please contact support@clausewise.co.uk to upgrade.",
    });
    const portal = await ctx().app.inject({
      method: "POST",
      url: "/api/billing/portal-session",
      headers: auth(user.token),
    });
    expect(portal.statusCode).toBe(503);
    const webhook = await ctx().app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      payload: "{}",
    });
    expect(webhook.statusCode).toBe(503);
    const status = await ctx().app.inject({ method: "GET", url: "/api/billing", headers: auth(user.token) });
    expect(status.json()).toMatchObject({ paymentsEnabled: false, canManageBilling: false, plan: "free" });
  });
});
