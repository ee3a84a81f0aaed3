import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactReceiptSchema } from "../../common/api/public";
import { contactMessageSchema } from "../../common/contact";
import type { AppDeps } from "../deps";
import { withErrors } from "../http/responses";
import { submitContactMessage } from "./service";

export const contactRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/contact",
      {
        config: { rateLimit: { max: 5, timeWindow: 60_000 } },
        schema: {
          tags: ["public"],
          body: contactMessageSchema,
          response: withErrors({ 201: contactReceiptSchema }),
        },
      },
      async (request, reply) =>
        reply.status(201).send(await submitContactMessage({ deps, input: request.body })),
    );
  };
