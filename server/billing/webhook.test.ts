import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { planChanges, stripeEvents } from "../db/schema";
import { auth, createUser } from "../test/factories";
import {
  type FakeStripe,
  signedEvent,
  startFakeStripe,
  stripeTestSettings,
  subscriptionObject,
  TEST_WEBHOOK_SECRET,
} from "../test/fake-stripe";
import { describeWithApp, type TestContext } from "../test/harness";
import { deliverSubscriptionEvent, postWebhook } from "./webhook-test-helpers";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const TRIAL_END = new Date("2026-11-30T12:00:00Z");

describeWithApp(
  "Stripe webhook",
  (ctx) => {
    /** A registered account that went through checkout, so it has a Stripe customer. */
    async function customerAccount() {
      const user = await createUser(ctx());
      const started = await ctx().app.inject({
        method: "POST",
        url: "/api/stripe/create-checkout-session",
        headers: auth(user.token),
        payload: {},
      });
      expect(started.statusCode).toBe(200);
      const customer = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)?.params
        .customer as string;
      return { ...user, customer, subscriptionId: `sub_${user.profile.id.slice(0, 8)}` };
    }

    const billing = async (c: TestContext, token: string) =>
      (await c.app.inject({ method: "GET", url: "/api/billing", headers: auth(token) })).json();
    const auditRows = (userId: string) =>
      ctx().database.db.select().from(planChanges).where(eq(planChanges.userId, userId));

    it("checkout.session.completed puts the account on Pro with its trial end, recorded with the event id", async () => {
      const account = await customerAccount();
      fake.setSubscription({
        id: account.subscriptionId,
        customer: account.customer,
        status: "trialing",
        trialEnd: TRIAL_END,
      });
      const completed = signedEvent({
        type: "checkout.session.completed",
        secret: TEST_WEBHOOK_SECRET,
        object: {
          id: "cs_test_done",
          object: "checkout.session",
          mode: "subscription",
          customer: account.customer,
          client_reference_id: account.profile.id,
          subscription: account.subscriptionId,
        },
      });
      const response = await postWebhook(ctx(), completed);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, status: "applied" });

      expect(await billing(ctx(), account.token)).toMatchObject({
        plan: "pro",
        source: "subscription",
        subscriptionStatus: "trialing",
        trialEndsAt: TRIAL_END.toISOString(),
        label: "Pro (trial, ends 30 Nov)",
      });
      const profile = await ctx().app.inject({
        method: "GET",
        url: "/api/profile",
        headers: auth(account.token),
      });
      expect(profile.json().isPremium).toBe(true);
      const usage = await ctx().app.inject({
        method: "GET",
        url: "/api/usage-limits",
        headers: auth(account.token),
      });
      expect(usage.json()).toMatchObject({ isPremium: true, planLabel: "Pro (trial, ends 30 Nov)" });
      expect(await auditRows(account.profile.id)).toEqual([
        expect.objectContaining({
          fromPlan: "free",
          toPlan: "pro",
          fromStatus: null,
          toStatus: "trialing",
          cause: "stripe_event",
          stripeEventId: completed.event.id,
        }),
      ]);
    });

    it("refuses a tampered body, a wrong secret and a missing signature, and changes nothing", async () => {
      const account = await customerAccount();
      fake.setSubscription({ id: account.subscriptionId, customer: account.customer, status: "active" });
      const genuine = signedEvent({
        type: "customer.subscription.updated",
        secret: TEST_WEBHOOK_SECRET,
        object: subscriptionObject({
          id: account.subscriptionId,
          customer: account.customer,
          status: "active",
        }),
      });
      const tampered = await postWebhook(ctx(), {
        header: genuine.header,
        payload: genuine.payload.replace('"livemode":false', '"livemode":true'),
      });
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json()).toEqual({ message: "Webhook signature verification failed" });

      const wrongSecret = signedEvent({
        type: "customer.subscription.updated",
        secret: "whsec_someone_else",
        object: subscriptionObject({
          id: account.subscriptionId,
          customer: account.customer,
          status: "active",
        }),
      });
      expect((await postWebhook(ctx(), wrongSecret)).statusCode).toBe(400);

      const unsigned = await ctx().app.inject({
        method: "POST",
        url: "/api/stripe/webhook",
        headers: { "content-type": "application/json" },
        payload: genuine.payload,
      });
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json()).toEqual({ message: "Missing Stripe-Signature header" });

      // a signature made long ago (a captured request replayed) is refused too
      const stale = Stripe.webhooks.generateTestHeaderString({
        payload: genuine.payload,
        secret: TEST_WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      expect((await postWebhook(ctx(), { payload: genuine.payload, header: stale })).statusCode).toBe(400);

      expect(await billing(ctx(), account.token)).toMatchObject({ plan: "free", subscriptionStatus: null });
      const stored = await ctx()
        .database.db.select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, genuine.event.id));
      expect(stored).toHaveLength(0);
    });

    it("applies a replayed event once: one payment-failed email, one audit row, no second lookup", async () => {
      const account = await customerAccount();
      await deliverSubscriptionEvent(ctx(), fake, "customer.subscription.created", {
        id: account.subscriptionId,
        customer: account.customer,
        status: "active",
        periodEnd: new Date("2026-04-02T09:00:00Z"),
      });
      fake.setSubscription({ id: account.subscriptionId, customer: account.customer, status: "past_due" });
      const failed = signedEvent({
        type: "invoice.payment_failed",
        secret: TEST_WEBHOOK_SECRET,
        object: {
          id: "in_test_failed",
          object: "invoice",
          customer: account.customer,
          amount_due: 8900,
          currency: "gbp",
          attempt_count: 1,
          next_payment_attempt: Math.floor(new Date("2026-03-05T09:00:00Z").getTime() / 1000),
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: account.subscriptionId },
          },
        },
      });
      const first = await postWebhook(ctx(), failed);
      expect(first.json().status).toBe("applied");
      const lookups = fake.requests.filter(
        (r) => r.path === `/v1/subscriptions/${account.subscriptionId}`,
      ).length;
      const rowsAfterFirst = (await auditRows(account.profile.id)).length;

      const replay = await postWebhook(ctx(), failed);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true, status: "duplicate" });
      expect(
        fake.requests.filter((r) => r.path === `/v1/subscriptions/${account.subscriptionId}`),
      ).toHaveLength(lookups);
      expect(await auditRows(account.profile.id)).toHaveLength(rowsAfterFirst);

      // past due keeps Pro while Stripe retries the card; the customer is told once
      expect(await billing(ctx(), account.token)).toMatchObject({
        plan: "pro",
        subscriptionStatus: "past_due",
        label: "Pro (payment overdue)",
      });
      const mail = await ctx().smtp.waitFor((m) => m.to.includes(account.input.email));
      expect(mail.subject).toBe("Your Clausewise payment failed");
      // (the sink decodes quoted-printable byte by byte, so the pound sign is left out of the match)
      expect(mail.text).toMatch(
        /The payment of \S*89 for your Clausewise Pro subscription did not go through/,
      );
      expect(mail.text).toContain("We will try the card again on 05/03/2026");
      expect(mail.text).toContain("http://localhost:3000/settings/billing");
      await new Promise((r) => setTimeout(r, 300));
      expect(ctx().smtp.messages.filter((m) => m.to.includes(account.input.email))).toHaveLength(1);

      // the card is updated and the invoice paid
      fake.setSubscription({ id: account.subscriptionId, customer: account.customer, status: "active" });
      const paid = signedEvent({
        type: "invoice.paid",
        secret: TEST_WEBHOOK_SECRET,
        object: {
          id: "in_test_failed",
          object: "invoice",
          customer: account.customer,
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: account.subscriptionId },
          },
        },
      });
      expect((await postWebhook(ctx(), paid)).json().status).toBe("applied");
      expect(await billing(ctx(), account.token)).toMatchObject({
        plan: "pro",
        subscriptionStatus: "active",
        label: "Pro",
      });
    });

    it("an older updated event arriving after a newer deleted one cannot bring Pro back", async () => {
      const account = await customerAccount();
      const sub = { id: account.subscriptionId, customer: account.customer };
      await deliverSubscriptionEvent(ctx(), fake, "customer.subscription.created", {
        ...sub,
        status: "trialing",
        trialEnd: TRIAL_END,
      });
      const olderUpdate = signedEvent({
        type: "customer.subscription.updated",
        secret: TEST_WEBHOOK_SECRET,
        created: new Date(Date.now() - 60_000),
        object: subscriptionObject({ ...sub, status: "active" }),
      });
      await deliverSubscriptionEvent(ctx(), fake, "customer.subscription.deleted", {
        ...sub,
        status: "canceled",
        trialEnd: TRIAL_END,
      });
      expect(await billing(ctx(), account.token)).toMatchObject({
        plan: "free",
        subscriptionStatus: "canceled",
      });

      const late = await postWebhook(ctx(), olderUpdate);
      expect(late.statusCode).toBe(200);
      expect(await billing(ctx(), account.token)).toMatchObject({
        plan: "free",
        subscriptionStatus: "canceled",
        label: "Free",
      });
      // Pro features stop: the free limits apply again
      const usage = await ctx().app.inject({
        method: "GET",
        url: "/api/usage-limits",
        headers: auth(account.token),
      });
      expect(usage.json()).toMatchObject({ isPremium: false, analysesLimit: 5 });
      const rows = await auditRows(account.profile.id);
      expect(rows.map((r) => `${r.fromPlan}>${r.toPlan}:${r.toStatus}`)).toEqual([
        "free>pro:trialing",
        "pro>free:canceled",
      ]);
    });

    it("a late event about an ended subscription leaves the account's newer subscription alone", async () => {
      const account = await customerAccount();
      const old = { id: `${account.subscriptionId}_old`, customer: account.customer };
      const current = { id: `${account.subscriptionId}_new`, customer: account.customer };
      fake.setSubscription({ ...old, status: "canceled" });
      await deliverSubscriptionEvent(ctx(), fake, "customer.subscription.created", {
        ...current,
        status: "active",
      });
      const late = signedEvent({
        type: "customer.subscription.deleted",
        secret: TEST_WEBHOOK_SECRET,
        object: subscriptionObject({ ...old, status: "canceled" }),
      });
      expect((await postWebhook(ctx(), late)).json().status).toBe("ignored");
      expect(await billing(ctx(), account.token)).toMatchObject({
        plan: "pro",
        subscriptionStatus: "active",
      });
    });

    it("acknowledges an unknown event type or an unknown customer without changing any plan", async () => {
      const account = await customerAccount();
      const unknown = signedEvent({
        type: "customer.tax_id.created",
        secret: TEST_WEBHOOK_SECRET,
        object: { id: "txi_123", object: "tax_id", customer: account.customer },
      });
      const response = await postWebhook(ctx(), unknown);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, status: "ignored" });
      const stranger = signedEvent({
        type: "customer.subscription.updated",
        secret: TEST_WEBHOOK_SECRET,
        object: subscriptionObject({ id: "sub_stranger", customer: "cus_not_ours", status: "active" }),
      });
      expect((await postWebhook(ctx(), stranger)).json().status).toBe("ignored");
      expect(await billing(ctx(), account.token)).toMatchObject({ plan: "free", subscriptionStatus: null });
      expect(await auditRows(account.profile.id)).toHaveLength(0);
    });

    it("answers 503 while Stripe cannot be reached and stores nothing, so Stripe's retry applies the event", async () => {
      const account = await customerAccount();
      fake.setSubscription({
        id: account.subscriptionId,
        customer: account.customer,
        status: "trialing",
        trialEnd: TRIAL_END,
      });
      const created = signedEvent({
        type: "customer.subscription.created",
        secret: TEST_WEBHOOK_SECRET,
        object: subscriptionObject({
          id: account.subscriptionId,
          customer: account.customer,
          status: "trialing",
        }),
      });
      fake.setFailing(true);
      try {
        expect((await postWebhook(ctx(), created)).statusCode).toBe(503);
      } finally {
        fake.setFailing(false);
      }
      const stored = await ctx()
        .database.db.select()
        .from(stripeEvents)
        .where(and(eq(stripeEvents.id, created.event.id)));
      expect(stored).toHaveLength(0);
      expect((await postWebhook(ctx(), created)).json().status).toBe("applied");
      expect(await billing(ctx(), account.token)).toMatchObject({
        plan: "pro",
        subscriptionStatus: "trialing",
      });
    });
  },
  { config: () => ({ stripe: stripeTestSettings(fake) }) },
);
