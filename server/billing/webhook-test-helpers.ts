import {
  type FakeStripe,
  type FakeSubscription,
  signedEvent,
  subscriptionObject,
  TEST_WEBHOOK_SECRET,
} from "../test/fake-stripe";
import type { TestContext } from "../test/harness";

/** Posts a signed event body to the webhook as Stripe does. */
export function postWebhook(ctx: TestContext, signed: { payload: string; header: string }) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signed.header },
    payload: signed.payload,
  });
}

/** Stripe now holds `sub`, and tells the app with a signed `type` event carrying it. */
export async function deliverSubscriptionEvent(
  ctx: TestContext,
  fake: FakeStripe,
  type: string,
  sub: FakeSubscription,
) {
  fake.setSubscription(sub);
  const signed = signedEvent({ type, object: subscriptionObject(sub), secret: TEST_WEBHOOK_SECRET });
  const response = await postWebhook(ctx, signed);
  if (response.statusCode !== 200)
    throw new Error(`webhook ${type}: ${response.statusCode} ${response.body}`);
  return { response, signed };
}
