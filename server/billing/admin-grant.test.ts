import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { planChanges } from "../db/schema";
import { auth, createUser } from "../test/factories";
import { type FakeStripe, startFakeStripe, stripeTestSettings } from "../test/fake-stripe";
import { describeWithApp } from "../test/harness";
import { deliverSubscriptionEvent } from "./webhook-test-helpers";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describeWithApp(
  "premium granted by an administrator",
  (ctx) => {
    const grant = (adminToken: string, userId: string, hasPremiumAccess: boolean) =>
      ctx().app.inject({
        method: "PATCH",
        url: `/api/admin/users/${userId}/toggle-premium`,
        headers: auth(adminToken),
        payload: { hasPremiumAccess },
      });
    const listed = async (adminToken: string, userId: string) =>
      (await ctx().app.inject({ method: "GET", url: "/api/admin/users", headers: auth(adminToken) }))
        .json()
        .find((u: { id: string }) => u.id === userId);

    it("is shown apart from a paid subscription, audited with the administrator, and never ends a subscription", async () => {
      const admin = await createUser(ctx());
      expect(admin.profile.userType).toBe("admin");
      const selfHosted = await createUser(ctx());
      expect((await grant(admin.token, selfHosted.profile.id, true)).json()).toEqual({
        ok: true,
        hasPremiumAccess: true,
        grantedByAdmin: true,
      });
      expect(await listed(admin.token, selfHosted.profile.id)).toMatchObject({
        hasPremiumAccess: true,
        billing: {
          plan: "pro",
          source: "admin",
          grantedByAdmin: true,
          label: "Pro (granted by an administrator)",
        },
      });
      const usage = await ctx().app.inject({
        method: "GET",
        url: "/api/usage-limits",
        headers: auth(selfHosted.token),
      });
      expect(usage.json()).toMatchObject({ isPremium: true, planLabel: "Pro (granted by an administrator)" });
      const audit = await ctx()
        .database.db.select()
        .from(planChanges)
        .where(eq(planChanges.userId, selfHosted.profile.id));
      expect(audit).toEqual([
        expect.objectContaining({
          fromPlan: "free",
          toPlan: "pro",
          cause: "admin",
          adminId: admin.profile.id,
        }),
      ]);

      // a paying customer: the grant is taken back, the subscription keeps Pro
      const payer = await createUser(ctx());
      await ctx().app.inject({
        method: "POST",
        url: "/api/stripe/create-checkout-session",
        headers: auth(payer.token),
        payload: {},
      });
      const customer = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)?.params
        .customer as string;
      await deliverSubscriptionEvent(ctx(), fake, "customer.subscription.created", {
        id: "sub_payer",
        customer,
        status: "trialing",
        trialEnd: new Date("2026-03-09T09:00:00Z"),
      });
      await grant(admin.token, payer.profile.id, true);
      const revoked = await grant(admin.token, payer.profile.id, false);
      expect(revoked.json()).toEqual({ ok: true, hasPremiumAccess: true, grantedByAdmin: false });
      expect(await listed(admin.token, payer.profile.id)).toMatchObject({
        hasPremiumAccess: true,
        billing: { source: "subscription", subscriptionStatus: "trialing", label: "Pro (trial, ends 9 Mar)" },
      });

      const removed = await grant(admin.token, selfHosted.profile.id, false);
      expect(removed.json().hasPremiumAccess).toBe(false);
      expect(await listed(admin.token, selfHosted.profile.id)).toMatchObject({
        hasPremiumAccess: false,
        billing: { plan: "free", label: "Free" },
      });
    });
  },
  { config: () => ({ stripe: stripeTestSettings(fake) }) },
);
