import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { usageCheckSchema, usageStatusSchema } from "../../common/api/usage";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { withErrors } from "../http/responses";
import { analysisLimitMessage, getUsageStatus, storageLimitMessage } from "./service";

export const usageRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireUser);
    const tags = ["usage"];
    const check = withErrors({ 200: usageCheckSchema, 402: usageCheckSchema });
    const status = (request: Parameters<typeof currentUser>[0]) =>
      getUsageStatus({ db: deps.db, user: currentUser(request), now: deps.clock() });

    app.get(
      "/usage-limits",
      { schema: { tags, response: withErrors({ 200: usageStatusSchema }) } },
      async (request) => status(request),
    );

    app.post(
      "/usage-limits/check-analysis",
      { schema: { tags, response: check } },
      async (request, reply) => {
        const usage = await status(request);
        if (!usage.canAnalyze) {
          return reply
            .status(402)
            .send({ ...usage, ok: false, upgradeRequired: true, message: analysisLimitMessage });
        }
        return { ...usage, ok: true, upgradeRequired: false, message: "You can analyse this contract." };
      },
    );

    app.post("/usage-limits/check-upload", { schema: { tags, response: check } }, async (request, reply) => {
      const usage = await status(request);
      if (!usage.canUpload) {
        return reply
          .status(402)
          .send({ ...usage, ok: false, upgradeRequired: true, message: storageLimitMessage });
      }
      return { ...usage, ok: true, upgradeRequired: false, message: "You can upload a contract." };
    });
  };
