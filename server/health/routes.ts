import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema, healthUnavailableSchema } from "../../common/api/public";
import type { AppDeps } from "../deps";
import { withErrors } from "../http/responses";

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/health",
      {
        schema: {
          tags: ["public"],
          response: withErrors({ 200: healthSchema, 503: healthUnavailableSchema }),
        },
      },
      async (_request, reply) => {
        try {
          await deps.db.execute(sql`select 1 from users limit 1`);
          return { status: "ok" as const };
        } catch (error) {
          deps.log.error({ err: error }, "health check failed");
          return reply.status(503).send({ status: "unavailable" as const, message: "Database unreachable" });
        }
      },
    );
  };
