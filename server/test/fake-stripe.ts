import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type StripeRequest = {
  method: string;
  path: string;
  /** form fields exactly as the SDK encoded them: `line_items[0][price]`, `subscription_data[trial_period_days]` */
  params: Record<string, string>;
  authorization?: string;
  idempotencyKey?: string;
};

export type FakeSubscription = {
  id: string;
  customer: string;
  status: string;
  trialEnd?: Date | null;
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  userId?: string;
};

const seconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : null);

export function subscriptionObject(sub: FakeSubscription) {
  const created = seconds(new Date("2026-01-01T00:00:00Z"));
  return {
    id: sub.id,
    object: "subscription",
    customer: sub.customer,
    status: sub.status,
    trial_end: seconds(sub.trialEnd),
    cancel_at_period_end: sub.cancelAtPeriodEnd ?? false,
    canceled_at: sub.status === "canceled" ? created : null,
    ended_at: sub.status === "canceled" ? created : null,
    created,
    metadata: sub.userId ? { userId: sub.userId } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${sub.id}`,
          object: "subscription_item",
          current_period_end: seconds(sub.periodEnd ?? sub.trialEnd ?? new Date("2026-12-31T00:00:00Z")),
          price: { id: "price_pro_monthly", object: "price" },
        },
      ],
    },
  };
}

/**
 * A real HTTP server on 127.0.0.1 answering the Stripe API calls the app makes (customers, checkout
 * sessions, billing portal sessions, subscriptions). It records what it receives so tests can check
 * the parameters; subscriptions are what the test says Stripe currently holds.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const customersByKey = new Map<string, string>();
  let counter = 0;
  let failing = false;
  let baseUrl = "";

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const form = new URLSearchParams(req.method === "GET" ? url.search : Buffer.concat(chunks).toString());
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    const send = (status: number, body: unknown, type = "application/json") => {
      res.statusCode = status;
      res.setHeader("content-type", type);
      res.end(type === "application/json" ? JSON.stringify(body) : String(body));
    };
    if (req.method === "GET" && /^\/(checkout|portal)\//.test(url.pathname)) {
      const kind = url.pathname.startsWith("/checkout") ? "Test checkout" : "Test customer portal";
      send(200, `<!doctype html><title>${kind}</title><h1>${kind}</h1>`, "text/html");
      return;
    }
    requests.push({
      method: req.method ?? "",
      path: url.pathname,
      params: Object.fromEntries(form),
      authorization: req.headers.authorization,
      idempotencyKey,
    });
    if (failing) {
      send(500, { error: { type: "api_error", message: "Stripe is having a bad day" } });
      return;
    }
    counter += 1;
    const p = Object.fromEntries(form);
    if (req.method === "POST" && url.pathname === "/v1/customers") {
      const id = (idempotencyKey && customersByKey.get(idempotencyKey)) || `cus_test${counter}`;
      if (idempotencyKey) customersByKey.set(idempotencyKey, id);
      send(200, { id, object: "customer", email: p.email, name: p.name, metadata: {} });
      return;
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = `cs_test_${counter}`;
      send(200, {
        id,
        object: "checkout.session",
        mode: p.mode,
        customer: p.customer,
        client_reference_id: p.client_reference_id,
        subscription: null,
        status: "open",
        success_url: p.success_url,
        cancel_url: p.cancel_url,
        url: `${baseUrl}/checkout/${id}`,
      });
      return;
    }
    if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      const id = `bps_test_${counter}`;
      send(200, {
        id,
        object: "billing_portal.session",
        customer: p.customer,
        return_url: p.return_url,
        url: `${baseUrl}/portal/${id}`,
      });
      return;
    }
    if (req.method === "GET" && url.pathname === "/v1/subscriptions") {
      const data = [...subscriptions.values()]
        .filter((s) => s.customer === url.searchParams.get("customer"))
        .map(subscriptionObject);
      send(200, { object: "list", data, has_more: false, url: "/v1/subscriptions" });
      return;
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && sub) {
      const found = subscriptions.get(decodeURIComponent(sub[1]));
      if (found) send(200, subscriptionObject(found));
      else
        send(404, { error: { type: "invalid_request_error", message: `No such subscription: '${sub[1]}'` } });
      return;
    }
    send(404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    requests,
    setSubscription(sub: FakeSubscription) {
      subscriptions.set(sub.id, sub);
    },
    /** every API call answers 500 (Stripe down) until called with false */
    setFailing(value: boolean) {
      failing = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

let eventCounter = 0;

/** An event as Stripe would post it, and its Stripe-Signature header made with the SDK's test helper. */
export function signedEvent(options: {
  type: string;
  object: Record<string, unknown>;
  secret: string;
  id?: string;
  created?: Date;
}) {
  eventCounter += 1;
  const event = {
    id: options.id ?? `evt_test_${Date.now()}_${eventCounter}`,
    object: "event",
    type: options.type,
    api_version: "2026-10-28.endive",
    created: seconds(options.created ?? new Date()),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: options.object },
  };
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret });
  return { event, payload, header };
}

export const TEST_WEBHOOK_SECRET = "whsec_test_clausewise";

/** The three Stripe settings with the SDK pointed at the fake server. */
export const stripeTestSettings = (fake: FakeStripe) => ({
  secretKey: "sk_test_clausewise",
  priceId: "price_pro_monthly",
  webhookSecret: TEST_WEBHOOK_SECRET,
  apiUrl: fake.url,
});
