import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../deps";

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/health", { schema: { tags: ["public"] } }, async (_request, reply) => {
      try {
        await deps.db.execute(sql`select 1 from users limit 1`);
        return { status: "ok" };
      } catch (error) {
        deps.log.error({ err: error }, "health check failed");
        return reply.status(503).send({ status: "unavailable", message: "Database unreachable" });
      }
    });
  };
