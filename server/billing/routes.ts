import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../deps";
import type { AuthGuards } from "../http/auth-guard";

/**
 * Card checkout. Until a payment provider is configured on this installation the call answers 503
 * with a message the upgrade dialog shows inline; nothing pretends to take a payment.
 */
export const billingRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/stripe/create-checkout-session",
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ["billing"],
          body: z.object({ userEmail: z.string().optional(), userName: z.string().optional() }).optional(),
        },
      },
      async (_request, reply) =>
        reply.status(503).send({
          error: "Online payment is not set up on this installation.",
          message: `Online payment is not set up on this installation. Please contact ${deps.config.supportEmail} to upgrade.`,
        }),
    );
  };
