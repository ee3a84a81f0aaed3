import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../app";
import { auth, createUser } from "../test/factories";
import { type FakeStripe, startFakeStripe, stripeTestSettings } from "../test/fake-stripe";
import { describeWithApp, testConfig } from "../test/harness";
import { sendTrialEndingReminders } from "./trial-reminders";
import { deliverSubscriptionEvent } from "./webhook-test-helpers";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const DAY = 86_400_000;

describeWithApp(
  "trial ending email",
  (ctx) => {
    it("goes once, 3 days before the trial ends, even with two instances sweeping", async () => {
      ctx().clock.set(new Date("2026-11-23T09:00:00Z"));
      const user = await createUser(ctx());
      await ctx().app.inject({
        method: "POST",
        url: "/api/stripe/create-checkout-session",
        headers: auth(user.token),
        payload: {},
      });
      const customer = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)?.params
        .customer as string;
      const trialEnd = new Date("2026-11-30T09:00:00Z");
      await deliverSubscriptionEvent(ctx(), fake, "customer.subscription.created", {
        id: "sub_trial_reminder",
        customer,
        status: "trialing",
        trialEnd,
      });
      expect((await sendTrialEndingReminders({ deps: ctx().deps })).sent).toBe(0);

      ctx().clock.set(new Date(trialEnd.getTime() - 3 * DAY + 60_000));
      const second = await buildApp({
        db: ctx().database.db,
        config: testConfig({ smtpUrl: ctx().smtp.url, stripe: stripeTestSettings(fake) }),
        clock: () => ctx().clock.now,
        logger: false,
      });
      const [a, b] = await Promise.all([
        sendTrialEndingReminders({ deps: ctx().deps }),
        sendTrialEndingReminders({ deps: second.deps }),
      ]);
      await second.app.close();
      expect(a.sent + b.sent).toBe(1);
      const mail = await ctx().smtp.waitFor((m) => m.to.includes(user.input.email));
      expect(mail.subject).toBe("Your Clausewise Pro trial ends on 30/11/2026");
      expect(mail.text).toMatch(/From 30\/11\/2026 your card will be charged \S*89 a month for Pro/);

      ctx().clock.advance(DAY);
      expect((await sendTrialEndingReminders({ deps: ctx().deps })).sent).toBe(0);
      // Stripe's own trial_will_end notice for the same trial sends nothing more
      await deliverSubscriptionEvent(ctx(), fake, "customer.subscription.trial_will_end", {
        id: "sub_trial_reminder",
        customer,
        status: "trialing",
        trialEnd,
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(ctx().smtp.messages.filter((m) => m.to.includes(user.input.email))).toHaveLength(1);
    });
  },
  { config: () => ({ stripe: stripeTestSettings(fake) }) },
);
