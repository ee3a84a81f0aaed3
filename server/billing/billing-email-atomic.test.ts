import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { billingAccounts, notifications, stripeEvents } from "../db/schema";
import { queueConnection } from "../jobs/queue-connection";
import { EMAIL_JOB } from "../mail/email-job";
import { auth, createUser } from "../test/factories";
import {
  type FakeStripe,
  signedEvent,
  startFakeStripe,
  stripeTestSettings,
  TEST_WEBHOOK_SECRET,
} from "../test/fake-stripe";
import { describeWithApp, type TestContext } from "../test/harness";
import { sendTrialEndingReminders } from "./trial-reminders";
import { deliverSubscriptionEvent, postWebhook } from "./webhook-test-helpers";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

/**
 * A billing email is queued in the transaction that records what it tells about. Queueing is made to
 * fail by a trigger on the job table (as a crash at that moment would stop it): the state change
 * must then not be recorded either, so Stripe's redelivery or the next sweep sends the email.
 */
describeWithApp(
  "billing emails queued with their state change",
  (ctx) => {
    const sql = (c: TestContext, text: string) => queueConnection(c.database.db).executeSql(text);
    const refuseEmailJobs = (c: TestContext) =>
      sql(
        c,
        `create or replace function refuse_email_jobs() returns trigger language plpgsql as $$
         begin
           if new.name = '${EMAIL_JOB}' then raise exception 'email jobs refused for this test'; end if;
           return new;
         end $$;
         create trigger refuse_email_jobs before insert on pgboss.job
           for each row execute function refuse_email_jobs();`,
      );
    const acceptEmailJobs = (c: TestContext) => sql(c, "drop trigger refuse_email_jobs on pgboss.job");

    async function customerAccount() {
      const user = await createUser(ctx());
      await ctx().app.inject({
        method: "POST",
        url: "/api/stripe/create-checkout-session",
        headers: auth(user.token),
        payload: {},
      });
      const customer = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)?.params
        .customer as string;
      return { ...user, customer, subscriptionId: `sub_${user.profile.id.slice(0, 8)}` };
    }

    it("payment failed: an event whose email cannot be queued is not recorded, and its redelivery sends it once", async () => {
      const account = await customerAccount();
      await deliverSubscriptionEvent(ctx(), fake, "customer.subscription.created", {
        id: account.subscriptionId,
        customer: account.customer,
        status: "active",
        periodEnd: new Date("2026-04-02T09:00:00Z"),
      });
      fake.setSubscription({ id: account.subscriptionId, customer: account.customer, status: "past_due" });
      const invoiceId = `in_atomic_${account.profile.id.slice(0, 8)}`;
      const failed = signedEvent({
        type: "invoice.payment_failed",
        secret: TEST_WEBHOOK_SECRET,
        object: {
          id: invoiceId,
          object: "invoice",
          customer: account.customer,
          amount_due: 8900,
          currency: "gbp",
          attempt_count: 1,
          next_payment_attempt: null,
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: account.subscriptionId },
          },
        },
      });

      await refuseEmailJobs(ctx());
      try {
        const refused = await postWebhook(ctx(), failed);
        // Not 2xx, so Stripe delivers the event again.
        expect(refused.statusCode).toBe(500);
      } finally {
        await acceptEmailJobs(ctx());
      }
      const db = ctx().database.db;
      expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, failed.event.id))).toEqual([]);
      expect(
        await db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.userId, account.profile.id), eq(notifications.title, "Payment failed")),
          ),
      ).toEqual([]);

      const redelivered = await postWebhook(ctx(), failed);
      expect(redelivered.json()).toMatchObject({ status: "applied" });
      const mail = await ctx().smtp.waitFor((m) => m.to.includes(account.input.email));
      expect(mail.subject).toBe("Your Clausewise payment failed");
      expect(await postWebhook(ctx(), failed).then((r) => r.json())).toMatchObject({ status: "duplicate" });
      expect(await ctx().deps.jobs.jobsFor(EMAIL_JOB, `payment-failed:${invoiceId}:1`)).toHaveLength(1);
      expect(
        await db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.userId, account.profile.id), eq(notifications.title, "Payment failed")),
          ),
      ).toHaveLength(1);
    });

    it("trial ending: a claim whose email cannot be queued is undone, and the next sweep sends it once", async () => {
      ctx().clock.set(new Date("2026-11-23T09:00:00Z"));
      const account = await customerAccount();
      const trialEnd = new Date("2026-11-25T09:00:00Z");
      await deliverSubscriptionEvent(ctx(), fake, "customer.subscription.updated", {
        id: account.subscriptionId,
        customer: account.customer,
        status: "trialing",
        trialEnd,
      });
      const key = `trial-ending:${account.profile.id}:${trialEnd.toISOString()}`;

      await refuseEmailJobs(ctx());
      try {
        await expect(
          sendTrialEndingReminders({ deps: ctx().deps, userId: account.profile.id }),
        ).rejects.toThrow();
      } finally {
        await acceptEmailJobs(ctx());
      }
      const [claim] = await ctx()
        .database.db.select({ sentFor: billingAccounts.trialReminderSentFor })
        .from(billingAccounts)
        .where(eq(billingAccounts.userId, account.profile.id));
      expect(claim.sentFor).toBeNull();

      expect((await sendTrialEndingReminders({ deps: ctx().deps })).sent).toBe(1);
      const mail = await ctx().smtp.waitFor((m) => m.to.includes(account.input.email));
      expect(mail.subject).toBe("Your Clausewise Pro trial ends on 25/11/2026");
      expect((await sendTrialEndingReminders({ deps: ctx().deps })).sent).toBe(0);
      expect(await ctx().deps.jobs.jobsFor(EMAIL_JOB, key)).toHaveLength(1);
    });
  },
  { config: () => ({ stripe: stripeTestSettings(fake) }) },
);
