import Stripe from "stripe";
import type { StripeConfig } from "../config";

/** One SDK client per app. STRIPE_API_URL points it elsewhere (stripe-mock, the tests' local server). */
export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const protocol = api?.protocol === "http:" ? "http" : "https";
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Clausewise" },
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (protocol === "http" ? 80 : 443)),
      protocol,
    }),
  });
}

export type StripeClient = Stripe;
