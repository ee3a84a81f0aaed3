import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { portfolioAnalyticsSchema } from "../../common/api/analytics";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { withErrors } from "../http/responses";
import { getPortfolioAnalytics } from "./service";

export const analyticsRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/analytics",
      {
        schema: { tags: ["analytics"], response: withErrors({ 200: portfolioAnalyticsSchema }) },
        preHandler: guards.requireUser,
      },
      async (request) => getPortfolioAnalytics({ deps, user: currentUser(request) }),
    );
  };
