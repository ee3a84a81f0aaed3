import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  billingStatusSchema,
  checkoutSessionSchema,
  portalSessionSchema,
  webhookReceiptSchema,
} from "../../common/api/billing";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { withErrors } from "../http/responses";
import { getBillingStatus, openBillingPortal, startCheckout } from "./checkout";
import { applyStripeEvent, verifyStripeEvent } from "./webhook";

/**
 * Card payments through Stripe. Without Stripe settings, checkout and the portal answer 503 with a
 * message the upgrade dialog shows inline; nothing pretends to take a payment.
 */
export const billingRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["billing"];
    app.get(
      "/billing",
      {
        preHandler: guards.requireUser,
        schema: { tags, response: withErrors({ 200: billingStatusSchema }) },
      },
      (request) => getBillingStatus({ deps, user: currentUser(request) }),
    );
    app.post(
      "/stripe/create-checkout-session",
      {
        preHandler: guards.requireUser,
        schema: {
          tags,
          // The spec's client sends these; the customer is made from the account itself.
          body: z.object({ userEmail: z.string().optional(), userName: z.string().optional() }).optional(),
          response: withErrors({ 200: checkoutSessionSchema }),
        },
      },
      (request) => startCheckout({ deps, user: currentUser(request) }),
    );
    app.post(
      "/billing/portal-session",
      {
        preHandler: guards.requireUser,
        schema: { tags, response: withErrors({ 200: portalSessionSchema }) },
      },
      (request) => openBillingPortal({ deps, user: currentUser(request) }),
    );

    // Stripe signs the exact bytes it sent, so this route alone (its own plugin scope) keeps the raw body.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser("application/json");
      webhook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        "/stripe/webhook",
        { schema: { tags, response: withErrors({ 200: webhookReceiptSchema }) } },
        async (request) => {
          const signature = request.headers["stripe-signature"];
          const event = verifyStripeEvent(
            deps,
            request.body as Buffer,
            Array.isArray(signature) ? signature[0] : signature,
          );
          const outcome = await applyStripeEvent({ deps, event });
          return { received: true, status: outcome.status };
        },
      );
    });
  };
